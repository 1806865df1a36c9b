#if canImport(SwiftUI) && canImport(UIKit)
  import Logging
  import SwiftUI
  import UIKit
  import Waypoint

  // Windows: a SwiftUI window as one of a `WindowRegistry`'s, and the scene facts it needs.
  // Which window a link opens in is the registry's decision, tested in the core.

  extension WindowPhase {
    /// The phase of a scene in `phase`.
    public init(_ phase: ScenePhase) {
      switch phase {
      case .active: self = .active
      case .inactive: self = .inactive
      default: self = .background
      }
    }
  }

  extension View {
    /// Makes this view's window the window `id` of `windows`, drawing `navigator`.
    ///
    /// The window registers when it appears and unregisters when it goes, reports its scene
    /// phase, and takes every link (`onOpenURL`) and activity of the registry's type
    /// (`onContinueUserActivity`) that SwiftUI sends it, to open it where the registry says: in
    /// this window, in another one (brought forward), or in a new window opened with
    /// `openWindow(value:)`, for which the app declares `WindowGroup(for: WindowActivity.self)`.
    ///
    /// ```swift
    /// WindowGroup(for: WindowActivity.self) { $activity in
    ///   ShopWindow(activity: $activity)  // .waypointWindow(id, navigator: shop.navigator, in: windows)
    /// }
    /// ```
    ///
    /// NB: the window takes every event (`handlesExternalEvents(preferring: [], allowing: ["*"])`):
    /// without it, SwiftUI makes a new window for each link
    /// (https://developer.apple.com/documentation/swiftui/view/handlesexternalevents(preferring:allowing:)).
    public func waypointWindow<R: Route>(
      _ id: String, navigator: Navigator<R>, in windows: WindowRegistry<R>
    ) -> some View {
      modifier(WindowModifier(id: id, navigator: navigator, windows: windows))
    }

    /// Calls `action` with the persistent identifier of the scene session of the window this
    /// view is drawn in (`UISceneSession.persistentIdentifier`), once it is in one: the key of
    /// the window's saved tree in ``WindowStores``.
    public func onWindowSession(_ action: @escaping @MainActor (String) -> Void) -> some View {
      background(SessionReader(action: action).frame(width: 0, height: 0))
    }
  }

  struct WindowModifier<R: Route>: ViewModifier {
    let id: String
    let navigator: Navigator<R>
    let windows: WindowRegistry<R>
    @Environment(\.scenePhase) private var phase
    @Environment(\.openWindow) private var openWindow

    func body(content: Content) -> some View {
      content
        .onAppear { windows.register(navigator, window: id, phase: WindowPhase(phase)) }
        .onDisappear { windows.unregister(id) }
        .onChange(of: phase) { _, phase in windows.update(id, phase: WindowPhase(phase)) }
        .handlesExternalEvents(preferring: [], allowing: ["*"])
        .onOpenURL { url in carryOut { () throws(DeepLinkError) in try windows.open(url) } }
        .onContinueUserActivity(windows.activityType) { activity in
          carryOut { () throws(DeepLinkError) in try windows.open(WindowActivity(activity)) }
        }
    }

    private func carryOut(_ open: () throws(DeepLinkError) -> WindowPlacement) {
      do throws(DeepLinkError) {
        switch try open() {
        case .window(_, activate: false): break
        case .window(let id, activate: true):
          // NB: as UIKitHost's `UIApplication.activate(_:)`; SwiftUI has no call that brings a
          // given window forward.
          let application = UIApplication.shared
          guard let session = application.openSessions.first(where: { $0.persistentIdentifier == id }) else {
            return
          }
          // NB: UIApplication.h:182 does not say on which queue the error handler runs, so it
          // reads no main-actor state (`WindowTraces.activationRefused`).
          let logger = navigator.logger
          application.activateSceneSession(for: UISceneSessionActivationRequest(session: session)) {
            @Sendable error in logger.warning("Could not bring the window \(id) forward: \(error)")
          }
        case .newWindow(let activity): openWindow(value: activity)
        }
      } catch {
        navigator.logger.warning("Refused a link: \(error)")
      }
    }
  }

  /// Reads the scene session of the window it is drawn in.
  struct SessionReader: UIViewRepresentable {
    let action: @MainActor (String) -> Void

    func makeUIView(context: Context) -> ReaderView { ReaderView(action: action) }
    func updateUIView(_ view: ReaderView, context: Context) { view.action = action }

    final class ReaderView: UIView {
      var action: @MainActor (String) -> Void

      init(action: @escaping @MainActor (String) -> Void) {
        self.action = action
        super.init(frame: .zero)
      }

      required init?(coder: NSCoder) { nil }

      override func didMoveToWindow() {
        super.didMoveToWindow()
        if let id = window?.windowScene?.session.persistentIdentifier { action(id) }
      }
    }
  }
#endif
