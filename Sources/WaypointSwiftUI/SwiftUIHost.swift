#if canImport(SwiftUI) && canImport(UIKit)
  import Logging
  import SwiftUI
  @_spi(Hosts) import Waypoint

  /// The `NavigationHost` a ``WaypointView`` draws: the core's `BindingHostModel` plus SwiftUI.
  ///
  /// A step changes what the views draw and finishes when its screens' appearance probes have
  /// reported, or when the watchdog settles it. Bindings report what the user did, by
  /// identity, and never write the navigator's state. SwiftUI dismisses one sheet at a time, so
  /// the host does not offer `dismissesLayersTogether`.
  @MainActor
  @Observable
  public final class SwiftUIHost: NavigationHost {
    /// What the views draw and what a binding write means; `nil` until a navigator attaches.
    private(set) var bindings: BindingHostModel?
    /// How long a step waits for its screens' probes before the watchdog settles it.
    @ObservationIgnored public var watchdogTimeout: Duration
    /// How each presentation style is drawn, by its name (``PresentationStyle/name``): a sheet as
    /// a sheet, a full-screen cover as a cover and a popover as a popover unless this says
    /// otherwise. Presenting a style without an entry fails with `HostError.unknownPresentation`.
    @ObservationIgnored public var presentations: [String: Presentation] = [
      PresentationStyle.sheet.name: Presentation(.sheet),
      PresentationStyle.fullScreenCover.name: Presentation(.fullScreenCover),
      PresentationStyle.popover.name: Presentation(.popover),
    ]
    @ObservationIgnored private var connection: HostConnection?
    @ObservationIgnored private var waiting: CheckedContinuation<Bool, Never>?
    @ObservationIgnored private var watchdog: Task<Void, Never>?
    /// Counts refused writes: SwiftUI keeps what it wrote until the views draw again.
    private var redraws = 0

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
      _ = redraws
      return bindings?.drawn
    }

    /// The stack drawn at `location` while its root is `root`.
    func stack(at location: StackLocation, rootedAt root: ScreenID) -> ScreenStack? {
      _ = redraws
      return bindings?.stack(at: location, rootedAt: root)
    }

    /// How layers of `style` are drawn; `nil` when the table has no entry for it.
    func presentation(of style: PresentationStyle) -> Presentation? {
      presentations[style.name]
    }

    // MARK: NavigationHost

    public func attach(_ connection: HostConnection) {
      self.connection = connection
      guard let state = connection.state else { return }
      var bindings = BindingHostModel(showing: state)
      let events = bindings.attachmentEvents()
      self.bindings = bindings
      connection.deliver(events)
    }

    public func willBeginPlan(_ steps: [NavigationStep]) { bindings?.isLocked = true }
    public func didEndPlan() { bindings?.isLocked = false }

    public func perform(_ step: NavigationStep, animated: Bool) async throws {
      guard bindings != nil else { throw HostError.notAttached }
      if case .present(let layer, _) = step, presentations[layer.style.name] == nil {
        throw HostError.unknownPresentation(layer.style.name)
      }
      var transaction = Transaction(animation: animated ? .default : nil)
      transaction.disablesAnimations = !animated
      let transition = try withTransaction(transaction) { try bindings!.begin(step) }
      connection?.deliver(transition.willEvents)
      if bindings!.isAwaitingScreens, await !screensReported() {
        let (done, events) = withTransaction(transaction) { bindings!.resolveStalledStep() }
        connection?.deliver(events)
        connection?.logger?.warning("\(step): no appearance signal within \(watchdogTimeout); done: \(done)")
        guard done else { throw HostError.stalled(step) }
      } else {
        connection?.deliver(bindings!.finish())
      }
    }

    /// Waits until the step's screens have reported, or the watchdog gives up (`false`).
    private func screensReported() async -> Bool {
      await withCheckedContinuation { continuation in
        waiting = continuation
        watchdog = Task { [weak self, watchdogTimeout] in
          guard (try? await Task.sleep(for: watchdogTimeout)) != nil else { return }
          self?.resume(false)
        }
      }
    }

    private func resume(_ reported: Bool) {
      watchdog?.cancel()
      watchdog = nil
      waiting?.resume(returning: reported)
      waiting = nil
    }

    /// What a screen's appearance probe saw.
    func probe(_ event: LifecycleEvent, _ id: ScreenID) {
      guard bindings?.isAwaitingScreens == true, bindings?.probeReported(event, for: id) == true else {
        return
      }
      resume(true)
    }

    // MARK: Bindings

    /// The path of the `NavigationStack` at `location`; `stack`'s once a layer is on its way out.
    func path(at location: StackLocation, drawing stack: ScreenStack) -> Binding<[ScreenID]> {
      Binding(
        get: { [weak self] in
          (self?.bindings?.stack(at: location, rootedAt: stack.root.id) ?? stack).path.map(\.id)
        },
        set: { [weak self] path in
          self?.write { try $0.pathWritten(path, above: stack.root.id, at: location) }
        })
    }

    /// The item of the sheet, cover or popover (`kind`) of layer `index`, set when the table
    /// draws the layer's style as `kind`; `nil` reports the layer it showed then.
    func layer(at index: Int, drawnAs kind: Presentation.Kind) -> Binding<ModalLayer?> {
      _ = redraws
      let kindOf = { [presentations] (style: PresentationStyle) in presentations[style.name]?.kind }
      let shown = bindings?.layer(at: index, drawnAs: kind, by: kindOf)?.id
      return Binding(
        get: { [weak self] in self?.bindings?.layer(at: index, drawnAs: kind, by: kindOf) },
        set: { [weak self] layer in
          guard layer == nil else { return }
          self?.write { try $0.layerDismissed(shown) }
        })
    }

    /// The selection of the `TabView`.
    func selectedTab(of bar: TabBar) -> Binding<AnyTag> {
      Binding(
        get: { [weak self] in self?.drawn?.tabBar?.selected.id ?? bar.selected.id },
        set: { [weak self] tab in self?.write { try $0.tabSelected(tab) } })
    }

    private func write(_ body: (inout BindingHostModel) throws -> BindingHostModel.Report?) {
      guard var bindings else { return }
      do {
        guard let report = try body(&bindings) else { return }
        self.bindings = bindings
        connection?.deliver(report.events)
        connection?.report(report.change)
      } catch {
        // NB: SwiftUI has already changed its own copy; drawing again puts the host's back.
        connection?.logger?.warning("SwiftUI wrote what the navigator did not ask for: \(error)")
        redraws += 1
      }
    }
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
