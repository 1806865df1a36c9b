/// What the test server saw of one request.
struct ReceivedRequest: Sendable, Equatable {
  var method: String
  var path: String
  var query: [String: String]
  /// Header fields with lower-cased names; a repeated field joined with ", ".
  var headers: [String: String]
  var bodySize: Int
}

/// The requests the test server received, in arrival order, with a way to wait for one.
actor ReceivedRequests {
  private(set) var all: [ReceivedRequest] = []
  private var waiters: [(path: String, count: Int, continuation: CheckedContinuation<Void, Never>)] = []

  func record(_ request: ReceivedRequest) {
    all.append(request)
    let ready = waiters.filter { count(at: $0.path) >= $0.count }
    waiters.removeAll { count(at: $0.path) >= $0.count }
    for waiter in ready { waiter.continuation.resume() }
  }

  /// Suspends until `count` requests for `path` have arrived.
  func waitUntil(_ count: Int, arrivedAt path: String) async {
    if self.count(at: path) >= count { return }
    await withCheckedContinuation { waiters.append((path, count, $0)) }
  }

  func count(at path: String) -> Int {
    all.count { $0.path == path }
  }

  var paths: [String] { all.map(\.path) }
}
