import Logging

// The user's own exits and the leave guards: which exits a host holds (the swipe back, the
// pull-down), where the held ones go (through the guards, as requests), and what happens to an
// exit the platform carried out anyway (it is put back and asked about).
extension HostSession {
  /// Whether a leave guard protects one of `entries` (the host holds an exit that would take
  /// them away).
  func holdsExit(from entries: some Sequence<ScreenEntry>) -> Bool {
    entries.contains { isLeaveGuarded($0) }
  }

  /// What the long-press menu of the Back button the host replaced on the screen `id` offers:
  /// every screen below it in its stack, the nearest first, as UIKit's back menu lists them. A
  /// choice is ``PlatformFact/exitChosen(_:)`` (`.popped(to:)`), through the leave guards.
  public func backMenu(of id: ScreenID) -> [ScreenEntry] {
    guard let location = drawn.location(of: id), let stack = drawn[stack: location],
      let index = stack.entries.firstIndex(where: { $0.id == id })
    else { return [] }
    return stack.entries[..<index].reversed()
  }

  /// The Back button of the screen `id`, which the host replaced, was tapped
  /// (``PlatformFact/backTapped(_:)``): the pop to the screen below goes through the leave guards.
  func backTapped(on id: ScreenID) {
    guard let below = backMenu(of: id).first else { return }
    navigator?.askToLeave(.popped(to: below.id))
  }

  /// The user tried to pull the layer at `index` down and the platform refused
  /// (``PlatformFact/pullDownRefused(layerAt:heldByTheApp:)``): when a leave guard is why, the
  /// dismissal goes through it.
  func pullDownRefused(ofLayerAt index: Int?, heldByTheApp: Bool) {
    let drawn = drawn
    guard !heldByTheApp, acceptsGestures, let index, drawn.modals.indices.contains(index),
      drawn.modals[index].allowsInteractiveDismissal,
      holdsExit(from: drawn.modals[index...].flatMap(\.stack.entries))
    else { return }
    navigator?.askToLeave(.dismissed(layer: drawn.modals[index].id))
  }

  /// The protected screen `change` would take away from what is shown, if any.
  func heldByLeaveGuard(_ change: UserChange) -> ScreenEntry? {
    var next = model.shown
    guard next.apply(change) else { return nil }
    let changes = ScreenChanges(from: model.shown, to: next)
    let gone = Set(changes.gone)
    return changes.removed.last { gone.contains($0.id) && isLeaveGuarded($0) }
  }

  /// Holds back `change`, which the platform carried out although it takes a protected screen
  /// away (a SwiftUI binding written, a stack UIKit popped): the platform draws what is
  /// shown again (the stack at `location`, or everything) and the change goes through the
  /// leave guards.
  /// - Returns: Whether it was held back.
  func holdBack(_ change: UserChange, at location: StackLocation?) -> Bool {
    guard let held = heldByLeaveGuard(change) else { return false }
    logger?.debug("the host holds back \(change): a leave guard protects \(held)")
    putBack(at: location)
    // NB: the platform may have moved the screens the change takes away out of view before it
    // wrote the change (a binding written as the animation ends): their probes are the change's,
    // held back, not ahead of a write to come.
    var next = model.shown
    if next.apply(change) {
      let inView = Set(next.visibleScreens.map(\.id))
      probesAhead.owe(
        [], Set(model.shown.visibleScreens.map(\.id).filter { !inView.contains($0) }), in: [model.shown])
    }
    navigator?.askToLeave(change)
    return true
  }
}
