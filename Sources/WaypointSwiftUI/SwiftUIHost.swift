#if canImport(SwiftUI) && canImport(UIKit)
  import Logging
  import SwiftUI
  @_spi(Hosts) import Waypoint

  /// The `NavigationHost` a ``WaypointView`` draws: the core's `HostSession` plus SwiftUI.
  ///
  /// The session publishes what the views draw part by part (each stack, each layer, the root),
  /// so a step notifies only the views of what it changes. A step ends when its screens'
  /// appearance probes have reported, or when the session's watchdog settles it. Each binding is
  /// made in the body that uses it (SwiftUI refreshes a binding a view holds, not one read from a
  /// cache inside a body, which keeps the value it was made with) and forwards what SwiftUI
  /// writes, with its `Transaction`, as a fact; the session decides what it means. Several sheets
  /// go in one transition (iOS 17).
  @MainActor
  public final class SwiftUIHost: NavigationHost {
    /// The step sequence; `nil` until a navigator attaches.
    private(set) var session: HostSession?
    /// What the views draw, part by part; `nil` until a navigator attaches.
    var drawing: HostDrawing? { session?.drawing }
    /// How long a step waits for its screens' probes before the watchdog settles it.
    public var watchdogTimeout: Duration {
      didSet { session?.watchdogTimeout = watchdogTimeout }
    }
    /// How each presentation style is drawn, by its name (``PresentationStyle/name``): a sheet as
    /// a sheet, a full-screen cover as a cover and a popover as a popover unless this says
    /// otherwise. Presenting a style without an entry fails with `HostError.unknownPresentation`.
    public var presentations: [String: Presentation] = [
      PresentationStyle.sheet.name: Presentation(.sheet),
      PresentationStyle.fullScreenCover.name: Presentation(.fullScreenCover),
      PresentationStyle.popover.name: Presentation(.popover),
    ]
    /// The views marked as elements VoiceOver's focus can go back to (`.waypointElement(_:)`).
    let focus = ElementFocus()
    /// The anchors on screen (`.waypointAnchor`), by the screen showing each.
    var anchors = ScreenAnchors()
    /// The titles the screens drawn gave (`.waypointTitle`), which the Back button the host draws
    /// shows.
    var titles: [ScreenID: String] = [:]

    /// A host whose steps wait `watchdogTimeout` at most for their screens' probes.
    public init(watchdogTimeout: Duration = .seconds(2)) {
      self.watchdogTimeout = watchdogTimeout
    }

    /// Sets how layers of `style` are drawn: its entry in ``presentations``.
    ///
    /// ```swift
    /// host.register(.card, SwiftUIHost.Presentation(.sheet, detents: [.medium, .large]))
    /// ```
    public func register(_ style: PresentationStyle, _ presentation: Presentation) {
      presentations[style.name] = presentation
    }

    // MARK: NavigationHost

    public var capabilities: HostCapabilities { [.dismissesLayersTogether] }

    /// The navigator made its session: the views draw what it shows, and report from now on.
    @_spi(Hosts) public func attach(to session: HostSession) {
      self.session = session
      session.watchdogTimeout = watchdogTimeout
      session.platformDescription = .thisDevice(host: "SwiftUI")
      // NB: a publication during a step runs in the step's transaction; between steps, a write's
      // own transaction applies.
      session.makeDrawing().around = { animated, publish in
        guard let animated else { return publish() }
        var transaction = Transaction(animation: animated ? .default : nil)
        transaction.disablesAnimations = !animated
        withTransaction(transaction, publish)
      }
      do {
        try session.checkTabs(of: session.drawn.root)
      } catch {
        session.logger?.error("SwiftUIHost cannot show the navigator's root: \(error)")
      }
      session.attached()
    }

    /// What a screen's appearance probe saw, reported after SwiftUI's update has ended.
    func probe(_ event: LifecycleEvent, _ id: ScreenID) {
      Task { @MainActor [weak self] in self?.session?.report(.probe(event, id)) }
    }

    // MARK: Bindings, made in the body that uses them

    /// The path of the `NavigationStack` at `location` whose root is `root`.
    func path(at location: StackLocation, rootedAt root: ScreenID) -> Binding<[ScreenID]> {
      binding(.path(at: location, rootedAt: root, in: drawing))
    }

    /// The item of the sheet, cover or popover (`kind`) of layer `index`, set when the table
    /// draws the layer's style as `kind`; `nil` reports the layer drawn there.
    func item(at index: Int, drawnAs kind: Presentation.Kind) -> Binding<DrawnLayer?> {
      item(at: index, drawnAs: kind) { [weak self] in
        $0.style.isDialog ? nil : self?.presentations[$0.style.name]?.kind
      }
    }

    /// The item of layer `index` when `kindOf` says the layer drawn there is drawn as `kind`.
    func item<Kind: Hashable & Sendable>(
      at index: Int, drawnAs kind: Kind,
      by kindOf: @escaping @MainActor @Sendable (DrawnLayer) -> Kind?
    ) -> Binding<DrawnLayer?> {
      binding(.item(at: index, drawnAs: kind, in: drawing, by: kindOf))
    }

    /// The selection of the `TabView`.
    var selectedTab: Binding<AnyTag> { binding(.selectedTab(in: drawing)) }

    /// The tabs as the `TabView` lists them, and which the user hid.
    var tabArrangement: Binding<[DrawnTab]> { binding(.tabArrangement(in: drawing)) }

    /// The column the `NavigationSplitView` of the root (`tab` `nil`) or of the tab `tab` shows on
    /// top on a compact width.
    func compactColumn(inTab tab: AnyTag?) -> Binding<SplitColumn> {
      binding(.compactColumn(in: drawing, tab: tab))
    }

    /// A binding over what `drawn` reads and writes, made now: SwiftUI reads it in the body it
    /// was made in, and each write runs in the transaction SwiftUI gives it.
    private func binding<Value>(_ drawn: DrawnBinding<Value>) -> Binding<Value> {
      Binding(get: drawn.get) { value, transaction in
        withTransaction(transaction) { drawn.set(value) }
      }
    }
  }

  // The platform the session drives: SwiftUI draws what the session publishes, and its probes
  // tell when a step has ended.
  @_spi(Hosts)
  extension SwiftUIHost: HostPlatform {
    public var signals: HostSession.Signals { .appearance }

    public func prepare(_ step: NavigationStep) throws {
      switch step {
      case .present(let layer, let index):
        // NB: a popover, and a confirmation dialog with an anchor, are drawn at their anchor
        // (`.waypointAnchor`), in a screen of the level below them.
        let atAnchor =
          layer.style.isDialog
          ? DrawnLayer(layer).dialogSlot?.anchor != nil
          : try layer.style.presentation(in: presentations).kind == .popover
        if atAnchor {
          _ = try session?.popoverAnchor(of: layer) { anchors.holds($0, atLevel: index) ? $0 : nil }
        }
      case .setRoot, .arrangeTabs:
        // NB: a tab the More list shows is pushed there: it cannot show a split view.
        try session?.checkTabs(after: step)
      case .setStack, .dismiss, .dismissLayers, .selectTab, .showColumn:
        break
      }
    }

    public func start(_ step: NavigationStep, animated: Bool) {}

    public func read() -> ScreenRead? { nil }

    public func restore(_ stack: ScreenStack?, at location: StackLocation?) {
      // NB: SwiftUI has already changed its own copy; notifying puts the session's back.
      drawing?.redraw(at: location)
    }

    public func gesturesChanged() {}
  }

  extension SwiftUIHost {
    /// How a modal layer is drawn: as a sheet, a full-screen cover or a popover, and the
    /// heights a sheet rests at and its drag indicator.
    public struct Presentation {
      /// The SwiftUI presentation that draws a layer.
      public enum Kind: Hashable, Sendable {
        /// `.sheet(item:)`.
        case sheet
        /// `.fullScreenCover(item:)`.
        case fullScreenCover
        /// `.popover(item:attachmentAnchor:)` at the view registered as the layer's anchor
        /// (`.waypointAnchor`); on a compact width as its ``PopoverAdaptation`` says.
        case popover
      }

      /// The SwiftUI presentation that draws the layer.
      public var kind: Kind
      /// The heights a sheet rests at.
      public var detents: Set<PresentationDetent>
      /// Whether a sheet shows its drag indicator.
      public var dragIndicator: Visibility

      /// A layer drawn as `kind`, resting at `detents` with `dragIndicator` when it is a sheet.
      public init(
        _ kind: Kind = .sheet, detents: Set<PresentationDetent> = [.large],
        dragIndicator: Visibility = .automatic
      ) {
        self.kind = kind
        self.detents = detents
        self.dragIndicator = dragIndicator
      }
    }
  }
#endif
