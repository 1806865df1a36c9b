import Logging

/// What a navigator keeps for the screens in its tree: their instances (made by the registry,
/// taken from the cache or handed in by a destination), their lifecycle listeners, and the
/// results their openers wait for.
///
/// The book follows the navigator's state with ``sync(to:gone:)``: screens that left the tree
/// are let go (`destroyed`) and the results still awaited from them are cancelled.
@MainActor
final class ScreenBook {
  /// The screens that have an instance, options or listeners.
  private var records: [ScreenID: ScreenRecord] = [:]
  /// Results awaited from screens and flows, by their identity.
  var results: [ScreenID: ResultSlot] = [:]
  /// Destinations of requests made and not yet carried out, by the identity of their entry.
  var pending: [ScreenID: Destination] = [:]
  let registry: ScreenRegistry
  let cache: ScreenCache
  let logger: Logger

  init(registry: ScreenRegistry, cache: ScreenCache, logger: Logger) {
    self.registry = registry
    self.cache = cache
    self.logger = logger
  }

  /// The instance showing screen `id`, if one was made.
  func screen(for id: ScreenID) -> (any Screen)? { records[id]?.screen }

  /// The destination screen `id` was opened with, if any.
  func destination(for id: ScreenID) -> Destination? { records[id]?.destination }

  // MARK: Screens entering

  /// Makes the instances of `entries`, new in the tree, and prepares each with its context.
  func prepare(_ entries: [ScreenEntry], navigator: AnyNavigator) {
    for entry in entries where records[entry.id] == nil {
      let destination = pending.removeValue(forKey: entry.id) ?? Destination(route: entry.route)
      let screen = destination.instance ?? make(entry, destination)
      guard screen != nil || destination.hasOptions else { continue }
      let record = ScreenRecord(entry: entry, destination: destination)
      record.screen = screen
      records[entry.id] = record
      guard let screen else { continue }
      screen.prepare(ScreenContext(entry: entry, arguments: destination.arguments, navigator: navigator))
      destination.configure?(screen)
    }
  }

  /// A new screen from the registry, or the one the cache keeps for the destination.
  private func make(_ entry: ScreenEntry, _ destination: Destination) -> (any Screen)? {
    guard let keepAlive = destination.keepAlive else {
      return registry.make(entry.route, arguments: destination.arguments)
    }
    struct CannotMake: Error {}
    let resolution = try? cache.keepAlive(
      within: keepAlive.lifetime, identifier: keepAlive.identifier, usedBy: entry.id
    ) { () throws(CannotMake) -> AnyObject in
      guard let screen = registry.make(entry.route, arguments: destination.arguments) else {
        throw CannotMake()
      }
      return screen
    }
    logger.debug("cache \(resolution?.event.description ?? "cannot make") for \(keepAlive.identifier)")
    guard let cached = resolution?.screen as? any Screen else { return nil }
    // NB: UIKit cannot show one view controller in two places: while the cached instance
    // shows another screen, this one gets its own.
    if records.values.contains(where: { $0.screen === cached }) {
      logger.debug("cache hit for \(keepAlive.identifier) is on screen elsewhere; making another")
      return registry.make(entry.route, arguments: destination.arguments)
    }
    return cached
  }

  // MARK: Following the tree

  /// Follows `state`: the screens that left the tree (`gone`, counted by the caller from the
  /// state of the last sync) are destroyed and the results still awaited from them are
  /// cancelled; results from screens now in it can be cancelled later.
  func sync(to state: NavigationState, gone: [ScreenID]) {
    // NB: in the order the screens were made, so waiting requests hear in the same order in
    // every run (a dictionary's order changes from one process to the next).
    for (id, slot) in results.sorted(by: { $0.key < $1.key }) {
      if state.contains(id) {
        slot.appeared = true
      } else if slot.appeared {
        results[id] = nil
        slot.screenLeft()
      }
    }
    for id in gone { destroy(id) }
  }

  /// Lets the screen `id` go: its instance gets `destroyed` (unless the cache keeps it), and its
  /// lifecycle streams end.
  func destroy(_ id: ScreenID) {
    pending[id] = nil
    guard let record = records.removeValue(forKey: id) else { return }
    let kept = record.destination.keepAlive != nil && cache.release(id) == .kept
    if kept { logger.debug("cache keeps \(record.entry) for reuse") }
    deliver(.destroyed, to: record, toScreen: !kept)
    record.listeners.finish()
  }

  // MARK: Lifecycle

  /// The record of screen `id`, made on demand for a screen in `state`.
  func record(for id: ScreenID, in state: NavigationState) -> ScreenRecord? {
    if let record = records[id] { return record }
    guard let entry = state.entry(id) else { return nil }
    let record = ScreenRecord(entry: entry, destination: Destination(route: entry.route))
    records[id] = record
    return record
  }

  /// Delivers `event`, which a host reported, to screen `id`.
  func report(_ event: LifecycleEvent, for id: ScreenID) {
    guard event != .destroyed, let record = records[id] else { return }
    deliver(event, to: record)
  }

  private func deliver(_ event: LifecycleEvent, to record: ScreenRecord, toScreen: Bool = true) {
    logger.trace("\(event) \(record.entry)")
    if toScreen { record.screen?.lifecycle(event) }
    record.listeners.send(event)
    for handler in record.handlers { handler(event) }
  }
}

/// What the navigator keeps for one screen.
@MainActor
final class ScreenRecord {
  let entry: ScreenEntry
  let destination: Destination
  var screen: (any Screen)?
  let listeners = Broadcast<LifecycleEvent>(bufferSize: 64)
  var handlers: [@MainActor (LifecycleEvent) -> Void] = []

  init(entry: ScreenEntry, destination: Destination) {
    self.entry = entry
    self.destination = destination
  }
}
