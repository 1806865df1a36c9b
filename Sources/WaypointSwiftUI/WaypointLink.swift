#if canImport(SwiftUI) && canImport(UIKit)
  import SwiftUI

  /// A button that asks the navigator to show a route, pushed by default: the link of a
  /// Waypoint app, where a `NavigationLink(value:)` never reaches the navigator. A push looks
  /// and reads as a navigation link in a `List` does: a chevron after its label, the link trait.
  ///
  /// ```swift
  /// WaypointLink("Reviews", to: Shop.reviews(42))
  /// WaypointLink(Shop.cart, placement: .present(.sheet)) { Label("Cart", systemImage: "cart") }
  /// ```
  public struct WaypointLink<Label: View>: View {
    @Environment(AnyNavigator.self) private var navigator
    private let route: AnyRoute
    private let placement: Placement
    private let tag: (any Hashable & Sendable)?
    private let label: Label

    /// A button showing `label` that shows `route` where `placement` says, tagged `tag`.
    public init(
      _ route: some Route, placement: Placement = .push, tag: (any Hashable & Sendable)? = nil,
      @ViewBuilder label: () -> Label
    ) {
      self.route = AnyRoute(route)
      self.placement = placement
      self.tag = tag
      self.label = label()
    }

    public var body: some View {
      Button {
        navigator.show(route, placement: placement, tag: tag)
      } label: {
        if placement.kind == .push {
          HStack {
            label.frame(maxWidth: .infinity, alignment: .leading)
            Image(systemName: "chevron.forward").font(.footnote.bold()).foregroundStyle(.tertiary)
              .accessibilityHidden(true)
          }
          .contentShape(Rectangle())
        } else {
          label
        }
      }
      .foregroundStyle(.primary)
      .accessibilityAddTraits(placement.kind == .push ? .isLink : [])
    }
  }

  extension WaypointLink where Label == Text {
    /// A button titled `title` that shows `route` where `placement` says.
    public init(
      _ title: some StringProtocol, to route: some Route, placement: Placement = .push,
      tag: (any Hashable & Sendable)? = nil
    ) {
      self.init(route, placement: placement, tag: tag) { Text(title) }
    }
  }
#endif
