/// A JSON value: what a migration reads and rewrites.
///
/// A migration gets the whole document (see ``Restoration/format``) and can change anything;
/// ``mapValues(ofType:_:)`` and ``renameType(_:to:)`` cover the usual cases without knowing
/// the layout.
///
/// ```swift
/// try restoration.addMigration(from: 1) { document in
///   try document.mapValues(ofType: "shop") { $0.renamingKey("item", to: "product") }
/// }
/// ```
public enum RestorationJSON: Hashable, Sendable, Codable {
  case null
  case bool(Bool)
  case int(Int)
  case double(Double)
  case string(String)
  case array([RestorationJSON])
  case object([String: RestorationJSON])

  public init(from decoder: any Decoder) throws {
    let container = try decoder.singleValueContainer()
    if container.decodeNil() {
      self = .null
    } else if let value = try? container.decode(Bool.self) {
      self = .bool(value)
    } else if let value = try? container.decode(Int.self) {
      self = .int(value)
    } else if let value = try? container.decode(Double.self) {
      self = .double(value)
    } else if let value = try? container.decode(String.self) {
      self = .string(value)
    } else if let value = try? container.decode([RestorationJSON].self) {
      self = .array(value)
    } else {
      self = .object(try container.decode([String: RestorationJSON].self))
    }
  }

  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    switch self {
    case .null: try container.encodeNil()
    case .bool(let value): try container.encode(value)
    case .int(let value): try container.encode(value)
    case .double(let value): try container.encode(value)
    case .string(let value): try container.encode(value)
    case .array(let value): try container.encode(value)
    case .object(let value): try container.encode(value)
    }
  }

  /// The member `key` of an object; `nil` for a missing member or a value that is not an
  /// object. Setting on a value that is not an object does nothing; setting `nil` removes.
  public subscript(key: String) -> RestorationJSON? {
    get {
      guard case .object(let members) = self else { return nil }
      return members[key]
    }
    set {
      guard case .object(var members) = self else { return }
      members[key] = newValue
      self = .object(members)
    }
  }

  /// This object with the member `old` renamed `new`; any other value unchanged. The form
  /// Swift synthesises for an enum case is an object keyed by the case name, so this renames
  /// a case.
  public func renamingKey(_ old: String, to new: String) -> RestorationJSON {
    guard case .object(var members) = self, let value = members.removeValue(forKey: old) else {
      return self
    }
    members[new] = value
    return .object(members)
  }
}

extension RestorationJSON {
  /// Renames a registered type in the document's type table, for a type registered under a new
  /// name.
  /// - Throws: ``RestorationError/notADocument`` when this is not a document.
  public mutating func renameType(_ old: String, to new: String) throws(RestorationError) {
    guard case .array(var types) = self["types"] else { throw .notADocument }
    types = types.map { $0 == .string(old) ? .string(new) : $0 }
    self["types"] = .array(types)
  }

  /// Rewrites every route, tag and tab id of the type registered as `name`.
  ///
  /// - Parameters:
  ///   - name: The name in the document's type table.
  ///   - transform: Gets a value's `Codable` form and returns its new one.
  /// - Throws: ``RestorationError/notADocument`` when this is not a document; what
  ///   `transform` throws.
  public mutating func mapValues(
    ofType name: String, _ transform: (RestorationJSON) throws -> RestorationJSON
  ) throws {
    guard case .array(let types) = self["types"] else { throw RestorationError.notADocument }
    let wanted = Set(types.indices.filter { types[$0] == .string(name) })
    guard !wanted.isEmpty else { return }
    func value(_ node: RestorationJSON?) throws -> RestorationJSON? {
      guard case .array(var pair)? = node, pair.count == 2, case .int(let index) = pair[0],
        wanted.contains(index)
      else { return node }
      pair[1] = try transform(pair[1])
      return .array(pair)
    }
    func each(
      _ node: RestorationJSON?, _ body: (RestorationJSON) throws -> RestorationJSON
    ) throws -> RestorationJSON? {
      guard case .array(let items)? = node else { return node }
      return .array(try items.map(body))
    }
    func screen(_ node: RestorationJSON) throws -> RestorationJSON {
      var node = node
      node["route"] = try value(node["route"])
      node["tag"] = try value(node["tag"])
      return node
    }
    func holder(_ node: RestorationJSON) throws -> RestorationJSON {
      var node = node
      node["id"] = try value(node["id"])
      node["stack"] = try each(node["stack"], screen)
      return node
    }
    if var root = self["root"] {
      root["stack"] = try each(root["stack"], screen)
      root["tabs"] = try each(root["tabs"], holder)
      self["root"] = root
    }
    self["modals"] = try each(self["modals"], holder)
  }
}
