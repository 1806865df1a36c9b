import Logging

// Redirects: a guard sends a request to another screen first (say, login); the request waits for
// it and takes its turn again when it finishes with a value.
extension RequestPipeline {
  /// Shows the redirect screen (in the turn of the request that was redirected) and waits for
  /// it to finish, giving up the turn meanwhile; requests redirected to the same screen while it
  /// is up share it. When it finishes with a value, the waiting requests take their turns again
  /// (once the screen is gone) before every request made after them.
  /// - Parameter route: The screen the request was redirected for.
  /// - Returns: Whether the redirect screen finished with a value.
  /// - Throws: A host failure presenting the screen, or ``NavigationError/cancelled``.
  func follow(
    _ redirect: Redirect, for route: AnyRoute, from ticket: RequestQueue.Ticket, animated: Bool,
    asking: Asking
  )
    async throws(NavigationError)
    -> Bool
  {
    let wait: RedirectWait
    if let running = redirects[redirect] {
      wait = running
    } else {
      let entry = ScreenEntry(id: .next(), route: redirect.route, tag: nil)
      let slot = ResultSlot((any Sendable).self)
      book.results[entry.id] = slot
      do throws(NavigationError) {
        var base: NavigationState
        var target: NavigationState
        var changes: ScreenChanges
        var allowed: Set<ScreenID> = []
        // NB: a redirect placed at the root of the tree or of a tab takes screens away: their
        // leave guards are asked, on the state as it is once they have answered.
        repeat {
          base = navigator.state
          target = base
          guard target.place(entry, redirect.placement) else {
            throw fail(.invalidState("the redirect to \(redirect.route) names a tab the tree does not have"))
          }
          changes = ScreenChanges(from: base, to: target)
          if let denial = try await askLeaveGuards(
            changes, from: base, to: target, .request, ticket, allowed: &allowed)
          {
            throw fail(denial)
          }
        } while navigator.state != base
        logger.debug("redirect to \(redirect.route)")
        self.asking = asking
        try await carryOut(from: base, to: target, changes, animated: animated)
      } catch {
        book.results[entry.id] = nil
        throw error
      }
      wait = waitFor(redirect, screen: entry.id, slot: slot)
      // NB: the redirect screen may already have gone (the user dismissed it in the middle).
      if !navigator.state.contains(entry.id) {
        book.results[entry.id] = nil
        slot.deliver(.cancelled)
      }
    }
    wait.routes.insert(route)
    queue.park(ticket)
    switch await wait.join(ticket) {
    case .succeeded: return true
    case .failed: return false
    case .cancelled: throw fail(.cancelled)
    }
  }

  /// Has the requests that land in the redirect screen `screen` a recheck placed (a login shown
  /// as the user signed out) wait for it, as for a guard's redirect: nothing else waits for it.
  func waitForRedirectScreen(_ redirect: Redirect, _ screen: ScreenID) {
    guard redirects[redirect] == nil, navigator.state.contains(screen) else { return }
    let slot = book.results[screen] ?? ResultSlot((any Sendable).self)
    slot.appeared = true  // in the tree already: leaving it cancels
    book.results[screen] = slot
    _ = waitFor(redirect, screen: screen, slot: slot)
  }

  /// The wait of the requests for the redirect screen `screen`, up now: it ends as the screen's
  /// result `slot` is delivered (a value: the requests take their turns again).
  private func waitFor(_ redirect: Redirect, screen: ScreenID, slot: ResultSlot) -> RedirectWait {
    let wait = RedirectWait(screen: screen)
    redirects[redirect] = wait
    slot.onDeliver = { [weak self] outcome in
      self?.redirects[redirect] = nil
      self?.resolve(wait, succeeded: outcome.value != nil)
    }
    return wait
  }

  /// The redirect screen that is up and stays in `target` which one of `appearing` waits for, if
  /// any: a request for a screen a login is up for waits for that login, even when its guard
  /// would now allow it (the user signed in, the login screen has not finished), so it lands
  /// where it targets once the login's layer is gone instead of in that layer. So does any
  /// request whose screen would land in the login's stack or a layer above it (and go with the
  /// login), whatever its guard says and whenever it was made, unless the login or a screen it
  /// opened made it (`origin`: a "forgot password" push through its ``ScreenContext``). A request
  /// that takes the login away does not wait for it (it would wait for ever): the login goes
  /// with it.
  func redirectUp(
    for appearing: [ScreenEntry], in target: NavigationState, from origin: ScreenID? = nil
  ) -> (Redirect, route: AnyRoute)? {
    guard !redirects.isEmpty else { return nil }
    for entry in appearing {
      for (redirect, wait) in redirects where target.contains(wait.screen) {
        if wait.routes.contains(entry.route) { return (redirect, entry.route) }
        let opened = origin.map { target.goesWith(wait.screen, $0) } ?? false
        if !opened, target.goesWith(wait.screen, entry.id) { return (redirect, entry.route) }
      }
    }
    return nil
  }

  /// Ends `wait`: on success its requests rejoin the queue, in the order they were made.
  private func resolve(_ wait: RedirectWait, succeeded: Bool) {
    if succeeded { queue.rejoin(wait.tickets.sorted()) }
    wait.resume(succeeded ? .succeeded : .failed)
  }
}

/// The requests waiting for one redirect screen to finish.
@MainActor
final class RedirectWait {
  enum Outcome { case succeeded, failed, cancelled }

  private let delivery = Delivery<RequestQueue.Ticket, Outcome>(cancelled: .cancelled)
  /// The redirect screen.
  let screen: ScreenID
  /// The screens the waiting requests were redirected for.
  var routes: Set<AnyRoute> = []

  init(screen: ScreenID) {
    self.screen = screen
  }

  /// The tickets of the requests waiting.
  var tickets: [RequestQueue.Ticket] { delivery.waitingKeys }

  /// Waits for the redirect as the request holding `ticket`; a cancelled task stops waiting at
  /// once.
  func join(_ ticket: RequestQueue.Ticket) async -> Outcome {
    await delivery.wait(as: ticket)
  }

  /// Resumes every waiting request with `outcome`.
  func resume(_ outcome: Outcome) {
    delivery.deliver(outcome)
  }
}
