extension HTTPStatus {
  public static let `continue` = HTTPStatus(100)
  public static let ok = HTTPStatus(200)
  public static let created = HTTPStatus(201)
  public static let accepted = HTTPStatus(202)
  public static let noContent = HTTPStatus(204)
  public static let movedPermanently = HTTPStatus(301)
  public static let found = HTTPStatus(302)
  public static let notModified = HTTPStatus(304)
  public static let badRequest = HTTPStatus(400)
  public static let unauthorized = HTTPStatus(401)
  public static let forbidden = HTTPStatus(403)
  public static let notFound = HTTPStatus(404)
  public static let conflict = HTTPStatus(409)
  public static let unprocessableContent = HTTPStatus(422)
  public static let tooManyRequests = HTTPStatus(429)
  public static let internalServerError = HTTPStatus(500)
  public static let badGateway = HTTPStatus(502)
  public static let serviceUnavailable = HTTPStatus(503)
  public static let gatewayTimeout = HTTPStatus(504)

  /// Reason phrases of the registered codes (RFC 9110 and friends).
  static let reasonPhrases: [Int: String] = [
    100: "Continue", 101: "Switching Protocols", 103: "Early Hints",
    200: "OK", 201: "Created", 202: "Accepted", 203: "Non-Authoritative Information",
    204: "No Content", 205: "Reset Content", 206: "Partial Content",
    300: "Multiple Choices", 301: "Moved Permanently", 302: "Found", 303: "See Other",
    304: "Not Modified", 307: "Temporary Redirect", 308: "Permanent Redirect",
    400: "Bad Request", 401: "Unauthorized", 402: "Payment Required", 403: "Forbidden",
    404: "Not Found", 405: "Method Not Allowed", 406: "Not Acceptable",
    407: "Proxy Authentication Required", 408: "Request Timeout", 409: "Conflict", 410: "Gone",
    411: "Length Required", 412: "Precondition Failed", 413: "Content Too Large",
    414: "URI Too Long", 415: "Unsupported Media Type", 416: "Range Not Satisfiable",
    417: "Expectation Failed", 421: "Misdirected Request", 422: "Unprocessable Content",
    425: "Too Early", 426: "Upgrade Required", 428: "Precondition Required",
    429: "Too Many Requests", 431: "Request Header Fields Too Large",
    451: "Unavailable For Legal Reasons",
    500: "Internal Server Error", 501: "Not Implemented", 502: "Bad Gateway",
    503: "Service Unavailable", 504: "Gateway Timeout", 505: "HTTP Version Not Supported",
    511: "Network Authentication Required",
  ]
}
