#if canImport(UIKit)
  import UIKit
  @_spi(Hosts) import Waypoint
  import WaypointUIKitLogic

  // The tab bar: made from a `TabBar` value (on iOS 18 and later as `UITab`s, a group's tabs in
  // a `UITabGroup` and the search tab a `UISearchTab`; below, as a classic bar of navigation
  // controllers), read back by identity, and the user's taps and edits forwarded as facts.
  extension UIKitHost {
    /// The tab bar controller showing `bar`, each tab's stack in a navigation controller of its
    /// own (a split's, a split view controller with one per column), marked with its tab (the
    /// host reads the tabs back by it, wherever UIKit lists them).
    func makeTabs(_ bar: TabBar) throws -> UITabBarController {
      // NB: UIKit shows a sixth tab and more under a More tab (UITabBarController.h:41), whose list
      // pushes the tab it shows: none of those can be a split view.
      try session?.checkTabs(of: .tabs(bar))
      let controller = UITabBarController()
      let navigations = try bar.tabs.map { tab in
        let shown: UIViewController =
          switch tab.content {
          case .stack(let stack): try makeNavigation(stack, at: .tab(tab.id))
          case .split(let split): try makeSplit(split, tab: tab.id)
          }
        tabMarks.setObject(TabMark(tab.id), forKey: shown)
        shown.tabBarItem =
          configuration.tabBarItem(tab.id) ?? UITabBarItem(title: "\(tab.id)", image: nil, tag: 0)
        return shown
      }
      if #available(iOS 18, *) {
        controller.tabs = uiTabs(bar, navigations, grouped: UIDevice.current.userInterfaceIdiom != .phone)
        controller.mode = bar.groups.isEmpty ? .automatic : .tabSidebar
        selectingInCode = true
        logic.selectsInCode(bar.selected.id)
        controller.selectedTab = uiTab(of: bar.selected.id, in: controller)
        selectingInCode = false
      } else {
        // NB: below iOS 18 a bar lists no groups and hides no tab: every tab is listed, in order.
        controller.viewControllers = navigations
        controller.selectedIndex = bar.selectedIndex
        controller.customizableViewControllers = []
      }
      controller.delegate = self
      if bar.tabs.count > TabBar.mostTabsWithoutMore {
        // NB: the host hears the More list through the More navigation controller's delegate,
        // and forwards every call to the one UIKit set, if any (`UIKitTraces.backToTheMoreList`).
        // NB: its swipe back is held as the host's own navigation controllers' are.
        let more = controller.moreNavigationController
        if more.delegate !== self {
          moreDelegateBefore = more.delegate
          more.delegate = self
          holdSwipeBack(of: more)
        }
      }
      return controller
    }

    // MARK: The More tab

    /// The More navigation controller of the tab bar, when the bar lists tabs under it.
    var moreNavigation: UINavigationController? { logic.moreNavigation as? UINavigationController }

    /// The tab the More navigation controller shows after its list.
    func tabShownByMore(_ more: UINavigationController) -> AnyTag? { logic.tabShownByMore(more) }

    /// The controllers of the stack `navigation` shows: all of them, but the More list for the
    /// More navigation controller.
    func stackControllers(of navigation: UINavigationController) -> [UIViewController] {
      logic.stackControllers(of: navigation).compactMap { $0 as? UIViewController }
    }

    /// Sets the stack `navigation` shows to `shown`, over the More list in the More navigation
    /// controller.
    func setStack(_ navigation: UINavigationController, _ shown: [UIViewController], animated: Bool) {
      logic.setStack(navigation, shown, animated: animated)
    }

    /// The `UITab` of each tab, in `bar`'s order: `grouped`, a group's tabs as the children of a
    /// `UITabGroup` (in the sidebar); otherwise every tab at the root of the bar, as an iPhone's
    /// tab bar lists them.
    @available(iOS 18, *)
    private func uiTabs(_ bar: TabBar, _ navigations: [UIViewController], grouped: Bool) -> [UITab] {
      var result: [UITab] = []
      for (tab, navigation) in zip(bar.tabs, navigations) {
        let item = configuration.tabBarItem(tab.id)
        let made: UITab =
          tab.role == .search
          ? UISearchTab { _ in navigation }
          : UITab(
            title: item?.title ?? "\(tab.id)", image: item?.image,
            identifier: identifier(of: tab.id, in: bar)
          ) { _ in navigation }
        made.userInfo = TabMark(tab.id)
        made.isHidden = bar.hidden.contains(tab.id)
        configuration.configureTab(tab.id, made)
        guard grouped, let group = tab.group else {
          result.append(made)
          continue
        }
        if let last = result.last as? UITabGroup, (last.userInfo as? TabMark)?.tab == group {
          last.children.append(made)
          last.displayOrderIdentifiers = last.children.map(\.identifier)
        } else {
          let made = UITabGroup(
            title: "\(group)", image: nil, identifier: "group:\(group)", children: [made],
            viewControllerProvider: nil)
          made.userInfo = TabMark(group)
          configuration.configureTab(group, made)
          result.append(made)
        }
      }
      return result
    }

    /// The `UITab` of tab `id`, found by its mark: a `UISearchTab` has UIKit's identifier, not
    /// ours, and a controller's `tab` is set only once UIKit asked for it.
    @available(iOS 18, *)
    func uiTab(of id: AnyTag, in controller: UITabBarController) -> UITab? {
      controller.tabs.flatMap { ($0 as? UITabGroup)?.children ?? [$0] }
        .first { ($0.userInfo as? TabMark)?.tab == id }
    }

    /// The identifier of the `UITab` of tab `id`: its description, made unique in `bar` by its
    /// position when two tabs' descriptions are alike. Stable across launches (as UIKit's own
    /// saved customization needs, `customizationIdentifier`) unless two ids describe alike.
    func identifier(of id: AnyTag, in bar: TabBar) -> String {
      let name = "tab:\(id)"
      let alike = bar.ids.filter { "tab:\($0)" == name }
      return alike.count > 1 ? "\(name)#\(bar.index(of: id) ?? 0)" : name
    }

    /// Each tab's controller (a navigation controller, or a split's), in the order UIKit lists
    /// them, with the tab it shows.
    var tabControllers: [(tab: AnyTag, controller: UIViewController)] {
      logic.tabControllers.compactMap { tab, controller in
        (controller as? UIViewController).map { (tab, $0) }
      }
    }

    /// The tab the user's tap on `tab` selects: its own, or for a group (a compact tab bar lists
    /// a group as one tab) the child it shows.
    @available(iOS 18, *)
    func tabID(of tab: UITab) -> AnyTag? {
      if let group = tab as? UITabGroup, let child = group.selectedChild ?? group.children.first {
        return tabID(of: child)
      }
      return (tab.userInfo as? TabMark)?.tab
    }

    /// Lists `bar`'s tabs in `order` with those of `hidden` hidden (iOS 18 and later: the root
    /// tabs in that order, each group's children by `displayOrderIdentifiers`; below, the
    /// controllers in that order, none hidden).
    func arrange(_ bar: UITabBarController, _ order: [AnyTag], hidden: [AnyTag]) {
      let rank = { (tab: AnyTag?) in tab.flatMap { order.firstIndex(of: $0) } ?? order.count }
      selectingInCode = true
      defer { selectingInCode = false }
      if #available(iOS 18, *), !bar.tabs.isEmpty {
        let mark = { (tab: UITab) in (tab.userInfo as? TabMark)?.tab }
        // NB: a group ranks as its first child, as a bar lists a group's tabs together.
        let first = { (tab: UITab) in
          (tab as? UITabGroup).map { $0.children.map(mark).map(rank).min() ?? order.count } ?? rank(mark(tab))
        }
        bar.setTabs(bar.tabs.sorted { first($0) < first($1) }, animated: false)
        for case let group as UITabGroup in bar.tabs {
          group.displayOrderIdentifiers = group.children.sorted { rank(mark($0)) < rank(mark($1)) }.map(
            \.identifier)
        }
        for tab in bar.tabs.flatMap({ ($0 as? UITabGroup)?.children ?? [$0] }) {
          tab.isHidden = mark(tab).map(hidden.contains) ?? false
        }
      } else {
        let controllers = bar.viewControllers ?? []
        bar.setViewControllers(
          controllers.sorted {
            rank(tabMarks.object(forKey: $0)?.tab) < rank(tabMarks.object(forKey: $1)?.tab)
          },
          animated: false)
      }
    }

    /// Reports how the user arranged the tabs: every tab in the order UIKit lists them, and those
    /// hidden.
    @available(iOS 18, *)
    func reportArrangement(of controller: UITabBarController) {
      let all = controller.tabs.flatMap { ($0 as? UITabGroup)?.displayOrder ?? [$0] }
      let marked = all.compactMap { tab in (tab.userInfo as? TabMark).map { ($0.tab, tab.isHidden) } }
      session?.report(.tabsArranged(marked.map(\.0), hidden: marked.filter(\.1).map(\.0)))
    }
  }

  extension UIKitHost: UITabBarControllerDelegate {
    public func tabBarController(_ bar: UITabBarController, shouldSelect tab: UIViewController) -> Bool {
      let app = configuration.tabBarDelegate?.tabBarController?(bar, shouldSelect: tab) ?? true
      return app && logic.allowsSelecting(tab)
    }

    public func tabBarController(_ bar: UITabBarController, didSelect tab: UIViewController) {
      configuration.tabBarDelegate?.tabBarController?(bar, didSelect: tab)
      if logic.didSelect(tab) { reportSplitCollapse() }
    }

    @available(iOS 18, *)
    public func tabBarController(_ bar: UITabBarController, shouldSelectTab tab: UITab) -> Bool {
      let app = configuration.tabBarDelegate?.tabBarController?(bar, shouldSelectTab: tab) ?? true
      guard !selectingInCode else { return app }
      return app && logic.allowsSelecting(tabID(of: tab))
    }

    @available(iOS 18, *)
    public func tabBarController(_ bar: UITabBarController, didSelectTab selected: UITab, previousTab: UITab?)
    {
      configuration.tabBarDelegate?.tabBarController?(bar, didSelectTab: selected, previousTab: previousTab)
      // NB: a selection the host makes is no tap, whenever UIKit tells of it (`UIKitTraces.tabTap`).
      if logic.didSelect(tabID(of: selected)) { reportSplitCollapse() }
    }

    @available(iOS 18, *)
    public func tabBarController(_ bar: UITabBarController, visibilityDidChangeFor tabs: [UITab]) {
      configuration.tabBarDelegate?.tabBarController?(bar, visibilityDidChangeFor: tabs)
      reportArrangement(of: bar)
    }

    @available(iOS 18, *)
    public func tabBarController(_ bar: UITabBarController, displayOrderDidChangeFor group: UITabGroup) {
      configuration.tabBarDelegate?.tabBarController?(bar, displayOrderDidChangeFor: group)
      reportArrangement(of: bar)
    }
  }
#endif
