/// The method of an HTTP request: `GET`, `POST` and the rest.
///
/// A struct rather than an enum so an API's own methods (`PROPFIND`, `PURGE`) can be
/// written too: `HTTPMethod("PURGE")`.
public struct HTTPMethod: RawRepresentable, Hashable, Sendable, CustomStringConvertible {
  /// The method as sent on the wire, upper-cased.
  public var rawValue: String

  /// Creates a method from its name; the name is upper-cased.
  ///
  /// - Parameters:
  ///   - rawValue: The method's name, such as `"get"` or `"PURGE"`.
  public init(rawValue: String) {
    self.rawValue = rawValue.uppercased()
  }

  /// Creates a method from its name; the name is upper-cased.
  ///
  /// - Parameters:
  ///   - name: The method's name, such as `"get"` or `"PURGE"`.
  public init(_ name: String) {
    self.init(rawValue: name)
  }

  public var description: String { rawValue }

  public static let get = HTTPMethod("GET")
  public static let head = HTTPMethod("HEAD")
  public static let post = HTTPMethod("POST")
  public static let put = HTTPMethod("PUT")
  public static let patch = HTTPMethod("PATCH")
  public static let delete = HTTPMethod("DELETE")
  public static let options = HTTPMethod("OPTIONS")
}
