import Foundation
import Waypoint
import WaypointTesting

// The core in action: a shop app with tabs, pushes, a cart sheet and a checkout cover, driven
// headless over TestHost (a host that times and checks transitions like UIKit does).
enum ShopDemo {
  enum Shop: Route {
    case home, reviews, cart, checkout, payment, confirmation, search
    case product(Int)
  }

  enum Account: Route {
    case profile, orders
  }

  enum AppTab: Hashable, Sendable {
    case shop, search, account
  }

  @MainActor
  static func run(arguments: [String]) async {
    print("── Navigation: a shop app, headless over TestHost ──")
    let host = TestHost()
    let navigator = Navigator<Shop>(
      NavigationState(
        tabs: Tab(id: AppTab.shop, root: Shop.home), Tab(id: AppTab.search, root: Shop.search),
        Tab(id: AppTab.account, root: Account.profile)),
      host: host)
    show("start", navigator, host)

    await step("push product(42), tagged \"product\"", navigator, host) {
      try await navigator.push(.product(42), tag: "product").value  // Shop's cases by implicit member
    }
    await step("push reviews", navigator, host) {
      try await navigator.push(.reviews).value
    }
    await step("the user swipes back (reported by the host, not performed)", navigator, host) {
      try host.simulateSwipeBack()
    }
    await step("present cart as a sheet, tagged \"cart\"", navigator, host) {
      try await navigator.present(.cart, style: .sheet, tag: "cart").value
    }
    await step("show checkout with a Placement: a full-screen cover", navigator, host) {
      _ = try await navigator.show(.checkout, placement: .present(.fullScreenCover)).value
    }

    print("\n▸ three taps at once (payment, confirmation, search), the last one cancelled")
    var finished: [String] = []
    navigator.push(.payment).onCompletion { _ in finished.append("payment") }  // a button's action
    let confirmation = navigator.push(.confirmation).onCompletion { _ in finished.append("confirmation") }
    let search = navigator.push(.search)  // kept, to cancel it
    search.cancel()  // never runs: it was still waiting its turn
    print("  the search request: \(await search.result)")
    _ = await confirmation.result
    print("  finished in order: \(finished.joined(separator: ", "))")
    print(indent(navigator.state.description))

    await step("dismiss(to: \"cart\"): the cover goes, the cart stays", navigator, host) {
      _ = try await navigator.dismiss(to: "cart").value
    }
    await step("pop(to: \"nowhere\"): an unknown tag is a no-op that says so", navigator, host) {
      let popped = try await navigator.pop(to: "nowhere").value
      print("  pop(to:) returned \(popped)")
    }
    await step("one jump: close everything, open Account › orders", navigator, host) {
      try await navigator.navigate { state in
        state.dismissAll()
        state.select(tab: AppTab.account)
        state.push(Account.orders)
      }.value
    }
    let seconds =
      Double(host.clock.now.offset.components.attoseconds) / 1e18
      + Double(host.clock.now.offset.components.seconds)
    print(
      "\n\(host.records.count) transitions, \(String(format: "%.2f", seconds)) s of animation on the test clock, none overlapping; screen and state in sync: \(host.screen == navigator.state)"
    )
  }

  @MainActor
  private static func step(
    _ title: String, _ navigator: AnyNavigator, _ host: TestHost, _ body: () async throws -> Void
  ) async {
    let before = host.records.count
    print("\n▸ \(title)")
    do {
      try await body()
    } catch {
      print("  failed: \(error)")
      return
    }
    let steps = host.records.dropFirst(before).map(\.step.description)
    print("  steps: \(steps.isEmpty ? "none" : steps.joined(separator: "; "))")
    print(indent(navigator.state.description))
  }

  @MainActor
  private static func show(_ title: String, _ navigator: AnyNavigator, _ host: TestHost) {
    print("\n▸ \(title)")
    print(indent(navigator.state.description))
  }

  static func indent(_ text: String) -> String {
    text.split(separator: "\n", omittingEmptySubsequences: false).map { "    \($0)" }.joined(separator: "\n")
  }
}
