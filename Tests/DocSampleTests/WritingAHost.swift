@_spi(Hosts) import Waypoint

// Waypoint.docc, "Writing a host".
enum WritingAHost {
  /// A host that draws nothing and finishes each step at once.
  @MainActor
  final class InstantHost: NavigationHost {
    private var connection: HostConnection?
    private var model: HostModel?

    func attach(_ connection: HostConnection) {
      self.connection = connection
      guard let state = connection.state else { return }
      var model = HostModel(showing: state)
      connection.deliver(model.attachmentEvents())  // load, willAppear, didAppear
      self.model = model
    }

    func willBeginPlan(_ steps: [NavigationStep]) { model?.isLocked = true }
    func didEndPlan() { model?.isLocked = false }

    func perform(_ step: NavigationStep, animated: Bool) async throws {
      guard var model, let connection else { throw HostError.notAttached }
      let transition = try model.begin(step)  // HostError when the step is illegal on screen
      connection.deliver(transition.willEvents)
      // A platform host starts the platform's transition here and awaits its completion.
      connection.deliver(model.finish(transition))
      self.model = model
    }

    /// The user went back to `id` (a swipe, the back button): checked, then reported.
    func userWentBack(to id: ScreenID) throws {
      guard var model, let connection else { throw HostError.notAttached }
      let transition = try model.userDid(.popped(to: id))
      connection.deliver(transition.willEvents + transition.didEvents)
      connection.report(.popped(to: id))
      self.model = model
    }
  }
}
