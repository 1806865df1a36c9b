import Foundation
import Logging
@_spi(Hosts) import Waypoint
import WaypointTesting

extension NavigationProgram {
  /// Runs the program on a new host made by `driver` and returns every broken promise (none
  /// when the host and the navigator keep them all).
  ///
  /// - Parameters:
  ///   - driver: Makes the host and plays the user's gestures on it.
  ///   - logger: The navigator's log. A host fault logs a warning, as in an app; pass a logger
  ///     with a higher `logLevel` to keep them out of a test's output.
  ///   - recorder: Records the navigator's host from the start, when given.
  @MainActor
  public func run(
    with driver: any HostDriver, logger: Logger = Logger(label: "waypoint.navigation"),
    recorder: NavigationRecorder? = nil
  ) async -> [Violation] {
    let run = ProgramRun(self, driver: driver, logger: logger)
    run.recorder = recorder
    await run.run()
    return run.violations
  }
}

/// One run of a ``NavigationProgram``: the navigator, what it has seen, and the requests made.
@MainActor
final class ProgramRun {
  private struct Denied: Error {}

  /// What the guard does to one page.
  private enum Rule {
    case deny(NavigationProgram.Page), redirect(NavigationProgram.Page)
  }

  /// A request the program made.
  private struct Made {
    let description: String
    /// Ended in order with the others (not cancelled, not refused when it was made).
    var ordered: Bool
    var ended = false
    /// The user's gestures so far when it was made: one made since may have removed its screen.
    let gestures: Int
    /// The tag of the screen it waits for a result from, which it may wait for as long as that
    /// screen is in the tree.
    var awaitsResultOf: Int?
    /// The title of the dialog it waits for an answer from, as long as that dialog is in the tree.
    var awaitsDialog: String?
    /// Whether a guard may have redirected it to a login, which it then waits for as long as the
    /// login is in the tree.
    var mayWaitForALogin = false
    /// Whether the program cancelled it.
    var cancelled = false
  }

  let program: NavigationProgram
  let driver: any HostDriver
  let logger: Logger
  var recorder: NavigationRecorder?
  private(set) var violations: [NavigationProgram.Violation] = []
  private var navigator: Navigator<NavigationProgram.Page>?
  private var action = 0
  private var made: [Made] = []
  private var endOrder: [Int] = []
  private var cancelLast: (() -> Void)?
  private var gestures = 0
  private var saved: Data?
  private var rule: Rule?
  private var protected: NavigationProgram.Page?
  /// Whether a redirect's screen may be up or on its way: a request made meanwhile may join it.
  private var redirectMayBeUp = false
  private var eventsEnded = false
  /// The button the user tapped in each dialog, by title.
  private var tapped: [String: Int] = [:]
  /// The screens in view, replayed from the screen views stream, and those in view when it was
  /// made (which may give only their `disappeared`).
  private var inView: Set<ScreenID> = []
  private var inViewAtStart: Set<ScreenID> = []
  private var viewsEnded = false
  /// The top screen at the start, which focus needs not go to.
  private var firstTop: ScreenID?
  /// Every screen object the navigator made, to check that those whose screen left are freed.
  private var objects: [Weak] = []

  private struct Weak {
    weak var screen: PageScreen?
  }

  /// Every flow the program started, to check that those that finished are freed.
  private var flows: [WeakFlow] = []
  private let rootFlow = Flow()

  private struct WeakFlow {
    weak var flow: Flow?
  }

  /// A flow whose first screen is a page.
  final class PageFlow: Flow {
    let page: NavigationProgram.Page
    init(_ page: NavigationProgram.Page, placement: Placement) {
      self.page = page
      super.init(placement: placement)
    }
    override var firstRoute: AnyRoute? { AnyRoute(page) }
  }

  /// The screen object of a page.
  final class PageScreen: Screen {
    var id: ScreenID?
    func prepare(_ context: ScreenContext) { id = context.entry.id }
  }
  /// Every screen that was in the state, and those that have left it.
  private var seen: Set<ScreenID> = []
  private var gone: Set<ScreenID> = []

  init(_ program: NavigationProgram, driver: any HostDriver, logger: Logger) {
    self.program = program
    self.driver = driver
    self.logger = logger
  }

