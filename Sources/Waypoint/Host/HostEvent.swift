/// A lifecycle event for one screen, as a host delivers it.
public struct HostEvent: Hashable, Sendable, CustomStringConvertible {
  /// The event.
  public let event: LifecycleEvent
  /// The screen it is for.
  public let entry: ScreenEntry

  /// `event` for `entry`.
  public init(_ event: LifecycleEvent, _ entry: ScreenEntry) {
    self.event = event
    self.entry = entry
  }

  public var description: String { "\(event) \(entry.route)" }
}
