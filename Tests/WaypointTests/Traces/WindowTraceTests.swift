import Foundation
import Testing
import Waypoint

@testable import WaypointHarness

/// What UIKit tells a window's scene delegate, in order, replayed into a `WindowRegistry` and a
/// `WindowStores` the way the UIKit shop's `SceneDelegate` and `AppDelegate` forward it.
/// Headers are those of the iOS 18.6 SDK (`UIKit.framework/Headers`).
enum SceneEvent {
  /// `scene(_:willConnectTo:options:)` (UIScene.h:64): the scene is unattached, then in the
  /// background until it enters the foreground.
  case willConnect(String)
  /// `sceneWillEnterForeground(_:)` (UIScene.h:70): on screen, not yet active.
  case willEnterForeground(String)
  /// `sceneDidBecomeActive(_:)` (UIScene.h:67).
  case didBecomeActive(String)
  /// `sceneWillResignActive(_:)` (UIScene.h:68).
  case willResignActive(String)
  /// `sceneDidEnterBackground(_:)` (UIScene.h:71): the window saves its tree.
  case didEnterBackground(String)
  /// `sceneDidDisconnect(_:)` (UIScene.h:65): the scene is gone, its session is not.
  case didDisconnect(String)
  /// `application(_:didDiscardSceneSessions:)` (UIApplication.h:496-498): the sessions are gone.
  case didDiscard([String])
}

enum WindowTraces {
  /// Two windows side by side (Split View): the second one opened becomes active, the first
  /// stays on screen, inactive.
  ///
  /// Source: UIScene.h:64-71 (the callbacks) and UISceneDefinitions.h:12-17 (a scene is
  /// foreground-active, foreground-inactive or in the background). Not documented: that the
  /// window beside the new one resigns active rather than entering the background; a device
  /// check would open a second window in Split View and log both scenes' `activationState`.
  static let sideBySide: [SceneEvent] = [
    .willConnect("A"), .willEnterForeground("A"), .didBecomeActive("A"),
    .willConnect("B"), .willEnterForeground("B"), .willResignActive("A"), .didBecomeActive("B"),
  ]

  /// A window sent to the background and disconnected to free memory, then connected again
  /// with the same session when the user comes back to it.
  ///
  /// Source: UIScene.h:65 and https://developer.apple.com/documentation/uikit/uiscenedelegate/scenediddisconnect(_:)
  /// ("The system may reconnect the scene later"); UISceneSession.h:47 (the session's
  /// `persistentIdentifier` stays the same). The tree saved in the background is what the
  /// reconnected window restores.
  static let disconnectedAndBack: [SceneEvent] = [
    .willConnect("A"), .willEnterForeground("A"), .didBecomeActive("A"),
    .willResignActive("A"), .didEnterBackground("A"), .didDisconnect("A"),
    .willConnect("A"), .willEnterForeground("A"), .didBecomeActive("A"),
  ]

  /// The user closes a window in the app switcher: it goes to the background, disconnects, and
  /// its session is discarded (at once, or shortly after the next launch).
  ///
  /// Source: UIApplication.h:496-497 ("If sessions are discarded while the application is not
  /// running, this method is called shortly after the application's next launch").
  static let closedForGood: [SceneEvent] = [
    .willConnect("A"), .willEnterForeground("A"), .didBecomeActive("A"),
    .willResignActive("A"), .didEnterBackground("A"), .didDisconnect("A"), .didDiscard(["A"]),
  ]

  /// Bringing a window forward that the system refuses (its session was discarded meanwhile):
  /// UIKit calls the error handler of `activateSceneSession(for:errorHandler:)`, on a queue the
  /// header does not name, so the hosts' handlers read no main-actor state (Swift 6 stops an app
  /// whose main-actor closure runs off the main thread). No scene callback comes.
  ///
  /// Source: UIApplication.h:178-183 ("A handler to be called if the request fails"). Not
  /// documented: the queue; a device check would activate a discarded session and log
  /// `Thread.isMainThread` in the handler.
  static let activationRefused: [SceneEvent] = []
}

/// The scene delegates of an app, as the UIKit shop writes them.
@MainActor
final class SceneReplay {
  let windows: WindowRegistry<Page>
  let stores: WindowStores
  /// Each connected window's navigator, as its scene delegate holds it.
  var navigators: [String: Navigator<Page>] = [:]
  /// What each window shows when it connects.
  var first: [String: NavigationState] = [:]

  init(stores: WindowStores) throws {
    windows = WindowRegistry(links: try windowLinks(), activityType: "shop.link")
    self.stores = stores
  }

  func replay(_ events: [SceneEvent]) async throws {
    for event in events {
      switch event {
      case .willConnect(let id):
        let navigator = makeWindowNavigator(first[id] ?? NavigationState(root: Page.home))
        navigators[id] = navigator
        windows.register(navigator, window: id, phase: .background)
        let saved = try stores.store(for: id).load()
        _ = try await navigator.restore(from: saved, fallback: navigator.state).value
      case .willEnterForeground(let id), .willResignActive(let id): windows.update(id, phase: .inactive)
      case .didBecomeActive(let id): windows.update(id, phase: .active)
      case .didEnterBackground(let id):
        windows.update(id, phase: .background)
        try stores.store(for: id).save(try #require(navigators[id]).snapshot())
      case .didDisconnect(let id):
        windows.unregister(id)
        navigators[id] = nil
      case .didDiscard(let ids): try stores.forget(ids)
      }
    }
  }
}

@MainActor
@Suite("UIKit's scene callbacks, replayed into the windows")
struct WindowTraceTests {
  @Test func sideBySideTheNewWindowIsForemostAndTheOtherStaysOnScreen() async throws {
    try await withWindowDirectory { directory in
      let app = try SceneReplay(stores: WindowStores(directory: directory))
      app.first["A"] = NavigationState(root: Page.product(1))
      try await app.replay(WindowTraces.sideBySide)

      #expect(app.windows.windows.map(\.id) == ["B", "A"])
      #expect(app.windows.windows.map(\.phase) == [.active, .inactive])
      #expect(
        try app.windows.open("shop://product/1") == .window("A", activate: false), "on screen: no activation")
      #expect(try app.windows.open("shop://product/2") == .window("B", activate: false), "the foremost")
    }
  }

  @Test func aDisconnectedWindowComesBackWithItsTree() async throws {
    try await withWindowDirectory { directory in
      let app = try SceneReplay(stores: WindowStores(directory: directory))
      try await app.replay(Array(WindowTraces.disconnectedAndBack.prefix(3)))
      weak let old = app.navigators["A"]
      try await #require(app.navigators["A"]).push(Page.product(3)).value
      let saved = try #require(app.navigators["A"]).state

      try await app.replay(Array(WindowTraces.disconnectedAndBack.dropFirst(3)))
      #expect(old == nil, "the disconnected window's navigator is released")
      #expect(try #require(app.navigators["A"]).state.hasSameStructure(as: saved))
    }
  }

  @Test func aWindowClosedForGoodLeavesNoTree() async throws {
    try await withWindowDirectory { directory in
      let stores = WindowStores(directory: directory)
      let app = try SceneReplay(stores: stores)
      try await app.replay(WindowTraces.closedForGood)

      #expect(try stores.store(for: "A").load() == nil)
      #expect(app.windows.windows.isEmpty)
      guard case .newWindow = try app.windows.open("shop://product/1") else {
        Issue.record("with no window, a link asks for a new one")
        return
      }
    }
  }
}
