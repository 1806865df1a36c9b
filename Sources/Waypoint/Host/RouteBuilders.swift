/// How a host makes what shows a screen (SwiftUI's views), by the type of the screen's route,
/// from builders added as values (`WaypointView.destination(for:)`), one per type: a second
/// builder for a type is refused when it is added, as ``ScreenObjects`` and `ScreenRegistry`
/// refuse one.
///
/// ```swift
/// let views = try RouteBuilders<AnyView>().adding(Shop.self) { route in AnyView(ShopScreen(route)) }
/// let view = try views.make(for: entry)
/// ```
@_spi(Hosts)
public struct RouteBuilders<Output> {
  private var builders = RouteTypeTable<@MainActor (AnyRoute) -> Output?>()

  /// No builders.
  public init() {}

  /// These builders and one for routes of type `R`.
  /// - Throws: ``HostError/builderRegisteredTwice(_:)`` when `R` has one already.
  public func adding<R: Route>(_ type: R.Type, _ build: @escaping @MainActor (R) -> Output) throws(HostError)
    -> Self
  {
    var copy = self
    do {
      try copy.builders.register(R.self) { route in route.as(R.self).map(build) }
    } catch {
      throw .builderRegisteredTwice(error.name)
    }
    return copy
  }

  /// What the builder of `entry`'s route type makes for it.
  /// - Throws: ``HostError/unresolvableScreen(_:)`` when the type has none.
  @MainActor
  public func make(for entry: ScreenEntry) throws(HostError) -> Output {
    guard let made = builders.value(for: entry.route)?(entry.route) else { throw .unresolvableScreen(entry) }
    return made
  }
}
