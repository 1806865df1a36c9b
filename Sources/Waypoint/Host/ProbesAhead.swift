// Probes of a binding platform (SwiftUI) that came before the write that explains them, and
// those a step given up on still owed.

/// Probes that came ahead of the write that explains them (`HostSession.probesAhead`).
package struct ProbesAhead {
  /// Screens drawn in view whose probes said they left the window.
  package var disappeared: Set<ScreenID> = []
  /// Screens drawn out of view whose probes said they came into it.
  package var appeared: Set<ScreenID> = []
  /// The probes steps given up on still waited for: one that comes late is that step's own,
  /// drawn after its watchdog, not ahead of a write. One stays owed until it comes or the screen
  /// leaves the tree: late probes of older changes may come first, in any number.
  private(set) var owed = Owed()

  struct Owed: Equatable {
    var appearing: Set<ScreenID> = []
    var disappearing: Set<ScreenID> = []
  }

  /// A step was given up on while it waited for `appearing` and `disappearing`; the screens no
  /// longer in `states` are owed nothing.
  mutating func owe(_ appearing: Set<ScreenID>, _ disappearing: Set<ScreenID>, in states: [NavigationState]) {
    let inTree = { (id: ScreenID) in states.contains { $0.entry(id) != nil } }
    owed.appearing = owed.appearing.union(appearing).filter(inTree)
    owed.disappearing = owed.disappearing.union(disappearing).filter(inTree)
  }

  /// Whether the probe is one a step given up on owed (then no longer owed).
  mutating func pays(_ event: LifecycleEvent, _ id: ScreenID) -> Bool {
    switch event {
    case .didAppear: owed.appearing.remove(id) != nil
    case .didDisappear: owed.disappearing.remove(id) != nil
    case .load, .willAppear, .willDisappear, .destroyed: false
    }
  }

  /// A probe came: a screen back in the window is no longer leaving, one gone is no longer
  /// coming.
  mutating func heard(_ event: LifecycleEvent, _ id: ScreenID) {
    switch event {
    case .didAppear: disappeared.remove(id)
    case .didDisappear: appeared.remove(id)
    case .load, .willAppear, .willDisappear, .destroyed: break
    }
  }

  /// The probes a change waits for, `appearing` and `disappearing`, less those that came ahead,
  /// which it takes.
  mutating func taking(_ appearing: Set<ScreenID>, _ disappearing: Set<ScreenID>) -> (
    Set<ScreenID>, Set<ScreenID>
  ) {
    defer {
      appeared.subtract(appearing)
      disappeared.subtract(disappearing)
    }
    return (appearing.subtracting(appeared), disappearing.subtracting(disappeared))
  }
}
