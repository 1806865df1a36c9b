import Foundation
@_spi(Hosts) import Waypoint
import WaypointTesting

/// A program of app requests, user gestures and host faults, run against a host through a
/// ``HostDriver`` while checking, after every action, what Waypoint promises: the state is a
/// valid tree, nothing that left it comes back, every request ends (none hangs), requests made
/// one after another end in that order, a request that succeeded shows its screen when it ends,
/// the navigator's state is what the host's session holds to be shown after every plan and
/// before every step, the host shows the navigator's state whenever nothing is under way, each screen's lifecycle
/// events come in UIKit's order, and the navigator is freed at the end.
///
/// What programs cover:
/// - Roots: one stack, two tabs, or a split view of a sidebar and a detail (``Root``).
/// - Requests, plain or awaited, cancelled before or during their turn: every stack and modal
///   verb, screens opened for a result, tab and column selection (`select(_:in:)`,
///   `show(column:)`), jumps, restores, links (pushed, presented, placed in a column, unmatched),
///   flows started and finished, screens finishing, guards rechecked, and alerts and
///   confirmation dialogs.
/// - Guards that allow, deny or redirect to a login, and leave guards that keep a page.
/// - Gestures, as each host's traces play them (``HostDriverGesture``): Back taps (past a
///   column's first screen when a split is collapsed), swipes and pull-downs completed and
///   called off, a screen dismissing its layer, tab taps, a split collapsing and expanding, a
///   dialog's button tapped and a tap outside a confirmation dialog.
/// - Host faults: a step refused, a step whose completion never comes (shown, not shown, or
///   shown half done).
///
/// Once nothing is under way they also check that the screen views stream
/// (`AnyNavigator.screenViews()`) leaves in view the screens the host shows, each `appeared`
/// ended by one `disappeared`; that VoiceOver's focus last went to the top screen
/// (``HostDriver/focusDirectives``); that a dialog's request ends with the value of the button
/// tapped, or `.cancelled`; and that a restore never brings a dialog back.
///
/// Programs are random (``random(length:using:)``) or decoded from bytes (``init(bytes:)``, for
/// a fuzzer), and shrink to a smallest failing one (``shrunk(while:)``) to keep as a test.
///
/// ```swift
/// @MainActor @Test func anyInterleavingKeepsThePromises() async {
///   var generator = SystemRandomNumberGenerator()
///   for _ in 0..<200 {
///     let program = NavigationProgram.random(length: 40, using: &generator)
///     let violations = await program.run(with: MyHostDriver())
///     #expect(violations.isEmpty, "\(program)")
///   }
/// }
/// ```
public struct NavigationProgram: Hashable, Sendable, CustomStringConvertible {
  /// The screens a program navigates between.
  public enum Page: String, Route, Codable, CaseIterable {
    case a, b, c, d
    /// The screen a redirect shows, and only a redirect.
    case login

    /// The pages requests go to.
    static let visited: [Page] = [.a, .b, .c, .d]
  }

  /// One thing the app, the user or the platform does.
  public enum Action: Hashable, Sendable, CustomStringConvertible {
    /// An app request; `awaited` runs it from a task of its own that awaits its value,
    /// otherwise it is left to start by itself and ends through `onCompletion`.
    case request(Request, awaited: Bool)
    /// Cancels the last request made (before or during its turn).
    case cancelLastRequest
    /// The user acts on the host; a gesture the host refuses (nothing to pop) is skipped.
    case gesture(HostDriverGesture)
    /// The host's next step misbehaves.
    case fault(HostDriverFailure)
    /// Saves the navigation tree (a restoration document), for a later ``Request/restore``.
    case save
    /// From now on, a guard denies `page` (`nil`: the guard allows everything).
    case deny(Page?)
    /// From now on, a guard redirects `page` to a sheet of ``Page/login``, which succeeds when that
    /// screen finishes with a value (``finishTop(withValue:)``) and fails when it goes.
    case redirect(Page)
    /// The top screen finishes through its context, with a value or without (a request too).
    case finishTop(withValue: Bool)
    /// The flow started last that still runs finishes (a request too).
    case finishFlow
    /// From now on, a leave guard keeps every screen of `page` (`nil`: lets every screen go).
    case protect(Page?)
    /// Lets the main actor run `count` turns.
    case turns(Int)
    /// Waits until every transition, gesture and request has ended.
    case settle

