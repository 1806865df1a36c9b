/// The order in which a navigator's requests take their turn: one at a time, in the order they
/// were made.
///
/// A request takes a ticket when it is made (synchronously, so a request made from a button
/// and one made from a task keep their order) and waits for its turn. A request redirected by
/// a guard parks: it gives up its turn while the redirect screen is up and, when it comes back,
/// goes before every request made after it that is still waiting. A request whose leave guard
/// decides lends its turn to the requests made meanwhile (the guard's prompt, the prompt's
/// answer), and takes it back before every other waiting request.
@MainActor
final class RequestQueue {
  /// A request's place in the queue: its number, in the order requests were made.
  struct Ticket: Hashable, Comparable {
    let number: Int
    static func < (lhs: Ticket, rhs: Ticket) -> Bool { lhs.number < rhs.number }
  }

  /// The number of tickets issued so far: the last request made holds this number.
  private(set) var issued = 0
  /// The request whose turn it is.
  private(set) var current: Ticket?
  /// Requests waiting for their turn, in ticket order.
  private var waiting: [Ticket] = []
  /// The continuations of waiting requests that have started to wait.
  private var sleepers: [Ticket: CheckedContinuation<Bool, Never>] = [:]
  /// The requests that lent their turn, each with the last ticket issued before it did: only
  /// requests made later may take the turn meanwhile.
  private var lenders: [(ticket: Ticket, issuedBefore: Int)] = []

  /// Whether a request has the turn or waits for it (a parked one does not count).
  var hasRequests: Bool { current != nil || !waiting.isEmpty }

  /// A ticket for a request made now; it has the turn at once when nothing else runs or waits.
  func enter() -> Ticket {
    issued += 1
    let ticket = Ticket(number: issued)
    if current == nil, waiting.isEmpty || !lenders.isEmpty {
      current = ticket
    } else {
      waiting.append(ticket)
    }
    return ticket
  }

  /// Returns when `ticket` has the turn.
  /// - Throws: ``NavigationError/cancelled`` when the waiting task is cancelled first; the
  ///   ticket then leaves the queue.
  func wait(for ticket: Ticket) async throws(NavigationError) {
    guard current != ticket else { return }
    let granted = await withTaskCancellationHandler {
      await withCheckedContinuation { continuation in
        if current == ticket {
          continuation.resume(returning: true)
        } else if Task.isCancelled || !waiting.contains(ticket) {
          continuation.resume(returning: false)
        } else {
          sleepers[ticket] = continuation
        }
      }
    } onCancel: {
      Task { @MainActor in self.withdraw(ticket) }
    }
    guard granted else {
      withdraw(ticket)
      throw .cancelled
    }
  }

  /// Takes `ticket` out of the queue: it gives up the turn if it has it, or its place.
  func leave(_ ticket: Ticket) {
    if current == ticket {
      current = nil
      grantNext()
    } else {
      withdraw(ticket)
    }
  }

  /// Gives up the turn while `ticket` waits for something outside the queue (a redirect),
  /// keeping its number for ``rejoin(_:)``.
  func park(_ ticket: Ticket) {
    guard current == ticket else { return }
    current = nil
    grantNext()
  }

  /// Puts parked tickets back in line, each before every waiting request made after it.
  func rejoin(_ tickets: some Sequence<Ticket>) {
    for ticket in tickets where current != ticket && !waiting.contains(ticket) {
      waiting.insert(ticket, at: waiting.firstIndex { $0 > ticket } ?? waiting.endIndex)
    }
    if current == nil { grantNext() }
  }

  /// Lends the turn of `ticket` to the requests made from now on, until ``reclaim(_:)``: a leave
  /// guard deciding may show its prompt through the navigator and wait for the answer.
  func lend(_ ticket: Ticket) {
    guard current == ticket else { return }
    lenders.append((ticket, issued))
    current = nil
    grantNext()
  }

  /// Takes the turn lent by `ticket` back, before every waiting request, once the request that
  /// has it ends.
  /// - Throws: ``NavigationError/cancelled`` when the task is cancelled while it waits.
  func reclaim(_ ticket: Ticket) async throws(NavigationError) {
    guard let index = lenders.lastIndex(where: { $0.ticket == ticket }) else { return }
    lenders.remove(at: index)
    if current == nil {
      current = ticket
      return
    }
    waiting.insert(ticket, at: 0)
    try await wait(for: ticket)
  }

  private func withdraw(_ ticket: Ticket) {
    guard let index = waiting.firstIndex(of: ticket) else { return }
    waiting.remove(at: index)
    sleepers.removeValue(forKey: ticket)?.resume(returning: false)
  }

  private func grantNext() {
    guard current == nil, !waiting.isEmpty else { return }
    // NB: while a turn is lent, the requests made before the lender keep waiting.
    let index = lenders.last.map { lender in waiting.firstIndex { $0.number > lender.issuedBefore } } ?? 0
    guard let index else { return }
    let next = waiting.remove(at: index)
    current = next
    sleepers.removeValue(forKey: next)?.resume(returning: true)
  }
}
