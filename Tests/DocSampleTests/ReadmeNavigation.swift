import Waypoint

// README, "Navigation in 20 lines".
enum ReadmeNavigation {
  enum Shop: Route { case home, product(Int), reviews(Int), cart, checkout }

  @MainActor func productTapped(_ navigator: Navigator<Shop>) {  // a button's action
    navigator.push(.product(42), tag: "product")  // queued, returns at once
    navigator.push(.reviews(42))  // runs after the first, never interleaved
  }

  @MainActor func checkout(_ navigator: Navigator<Shop>) async throws {
    try await navigator.present(.cart, tag: "cart").value  // async code waits until it is on screen
    try await navigator.present(.checkout, style: .fullScreenCover).value

    _ = try await navigator.dismiss(to: "cart").value  // the cover goes, the cart stays
    _ = try await navigator.dismissAll().value  // one layer at a time, top down
    _ = try await navigator.pop(to: "product").value  // product(42) is on top again
    let popped = try await navigator.pop(to: "x").value  // unknown tag: false, nothing happens

    try await navigator.navigate { state in  // any change, one plan
      state.popToRoot()
      state.present(Shop.cart)
    }.value
    print(navigator.state, popped)  // the whole tree, drawn in ASCII
  }
}

// Waypoint.docc, the overview.
enum CatalogOverview {
  enum Shop: Route { case home, cart, checkout, product(Int) }

  @MainActor func productTapped(_ navigator: Navigator<Shop>) {
    navigator.push(.product(42), tag: "product")  // from a button: queued, returns at once
  }

  @MainActor func goToCart(_ navigator: Navigator<Shop>) async throws {
    try await navigator.present(.cart, style: .sheet).value  // from async code: returns once on screen
    _ = try await navigator.dismissAll().value
  }
}