    public var description: String {
      switch self {
      case .request(let request, let awaited): "\(awaited ? "await " : "")\(request)"
      case .cancelLastRequest: "cancel last request"
      case .gesture(let gesture): "user: \(gesture)"
      case .fault(let failure): "next step \(failure)"
      case .save: "save"
      case .deny(let page): page.map { "deny \($0)" } ?? "allow all"
      case .redirect(let page): "redirect \(page)"
      case .finishTop(let withValue): "finish the top screen\(withValue ? " with a value" : "")"
      case .finishFlow: "finish the last flow"
      case .protect(let page): page.map { "protect \($0)" } ?? "protect nothing"
      case .turns(let count): count == 1 ? "1 turn" : "\(count) turns"
      case .settle: "settle"
      }
    }
  }

  /// A navigator verb, with its arguments.
  public enum Request: Hashable, Sendable, CustomStringConvertible {
    case push(Page), pop, popLast(Int), popToRoot, setStack([Page])
    case present(Page, PresentationStyle, embedded: Bool), dismiss, dismissAll
    /// A screen opened for an `Int` result, pushed or presented as a sheet.
    case pushForResult(Page), presentForResult(Page)
    case selectTab(Int)
    /// Selects `page` into a column of the split (`select(_:in:)`).
    case select(Page, SplitColumn)
    /// Makes a column the one on top on a compact width (`show(column:)`).
    case showColumn(SplitColumn)
    /// Presents an alert or a confirmation dialog of three buttons (two with values, then
    /// Cancel), whose request ends with the value of the button tapped or `.cancelled`.
    case dialog(DialogStyle)
    /// `navigate(to:)` a tree of `pages` pushed on the root and `layers` sheets.
    case jump(pages: [Page], layers: Int)
    /// Restores the last saved document (or fails with a typed error when none was saved).
    case restore
    /// Asks the guards again about every screen (`recheckGuards()`).
    case recheck
    /// Opens the link `waypoint://program/<page>` (pushed), `…/sheet/<page>` (presented) or
    /// `…/column/<page>` (selected into the split's detail), or a link no pattern matches (a
    /// typed error).
    case open(String)
    /// Starts a flow whose first screen is `page`, pushed or presented as a sheet, under the
    /// program's root flow.
    case startFlow(Page, presented: Bool)

    public var description: String {
      switch self {
      case .push(let page): "push \(page)"
      case .pop: "pop"
      case .popLast(let k): "popLast(\(k))"
      case .popToRoot: "popToRoot"
      case .setStack(let pages): "setStack [\(pages.map(\.rawValue).joined(separator: ", "))]"
      case .present(let page, let style, let embedded):
        "present \(page) as \(style.name)\(embedded ? "" : ", bare")"
      case .pushForResult(let page): "push \(page) expecting a result"
      case .presentForResult(let page): "present \(page) expecting a result"
      case .dismiss: "dismiss"
      case .dismissAll: "dismissAll"
      case .selectTab(let index): "select tab \(index)"
      case .select(let page, let column): "select \(page) in the \(column)"
      case .showColumn(let column): "show the \(column) column"
      case .dialog(let style): "present a dialog (\(style))"
      case .jump(let pages, let layers):
        "jump to [\(pages.map(\.rawValue).joined(separator: ", "))] with \(layers) sheets"
      case .restore: "restore"
      case .recheck: "recheck the guards"
      case .open(let link): "open \(link)"
      case .startFlow(let page, let presented): "start a flow of \(page)\(presented ? " in a sheet" : "")"
      }
    }
  }

