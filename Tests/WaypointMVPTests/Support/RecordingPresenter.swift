import Waypoint
import WaypointMVP

/// What a test screen can show.
@MainActor
protocol GreetingView: PresentableView {
  func show(greeting: String)
}

/// A test view that keeps what it was told.
@MainActor
final class GreetingScreen: GreetingView {
  var shown: [String] = []
  func show(greeting: String) { shown.append(greeting) }
}

/// A presenter that records its hooks; its input is optional, as WinkKit's `InitObject` could be.
@MainActor
final class GreetingPresenter: Presenter {
  weak var view: (any GreetingView)?
  let name: String?
  private(set) var hooks: [LifecycleEvent] = []

  init(input name: String?) { self.name = name }

  func viewDidLoad() {
    hooks.append(.load)
    view?.show(greeting: "Hello, \(name ?? "guest")")
  }
  func viewWillAppear() { hooks.append(.willAppear) }
  func viewDidAppear() { hooks.append(.didAppear) }
  func viewWillDisappear() { hooks.append(.willDisappear) }
  func viewDidDisappear() { hooks.append(.didDisappear) }
  func viewDestroyed() { hooks.append(.destroyed) }
}
