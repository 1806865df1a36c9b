import Foundation
import Testing
@_spi(Hosts) import Waypoint
import WaypointTesting

@testable import WaypointHarness

/// A navigator's recorder keeps what its host went through; the recording, saved as JSON and
/// read back, replays on its own to the same state and screens, and a replay names where state
/// and screen parted.
@MainActor
@Suite("Recording and replaying navigation")
struct NavigationRecordingTests {
  /// How many random programs each host records and replays: 25, or `WAYPOINT_REPLAYS`.
  nonisolated static let programs = Int(ProcessInfo.processInfo.environment["WAYPOINT_REPLAYS"] ?? "") ?? 25

  /// The recording through its JSON, as a device would send it.
  private func sent(_ recorder: NavigationRecorder) throws -> NavigationRecording {
    let recording = try #require(recorder.recording)
    return try NavigationRecording(json: recording.json())
  }

  /// The routes of `state` by name, screen by screen, as a recording keeps them.
  private func names(_ state: NavigationState) -> [String] {
    state.allEntries.map { "\($0.id) \(RecordedRoute($0.route, keepingValue: false).name)" }
  }

  /// Two tabs, shop and profile.
  private static let twoTabs = NavigationState(
    tabs: Tab(id: TabID.shop, root: Page.home), Tab(id: TabID.profile, root: Page.settings))

  /// A navigator from `state` on `host`, recording with `recorder`.
  private func recordingNavigator(
    on host: some NavigationHost, from state: NavigationState = twoTabs,
    with recorder: NavigationRecorder = NavigationRecorder()
  ) -> (Navigator<Page>, NavigationRecorder) {
    let navigator = Navigator<Page>(state, host: host)
    navigator.recorder = recorder
    return (navigator, recorder)
  }

  @Test func aRecordingReplaysToTheSameStateAndScreens() async throws {
    let host = TestHost()
    let (navigator, recorder) = recordingNavigator(on: host)
    try await navigator.push(.product(1)).value
    try await navigator.push(.reviews).value
    try host.simulateSwipeBack()
    try await navigator.present(.cart).value
    try await navigator.push(.checkout).value
    try host.simulatePullDown()
    try host.simulateTabTap(TabID.profile)
    try await navigator.push(.login).value
    try host.simulateBackTap()
    _ = try await navigator.select(tab: TabID.shop).value

    let recording = try sent(recorder)
    #expect(recording.platform.host == "TestHost")
    #expect(recording.entries.contains { $0.event == .fact(.layersShown(0)) })
    #expect(recording.entries.contains { $0.event == .asked(.request, by: nil, verb: "push") })
    let report = await NavigationReplay(recording).run()
    #expect(report.problems.isEmpty, "\(report)")
    #expect(report.entriesReplayed == recording.count)
    #expect(report.state.read == navigator.state.read)
    #expect(names(report.state) == names(navigator.state))
    #expect(report.shown == report.state)
  }

  /// A driver of `host`'s kind: TestHost's, or a platform stand-in's.
  private func driver(_ host: String) -> any HostDriver {
    switch host {
    case "UIKit stand-in": UIKitStandInDriver()
    case "SwiftUI stand-in": BindingStandInDriver()
    default: TestHostDriver()
    }
  }

  @Test(arguments: ["TestHost", "UIKit stand-in", "SwiftUI stand-in"])
  func aRecordingReplaysOverTestHostAndTheStandIns(over host: String) async throws {
    // Recorded on the UIKit stand-in: pushes, a swipe back, a sheet pulled down, a tab tap, a
    // Back tap. Played over another host, whose platform reports facts of its own, the user's
    // changes made again as gestures.
    let standIn = UIKitStandIn()
    let (navigator, recorder) = recordingNavigator(on: standIn)
    let device = UIKitStandInDriver(over: standIn)
    try await navigator.push(.product(1)).value
    try await navigator.push(.reviews).value
    try device.simulate(.swipeBack(cancelled: false))
    await device.settle()
    try await navigator.present(.cart).value
    try await navigator.push(.checkout).value
    try device.simulate(.pullDown(cancelled: false))
    await device.settle()
    try device.simulate(.tapTab(AnyTag(TabID.profile)))
    await device.settle()
    try await navigator.push(.login).value
    try await navigator.push(.settings).value
    try device.simulate(.tapBack)
    await device.settle()

    let recording = try sent(recorder)
    #expect(recording.entries.contains { if case .userChanged = $0.event { true } else { false } })
    let report = await NavigationReplay(recording).run(over: driver(host))
    #expect(report.problems.isEmpty, "\(report)")
    #expect(names(report.state) == names(navigator.state))
    #expect(report.shown == report.state)
  }

  @Test func aReplayOverTestHostKeepsTogetherWhatTheDevicesPlatformParted() async throws {
    // The recording of aReplayNamesTheFirstInputWhereStateAndScreenPart: the Back tap's didShow
    // never reached the host. Its own replay parts; over TestHost the same inputs do not.
    let (recording, _) = try await recordingWhereADidShowIsLost()
    #expect((await NavigationReplay(recording).run()).firstInputWhereStateAndScreenPart != nil)
    let report = await NavigationReplay(recording).run(over: TestHostDriver())
    #expect(report.problems.isEmpty, "\(report)")
  }

