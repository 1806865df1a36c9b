import Foundation
import Waypoint
import WaypointTesting

// Work the user cannot lose: a leave guard on an edit screen asks "Discard changes?" through the
// navigator, on every way out (here, the Back button and its menu), headless over TestHost.
enum LeaveGuardDemo {
  enum Account: Route {
    case profile, editProfile
    case discardChanges  // the prompt: finishes with true (discard) or false (keep editing)
  }

  /// The edit screen's unsaved changes.
  @MainActor final class Draft {
    var hasChanges = false
  }

  @MainActor
  static func run(arguments: [String]) async {
    print("\n── Leave guards: edit profile, tap back: Discard changes? ──")
    let host = TestHost()
    let navigator = Navigator<Account>(NavigationState(root: Account.profile), host: host)
    let draft = Draft()
    navigator.addLeaveGuard(for: Account.self) { [weak navigator, weak draft] route, _ in
      guard route == .editProfile, draft?.hasChanges == true, let navigator else { return .leave }
      let answer = try await navigator.present(.discardChanges, expecting: Bool.self).value
      return answer.value == true ? .leave : .stay
    }
    do {
      try await navigator.push(.editProfile).value
      draft.hasChanges = true
      print("▸ edit profile, type a new name")
      print(ShopDemo.indent(navigator.state.description))
      let profile = navigator.state.topStack.root.id
      for discard in [false, true] {
        if discard {
          // The back menu (a long press on Back) goes through the guard too, in both hosts.
          print("\n▸ the user long-presses Back and picks Profile: the host holds it and asks the guard")
          try host.simulateBackTap(to: profile)
        } else {
          print("\n▸ the user taps Back: the host holds it and asks the guard")
          try host.simulateBackTap()
        }
        let prompt = await shown(.discardChanges, in: navigator)
        print("  Discard changes? (on screen: \(navigator.state.topScreen.route))")
        print("  the user taps \(discard ? "Discard" : "Keep editing")")
        _ = try await navigator.context(for: prompt)?.finish(with: discard).value
        await host.clock.run()
        print(ShopDemo.indent(navigator.state.description))
      }
    } catch {
      print("  failed: \(error)")
    }
  }

  /// Waits until `route` is on top, and returns its screen.
  @MainActor
  private static func shown(_ route: Account, in navigator: Navigator<Account>) async -> ScreenID {
    while navigator.state.topScreen.route != AnyRoute(route) || navigator.isTransitioning {
      await Task.yield()
    }
    return navigator.state.topScreen.id
  }
}