  /// A broken promise: what went wrong, and the index of the action after which it was seen
  /// (`actions.count`: at the end).
  public struct Violation: Error, Hashable, Sendable, CustomStringConvertible {
    public let action: Int
    public let message: String
    public var description: String { "after action \(action): \(message)" }
  }

  /// The root a program starts on.
  public enum Root: String, Hashable, Sendable, CaseIterable {
    /// One stack.
    case stack
    /// Two tabs (``Tab``).
    case tabs
    /// A split view of a sidebar and a detail, expanded.
    case split
    /// Three tabs: the first a split view of a sidebar and a detail, the second and third in a
    /// group, the third the search tab.
    case tabsWithASplit
    /// Six tabs of stacks: the fifth and sixth under the More tab on an iPhone.
    case sixTabs
  }

  /// The root the program starts on.
  public var root: Root
  /// What happens, in order.
  public var actions: [Action]

  public init(root: Root, actions: [Action]) {
    self.root = root
    self.actions = actions
  }

  public var description: String {
    "NavigationProgram(root: .\(root)):\n"
      + actions.enumerated().map { "  \($0): \($1)" }.joined(separator: "\n")
  }
}

// MARK: - Making programs

extension NavigationProgram {
  /// A program decoded from `bytes`, two bytes an action; any bytes make a program. The first
  /// byte picks the root: bit 7 a split, else bit 0 tabs (bit 6 three, the first a split; else bit
  /// 5 six) or one stack.
  public init(bytes: some Collection<UInt8>) {
    var bytes = Array(bytes)[...]
    let first = bytes.popFirst() ?? 0
    let tabs: Root = first & 0x40 != 0 ? .tabsWithASplit : first & 0x20 != 0 ? .sixTabs : .tabs
    let root: Root = first & 0x80 != 0 ? .split : first & 1 == 0 ? .stack : tabs
    var actions: [Action] = []
    while let kind = bytes.popFirst() {
      actions.append(Self.action(kind, bytes.popFirst() ?? 0))
    }
    self.init(root: root, actions: actions)
  }

  /// A random program of `length` actions, one in eight a settle, ending with a settle.
  public static func random(length: Int, using generator: inout some RandomNumberGenerator) -> Self {
    let actions = (0..<length).map { _ in
      // NB: decoded bytes settle one action in 33; checks made at a settle need more of them.
      UInt8.random(in: 0..<8, using: &generator) == 0
        ? .settle
        : action(
          UInt8.random(in: .min ... .max, using: &generator),
          UInt8.random(in: .min ... .max, using: &generator))
    }
    return Self(root: Root.allCases.randomElement(using: &generator)!, actions: actions + [.settle])
  }

