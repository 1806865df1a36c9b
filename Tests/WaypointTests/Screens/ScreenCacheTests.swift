import Foundation
import Testing
import WaypointTesting

@testable import Waypoint
@testable import WaypointHarness

private final class ScreenCacheTestScreen {
  let name: String
  init(_ name: String = "screen") { self.name = name }
}

private final class ScreenCacheTestOtherScreen {}

private final class ScreenCacheTestFlow {}

private struct ScreenCacheTestFailure: Error, Equatable {}

private enum ScreenCacheTestID: Hashable, Sendable {
  case cart
  case orders
}

@MainActor
@Suite("Screen cache")
struct ScreenCacheTests {
  let clock = TestClock(mode: .manual)
  let start = Date(timeIntervalSince1970: 1_000_000)

  func makeCache() -> ScreenCache {
    ScreenCache(clock: clock, startDate: start)
  }

  /// Resolves `identifier` and reports the event.
  private func resolve(
    _ cache: ScreenCache, _ lifetime: Lifetime,
    _ identifier: some Hashable & Sendable = ScreenCacheTestID.cart,
    usedBy screen: ScreenID? = nil
  ) -> (ScreenCacheTestScreen, ScreenCache.Event) {
    let resolved = cache.keepAlive(within: lifetime, identifier: identifier, usedBy: screen) {
      ScreenCacheTestScreen()
    }
    return (resolved.screen, resolved.event)
  }

  // MARK: Lifetimes

  nonisolated static let timedCases: [(String, Duration, Bool)] = [
    ("interval, just before", .milliseconds(9_999), true),
    ("interval, at the end", .seconds(10), false),
    ("interval, after", .seconds(60), false),
    ("until, just before", .milliseconds(9_999), true),
    ("until, at the date", .seconds(10), false),
  ]

  @Test(arguments: timedCases)
  func timedLifetimesEndOnTheInjectedClock(name: String, after: Duration, reused: Bool) async {
    let cache = makeCache()
    let lifetime: Lifetime = name.hasPrefix("interval") ? .interval(.seconds(10)) : .until(start + 10)
    let (first, event) = resolve(cache, lifetime)
    #expect(event == .miss)
    await clock.advance(by: after)
    let (second, secondEvent) = resolve(cache, lifetime)
    #expect((first === second) == reused, "\(name)")
    #expect(secondEvent == (reused ? .hit : .expired), "\(name)")
  }

  @Test func reuseDoesNotExtendAnInterval() async {
    let cache = makeCache()
    let (first, _) = resolve(cache, .interval(.seconds(10)))
    await clock.advance(by: .seconds(6))
    #expect(resolve(cache, .interval(.seconds(10))).0 === first)
    await clock.advance(by: .seconds(6))
    #expect(resolve(cache, .interval(.seconds(10))).1 == .expired)
  }

  @Test func whileAliveEndsWhenTheOwnerGoesAndDoesNotKeepIt() {
    let cache = makeCache()
    var flow: ScreenCacheTestFlow? = ScreenCacheTestFlow()
    weak let weakFlow = flow
    let (first, _) = resolve(cache, .whileAlive(flow!))
    #expect(resolve(cache, .whileAlive(flow!)).0 === first)
    flow = nil
    #expect(weakFlow == nil)
    #expect(cache.lookup(ScreenCacheTestID.cart).screen == nil)
    #expect(cache.count == 0)
  }

  @Test func customLifetimeEndsWhenItsTokenIsKilledAndOneTokenEndsMany() {
    let cache = makeCache()
    let session = LifetimeToken()
    let (cart, _) = resolve(cache, .custom(session), ScreenCacheTestID.cart)
    let (orders, _) = resolve(cache, .custom(session), ScreenCacheTestID.orders)
    #expect(resolve(cache, .custom(session), ScreenCacheTestID.cart).0 === cart)
    #expect(resolve(cache, .custom(session), ScreenCacheTestID.orders).0 === orders)
    session.kill()
    session.kill()
    #expect(!session.isAlive)
    #expect(cache.evictEnded().count == 2)
    #expect(cache.count == 0)
  }

  @Test func aLifetimeAlreadyOverStoresNothingAndKeepsWhatWasThere() async {
    let cache = makeCache()
    let live = cache.store(ScreenCacheTestScreen("live"), within: .interval(.seconds(5)), identifier: "x")
    #expect(live != nil)
    let dead = LifetimeToken()
    dead.kill()
    let lifetimes: [Lifetime] = [.interval(.zero), .interval(.seconds(-1)), .until(start), .custom(dead)]
    for lifetime in lifetimes {
      #expect(cache.store(ScreenCacheTestScreen(), within: lifetime, identifier: "x") == nil, "\(lifetime)")
      let resolved = cache.keepAlive(within: lifetime, identifier: "y") { ScreenCacheTestScreen() }
      #expect(resolved.ticket == nil)
      #expect(resolved.event == .miss)
    }
    #expect(cache.screen(ScreenCacheTestScreen.self, for: "x")?.name == "live")
    #expect(cache.count == 1)
  }

