/// Something tasks wait on until it opens, once and for all.
///
/// The test server's `hang` route waits on one, so a request stays in flight for as long
/// as a test needs and is answered when the server stops. No clock is involved.
actor Gate {
  private var isOpen = false
  private var waiters: [CheckedContinuation<Void, Never>] = []

  /// Waits until the gate opens; returns at once if it is open.
  func wait() async {
    if isOpen { return }
    await withCheckedContinuation { waiters.append($0) }
  }

  /// Opens the gate and lets every waiter go.
  func open() {
    isOpen = true
    for waiter in waiters { waiter.resume() }
    waiters.removeAll()
  }
}
