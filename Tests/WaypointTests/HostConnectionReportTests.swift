import Testing
@_spi(Hosts) import Waypoint
import WaypointTesting

@testable import WaypointHarness

/// A host that carries every step out at once and can report a user change in the middle of
/// the next one, as a gesture landing before a completion does.
@MainActor
final class ReportingHost: NavigationHost {
  var connection: HostConnection?
  var duringNextStep: (@MainActor () -> Void)?

  func attach(_ connection: HostConnection) { self.connection = connection }

  func perform(_ step: NavigationStep, animated: Bool) async throws {
    let body = duringNextStep
    duringNextStep = nil
    body?()
  }
}

@MainActor
@Suite("A host's report of a user change")
struct HostConnectionReportTests {
  @Test func aReportBetweenStepsIsApplied() async throws {
    let host = ReportingHost()
    let navigator = Navigator<Page>(NavigationState(root: Page.home), host: host)
    try await navigator.push(Page.cart).value
    let home = navigator.state.topStack.root.id
    #expect(host.connection?.report(.popped(to: home)) == .applied)
    navigator.expectStack([Page.home])
  }

  @Test func aReportDuringAStepIsQueuedAndAppliedWhenItEnds() async throws {
    let host = ReportingHost()
    let navigator = Navigator<Page>(NavigationState(root: Page.home), host: host)
    try await navigator.push(Page.cart).value
    let home = navigator.state.topStack.root.id
    var outcome: UserChangeOutcome?
    host.duringNextStep = { outcome = host.connection?.report(.popped(to: home)) }
    try await navigator.present(Page.login).value
    #expect(outcome == .queued)
    navigator.expectStack([Page.home], in: .root)
  }

  @Test func aReportThatDoesNotFitIsIgnored() async throws {
    let host = ReportingHost()
    let navigator = Navigator<Page>(NavigationState(root: Page.home), host: host)
    let before = navigator.state
    #expect(host.connection?.report(.dismissed(layer: before.topScreen.id)) == .ignored)
    #expect(navigator.state == before)
  }
}
