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
  /// The app's route value.
  public let base: any Hashable & Sendable

  /// Wraps `route`; an `AnyRoute` passed in is kept as it is, never wrapped twice.
  public init(_ route: some Hashable & Sendable) {
    if let route = route as? AnyRoute {
      self = route
    } else {
      self.base = route
    }
  }

  /// The route as a value of type `R`, or `nil` when it is of another type.
  public func `as`<R: Hashable & Sendable>(_ type: R.Type) -> R? {
    base as? R
  }

  public static func == (lhs: AnyRoute, rhs: AnyRoute) -> Bool {
    erasedEqual(lhs.base, rhs.base)
  }

  public func hash(into hasher: inout Hasher) {
    erasedHash(base, into: &hasher)
  }

  public var description: String { String(describing: base) }
}

/// A tag of any `Hashable` type, attached to a screen or a tab so it can be found later
/// (`pop(to:)`, `dismiss(to:)`, `select(tab:)`).
public struct AnyTag: Hashable, Sendable, CustomStringConvertible {
  /// The app's tag value.
  public let base: any Hashable & Sendable

  /// Wraps `tag`; an `AnyTag` passed in is kept as it is, never wrapped twice.
  public init(_ tag: some Hashable & Sendable) {
    if let tag = tag as? AnyTag {
      self = tag
    } else {
      self.base = tag
    }
  }

  /// The tag as a value of type `T`, or `nil` when it is of another type.
  public func `as`<T: Hashable & Sendable>(_ type: T.Type) -> T? {
    base as? T
  }

  public static func == (lhs: AnyTag, rhs: AnyTag) -> Bool {
    erasedEqual(lhs.base, rhs.base)
  }

  public func hash(into hasher: inout Hasher) {
    erasedHash(base, into: &hasher)
  }

  public var description: String { String(describing: base) }
}

// NB: two values are equal only if they have the same dynamic type, so `Shop.home` and
// `Profile.home` never match, and neither does an enum case with its raw value.
//
// NB: both sides are opened and their types compared as metadata; a dynamic cast (`rhs as? L`)
// costs more than the comparison it guards (it instantiates `Optional<L>`'s metadata every time),
// and it would let a subclass instance equal its superclass's while hashing differently.
private func erasedEqual(_ lhs: any Hashable & Sendable, _ rhs: any Hashable & Sendable) -> Bool {
  func open<L: Hashable & Sendable>(_ lhs: L) -> Bool {
    func open<R: Hashable & Sendable>(_ rhs: R) -> Bool {
      guard R.self == L.self else { return false }
      return withUnsafePointer(to: rhs) {
        $0.withMemoryRebound(to: L.self, capacity: 1) { lhs == $0.pointee }
      }
    }
    return open(rhs)
  }
  return open(lhs)
}

private func erasedHash(_ value: any Hashable, into hasher: inout Hasher) {
  hasher.combine(ObjectIdentifier(type(of: value)))
  value.hash(into: &hasher)
}
