@_spi(Hosts) import Waypoint

/// The UIKit host's logic: how it reads what UIKit shows (which controller holds which stack, the
/// layers presented, the tabs in the order UIKit lists them, what the More navigation controller
/// holds, the split on screen, the read the session judges steps by) and what UIKit's calls mean,
/// reported to the session as facts. It works on the controllers through the objects' surface
/// (`UIKitObjects.swift`), and decides nothing of what the session draws: it asks the session.
@MainActor
package final class UIKitLogic {
  /// The host's root controller, which presents layer 0.
  package let root: any ControllerObject
  /// What the root shows: a navigation controller, a tab bar controller or a split view
  /// controller.
  private let shown: @MainActor () -> (any ControllerObject)?
  /// The navigator's session, once it attached.
  package weak var session: HostSession?
  /// The screen a controller shows, `nil` for one the host did not make.
  package let screen: @MainActor (any ControllerObject) -> ScreenID?
  /// The tab of a tab's controller, or of a tab's split view controller, as the host made it.
  package let tab: @MainActor (any ControllerObject) -> AnyTag?
  /// What the host's adapter makes and does with UIKit.
  package weak var maker: (any UIKitMaker)?
  /// The tab the host last selected in code, until UIKit tells its delegate of it (at once, later,
  /// or never): that call is no tap.
  private var tabSelectedInCode: AnyTag?
  /// Whether the host is selecting or arranging tabs itself: UIKit's questions meanwhile are no
  /// tap of the user's.
  var selectingInCode = false

  package init(
    root: any ControllerObject, content: @escaping @MainActor () -> (any ControllerObject)?,
    screen: @escaping @MainActor (any ControllerObject) -> ScreenID?,
    tab: @escaping @MainActor (any ControllerObject) -> AnyTag?
  ) {
    self.root = root
    shown = content
    self.screen = screen
    self.tab = tab
  }

  /// What the root shows now.
  package var content: (any ControllerObject)? { shown() }

  // MARK: The hierarchy

  /// The layer a controller is: the host's container of one, or a dialog's alert.
  package func layerID(of controller: any ControllerObject) -> ScreenID? {
    switch controller.role {
    case .layer(let id, _, _), .dialog(let id): id
    case .navigation, .tabBar, .split, .other: nil
    }
  }

  /// The presented container (or dialog's alert) of each modal layer UIKit shows, bottom first.
  package var layers: [any ControllerObject] {
    var layers: [any ControllerObject] = []
    while let layer = (layers.last ?? root).presentedObject, layerID(of: layer) != nil {
      layers.append(layer)
    }
    return layers
  }

  /// Every navigation controller UIKit shows, with the location of its stack.
  package var navigations: [(location: StackLocation, navigation: any NavigationObject)] {
    var all: [(StackLocation, (any ControllerObject)?)] = [(.root, content)]
    let more = moreNavigation
    for (tab, shown) in tabControllers {
      guard case .split(let split) = shown.role else {
        // NB: a tab the More list shows may have its screens in the More navigation controller.
        let held = more.flatMap { tabHeldByMore($0) == tab ? $0 : nil }
        all.append((.tab(tab), held ?? shown))
        continue
      }
      all += columnNavigations(of: split).map { ($0.location, $0.navigation) }
    }
    if case .split(let split)? = content?.role {
      all += columnNavigations(of: split).map { ($0.location, $0.navigation) }
    }
    for (index, layer) in layers.enumerated() {
      if case .layer(_, let content, _) = layer.role { all.append((.modal(index), content)) }
    }
    return all.compactMap { location, shown in
      guard case .navigation(let navigation)? = shown?.role else { return nil }
      return (location, navigation)
    }
  }

  /// Where the stack of `navigation` is; `nil` for a navigation controller UIKit no longer shows.
  package func location(of navigation: any NavigationObject) -> StackLocation? {
    navigations.first { $0.navigation === navigation }?.location
  }

  /// The screens of `shown`; `nil` for a controller the host did not make. A collapsed split
  /// stacks a column's navigation controller on the one before it: that container is no screen
  /// of the stack, and is left out.
  package func ids(_ shown: [any ControllerObject]) -> [ScreenID?] {
    shown.filter { if case .navigation = $0.role { false } else { true } }.map(screen)
  }

  // MARK: Tabs and the More tab

  /// The tab bar controller the root shows.
  package var tabBar: (any TabBarObject)? {
    guard case .tabBar(let bar)? = content?.role else { return nil }
    return bar
  }

  /// Whether the bar's tabs are `UITab`s (iOS 18 and later), whose own delegate calls tell of taps.
  package var listsUITabs: Bool { !(tabBar?.tabItems.isEmpty ?? true) }

  /// Each tab's controller (a navigation controller, or a split's), in the order UIKit lists
  /// them, with the tab it shows: those of its `UITab`s, a group's in their display order; of a
  /// bar of controllers, its `viewControllers`.
  package var tabControllers: [(tab: AnyTag, controller: any ControllerObject)] {
    guard let tabBar else { return [] }
    let listed =
      tabBar.tabItems.isEmpty
      ? tabBar.controllerObjects : Self.listed(tabBar.tabItems).compactMap(\.controllerObject)
    return listed.compactMap { controller in tab(controller).map { ($0, controller) } }
  }

  /// Every tab of `items`, a group's in their display order.
  private static func listed(_ items: [any TabItemObject]) -> [any TabItemObject] {
    items.flatMap { $0.displayedItems ?? [$0] }
  }

  /// The More navigation controller, when the bar lists tabs under it.
  package var moreNavigation: (any NavigationObject)? {
    guard let tabBar, session?.listsTabsUnderMore == true else { return nil }
    return tabBar.moreObject
  }

  /// The tab whose screens the More navigation controller holds itself, after its list (UIKit
  /// moved the tab's screens into it); `nil` when it shows its list, or a tab's own navigation
  /// controller pushed whole. Undocumented which (`UIKitTraces.morePick`): read by identity.
  package func tabHeldByMore(_ more: any NavigationObject) -> AnyTag? {
    let shown = more.stackObjects
    guard shown.count > 1, let id = ids([shown[1]]).first ?? nil else { return nil }
    return session?.tab(rootedAt: id)
  }

  /// The tab the More navigation controller shows after its list: a tab's own controller, or the
  /// tab whose screens it holds.
  package func tabShownByMore(_ more: any NavigationObject) -> AnyTag? {
    let shown = more.stackObjects
    guard shown.count > 1 else { return nil }
    return tab(shown[1]) ?? tabHeldByMore(more)
  }

  /// The controllers of the stack `navigation` shows: all of them, but the More list for the
  /// More navigation controller.
  package func stackControllers(of navigation: any NavigationObject) -> [any ControllerObject] {
    navigation === moreNavigation ? Array(navigation.stackObjects.dropFirst()) : navigation.stackObjects
  }

  // MARK: The split view

  /// The split on screen: the root's, or the selected tab's.
  package var splitOnScreen: (any SplitObject)? {
    switch content?.role {
    case .split(let split)?: return split
    case .tabBar(let bar)?:
      guard case .split(let split)? = bar.selectedObject?.role else { return nil }
      return split
    default: return nil
    }
  }

  /// The navigation controller of each column of `split`, at the root's columns or, for a tab's
  /// split, at its tab's.
  package func columnNavigations(of split: any SplitObject)
    -> [(location: StackLocation, navigation: (any NavigationObject)?)]
  {
    let columns: [SplitColumn] =
      split.hasSupplementary ? [.sidebar, .supplementary, .detail] : [.sidebar, .detail]
    let tab = tab(split)
    return columns.map { column in
      let navigation: (any NavigationObject)? =
        if case .navigation(let navigation)? = split.object(for: column)?.role { navigation } else { nil }
      return (tab.map { .tabColumn($0, column) } ?? .column(column), navigation)
    }
  }

  /// What `split` shows, read from how UIKit arranged it: whether it is collapsed and, collapsed,
  /// the column on top, the last whose navigation controller UIKit stacked on another column's
  /// (UISplitViewController.h:52 and :101-104, `UIKitSplitTraces.collapses`). Expanded, no column
  /// is on top: the one that would be is the session's answer to UIKit. Before the root was first
  /// drawn in a window, UIKit has not collapsed the split yet: `nil`, the split as drawn.
  package func read(_ split: any SplitObject) -> SplitRead? {
    guard let session, session.isDrawnInWindow else { return nil }
    guard split.isCollapsed else {
      return SplitRead(collapsed: false, showing: session.topColumnForCollapsing(proposed: nil) ?? .detail)
    }
    let navigations = columnNavigations(of: split)
    let stacked = navigations.filter { _, navigation in
      guard let parent = navigation?.parentObject else { return false }
      return navigations.contains { $0.navigation === parent }
    }
    switch stacked.last?.location {
    case .column(let top), .tabColumn(_, let top): return SplitRead(collapsed: true, showing: top)
    default: return SplitRead(collapsed: true, showing: .sidebar)
    }
  }

  // MARK: The read

  /// What UIKit shows, read from its controllers: the session's terms for the screens each stack
  /// and layer holds (a controller the host did not make reads as a screen nobody knows).
  package func read() -> ScreenRead {
    let identities = { (shown: any ControllerObject) -> [ScreenID] in
      let controllers: [any ControllerObject] =
        if case .navigation(let navigation) = shown.role { self.stackControllers(of: navigation) } else {
          [shown]
        }
      return self.ids(controllers).map { $0 ?? .next() }
    }
    // NB: a dialog's layer is its alert controller, one screen.
    let layers = layers.map { layer -> [ScreenID] in
      switch layer.role {
      case .layer(_, let content, _): identities(content)
      case .dialog(let id): [id]
      case .navigation, .tabBar, .split, .other: []
      }
    }
    guard let session, let content, tabBar != nil || splitOnScreen === content else {
      return ScreenRead(stacks: [content.map(identities) ?? []], layers: layers)
    }
    // NB: the stacks (a tab's split's, column by column) are read by where they are; the session
    // lists them in the order it draws them: UIKit keeps its tabs where they were made while the
    // user reorders them.
    let roots = navigations.filter { if case .modal = $0.location { false } else { true } }
    let stacks = Dictionary(roots.map { ($0.location, identities($0.navigation)) }) { first, _ in first }
    var selected = tabBar?.selectedObject.flatMap(tab)
    // NB: the More navigation controller selected shows its list, or the tab picked there.
    var underMore = false
    var showsMoreList = false
    if let more = moreNavigation, tabBar?.selectedObject === more {
      underMore = true
      selected = tabShownByMore(more)
      showsMoreList = more.stackObjects.count <= 1
    }
    return session.read(
      stacksAt: stacks, selectedTab: selected, underMore: underMore, showsMoreList: showsMoreList,
      split: splitOnScreen.flatMap(read), layers: layers)
  }
}

