@_spi(Hosts) import Waypoint
import WaypointTesting

/// A Linux stand-in for the SwiftUI host: the same `BindingHostModel`, with SwiftUI played by
/// the test. A step is drawn, the probes of the screens it brings in and takes out report (or
/// are lost, as the test says), and a watchdog on a `TestClock` settles a step whose signals
/// never all came. The user acts only through what SwiftUI's bindings would write.
@MainActor
final class BindingStandIn: NavigationHost {
  let clock = TestClock()
  let watchdogTimeout = Duration.seconds(2)
  private(set) var bindings: BindingHostModel?
  private(set) var events: [HostEvent] = []
  private var connection: HostConnection?
  /// How the next step misbehaves.
  var failure: HostDriverFailure?
  /// Runs once, after the next step has finished.
  var afterNextStep: (@MainActor () -> Void)?

  func attach(_ connection: HostConnection) {
    self.connection = connection
    guard let state = connection.state else { return }
    var bindings = BindingHostModel(showing: state)
    deliver(bindings.attachmentEvents())
    self.bindings = bindings
  }

  func willBeginPlan(_ steps: [NavigationStep]) { bindings?.isLocked = true }
  func didEndPlan() { bindings?.isLocked = false }

  func perform(_ step: NavigationStep, animated: Bool) async throws {
    guard bindings != nil else { throw HostError.notAttached }
    let failure = self.failure
    self.failure = nil
    if failure == .fails { throw HostError.stalled(step) }
    let transition = try bindings!.begin(step)
    deliver(transition.willEvents)
    // SwiftUI draws the step's end; the probes report after the animation.
    await Task.yield()
    var signals =
      transition.disappearing.map { (LifecycleEvent.didDisappear, $0.id) }
      + transition.appearing.map { (LifecycleEvent.didAppear, $0.id) }
    switch failure {
    case .stallsAfterShowing: signals = Array(signals.prefix(1))
    case .stallsWithoutShowing: signals = []
    case .fails, nil: break
    }
    for (event, id) in signals { _ = bindings!.probeReported(event, for: id) }
    if bindings!.isAwaitingScreens {
      try? await clock.sleep(for: watchdogTimeout)
      let (done, events) = bindings!.resolveStalledStep()
      deliver(events)
      guard done else { throw HostError.stalled(step) }
    } else {
      deliver(bindings!.finish())
    }
    let after = afterNextStep
    afterNextStep = nil
    after?()
  }

  /// What SwiftUI's setter for the stack at `location` writes, and what the host does with it.
  func writePath(_ path: [ScreenID], at location: StackLocation) throws {
    guard let root = bindings?.drawn[stack: location]?.root.id else {
      throw HostError.foreignScreens(location)
    }
    try report { bindings throws(HostError) in try bindings.pathWritten(path, above: root, at: location) }
  }

  /// What a `.sheet(item:)` setter made when `layer` showed writes when set to `nil`.
  func writeDismissal(of layer: ScreenID?) throws {
    try report { bindings throws(HostError) in try bindings.layerDismissed(layer) }
  }

  /// What `TabView(selection:)`'s setter writes.
  func writeTab(_ tab: AnyTag) throws {
    try report { bindings throws(HostError) in try bindings.tabSelected(tab) }
  }

  private func report(
    _ write: (inout BindingHostModel) throws(HostError) -> BindingHostModel.Report?
  ) throws {
    guard var bindings, let connection else { throw HostError.notAttached }
    let report = try write(&bindings)
    self.bindings = bindings
    guard let report else { return }
    deliver(report.events)
    connection.report(report.change)
  }

  private func deliver(_ events: [HostEvent]) {
    self.events += events
    connection?.deliver(events)
  }
}

/// The contract's driver for ``BindingStandIn``: each gesture is what SwiftUI would write.
@MainActor
final class BindingStandInDriver: HostDriver {
  private(set) var host: BindingStandIn?

  func makeHost() -> any NavigationHost {
    let host = BindingStandIn()
    self.host = host
    return host
  }

  var displayed: NavigationState? { host?.bindings?.drawn }
  var events: [HostEvent] { host?.events ?? [] }

  func simulate(_ gesture: HostDriverGesture) throws {
    guard let host, let drawn = host.bindings?.drawn else { throw HostError.notAttached }
    let location = drawn.topLocation
    let path = host.bindings?.path(at: location) ?? []
    switch gesture {
    case .swipeBack(cancelled: true), .pullDown(cancelled: true):
      return  // NB: SwiftUI writes nothing for a gesture the user called off.
    case .swipeBack, .tapBack:
      guard !path.isEmpty else { throw HostError.doesNotFit(.popped(to: drawn.topScreen.id), screen: drawn) }
      try host.writePath(path.dropLast(), at: location)
    case .pullDown:
      let index = drawn.modals.count - 1
      guard index >= 0, host.bindings?.allowsInteractiveDismissal(ofLayerAt: index) == true else {
        throw HostError.doesNotFit(.dismissed(layer: drawn.topScreen.id), screen: drawn)
      }
      try host.writeDismissal(of: drawn.modals[index].id)
    case .selfDismiss:
      try host.writeDismissal(of: drawn.modals.last?.id)
    case .tapTab(let tab):
      try host.writeTab(tab)
    }
  }

  func afterNextStep(_ body: @escaping @MainActor () -> Void) {
    host?.afterNextStep = body
  }

  func breakNextStep(_ failure: HostDriverFailure) {
    host?.failure = failure
  }

  func settle() async {
    await host?.clock.run()
  }
}
