/// What a platform host saw, as a plain value: the host reads UIKit's or SwiftUI's state in a
/// callback and hands it to its ``HostSession``, which decides what it means (the step under
/// way finished, the user changed something, a write is stale, the platform ignored a step).
///
/// Each case names the callback it comes from; the platform traces in the tests record the
/// order in which UIKit and SwiftUI make those callbacks, with their sources.
@_spi(Hosts)
public enum PlatformFact: Hashable, Sendable, CustomStringConvertible {
  /// The completion the platform gives the step under way came: a `present` or `dismiss`
  /// completion handler, a root's cross-dissolve ending, a tab selected in code.
  case stepCompleted
  /// The stack at `location` shows `ids` (bottom first; `nil` for a controller the host does
  /// not know) and its transition has ended: `navigationController(_:didShow:animated:)`, where
  /// the finished transition's coordinator may still be attached.
  case stackShown(StackLocation, [ScreenID?])
  /// `setViewControllers(_:animated:)` returned: the stack at `location` shows `ids`;
  /// `transitionAttached` when a transition coordinator is attached (no coordinator: off screen,
  /// not animated, the top kept, and no `didShow` may come); `delegateIsHost` is `false` when an
  /// app replaced the navigation controller's delegate, so no `willShow` or `didShow` reaches
  /// the host.
  case stackSet(StackLocation, [ScreenID?], transitionAttached: Bool, delegateIsHost: Bool)
  /// The stack at `location` is about to show `top` (`nil`: a controller the host does not
  /// know): `navigationController(_:willShow:animated:)`; `interactive` when a gesture drives the
  /// transition (a swipe back, which the user may still call off).
  case stackWillShow(StackLocation, top: ScreenID?, interactive: Bool)
  /// The user started pulling the layer `layer` down (`presentationControllerWillDismiss`); they
  /// may still let it spring back. `coordinated` when a transition coordinator was attached, whose
  /// completion ends the gesture (``interactionEnded(cancelled:of:)``); without one, the layer leaving
  /// (``layersShown(_:)``) or the session's watchdog, reading the layers, ends it.
  case layerWillDismiss(ScreenID, coordinated: Bool)
  /// The interactive transition under way ended, finished or called off (its coordinator's
  /// completion, `context.isCancelled`): `of`, the change whose coordinator it is (a swipe's or a
  /// Back tap's `popped(to:)`, a pull-down's `dismissed(layer:)`), so that the end of one does not
  /// end another under way (a Back pop in a sheet ending while the finger pulls the sheet down);
  /// `nil`, the one under way.
  case interactionEnded(cancelled: Bool, of: UserChange? = nil)
  /// The platform shows `count` modal layers, read when a layer's container disappeared
  /// (`presentationControllerDidDismiss`, a screen dismissing itself or the layer below it).
  case layersShown(Int)
  /// The user tapped the tab `tab` and the platform selected it (`tabBarController(_:didSelect:)`,
  /// a `TabView(selection:)` write).
  case tabSelected(AnyTag)
  /// The More tab's list came on screen (a bar of more than ``TabBar/mostTabsWithoutMore`` tabs
  /// on an iPhone): the user tapped the More tab, or went back to its list from a tab it showed.
  case moreListShown
  /// The More tab's navigation shows the tab `tab` (UIKit's More navigation controller's `didShow`
  /// of a controller of that tab): picked in the list, or shown there by a step. It selects the
  /// tab when the list shows or another tab is selected, and is never a re-tap.
  case moreShowsTab(AnyTag)
  /// The content of the tab `tab` came into the window or left it (SwiftUI: `onAppear` and
  /// `onDisappear` of the view the host wraps each tab's content in). SwiftUI writes no selection
  /// for its More tab: the selected tab's content leaving, with tabs under the More tab and no
  /// layer up, is the More list coming on screen (``moreListShown``); coming back while
  /// the list shows, the tab shown again.
  case tabContentInWindow(AnyTag, Bool)
  /// The user reordered or hid tabs: the platform lists `order` (every tab, groups' children in
  /// their display order) and hides `hidden` (UIKit's `tabBarController(_:displayOrderDidChangeFor:)`
  /// and `tabBarController(_:visibilityDidChangeFor:)`, or `didEndCustomizing` below iOS 18).
  case tabsArranged([AnyTag], hidden: [AnyTag])
  /// A `NavigationStack(path:)` setter at `location`, of the stack whose root is `root`, was
  /// called with `path`.
  case pathWritten([ScreenID], above: ScreenID, at: StackLocation)
  /// A `.sheet(item:)`, `.fullScreenCover(item:)` or `.popover(item:)` setter was called with
  /// `nil`; `layer` is the layer the binding showed when SwiftUI made it. Also the platform taking
  /// a dialog's layer away when a button is tapped (a `UIAlertAction`'s handler, an `.alert` or
  /// `.confirmationDialog`'s `isPresented` setter), reported after
  /// ``dialogAnswered(_:button:texts:)``.
  case layerItemCleared(ScreenID?)
  /// Whether the root is in a window with the layers of the first drawing presented: `false` at
  /// attachment when its view is in no window yet, `true` once it appeared (`viewDidAppear`) and
  /// those layers' presentations completed.
  case drawnInWindow(Bool)
  /// The appearance probe of the screen `id` saw `event` (`viewDidAppear`, `viewDidDisappear`).
  case probe(LifecycleEvent, ScreenID)
  /// The split view collapsed into one stack (`true`) or expanded into its columns: UIKit's
  /// `splitViewControllerDidCollapse` / `DidExpand`, SwiftUI's horizontal size class turning
  /// compact or regular. `top` is the column the platform put on top (the host's answer to
  /// `topColumnForCollapsingToProposedTopColumn`), `nil` when it does not say. Ignored while the
  /// root is in no window (``drawnInWindow(_:)``): a split collapses only once it is in one.
  case splitCollapsed(Bool, top: SplitColumn?)
  /// The split view is about to show `column` (UIKit's `splitViewController(_:willShowColumn:)`,
  /// a `preferredCompactColumn` write).
  case columnShown(SplitColumn)
  /// The split view is about to hide `column` (UIKit's `splitViewController(_:willHideColumn:)`:
  /// collapsed, the user went back past the column's first screen).
  case columnHidden(SplitColumn)
  /// The user tapped the Back button the host put on the screen `id` in place of the platform's
  /// (``PlatformQuestion/platformBackButton(of:)`` answered no): the pop to the screen below goes
  /// through the leave guards.
  case backTapped(ScreenID)
  /// The user chose an exit the host held (an item of the back menu the host put: `.popped(to:)`):
  /// it goes through the leave guards as a request.
  case exitChosen(UserChange)
  /// The user tried to pull the layer at `index` down and the platform refused
  /// (`presentationControllerDidAttemptToDismiss`): when a leave guard is why, the dismissal goes
  /// through it. One the app turned off (`heldByTheApp`) stays the app's: nothing is asked.
  case pullDownRefused(layerAt: Int?, heldByTheApp: Bool)
  /// The user tapped button `button` of the dialog drawn for layer `layer`, with `texts` typed in
  /// its fields. Reported before the layer leaving (``layersShown(_:)``, ``layerItemCleared(_:)``):
  /// the dialog's request ends with the button's value as the layer leaves the tree.
  case dialogAnswered(ScreenID, button: Int, texts: [String])
  /// The window the platform draws in closed (its scene disconnected), maybe before it ever
  /// showed: a step waiting for the window, and every step from now on, fails with
  /// ``HostError/windowClosed``, so the requests end and the navigator can be freed.
  case windowClosed