  // MARK: Lookups

  @Test func identifiersAreComparedWithTheirType() {
    let cache = makeCache()
    let screen = ScreenCacheTestScreen()
    cache.store(screen, within: .interval(.seconds(1)), identifier: ScreenCacheTestID.cart)
    #expect(cache.screen(ScreenCacheTestScreen.self, for: ScreenCacheTestID.cart) === screen)
    #expect(cache.screen(ScreenCacheTestScreen.self, for: "cart") == nil)
  }

  @Test func anInstanceOfAnotherTypeIsReplaced() {
    let cache = makeCache()
    cache.store(
      ScreenCacheTestOtherScreen(), within: .interval(.seconds(1)), identifier: ScreenCacheTestID.cart)
    let (screen, event) = resolve(cache, .interval(.seconds(1)))
    #expect(event == .mismatched)
    #expect(cache.screen(ScreenCacheTestScreen.self, for: ScreenCacheTestID.cart) === screen)
  }

  @Test func aFailingMakeLeavesTheCacheAsItWas() {
    let cache = makeCache()
    #expect(throws: ScreenCacheTestFailure()) {
      _ =
        try cache.keepAlive(within: .interval(.seconds(1)), identifier: "x") {
          () throws(ScreenCacheTestFailure) in
          throw ScreenCacheTestFailure()
        } as ScreenCache.Resolution<ScreenCacheTestScreen>
    }
    #expect(cache.count == 0)
  }

  // MARK: In use

  @Test func aLifetimeEndingDuringATransitionEvictsOnlyWhenReleased() async {
    let cache = makeCache()
    let shown = ScreenID.next()
    var screen: ScreenCacheTestScreen? = resolve(cache, .interval(.seconds(1)), usedBy: shown).0
    weak let weakScreen = screen
    let ticket = cache.keepAlive(within: .interval(.seconds(1)), identifier: ScreenCacheTestID.cart) {
      ScreenCacheTestScreen()
    }.ticket!
    screen = nil

    // The transition showing it takes longer than its lifetime.
    await clock.advance(by: .seconds(2))
    #expect(cache.evictEnded().isEmpty)
    #expect(weakScreen != nil)
    #expect(cache.holds(ticket))

    // A new request no longer reuses it…
    let (fresh, event) = resolve(cache, .interval(.seconds(1)))
    #expect(event == .expired)
    #expect(fresh !== weakScreen)
    #expect(weakScreen != nil)
    #expect(cache.heldCount == 2)

    // …and it goes when the screen showing it leaves.
    #expect(cache.release(shown) == .evicted(ticket))
    #expect(weakScreen == nil)
    #expect(cache.release(shown) == .notInUse)
    #expect(cache.screen(ScreenCacheTestScreen.self, for: ScreenCacheTestID.cart) === fresh)
  }

  @Test func releaseAfterTheLifetimeEndedEvictsAtOnceWithoutALookup() async {
    let cache = makeCache()
    let shown = ScreenID.next()
    weak var weakScreen: ScreenCacheTestScreen?
    var ticket: ScreenCache.Ticket?
    do {
      let resolved = cache.keepAlive(within: .interval(.seconds(1)), identifier: "x", usedBy: shown) {
        ScreenCacheTestScreen()
      }
      weakScreen = resolved.screen
      ticket = resolved.ticket
    }
    await clock.advance(by: .seconds(5))
    #expect(cache.evictEnded().isEmpty)
    #expect(weakScreen != nil)
    #expect(cache.release(shown) == .evicted(ticket!))
    #expect(weakScreen == nil)
    #expect(cache.count == 0)
  }

  @Test func aLiveEntryStaysCachedWhenReleasedAndEveryUserMustLeave() {
    let cache = makeCache()
    let first = ScreenID.next()
    let second = ScreenID.next()
    let ticket = resolveTicket(cache, usedBy: first)
    #expect(cache.use(ticket, by: second))
    #expect(cache.use(ticket, by: second))
    #expect(cache.release(first) == .kept)
    #expect(cache.release(second) == .kept, "the second screen still used it")
    #expect(cache.release(second) == .notInUse, "no screen uses it any more")
    #expect(cache.holds(ticket))
  }

  @Test func releaseAllExceptReleasesScreensThatLeft() {
    let cache = makeCache()
    let token = LifetimeToken()
    let kept = ScreenID.next()
    let gone = ScreenID.next()
    let keptTicket = cache.keepAlive(within: .custom(token), identifier: "a", usedBy: kept) {
      ScreenCacheTestScreen()
    }.ticket!
    let goneTicket = cache.keepAlive(within: .custom(token), identifier: "b", usedBy: gone) {
      ScreenCacheTestScreen()
    }.ticket!
    token.kill()
    #expect(cache.release(allExcept: [kept]) == [goneTicket])
    #expect(cache.holds(keptTicket))
    #expect(!cache.holds(goneTicket))
  }

  @Test func aScreenUsesOneEntryAtATime() {
    let cache = makeCache()
    let shown = ScreenID.next()
    let token = LifetimeToken()
    let a = cache.keepAlive(within: .custom(token), identifier: "a", usedBy: shown) {
      ScreenCacheTestScreen()
    }.ticket!
    let b = cache.keepAlive(within: .custom(token), identifier: "b", usedBy: shown) {
      ScreenCacheTestScreen()
    }.ticket!
    // Once their lifetime ends, the entry no screen uses goes at once; the one in use stays.
    token.kill()
    #expect(cache.evictEnded() == [a])
    #expect(cache.holds(b))
  }

  // MARK: Identity

  @Test func anOldTicketNeverEndsANewerEntry() {
    let cache = makeCache()
    let old = cache.store(ScreenCacheTestScreen("old"), within: .interval(.seconds(9)), identifier: "x")!
    let new = cache.store(ScreenCacheTestScreen("new"), within: .interval(.seconds(9)), identifier: "x")!
    #expect(old != new)
    #expect(!cache.holds(old))
    #expect(!cache.invalidate(old))
    #expect(!cache.use(old, by: .next()))
    #expect(cache.screen(ScreenCacheTestScreen.self, for: "x")?.name == "new")
    #expect(cache.invalidate(new))
    #expect(!cache.invalidate(new))
    #expect(cache.count == 0)
  }

  @Test func anOldLifetimeEndingNeverEvictsANewerEntry() async {
    let cache = makeCache()
    let oldToken = LifetimeToken()
    let shown = ScreenID.next()
    let old = cache.keepAlive(within: .custom(oldToken), identifier: "x", usedBy: shown) {
      ScreenCacheTestScreen("old")
    }.ticket!
    // A newer entry replaces the old one while the old one is still on screen.
    let new = cache.store(ScreenCacheTestScreen("new"), within: .custom(LifetimeToken()), identifier: "x")!
    #expect(cache.holds(old))
    oldToken.kill()
    #expect(cache.evictEnded().isEmpty)
    #expect(cache.release(shown) == .evicted(old))
    #expect(cache.holds(new))
    #expect(cache.screen(ScreenCacheTestScreen.self, for: "x")?.name == "new")
  }

  // MARK: Memory

  @Test func evictedInstancesAreReleased() async {
    let cache = makeCache()
    weak var purged: ScreenCacheTestScreen?
    weak var replaced: ScreenCacheTestScreen?
    weak var invalidated: ScreenCacheTestScreen?
    weak var removed: ScreenCacheTestScreen?
    weak var cleared: ScreenCacheTestScreen?
    do {
      let a = ScreenCacheTestScreen()
      purged = a
      cache.store(a, within: .interval(.seconds(1)), identifier: "purged")
      let b = ScreenCacheTestScreen()
      replaced = b
      cache.store(b, within: .interval(.seconds(9)), identifier: "replaced")
      cache.store(ScreenCacheTestScreen(), within: .interval(.seconds(9)), identifier: "replaced")
      let c = ScreenCacheTestScreen()
      invalidated = c
      let ticket = cache.store(c, within: .interval(.seconds(9)), identifier: "invalidated")!
      cache.invalidate(ticket)
      let d = ScreenCacheTestScreen()
      removed = d
      cache.store(d, within: .interval(.seconds(9)), identifier: "removed")
      cache.remove("removed")
      let e = ScreenCacheTestScreen()
      cleared = e
      cache.store(e, within: .interval(.seconds(9)), identifier: "cleared")
    }
    #expect(replaced == nil)
    #expect(invalidated == nil)
    #expect(removed == nil)
    #expect(purged != nil)
    await clock.advance(by: .seconds(2))
    #expect(cache.evictEnded().map(\.identifier) == [AnyTag("purged")])
    #expect(purged == nil)
    #expect(cleared != nil)
    cache.removeAll()
    #expect(cleared == nil)
    #expect(cache.heldCount == 0)
  }

  private func resolveTicket(_ cache: ScreenCache, usedBy screen: ScreenID) -> ScreenCache.Ticket {
    cache.keepAlive(within: .interval(.seconds(60)), identifier: ScreenCacheTestID.orders, usedBy: screen) {
      ScreenCacheTestScreen()
    }.ticket!
  }
}
