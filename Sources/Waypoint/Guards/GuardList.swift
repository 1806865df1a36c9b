import Logging

/// The guards a navigator consults, in the order they were added.
@MainActor
final class GuardList {
  typealias Check = @MainActor (GuardContext) async throws -> GuardDecision

  private var guards: [(id: GuardID, applies: (AnyRoute) -> Bool, check: Check)] = []
  /// The redirect screen the last recheck placed in its target, which requests made while it is
  /// up wait for as for a guard's redirect (`RequestPipeline.redirects`).
  var placedByRecheck: (Redirect, ScreenID)?
  private var nextID = 0
  /// The checks under way, each under a token its task carries (``GuardScope/check``).
  private var checksInProgress: Set<Int> = []
  private var nextCheck = 0

  func add(applies: @escaping (AnyRoute) -> Bool, _ check: @escaping Check) -> GuardID {
    defer { nextID += 1 }
    guards.append((GuardID(rawValue: nextID), applies, check))
    return GuardID(rawValue: nextID)
  }

  func remove(_ id: GuardID) {
    guards.removeAll { $0.id == id }
  }

  /// Whether this task runs inside a guard check that is still under way.
  var isCheckingInThisTask: Bool {
    guard !checksInProgress.isEmpty, let token = GuardScope.check else { return false }
    return checksInProgress.contains(token)
  }

  /// Asks the guards about `appearing`, the screens `target` brings into the tree, in tree order.
  /// Under `.restoration` and `.recheck`, a denied screen is dropped from `target` with what is
  /// above it (a root cannot be dropped, so denying one fails the request). Under `.recheck`, a
  /// redirected screen is dropped too, and the first redirect's screen is placed in `target`
  /// once the others are checked.
  func check(
    _ appearing: [ScreenEntry], in target: inout NavigationState, _ reason: NavigationReason,
    _ navigator: AnyNavigator
  ) async -> GuardVerdict {
    if reason == .recheck { placedByRecheck = nil }
    guard !guards.isEmpty else { return .allowed }
    var recheckRedirect: Redirect?
    for entry in appearing {
      for (_, applies, check) in guards where applies(entry.route) && target.contains(entry.id) {
        let decision: GuardDecision
        let token = nextCheck
        nextCheck += 1
        checksInProgress.insert(token)
        do {
          decision = try await GuardScope.$check.withValue(token) {
            try await check(GuardContext(entry: entry, reason: reason, state: navigator.state))
          }
        } catch {
          decision = .deny(error)
        }
        checksInProgress.remove(token)
        switch decision {
        case .allow:
          continue
        case .deny(let error):
          navigator.logger.debug("guard denied \(entry.route) (\(reason)): \(error)")
          if reason == .restoration, target.remove(entry.id) { continue }
          if reason == .recheck, target.remove(entry.id, keepingLayersAbove: true) { continue }
          return .denied(.denied(route: entry.route, reason: error))
        case .redirect(let redirect) where reason == .recheck:
          navigator.logger.debug("guard redirected \(entry.route) (\(reason)) to \(redirect.route)")
          guard target.remove(entry.id, keepingLayersAbove: true) else {
            return .denied(.invalidState("a root cannot be redirected"))
          }
          recheckRedirect = recheckRedirect ?? redirect
        case .redirect(let redirect):
          navigator.logger.debug("guard redirected \(entry.route) (\(reason)) to \(redirect.route)")
          return .redirect(redirect, route: entry.route)
        }
      }
    }
    if let redirect = recheckRedirect {
      let entry = ScreenEntry(id: .next(), route: redirect.route, tag: nil)
      if target.place(entry, redirect.placement) { placedByRecheck = (redirect, entry.id) }
    }
    return .allowed
  }
}

/// What the guards decided about a request.
enum GuardVerdict {
  case allowed
  case denied(NavigationError)
  case redirect(Redirect, route: AnyRoute)
}

/// What the guards are doing in the current task.
enum GuardScope {
  /// The guard check this task runs in (or was started from); a request is refused only
  /// while that check is still under way, when it would wait for itself.
  @TaskLocal static var check: Int?
}
