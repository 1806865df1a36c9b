/// Which registered patterns may print a route, found without trying every pattern, so printing
/// costs the same at 10 and 10,000 patterns.
///
/// A pattern registered for a fixed route (`add("cart", Shop.cart)`) is found by the route's
/// value; one registered with a constructor (`add("product/:id", Shop.product)`) by the enum case
/// the constructor makes (`product`), learnt once from a sample route; the rest (a constructor
/// with a value that has no sample, a runtime pattern that prints) are tried on every print.
/// Candidates come in registration order, so the first registered pattern that prints a route
/// is the one used, as before the index.
struct PrintIndex<Route: Hashable & Sendable>: Sendable {
  private var byValue: [Route: Int] = [:]
  private var byCase: [String: [Int]] = [:]
  private var unindexed: [Int] = []

  /// Indexes `entry`, which prints exactly `route`. A route printed by an earlier entry keeps it.
  mutating func add(entry: Int, printing route: Route) {
    if byValue[route] == nil { byValue[route] = entry }
  }

  /// Indexes `entry`, whose constructor made `sample`; with no sample, the entry is tried on
  /// every print.
  mutating func add(entry: Int, making sample: Route?) {
    guard let sample else {
      unindexed.append(entry)
      return
    }
    byCase[ReflectedRoute(sample).caseName, default: []].append(entry)
  }

  /// The first entry, in registration order, among those that may print `route` (whose enum
  /// case is `caseName`, see ``ReflectedRoute``), for which `prints` gives a result; `nil` when
  /// none does.
  ///
  /// - Complexity: O(1) hash look-ups, plus one call of `prints` per pattern registered for the
  ///   same enum case (aliases) and per unindexed pattern.
  func first<Result>(
    for route: Route, caseName: String, _ prints: (Int) -> Result?
  ) -> (entry: Int, result: Result)? {
    var found: (entry: Int, result: Result)?
    if let entry = byValue[route], let result = prints(entry) { found = (entry, result) }
    func tryInOrder(_ candidates: [Int]) {
      for entry in candidates {
        if let found, found.entry < entry { return }
        if let result = prints(entry) {
          found = (entry, result)
          return
        }
      }
    }
    if let candidates = byCase[caseName] { tryInOrder(candidates) }
    tryInOrder(unindexed)
    return found
  }
}
