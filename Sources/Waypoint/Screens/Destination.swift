/// Where a request goes: a route, a registered screen type, or a ready instance; with its
/// arguments, tag and options.
///
/// ```swift
/// try await navigator.push(
///   .route(Shop.product(42))
///     .arguments(Arguments().putting(.source, "banner"))
///     .configure { screen in (screen as? ProductScreen)?.showsReviews = true }
///     .keepAlive(within: .interval(.seconds(300)), identifier: "product-42"))
/// ```
@MainActor
public struct Destination {
  /// The route of the entry the destination becomes.
  public var route: AnyRoute
  /// Typed data delivered to the screen before it appears.
  public var arguments = Arguments()
  /// The entry's tag.
  public var tag: AnyTag?
  /// Whether the user may not dismiss the layer holding the screen by a gesture
  /// (``ScreenEntry/interactiveDismissDisabled``).
  public var interactiveDismissDisabled = false
  /// The anchor a popover showing the screen points at (``ScreenEntry/popoverAnchor``).
  public var popoverAnchor: String?
  /// The element the screen is opened from (``ScreenEntry/openedFrom``).
  public var openedFrom: String?
  /// What a popover showing the screen becomes on a compact width
  /// (``ScreenEntry/popoverAdaptation``).
  public var popoverAdaptation = PopoverAdaptation.sheet
  /// How the screen comes in when it is pushed (``ScreenEntry/pushTransition``).
  public var pushTransition: PushTransition?
  /// Whether the user may swipe back from anywhere in the screen's content on iOS 26
  /// (``ScreenEntry/allowsContentSwipe``).
  public var allowsContentSwipe = true
  /// Run on the screen instance right after it is made (or found in the cache) and prepared,
  /// before it is shown.
  public var configure: (@MainActor (any Screen) -> Void)?
  /// Keep the instance alive for reuse while `lifetime` lives, under `identifier`.
  public var keepAlive: (lifetime: Lifetime, identifier: AnyTag)?
  var instance: (any Screen)?

  /// A destination showing `route`, made by the registry.
  public static func route(_ route: some Route) -> Destination {
    Destination(route: AnyRoute(route))
  }

  /// A destination showing a screen of type `S`, made by the registry's factory for `S`.
  public static func screen<S: Screen>(_ type: S.Type) -> Destination {
    Destination(route: AnyRoute(ScreenTypeRoute(S.self)))
  }

  /// A destination showing `screen` itself.
  public static func instance(_ screen: any Screen) -> Destination {
    var destination = Destination(route: AnyRoute(ScreenInstanceRoute(screen)))
    destination.instance = screen
    return destination
  }

  /// With `arguments` delivered to the screen.
  public func arguments(_ arguments: Arguments) -> Destination {
    var copy = self
    copy.arguments = arguments
    return copy
  }

  /// Tagged `tag` (untagged when `nil`).
  public func tagged(_ tag: (any Hashable & Sendable)?) -> Destination {
    var copy = self
    copy.tag = tag.map { AnyTag($0) }
    return copy
  }

  /// Not dismissible by a gesture while it is in its layer (a form with unsaved changes).
  public func interactiveDismissDisabled(_ disabled: Bool = true) -> Destination {
    var copy = self
    copy.interactiveDismissDisabled = disabled
    return copy
  }

  /// With iOS 26's swipe back from anywhere in the content off while the screen is on top of its
  /// stack (a canvas, a map, a slider that pans sideways); the swipe from the leading edge and
  /// the Back button stay. UIKit host only: SwiftUI does not let an app turn the content swipe
  /// off on its own.
  ///
  /// ```swift
  /// navigator.push(.route(Shop.drawing).contentSwipe(false))
  /// ```
  public func contentSwipe(_ allowed: Bool) -> Destination {
    var copy = self
    copy.allowsContentSwipe = allowed
    return copy
  }

  /// Opened from the element the host registered as `element` (the button that opens it): when
  /// the layer the screen opens closes, VoiceOver's focus goes back to that element instead of the
  /// top of the screen beneath. A popover's anchor is that element without this.
  ///
  /// ```swift
  /// host.register(anchor: "cart", cartButton)
  /// navigator.present(.route(Shop.cart).opened(from: "cart"))
  /// ```
  public func opened(from element: String) -> Destination {
    var copy = self
    copy.openedFrom = element
    return copy
  }

  /// With `body` run on the instance before it is shown: view-level setup only (data goes in the
  /// route or the ``Arguments``).
  ///
  /// The navigator keeps `body` while the screen is in the tree: capture the navigator
  /// `[weak navigator]` if `body` needs it.
  public func configure(_ body: @escaping @MainActor (any Screen) -> Void) -> Destination {
    var copy = self
    copy.configure = body
    return copy
  }

  /// Reusing the same instance while `lifetime` lives: a later request for `identifier` gets
  /// the cached screen instead of a new one.
  public func keepAlive(within lifetime: Lifetime, identifier: some Hashable & Sendable) -> Destination {
    var copy = self
    copy.keepAlive = (lifetime, AnyTag(identifier))
    return copy
  }

  /// The entry this destination becomes.
  func makeEntry() -> ScreenEntry {
    var entry = ScreenEntry(id: .next(), route: route, tag: tag)
    entry.interactiveDismissDisabled = interactiveDismissDisabled
    entry.popoverAnchor = popoverAnchor
    entry.openedFrom = openedFrom
    entry.pushTransition = pushTransition
    entry.popoverAdaptation = popoverAdaptation
    entry.allowsContentSwipe = allowsContentSwipe
    return entry
  }

  /// Whether the navigator keeps anything for the screen besides its route.
  var hasOptions: Bool {
    instance != nil || configure != nil || !arguments.isEmpty || keepAlive != nil
  }
}
