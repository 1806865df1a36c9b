import Foundation

/// How an app's navigation tree is saved and restored: the types allowed in it, each under a
/// stable name, the app's document version with migrations from older ones, and the limits a
/// document must keep.
///
/// Routes, tags, tab ids and argument values opt in by being `Codable` and registered under a
/// name that never changes (it is written into every document, so renaming a Swift type does not
/// break saved trees). `String` and `Int` are registered already, as `"String"` and `"Int"`, so
/// the usual tags and arguments need nothing. A tree holding a value of any other type fails to
/// save with an error naming the type; nothing is ever dropped silently.
///
/// ```swift
/// var restoration = Restoration(version: 2)
/// try restoration.register(Shop.self, as: "shop")
/// try restoration.register(AppTab.self, as: "tab")
/// try restoration.addMigration(from: 1) { document in
///   try document.renameType("Shop", to: "shop")
/// }
///
/// let data = try navigator.snapshot(using: restoration)
/// try await navigator.restore(from: data, using: restoration)
/// ```
///
/// The document format is described in the README's "Restoration" section and at
/// ``Restoration/format``.
public struct Restoration: Sendable {
  /// The version of Waypoint's document format this library writes and reads: the
  /// `"format"` member of every document.
  ///
  /// A document of format 2 is one JSON object:
  ///
  ///     {"format":2,"version":2,"types":["shop","String"],
  ///      "root":{"stack":[{"route":[0,"home"]},{"route":[0,{"product":{"_0":42}}],"tag":[1,"p"]}]},
  ///      "modals":[{"style":"sheet","stack":[{"route":[0,"cart"]}]}]}
  ///
  /// - `version`: the app's version (``version``), for migrations.
  /// - `types`: the registered names of the value types used, each once.
  /// - A value (a route, tag or tab id) is `[i, v]`: `types[i]` names its type and `v` is the
  ///   type's own `Codable` form.
  /// - `root` is `{"stack": S}`, `{"tabs": [{"id": value, "stack": S}, …], "selected": n}` or
  ///   `{"split": [S, S] or [S, S, S], "compact": "sidebar" | "supplementary" | "detail"}` (the
  ///   columns leading first; whether the split is collapsed is not saved: that is the host's).
  ///   Tabs are listed in the user's order; a tab has `"split"` and `"compact"` (as a split root)
  ///   in place of `"stack"` when it shows a split view, an optional `"group": value` and
  ///   `"role": "search"`, and the bar an optional `"hidden": [n, …]`, the indices of the tabs the
  ///   user hid (documents written before these have none of them, and read as they were).
  /// - A stack `S` is the screens bottom first (the root, then the pushed ones); a screen is
  ///   `{"route": value}` with an optional `"tag": value`, `"args": {name: value, …}` (its
  ///   ``Arguments``) and `"fixed": true` (it opted out of interactive dismissal).
  /// - `modals` (omitted when none) are the layers bottom first; `style` is `"sheet"`,
  ///   `"fullScreenCover"` or `"custom:NAME"` (`"custom(covers,fixed):NAME"` with its traits
  ///   when they are not a sheet's); `"bare": true` marks a layer without a navigation container.
  /// - `flows` (omitted when no flow runs) is the flow tree: `{"kind": NAME, "id"?: value,
  ///   "placement": P, "screen"?: [s, i], "children"?: [...]}`, where `kind` is a name given to
  ///   ``registerFlow(_:as:make:)``, `P` is `"push"`, `"root"`, `"column:NAME"`, a presentation
  ///   style, or `{"tab": value}`, and `screen` places the flow's first screen: stack `s` (0 the
  ///   root stack, `t + 1` tab or split column `t`, `-(k + 1)` modal layer `k`), index `i` in it.
  ///
  /// Screen identities are not saved: a restored screen is a new screen.
  ///
  /// Format 1 (before split roots) is read too: its documents are format 2 documents without a
  /// split, so they migrate unchanged.
  public static let format = 2

  /// The formats this library reads: today's and format 1, which it migrates.
  static let readableFormats = 1...format

  /// The app's document version, written into every document. Raise it when a saved route
  /// would no longer decode, and register a migration from the old version.
  public let version: Int
  /// The bounds a document must keep to be restored.
  public var limits: RestorationLimits

  var typesByName: [String: RegisteredType] = [:]
  var namesByType: [ObjectIdentifier: String] = [:]
  var migrations: [Int: Migration] = [:]
  var flowKinds: [String: FlowKind] = [:]
  var flowNames: [ObjectIdentifier: String] = [:]

