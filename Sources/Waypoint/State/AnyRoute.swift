/// A route of any type, erased so that routes of several types can live in one navigation tree.
///
/// Apps keep their own route types (usually enums); Waypoint stores them as `AnyRoute`, the way
/// SwiftUI's `NavigationPath` stores its elements. Read a route back with ``as(_:)``.
///
/// ```swift
/// let route = AnyRoute(Shop.product(42))
/// route.as(Shop.self)  // .product(42)
/// ```
public struct AnyRoute: Hashable, Sendable, CustomStringConvertible {
  let box: ErasedValue

  /// The app's route value.
  public var base: any Route { box.base as! any Route }

  /// Wraps `route`; an `AnyRoute` passed in is kept as it is, never wrapped twice.
  public init<R: Route>(_ route: R) {
    // NB: a comparison of types, not `route as? AnyRoute`: a dynamic cast costs a push about 200
    // instructions.
    if R.self == AnyRoute.self {
      self = unsafeBitCast(route, to: AnyRoute.self)
    } else {
      self.box = TypedValue(route)
    }
  }

  /// The route as a value of type `R`, or `nil` when it is of another type.
  public func `as`<R: Route>(_ type: R.Type) -> R? {
    // NB: the box's class names the value's type exactly; only another type (a subclass) needs
    // the dynamic cast.
    if let box = box as? TypedValue<R> { return box.value }
    return base as? R
  }

  public static func == (lhs: AnyRoute, rhs: AnyRoute) -> Bool {
    lhs.box === rhs.box || lhs.box.isEqual(to: rhs.box)
  }

  public func hash(into hasher: inout Hasher) {
    box.hash(into: &hasher)
  }

  public var description: String { String(describing: base) }
}

/// A tag of any `Hashable` type, attached to a screen or a tab so it can be found later
/// (`pop(to:)`, `dismiss(to:)`, `select(tab:)`).
public struct AnyTag: Hashable, Sendable, CustomStringConvertible {
  let box: ErasedValue

  /// The app's tag value.
  public var base: any Hashable & Sendable { box.base }

  /// Wraps `tag`; an `AnyTag` passed in is kept as it is, never wrapped twice.
  public init<T: Hashable & Sendable>(_ tag: T) {
    if T.self == AnyTag.self {
      self = unsafeBitCast(tag, to: AnyTag.self)
    } else if let tag = tag as? AnyTag {
      // NB: an AnyTag in an Optional, which `select(tab:)` may be given.
      self = tag
    } else {
      self.box = TypedValue(tag)
    }
  }

  /// The tag as a value of type `T`, or `nil` when it is of another type.
  public func `as`<T: Hashable & Sendable>(_ type: T.Type) -> T? {
    base as? T
  }

  public static func == (lhs: AnyTag, rhs: AnyTag) -> Bool {
    lhs.box === rhs.box || lhs.box.isEqual(to: rhs.box)
  }

  public func hash(into hasher: inout Hasher) {
    box.hash(into: &hasher)
  }

  public var description: String { String(describing: base) }
}

// NB: a route or tag lives in a shared, immutable box rather than in an `any Hashable &
// Sendable` existential. An existential is address-only, and so was everything holding one:
// every copy, destroy and even pattern match of an entry, a stack, a root or a state went
// through value witnesses and a temporary copy. A box is one reference: those become retains.
//
// NB: two values are equal only if they have the same type, so `Shop.home` and `Profile.home`
// never match, and neither does an enum case with its raw value. The boxes' classes are
// compared (one per value type, and final); a dynamic cast (`rhs as? L`) would cost more than
// the comparison it guards, and it would let a subclass instance equal its superclass's while
// hashing differently.

/// A hashable value of some type, boxed; see ``TypedValue``.
// NB: `@unchecked`: its one subclass stores a single immutable `Sendable` value.
class ErasedValue: @unchecked Sendable {
  /// The value, as an existential.
  var base: any Hashable & Sendable { fatalError("abstract") }
  /// The value's dynamic type, read without a cast.
  var valueType: Any.Type { fatalError("abstract") }
  /// Whether `other` holds a value of the same type, equal to this one.
  func isEqual(to other: ErasedValue) -> Bool { fatalError("abstract") }
  /// Hashes the value's type and the value.
  func hash(into hasher: inout Hasher) { fatalError("abstract") }
}

/// A hashable value of type `Value`, boxed.
final class TypedValue<Value: Hashable & Sendable>: ErasedValue, @unchecked Sendable {
  let value: Value

  init(_ value: Value) {
    self.value = value
  }

  override var base: any Hashable & Sendable { value }

  override var valueType: Any.Type { type(of: value) }

  override func isEqual(to other: ErasedValue) -> Bool {
    // NB: the class is final, so its metadata names `Value` exactly.
    guard type(of: other) == type(of: self) else { return false }
    return value == unsafeDowncast(other, to: TypedValue<Value>.self).value
  }

  override func hash(into hasher: inout Hasher) {
    erasedHash(value, into: &hasher)
  }
}

private func erasedHash(_ value: any Hashable, into hasher: inout Hasher) {
  hasher.combine(ObjectIdentifier(type(of: value)))
  value.hash(into: &hasher)
}
