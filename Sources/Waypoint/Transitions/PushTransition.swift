/// How a pushed screen comes in, when not with the platform's default push; its pop plays it
/// backwards.
///
/// ```swift
/// host.register(pushAnimation: "fade", FadeAnimator())            // UIKit
/// host.register(anchor: "product-42", cell)                       // the zoom's source view
/// navigator.push(.route(Shop.product(42)).transition(.zoom(from: "product-42")))
/// ```
///
/// A transition is restored with its screen: a restored stack is drawn without animation, and a
/// pop of a restored screen plays its transition when the host holds its name again (the zoom's
/// source view registered anew). A name the host does not hold falls back to the default push,
/// with a warning on the navigation log.
public enum PushTransition: Hashable, Sendable, CustomStringConvertible {
  /// The animation controller the UIKit host holds under this name
  /// (`UIKitHost.register(pushAnimation:_:)`); SwiftUI has no custom push animation and uses
  /// its default.
  case custom(String)
  /// iOS 18's zoom from the view the host holds under this name (UIKit: `register(anchor:_:)`,
  /// and on iOS 26 a bar button item registered so; SwiftUI: `.waypointZoomSource(_:)`); the
  /// default push on iOS 17.
  case zoom(from: String)

  /// The name the host looks the transition's object up by: the animation's or the source view's.
  public var name: String {
    switch self {
    case .custom(let name), .zoom(let name): name
    }
  }

  public var description: String {
    switch self {
    case .custom(let name): "custom(\(name))"
    case .zoom(let source): "zoom(from: \(source))"
    }
  }
}

extension Destination {
  /// Pushed with `transition` instead of the default push (popped with it backwards).
  public func transition(_ transition: PushTransition?) -> Destination {
    var copy = self
    copy.pushTransition = transition
    return copy
  }
}
