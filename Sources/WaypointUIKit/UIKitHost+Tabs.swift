#if canImport(UIKit)
  import UIKit
  @_spi(Hosts) import Waypoint
  import WaypointUIKitLogic

  // The tab bar: its `UITab`s as the app configures them (the host's logic puts the bar together,
  // `UIKitLogic.makeTabs(_:)`), and the user's taps and edits forwarded as facts.
  extension UIKitHost {
    /// The More navigation controller of the tab bar, when the bar lists tabs under it.
    var moreNavigation: UINavigationController? { logic.moreNavigation as? UINavigationController }

    /// The `UITab` of `tab` showing `controller`, as the app configures it: a `UISearchTab` for
    /// the search tab.
    @available(iOS 18, *)
    func makeTab(_ tab: Tab, identifier: String, hidden: Bool, showing controller: UIViewController) -> UITab
    {
      let item = configuration.tabBarItem(tab.id)
      let made =
        tab.role == .search
        ? UISearchTab { _ in controller }
        : UITab(title: item?.title ?? "\(tab.id)", image: item?.image, identifier: identifier) { _ in
          controller
        }
      made.userInfo = TabMark(tab.id)
      made.isHidden = hidden
      configuration.configureTab(tab.id, made)
      return made
    }

    /// The `UITabGroup` of the tabs `children`, marked with its group `id`.
    @available(iOS 18, *)
    func makeGroup(_ id: AnyTag, _ children: [UITab]) -> UITab {
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
      logic.allowsSelecting(tab, app: configuration.tabBarDelegate?.tabBarController?(bar, shouldSelect: tab))
    }

    public func tabBarController(_ bar: UITabBarController, didSelect tab: UIViewController) {
      configuration.tabBarDelegate?.tabBarController?(bar, didSelect: tab)
      logic.didSelect(tab)
    }

    @available(iOS 18, *)
    public func tabBarController(_ bar: UITabBarController, shouldSelectTab tab: UITab) -> Bool {
      logic.allowsSelecting(
        item: tab, app: configuration.tabBarDelegate?.tabBarController?(bar, shouldSelectTab: tab))
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