// MARK: The navigation delegate

extension UIKitLogic {
  /// UIKit's navigation delegate's `willShow`: the stack at its location will show `top`, as the
  /// user's transition (a swipe under the finger, when `coordinator` is interactive) or a step's;
  /// its coordinator's completion ends that change, and only that one.
  package func willShow(
    _ navigation: any NavigationObject, top: any ControllerObject, coordinator: (any CoordinatorObject)?
  ) {
    guard let location = location(of: navigation) ?? tabLeavingForTheMoreList(navigation) else { return }
    let id = screen(top)
    session?.report(.stackWillShow(location, top: id, interactive: coordinator?.isInteractive ?? false))
    reportEnd(of: coordinator, ending: id.map { .popped(to: $0) })
  }

  /// The tab the More navigation controller leaves as it goes back to its list (Back, a swipe on
  /// the tab's first screen): UIKit has already taken the tab's screens off, so it is the tab the
  /// session shows there.
  private func tabLeavingForTheMoreList(_ navigation: any NavigationObject) -> StackLocation? {
    guard let more = moreNavigation, more === navigation, let bar = session?.shown.tabBar, !bar.showsMoreList,
      bar.tabsUnderMore.contains(bar.selected.id)
    else { return nil }
    return .tab(bar.selected.id)
  }