  public var description: String {
    switch self {
    case .stepCompleted: "step completed"
    case .stackShown(let location, let ids): "\(location) shown \(ids.map { $0.map(\.description) ?? "?" })"
    case .stackSet(let location, let ids, let attached, let heard):
      "\(location) set \(ids.map { $0.map(\.description) ?? "?" })\(attached ? ", transition attached" : "")\(heard ? "" : ", delegate replaced")"
    case .stackWillShow(let location, let top, let interactive):
      "\(location) will show \(top.map(\.description) ?? "?")\(interactive ? ", interactively" : "")"
    case .layerWillDismiss(let layer, let coordinated):
      "layer \(layer) will dismiss\(coordinated ? "" : ", no coordinator")"
    case .interactionEnded(let cancelled, let change):
      "interaction\(change.map { " \($0)" } ?? "") \(cancelled ? "called off" : "finished")"
    case .layersShown(let count): "\(count) layers shown"
    case .tabSelected(let tab): "tab \(tab) selected"
    case .moreListShown: "More list shown"
    case .moreShowsTab(let tab): "the More tab shows tab \(tab)"
    case .tabContentInWindow(let tab, let inWindow):
      "tab \(tab) content \(inWindow ? "came into" : "left") the window"
    case .tabsArranged(let order, let hidden):
      "tabs listed \(order.map(\.description))\(hidden.isEmpty ? "" : ", hiding \(hidden.map(\.description))")"
    case .pathWritten(let path, let root, let location): "\(location) path above \(root) written \(path)"
    case .layerItemCleared(let layer): "item of \(layer.map(\.description) ?? "no layer") cleared"
    case .drawnInWindow(let drawn): drawn ? "drawn in a window" : "not in a window"
    case .probe(let event, let id): "probe \(id) \(event)"
    case .splitCollapsed(let collapsed, let top):
      "split \(collapsed ? "collapsed" : "expanded")\(top.map { " with \($0) on top" } ?? "")"
    case .columnShown(let column): "column \(column) shown"
    case .columnHidden(let column): "column \(column) hidden"
    case .backTapped(let id): "Back tapped on \(id)"
    case .exitChosen(let change): "exit chosen: \(change)"
    case .pullDownRefused(let layer, let app):
      "pull-down of layer \(layer.map(String.init) ?? "?") refused\(app ? " by the app" : "")"
    case .dialogAnswered(let layer, let button, _): "dialog \(layer) answered with button \(button)"
    case .windowClosed: "window closed"
    }
  }
}

