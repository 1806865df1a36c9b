extension RouteTable {
  /// The values of `entry`'s query items and fragment, in pattern order, read from the link's
  /// query `items` and the fragment of `input`.
  ///
  /// An item the link leaves out takes its default, `nil` (optional) or `[]` (list), else is
  /// missing; an empty value (`?q=`) is `nil` for an optional, what the type reads from the empty
  /// text (`""` for a `String`), else the default, else an error naming the item.
  ///
  /// - Throws: ``DeepLinkError`` naming the first item that has no value of its type.
  /// - Complexity: O(*i* · *q*) for *i* items in the link and *q* in the pattern.
  func itemValues(
    _ entry: Entry, _ items: [(key: Substring, value: Substring)], _ input: LinkInput
  ) throws(DeepLinkError) -> [any Sendable] {
    var values: [any Sendable] = []
    values.reserveCapacity(entry.queryItems.count + 1)
    for item in entry.queryItems { values.append(try queryValue(item, items)) }
    if let fragment = entry.fragment {
      let value = try read(
        fragment, try input.fragmentText(), missing: .missingFragment(fragment.name),
        empty: .invalidValue(parameter: fragment.name, value: "", type: fragment.kind.name))
      values.append(value)
    }
    return values
  }

  private func queryValue(
    _ item: ValueItem, _ items: [(key: Substring, value: Substring)]
  ) throws(DeepLinkError) -> any Sendable {
    if let list = item.kind.list {
      var elements: [any Sendable] = []
      for pair in items where pair.key.utf8.elementsEqual(item.key.utf8) {
        if pair.value.isEmpty {
          guard let empty = list.element.empty else { throw .emptyQueryItem(item.key) }
          elements.append(empty)
        } else if let element = list.element.parse(pair.value) {
          elements.append(element)
        } else {
          throw list.element.failure(parameter: item.name, text: pair.value)
        }
      }
      return list.make(elements)
    }
    var found: Substring?
    for pair in items where pair.key.utf8.elementsEqual(item.key.utf8) {
      guard found == nil else { throw .duplicateQueryItem(item.key) }
      found = pair.value
    }
    return try read(item, found, missing: .missingQueryItem(item.key), empty: .emptyQueryItem(item.key))
  }

  /// The value of a single-valued item given `text` (`nil` when the link leaves it out).
  private func read(
    _ item: ValueItem, _ text: Substring?, missing: @autoclosure () -> DeepLinkError,
    empty: @autoclosure () -> DeepLinkError
  ) throws(DeepLinkError) -> any Sendable {
    guard let text else {
      guard let value = item.defaultValue ?? item.kind.absent else { throw missing() }
      return value
    }
    if text.isEmpty {
      if item.kind.isOptional, let absent = item.kind.absent { return absent }
      guard let value = item.kind.empty ?? item.defaultValue else { throw empty() }
      return value
    }
    guard let value = item.kind.parse(text) else { throw item.kind.failure(parameter: item.name, text: text) }
    return value
  }
}