  /// Reports the end of `coordinator`'s transition, the change `change`, finished or called off
  /// (its completion comes once, either way).
  package func reportEnd(of coordinator: (any CoordinatorObject)?, ending change: UserChange?) {
    coordinator?.whenEnded { [session] cancelled in
      session?.report(.interactionEnded(cancelled: cancelled, of: change))
    }
  }

  /// UIKit's navigation delegate's `didShow`: the stack shows its controllers. The More navigation
  /// controller shows its list, or a tab picked there. Collapsed, Back past a column's first screen
  /// pops the column, with or without `willHideColumn` (`UIKitSplitTraces.backPastAColumn`): the
  /// column on top is read from UIKit, for the split on screen only (a tab's, while that tab is
  /// selected).
  package func didShow(_ navigation: any NavigationObject, top: (any ControllerObject)?) {
    if let more = moreNavigation, more === navigation { moreShows(more, top: top) }
    // NB: the finished transition's coordinator may still be attached (a Back tap): the stack is final.
    guard let location = location(of: navigation) else { return }
    session?.report(.stackShown(location, ids(stackControllers(of: navigation))))
    let onScreen =
      switch location {
      case .column: true
      case .tabColumn(let tab, _): splitOnScreen.flatMap(self.tab) == tab
      case .root, .tab, .modal: false
      }
    if onScreen, let split = splitOnScreen.flatMap(read), split.collapsed {
      session?.report(.columnShown(split.showing))
    }
  }

