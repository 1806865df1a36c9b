import Logging

/// The leave guards a navigator consults before any plan takes a screen they protect away.
@MainActor
final class LeaveGuardList {
  typealias Check = @MainActor (LeaveContext) async throws -> LeaveDecision

  private struct Guard {
    let id: LeaveGuardID
    /// The one screen it protects, when it was added for a screen (forgotten when it goes).
    let screen: ScreenID?
    let protects: (ScreenEntry) -> Bool
    let check: Check
  }

  private var guards: [Guard] = []
  private var nextID = 0
  /// Told when guards are added or removed, so a host holds or frees the user's exits.
  var onChange: [@MainActor () -> Void] = []

  func add(screen: ScreenID?, protects: @escaping (ScreenEntry) -> Bool, _ check: @escaping Check)
    -> LeaveGuardID
  {
    defer { nextID += 1 }
    guards.append(Guard(id: LeaveGuardID(rawValue: nextID), screen: screen, protects: protects, check: check))
    changed()
    return LeaveGuardID(rawValue: nextID)
  }

  func remove(_ id: LeaveGuardID) {
    let count = guards.count
    guards.removeAll { $0.id == id }
    if guards.count != count { changed() }
  }

  /// Forgets the guards added for screens that left the tree.
  func forget(_ gone: [ScreenID]) {
    guard guards.contains(where: { $0.screen != nil }) else { return }
    let gone = Set(gone)
    let count = guards.count
    guards.removeAll { $0.screen.map(gone.contains) ?? false }
    if guards.count != count { changed() }
  }

  private func changed() {
    for body in onChange { body() }
  }

  /// Whether a guard protects `entry`.
  func protects(_ entry: ScreenEntry) -> Bool {
    guards.contains { $0.protects(entry) }
  }

  /// Whether a guard protects one of `entries`.
  /// Whether no leave guard is added (a request then asks nothing and allocates nothing).
  var isEmpty: Bool { guards.isEmpty }

  func protectsAny(of entries: some Sequence<ScreenEntry>) -> Bool {
    guard !guards.isEmpty else { return false }
    return entries.contains(where: protects)
  }

  /// Asks the guards about each protected screen of `leaving` (top-most first, skipping those in
  /// `allowed`, which were let go earlier in the same request); a guard that throws keeps its
  /// screen.
  /// - Returns: Why the change may not be made, or `nil` when every screen may go.
  func check(
    _ leaving: [ScreenEntry], from state: NavigationState, to target: NavigationState,
    _ reason: NavigationReason,
    allowed: inout Set<ScreenID>, logger: Logger
  ) async -> NavigationError? {
    for entry in leaving.reversed() where !allowed.contains(entry.id) {
      for item in guards where item.protects(entry) {
        let context = LeaveContext(
          entry: entry, leaving: leaving, destination: target.topScreen, reason: reason, state: state,
          target: target)
        let decision = (try? await item.check(context)) ?? .stay
        guard decision == .leave else {
          logger.debug("leave guard kept \(entry) (\(reason))")
          return .leaveDenied(entry)
        }
      }
      allowed.insert(entry.id)
    }
    return nil
  }
}
