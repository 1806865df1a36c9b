import Waypoint

/// Where a screen is in its life, and the rules that keep its lifecycle events in UIKit's
/// order whatever order they arrive in.
///
/// Events reach a presenter from several places (the UIKit adapter, the Navigator's event
/// stream, a test), and can come duplicated, late or out of order. `ViewLifecycle` turns
/// any stream of events into a sequence a presenter can rely on:
///
/// ```
/// load → (willAppear → didAppear → willDisappear → didDisappear)* → destroyed
/// ```
///
/// with UIKit's two interrupted transitions also allowed: `willAppear → willDisappear`
/// (an appearance cancelled, e.g. the screen under an interactive pop that was abandoned
/// halfway) and `willDisappear → willAppear` (a disappearance cancelled).
///
/// The rules, applied to each event in turn:
/// 1. **Nothing after `destroyed`.** Every later event is dropped.
/// 2. **`load` comes first, once.** An appearance event for a screen not loaded yet is
///    preceded by `load`; a second `load` is dropped. A screen destroyed before it loaded
///    gets only `destroyed`.
/// 3. **Missing steps are filled in.** `didAppear` without `willAppear` gets `willAppear`
///    first; `didDisappear` without `willDisappear` likewise; `destroyed` while on screen
///    gets `willDisappear` and `didDisappear` first, so work started on appearing is always
///    stopped on disappearing.
/// 4. **Events that change nothing are dropped**: a repeat of the last event, a
///    disappearance of a screen that is not on screen, an appearance of one already
///    appearing or visible.
///
/// - Complexity: O(1) per event.
public struct ViewLifecycle: Hashable, Sendable {
  /// A point in a screen's life.
  public enum Phase: Hashable, Sendable, CaseIterable {
    /// Made, not loaded.
    case notLoaded
    /// Loaded and not on screen (before first appearing, or after disappearing).
    case offScreen
    /// `willAppear` seen.
    case appearing
    /// `didAppear` seen: on screen.
    case onScreen
    /// `willDisappear` seen.
    case disappearing
    /// `destroyed` seen; final.
    case destroyed
  }

  /// Where the screen is now.
  public private(set) var phase: Phase

  /// A screen not loaded yet.
  public init() {
    self.phase = .notLoaded
  }

  /// Takes in `event` and returns the events to deliver, in order, following the rules
  /// above: empty when the event is dropped, longer when missing steps are filled in.
  ///
  /// ```swift
  /// var lifecycle = ViewLifecycle()
  /// lifecycle.receive(.didAppear)   // [.load, .willAppear, .didAppear]
  /// lifecycle.receive(.didAppear)   // []
  /// lifecycle.receive(.destroyed)   // [.willDisappear, .didDisappear, .destroyed]
  /// ```
  ///
  /// - Parameter event: What the host reported.
  /// - Returns: The events the presenter sees.
  public mutating func receive(_ event: LifecycleEvent) -> [LifecycleEvent] {
    let delivered = Self.transition(from: phase, on: event)
    for step in delivered { phase = Self.phase(after: step) }
    return delivered
  }

  private static func transition(from phase: Phase, on event: LifecycleEvent) -> [LifecycleEvent] {
    switch (phase, event) {
    case (.destroyed, _): []
    case (.notLoaded, .load): [.load]
    case (.notLoaded, .willAppear): [.load, .willAppear]
    case (.notLoaded, .didAppear): [.load, .willAppear, .didAppear]
    case (.notLoaded, .willDisappear), (.notLoaded, .didDisappear): []
    case (.notLoaded, .destroyed): [.destroyed]
    case (_, .load): []
    case (.offScreen, .willAppear): [.willAppear]
    case (.offScreen, .didAppear): [.willAppear, .didAppear]
    case (.offScreen, .willDisappear), (.offScreen, .didDisappear): []
    case (.offScreen, .destroyed): [.destroyed]
    case (.appearing, .willAppear): []
    case (.appearing, .didAppear): [.didAppear]
    case (.appearing, .willDisappear): [.willDisappear]
    case (.appearing, .didDisappear): [.willDisappear, .didDisappear]
    case (.appearing, .destroyed), (.onScreen, .destroyed): [.willDisappear, .didDisappear, .destroyed]
    case (.onScreen, .willAppear), (.onScreen, .didAppear): []
    case (.onScreen, .willDisappear): [.willDisappear]
    case (.onScreen, .didDisappear): [.willDisappear, .didDisappear]
    case (.disappearing, .willAppear): [.willAppear]
    case (.disappearing, .didAppear): [.willAppear, .didAppear]
    case (.disappearing, .willDisappear): []
    case (.disappearing, .didDisappear): [.didDisappear]
    case (.disappearing, .destroyed): [.didDisappear, .destroyed]
    }
  }

  private static func phase(after event: LifecycleEvent) -> Phase {
    switch event {
    case .load: .offScreen
    case .willAppear: .appearing
    case .didAppear: .onScreen
    case .willDisappear: .disappearing
    case .didDisappear: .offScreen
    case .destroyed: .destroyed
    }
  }
}