  /// What the More navigation controller showing `top` means: its list on screen, or a tab it
  /// shows (picked there, or its own push or pop: the session selects only what is not selected and
  /// shown, and never takes it for a re-tap).
  package func moreShows(_ more: any NavigationObject, top: (any ControllerObject)?) {
    if top == nil || top === more.stackObjects.first {
      session?.report(.moreListShown)
    } else if let tab = tabShownByMore(more) {
      session?.report(.moreShowsTab(tab))
    }
  }
}

// MARK: Stacks

extension UIKitLogic {
  /// Sets the stack `navigation` shows to `shown`, over the More list in the More navigation
  /// controller.
  package func setStack(_ navigation: any NavigationObject, _ shown: [any ControllerObject], animated: Bool) {
    let list = navigation === moreNavigation ? Array(navigation.stackObjects.prefix(1)) : []
    navigation.setStackObjects(list + shown, animated: animated)
  }

  /// Puts the stack at `location` back to `stack` (it showed screens the navigator did not put
  /// there, or a pop a leave guard holds), made of `controllers`; the More navigation controller
  /// keeps its list below the tab's screens. Nothing for a stack UIKit does not show.
  package func restore(
    _ stack: ScreenStack?, at location: StackLocation?, controllers: (ScreenStack) -> [any ControllerObject]?
  ) {
    guard let stack, let location,
      let navigation = navigations.first(where: { $0.location == location })?.navigation,
      let shown = controllers(stack)
    else { return }
    setStack(navigation, shown, animated: false)
  }
}

// MARK: The tab bar

extension UIKitLogic {
  /// The host selects `tab` in code (a step): UIKit may tell its delegate of it, at once or later
  /// (iOS 18.6's UITabBarController.h:112, "Called when the selected tab has changed"), and that
  /// call is no tap.
  package func selectsInCode(_ tab: AnyTag) { tabSelectedInCode = tab }

  /// UIKit asks whether the user may select the tab bar's `controller` (`shouldSelect`): the More
  /// tab is no tab of the navigator's and is taken as any tap (refused during a plan); a bar of
  /// `UITab`s is answered by ``allowsSelecting(_:)`` (undocumented: whether UIKit asks this one
  /// too; if it does, the host answers once); a tap on the selected tab is refused, so UIKit does
  /// not pop, and the navigator pops it. When the app's own tab bar delegate answered `app`, a
  /// `false` stands and the host asks nothing.
  package func allowsSelecting(_ controller: any ControllerObject, app: Bool? = nil) -> Bool {
    guard app ?? true else { return false }
    if let more = moreNavigation, controller === more { return session?.answer(.selectTab(nil)) ?? true }
    if listsUITabs { return true }
    return session?.answer(.selectTab(tab(controller))) ?? true
  }

