import PropertyBased
import Testing
import Waypoint
import WaypointTesting

@testable import WaypointHarness

/// A host that watches every step as it draws it and notes any that would put a new checkout
/// screen on screen while the session is signed out.
@MainActor
private final class WitnessHost: StepHost {
  let session: Session
  private(set) var screen: NavigationState
  var violations: [String] = []

  init(session: Session, showing screen: NavigationState) {
    self.session = session
    self.screen = screen
  }

  func perform(_ step: NavigationStep, animated: Bool) async throws {
    var next = screen
    next.apply(step)
    if !session.isSignedIn {
      let before = Set(screen.allEntries.map(\.id))
      for entry in next.allEntries where !before.contains(entry.id) && entry.route == AnyRoute(Page.checkout)
      {
        violations.append("\(step) while signed out")
      }
    }
    screen = next
    await Task.yield()
  }
}

@MainActor
@Suite("Guard properties")
struct GuardPropertyTests {
  /// Random requests (pushes, presents, whole-tree changes, several at once), logins that
  /// succeed or are given up, and sign-outs: no sequence shows a new checkout screen while
  /// signed out.
  @Test func noSequenceShowsAProtectedScreenWhileSignedOut() async {
    await propertyCheck(count: 60, input: Gen.int(in: 0...1_000_000).array(of: 1...30)) { seeds in
      let session = Session()
      let host = WitnessHost(session: session, showing: NavigationState(root: Page.home))
      let navigator = Navigator(host.screen, host: host)
      navigator.addGuard(for: Page.self) { route, _ in
        route == .checkout && !session.isSignedIn ? .redirect(Redirect(to: Page.login)) : .allow
      }
      var pending = 0
      for seed in seeds {
        switch seed % 10 {
        case 7:
          if let login = navigator.entry(showing: .login) {
            session.isSignedIn = true
            _ = try? await navigator.finish(login.id, with: true)
          }
        case 8:
          if let login = navigator.entry(showing: .login) { try? await navigator.close(login.id) }
        case 9:
          session.isSignedIn = false
        case 6:
          // A deep link that lands below the top: checkout with reviews over it.
          pending += 1
          Task {
            _ = try? await navigator.navigate(reason: .deepLink) { state in
              state.dismissAll()
              state.push(Page.checkout)
              state.push(Page.reviews)
            }.value
            pending -= 1
          }
        default:
          let operation = Operation(seed / 10)
          pending += 1
          Task {
            try? await operation.perform(on: navigator)
            pending -= 1
          }
        }
        await eventually { !navigator.isTransitioning }
      }
      // Give up on every login still up or still to come, so every request ends.
      for _ in 0..<200 {
        guard pending > 0 else { break }
        if let login = navigator.entry(showing: .login) { try? await navigator.close(login.id) }
        await Task.yield()
        await eventually { !navigator.isTransitioning }
      }
      #expect(pending == 0, "requests never ended")
      #expect(host.violations.isEmpty, "\(host.violations)")
      navigator.state._checkInvariants()
      #expect(host.screen == navigator.state)
    }
  }
}
