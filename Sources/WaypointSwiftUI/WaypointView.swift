#if canImport(SwiftUI) && canImport(UIKit)
  import Logging
  import SwiftUI
  @_spi(Hosts) import Waypoint

  /// The root view of an app on Waypoint: draws the tree of a navigator made with a
  /// ``SwiftUIHost``, each stack a `NavigationStack`, tabs a `TabView`, each modal layer a sheet,
  /// a cover or a popover (as the host's table draws its style) presented by the layer below it,
  /// and each screen with the view `destination` makes for its route. Views inside read the navigator (`@Environment(Navigator<Shop>.self)`,
  /// or `AnyNavigator.self`) and their screen (`@Environment(\.screenEntry)`).
  ///
  /// ```swift
  /// WaypointView(navigator) { route in ShopScreen(route: route) }
  ///   .destination(for: Checkout.self) { step in CheckoutScreen(step: step) }
  /// ```
  public struct WaypointView<R: Route>: View {
    private let navigator: Navigator<R>
    private var screens: ScreenViews
    /// This view's claim on the host: one view draws a host (two would draw every screen twice).
    @State private var claim = Claim()
    @Namespace private var zoom

    private final class Claim {}

    /// Draws `navigator`'s tree; `destination` makes the view of each screen whose route is an
    /// `R`.
    public init<Content: View>(
      _ navigator: Navigator<R>, @ViewBuilder destination: @escaping @MainActor (R) -> Content
    ) {
      self.navigator = navigator
      screens = ScreenViews().adding(R.self, destination)
    }

    /// Adds the views of the screens whose route is an `S` (a child flow's routes). A second
    /// builder for the same type is refused as it is added (`HostError.builderRegisteredTwice`,
    /// logged), and those screens show the error: never a silent override.
    public func destination<S: Route, Content: View>(
      for type: S.Type, @ViewBuilder _ build: @escaping @MainActor (S) -> Content
    ) -> Self {
      var copy = self
      copy.screens = screens.adding(type, build)
      return copy
    }

    /// The label of each tab, or tab group (a `TabSection`'s header), whose id is a `T`; tabs
    /// without one show their id. Labels of several types can be given, one call each.
    public func tabItem<T: Hashable & Sendable, Label: View>(
      for type: T.Type, @ViewBuilder _ label: @escaping @MainActor (T) -> Label
    ) -> Self {
      var copy = self
      let other = screens.tabLabel
      copy.screens.tabLabel = { tab in
        tab.as(T.self).map { AnyView(label($0)) } ?? other(tab)
      }
      return copy
    }

    public var body: some View {
      if let host = navigator.host as? SwiftUIHost {
        if host.session?.claimDrawing(by: claim) == true {
          LevelView(host: host, screens: screens, level: 0, layer: nil)
            .environment(navigator)
            .environment(navigator as AnyNavigator)
            .environment(\.waypointContext, WaypointContext(host: host, screens: screens, zoom: zoom))
            .onDisappear { [claim] in host.session?.releaseDrawing(by: claim) }
        } else {
          ScreenViews.message(
            "Another WaypointView draws this navigator: give each window its own navigator and host.")
        }
      } else {
        Text(
          verbatim:
            "WaypointView draws a navigator made with a SwiftUIHost, not a \(type(of: navigator.host)).")
      }
    }
  }

  /// The views of the screens, by route type, and of the tab labels.
  struct ScreenViews {
    private var builders = RouteBuilders<AnyView>()
    /// The route types given a second builder, with the error refusing it, which their screens
    /// show.
    private var refused: [ObjectIdentifier: HostError] = [:]
    var tabLabel: @MainActor (AnyTag) -> AnyView = { AnyView(Text(verbatim: "\($0)")) }
    /// In debug, a destination for each route type, which only a `NavigationLink(value:)` of a
    /// route can reach: it is logged and drawn as an error.
    private(set) var strayLinks = StrayLinks()

    func adding<S: Route, Content: View>(_ type: S.Type, _ build: @escaping @MainActor (S) -> Content) -> Self
    {
      var copy = self
      do {
        copy.builders = try builders.adding(type) { AnyView(build($0)) }
      } catch {
        Logger(label: "Waypoint").error("\(error)")
        copy.refused[ObjectIdentifier(S.self)] = error
      }
      #if DEBUG
        copy.strayLinks.destinations.append { view in
          AnyView(view.navigationDestination(for: S.self) { route in StrayLinks.warning(route) })
        }
      #endif
      return copy
    }

    /// The view of `entry`, or the error that no builder, or two, make it.
    @MainActor
    func view(for entry: ScreenEntry) -> AnyView {
      if let error = refused[ObjectIdentifier(type(of: entry.route.base))] {
        return AnyView(Self.message(error.description))
      }
      do {
        return try builders.make(for: entry)
      } catch {
        return AnyView(Self.message(error.description))
      }
    }

    static func message(_ text: String) -> some View {
      Text(text).font(.footnote).foregroundStyle(.red).padding()
    }

    /// What draws a screen the navigator does not know (logged by the host): a visible error in
    /// debug, nothing in release.
    @ViewBuilder static func missing(_ id: ScreenID) -> some View {
      #if DEBUG
        message("Waypoint: no screen \(id) in the navigator's tree")
      #endif
    }
  }

  /// The debug destinations of ``ScreenViews/strayLinks``; none in release.
  struct StrayLinks: ViewModifier {
    var destinations: [@MainActor (AnyView) -> AnyView] = []

    func body(content: Content) -> some View {
      destinations.reduce(AnyView(content)) { view, add in add(view) }
    }

    static func warning(_ route: some Route) -> some View {
      let text = "A NavigationLink(value: \(route)) goes around the navigator: use WaypointLink."
      return ScreenViews.message(text).onAppear { Logger(label: "Waypoint").warning("\(text)") }
    }
  }
#endif