  /// UIKit asks whether the user may select the `UITab` of `tab` (`shouldSelectTab`); asked while
  /// the host selects or arranges tabs itself, it is no tap.
  package func allowsSelecting(_ tab: AnyTag?) -> Bool {
    guard !selectingInCode else { return true }
    // NB: UIKit asks for the user's taps only: the `didSelectTab` that follows is theirs, even on
    // the tab last selected in code (a bar made with it selected tells of nothing).
    tabSelectedInCode = nil
    return session?.answer(.selectTab(tab)) ?? true
  }

  /// UIKit's tab bar delegate says the tab bar's `controller` was selected (`didSelect`, a bar of
  /// controllers): the More navigation controller shows its list or a tab picked there, another
  /// the user's tap; a bar of `UITab`s tells of taps by ``didSelect(_:)``. A tab's split comes
  /// into the window, where UIKit may collapse it.
  package func didSelect(_ controller: any ControllerObject) {
    if let more = moreNavigation, controller === more { return moreShows(more, top: more.stackObjects.last) }
    guard !listsUITabs else { return }
    if let tab = tab(controller) { session?.report(.tabSelected(tab)) }
    reportSplitCollapse()
  }

  /// UIKit asks whether the user may select `item` (`shouldSelectTab`); the app's own delegate's
  /// `false` (`app`) stands.
  package func allowsSelecting(item: any TabItemObject, app: Bool? = nil) -> Bool {
    guard app ?? true else { return false }
    return allowsSelecting(tab(of: item))
  }

  /// UIKit's tab bar delegate says `item` was selected (`didSelectTab`).
  package func didSelect(item: any TabItemObject) { didSelect(tab(of: item)) }

  /// The tab a tap on `item` selects: its own, or for a group (a compact tab bar lists a group as
  /// one tab) the tab it shows.
  package func tab(of item: any TabItemObject) -> AnyTag? {
    guard let children = item.childItems, let child = item.selectedItem ?? children.first else {
      return item.mark
    }
    return tab(of: child)
  }

  /// Lists `bar`'s tabs in `order` with those of `hidden` hidden: of `UITab`s, the root tabs in
  /// that order (a group ranks as its first tab, as a bar lists a group's tabs together), each
  /// group's by its display order; of a bar of controllers, the controllers in that order, none
  /// hidden.
  package func arrange(_ bar: any TabBarObject, _ order: [AnyTag], hidden: [AnyTag]) {
    let rank = { (tab: AnyTag?) in tab.flatMap { order.firstIndex(of: $0) } ?? order.count }
    guard !bar.tabItems.isEmpty else {
      return bar.setControllerObjects(bar.controllerObjects.sorted { rank(tab($0)) < rank(tab($1)) })
    }
    let first = { (item: any TabItemObject) in
      item.childItems.map { $0.map { rank($0.mark) }.min() ?? order.count } ?? rank(item.mark)
    }
    bar.setTabItems(bar.tabItems.sorted { first($0) < first($1) })
    for group in bar.tabItems {
      guard let children = group.childItems else { continue }
      group.setDisplayOrder(children.sorted { rank($0.mark) < rank($1.mark) })
    }
    for item in bar.tabItems.flatMap({ $0.childItems ?? [$0] }) {
      item.isHidden = item.mark.map(hidden.contains) ?? false
    }
  }

  /// The user edited the tabs (`visibilityDidChangeFor`, `displayOrderDidChangeFor`): every tab
  /// in the order UIKit lists them, and those hidden, are reported.
  package func tabsEdited() {
    guard let tabBar else { return }
    let marked = Self.listed(tabBar.tabItems).compactMap { item in item.mark.map { ($0, item.isHidden) } }
    session?.report(.tabsArranged(marked.map(\.0), hidden: marked.filter(\.1).map(\.0)))
  }

