import Logging

/// The way every request goes, in one place: it waits for its turn in the queue, its change is
/// made on the state, the guards are asked about every screen it brings (a redirect is
/// followed), the plan is carried out through the host one step at a time, and what hangs on
/// the tree is settled afterwards. What the user does meanwhile is buffered here and kept.
///
/// The navigator owns its pipeline and keeps the state, the observable properties and the
/// verbs; the pipeline reads and writes the navigator's ``AnyNavigator/state`` and
/// ``AnyNavigator/isTransitioning``. It works with the guards (`GuardList`), the screens'
/// records (`ScreenBook`) and the running flows (`FlowTree`).
@MainActor
final class RequestPipeline {
  /// The navigator this pipeline works on, which owns it.
  // NB: each read of an unowned reference retains the navigator through its side table (hosts
  // and flows hold it weakly), about a hundred instructions: the methods on the hot path read it
  // once, into a local.
  unowned let navigator: AnyNavigator
  /// The order in which requests take their turn.
  let queue = RequestQueue()
  let guards = GuardList()
  let leaveGuards = LeaveGuardList()
  let book: ScreenBook
  let flows = FlowTree()
  let broadcast = Broadcast<NavigationEvent>(bufferSize: 256)
  /// The screens in view, and the streams of their views.
  let screenViews = ScreenViewFeed()
  /// The redirect screens that are up, each with the requests waiting for it to finish.
  var redirects: [Redirect: RedirectWait] = [:]
  /// The pushes and presentations made since the last ticket was issued before them
  /// (`joinableIssued`), which an identical one made next joins while it is not done.
  var joinable: [JoinableRequest] = []
  var joinableIssued = 0
  /// The user's exits held for the leave guards whose requests are still queued or under way,
  /// which the same exit joins.
  var exitsAsked: [UserChange: NavigationRequest<Bool, NavigationError>] = [:]
  /// What the user removed and selected while the plan under way ran, for re-planning.
  var userChanges = UserChanges()
  /// Who asked for the plan carried out next, and why: a recording's.
  var asking = Asking(why: .request, by: nil, verb: "navigate", link: nil)

  init(navigator: AnyNavigator) {
    self.navigator = navigator
    book = ScreenBook(registry: navigator.screens, cache: navigator.cache, logger: navigator.logger)
  }

  var logger: Logger { navigator.logger }

