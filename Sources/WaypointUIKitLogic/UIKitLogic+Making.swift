@_spi(Hosts) import Waypoint

// The controllers a root or a layer needs, put together from what the adapter makes
// (`UIKitMaker`): a navigation controller per stack, a split's columns, a tab bar's tabs (as
// `UITab`s on iOS 18 and later, else as its controllers), a layer's container and its
// presentation's delegate.

extension UIKitLogic {
  /// The container of `root`: a navigation, tab bar or split view controller.
  package func makeRoot(_ root: NavigationRoot) throws -> any ControllerObject {
    switch root {
    case .stack(let stack): try makeNavigation(stack, at: .root)
    case .tabs(let bar): try makeTabs(bar)
    case .split(let split): try makeSplit(split, tab: nil)
    }
  }

  /// A navigation controller showing `stack`, the stack at `location`.
  package func makeNavigation(_ stack: ScreenStack, at location: StackLocation) throws -> any NavigationObject
  {
    let maker = try attachedMaker()
    let navigation = maker.navigationObject(at: location, showing: try maker.screenObjects(of: stack))
    prepareTransitions(of: stack, shown: navigation.stackObjects)
    return navigation
  }

  /// A split view controller with a navigation controller per column of `split`: the root's
  /// (`tab` `nil`), or the tab `tab`'s.
  func makeSplit(_ split: SplitRoot, tab: AnyTag?) throws -> any SplitObject {
    let columns = try split.columns.compactMap { column -> (SplitColumn, any NavigationObject)? in
      let location: StackLocation = tab.map { .tabColumn($0, column) } ?? .column(column)
      return try split[column].map { try (column, makeNavigation($0, at: location)) }
    }
    return try attachedMaker().splitObject(columns, supplementary: split.supplementary != nil)
  }

  /// The tab bar controller showing `bar`, each tab's stack in a navigation controller of its own
  /// (a split's, a split view controller), marked with its tab. On iOS 18 and later the bar lists
  /// `UITab`s, a group's in a `UITabGroup` where the bar shows groups; below, it lists the tabs'
  /// controllers (and then lists no groups and hides no tab).
  func makeTabs(_ bar: TabBar) throws -> any TabBarObject {
    // NB: UIKit shows a sixth tab and more under a More tab (UITabBarController.h:41), whose list
    // pushes the tab it shows: none of those can be a split view.
    try session?.checkTabs(of: .tabs(bar))
    let maker = try attachedMaker()
    let shown = try bar.tabs.map { tab in
      let made: any ControllerObject =
        switch tab.content {
        case .stack(let stack): try makeNavigation(stack, at: .tab(tab.id))
        case .split(let split): try makeSplit(split, tab: tab.id)
        }
      maker.mark(made, as: tab.id)
      return made
    }
    let controller = maker.tabBarObject(sidebar: !bar.groups.isEmpty)
    let items = zip(bar.tabs, shown).compactMap { tab, shown in
      maker.tabItem(
        of: tab, identifier: Self.identifier(of: tab.id, in: bar), hidden: bar.hidden.contains(tab.id),
        showing: shown)
    }
    let selected = shown[bar.selectedIndex]
    if items.count == shown.count {
      controller.setTabItems(
        Self.slots(of: bar, grouped: maker.showsTabGroups).map { slot in
          let children = slot.tabs.map { items[$0] }
          return slot.group.flatMap { maker.groupItem(of: $0, children: children) } ?? children[0]
        })
      selectsInCode(bar.selected.id)
      select(bar.selected.id, controller: selected, byController: false, in: controller)
    } else {
      controller.setControllerObjects(shown)
      controller.select(controller: selected)
    }
    // NB: the host hears the More list through the More navigation controller's delegate, and
    // forwards its `willShow` and `didShow` to the one UIKit set, if any
    // (`UIKitTraces.backToTheMoreList`); its swipe back is held as the host's own navigation
    // controllers' are.
    if bar.tabs.count > TabBar.mostTabsWithoutMore, controller.moreObject.delegateObject !== maker {
      maker.adoptMoreNavigation(controller.moreObject)
    }
    // NB: last, so that no selection UIKit makes as the tabs are set reads as the user's.
    maker.delegate(controller)
    return controller
  }