  /// The `UITab`s of `bar`, as slots of the bar: `grouped` (a sidebar), a group's tabs together
  /// in one slot with their group; otherwise each tab in a slot of its own, as an iPhone's tab
  /// bar lists them. Each names the tabs' positions in `bar`.
  package static func slots(of bar: TabBar, grouped: Bool) -> [(group: AnyTag?, tabs: [Int])] {
    var slots: [(group: AnyTag?, tabs: [Int])] = []
    for (index, tab) in bar.tabs.enumerated() {
      let group = grouped ? tab.group : nil
      if let group, slots.last?.group == group {
        slots[slots.count - 1].tabs.append(index)
      } else {
        slots.append((group, [index]))
      }
    }
    return slots
  }

  /// The identifier of the `UITab` of tab `id`: its description, made unique in `bar` by its
  /// position when two tabs' descriptions are alike. Stable across launches (as UIKit's own
  /// saved customization needs, `customizationIdentifier`) unless two ids describe alike.
  package static func identifier(of id: AnyTag, in bar: TabBar) -> String {
    let name = "tab:\(id)"
    let alike = bar.ids.filter { "tab:\($0)" == name }
    return alike.count > 1 ? "\(name)#\(bar.index(of: id) ?? 0)" : name
  }

  /// UIKit's tab bar delegate says `tab` was selected (`didSelectTab`): the user's tap, reported,
  /// unless it tells of the host's own selection in code.
  package func didSelect(_ tab: AnyTag?) {
    let inCode = tabSelectedInCode
    tabSelectedInCode = nil
    guard let tab, tab != inCode else { return }
    session?.report(.tabSelected(tab))
    reportSplitCollapse()
  }
}

// MARK: The presentation delegate

extension UIKitLogic {
  /// UIKit asks whether the user may pull the layer `presented` down
  /// (`presentationControllerShouldDismiss`): a layer the host did not present may not be.
  package func allowsPullDown(of presented: any ControllerObject, app: Bool? = nil) -> Bool {
    guard let index = layers.firstIndex(where: { $0 === presented }), let session else { return false }
    return session.answer(.pullDown(layerAt: index, heldByTheApp: false)) && app ?? true
  }

  /// UIKit refused the user's pull-down of `presented` (`presentationControllerDidAttemptToDismiss`),
  /// held by a leave guard or by the app itself (its presentation refuses pull-downs).
  package func pullDownRefused(of presented: any ControllerObject) {
    let heldByTheApp = if case .layer(_, _, let held) = presented.role { held } else { false }
    session?.report(
      .pullDownRefused(layerAt: layers.firstIndex { $0 === presented }, heldByTheApp: heldByTheApp))
  }

  /// The user started pulling `presented` down from `presenter` (`presentationControllerWillDismiss`).
  /// UIKit's header says to read the presenting controller's coordinator here (else the presented
  /// one's); there may be none (`UIKitVariants.pullDownCallbacks`): the session then ends the
  /// gesture itself.
  package func pullDownBegins(of presented: any ControllerObject, from presenter: any ControllerObject) {
    let coordinator = presenter.coordinatorObject ?? presented.coordinatorObject
    guard let id = layerID(of: presented) else { return }
    session?.report(.layerWillDismiss(id, coordinated: coordinator != nil))
    reportEnd(of: coordinator, ending: .dismissed(layer: id))
  }

  /// Reports how many layers UIKit shows once a layer's container or a dialog's alert left the
  /// screen (a pull-down, a screen dismissing itself or a layer below it, an alert dismissed in
  /// code).
  package func layerLeft() { session?.report(.layersShown(layers.count)) }

  /// The scene `scene` disconnected (`UIScene.didDisconnectNotification`): when it is the scene of
  /// the root's window (`rootsScene`), maybe before the root ever appeared, the session is told,
  /// and the steps waiting for the window, and any after, fail with `HostError.windowClosed`
  /// (`UIKitTraces.sceneDisconnectsBeforeTheRootAppears`).
  package func sceneDisconnected(_ scene: AnyObject?, rootsScene: AnyObject?) {
    guard let scene, scene === rootsScene else { return }
    session?.report(.windowClosed)
  }

