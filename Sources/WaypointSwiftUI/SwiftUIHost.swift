#if canImport(SwiftUI) && canImport(UIKit)
  import Logging
  import SwiftUI
  @_spi(Hosts) import Waypoint

  /// The `NavigationHost` a ``WaypointView`` draws: the core's `HostSession` plus SwiftUI.
  ///
  /// A step changes what the views draw and ends when its screens' appearance probes have
  /// reported, or when the session's watchdog settles it. Bindings forward what SwiftUI writes
  /// as facts; the session decides what they mean and reports what the user did, by identity.
  /// SwiftUI dismisses one sheet at a time, so the host does not offer `dismissesLayersTogether`.
  @MainActor
  @Observable
  public final class SwiftUIHost: NavigationHost {
    /// The step sequence and what the views draw; `nil` until a navigator attaches.
    @ObservationIgnored private(set) var session: HostSession?
    /// How long a step waits for its screens' probes before the watchdog settles it.
    @ObservationIgnored public var watchdogTimeout: Duration {
      didSet { session?.watchdogTimeout = watchdogTimeout }
    }
    /// How each presentation style is drawn, by its name (``PresentationStyle/name``): a sheet as
    /// a sheet, a full-screen cover as a cover and a popover as a popover unless this says
    /// otherwise. Presenting a style without an entry fails with `HostError.unknownPresentation`.
    @ObservationIgnored public var presentations: [String: Presentation] = [
      PresentationStyle.sheet.name: Presentation(.sheet),
      PresentationStyle.fullScreenCover.name: Presentation(.fullScreenCover),
      PresentationStyle.popover.name: Presentation(.popover),
    ]
    @ObservationIgnored private var transaction = Transaction()
    /// Counts drawings: the views read it, so a change of what the session draws, or a refused
    /// write SwiftUI has already applied to its own copy, draws them again.
    private(set) var drawings = 0

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

    /// What the views draw.
    var drawn: NavigationState? {
      _ = drawings
      return session?.drawn
    }

    /// The stack drawn at `location` while its root is `root`.
    func stack(at location: StackLocation, rootedAt root: ScreenID) -> ScreenStack? {
      _ = drawings
      return session?.stack(at: location, rootedAt: root)
    }

    /// How layers of `style` are drawn; `nil` when the table has no entry for it.
    func presentation(of style: PresentationStyle) -> Presentation? {
      presentations[style.name]
    }

    // MARK: NavigationHost

    public func attach(_ connection: HostConnection) {
      session = HostSession(connection: connection, platform: self, watchdogTimeout: watchdogTimeout)
      drawings += 1
      session?.attached()
    }

    public func willBeginPlan(_ steps: [NavigationStep]) { session?.willBeginPlan() }
    public func didEndPlan() { session?.didEndPlan() }

    public func perform(_ step: NavigationStep, animated: Bool) async throws {
      guard let session else { throw HostError.notAttached }
      transaction = Transaction(animation: animated ? .default : nil)
      transaction.disablesAnimations = !animated
      try await session.perform(step, animated: animated)
      withTransaction(transaction) { drawings += 1 }
    }

    /// What a screen's appearance probe saw.
    func probe(_ event: LifecycleEvent, _ id: ScreenID) {
      session?.report(.probe(event, id))
    }

    // MARK: Bindings

    /// The path of the `NavigationStack` at `location`; `stack`'s once a layer is on its way out.
    func path(at location: StackLocation, drawing stack: ScreenStack) -> Binding<[ScreenID]> {
      Binding(
        get: { [weak self] in
          (self?.session?.stack(at: location, rootedAt: stack.root.id) ?? stack).path.map(\.id)
        },
        set: { [weak self] path in
          self?.session?.report(.pathWritten(path, above: stack.root.id, at: location))
        })
    }

    /// The item of the sheet, cover or popover (`kind`) of layer `index`, set when the table
    /// draws the layer's style as `kind`; `nil` reports the layer it showed then.
    func layer(at index: Int, drawnAs kind: Presentation.Kind) -> Binding<ModalLayer?> {
      _ = drawings
      let kindOf = { [presentations] (style: PresentationStyle) in presentations[style.name]?.kind }
      let shown = session?.layer(at: index, drawnAs: kind, by: kindOf)?.id
      return Binding(
        get: { [weak self] in self?.session?.layer(at: index, drawnAs: kind, by: kindOf) },
        set: { [weak self] layer in
          guard layer == nil else { return }
          self?.session?.report(.layerItemCleared(shown))
        })
    }

    /// The selection of the `TabView`.
    func selectedTab(of bar: TabBar) -> Binding<AnyTag> {
      Binding(
        get: { [weak self] in self?.drawn?.tabBar?.selected.id ?? bar.selected.id },
        set: { [weak self] tab in self?.session?.report(.tabSelected(tab)) })
    }

    /// Whether the user may pull the layer at `index` down now.
    func allowsInteractiveDismissal(ofLayerAt index: Int) -> Bool {
      _ = drawings
      return session?.allowsInteractiveDismissal(ofLayerAt: index) ?? false
    }

    /// The screen `id` as drawn, or while it slides out.
    func entry(_ id: ScreenID) -> ScreenEntry? {
      session?.entry(id)
    }
  }

  // The platform the session drives: SwiftUI draws what the session draws, and its probes tell
  // when a step has ended.
  @_spi(Hosts)
  extension SwiftUIHost: HostPlatform {
    public var signals: HostSession.Signals { .appearance }

    public func prepare(_ step: NavigationStep) throws {
      if case .present(let layer, _) = step, presentations[layer.style.name] == nil {
        throw HostError.unknownPresentation(layer.style.name)
      }
    }

    public func start(_ step: NavigationStep, animated: Bool) {
      withTransaction(transaction) { drawings += 1 }
    }

    public func outline() -> ScreenOutline? { nil }

    public func restore(_ stack: ScreenStack?, at location: StackLocation?) {
      // NB: SwiftUI has already changed its own copy; drawing again puts the session's back.
      drawings += 1
    }

    public func gesturesChanged() { drawings += 1 }
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
        /// `.popover(item:)`, shown as a sheet on a compact width.
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