  func run() async {
    let screens = ScreenRegistry()
    try? screens.register(NavigationProgram.Page.self) { [weak self] _, _ in
      let screen = PageScreen()
      self?.made(screen)
      return screen
    }
    let navigator = Navigator<NavigationProgram.Page>(
      start, host: driver.makeHost(), screens: screens, logger: logger)
    self.navigator = navigator
    navigator.recorder = recorder
    follow(navigator.everyScreenView(), startingWith: navigator.state)
    navigator.restoration = Self.restoration
    navigator.addGuard { [weak self] context in
      switch self?.rule {
      case .deny(let page) where context.route.as(NavigationProgram.Page.self) == page: throw Denied()
      case .redirect(let page) where context.route.as(NavigationProgram.Page.self) == page:
        self?.redirected()
        return .redirect(Redirect(to: NavigationProgram.Page.login))
      default: return .allow
      }
    }
    made.append(Made(description: "start the root flow", ordered: true, gestures: gestures))
    track(navigator.start(rootFlow), 0, awaited: false)
    navigator.addLeaveGuard(for: NavigationProgram.Page.self) { [weak self] page, _ in
      self?.protected == page ? .stay : .leave
    }
    let events = navigator.events()
    Task { @MainActor [weak self] in
      for await _ in events {}
      self?.eventsEnded = true
    }
    look()
    for (index, action) in program.actions.enumerated() {
      self.action = index
      await perform(action, on: navigator)
      look()
      if violations.count > 20 { return }
    }
    action = program.actions.count
    await settle()
    // NB: back to the start, so every screen waiting to give a result leaves and its opener
    // hears; again when a fault the program left broke the first attempt.
    rule = nil
    protected = nil
    for _ in 0..<3 {
      guard !made.allSatisfy(\.ended) || navigator.state.allEntries.count > start.allEntries.count else {
        break
      }
      made.append(Made(description: "back to the start", ordered: true, gestures: gestures))
      track(navigator.navigate(to: start), made.count - 1, awaited: false)
      await settle()
    }
    checkLifecycles()
    self.navigator = nil
    weak let weakNavigator = navigator
    _ = consume navigator
    // NB: the events stream ends once its consumer has read the events still buffered.
    var turns = 0
    while turns < 1000, weakNavigator != nil || !eventsEnded || !viewsEnded {
      await TestClock.yield()
      turns += 1
    }
    if weakNavigator != nil { fail("the navigator was not freed once the program ended") }
    if !eventsEnded { fail("the navigator's events stream did not end with it") }
    if !viewsEnded { fail("the navigator's screen views stream did not end with it") }
  }

  static let links: RouteTable<NavigationProgram.Page> = {
    // NB: in an app's own scheme the part after `//` is the path's first segment.
    var links = try! RouteTable<NavigationProgram.Page>(schemes: ["waypoint"])
    for page in NavigationProgram.Page.visited {
      try! links.add("program/\(page)", page)
      try! links.add("program/sheet/\(page)", page, placement: .present(.sheet))
      try! links.add("program/column/\(page)", page, placement: .column(.detail))
    }
    return links
  }()

  private func made(_ screen: PageScreen) {
    objects.append(Weak(screen: screen))
  }

  static let restoration: Restoration = {
    var restoration = Restoration()
    try! restoration.register(NavigationProgram.Page.self, as: "page")
    try! restoration.register(NavigationProgram.Tab.self, as: "tab")
    return restoration
  }()