extension PlatformFact {
  /// Whether the fact may say layers left: fewer shown, or one whose item was cleared (a
  /// dialog answered, a binding written `nil`).
  var takesLayersAway: Bool {
    switch self {
    case .layersShown, .layerItemCleared: true
    case .stepCompleted, .stackShown, .stackSet, .stackWillShow, .layerWillDismiss, .interactionEnded,
      .tabSelected, .moreListShown, .moreShowsTab, .tabContentInWindow, .tabsArranged, .pathWritten,
      .drawnInWindow, .probe, .splitCollapsed, .columnShown, .columnHidden, .backTapped, .exitChosen,
      .pullDownRefused, .dialogAnswered, .windowClosed:
      false
    }
  }

  /// The fact as a recording keeps it without values: a dialog's typed texts left out.
  var withoutValues: PlatformFact {
    guard case .dialogAnswered(let layer, let button, let texts) = self, !texts.isEmpty else { return self }
    return .dialogAnswered(layer, button: button, texts: [])
  }
}

/// A question the platform asks the session synchronously, before it lets the user do something
/// (``HostSession/answer(_:)``): the answer is whether it may.
@_spi(Hosts)
public enum PlatformQuestion: Hashable, Sendable, CustomStringConvertible {
  /// May the platform select the tab `tab` the user tapped (`nil`: one the host does not know, as
  /// UIKit's More tab)? UIKit's `tabBarController(_:shouldSelect:)`. No for the selected tab,
  /// whose re-tap the navigator handles (its stack pops to the root through the leave guards, and
  /// the app is told), and during a plan, which asks for the last tab tapped once it ends.
  case selectTab(AnyTag?)
  /// May the user's swipe back in the stack at `location` begin (`fromContent`: iOS 26's swipe
  /// from anywhere in the content)? No while a plan, step or gesture is under way, or a leave
  /// guard protects the stack's top screen, or (from the content) the top screen turned it off
  /// (``ScreenEntry/allowsContentSwipe``).
  case swipeBack(at: StackLocation, fromContent: Bool)
  /// May the user pull the layer at `index` down (UIKit's `isModalInPresentation` and
  /// `presentationControllerShouldDismiss`)? No when the app turned it off (`heldByTheApp`), the
  /// layer does not allow it, something is under way, or a leave guard protects a screen it holds.
  case pullDown(layerAt: Int, heldByTheApp: Bool)
  /// May iOS 18's zoom dismissal of the screen `id` (a swipe down, a pinch: a pop of its stack)
  /// begin? As a swipe back, and only while it is the top of its stack.
  case zoomDismissal(of: ScreenID)
  /// May the platform's own Back button pop the screen `id`? No when a leave guard protects it and
  /// it is pushed: the host puts its own Back button there, which reports
  /// ``PlatformFact/backTapped(_:)``.
  case platformBackButton(of: ScreenID)

  public var description: String {
    switch self {
    case .selectTab(let tab): "may tab \(tab.map(\.description) ?? "?") be selected"
    case .swipeBack(let location, let fromContent):
      "may a swipe back\(fromContent ? " from the content" : "") begin at \(location)"
    case .pullDown(let index, let app): "may layer \(index) be pulled down\(app ? " (held by the app)" : "")"
    case .zoomDismissal(let id): "may the zoom of \(id) be dismissed"
    case .platformBackButton(let id): "may the platform's Back button pop \(id)"
    }
  }
}

extension PlatformFact: Codable {}