  /// A dialog's alert view moved into a window (`inWindow`) or out of one: once it leaves a window
  /// it was shown in (`wasShown`, the alert's own), the layers are read a turn later. Nothing
  /// reports an alert dismissed in code (`UIKitTraces.dialogDismissedInCode`); and after a
  /// button's tap UIKit runs its handler after the view has gone, so a read at once would take
  /// the answered dialog for one dismissed unanswered (`UIKitTraces.dialogButtonTap`).
  package func alertViewMoved(inWindow: Bool, wasShown: inout Bool) {
    // NB: the alert is made before it is presented: only leaving a window it was in counts.
    defer { wasShown = wasShown || inWindow }
    guard wasShown, !inWindow else { return }
    maker?.onNextTurn { [weak self] in self?.layerLeft() }
  }

  /// A layer's container disappeared (`viewDidDisappear`): no delegate reports a screen
  /// dismissing itself or a layer below it, so the host reads the layers UIKit shows, and the
  /// session decides whether one left. UIKit may still hold the chain now (a layer a cover hid
  /// gets no `viewDidDisappear`): read again on the next turn.
  package func layerDisappeared() {
    layerLeft()
    maker?.onNextTurn { [weak self] in self?.layerLeft() }
  }
}

// MARK: The split view delegate

extension UIKitLogic {
  /// The column UIKit puts on top as `split` collapses, whatever it proposes: the session's (the
  /// state's compact column); a tab's split not on screen collapses to the column it shows, not
  /// the one on screen's.
  package func topColumn(collapsing split: any SplitObject, proposed: SplitColumn?) -> SplitColumn? {
    let tab = split !== splitOnScreen ? self.tab(split) : nil
    return session?.topColumnForCollapsing(proposed: proposed, ofTab: tab) ?? proposed
  }

  /// UIKit collapsed (`splitViewControllerDidCollapse`) or expanded a split view.
  package func splitCollapsed(_ collapsed: Bool) { session?.report(.splitCollapsed(collapsed, top: nil)) }

  /// UIKit will show (`shown`) or hide `column` of `split`: a fact of the split on screen only;
  /// another tab's split says nothing of it.
  package func column(_ column: SplitColumn?, of split: any SplitObject, shown: Bool) {
    guard split === splitOnScreen, let column else { return }
    session?.report(shown ? .columnShown(column) : .columnHidden(column))
  }
}

// MARK: Gestures

extension UIKitLogic {
  /// Whether the host holds a swipe back beginning in `navigation` (its edge swipe, or iOS 26's
  /// from the content): the session's word for the stack it shows as the swipe begins — for the
  /// More navigation controller, the tab it holds then; none for a stack UIKit no longer shows.
  package func holdsSwipeBack(in navigation: (any NavigationObject)?, fromContent: Bool) -> Bool {
    guard let navigation, let location = location(of: navigation), let session else { return false }
    return !session.answer(.swipeBack(at: location, fromContent: fromContent))
  }

  /// Locks or unlocks pull-downs as the session says, and replaces the Back button of each screen
  /// a leave guard protects with one that asks the session (``PlatformQuestion/platformBackButton(of:)``);
  /// left in place once the guard is gone, the session then pops as Back would. Swipe back is held
  /// by each navigation controller's hold, which asks the session as a swipe begins.
  package func gesturesChanged() {
    guard let session else { return }
    for (_, navigation) in navigations {
      for controller in navigation.stackObjects {
        guard let id = screen(controller), !session.answer(.platformBackButton(of: id)) else { continue }
        controller.replaceBackAction { [weak session] in session?.report(.backTapped(id)) }
      }
    }
    for (index, layer) in layers.enumerated() {
      guard case .layer(_, _, let heldByTheApp) = layer.role else { continue }
      layer.isModalInPresentation = !session.answer(.pullDown(layerAt: index, heldByTheApp: heldByTheApp))
    }
  }
}
