/// Makes screen instances for routes, and for screen types opened by type.
///
/// Register one factory per route type (or screen type); the navigator calls it when an entry
/// of that type enters the tree. Registering a type twice is an error, never a silent
/// override. The registry keeps its factories for as long as it lives: a factory that captures
/// the navigator strongly keeps it alive, so capture it `[weak navigator]`.
///
/// ```swift
/// let screens = ScreenRegistry()
/// try screens.register(Shop.self) { route, arguments in
///   switch route {
///   case .product(let id): ProductScreen(id: id)
///   default: PlaceholderScreen()
///   }
/// }
/// ```
@MainActor
public final class ScreenRegistry {
  private var factories = RouteTypeTable<(AnyRoute, Arguments) -> (any Screen)?>()

  /// An empty registry.
  public init() {}

  /// Registers the factory for routes of type `R`.
  /// - Throws: ``ScreenRegistryError/alreadyRegistered(_:)`` when `R` has one.
  public func register<R: Route>(
    _ routeType: R.Type, _ make: @escaping @MainActor (R, Arguments) -> any Screen
  ) throws(ScreenRegistryError) {
    try add(R.self) { route, arguments in route.as(R.self).map { make($0, arguments) } }
  }

  /// Registers the factory for the screen type `S`, so `Destination.screen(S.self)` opens it.
  /// - Throws: ``ScreenRegistryError/alreadyRegistered(_:)`` when `S` has one.
  public func register<S: Screen>(
    screen type: S.Type, _ make: @escaping @MainActor (Arguments) -> S
  ) throws(ScreenRegistryError) {
    let key = ScreenTypeRoute(S.self)
    try add(S.self) { route, arguments in route.as(ScreenTypeRoute.self) == key ? make(arguments) : nil }
  }

  /// Whether no factory is registered.
  public var isEmpty: Bool { factories.isEmpty }

  func make(_ route: AnyRoute, arguments: Arguments) -> (any Screen)? {
    factories.value(for: route)?(route, arguments)
  }

  private func add(_ type: Any.Type, _ factory: @escaping (AnyRoute, Arguments) -> (any Screen)?)
    throws(ScreenRegistryError)
  {
    do {
      try factories.register(type, factory)
    } catch {
      throw .alreadyRegistered(error.name)
    }
  }
}

/// Why a registration was refused.
public enum ScreenRegistryError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The type already has a factory.
  case alreadyRegistered(String)

  public var description: String {
    switch self {
    case .alreadyRegistered(let name): "\(name) already has a screen factory"
    }
  }
}

/// The route of a screen opened by its type rather than by an app route.
public struct ScreenTypeRoute: Hashable, Sendable, CustomStringConvertible {
  let type: ObjectIdentifier
  /// The screen type's name.
  public let name: String

  init(_ type: Any.Type) {
    self.type = ObjectIdentifier(type)
    self.name = String(describing: type)
  }

  public var description: String { name }
}

/// The route of a screen opened as a ready-made instance.
public struct ScreenInstanceRoute: Hashable, Sendable, CustomStringConvertible {
  let instance: ObjectIdentifier
  /// The instance's type name.
  public let name: String

  init(_ screen: any Screen) {
    self.instance = ObjectIdentifier(screen)
    self.name = String(describing: type(of: screen))
  }

  public var description: String { "\(name) instance" }
}