  private var start: NavigationState {
    switch program.root {
    case .stack: NavigationState(root: NavigationProgram.Page.a)
    case .tabs:
      NavigationState(
        tabs: Tab(id: NavigationProgram.Tab.first, root: NavigationProgram.Page.a),
        Tab(id: NavigationProgram.Tab.second, root: NavigationProgram.Page.b))
    case .split:
      NavigationState(
        split: SplitRoot(
          sidebar: ScreenStack(NavigationProgram.Page.a), detail: ScreenStack(NavigationProgram.Page.b)))
    case .tabsWithASplit:
      NavigationState(
        tabs: Tab(
          id: NavigationProgram.Tab.first,
          split: SplitRoot(
            sidebar: ScreenStack(NavigationProgram.Page.a), detail: ScreenStack(NavigationProgram.Page.b))),
        Tab(id: NavigationProgram.Tab.second, root: NavigationProgram.Page.b, group: "g"),
        Tab(id: NavigationProgram.Tab.third, root: NavigationProgram.Page.c, group: "g", role: .search))
    case .sixTabs:
      NavigationState(
        tabs: Tab(id: NavigationProgram.Tab.first, root: NavigationProgram.Page.a),
        Tab(id: NavigationProgram.Tab.second, root: NavigationProgram.Page.b),
        Tab(id: NavigationProgram.Tab.third, root: NavigationProgram.Page.c),
        Tab(id: NavigationProgram.Tab.fourth, root: NavigationProgram.Page.d),
        Tab(id: NavigationProgram.Tab.fifth, root: NavigationProgram.Page.a),
        Tab(id: NavigationProgram.Tab.sixth, root: NavigationProgram.Page.b))
    }
  }

  // MARK: Actions

  private func perform(_ action: NavigationProgram.Action, on navigator: Navigator<NavigationProgram.Page>)
    async
  {
    switch action {
    case .request(let request, let awaited):
      make(request, awaited: awaited, on: navigator)
    case .cancelLastRequest:
      cancelLast?()
      cancelLast = nil
    case .gesture(let gesture):
      do {
        let dialog = driver.dialogToTap
        try driver.simulate(gesture)
        gestures += 1
        switch gesture {
        case .tapDialogButton(let index): tapped[dialog?.title ?? ""] = index
        case .tapOutsideDialog:
          tapped[dialog?.title ?? ""] = dialog?.buttons.firstIndex { $0.role == .cancel }
        default: break
        }
      } catch {
        // NB: a gesture the host refuses (nothing to pop, locked during a plan) is not made.
      }
    case .fault(let failure):
      driver.breakNextStep(failure)
    case .save:
      saved = try? navigator.snapshot()
    case .deny(let page):
      rule = page.map(Rule.deny)
    case .redirect(let page):
      rule = .redirect(page)
    case .protect(let page):
      protected = page
    case .finishFlow:
      guard let flow = flows.last(where: { $0.flow?.status == .running })?.flow else { return }
      made.append(Made(description: "\(action)", ordered: true, gestures: gestures))
      track(flow.finish(), made.count - 1, awaited: false)
    case .finishTop(let withValue):
      guard let context = navigator.context(for: navigator.state.topScreen.id) else { return }
      let number = made.count
      made.append(Made(description: "\(action)", ordered: true, gestures: gestures))
      if withValue {
        track(context.finish(with: number), number, awaited: false)
      } else {
        track(context.finish(), number, awaited: false)
      }
    case .turns(let count):
      for _ in 0..<count { await TestClock.yield() }
    case .settle:
      await settle()
    }
  }

