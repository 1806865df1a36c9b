import Logging

// The re-tapped tab: as UIKit does, a tap on the selected tab pops its stack to the root — here
// through the leave guards — and the app is told, so a screen at the root can scroll to its top.
extension AnyNavigator {
  /// The user tapped the selected tab `tab` (a host reports it): the app hears of it
  /// (``onTabReselected`` and ``NavigationEvent/tabReselected(_:)``), then the tab's stack pops
  /// to its root as a request of the user's (``NavigationReason/userExit``), which a leave guard
  /// may refuse.
  func tabReselected(_ tab: AnyTag) {
    logger.debug("tab \(tab) tapped again")
    pipeline.emit(.tabReselected(tab))
    onTabReselected?(tab)
    // NB: the pop to the root is the user's exit: SwiftUI on iOS 26 pops the tab too, and the
    // host holds that pop back for the same question (`askToLeave`).
    // NB: a tab showing a split pops the stack of its top column (collapsed, the one on top;
    // expanded, the detail) to that column's first screen.
    guard let shown = state.tabBar?.tabs.first(where: { $0.id == tab }) else { return }
    let stack = shown.split.map { $0[$0.topColumn] } ?? shown.stack
    guard let stack, !stack.path.isEmpty else { return }
    askToLeave(.popped(to: stack.root.id))
  }
}
