import Foundation

/// The identity of one screen for as long as it is in the navigation tree.
///
/// Identifiers are unique within a process: two pushes of the same route are two screens.
public struct ScreenID: Hashable, Sendable, Comparable, Codable, CustomStringConvertible {
  /// The identifier's number.
  public let rawValue: UInt64

  /// Makes an identifier from its number; prefer ``next()``, which never repeats.
  init(rawValue: UInt64) {
    self.rawValue = rawValue
  }

  /// A new identifier, never handed out before in this process.
  public static func next() -> ScreenID {
    ScreenID(rawValue: counter.next())
  }

  public static func < (lhs: ScreenID, rhs: ScreenID) -> Bool { lhs.rawValue < rhs.rawValue }

  /// Reads an identifier written as its number.
  public init(from decoder: any Decoder) throws {
    rawValue = try decoder.singleValueContainer().decode(UInt64.self)
  }

  /// Writes the identifier as its number (a recording's screens are named so).
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    try container.encode(rawValue)
  }

  public var description: String { "#\(rawValue)" }

  private static let counter = Counter()
}

private final class Counter: @unchecked Sendable {
  // NB: a lock rather than `Synchronization.Atomic`, which needs iOS 18.
  private let lock = NSLock()
  private var value: UInt64 = 0

  func next() -> UInt64 {
    lock.lock()
    defer { lock.unlock() }
    value &+= 1
    return value
  }
}

/// One screen in a stack: its route, an optional tag and its identity.
public struct ScreenEntry: Hashable, Sendable, Identifiable, CustomStringConvertible {
  /// The screen's identity, new for every entry.
  public let id: ScreenID
  /// What the screen shows.
  public var route: AnyRoute
  /// A tag to find the screen by (`pop(to:)`, `dismiss(to:)`), if it has one.
  public var tag: AnyTag?
  /// Whether the user may not dismiss the modal layer holding this screen by a gesture while
  /// the screen is in it (a form with unsaved changes): `isModalInPresentation` in UIKit,
  /// `interactiveDismissDisabled()` in SwiftUI.
  public var interactiveDismissDisabled = false
  /// Whether the user may swipe back from anywhere in the screen's content while it is on top
  /// of its stack (iOS 26, `interactiveContentPopGestureRecognizer`); the edge swipe is not
  /// affected. Restored. ``Destination/contentSwipe(_:)``.
  public var allowsContentSwipe = true
  /// The anchor a popover showing this screen's layer points at, when the screen is a layer's
  /// first: the id of a view or bar button item registered on the host
  /// (`UIKitHost.register(anchor:_:)`). A popover without one is refused.
  public var popoverAnchor: String?
  /// The element the screen was opened from (``Destination/opened(from:)``), when it is a layer's
  /// first: the id of a view or bar button item registered on the host, where VoiceOver's focus
  /// goes back when the layer closes. Not saved by restoration: after a restore, focus goes back
  /// to the screen beneath.
  public var openedFrom: String?
  /// What a popover showing this screen's layer becomes on a compact width, when the screen is
  /// a layer's first; restored.
  public var popoverAdaptation = PopoverAdaptation.sheet
  /// How the screen comes in when it is pushed (and goes when it is popped), when not with the
  /// default push; restored (``PushTransition``).
  public var pushTransition: PushTransition?

  /// A new screen showing `route`.
  public init(_ route: some Route, tag: (any Hashable & Sendable)? = nil) {
    self.init(id: .next(), route: AnyRoute(route), tag: tag.map { AnyTag($0) })
  }

  /// A screen with a given identity; used by restoration and flows, never by apps (an identity
  /// is never given out twice).
  init(id: ScreenID, route: AnyRoute, tag: AnyTag?) {
    self.id = id
    self.route = route
    self.tag = tag
  }

  public var description: String {
    tag.map { "\(route) #\($0)" } ?? route.description
  }
}
