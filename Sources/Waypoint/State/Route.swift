/// A value naming a screen and its inputs: conform your app's route enum.
///
/// ```swift
/// enum Shop: Route {
///   case home, cart, checkout
///   case product(Int)
/// }
/// let navigator = Navigator(root: Shop.home, host: host)
/// navigator.push(.product(42))
/// ```
///
/// Only `Route` types can be pushed or presented, so `push("typo")` and `push(42)` do not
/// compile. A tree can hold routes of several types (a child flow may bring its own); a
/// ``Navigator`` takes its own route type by implicit member (`.product(42)`) and any other
/// `Route` by its full name (`Checkout.payment`). Make the type `Codable` as well to save and
/// restore it (``Restoration``).
public protocol Route: Hashable, Sendable {}

extension AnyRoute: Route {}
extension ScreenTypeRoute: Route {}
extension ScreenInstanceRoute: Route {}
