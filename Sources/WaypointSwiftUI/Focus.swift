#if canImport(SwiftUI) && canImport(UIKit)
  import Accessibility
  import Observation
  import SwiftUI
  @_spi(Hosts) import Waypoint

  extension View {
    /// Marks this view as the element `id` of VoiceOver's focus: when a layer opened from it
    /// (`Destination.opened(from: id)`, or a popover anchored to `id`) closes, focus goes back to
    /// it instead of the top of the screen beneath.
    ///
    /// ```swift
    /// Button("Cart") { navigator.present(.route(Shop.cart).opened(from: "cart")) }
    ///   .waypointElement("cart")
    /// ```
    public func waypointElement(_ id: String) -> some View {
      modifier(FocusElement(id: id))
    }
  }

  /// A view VoiceOver's focus can go back to: registered with the host for as long as the view
  /// lives (also while a cover hides it), and focused when the host is asked to.
  struct FocusElement: ViewModifier {
    let id: String
    @Environment(AnyNavigator.self) private var navigator: AnyNavigator?
    @AccessibilityFocusState private var isFocused: Bool
    /// The view's life: the host holds it weakly.
    @State private var life = ElementFocus.Life()

    func body(content: Content) -> some View {
      let focus = (navigator?.host as? SwiftUIHost)?.focus
      content
        .accessibilityFocused($isFocused)
        .onAppear { focus?.register(id, life) }
        .onChange(of: focus?.request) { _, request in
          if request?.element == id { isFocused = true }
        }
    }
  }

  /// The elements VoiceOver's focus can go back to, and the last one asked for.
  @MainActor
  @Observable
  final class ElementFocus {
    /// A request to focus `element`; `serial` tells two requests for the same element apart.
    struct Request: Equatable {
      let element: String
      let serial: Int
    }

    final class Life {}

    /// The last element asked for, which its view focuses.
    private(set) var request: Request?
    @ObservationIgnored private var elements: [String: Weak] = [:]

    private struct Weak {
      weak var life: Life?
    }

    func register(_ id: String, _ life: Life) { elements[id] = Weak(life: life) }

    func holds(_ id: String) -> Bool { elements[id]?.life != nil }

    func focus(_ id: String) { request = Request(element: id, serial: (request?.serial ?? 0) + 1) }
  }

  // VoiceOver: the session decides where focus goes once the screen has settled (a plan ended,
  // the user's change drawn and its probes reported); the host carries it out.
  @_spi(Hosts)
  extension SwiftUIHost {
    /// Whether a view marked `.waypointElement(id)` lives.
    public func holdsElement(_ id: String) -> Bool { focus.holds(id) }

    /// Moves VoiceOver: a screen by the screen-changed notification (VoiceOver reads the new
    /// screen from its first element), an element by its `AccessibilityFocusState`.
    ///
    /// NB: `AccessibilityNotification.ScreenChanged` and `post()` exist from iOS 17
    /// (Accessibility.swiftinterface:201-234); `AccessibilityFocusState` from iOS 15
    /// (SwiftUI.swiftinterface:18012). See `SwiftUITraces.pullDownThenFocusMoved`.
    public func moveFocus(_ directive: FocusDirective) {
      switch directive {
      case .screen: AccessibilityNotification.ScreenChanged().post()
      case .element(let id): focus.focus(id)
      }
    }
  }
#endif
