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
        logic.selectsInCode(bar.selected.id)
        controller.selectedTab = controller.uiTab(of: bar.selected.id)
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

    /// The `UITab` of each tab, in `bar`'s order, in the bar's slots (`UIKitLogic.slots(of:grouped:)`):
    /// a group's tabs as the children of a `UITabGroup`, or each tab at the root of the bar.
    @available(iOS 18, *)
    private func uiTabs(_ bar: TabBar, _ navigations: [UIViewController], grouped: Bool) -> [UITab] {
      let made = zip(bar.tabs, navigations).map { tab, navigation in
        let item = configuration.tabBarItem(tab.id)
        let made: UITab =
          tab.role == .search
          ? UISearchTab { _ in navigation }
          : UITab(
            title: item?.title ?? "\(tab.id)", image: item?.image,
            identifier: UIKitLogic.identifier(of: tab.id, in: bar)
          ) { _ in navigation }
        made.userInfo = TabMark(tab.id)
        made.isHidden = bar.hidden.contains(tab.id)
        configuration.configureTab(tab.id, made)
        return made
      }
      return UIKitLogic.slots(of: bar, grouped: grouped).map { slot in
        slot.group.map { group(of: $0, slot.tabs.map { made[$0] }) } ?? made[slot.tabs[0]]
      }
    }

    /// The `UITabGroup` of the tabs `children`, marked with its group `id`.
    @available(iOS 18, *)
    private func group(of id: AnyTag, _ children: [UITab]) -> UITab {
      let made = UITabGroup(
        title: "\(id)", image: nil, identifier: "group:\(id)", children: children, viewControllerProvider: nil
      )
      made.userInfo = TabMark(id)
      made.displayOrderIdentifiers = children.map(\.identifier)
      configuration.configureTab(id, made)
      return made
    }
  }

  extension UIKitHost: UITabBarControllerDelegate {
    public func tabBarController(_ bar: UITabBarController, shouldSelect tab: UIViewController) -> Bool {
      let app = configuration.tabBarDelegate?.tabBarController?(bar, shouldSelect: tab) ?? true
      return app && logic.allowsSelecting(tab)
    }

    public func tabBarController(_ bar: UITabBarController, didSelect tab: UIViewController) {
      configuration.tabBarDelegate?.tabBarController?(bar, didSelect: tab)
      logic.didSelect(tab)
    }

    @available(iOS 18, *)
    public func tabBarController(_ bar: UITabBarController, shouldSelectTab tab: UITab) -> Bool {
      let app = configuration.tabBarDelegate?.tabBarController?(bar, shouldSelectTab: tab) ?? true
      return app && logic.allowsSelecting(item: tab)
    }

    @available(iOS 18, *)
    public func tabBarController(_ bar: UITabBarController, didSelectTab selected: UITab, previousTab: UITab?)
    {
      configuration.tabBarDelegate?.tabBarController?(bar, didSelectTab: selected, previousTab: previousTab)
      // NB: a selection the host makes is no tap, whenever UIKit tells of it (`UIKitTraces.tabTap`).
      logic.didSelect(item: selected)
    }

    @available(iOS 18, *)
    public func tabBarController(_ bar: UITabBarController, visibilityDidChangeFor tabs: [UITab]) {
      configuration.tabBarDelegate?.tabBarController?(bar, visibilityDidChangeFor: tabs)
      logic.tabsEdited()
    }

    @available(iOS 18, *)
    public func tabBarController(_ bar: UITabBarController, displayOrderDidChangeFor group: UITabGroup) {
      configuration.tabBarDelegate?.tabBarController?(bar, displayOrderDidChangeFor: group)
      logic.tabsEdited()
    }
  }
#endif