  private func make(
    _ request: NavigationProgram.Request, awaited: Bool, on navigator: Navigator<NavigationProgram.Page>
  ) {
    let number = made.count
    let tag = number
    // NB: a request for a screen a login is up for waits for that login, as if redirected.
    made.append(
      Made(
        description: "\(request)", ordered: !redirectMayBeUp, gestures: gestures,
        mayWaitForALogin: redirectMayBeUp))
    switch request {
    case .push(let page):
      // NB: single-top, the default: a push of the route on top, or of one already queued, is
      // that screen; the request shows it without a screen of its own.
      track(navigator.push(page, tag: tag), number, awaited: awaited, shows: (tag, page))
    case .pop: track(navigator.pop(), number, awaited: awaited)
    case .popLast(let k): track(navigator.popLast(k), number, awaited: awaited)
    case .popToRoot: track(navigator.popToRoot(), number, awaited: awaited)
    case .setStack(let pages): track(navigator.setStack(pages), number, awaited: awaited)
    case .present(let page, let style, let embedded):
      track(
        navigator.present(page, style: style, tag: tag, embedded: embedded), number, awaited: awaited,
        shows: (tag, page))
    case .pushForResult(let page):
      made[number].awaitsResultOf = tag
      made[number].ordered = false
      track(navigator.push(.route(page).tagged(tag), expecting: Int.self), number, awaited: awaited)
    case .presentForResult(let page):
      made[number].awaitsResultOf = tag
      made[number].ordered = false
      track(navigator.present(.route(page).tagged(tag), expecting: Int.self), number, awaited: awaited)
    case .dismiss: track(navigator.dismiss(), number, awaited: awaited)
    case .dismissAll: track(navigator.dismissAll(), number, awaited: awaited)
    case .selectTab(let index):
      let tab: NavigationProgram.Tab = [.first, .second, .third, .sixth][index % 4]
      track(navigator.select(tab: tab), number, awaited: awaited)
    case .jump(let pages, let layers):
      track(navigator.navigate(to: tree(pages, layers: layers)), number, awaited: awaited)
    case .restore:
      if saved == nil { made[number].ordered = false }
      let request = navigator.restore(from: saved ?? Data("{".utf8))
      request.onCompletion { [weak self] result in
        guard case .success = result, let state = self?.navigator?.state,
          state.allEntries.contains(where: { $0.route.as(DialogContent.self) != nil })
        else { return }
        self?.fail("request \(number) (restore) brought a dialog back\n\(state)")
      }
      track(request, number, awaited: awaited)
    case .startFlow(let page, let presented):
      let flow = PageFlow(page, placement: presented ? .present(.sheet) : .push)
      flows.append(WeakFlow(flow: flow))
      // NB: under a root flow never started (its start was cancelled) a start fails at once.
      if rootFlow.navigator == nil { made[number].ordered = false }
      track(rootFlow.start(flow), number, awaited: awaited)
    case .recheck:
      track(navigator.recheckGuards(), number, awaited: awaited)
    case .select(let page, let column):
      track(navigator.select(page, in: column, tag: tag), number, awaited: awaited, shows: (tag, page))
    case .showColumn(let column):
      track(navigator.show(column: column), number, awaited: awaited)
    case .dialog(let style):
      let title = "dialog \(number)"
      made[number].awaitsDialog = title
      made[number].ordered = false
      let dialog = Dialog(
        title, style: style,
        buttons: [
          .default("One", value: 10 * number), .destructive("Two", value: 10 * number + 1), .cancel(),
        ])
      let request = navigator.present(dialog, expecting: Int.self)
      request.onCompletion { [weak self] result in self?.answered(number, title, result) }
      track(request, number, awaited: awaited)
    case .open(let link):
      // NB: a link no pattern matches fails at once, never queued.
      if link.hasSuffix("nowhere") { made[number].ordered = false }
      track(navigator.open(link, using: Self.links), number, awaited: awaited)
    }
  }

  /// The tree of a jump: the program's root with `pages` pushed, and `layers` sheets.
  private func tree(_ pages: [NavigationProgram.Page], layers: Int) -> NavigationState {
    var state = start
    for page in pages { state.push(ScreenEntry(page)) }
    for layer in 0..<layers { state.present(NavigationProgram.Page.visited[layer], style: .sheet) }
    return state
  }

  private func track<Value, Failure>(
    _ request: NavigationRequest<Value, Failure>, _ number: Int, awaited: Bool,
    shows screen: (tag: Int, page: NavigationProgram.Page)? = nil
  ) {
    cancelLast = { [weak self] in
      self?.made[number].ordered = false
      self?.made[number].cancelled = true
      request.cancel()
    }
    request.onCompletion { [weak self] result in self?.ended(number, result, shows: screen) }
    if awaited {
      Task { @MainActor in _ = await request.result }
    }
  }

  private func ended<Value, Failure>(
    _ number: Int, _ result: Result<Value, Failure>, shows screen: (tag: Int, page: NavigationProgram.Page)?
  ) {
    guard !made[number].ended else {
      return fail("request \(number) (\(made[number].description)) ended twice")
    }
    made[number].ended = true
    if made[number].ordered { endOrder.append(number) }
    if case .failure(let error) = result,
      !(error is NavigationError || error is RestorationError || error is DeepLinkError)
    {
      fail("request \(number) (\(made[number].description)) failed with an untyped error: \(error)")
    }
    // NB: a selection that changed nothing (no split) succeeds with `false` and shows nothing.
    guard case .success(let value) = result, (value as? Bool) != false, let screen, let navigator,
      made[number].gestures == gestures
    else { return }
    let entries = navigator.state.allEntries
    if !entries.contains(where: {
      $0.tag == AnyTag(screen.tag) || $0.route.as(NavigationProgram.Page.self) == screen.page
    }) {
      fail("request \(number) (\(made[number].description)) succeeded, but its screen is not in the state")
    }
    // NB: no request of the program's is made by a login: none lands in a login's stack or a
    // layer above it, where it would go with the login.
    let state = navigator.state
    let logins = entries.filter { $0.route.as(NavigationProgram.Page.self) == .login }
    if let shown = entries.first(where: { $0.tag == AnyTag(screen.tag) }),
      let login = logins.first(where: { state.goesWith($0.id, shown.id) && $0.id != shown.id })
    {
      fail(
        "request \(number) (\(made[number].description)) succeeded inside the layer of \(login), which it did not target"
      )
    }
  }