  /// The action two bytes encode: `kind` picks it, `argument` its arguments.
  static func action(_ kind: UInt8, _ argument: UInt8) -> Action {
    let page = Page.visited[Int(argument) % Page.visited.count]
    let awaited = argument & 0x80 != 0
    let pages = (0...(Int(argument >> 2) % 3)).map {
      Page.visited[(Int(argument) + $0) % Page.visited.count]
    }
    let styles: [PresentationStyle] = [.sheet, .fullScreenCover, .popover]
    switch kind % 33 {
    case 0, 1, 2: return .request(.push(page), awaited: awaited)
    case 3, 4: return .request(.pop, awaited: awaited)
    case 5: return .request(.popLast(1 + Int(argument) % 3), awaited: awaited)
    case 6: return .request(.popToRoot, awaited: awaited)
    case 7: return .request(.setStack(pages), awaited: awaited)
    case 8, 9:
      let style = styles[Int(argument >> 2) % styles.count]
      return .request(.present(page, style, embedded: argument & 0x40 == 0), awaited: awaited)
    case 10: return .request(.dismiss, awaited: awaited)
    case 11: return .request(.dismissAll, awaited: awaited)
    case 12: return .request(.selectTab(Int(argument) % 4), awaited: awaited)
    case 13:
      return .request(
        .jump(pages: Array(pages.dropFirst()), layers: Int(argument >> 4) % 3), awaited: awaited)
    case 14: return .request(.restore, awaited: awaited)
    case 15: return argument % 4 == 0 ? .save : .cancelLastRequest
    case 16, 17:
      let gestures: [HostDriverGesture] = [
        .swipeBack(cancelled: false), .swipeBack(cancelled: true), .pullDown(cancelled: false),
        .pullDown(cancelled: true), .tapBack, .selfDismiss, .tapTab(AnyTag(Tab.first)),
        .tapTab(AnyTag(Tab.second)), .tapTab(AnyTag(Tab.third)),
        .arrangeTabs([Tab.first, .third, .second].map { AnyTag($0) }, hidden: [AnyTag(Tab.second)]),
        .arrangeTabs([Tab.first, .second, .third].map { AnyTag($0) }, hidden: []),
        .tapMore, .tapTab(AnyTag(Tab.sixth)),
      ]
      return .gesture(gestures[Int(argument) % gestures.count])
    case 18:
      let failures: [HostDriverFailure] = [
        .fails, .stallsAfterShowing, .stallsWithoutShowing, .stallsHalfway,
      ]
      return .fault(failures[Int(argument) % failures.count])
    case 19: return argument & 0x40 == 0 ? .deny(argument % 3 == 0 ? nil : page) : .redirect(page)
    case 22:
      return .request(argument & 0x40 == 0 ? .pushForResult(page) : .presentForResult(page), awaited: awaited)
    case 23: return .finishTop(withValue: argument & 1 == 0)
    case 24:
      let links = [
        "waypoint://program/\(page)", "waypoint://program/sheet/\(page)", "waypoint://program/nowhere",
      ]
      return .request(.open(links[Int(argument >> 2) % links.count]), awaited: awaited)
    case 25: return .request(.startFlow(page, presented: argument & 0x40 != 0), awaited: awaited)
    case 26: return .finishFlow
    case 27: return .protect(argument % 3 == 0 ? nil : page)
    case 28: return .request(.recheck, awaited: awaited)
    case 20, 21: return .turns(1 + Int(argument) % 4)
    case 29:
      let column: SplitColumn = argument & 1 == 0 ? .detail : .sidebar
      switch argument & 0x60 {
      case 0x00: return .request(.select(page, .detail), awaited: awaited)
      case 0x20: return .request(.select(page, column), awaited: awaited)
      case 0x40: return .request(.showColumn(column), awaited: awaited)
      default: return .request(.open("waypoint://program/column/\(page)"), awaited: awaited)
      }
    case 30: return .request(.dialog(argument & 0x40 == 0 ? .alert : .confirmationDialog), awaited: awaited)
    case 31:
      let gestures: [HostDriverGesture] = [
        .splitResize(collapsed: true), .splitResize(collapsed: false), .tapDialogButton(0),
        .tapDialogButton(1),
        .tapDialogButton(2), .tapOutsideDialog,
      ]
      return .gesture(gestures[Int(argument) % gestures.count])
    default: return .settle
    }
  }

  /// The smallest program found, by removing actions, for which `fails` still holds.
  @MainActor
  public func shrunk(while fails: @MainActor (NavigationProgram) async -> Bool) async -> NavigationProgram {
    var program = self
    var chunk = max(1, program.actions.count / 2)
    while chunk >= 1 {
      var start = 0
      var removed = false
      while start < program.actions.count {
        var candidate = program
        candidate.actions.removeSubrange(start..<min(start + chunk, candidate.actions.count))
        if await fails(candidate) {
          program = candidate
          removed = true
        } else {
          start += chunk
        }
      }
      if !removed { chunk /= 2 }
    }
    return program
  }

  /// The ids of the tabs of a program with tabs (the third only with ``Root/tabsWithASplit`` and
  /// ``Root/sixTabs``, the others only with ``Root/sixTabs``).
  public enum Tab: String, Hashable, Sendable, Codable {
    case first, second, third, fourth, fifth, sixth
  }
}