  /// A restoration with only `String` and `Int` registered.
  ///
  /// - Parameters:
  ///   - version: The app's document version (1 by default).
  ///   - limits: The bounds on documents being restored.
  public init(version: Int = 1, limits: RestorationLimits = .default) {
    self.version = version
    self.limits = limits
    // NB: names checked by hand, so these cannot fail.
    try! register(String.self, as: "String")
    try! register(Int.self, as: "Int")
  }

  /// Registers `type` for routes, tags or tab ids under `name`.
  ///
  /// - Parameters:
  ///   - type: A `Codable` type whose values appear in the tree.
  ///   - name: The name written into documents. Keep it stable across app versions.
  /// - Throws: ``RestorationError/duplicateName(_:existing:)`` when another type has the name,
  ///   ``RestorationError/duplicateType(_:existingName:)`` when `type` is registered already,
  ///   ``RestorationError/invalidName(_:)`` for an empty or overlong name.
  public mutating func register<T: Codable & Hashable & Sendable>(
    _ type: T.Type, as name: String
  ) throws(RestorationError) {
    try register(RegisteredType(type, name: name, code: { $0 }, value: { $0 }), for: type)
  }

  /// Registers `registered`, the coding of `type`.
  mutating func register(_ registered: RegisteredType, for type: Any.Type) throws(RestorationError) {
    let name = registered.name
    guard !name.isEmpty, name.utf8.count <= 200 else { throw .invalidName(name) }
    if let existing = typesByName[name] { throw .duplicateName(name, existing: existing.typeName) }
    if let existing = namesByType[ObjectIdentifier(type)] {
      throw .duplicateType(registered.typeName, existingName: existing)
    }
    typesByName[name] = registered
    namesByType[ObjectIdentifier(type)] = name
  }

  /// The registered names, sorted.
  public var registeredNames: [String] { typesByName.keys.sorted() }

  /// Registers how a document of version `from` becomes one of version `from + 1`.
  ///
  /// Restoring a document older than ``version`` runs the migrations from its version up,
  /// one after another, on the document's JSON; Waypoint updates `"version"` after each.
  ///
  /// ```swift
  /// try restoration.addMigration(from: 1) { document in
  ///   // Version 1 saved `Shop.item(Int)`; version 2 calls it `product`.
  ///   try document.mapValues(ofType: "shop") { value in
  ///     value.renamingKey("item", to: "product")
  ///   }
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - from: The version the migration reads; older than ``version``.
  ///   - migrate: Rewrites the document in place; throws to refuse it.
  /// - Throws: ``RestorationError/invalidMigration(from:current:)`` when `from` is not older
  ///   than ``version`` or has a migration already.
  public mutating func addMigration(
    from: Int, _ migrate: @escaping @Sendable (inout RestorationJSON) throws -> Void
  ) throws(RestorationError) {
    guard from < version, migrations[from] == nil else {
      throw .invalidMigration(from: from, current: version)
    }
    migrations[from] = Migration(body: migrate)
  }
}

/// A type registered for restoration, with its encoding and decoding erased.
struct RegisteredType: Sendable {
  let name: String
  let typeName: String
  let encode: @Sendable (any Hashable & Sendable, inout any UnkeyedEncodingContainer) throws -> Void
  let decode: @Sendable (inout any UnkeyedDecodingContainer) throws -> any Hashable & Sendable

  /// `type`, written as the `Codable` value `code` makes of a value and read back by `value`:
  /// the value itself for an app's type.
  init<T: Hashable & Sendable, Code: Codable & Sendable>(
    _ type: T.Type, name: String, code: @escaping @Sendable (T) -> Code,
    value: @escaping @Sendable (Code) throws -> T
  ) {
    self.name = name
    self.typeName = String(reflecting: type)
    self.encode = { item, container in
      // NB: looked up by the value's dynamic type, so the cast cannot fail.
      try container.encode(code(item as! T))
    }
    self.decode = { container in try value(try container.decode(Code.self)) }
  }
}

/// A registered migration.
struct Migration: Sendable {
  let body: @Sendable (inout RestorationJSON) throws -> Void
}

extension Restoration {
  /// The registered type of `value`.
  /// - Throws: ``RestorationError/notRegistered(type:)`` or ``RestorationError/notCodable(type:)``.
  func registeredType(of value: any Hashable & Sendable) throws(RestorationError) -> RegisteredType {
    let type = Swift.type(of: value)
    guard let name = namesByType[ObjectIdentifier(type)], let registered = typesByName[name] else {
      let typeName = String(reflecting: type)
      throw value is any Encodable && value is any Decodable
        ? .notRegistered(type: typeName) : .notCodable(type: typeName)
    }
    return registered
  }
}
