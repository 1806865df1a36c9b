/// What is registered for each route type, one entry per type: the screen registry's factories,
/// a UIKit host's controllers, a SwiftUI host's views. A type registered twice is refused when it
/// is registered, never a silent override.
///
/// ```swift
/// var table = RouteTypeTable<String>()
/// try table.register(Shop.self, "shop")
/// try table.register(Shop.self, "again")   // throws RouteTypeTable.RegisteredTwice("Shop")
/// table.value(for: AnyRoute(Shop.home))    // "shop"
/// ```
package struct RouteTypeTable<Value> {
  /// A type was registered a second time; its name.
  package struct RegisteredTwice: Error, Hashable {
    package let name: String

    package init(name: String) {
      self.name = name
    }
  }

  private var values: [ObjectIdentifier: Value] = [:]

  package init() {}

  /// Whether nothing is registered.
  package var isEmpty: Bool { values.isEmpty }

  /// Registers `value` for the type `type` (a route type, or a screen type opened by its type).
  /// - Throws: ``RegisteredTwice`` when `type` has a value already; nothing changes.
  package mutating func register(_ type: Any.Type, _ value: Value) throws(RegisteredTwice) {
    let key = ObjectIdentifier(type)
    guard values[key] == nil else { throw RegisteredTwice(name: String(describing: type)) }
    values[key] = value
  }

  /// The value registered for `route`'s type (for a screen opened by its type, that screen
  /// type's).
  package func value(for route: AnyRoute) -> Value? {
    // NB: the type read from the route's box: `type(of: route.base)` casts to `any Route` first,
    // some 3,000 instructions a push.
    let type = route.box.valueType
    if type == ScreenTypeRoute.self, let screenType = route.as(ScreenTypeRoute.self) {
      return values[screenType.type]
    }
    return values[ObjectIdentifier(type)]
  }
}
