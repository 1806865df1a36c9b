import Waypoint

// Waypoint.docc, "Split views": a split root, a selection and a push.
enum SplitViewSamples {
  enum Shop: Route { case catalog, pickAProduct, product(Int), reviews(Int) }

  @MainActor static func split(host: any NavigationHost) -> Navigator<Shop> {
    let state = NavigationState(
      split: SplitRoot(sidebar: ScreenStack(Shop.catalog), detail: ScreenStack(Shop.pickAProduct)))
    let navigator = Navigator<Shop>(state, host: host)
    navigator.select(Shop.product(42))  // the catalogue's selection: the detail's new root
    navigator.push(Shop.reviews(42))  // pushed on the detail column
    return navigator
  }
}
