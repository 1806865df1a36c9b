#if canImport(UIKit)
  import UIKit
  @_spi(Hosts) import Waypoint
  import WaypointUIKitLogic

  // Windows: the scene facts a `WindowRegistry` needs, and its placements carried out. Which
  // window a link opens in is the registry's decision, tested in the core.

  extension WindowPhase {
    /// The phase of a scene in `state` (UISceneDefinitions.h:12-17); an unattached scene is in
    /// the background.
    public init(_ state: UIScene.ActivationState) {
      self = [.foregroundActive: .active, .foregroundInactive: .inactive][state, default: .background]
    }
  }

  extension UIKitHost {
    /// A scene disconnected (`UIScene.didDisconnectNotification`, whose object is the scene): when
    /// it is the scene of the root's window, maybe before the root ever appeared, the session is
    /// told, and the steps waiting for the window, and any after, fail with
    /// `HostError.windowClosed` (`UIKitTraces.sceneDisconnectsBeforeTheRootAppears`).
    @objc func sceneDidDisconnect(_ notification: Notification) {
      logic.sceneDisconnected(
        notification.object as? UIScene, rootsScene: rootViewController.viewIfLoaded?.window?.windowScene)
    }
  }

  extension UIApplication {
    /// Carries out `placement`: brings a window in the background forward, or asks the system
    /// for a new window whose scene connects with the placement's activity
    /// (`connectionOptions.userActivities`). A window on screen needs nothing: the registry
    /// already opened the link in it.
    ///
    /// ```swift
    /// func scene(_ scene: UIScene, openURLContexts contexts: Set<UIOpenURLContext>) {
    ///   guard let url = contexts.first?.url, let placement = try? windows.open(url) else { return }
    ///   UIApplication.shared.activate(placement)
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - placement: Where the registry opened the link.
    ///   - errorHandler: Called when the system refuses the request (UIApplication.h:182), on a
    ///     queue UIKit does not name (`WindowTraces.activationRefused`).
    public func activate(_ placement: WindowPlacement, errorHandler: (@Sendable (any Error) -> Void)? = nil) {
      // NB: `openSessions` holds the sessions of every window, connected or not (UIApplication.h:172).
      let window = placement.windowToBringForward.flatMap { id in
        openSessions.first { $0.persistentIdentifier == id }
      }
      var request =
        window.map { UISceneSessionActivationRequest(session: $0) } ?? UISceneSessionActivationRequest()
      request.userActivity = placement.newWindowActivity.map(NSUserActivity.init)
      guard window != nil || request.userActivity != nil else { return }
      activateSceneSession(for: request, errorHandler: errorHandler)
    }
  }
#endif