  /// The controller presented for `layer` at `index`: a dialog's alert, or the host's container
  /// of the layer's navigation controller (its one screen's controller when not embedded), its
  /// popover pointed at the layer's anchor, its pull-down allowed as the session says.
  /// - Throws: ``HostError/unanchoredPopover(anchor:)`` for a popover whose anchor is not on screen.
  package func makeLayer(_ layer: ModalLayer, at index: Int) throws -> any ControllerObject {
    let maker = try attachedMaker()
    if let dialog = layer.dialog { return try makeDialog(dialog, of: layer, at: index) }
    let content: any ControllerObject =
      layer.embedded
      ? try makeNavigation(layer.stack, at: .modal(index)) : try maker.screenObjects(of: layer.stack)[0]
    let container = try maker.layerObject(of: layer, showing: content)
    container.heldByTheApp = container.isModalInPresentation
    // NB: UIKit raises an exception when it presents a popover pointing at nothing.
    if container.popoverAnchors?.isEmpty == true, let session {
      let anchor: AnyObject = try session.popoverAnchor(of: layer, in: anchorOnScreen)
      container.point(at: anchor)
    }
    container.isModalInPresentation =
      !(session?.answer(.pullDown(layerAt: index, heldByTheApp: container.heldByTheApp)) ?? false)
    // NB: the delegate must be set after the style (it makes the presentation controller) and
    // before presenting, or UIKit does not report a pull-down.
    if container.isPopover {
      maker.delegatePopover(of: container, layer: layer.id)
    } else {
      maker.delegatePresentation(of: container)
    }
    return container
  }

  /// Gives each controller of `stack` whose screen zooms in from a registered view its zoom, or
  /// from a registered bar button item; on iOS 17 (or before iOS 26 for an item), or when the host
  /// holds no view or item under the source's name (logged), the default push. A controller that
  /// has its transition keeps it.
  package func prepareTransitions(of stack: ScreenStack, shown: [any ControllerObject]) {
    guard let maker, maker.supportsZoom else { return }
    for (entry, controller) in zip(stack.entries, shown) {
      guard case .zoom = entry.pushTransition, !controller.hasPreferredTransition else { continue }
      // NB: UIKit asks for the source on the zoom in and again on the zoom out
      // (UIViewControllerTransition.h:39).
      let source: @MainActor () -> AnyObject? = { [weak self] in
        self?.session?.registered(for: entry.pushTransition) { self?.maker?.anchor($0) }
      }
      // NB: the zoom's own dismissal (a swipe down, a pinch) is a pop the user starts: held
      // during a plan and on a screen a leave guard protects, as the swipe back is
      // (UIZoomTransitionOptions.h:22, "Return value indicates whether the interaction should
      // begin for the given context.").
      let id = entry.id
      let begins: @MainActor (Bool) -> Bool = { [weak self] willBegin in
        willBegin && self?.session?.answer(.zoomDismissal(of: id)) == true
      }
      switch source() {
      case is any AnchorView: maker.zoom(controller, fromView: source, dismissalBegins: begins)
      case is any AnchorBarItem: maker.zoom(controller, fromBarItem: source, dismissalBegins: begins)
      default: continue
      }
    }
  }

  /// The animation registered (in `registered`) under `transition`, a custom push transition; a
  /// name not registered is logged, and UIKit's default is used.
  package func customAnimation<Animation>(
    _ transition: PushTransition?, in registered: (String) -> Animation?
  ) -> Animation? {
    guard case .custom = transition else { return nil }
    return session?.registered(for: transition, in: registered)
  }

  /// The alert showing `dialog`, the layer `layer` at `index`. A tapped button reports its index
  /// and the texts typed, then the layer leaving: UIKit dismisses the alert itself
  /// (`UIKitTraces.dialogButtonTap`).
  /// - Throws: ``HostError/unanchoredPopover(anchor:)`` when the layer names an anchor that is not
  ///   on screen.
  func makeDialog(_ dialog: DialogContent, of layer: ModalLayer, at index: Int) throws -> any ControllerObject
  {
    let id = layer.id
    let alert = try attachedMaker().dialogObject(dialog, of: id) { [weak self] button, texts in
      self?.session?.report(.dialogAnswered(id, button: button, texts: texts))
      self?.session?.report(.layerItemCleared(id))
    }
    // NB: on iPad an action sheet is a popover (a tap outside it runs the cancel button's
    // handler, `UIKitTraces.dialogTapOutside`), which UIKit raises an exception for without a
    // source: the layer's anchor, else the middle of the presenter's view without an arrow.
    guard alert.isPopover else { return alert }
    if layer.stack.root.popoverAnchor != nil, let session {
      let anchor: AnyObject = try session.popoverAnchor(of: layer, in: anchorOnScreen)
      alert.point(at: anchor)
    } else {
      alert.pointAtTheMiddle(of: try presenter(under: index, free: false))
    }
    return alert
  }

  /// Selects `tab`, whose controller is `controller`, on `bar`: by its `UITab`, unless
  /// `byController` or the bar lists controllers.
  func select(_ tab: AnyTag, controller: any ControllerObject, byController: Bool, in bar: any TabBarObject) {
    let item = bar.tabItems.flatMap { $0.childItems ?? [$0] }.first { $0.mark == tab }
    if !byController, let item {
      bar.select(item: item)
    } else {
      bar.select(controller: controller)
    }
  }

  /// The adapter, or ``HostError/notAttached`` once it is gone.
  private func attachedMaker() throws(HostError) -> any UIKitMaker {
    guard let maker else { throw .notAttached }
    return maker
  }
}