  @Test func aRecordingFromAStandInIsATrace() async throws {
    // One trace of UIKit's, played on the stand-in, recorded: the facts it reported are the
    // recording, which replays alone, with no stand-in, to the same state.
    let host = UIKitStandIn()
    let (navigator, recorder) = recordingNavigator(on: host, from: NavigationState(root: Page.home))
    try await navigator.push(.product(1)).value
    try await navigator.push(.reviews).value
    host.play(UIKitTraces.backButtonTap())
    host.play(UIKitTraces.swipeBackCompleted())
    try await navigator.push(.cart).value
    let recording = try sent(recorder)
    let facts = recording.entries.compactMap { if case .fact(let fact) = $0.event { fact } else { nil } }
    #expect(
      facts.contains { fact in
        guard case .stackWillShow(_, _, let interactive) = fact else { return false }
        return interactive
      })
    let report = await NavigationReplay(recording).run()
    #expect(report.problems.isEmpty, "\(report)")
    #expect(report.state.read == navigator.state.read)
    #expect(report.state.read == host.hierarchy)
  }

  /// Random programs of requests, gestures and faults on each host, recorded: every recording
  /// replays alone, doing what the recording says and keeping every promise, and its app's and
  /// user's inputs replay over TestHost keeping every promise. (A stand-in's
  /// platform may part from the state for a while, as a device's would: those partings are
  /// counted, not failures; `WAYPOINT_REPLAYS=400` shows them.)
  @Test(arguments: ["TestHost", "UIKit stand-in", "SwiftUI stand-in"])
  func randomProgramsOnEveryHostReplayFromTheirRecordings(on host: String) async throws {
    var generator = SeededGenerator(seed: 0xC0FFEE + UInt64(host.count))
    var partings: [String] = []
    for number in 0..<Self.programs {
      let program = NavigationProgram.random(length: 30, using: &generator)
      let seed = generator.next() | 1
      let driver = InterleavingTests.driver(host, variants: seed)
      let recorder = NavigationRecorder(capacity: 100_000)
      let violations = await program.run(with: driver, recorder: recorder)
      guard violations.isEmpty, let recording = recorder.recording else { continue }
      let report = await NavigationReplay(try NavigationRecording(json: recording.json())).run()
      partings += report.problems.filter { $0.kind == .stateAndScreenParted }.map {
        "program \(number): \($0)"
      }
      if report.problems.contains(where: { $0.kind != .stateAndScreenParted }) {
        Issue.record("program \(number) on \(host):\n\(report)\n\(program)")
        return
      }
      // The same app's and user's inputs, over TestHost, whose platform reports facts of its own.
      let over = await NavigationReplay(recording).run(over: TestHostDriver())
      if !over.problems.isEmpty {
        Issue.record("program \(number) on \(host), replayed over TestHost:\n\(over)\n\(program)")
        return
      }
    }
    if !partings.isEmpty {
      print("\(host): \(partings.count) partings of state and screen\n\(partings.joined(separator: "\n"))")
    }
  }

  /// The folder of recordings every test run replays, beside the traces: a recording from a
  /// device, dropped in here, is a trace (see "Recording and replaying navigation").
  static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Traces/Recordings")

  /// Each recording in `Traces/Recordings/` replays with no problem. The UIKit stand-in's, in
  /// today's format, is made again by
  /// `WAYPOINT_WRITE_RECORDINGS=1 swift test --filter everyRecordingInTheFolderReplays`; the
  /// recordings of format 1 beside it are kept as they were written
  /// (``aRecordingWrittenBeforeTheNewFormatStillReplays()``).
  @Test func everyRecordingInTheFolderReplays() async throws {
    if ProcessInfo.processInfo.environment["WAYPOINT_WRITE_RECORDINGS"] == "1" {
      let host = UIKitStandIn()
      let (navigator, recorder) = recordingNavigator(on: host, from: NavigationState(root: Page.home))
      try await navigator.push(.product(1)).value
      try await navigator.present(.cart).value
      host.play(UIKitTraces.pullDown(layerIndex: 0))
      host.play(UIKitTraces.backButtonTap())
      try await navigator.push(.reviews).value
      host.play(UIKitTraces.swipeBackCompleted())
      let json = try #require(recorder.recording).json()
      try json.write(to: Self.folder.appendingPathComponent(Self.standInRecording))
    }
    let files = try FileManager.default.contentsOfDirectory(at: Self.folder, includingPropertiesForKeys: nil)
      .filter { $0.pathExtension == "json" }
    #expect(!files.isEmpty)
    for file in files {
      let recording = try NavigationRecording(json: Data(contentsOf: file))
      let report = await NavigationReplay(recording).run()
      #expect(report.problems.isEmpty, "\(file.lastPathComponent): \(report)")
      #expect(report.entriesReplayed == recording.count, "\(file.lastPathComponent)")
    }
  }

  /// The UIKit stand-in's recording in `Traces/Recordings/`, in today's format.
  static let standInRecording =
    "uikit-stand-in-pull-down-back-and-swipe.format-\(NavigationRecording.format).json"

  /// A recording in `Traces/Recordings/` written in format 1, as every recording was before
  /// format 2, and never written again: the UIKit stand-in's pull-down, Back tap and swipe.
  static let format1Recording = "uikit-stand-in-pull-down-back-and-swipe.json"

  @Test func aRecordingWrittenBeforeTheNewFormatStillReplays() async throws {
    let data = try Data(contentsOf: Self.folder.appendingPathComponent(Self.format1Recording))
    let header = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    #expect(header["format"] as? Int == 1)
    let old = try NavigationRecording(json: data)
    #expect(old.entries.contains { if case .userChanged = $0.event { true } else { false } })
    let report = await NavigationReplay(old).run()
    #expect(report.problems.isEmpty, "\(report)")
    #expect(report.entriesReplayed == old.count)

    // Format 1 in memory, written in today's format and read back: the same recording.
    let written = try old.json()
    let format = try #require(try JSONSerialization.jsonObject(with: written) as? [String: Any])["format"]
    #expect(format as? Int == NavigationRecording.format)
    let again = try NavigationRecording(json: written)
    #expect(again.entries == old.entries)
    #expect(again == old)
    #expect(await NavigationReplay(again).run().problems.isEmpty)
  }

  /// A route as a recording read back holds it.
  private static func recorded(_ name: String, _ value: String? = nil) -> ScreenEntry {
    ScreenEntry(RecordedRoute(name: name, value: value))
  }

  /// A tag as a recording read back holds it.
  private static func tag(_ text: String) -> AnyTag { AnyTag(RecordedTag(text)) }

  /// Trees of every shape a recording holds: tabs in a group, a search tab, a tab showing a
  /// collapsed split, hidden tabs and the More list; layers of every style, a dialog's, a bare one;
  /// screens pushed with a transition, anchored, opened from an element, held against a pull-down.
  private static func everyShapeOfTree() -> (tabs: NavigationState, split: NavigationState) {
    var faded = recorded("Shop.reviews")
    faded.pushTransition = .custom("fade")
    faded.allowsContentSwipe = false
    let columns = SplitRoot(
      sidebar: ScreenStack(root: recorded("Mail.folders")),
      supplementary: ScreenStack(root: recorded("Mail.inbox")),
      detail: ScreenStack(root: recorded("Mail.message"), path: [faded]), compactColumn: .supplementary,
      isCollapsed: true)
    let names = ["shop", "search", "orders", "profile", "mail", "news", "help"]
    let tabs = names.map { name in
      switch name {
      case "search":
        return Tab(id: tag(name), stack: ScreenStack(root: recorded("Shop.search")), role: .search)
      case "orders", "profile":
        return Tab(id: tag(name), stack: ScreenStack(root: recorded("Shop.\(name)")), group: tag("account"))
      case "mail": return Tab(id: tag(name), split: columns)
      default:
        var zoomed = recorded("Shop.product", "product(42)")
        zoomed.pushTransition = .zoom(from: "cell-42")
        return Tab(id: tag(name), stack: ScreenStack(root: recorded("Shop.\(name)", name), path: [zoomed]))
      }
    }
    var state = NavigationState(
      tabs: tabs[0], tabs[1], tabs[2], tabs[3], tabs[4], tabs[5], tabs[6], selected: tag("shop"))
    _ = state.apply(.arranged(tabs: tabs.map(\.id).reversed(), hidden: [tag("help")]))
    _ = state.apply(.showedMoreList)
    var anchored = recorded("Shop.filters")
    anchored.popoverAnchor = "filter"
    anchored.popoverAdaptation = .popover
    anchored.openedFrom = "filter"
    var held = ScreenEntry(RecordedRoute(name: "Shop.form"), tag: RecordedTag("form"))
    held.interactiveDismissDisabled = true
    let dialog = Dialog<Int>(
      "Sign in", message: "as Ada", textFields: [DialogTextField("Password", text: "x", isSecure: true)],
      buttons: [.default("OK", value: 1), .destructive("Erase", value: 2), .cancel()])
    state.modals = [
      ModalLayer(style: .sheet, stack: ScreenStack(root: held, path: [recorded("Shop.more")])),
      ModalLayer(style: .popover, stack: ScreenStack(root: anchored)),
      ModalLayer(
        style: PresentationStyle("card", coversContent: true, allowsInteractiveDismissal: false),
        stack: ScreenStack(root: recorded("Shop.card")), embedded: false),
      ModalLayer(style: .fullScreenCover, stack: ScreenStack(root: recorded("Shop.cover"))),
      ModalLayer(style: .alert, stack: ScreenStack(root: ScreenEntry(dialog.content)), embedded: false),
    ]
    var split = NavigationState(
      split: SplitRoot(
        sidebar: ScreenStack(root: recorded("Mail.folders")),
        detail: ScreenStack(root: recorded("Mail.message")),
        isCollapsed: true))
    split.modals = [
      ModalLayer(
        style: .confirmationDialog,
        stack: ScreenStack(root: ScreenEntry(Dialog<Int>("Delete?", style: .confirmationDialog).content)),
        embedded: false)
    ]
    return (state, split)
  }

  @Test func aRecordingOfEveryKindOfEventRoundTrips() throws {
    let (tabs, split) = Self.everyShapeOfTree()
    #expect(tabs.invariantViolation == nil && split.invariantViolation == nil)
    let shop = Self.tag("shop")
    let mail = Self.tag("mail")
    let ids = tabs.allEntries.map(\.id)
    let top = tabs.modals[0].stack
    let locations: [StackLocation] = [
      .root, .tab(shop), .modal(2), .column(.detail), .tabColumn(mail, .sidebar),
    ]
    let changes: [UserChange] = [
      .popped(to: ids[0]), .dismissed(layer: ids[1]), .selected(tab: shop), .showedMoreList,
      .arranged(tabs: [mail, shop], hidden: [Self.tag("help")]),
      .split(collapsed: true, showing: .supplementary),
      .platformShows(split),
    ]
    let facts: [PlatformFact] =
      locations.map { .stackShown($0, [ids[0], nil]) } + [
        .stepCompleted, .stackSet(.tab(shop), [ids[0]], transitionAttached: true, delegateIsHost: false),
        .stackWillShow(.modal(0), top: nil, interactive: true), .layerWillDismiss(ids[2], coordinated: false),
        .interactionEnded(cancelled: true), .layersShown(2), .tabSelected(shop), .moreListShown,
        .moreShowsTab(Self.tag("news")), .tabContentInWindow(mail, false),
        .tabsArranged([mail, shop], hidden: [shop]),
        .pathWritten([ids[1]], above: ids[0], at: .tabColumn(mail, .detail)), .layerItemCleared(nil),
        .layerItemCleared(ids[3]), .drawnInWindow(true), .probe(.didAppear, ids[4]),
        .splitCollapsed(false, top: nil),
        .splitCollapsed(true, top: .sidebar), .columnShown(.supplementary), .columnHidden(.detail),
        .backTapped(ids[5]), .pullDownRefused(layerAt: nil, heldByTheApp: true),
        .pullDownRefused(layerAt: 1, heldByTheApp: false), .dialogAnswered(ids[6], button: 1, texts: ["Ada"]),
        .windowClosed,
      ] + changes.map { .exitChosen($0) }
    let steps: [NavigationStep] = [
      .dismiss(at: 3), .dismissLayers(from: 1), .setStack(top, in: .modal(0)), .selectTab(shop),
      .arrangeTabs([mail], hidden: []), .showColumn(.sidebar), .present(tabs.modals[4], at: 4),
      .setRoot(tabs.root),
      .setRoot(split.root),
    ]
    let reasons: [NavigationReason?] = [
      nil, .request, .deepLink, .restoration, .flowStart, .userExit, .recheck,
    ]
    var events: [NavigationRecording.Event] =
      reasons.map { .asked($0, by: ids[0], verb: "push") } + [
        .asked(.request, by: nil, verb: ""), .denied("Shop.checkout: Forbidden"),
        .linkOpened(pattern: "product/:id(int)"),
        .plan(tabs, guarded: [ids[0]]), .plan(split, guarded: []), .guarded(ids), .stepRefused("busy"),
        .returned,
        .stepEnded(failure: nil), .stepEnded(failure: "leftHalfDone"), .planCancelled, .planEnded,
        .restored(nil),
        .read(nil), .read(tabs.read), .read(split.read), .elementHeld("filter", false), .screen(tabs.read),
        .tabTapped(nil, allowed: false), .tabTapped(shop, allowed: true), .checkpoint(split, guarded: []),
      ]
    events += locations.map { .restored($0) }
    events += [NavigationRecording.Watchdog.step, .animation, .gesture].map { .watchdogFired($0) }
    events += steps.map { .stepStarted($0) } + changes.map { .userChanged($0) } + facts.map { .fact($0) }
    let recording = NavigationRecording(
      platform: .init(host: "UIKit", system: "iOS 26.1", device: "iPhone16,1"), signals: .appearance,
      capabilities: .dismissesLayersTogether, keepsRouteValues: true, start: tabs, startGuarded: [ids[1]],
      entries: events.enumerated().map { index, event in .init(time: .microseconds(index * 1_250), event) })

    // Every case of each kind is in the recording (a case added to one is added here).
    func kinds(_ values: [Any]) -> Int {
      Set(values.map { Mirror(reflecting: $0).children.first?.label ?? "\($0)" }).count
    }
    #expect(kinds(events) == 20)
    #expect(kinds(facts) == 24)
    #expect(kinds(steps) == 8)
    #expect(kinds(changes) == 7)
    #expect(kinds(locations) == 5)

    #expect(tabs.tabBar?.showsMoreList == true && tabs.tabBar?.hidden == [Self.tag("help")])

    let read = try NavigationRecording(json: recording.json())
    #expect(read == recording)
    for (written, again) in zip(recording.entries, read.entries) where written != again {
      Issue.record("written \(written)\nread    \(again)")
    }

    // Without values: routes by type and case, dialogs without their texts.
    var withoutValues = recording
    withoutValues.keepsRouteValues = false
    let json = String(decoding: try withoutValues.json(), as: UTF8.self)
    for value in ["product(42)", "Sign in", "as Ada", "Password", "Erase"] {
      #expect(!json.contains(value), "\(value)")
    }
    let stripped = try NavigationRecording(json: Data(json.utf8))
    let routes = stripped.start.allEntries.compactMap { $0.route.as(RecordedRoute.self) }
    #expect(!routes.isEmpty && routes.allSatisfy { $0.value == nil })
    #expect(stripped.start.modals.last?.dialog?.textFields.map(\.isSecure) == [true])
  }

  /// A tree, a tag and what holds them code inside a recording only: an app saves its tree with
  /// `Restoration`, which its `Codable` conformance must not pass for.
  @Test func aTreeOrATagIsCodedOnlyInsideARecording() throws {
    let state = NavigationState(root: Page.home)
    #expect(throws: EncodingError.self) { try JSONEncoder().encode(state) }
    #expect(throws: EncodingError.self) { try JSONEncoder().encode(AnyTag(TabID.shop)) }
    #expect(throws: EncodingError.self) {
      try JSONEncoder().encode(NavigationStep.selectTab(AnyTag(TabID.shop)))
    }
    let tree = Data(#"{"root":{"stack":[{"id":1,"route":[0,{"name":"Page.home"}]}]}}"#.utf8)
    #expect(throws: DecodingError.self) { try JSONDecoder().decode(NavigationState.self, from: tree) }
    #expect(throws: DecodingError.self) { try JSONDecoder().decode(AnyTag.self, from: Data(#""shop""#.utf8)) }
    // What holds neither codes anywhere.
    let step = try JSONEncoder().encode(NavigationStep.dismiss(at: 1))
    #expect(try JSONDecoder().decode(NavigationStep.self, from: step) == .dismiss(at: 1))
  }

  @Test func aRecordingSaysWhyEachPlanWasAskedForAndByWhichScreenAndWhatAGuardDenied() async throws {
    // A push to checkout, redirected to a login; the login screen's own push ("forgot
    // password"); a guard-free push from the app; a push the guard denies. Each plan is preceded
    // by why it was asked for, and the denial is said.
    let (navigator, _) = makeNavigator()
    navigator.addGuard(for: Page.self) { route, _ in
      switch route {
      case .checkout: .redirect(Redirect(to: Page.login))
      case .cart: .deny(Forbidden())
      default: .allow
      }
    }
    let recorder = NavigationRecorder()
    navigator.recorder = recorder
    let checkout = Task { try await navigator.push(Page.checkout).value }
    await eventually { navigator.entry(showing: .login) != nil && !navigator.isTransitioning }
    let login = try #require(navigator.entry(showing: .login))
    try await #require(navigator.context(for: login.id)).push(.route(Page.settings)).value
    try await navigator.close(login.id)  // the checkout fails: the login was closed
    _ = await checkout.result
    try await navigator.push(Page.reviews).value
    _ = await navigator.push(Page.cart).result

    let asked = try sent(recorder).entries.compactMap { entry -> String? in
      switch entry.event {
      case .asked(let why, let by, let verb):
        let named = "\(verb): \(why.map(\.description) ?? "redirect")"
        return by == login.id ? "\(named) by the login" : named
      case .denied(let failure): return "denied: \(failure)"
      default: return nil
      }
    }
    #expect(asked.first == "push: redirect", "\(asked)")
    #expect(asked.contains("push: request by the login"), "\(asked)")
    #expect(
      asked.suffix(3) == ["push: request", "push: request", "denied: Page.cart: Forbidden"], "\(asked)")
    let report = await NavigationReplay(try sent(recorder)).run()
    #expect(report.problems.isEmpty, "\(report)")
  }

  @Test func aRecordingKeepsTheLinksPatternNeverTheLink() async throws {
    let links = try windowLinks()
    let (navigator, _) = makeNavigator()
    let recorder = NavigationRecorder()
    navigator.recorder = recorder
    _ = try await navigator.open("shop://product/987654321?name=Ada", using: links).value
    _ = try await navigator.open(Page.cart, using: links).value

    let recording = try sent(recorder)
    let said = recording.entries.compactMap { entry -> String? in
      switch entry.event {
      case .linkOpened(let pattern): pattern
      case .asked(let why, _, let verb): "\(verb): \(why.map(\.description) ?? "redirect")"
      default: nil
      }
    }
    #expect(said == ["open: deep link", "product/:id(int)", "open: deep link", "cart"], "\(said)")
    let json = String(decoding: try recording.json(), as: UTF8.self)
    #expect(!json.contains("987654321") && !json.contains("Ada"), "\(json)")
    let report = await NavigationReplay(recording).run()
    #expect(report.problems.isEmpty, "\(report)")
  }

  @Test func aRecordingKeepsNoRouteValuesUnlessAllowed() async throws {
    for keeps in [false, true] {
      let host = TestHost()
      let (navigator, recorder) = recordingNavigator(
        on: host, from: NavigationState(root: Page.home), with: NavigationRecorder(keepsRouteValues: keeps))
      try await navigator.push(.product(4_815_162_342)).value
      let dialog = navigator.present(
        Dialog(
          "Name", style: .alert, textFields: [DialogTextField("Name")], buttons: [.default("OK", value: 1)]),
        expecting: Int.self)
      while host.screen?.modals.isEmpty != false { await TestClock.yield() }
      try host.simulateDialogButtonTap("OK", texts: ["Ada Lovelace"])
      _ = await dialog.result
      let json = String(decoding: try #require(recorder.recording).json(), as: UTF8.self)
      #expect(json.contains("Page.product"))
      #expect(json.contains("4815162342") == keeps, "\(json)")
      #expect(json.contains("Ada Lovelace") == keeps, "\(json)")
      let read = try NavigationRecording(json: Data(json.utf8))
      #expect(read.keepsRouteValues == keeps)
      let product = try #require(
        read.entries.lazy.compactMap { entry -> RecordedRoute? in
          guard case .plan(let target, _) = entry.event else { return nil }
          return target.topScreen.route.as(RecordedRoute.self)
        }.first)
      #expect(product.name == "Page.product")
      #expect(product.value == (keeps ? "product(4815162342)" : nil))
      // NB: a replay keeps what the recording kept, the dialog's texts too.
      let report = await NavigationReplay(read).run()
      #expect(report.problems.isEmpty, "\(report)")
    }
  }

  /// A route that describes itself with what it holds.
  enum Person: Route, CustomStringConvertible {
    case home, profile(name: String)
    var description: String {
      switch self {
      case .home: "home of Ada Lovelace"
      case .profile(let name): "profile of \(name)"
      }
    }
  }

  @Test func aRouteIsNamedByItsCaseNotByItsDescription() async throws {
    let navigator = Navigator<Person>(NavigationState(root: Person.home), host: TestHost())
    let recorder = NavigationRecorder()
    navigator.recorder = recorder
    try await navigator.push(.profile(name: "Ada Lovelace")).value
    let recording = try #require(recorder.recording)
    let json = String(decoding: try recording.json(), as: UTF8.self)
    #expect(!json.contains("Ada"), "\(json)")
    #expect(!recording.description.contains("Ada"), "\(recording)")
    #expect(json.contains("\"Person.profile\""))
    #expect(json.contains("\"Person\""), "a case without a payload, described by the app, is its type")
  }

  /// An app that replaced the navigation controller's delegate, on the UIKit stand-in: the host
  /// hears no `didShow` of a Back tap, so the navigator holds two screens where UIKit shows one,
  /// then presents the cart; the recording, and the id of the home screen.
  private func recordingWhereADidShowIsLost() async throws -> (NavigationRecording, ScreenID) {
    let host = UIKitStandIn()
    let (navigator, recorder) = recordingNavigator(on: host, from: NavigationState(root: Page.home))
    let home = navigator.state.topScreen.id
    try await navigator.push(.product(1)).value
    host.play(UIKitTraces.delegateReplaced)
    host.play(UIKitTraces.backButtonTap())
    #expect(host.hierarchy.stacks == [[home]])
    // NB: the presentation's read shows the root the navigator does not hold: the host follows
    // the platform there, and the request fails as left half done.
    _ = await navigator.present(.cart).result
    return (try sent(recorder), home)
  }

  @Test func aReplayNamesTheFirstInputWhereStateAndScreenPart() async throws {
    // The recording shows the lost `didShow` once the Back transition's coordinator ended, and
    // again as the next plan begins: a parting, named by the input it came after.
    let (recording, home) = try await recordingWhereADidShowIsLost()
    let report = await NavigationReplay(recording).run()

    let input = try #require(report.firstInputWhereStateAndScreenPart, "\(report)\n\(recording)")
    #expect(recording.entries[input].event == .fact(.interactionEnded(cancelled: false)), "\(report)")
    let parted = try #require(report.problems.first { $0.kind == .stateAndScreenParted })
    #expect(parted.message.contains("the platform shows root [\(home)]"), "\(report)")
    guard case .screen = recording.entries[parted.entry].event else {
      Issue.record("the parting is shown at \(recording.entries[parted.entry]), not at a read of the screen")
      return
    }
    #expect(parted.kind == .stateAndScreenParted)
    // Every step the device made, the replay made: it parted from the screen, not the recording.
    #expect(!report.problems.contains { $0.kind != .stateAndScreenParted }, "\(report)")
  }

  /// The host's inputs besides facts (a held Back tap, a dialog's answer, a tab selected, an
  /// exit chosen, a refused pull-down, a window closed) are facts now, through the session's one
  /// door; a recording of format 1 that wrote them as entries of their own still reads, as those
  /// facts, and replays: `testhost-back-tap-and-dialog-as-entries.json`, a TestHost's Back tap on a
  /// guarded screen and a dialog's cancel button, its `backTapped` and `dialogAnswered` entries as
  /// they were written then.
  @Test func inputsRecordedBeforeTheyWereFactsReadAsFactsAndReplay() async throws {
    let data = try Data(
      contentsOf: Self.folder.appendingPathComponent("testhost-back-tap-and-dialog-as-entries.json"))
    let document = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    let kinds = try #require(document["entries"] as? [[String: Any]]).compactMap { $0["kind"] as? String }
    #expect(document["format"] as? Int == 1)
    #expect(kinds.contains("backTapped") && kinds.contains("dialogAnswered"), "\(kinds)")

    let old = try NavigationRecording(json: data)
    #expect(old.entries.contains { if case .fact(.backTapped) = $0.event { true } else { false } })
    #expect(
      old.entries.contains { if case .fact(.dialogAnswered(_, 0, [])) = $0.event { true } else { false } })
    #expect(try NavigationRecording(json: old.json()) == old)
    let report = await NavigationReplay(old).run()
    #expect(report.problems.isEmpty, "\(report)")
    #expect(report.entriesReplayed == old.count)
    #expect(report.state.read.stacks.map(\.count) == [1])
  }

  @Test func aRecordingThatIsNotOneIsATypedError() throws {
    #expect(throws: RecordingError.self) { try NavigationRecording(json: Data("{".utf8)) }
    #expect(throws: RecordingError.self) { try NavigationRecording(json: Data(#"{"format": 2}"#.utf8)) }
    for format in [0, 3, 9] {
      #expect(throws: RecordingError.unsupportedFormat(found: format, supported: 2)) {
        try NavigationRecording(json: Data(#"{"format": \#(format)}"#.utf8))
      }
    }
    let noTree =
      #"{"format":1,"platform":{"host":"x","system":"","device":""},"signals":"completion","layersTogether":false,"routeValues":false,"start":{"root":{}},"entries":[]}"#
    #expect(throws: RecordingError.invalidTree("a root with no stack, tabs or split")) {
      try NavigationRecording(json: Data(noTree.utf8))
    }
  }

  @Test func hostileRecordingsAreTypedErrorsNotCrashes() throws {
    func document(start: String = #"{"root":{"stack":[{"id":1,"route":"a"}]}}"#, entries: String) -> Data {
      Data(
        #"{"format":1,"platform":{"host":"x","system":"","device":""},"signals":"completion","layersTogether":false,"routeValues":false,"start":\#(start),"entries":[\#(entries)]}"#
          .utf8)
    }
    let tabs = (0..<1_000).map { #"{"id":"t\#($0)","stack":[{"id":\#($0 + 1),"route":"a"}]}"# }
      .joined(separator: ",")
    let hostile: [(String, Data)] = [
      ("a time past any recorder's", document(entries: #"{"kind":"windowClosed","ms":1e300}"#)),
      (
        "a negative count of layers",
        document(entries: #"{"kind":"fact","ms":1,"parts":{"kind":"layersShown","count":-1}}"#)
      ),
      (
        "a negative dismissal",
        document(entries: #"{"kind":"stepStarted","ms":1,"parts":{"kind":"dismiss","count":-3}}"#)
      ),
      (
        "a layer at a negative index",
        document(entries: #"{"kind":"restored","ms":1,"at":{"kind":"modal","index":-1}}"#)
      ),
      ("a thousand tabs", document(start: #"{"root":{"tabs":[\#(tabs)],"selected":0}}"#, entries: "")),
      (
        "a plan asked for by no reason there is", document(entries: #"{"kind":"asked","ms":1,"text":"whim"}"#)
      ),
      (
        "two screens of one id",
        document(start: #"{"root":{"stack":[{"id":1,"route":"a"},{"id":1,"route":"b"}]}}"#, entries: "")
      ),
    ]
    for (name, data) in hostile {
      #expect(throws: RecordingError.self, "\(name)") { try NavigationRecording(json: data) }
    }
    // A dialog of a negative number of fields reads as one of none.
    let fields = document(
      start:
        #"{"root":{"stack":[{"id":1,"route":"a"}]},"modals":[{"style":"alert","covers":false,"pullDown":false,"embedded":false,"stack":[{"id":2,"route":"DialogContent","dialog":{"roles":["default"],"fields":-5}}]}]}"#,
      entries: "")
    #expect(try NavigationRecording(json: fields).start.modals.first?.dialog?.textFields.isEmpty == true)
  }

  @Test func hostileRecordingsOfTodaysFormatAreTypedErrorsNotCrashes() throws {
    let screen = #"{"id":1,"route":[0,{"name":"a"}]}"#
    func document(start: String = #"{"root":{"stack":[\#(screen)]}}"#, types: String? = nil, entries: String)
      -> Data
    {
      let types = types ?? #"["RecordedRoute","RecordedTag","DialogContent"]"#
      return Data(
        #"{"format":2,"platform":{"host":"x","system":"","device":""},"signals":{"completion":{}},"capabilities":0,"keepsRouteValues":false,"types":\#(types),"start":\#(start),"startGuarded":[],"entries":[\#(entries)]}"#
          .utf8)
    }
    #expect(try NavigationRecording(json: document(entries: #"{"ms":1,"event":{"returned":{}}}"#)).count == 1)
    let tabs = (0..<1_000).map {
      #"{"id":[1,"t\#($0)"],"stack":[{"id":\#($0 + 1),"route":[0,{"name":"a"}]}]}"#
    }
    .joined(separator: ",")
    let alert =
      #"{"style":"custom(fixed):alert","bare":true,"stack":[{"id":2,"route":[2,{"style":"alert","title":"","buttons":[{"title":"","role":"whim"}],"fields":[]}]}]}"#
    let hostile: [(String, Data)] = [
      ("a time past any recorder's", document(entries: #"{"ms":1e300,"event":{"returned":{}}}"#)),
      ("a time before the recording's start", document(entries: #"{"ms":-1,"event":{"returned":{}}}"#)),
      (
        "a negative count of layers",
        document(entries: #"{"ms":1,"event":{"fact":{"_0":{"layersShown":{"_0":-1}}}}}"#)
      ),
      (
        "a negative dismissal",
        document(entries: #"{"ms":1,"event":{"stepStarted":{"_0":{"dismiss":{"at":-3}}}}}"#)
      ),
      (
        "a layer at a negative index",
        document(entries: #"{"ms":1,"event":{"restored":{"_0":{"modal":{"_0":-1}}}}}"#)
      ),
      ("an event of no kind there is", document(entries: #"{"ms":1,"event":{"whim":{}}}"#)),
      ("an event of two kinds", document(entries: #"{"ms":1,"event":{"returned":{},"planEnded":{}}}"#)),
      (
        "a tag that is not text",
        document(entries: #"{"ms":1,"event":{"tabTapped":{"_0":5,"allowed":true}}}"#)
      ),
      ("a thousand tabs", document(start: #"{"root":{"tabs":[\#(tabs)],"selected":0}}"#, entries: "")),
      ("two screens of one id", document(start: #"{"root":{"stack":[\#(screen),\#(screen)]}}"#, entries: "")),
      (
        "a screen without its id",
        document(start: #"{"root":{"stack":[{"route":[0,{"name":"a"}]}]}}"#, entries: "")
      ),
      ("a type a recording does not hold", document(types: #"["Shop"]"#, entries: "")),
      (
        "a value past the type table",
        document(start: #"{"root":{"stack":[{"id":1,"route":[7,"a"]}]}}"#, entries: "")
      ),
      (
        "a route of a tag's type",
        document(start: #"{"root":{"stack":[{"id":1,"route":[1,"a"]}]}}"#, entries: "")
      ),
      (
        "a dialog's button of no role there is",
        document(start: #"{"root":{"stack":[\#(screen)]},"modals":[\#(alert)]}"#, entries: "")
      ),
    ]
    for (name, data) in hostile {
      #expect(throws: RecordingError.self, "\(name)") { try NavigationRecording(json: data) }
    }
  }

  @Test func aRecordingSavedDuringAPlanReplaysUpToWhereItEnds() async throws {
    let host = TestHost()
    let (navigator, recorder) = recordingNavigator(on: host, from: NavigationState(root: Page.home))
    try await navigator.push(.product(1)).value
    _ = try await navigator.setStack([.home, .cart, .checkout]).value
    try await navigator.present(.reviews).value
    var recording = try sent(recorder)
    // NB: cut after the last plan's first step ended, as a crash during its second would.
    let cut = try #require(recording.entries.lastIndex { $0.event == .stepEnded(failure: nil) })
    recording.entries.removeSubrange(cut...)
    let report = await NavigationReplay(recording).run()
    #expect(report.problems.isEmpty, "\(report)")
    #expect(report.entriesReplayed == recording.count)
  }

  @Test func theRecorderKeepsAboutItsCapacityAndStartsAtACheckpoint() async throws {
    let host = TestHost()
    let (navigator, recorder) = recordingNavigator(
      on: host, from: NavigationState(root: Page.home), with: NavigationRecorder(capacity: 40))
    for number in 0..<30 {
      try await navigator.push(.product(number)).value
      _ = try await navigator.pop().value
    }
    let recording = try sent(recorder)
    #expect(recording.count <= 40)
    #expect(recording.count >= 20)
    let report = await NavigationReplay(recording).run()
    #expect(report.problems.isEmpty, "\(report)")
    #expect(report.state.read == navigator.state.read)
  }
}
