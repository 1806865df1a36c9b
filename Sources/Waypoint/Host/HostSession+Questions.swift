import Logging

// The questions the platform asks before it lets the user do something: one entry, one typed
// question, whether it may (`PlatformQuestion`).
extension HostSession {
  /// Whether the platform may let the user do what `question` asks about now.
  ///
  /// Ask once for each thing the user does: ``PlatformQuestion/selectTab(_:)`` is the tap itself
  /// as much as a question (it is recorded, a re-tap of the selected tab pops its stack, and one
  /// refused during a plan is asked for when it ends); the others only read.
  public func answer(_ question: PlatformQuestion) -> Bool {
    switch question {
    case .selectTab(let tab):
      let allowed = answerTabTap(tab)
      record(.tabTapped(tab, allowed: allowed))
      noteSettled()
      return allowed
    case .swipeBack(let location, let fromContent):
      guard acceptsGestures else { return false }
      guard let stack = drawn[stack: location], !stack.path.isEmpty else { return true }
      if fromContent, !stack.top.allowsContentSwipe { return false }
      return !isLeaveGuarded(stack.top)
    case .pullDown(let index, let heldByTheApp):
      return !heldByTheApp && allowsInteractiveDismissal(ofLayerAt: index)
    case .zoomDismissal(let id):
      guard let location = drawn.location(of: id), drawn[stack: location]?.top.id == id else { return false }
      return answer(.swipeBack(at: location, fromContent: false))
    case .platformBackButton(let id):
      guard let location = drawn.location(of: id), let stack = drawn[stack: location],
        stack.root.id != id, let entry = stack.path.last(where: { $0.id == id })
      else { return true }
      return !isLeaveGuarded(entry)
    }
  }

  /// Whether the user may dismiss the drawn layer at `index` by a gesture now.
  func allowsInteractiveDismissal(ofLayerAt index: Int) -> Bool {
    let drawn = drawn
    return drawn.modals.indices.contains(index) && model.allowsInteractiveDismissal(of: drawn.modals[index])
      && !holdsExit(from: drawn.modals[index...].flatMap(\.stack.entries))
  }
}
