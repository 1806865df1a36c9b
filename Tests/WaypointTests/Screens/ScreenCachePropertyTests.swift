import PropertyBased
import Testing
import WaypointTesting

@testable import Waypoint
@testable import WaypointHarness

private final class ScreenCachePropertyScreen {}

/// What the test knows about the last entry stored under an identifier.
private struct ScreenCacheLatest {
  let ticket: ScreenCache.Ticket
  weak var screen: ScreenCachePropertyScreen?
  let deadline: Duration
  var invalidated = false

  func isLive(at now: Duration) -> Bool { !invalidated && now < deadline }
}

/// One random call, decoded from a number.
private struct ScreenCacheOperation: CustomStringConvertible {
  enum Kind: Int, CaseIterable {
    case keepAlive, keepAliveShown, lookup, release, advance, purge, invalidate
  }

  let kind: Kind
  let identifier: Int
  let screen: Int
  let seconds: Int

  init(_ seed: Int) {
    kind = Kind(rawValue: seed % Kind.allCases.count)!
    var rest = seed / Kind.allCases.count
    identifier = rest % 3
    rest /= 3
    screen = rest % 3
    rest /= 3
    seconds = rest % 4 + 1
  }

  var description: String { "\(kind) id \(identifier) screen \(screen) \(seconds)s" }
}

@MainActor
@Suite("Screen cache properties")
struct ScreenCachePropertyTests {
  nonisolated static let operations = Gen.int(in: 0...1_000_000).array(of: 0...40)

  /// Random calls never reuse an ended or replaced entry, always reuse a live one, never let go
  /// of an instance a screen uses, and leave nothing behind once every screen left and every
  /// lifetime ended.
  @Test func randomCallsKeepIdentityInUseAndMemoryRules() async {
    await propertyCheck(count: 150, input: Self.operations) { seeds in
      let clock = TestClock(mode: .manual)
      let cache = ScreenCache(clock: clock)
      let screens = (0..<3).map { _ in ScreenID.next() }
      var now = Duration.zero
      var latest: [Int: ScreenCacheLatest] = [:]
      var history: [ScreenCache.Ticket] = []
      var instances: [ScreenCache.Ticket: ScreenCacheLatest] = [:]
      var used: [ScreenID: ScreenCache.Ticket] = [:]

      for seed in seeds {
        let operation = ScreenCacheOperation(seed)
        let id = operation.identifier
        switch operation.kind {
        case .keepAlive, .keepAliveShown:
          let screen = operation.kind == .keepAliveShown ? screens[operation.screen] : nil
          let wasLive = latest[id]?.isLive(at: now) == true
          let resolved = cache.keepAlive(
            within: .interval(.seconds(operation.seconds)), identifier: id, usedBy: screen
          ) {
            ScreenCachePropertyScreen()
          }
          #expect((resolved.event == .hit) == wasLive, "\(operation)")
          let ticket = resolved.ticket!
          if wasLive {
            #expect(resolved.screen === latest[id]?.screen, "\(operation): reused another instance")
            #expect(ticket == latest[id]?.ticket)
          } else {
            let entry = ScreenCacheLatest(
              ticket: ticket, screen: resolved.screen, deadline: now + .seconds(operation.seconds))
            latest[id] = entry
            instances[ticket] = entry
            history.append(ticket)
          }
          if let screen { used[screen] = ticket }
        case .lookup:
          let lookup = cache.lookup(id)
          if let entry = latest[id], entry.isLive(at: now) {
            #expect(lookup.screen === entry.screen, "\(operation): a live entry was missed")
          } else {
            #expect(lookup.screen == nil, "\(operation): an ended entry was reused")
          }
        case .release:
          let screen = screens[operation.screen]
          let result = cache.release(screen)
          #expect((result == .notInUse) == (used[screen] == nil), "\(operation)")
          used[screen] = nil
        case .advance:
          await clock.advance(by: .seconds(operation.seconds))
          now += .seconds(operation.seconds)
        case .purge:
          for ticket in cache.evictEnded() {
            #expect(!used.values.contains(ticket), "\(operation): evicted an entry in use")
          }
        case .invalidate:
          guard !history.isEmpty else { continue }
          let ticket = history[seed % history.count]
          let isLatest = latest[ticket.identifier.as(Int.self)!]?.ticket == ticket
          let invalidated = cache.invalidate(ticket)
          if !isLatest { #expect(!invalidated, "\(operation): an old ticket ended a newer entry") }
          if invalidated { latest[ticket.identifier.as(Int.self)!]?.invalidated = true }
        }
        for (screen, ticket) in used {
          #expect(instances[ticket]?.screen != nil, "\(operation): \(screen)'s instance was freed")
          #expect(cache.holds(ticket))
        }
      }

      for screen in screens { cache.release(screen) }
      await clock.advance(by: .seconds(5))
      _ = cache.evictEnded()
      #expect(cache.heldCount == 0)
      #expect(instances.values.allSatisfy { $0.screen == nil }, "an evicted instance is still alive")
    }
  }
}
