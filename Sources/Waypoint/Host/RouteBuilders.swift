/// How a host makes what shows a screen (SwiftUI's views), by the type of the screen's route,
/// from builders added as values (`WaypointView.destination(for:)`), one per type. A second
/// builder for a type is never a silent override: the type's screens are an error, which the host
/// shows. (``ScreenObjects`` refuses a second builder when it is registered.)
///
/// ```swift
/// let views = RouteBuilders<AnyView>().adding(Shop.self) { route in AnyView(ShopScreen(route)) }
/// let view = try views.make(for: entry)
/// ```
@_spi(Hosts)
public struct RouteBuilders<Output> {
  private var builders: [ObjectIdentifier: @MainActor (AnyRoute) -> Output?] = [:]
  /// The route types given a second builder, by name.
  private var registeredTwice: [ObjectIdentifier: String] = [:]

  /// No builders.
  public init() {}

  /// These builders and one for routes of type `R`; when `R` has one already, ``make(for:)``
  /// refuses `R`'s screens.
  public func adding<R: Route>(_ type: R.Type, _ build: @escaping @MainActor (R) -> Output) -> Self {
    var copy = self
    let key = ObjectIdentifier(R.self)
    if builders[key] != nil { copy.registeredTwice[key] = String(describing: R.self) }
    copy.builders[key] = { route in route.as(R.self).map(build) }
    return copy
  }

  /// What the builder of `entry`'s route type makes for it.
  /// - Throws: ``HostError/builderRegisteredTwice(_:)`` when the type was given two builders,
  ///   ``HostError/unresolvableScreen(_:)`` when it has none.
  @MainActor
  public func make(for entry: ScreenEntry) throws(HostError) -> Output {
    let key = ObjectIdentifier(type(of: entry.route.base))
    if let name = registeredTwice[key] { throw .builderRegisteredTwice(name) }
    guard let made = builders[key]?(entry.route) else { throw .unresolvableScreen(entry) }
    return made
  }
}
