#if canImport(SwiftUI) && canImport(UIKit)
  import Logging
  import SwiftUI

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
    public private(set) var bindings: BindingHostModel?
    /// How long a step waits for its screens' probes before the watchdog settles it.
    @ObservationIgnored public var watchdogTimeout: Duration
    /// How a `.sheet` layer is shown.
    @ObservationIgnored public var sheet: SheetPresentation
    @ObservationIgnored private var custom: [String: SheetPresentation] = [:]
    @ObservationIgnored private var connection: HostConnection?
    @ObservationIgnored private var waiting: CheckedContinuation<Bool, Never>?
    @ObservationIgnored private var watchdog: Task<Void, Never>?
    /// Counts refused writes: SwiftUI keeps what it wrote until the views draw again.
    private var redraws = 0

    /// A host whose steps wait `watchdogTimeout` at most for their screens' probes.
    public init(watchdogTimeout: Duration = .seconds(2), sheet: SheetPresentation = SheetPresentation()) {
      self.watchdogTimeout = watchdogTimeout
      self.sheet = sheet
    }

    /// Registers how layers of the custom style `style` are shown: as a full-screen cover when
    /// the style covers what is under it, else as a sheet with `presentation`. Presenting an
    /// unregistered custom style fails with `HostError.unknownPresentation`.
    public func register(_ style: CustomPresentation, _ presentation: SheetPresentation = SheetPresentation())
    {
      custom[style.name] = presentation
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

    func presentation(of style: PresentationStyle) -> SheetPresentation {
      guard case .custom(let style) = style else { return sheet }
      return custom[style.name] ?? sheet
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
      if case .present(let layer, _) = step, case .custom(let style) = layer.style, custom[style.name] == nil
      {
        throw HostError.unknownPresentation(style.name)
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

    /// The item of the sheet (or cover) of layer `index`; `nil` reports the layer it showed then.
    func layer(at index: Int, coveringContent: Bool) -> Binding<ModalLayer?> {
      _ = redraws
      let shown = bindings?.layer(at: index, coveringContent: coveringContent)?.id
      return Binding(
        get: { [weak self] in self?.bindings?.layer(at: index, coveringContent: coveringContent) },
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

  /// How a sheet is shown: the heights it rests at, and its drag indicator.
  public struct SheetPresentation {
    public var detents: Set<PresentationDetent>
    public var dragIndicator: Visibility

    public init(detents: Set<PresentationDetent> = [.large], dragIndicator: Visibility = .automatic) {
      self.detents = detents
      self.dragIndicator = dragIndicator
    }
  }
#endif
