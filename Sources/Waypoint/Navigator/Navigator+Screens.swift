import Logging

// Screen instances and their lifecycle. The navigator makes an instance (through the
// registry, or takes the one a destination carries) when an entry enters the tree, prepares
// it with its arguments before it appears, forwards the lifecycle the host reports, and lets
// it go — `destroyed` — when the entry leaves the tree.

/// What the navigator keeps for one screen in the tree.
@MainActor
final class ScreenRecord {
  let entry: ScreenEntry
  let destination: Destination
  var screen: (any Screen)?
  var streams: [AsyncStream<LifecycleEvent>.Continuation] = []
  var handlers: [@MainActor (LifecycleEvent) -> Void] = []

  init(entry: ScreenEntry, destination: Destination) {
    self.entry = entry
    self.destination = destination
  }
}

extension Navigator {
  /// The screen instance showing entry `id`, if the registry or the destination made one.
  public func screen(for id: ScreenID) -> (any Screen)? {
    records[id]?.screen
  }

  /// The options a host needs to show entry `id`: its arguments and whether to wrap it in a
  /// navigation container. `nil` when the entry was not opened through a ``Destination`` and
  /// has no instance.
  public func destination(for id: ScreenID) -> Destination? {
    records[id]?.destination
  }

  /// The lifecycle events of screen `id` from now on, ending after `destroyed`.
  public func lifecycle(of id: ScreenID) -> AsyncStream<LifecycleEvent> {
    let (stream, continuation) = AsyncStream<LifecycleEvent>.makeStream()
    guard state.contains(id) else {
      continuation.finish()
      return stream
    }
    record(for: id).streams.append(continuation)
    return stream
  }

  /// Calls `handler` with each lifecycle event of screen `id`, until it is destroyed.
  public func onLifecycle(of id: ScreenID, _ handler: @escaping @MainActor (LifecycleEvent) -> Void) {
    guard state.contains(id) else { return }
    record(for: id).handlers.append(handler)
  }

  /// Hosts report each lifecycle event of each screen here, in the platform's order; the
  /// navigator forwards it to the screen instance, the streams and the handlers.
  /// `destroyed` is the navigator's own: it sends it when an entry leaves the tree.
  public func report(_ event: LifecycleEvent, for id: ScreenID) {
    guard event != .destroyed, let record = records[id] else { return }
    deliver(event, to: record)
  }

  /// Makes and prepares the screens `change` brings into the tree.
  // NB: the check for anything to make is inlined at the call sites, the making is not.
  @inline(__always)
  func prepareScreens(entering change: TreeChange) {
    guard !pendingDestinations.isEmpty || !screens.isEmpty, !change.added.isEmpty else { return }
    makeScreens(entering: change)
  }

  @inline(never)
  private func makeScreens(entering change: TreeChange) {
    // NB: a screen that moved (removed at one place, added at another) is already there.
    let moved = change.removed.isEmpty ? [] : Set(change.removed.lazy.map(\.id))
    for entry in change.added where !moved.contains(entry.id) && records[entry.id] == nil {
      let destination = pendingDestinations.removeValue(forKey: entry.id) ?? Destination(route: entry.route)
      let record = ScreenRecord(entry: entry, destination: destination)
      record.screen = destination.instance ?? makeScreen(for: entry, destination)
      guard
        record.screen != nil || destination.instance != nil || destination.configure != nil
          || !destination.arguments.isEmpty || destination.wrapsInNavigationContainer
      else { continue }
      records[entry.id] = record
      if let screen = record.screen {
        screen.prepare(ScreenContext(entry: entry, arguments: destination.arguments, navigator: self))
        destination.configure?(screen)
      }
    }
  }

  /// A new screen from the registry, or the one the cache keeps for the destination.
  private func makeScreen(for entry: ScreenEntry, _ destination: Destination) -> (any Screen)? {
    guard let keepAlive = destination.keepAlive else {
      return screens.make(entry.route, arguments: destination.arguments)
    }
    struct CannotMake: Error {}
    let resolution = try? cache.keepAlive(
      within: keepAlive.lifetime, identifier: keepAlive.identifier, usedBy: entry.id
    ) { () throws(CannotMake) -> AnyObject in
      guard let screen = screens.make(entry.route, arguments: destination.arguments) else {
        throw CannotMake()
      }
      return screen
    }
    logger.debug("cache \(resolution?.event.description ?? "cannot make") for \(keepAlive.identifier)")
    guard let cached = resolution?.screen as? any Screen else { return nil }
    // NB: UIKit cannot show one view controller in two places: while the cached instance
    // shows another screen, this one gets its own.
    if records.values.contains(where: { $0.entry.id != entry.id && $0.screen === cached }) {
      logger.debug("cache hit for \(keepAlive.identifier) is on screen elsewhere; making another")
      return screens.make(entry.route, arguments: destination.arguments)
    }
    return cached
  }

  /// Lets the screens `ids` go, each as ``destroy(_:)-(ScreenID)``.
  func destroy(_ ids: some Sequence<ScreenID>) {
    guard !records.isEmpty else { return }
    for id in ids { destroy(id) }
  }

  func destroy(_ id: ScreenID) {
    guard let record = records.removeValue(forKey: id) else { return }
    let kept = record.destination.keepAlive != nil && cache.release(id) == .kept
    if kept { logger.debug("cache keeps \(record.entry) for reuse") }
    deliver(.destroyed, to: record, toScreen: !kept)
    for stream in record.streams { stream.finish() }
  }

  private func record(for id: ScreenID) -> ScreenRecord {
    if let record = records[id] { return record }
    let entry = state.allEntries.first { $0.id == id }!
    let record = ScreenRecord(entry: entry, destination: Destination(route: entry.route))
    records[id] = record
    return record
  }

  private func deliver(_ event: LifecycleEvent, to record: ScreenRecord, toScreen: Bool = true) {
    logger.trace("\(event) \(record.entry)")
    if toScreen { record.screen?.lifecycle(event) }
    for stream in record.streams { stream.yield(event) }
    for handler in record.handlers { handler(event) }
  }
}
