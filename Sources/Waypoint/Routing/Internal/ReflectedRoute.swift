/// A route taken apart by reflection, once per print: the enum case it is and the values it
/// holds, which a registered constructor's pattern prints.
struct ReflectedRoute {
  /// The name of an enum case with values (`product` for `.product(42)`); the empty string for
  /// anything else (a struct, a case without values).
  let caseName: String
  private let shape: Shape

  private enum Shape {
    /// An enum case: its payload, and the payload's elements when it is a tuple.
    case enumCase(payload: Any?, elements: [Any]?)
    /// A struct's stored properties.
    case fields([Any])
    case other
  }

  init(_ value: Any) {
    // NB: a table of several route types holds them as `AnyRoute`: its app value is the route.
    let mirror = Mirror(reflecting: (value as? AnyRoute)?.base ?? value)
    switch mirror.displayStyle {
    case .enum:
      let child = mirror.children.first
      caseName = child?.label ?? ""
      var elements: [Any]?
      if let payload = child?.value {
        let inner = Mirror(reflecting: payload)
        if inner.displayStyle == .tuple { elements = inner.children.map(\.value) }
      }
      shape = .enumCase(payload: child?.value, elements: elements)
    case .struct:
      caseName = ""
      shape = .fields(mirror.children.map(\.value))
    default:
      caseName = ""
      shape = .other
    }
  }

  /// The stored values of the enum case's payload or the struct, in order, or `nil` when the
  /// route has another shape or another number of values.
  func values(count: Int) -> [Any]? {
    let parts: [Any]
    switch shape {
    case .enumCase(let payload?, let elements):
      // A payload of one tuple-typed value (`case box((Int, Int))`) is one value.
      if let elements, count != 1 || elements.count == 1 { parts = elements } else { parts = [payload] }
    case .enumCase(nil, _):
      parts = []
    case .fields(let fields):
      parts = fields
    case .other:
      return nil
    }
    return parts.count == count ? parts : nil
  }
}
