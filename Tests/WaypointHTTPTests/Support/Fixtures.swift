import Foundation

/// The product the test server serves.
struct Product: Codable, Equatable, Sendable {
  var id: Int
  var name: String
  var price: Double
}

/// The error body the test server sends with failing statuses.
struct APIError: Codable, Equatable, Sendable {
  var message: String
}

/// `count` bytes where byte `i` is `i % 251`: a pattern that shows a shifted or dropped
/// chunk. Built from whole blocks, so it stays fast in debug builds.
func patternBytes(count: Int) -> Data {
  let block = Data((0..<251).map { UInt8($0) })
  var data = Data(capacity: count + block.count)
  while data.count < count { data.append(block) }
  return data.prefix(count)
}
