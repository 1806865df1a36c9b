import Testing
import Waypoint
import WaypointMVP

@MainActor
@Suite("Presenters and binders")
struct PresenterBinderTests {
  @Test func aScreenThatIsNotThePresentersViewIsNamedInTheMessage() {
    #expect(PresenterBinder<GreetingPresenter>.viewMismatch(GreetingScreen()) == nil)
    let message = PresenterBinder<GreetingPresenter>.viewMismatch(Stranger())
    #expect(message?.contains("Stranger does not conform to") == true)
    #expect(message?.contains("GreetingPresenter") == true)
  }

  @Test func binderSetsTheViewAndForwardsHooks() {
    let screen = GreetingScreen()
    let binder = PresenterBinder(GreetingPresenter(input: "Ada"), view: screen)
    binder.handle(.didAppear)
    #expect(binder.presenter.hooks == [.load, .willAppear, .didAppear])
    #expect(screen.shown == ["Hello, Ada"])
  }

  @Test func optionalInputMayBeMissing() {
    let screen = GreetingScreen()
    let binder = PresenterBinder(GreetingPresenter(input: nil), view: screen)
    binder.handle(.load)
    #expect(screen.shown == ["Hello, guest"])
  }

  @Test func destroyedClearsTheViewAndEndsTheLife() {
    let screen = GreetingScreen()
    let binder = PresenterBinder(GreetingPresenter(input: "Ada"), view: screen)
    binder.handle(.didAppear)
    binder.handle(.destroyed)
    #expect(binder.isDestroyed)
    #expect(binder.presenter.view == nil)
    binder.handle(.willAppear)
    #expect(
      binder.presenter.hooks == [.load, .willAppear, .didAppear, .willDisappear, .didDisappear, .destroyed])
  }

  @Test func bindConsumesAStreamUntilDestroyed() async {
    let (events, continuation) = AsyncStream.makeStream(of: LifecycleEvent.self)
    for event in [LifecycleEvent.load, .didAppear, .didDisappear, .destroyed, .willAppear] {
      continuation.yield(event)
    }
    // Not finished: bind returns because the screen was destroyed, not because the stream ended.
    let binder = PresenterBinder(GreetingPresenter(input: "Ada"), view: GreetingScreen())
    await binder.bind(to: events)
    #expect(
      binder.presenter.hooks == [.load, .willAppear, .didAppear, .willDisappear, .didDisappear, .destroyed])
    continuation.finish()
  }

  @Test func handleIsAClosureForHostsThatReportByCallback() {
    let binder = PresenterBinder(GreetingPresenter(input: "Ada"), view: nil)
    let report: (LifecycleEvent) -> Void = binder.handle
    report(.willAppear)
    #expect(binder.presenter.hooks == [.load, .willAppear])
  }

  @Test func bindReturnsWhenTheStreamEnds() async {
    let binder = PresenterBinder(GreetingPresenter(input: "Ada"), view: GreetingScreen())
    await binder.bind(to: [LifecycleEvent.load, .willAppear].async)
    #expect(binder.presenter.hooks == [.load, .willAppear])
    #expect(binder.lifecycle.phase == .appearing)
  }

  @Test func thePresenterKeepsItsViewWeakly() {
    let presenter = GreetingPresenter(input: "Ada")
    weak var released: GreetingScreen?
    do {
      let screen = GreetingScreen()
      released = screen
      _ = PresenterBinder(presenter, view: screen)
      #expect(presenter.view != nil)
    }
    #expect(released == nil)
    #expect(presenter.view == nil)
  }

  @Test func theBinderIsTheOnlyOwnerOfThePresenter() {
    weak var released: GreetingPresenter?
    do {
      let binder = PresenterBinder(GreetingPresenter(input: "Ada"), view: nil)
      released = binder.presenter
      binder.handle(.destroyed)
    }
    #expect(released == nil)
  }

  @Test func voidPresenterDrivesAScreenWithoutLogic() {
    let screen = GreetingScreen()
    let binder = PresenterBinder(VoidPresenter(), view: screen)
    binder.handle(.didAppear)
    #expect(binder.lifecycle.phase == .onScreen)
    #expect(binder.presenter.view === screen)
    #expect(screen.shown.isEmpty)
  }

  @Test func cellPresenterIsConfiguredWithItsItem() throws {
    let list = ListDataSource(try ListSnapshot(items: [Row(id: 1), Row(id: 2, version: 3)]))
    let cell = GreetingScreen()
    let presenter = RowCellPresenter()
    presenter.view = cell
    try list.configure(presenter, at: .at(0, 1))
    #expect(cell.shown == ["row 2 v3"])
    #expect(throws: ListError.itemOutOfRange(.at(0, 2), count: 2)) {
      try list.configure(presenter, at: .at(0, 2))
    }
    presenter.prepareForReuse()
  }
}

@MainActor
final class RowCellPresenter: CellPresenter {
  weak var view: (any GreetingView)?
  init() {}
  func configure(with row: Row) { view?.show(greeting: "row \(row.id) v\(row.version)") }
}

extension Array where Element: Sendable {
  /// The elements as an asynchronous sequence that ends after the last one.
  var async: AsyncStream<Element> {
    AsyncStream { continuation in
      for element in self { continuation.yield(element) }
      continuation.finish()
    }
  }
}

/// An object that is nobody's view.
private final class Stranger {}
