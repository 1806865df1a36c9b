/// Typed data passed to a screen: values under ``ArgumentKey``s.
///
/// `Arguments` is a value: build it fluently, pass it with a navigation request, compare it.
///
/// ```swift
/// extension ArgumentKey<Int> {
///   static var productID: Self { "productID" }
///   static var quantity: Self { "quantity" }
/// }
///
/// let arguments = Arguments().putting(.productID, 42)
/// arguments[.productID]              // Optional(42)
/// arguments[.quantity, default: 1]   // 1
/// let id = try arguments.require(.productID)
/// ```
///
/// A name holds one value: putting a value under a name replaces whatever was there, whatever
/// its type, and reading it through a key of another value type finds nothing (`nil`) or, with
/// ``require(_:)``, throws ``ArgumentsError/mistyped(key:expected:actual:)``.
///
/// Two argument sets are equal when they hold the same names with equal values of the same types
/// (`1 as Int` and `1 as Int64` differ). They encode when every value is `Encodable`; decoding
/// needs the keys (see ``Schema``).
public struct Arguments: Sendable {
  // NB: one dictionary keyed by name. The key's value type is checked by the cast on read, so a
  // mistyped read is found in O(1), and one name maps to one field when encoded.
  var storage: [String: any Hashable & Sendable]

  /// No arguments.
  public init() {
    storage = [:]
  }

  /// The number of arguments.
  public var count: Int { storage.count }

  /// Whether there are no arguments.
  public var isEmpty: Bool { storage.isEmpty }

  /// The names of the arguments, sorted.
  ///
  /// - Complexity: O(*n* log *n*).
  public var names: [String] { storage.keys.sorted() }

  /// The value under `key`, or `nil` when it is missing or of another type; setting `nil` removes it.
  ///
  /// - Parameter key: The argument's key.
  /// - Complexity: O(1) on average; no allocation to read.
  public subscript<Value>(key: ArgumentKey<Value>) -> Value? {
    get { storage[key.name] as? Value }
    set { storage[key.name] = newValue }
  }

  /// The value under `key`, or `defaultValue` when it is missing or of another type.
  ///
  /// ```swift
  /// arguments[.quantity, default: 1] += 1
  /// ```
  ///
  /// - Parameters:
  ///   - key: The argument's key.
  ///   - defaultValue: The value to read when there is none; evaluated only then.
  /// - Complexity: O(1) on average.
  public subscript<Value>(key: ArgumentKey<Value>, default defaultValue: @autoclosure () -> Value) -> Value {
    get { self[key] ?? defaultValue() }
    set { self[key] = newValue }
  }

  /// The value under `key`, or `nil` when it is missing or of another type.
  ///
  /// - Parameter key: The argument's key.
  /// - Returns: The value, typed by the key.
  /// - Complexity: O(1) on average.
  public func get<Value>(_ key: ArgumentKey<Value>) -> Value? {
    self[key]
  }

  /// The value under `key`, which the screen cannot do without.
  ///
  /// - Parameter key: The argument's key.
  /// - Returns: The value, typed by the key.
  /// - Throws: ``ArgumentsError/missing(key:expected:)`` when there is no value under the key's
  ///   name, ``ArgumentsError/mistyped(key:expected:actual:)`` when the value is of another type.
  /// - Complexity: O(1) on average.
  public func require<Value>(_ key: ArgumentKey<Value>) throws(ArgumentsError) -> Value {
    guard let stored = storage[key.name] else {
      throw .missing(key: key.name, expected: key.valueTypeName)
    }
    guard let value = stored as? Value else {
      throw .mistyped(
        key: key.name, expected: key.valueTypeName, actual: String(describing: type(of: stored)))
    }
    return value
  }

  /// Whether there is a value of the key's type under the key's name.
  ///
  /// - Parameter key: The argument's key.
  /// - Complexity: O(1) on average.
  public func contains<Value>(_ key: ArgumentKey<Value>) -> Bool {
    self[key] != nil
  }

  /// Puts `value` under `key`, replacing whatever the key's name held.
  ///
  /// - Parameters:
  ///   - key: The argument's key.
  ///   - value: The value.
  /// - Complexity: O(1) on average.
  public mutating func put<Value>(_ key: ArgumentKey<Value>, _ value: Value) {
    storage[key.name] = value
  }

  /// A copy with `value` under `key`, for building arguments in one expression.
  ///
  /// ```swift
  /// Arguments().putting(.productID, 42).putting(.quantity, 2)
  /// ```
  ///
  /// - Parameters:
  ///   - key: The argument's key.
  ///   - value: The value.
  /// - Returns: These arguments with `value` under `key`.
  /// - Complexity: O(1) on average when these arguments are not shared, O(*n*) otherwise.
  public func putting<Value>(_ key: ArgumentKey<Value>, _ value: Value) -> Arguments {
    var copy = self
    copy.put(key, value)
    return copy
  }

  /// Removes the argument under the key's name.
  ///
  /// - Parameter key: The argument's key.
  /// - Returns: The removed value, or `nil` when there was none of the key's type (a value of
  ///   another type under the name is removed all the same).
  /// - Complexity: O(1) on average.
  @discardableResult
  public mutating func remove<Value>(_ key: ArgumentKey<Value>) -> Value? {
    storage.removeValue(forKey: key.name) as? Value
  }

  /// A copy without the argument under the key's name.
  ///
  /// - Parameter key: The argument's key.
  /// - Returns: These arguments without `key`.
  public func removing<Value>(_ key: ArgumentKey<Value>) -> Arguments {
    var copy = self
    copy.remove(key)
    return copy
  }

  /// Adds every argument of `other`; where both hold a name, `other`'s value wins.
  ///
  /// - Parameter other: The arguments to add.
  /// - Complexity: O(*m*), where *m* is `other.count`.
  public mutating func merge(_ other: Arguments) {
    storage.merge(other.storage) { _, new in new }
  }
}
