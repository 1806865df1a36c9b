/// Where infinite scrolling is: the state machine behind ``PagedDataSource``.
///
/// ```
///            loadNextPage()            page arrives, more to come
///   idle ─────────────────▶ loading ───────────────────────────▶ idle
///    ▲                       │   │  last page arrives
///    │ reset() from any      │   └──────────────────────────────▶ exhausted
///    │ state                 │ loader throws
///    │                       ▼
///    │                     failed(error) ── retry() ──▶ loading
/// ```
///
/// A load starts only from `idle` (or from `failed` by ``PagedDataSource/retry()``), so a
/// trigger while `loading` starts nothing: the double trigger cannot happen.
public enum PageState: Sendable, CustomStringConvertible {
  /// Waiting for a trigger; more pages may exist.
  case idle
  /// A page is being loaded.
  case loading
  /// The last load failed; ``PagedDataSource/retry()`` loads the same page again.
  case failed(any Error)
  /// The last page arrived; nothing more to load until ``PagedDataSource/reset()``.
  case exhausted

  /// Whether nothing is happening and more pages may come.
  public var isIdle: Bool {
    if case .idle = self { true } else { false }
  }

  /// Whether a page is being loaded.
  public var isLoading: Bool {
    if case .loading = self { true } else { false }
  }

  /// Whether every page has been loaded.
  public var isExhausted: Bool {
    if case .exhausted = self { true } else { false }
  }

  /// The error of the failed load, or `nil`.
  public var error: (any Error)? {
    if case .failed(let error) = self { error } else { nil }
  }

  public var description: String {
    switch self {
    case .idle: "idle"
    case .loading: "loading"
    case .failed(let error): "failed(\(error))"
    case .exhausted: "exhausted"
    }
  }
}
