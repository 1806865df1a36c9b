import Waypoint

// Waypoint.docc, "Guards and redirects": leave guards, rechecks, duplicates, the re-tapped tab.
enum GuardsAndRedirectsSamples {
  enum Profile: Route { case show, edit, discardChanges }
  enum Shop: Route { case home, cart, checkout, product(Int) }

  @MainActor final class Draft {
    var hasChanges = false
  }

  @MainActor final class Session {
    func signOut() {}
  }

  @MainActor func leaveGuard(_ navigator: Navigator<Profile>, draft: Draft) {
    navigator.addLeaveGuard(for: Profile.self) { [weak navigator] route, context in
      guard route == .edit, draft.hasChanges, let navigator else { return .leave }
      let answer = try await navigator.present(.discardChanges, expecting: Bool.self).value
      return answer.value == true ? .leave : .stay
    }
  }

  @MainActor func leaveGuardOfOneScreen(_ context: ScreenContext) {
    // in the editor, once something changed:
    let id = context.addLeaveGuard { leave in
      print("\(leave.entry) would go, \(leave.destination) would show")
      return .stay
    }
    // once saved:
    if let id { context.navigator?.removeLeaveGuard(id) }
  }

  @MainActor func denied(_ navigator: Navigator<Profile>) async {
    do {
      _ = try await navigator.pop().value
    } catch .leaveDenied(let screen) {
      print("\(screen) stays")
    } catch {
      print(error)
    }
  }

  @MainActor func signOut(_ navigator: Navigator<Shop>, session: Session) async throws {
    session.signOut()
    try await navigator.recheckGuards().value
  }

  enum Auth: Route { case login, forgotPassword }

  @MainActor func forgotPassword(_ context: ScreenContext) {
    // in the login screen, on a tap on "Forgot password?":
    context.push(.route(Auth.forgotPassword))
  }

  @MainActor func duplicates(_ navigator: Navigator<Shop>, id: Int) {
    navigator.push(.cart)  // tapped twice: one cart
    navigator.push(.product(id), duplicates: .allowed)  // always a new screen
  }

  @MainActor func reTappedTab(_ navigator: Navigator<Shop>, scrollToTop: @escaping @MainActor () -> Void) {
    navigator.onTabReselected = { tab in
      scrollToTop()  // the stack pops to its root too, through the leave guards
    }
  }
}