  /// Checks that the dialog request `number` ended with the value of the button tapped, or
  /// `.cancelled` when none with a value was or the request was cancelled (its dialog stays up,
  /// and a tap then answers no one).
  private func answered(_ number: Int, _ title: String, _ result: Result<ScreenResult<Int>, NavigationError>)
  {
    guard case .success(let answer) = result, !(made[number].cancelled && answer == .cancelled) else {
      return
    }
    let button = tapped[title]
    let expected = button.flatMap { $0 < 2 ? 10 * number + $0 : nil }
    if answer.value != expected {
      fail(
        "the dialog \(number) ended with \(answer) after a tap on button \(button.map { "\($0)" } ?? "none")")
    }
  }

  /// Replays the screen views `views` gives: a screen appears only when out of view, and
  /// disappears only when in view (or in view in `state`, when the stream was made).
  private func follow(_ views: AsyncStream<ScreenView>, startingWith state: NavigationState) {
    inViewAtStart = Set(state.visibleScreens.map(\.id))
    firstTop = state.topScreen.id
    Task { @MainActor [weak self] in
      for await view in views {
        guard let self else { return }
        switch view.change {
        case .appeared:
          inViewAtStart.remove(view.id)
          if !inView.insert(view.id).inserted { fail("\(view.route) (\(view.id)) appeared twice in a row") }
        case .disappeared:
          if inView.remove(view.id) == nil, inViewAtStart.remove(view.id) == nil {
            fail("\(view.route) (\(view.id)) disappeared while out of view")
          }
        }
      }
      self?.viewsEnded = true
    }
  }

  /// A guard redirects a request, which then waits for the redirect's screen while later ones
  /// run: which one it is is not known here, so no request under way is held to the order.
  private func redirected() {
    redirectMayBeUp = true
    for number in made.indices where !made[number].ended {
      made[number].ordered = false
      made[number].mayWaitForALogin = true
    }
  }

  // MARK: Checks

  /// Checks what must hold after any action: a valid tree, nothing that left it back, requests
  /// ending in the order they were made.
  private func look() {
    guard let navigator else { return }
    let state = navigator.state
    if let problem = state.invariantViolation { fail("the state is not a valid tree: \(problem)") }
    let ids = Set(state.allEntries.map(\.id))
    let back = ids.intersection(gone)
    if !back.isEmpty { fail("screens that left the state came back: \(back)\n\(state)") }
    gone.formUnion(seen.subtracting(ids))
    seen.formUnion(ids)
    if endOrder != endOrder.sorted() {
      fail("requests ended out of the order they were made in: \(endOrder)")
      endOrder.sort()
    }
  }

