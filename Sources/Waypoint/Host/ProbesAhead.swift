// Probes of a binding platform (SwiftUI) that came before the write that explains them, and
// those a step given up on still owed.

/// Probes that came ahead of the write that explains them (`HostSession.probesAhead`).
package struct ProbesAhead {
  /// Screens drawn in view whose probes said they left the window.
  package var disappeared: Set<ScreenID> = []
  /// Screens drawn out of view whose probes said they came into it.
  package var appeared: Set<ScreenID> = []
  /// The probes steps given up on still waited for, and those of the user's changes the platform
  /// still draws, by screen, as many as were owed: one that comes late is that change's own, not
  /// ahead of a write. One stays owed until it comes or the screen leaves the tree: late probes of
  /// older changes may come first, in any number.
  private(set) var owed = Owed()

  /// Whether no probe came ahead of its write (a recording may start here: the probes still
  /// owed are late ones, which change nothing when they come).
  var isClear: Bool { disappeared.isEmpty && appeared.isEmpty }

  struct Owed: Equatable {
    var appearing: [ScreenID: Int] = [:]
    var disappearing: [ScreenID: Int] = [:]
  }

  /// A step was given up on, or a change applied, while it waited for `appearing` and
  /// `disappearing`; the screens no longer in `states` are owed nothing.
  mutating func owe(_ appearing: Set<ScreenID>, _ disappearing: Set<ScreenID>, in states: [NavigationState]) {
    let inTree = { (id: ScreenID) in states.contains { $0.entry(id) != nil } }
    for id in appearing { owed.appearing[id, default: 0] += 1 }
    for id in disappearing { owed.disappearing[id, default: 0] += 1 }
    owed.appearing = owed.appearing.filter { inTree($0.key) }
    owed.disappearing = owed.disappearing.filter { inTree($0.key) }
  }

  /// Whether the probe is one a change owed (then owed once fewer).
  mutating func pays(_ event: LifecycleEvent, _ id: ScreenID) -> Bool {
    func pay(_ counts: inout [ScreenID: Int]) -> Bool {
      guard let count = counts[id] else { return false }
      counts[id] = count > 1 ? count - 1 : nil
      return true
    }
    switch event {
    case .didAppear: return pay(&owed.appearing)
    case .didDisappear: return pay(&owed.disappearing)
    case .load, .willAppear, .willDisappear, .destroyed: return false
    }
  }

  /// Forgets the probes taken as ahead of a write (the host drew the screen again, or gave up
  /// waiting); what the changes owe stays owed.
  mutating func forgetAhead() {
    disappeared = []
    appeared = []
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
