import Foundation
import WaypointHTTP

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

extension TestServer {
  /// A client for this server with a session of its own and logging off unless given.
  func makeClient(logging: HTTPLogging = .disabled) -> URLSessionHTTPClient {
    URLSessionHTTPClient(baseURL: baseURL, configuration: .ephemeral, logging: logging)
  }
}