  /// Waits until nothing is under way, then checks that every request ended and that the host
  /// shows the navigator's state.
  private func settle() async {
    // NB: a request counted as waiting for a login may be one that was merely in line when the
    // guard redirected another; nothing is under way only once no request is in line.
    for _ in 0..<100 {
      await driver.settle()
      for _ in 0..<4 { await TestClock.yield() }
      let inLine = navigator?.hasRequestsInLine ?? false
      if !inLine, made.allSatisfy({ $0.ended || isWaitingForItsScreen($0) }) { break }
    }
    look()
    guard let navigator else { return }
    // NB: the host's own tasks (an animation's end, a probe) may still wait for a turn once every
    // request has ended; they are given the turns they take, and a host still out of sync then
    // is a broken promise.
    var hostTurns = 0
    while hostTurns < 100, driver.shown != navigator.state {
      await driver.settle()
      await TestClock.yield()
      hostTurns += 1
    }
    redirectMayBeUp = navigator.state.allEntries.contains {
      $0.route.as(NavigationProgram.Page.self) == .login
    }
    objects.removeAll { $0.screen == nil }
    flows.removeAll { $0.flow == nil }
    for flow in flows where flow.flow?.status == .finished {
      fail("the flow \(flow.flow.map(\.description) ?? "") finished but is still alive")
    }
    for object in objects {
      guard let id = object.screen?.id, gone.contains(id) else { continue }
      fail("the screen object of \(id), which left the tree, is still alive")
    }
    for (number, request) in made.enumerated() where !request.ended {
      if isWaitingForItsScreen(request) { continue }
      fail("request \(number) (\(request.description)) never ended")
      made[number].ended = true
    }
    // NB: the stream's reader runs in turns of its own; it is given as many as it takes (each
    // view it is behind takes one or two).
    var turns = 0
    while turns < 2_000, !viewsFollow(navigator.state) {
      await TestClock.yield()
      turns += 1
    }
    checkViewsAndFocus(navigator.state)
    if driver.shown != navigator.state {
      fail(
        "the host shows another tree than the state once nothing is under way\nstate:\n\(navigator.state)\nhost:\n\(driver.shown.map { "\($0)" } ?? "nothing")"
      )
    }
  }

  /// Whether `request` waits for a result from a screen still in the tree, as long as it may.
  private func isWaitingForItsScreen(_ request: Made) -> Bool {
    guard let navigator else { return false }
    let entries = navigator.state.allEntries
    // NB: a request a guard redirected waits for as long as the redirect's screen is up; the
    // others go on meanwhile and end.
    if request.mayWaitForALogin,
      entries.contains(where: { $0.route.as(NavigationProgram.Page.self) == .login })
    {
      return true
    }
    if let title = request.awaitsDialog {
      return entries.contains { $0.route.as(DialogContent.self)?.title == title }
    }
    guard let tag = request.awaitsResultOf else { return false }
    return entries.contains { $0.tag == AnyTag(tag) }
  }

  /// Whether the screen views read so far leave in view the screens `state` shows.
  private func viewsFollow(_ state: NavigationState) -> Bool {
    inView.union(inViewAtStart) == Set(state.visibleScreens.map(\.id))
  }

  /// Checks, once nothing is under way, that the screen views leave in view the screens the
  /// host shows (`NavigationState.visibleScreens`), and that VoiceOver's focus last went to the
  /// top screen (or nowhere yet while the first is on top).
  private func checkViewsAndFocus(_ state: NavigationState) {
    let visible = Set(state.visibleScreens.map(\.id))
    if !viewsFollow(state) {
      fail(
        "the screen views leave \(inView.union(inViewAtStart).sorted()) in view, the host shows \(visible.sorted())\n\(state)"
      )
      inView = visible
      inViewAtStart = []
    }
    // NB: for the user's own change the platform moves focus, not the session.
    if (driver as? any SessionDriver)?.session?.focusFollowsTheUser == true { return }
    switch driver.focusDirectives.last {
    case .screen(let id) where id != state.topScreen.id:
      fail("VoiceOver's focus last went to \(id), not to the top screen \(state.topScreen.id)\n\(state)")
    case .element(let element):
      fail("VoiceOver's focus last went to the element \(element), which no screen opened a layer from")
    case nil where firstTop != state.topScreen.id:
      fail(
        "VoiceOver's focus never moved, yet the top screen is \(state.topScreen.id), not the first\n\(state)")
    case .screen, nil:
      break
    }
  }

  /// Checks every screen's lifecycle events against UIKit's order: load first, then
  /// willAppear → didAppear → willDisappear → didDisappear around, where a transition called
  /// off reverses (willAppear → willDisappear, willDisappear → willAppear); destroyed last, when
  /// not on screen.
  private func checkLifecycles() {
    var order = LifecycleOrder()
    for event in driver.events {
      if let problem = order.take(event) { fail(problem) }
    }
  }

  private func fail(_ message: String) {
    violations.append(NavigationProgram.Violation(action: action, message: message))
  }
}
