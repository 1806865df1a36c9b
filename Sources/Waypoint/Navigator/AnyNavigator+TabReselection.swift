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
    navigate(reason: .userExit) { state -> Bool in
      guard var stack = state[stack: .tab(tab)], !stack.path.isEmpty else { return false }
      stack.path.removeAll()
      state[stack: .tab(tab)] = stack
      return true
    }.onCompletion { _ in }
  }
}
