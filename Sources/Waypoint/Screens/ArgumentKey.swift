/// The typed name of one argument passed to a screen.
///
/// A key is a name and a value type. Declare keys once, as static members of the key type for
/// their value, so call sites read `arguments[.productID]` and the compiler checks every value:
///
/// ```swift
/// extension ArgumentKey<Int> {
///   static var productID: Self { "productID" }
/// }
/// let arguments = Arguments().putting(.productID, 42)
/// let id = try arguments.require(.productID)  // 42, an Int
/// ```
///
/// Keys are computed (`static var`), not stored: Swift has no static stored properties in an
/// extension of a generic type. Making a key costs nothing; a string literal name is not copied.
///
/// A key's identity is its name and its value type. Names are always strings: a key made from a
/// string-backed enum case uses the case's raw value, so `ArgumentKey<Int>(Keys.productID)` and
/// `ArgumentKey<Int>("productID")` are the same key. (PackageDTO's keys were any `Hashable`, and
/// an enum case and its raw value hashed differently, so a value put under one was silently
/// missed under the other.) Two keys with the same name and different value types name the same
/// slot in ``Arguments``: reading through the wrong one is a ``ArgumentsError/mistyped(key:expected:actual:)``
/// error from ``Arguments/require(_:)``, never a silent miss.
///
/// Values are `Hashable & Sendable` because arguments travel with navigation requests and are
/// compared; make them `Codable` too if the arguments must be encoded (restoration).
public struct ArgumentKey<Value: Hashable & Sendable>: Hashable, Sendable, ExpressibleByStringLiteral,
  CustomStringConvertible
{
  /// The key's name, unique among the arguments of one screen.
  public let name: String

  /// A key named `name`.
  ///
  /// - Parameter name: The argument's name; the same name with the same value type is the same key.
  public init(_ name: String) {
    self.name = name
  }

  /// A key named by a string-backed enum case: its raw value is the name.
  ///
  /// ```swift
  /// enum CartKeys: String { case quantity }
  /// ArgumentKey<Int>(CartKeys.quantity) == ArgumentKey<Int>("quantity")  // true
  /// ```
  ///
  /// - Parameter name: A case whose raw value names the argument.
  public init<Name: RawRepresentable>(_ name: Name) where Name.RawValue == String {
    self.name = name.rawValue
  }

  public init(stringLiteral name: String) {
    self.name = name
  }

  /// The key's value type, as a name for errors and logs (`"Int"`).
  public var valueTypeName: String { String(describing: Value.self) }

  /// `"productID: Int"`.
  public var description: String { "\(name): \(valueTypeName)" }
}
