/// The platform objects a host shows for screens (view controllers, hosting controllers), by
/// identity both ways, made in one documented order.
///
/// For a screen the host has not shown yet, the object is, in this order:
/// 1. the screen instance itself, when the navigator's ``ScreenRegistry`` made one of the
///    host's type (so `.screen(_:)` and `.instance(_:)` destinations and `keepAlive` reuse it);
/// 2. what the screen instance provides (`provided`, e.g. a presenter's view controller);
/// 3. what the builder registered for the route's type makes;
///
/// otherwise ``HostError/unresolvableScreen(_:)``: never a blank object, and
/// ``HostError/containerAsScreen(_:)`` for one the host keeps for its containers. Objects are kept by
/// identity, not with associated objects, and forgotten when their screens leave the tree.
///
/// ```swift
/// let controllers = ScreenObjects<UIViewController>()
/// try controllers.register(Shop.self) { route in ProductViewController(route) }
/// let controller = try controllers.object(for: entry, screen: connection.screen(for: entry.id))
/// ```
@_spi(Hosts)
@MainActor
public final class ScreenObjects<Object: AnyObject> {
  private var objects: [ScreenID: Object] = [:]
  private var ids: [ObjectIdentifier: ScreenID] = [:]
  private var builders = RouteTypeTable<(AnyRoute) -> Object?>()
  private let provided: (any Screen) -> Object?
  private let isContainer: (Object) -> Bool

  /// An empty table; `provided` reads the object a screen instance provides, if it does, and
  /// `isContainer` tells the host's containers (a navigation or tab bar controller), which no
  /// screen may be.
  public init(
    provided: @escaping (any Screen) -> Object? = { _ in nil },
    isContainer: @escaping (Object) -> Bool = { _ in false }
  ) {
    self.provided = provided
    self.isContainer = isContainer
  }

  /// Registers how to make the object for routes of type `R`.
  /// - Throws: ``HostError/builderRegisteredTwice(_:)`` when `R` has one already.
  public func register<R: Route>(_ type: R.Type, _ build: @escaping @MainActor (R) -> Object)
    throws(HostError)
  {
    do {
      try builders.register(R.self) { route in route.as(R.self).map(build) }
    } catch {
      throw .builderRegisteredTwice(error.name)
    }
  }

  /// The object showing `entry`: the one made before, or a new one made in the documented
  /// order from `screen`, the instance the navigator made for it (if any).
  /// - Throws: ``HostError/unresolvableScreen(_:)`` when nothing makes one,
  ///   ``HostError/containerAsScreen(_:)`` when it is a container, and
  ///   ``HostError/sharedObject(_:_:)`` when the object made already shows another screen.
  public func object(for entry: ScreenEntry, screen: (any Screen)?) throws(HostError) -> Object {
    if let object = objects[entry.id] { return object }
    let made =
      (screen as? Object) ?? screen.flatMap(provided)
      ?? builders.value(for: entry.route)?(entry.route)
    guard let made else { throw .unresolvableScreen(entry) }
    if isContainer(made) { throw .containerAsScreen(entry) }
    if let other = ids[ObjectIdentifier(made)], other != entry.id { throw .sharedObject(other, entry.id) }
    objects[entry.id] = made
    ids[ObjectIdentifier(made)] = entry.id
    return made
  }

  /// The objects showing the screens of `stack`, bottom first, each made as ``object(for:screen:)``
  /// makes it from `screens`, the instances the navigator made (`HostSession.screen(for:)`).
  /// - Throws: What ``object(for:screen:)`` throws for the first screen it cannot show.
  public func objects(for stack: ScreenStack, screens: (ScreenID) -> (any Screen)?) throws(HostError)
    -> [Object]
  {
    try stack.entries.map { entry throws(HostError) in try object(for: entry, screen: screens(entry.id)) }
  }

  /// The object shown for screen `id`, if one was made.
  public func object(for id: ScreenID) -> Object? { objects[id] }

  /// The screen `object` shows, if it shows one.
  public func id(of object: Object) -> ScreenID? { ids[ObjectIdentifier(object)] }

  /// Forgets the objects of screens that are no longer in `state`, so they can be freed.
  public func keep(only state: NavigationState) {
    let live = Set(state.allEntries.map(\.id))
    for (id, object) in objects where !live.contains(id) {
      objects[id] = nil
      ids[ObjectIdentifier(object)] = nil
    }
  }
}
