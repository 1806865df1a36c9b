import Foundation

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

extension Endpoint {
  /// The full URL of this endpoint below `baseURL`.
  ///
  /// The path is joined to the base URL's path with exactly one `/`, so
  /// `https://api.shop.example/v1` and `https://api.shop.example/v1/` with `products` or
  /// `/products` all give `https://api.shop.example/v1/products` (unlike
  /// `URL(string:relativeTo:)`, which drops `v1` in some of those cases).
  ///
  /// - Parameters:
  ///   - baseURL: An absolute `http` or `https` URL.
  /// - Returns: The URL the request goes to.
  /// - Throws: ``HTTPError/invalidRequest(reason:)`` when `baseURL` is not an absolute
  ///   `http` or `https` URL.
  public func url(baseURL: URL) throws(HTTPError) -> URL {
    guard var components = URLComponents(url: baseURL, resolvingAgainstBaseURL: true),
      let scheme = components.scheme?.lowercased(), scheme == "http" || scheme == "https",
      components.host?.isEmpty == false
    else {
      throw .invalidRequest(reason: "the base URL \(baseURL) is not an absolute http(s) URL")
    }
    let basePath = components.percentEncodedPath.droppingTrailing("/")
    let relative = path.droppingLeading("/")
    if !relative.isEmpty {
      let encoded = relative.addingPercentEncoding(withAllowedCharacters: .urlPathAllowed) ?? relative
      components.percentEncodedPath = basePath + "/" + encoded
    }
    if !queryItems.isEmpty {
      let encoded = queryItems.map { item in
        URLQueryItem(name: item.name.queryEncoded, value: item.value?.queryEncoded)
      }
      components.percentEncodedQueryItems = (components.percentEncodedQueryItems ?? []) + encoded
    }
    guard let url = components.url else {
      throw .invalidRequest(reason: "cannot make a URL from \(baseURL) and path \"\(path)\"")
    }
    return url
  }

  /// Builds the `URLRequest` for this endpoint below `baseURL`.
  ///
  /// The body's content type is sent as `Content-Type` unless ``headers`` set that field
  /// (in any letter case). On Linux a ``timeout`` is rounded up to whole seconds.
  ///
  /// - Parameters:
  ///   - baseURL: An absolute `http` or `https` URL.
  /// - Returns: A request ready for `URLSession`.
  /// - Throws: ``HTTPError/invalidRequest(reason:)`` for a bad base URL,
  ///   ``HTTPError/encodingFailed(_:)`` when the body cannot be encoded.
  public func urlRequest(baseURL: URL) throws(HTTPError) -> URLRequest {
    var request = URLRequest(url: try url(baseURL: baseURL))
    request.httpMethod = method.rawValue
    var fields: [String: String] = [:]
    if let body {
      request.httpBody = try body.encoded()
      fields["Content-Type"] = body.contentType
    }
    for (name, value) in headers {
      // NB: drop a default spelled differently ("content-type") so exactly one is sent.
      for existing in fields.keys where existing.lowercased() == name.lowercased() {
        fields[existing] = nil
      }
      fields[name] = value
    }
    request.allHTTPHeaderFields = fields
    if let timeout {
      request.timeoutInterval = Self.effectiveTimeoutInterval(timeout)
    }
    return request
  }

  /// The `timeoutInterval` sent for a timeout.
  ///
  /// - Parameters:
  ///   - timeout: The endpoint's timeout.
  /// - Returns: The timeout in seconds; on Linux rounded up to a whole second, at least 1.
  static func effectiveTimeoutInterval(_ timeout: Duration) -> TimeInterval {
    let seconds =
      Double(timeout.components.seconds) + Double(timeout.components.attoseconds) / 1e18
    #if canImport(FoundationNetworking)
      // NB: swift-corelibs-foundation truncates timeoutInterval to whole seconds, so 0.5 s
      // would time out at once and 1.5 s after one second. Round up instead.
      return max(1, seconds.rounded(.up))
    #else
      return seconds
    #endif
  }
}

extension CharacterSet {
  /// Characters left as they are in a query name or value: `+`, `&`, `=` are encoded,
  /// because servers read `+` as a space and the others as separators.
  fileprivate static let endpointQuery: CharacterSet = {
    var set = CharacterSet.urlQueryAllowed
    set.remove(charactersIn: "+&=")
    return set
  }()
}

extension String {
  fileprivate var queryEncoded: String {
    addingPercentEncoding(withAllowedCharacters: .endpointQuery) ?? self
  }

  fileprivate func droppingTrailing(_ character: Character) -> String {
    var result = Substring(self)
    while result.last == character { result = result.dropLast() }
    return String(result)
  }

  fileprivate func droppingLeading(_ character: Character) -> String {
    String(drop { $0 == character })
  }
}
