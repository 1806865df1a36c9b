extension Arguments: Hashable {
  /// Whether both hold the same names with equal values of the same types.
  ///
  /// - Complexity: O(*n*).
  public static func == (lhs: Arguments, rhs: Arguments) -> Bool {
    guard lhs.storage.count == rhs.storage.count else { return false }
    for (name, value) in lhs.storage {
      guard let other = rhs.storage[name], argumentsEqual(value, other) else { return false }
    }
    return true
  }

  /// Hashes names, value types and values, independent of order.
  ///
  /// - Complexity: O(*n*).
  public func hash(into hasher: inout Hasher) {
    // NB: entries are hashed on their own and combined with `^`, as `Dictionary` does, because
    // the dictionary's iteration order is not part of the value.
    var combined = 0
    for (name, value) in storage {
      var entry = Hasher()
      entry.combine(name)
      entry.combine(ObjectIdentifier(type(of: value)))
      value.hash(into: &entry)
      combined ^= entry.finalize()
    }
    hasher.combine(storage.count)
    hasher.combine(combined)
  }
}

extension Arguments: CustomStringConvertible {
  /// `[productID: 42, quantity: 2]`, sorted by name.
  public var description: String {
    guard !storage.isEmpty else { return "[:]" }
    let entries = storage.sorted { $0.key < $1.key }.map { "\($0.key): \(String(reflecting: $0.value))" }
    return "[\(entries.joined(separator: ", "))]"
  }
}

// NB: equal only with the same dynamic type, so `1 as Int` and `1 as Int64` differ (unlike
// `AnyHashable`, which compares numbers across types).
private func argumentsEqual(_ lhs: any Hashable, _ rhs: any Hashable) -> Bool {
  func open<L: Hashable>(_ lhs: L) -> Bool {
    guard type(of: rhs) == L.self, let rhs = rhs as? L else { return false }
    return lhs == rhs
  }
  return open(lhs)
}
