@_spi(Hosts) import Waypoint

/// UIKit's order of a screen's lifecycle events: load first, then willAppear → didAppear →
/// willDisappear → didDisappear around, where a transition called off reverses (willAppear →
/// willDisappear, willDisappear → willAppear); destroyed last, when not on screen.
package struct LifecycleOrder {
  private var last: [ScreenID: LifecycleEvent] = [:]

  /// The screens already on screen or loaded when the events start, whose first event may be
  /// any.
  private var before: Set<ScreenID> = []

  /// An order for screens first seen from now on, and for those of `state`, which may have
  /// loaded, appeared and disappeared before: their first event may be any.
  package init(startingWith state: NavigationState? = nil) {
    before = Set(state?.allEntries.map(\.id) ?? [])
  }

  /// Takes in `event`; returns what is wrong with it, or `nil` when it keeps the order.
  package mutating func take(_ event: HostEvent) -> String? {
    let id = event.entry.id
    let previous = last[id]
    last[id] = event.event
    if before.remove(id) != nil { return nil }
    switch (previous, event.event) {
    case (nil, .load), (nil, .willAppear), (.load, .willAppear), (.willAppear, .didAppear),
      (.willAppear, .willDisappear), (.didAppear, .willDisappear), (.willDisappear, .didDisappear),
      (.willDisappear, .willAppear), (.didDisappear, .willAppear), (nil, .destroyed), (.load, .destroyed),
      (.didDisappear, .destroyed):
      return nil
    default:
      return
        "\(event.entry.route) (\(id)) got \(event.event) after \(previous.map(\.description) ?? "nothing")"
    }
  }
}