  /// Runs the request holding `ticket`: waits for its turn, makes the change, asks the guards,
  /// follows a redirect, and carries the plan out. The ticket keeps the turn. `origin` is the
  /// screen whose code made the request, if one did: a redirect screen's own requests land in
  /// its layer.
  func run<T>(
    _ ticket: RequestQueue.Ticket, reason: NavigationReason, animated: Bool, from origin: ScreenID? = nil,
    verb: StaticString, link: String? = nil, _ change: (inout NavigationState) -> T
  ) async throws(NavigationError) -> T {
    let navigator = self.navigator
    var redirected = false
    // The protected screens a leave guard let go in this request: not asked twice.
    var allowedToLeave: Set<ScreenID> = []
    // What the change took away when the leave guards let it: made again on a state that changed
    // while they decided, it must take away the same screens, else their answer is about another
    // change.
    var answered: (gone: Set<ScreenID>, about: ScreenEntry)?
    while true {
      do throws(NavigationError) {
        try await queue.wait(for: ticket)
      } catch {
        throw fail(error)
      }
      var base: NavigationState
      var target: NavigationState
      var result: T
      var verdict: GuardVerdict
      var changes: ScreenChanges
      // NB: guards may suspend; a user gesture meanwhile changes the state, and the change is
      // made again on the new state so the gesture is never undone.
      repeat {
        base = navigator.state
        target = base
        result = change(&target)
        navigator.logger.debug("request (\(reason))", metadata: ["target": "\(target)"])
        changes = ScreenChanges(from: base, to: target)
        if let problem = base.violation(reaching: target, changes) {
          verdict = .denied(.invalidState(problem))
        } else if let answered, Set(changes.gone) != answered.gone {
          verdict = .denied(.leaveAnswerOutdated(answered.about))
        } else if let (redirect, route) = redirectUp(for: changes.appearing, in: target, from: origin) {
          verdict = .redirect(redirect, route: route)
        } else {
          let checked = reason == .recheck ? base.allEntries : changes.appearing
          verdict = await guards.check(checked, in: &target, reason, navigator)
          // NB: restoration and a recheck drop the screens a guard denied; the change must say so.
          if reason == .restoration || reason == .recheck { changes = ScreenChanges(from: base, to: target) }
          let allowedBefore = allowedToLeave
          if case .allowed = verdict,
            let denial = try await askLeaveGuards(
              changes, from: base, to: target, reason, ticket, allowed: &allowedToLeave)
          {
            // NB: a guard that keeps its screen answered the request, whatever changed meanwhile.
            verdict = .denied(denial)
            break
          }
          if allowedToLeave != allowedBefore, answered == nil,
            let about = changes.removed.first(where: { allowedToLeave.contains($0.id) })
          {
            answered = (Set(changes.gone), about)
          }
        }
      } while navigator.state != base
      if Task.isCancelled { throw fail(.cancelled) }
      switch verdict {
      case .allowed:
        asking = Asking(why: reason, by: origin, verb: verb, link: link)
        guard try await carryOut(from: base, to: target, changes, animated: animated) else { continue }
        if reason == .recheck, let (redirect, screen) = guards.placedByRecheck {
          guards.placedByRecheck = nil
          waitForRedirectScreen(redirect, screen)
        }
        return result
      case .denied(let error):
        if let recorder = navigator.recorder {
          Asking(why: reason, by: origin, verb: verb, link: link).record(in: recorder)
          recorder.record(.denied(HostSession.denialName(error)))
        }
        throw fail(error)
      case .redirect(let redirect, let route):
        guard !redirected else { throw fail(.redirectUnresolved(route: route, redirect: redirect)) }
        redirected = true
        let asking = Asking(why: nil, by: nil, verb: verb, link: link)
        guard try await follow(redirect, for: route, from: ticket, animated: animated, asking: asking) else {
          throw fail(.redirectCancelled(route: route, redirect: redirect))
        }
      }
    }
  }

  /// Asks the leave guards about the protected screens `changes` takes out of the tree; the
  /// request lends its turn while they decide (a guard may show a prompt through the navigator)
  /// and takes it back after.
  /// - Returns: Why the change may not be made, or `nil`.
  func askLeaveGuards(
    _ changes: ScreenChanges, from base: NavigationState, to target: NavigationState,
    _ reason: NavigationReason,
    _ ticket: RequestQueue.Ticket, allowed: inout Set<ScreenID>
  ) async throws(NavigationError) -> NavigationError? {
    guard !changes.removed.isEmpty, !leaveGuards.isEmpty else { return nil }
    let gone = Set(changes.gone)
    let leaving = changes.removed.filter { gone.contains($0.id) && !allowed.contains($0.id) }
    guard leaveGuards.protectsAny(of: leaving) else { return nil }
    queue.lend(ticket)
    let denial = await leaveGuards.check(
      leaving, from: base, to: target, reason, allowed: &allowed, logger: logger)
    do throws(NavigationError) {
      try await queue.reclaim(ticket)
    } catch {
      throw fail(error)
    }
    return denial
  }

  /// Logs and broadcasts `error`; returns it to throw.
  func fail(_ error: NavigationError) -> NavigationError {
    logger.debug("request failed: \(error)")
    emit(.failed(error))
    return error
  }

  func emit(_ event: NavigationEvent) {
    broadcast.send(event)
  }
}

/// Who asked for a plan, and why: the request's reason (`nil`: a redirect), the screen whose code
/// asked (`nil`: the app's), the navigator's method it called, and a link's pattern. Kept as
/// values: formatting them for every request would cost a navigator without a recorder.
struct Asking {
  var why: NavigationReason?
  var by: ScreenID?
  var verb: StaticString
  /// The pattern of the link being opened, if the plan opens one.
  var link: String?

  /// Records who asked in `recorder`: `push(_:tag:duplicates:animated:)` as `push`.
  @MainActor func record(in recorder: NavigationRecorder) {
    let name = verb.withUTF8Buffer { String(decoding: $0.prefix { $0 != UInt8(ascii: "(") }, as: UTF8.self) }
    recorder.record(.asked(why, by: by, verb: name))
    if let link { recorder.record(.linkOpened(pattern: link)) }
  }
}
