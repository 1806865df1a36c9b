/// One primitive change a UIKit or SwiftUI host can carry out as a single transition.
///
/// ``NavigationState/plan(to:dismissingLayersTogether:)`` turns any state change into these
/// steps in an order the platforms accept; a host performs them one at a time.
public enum NavigationStep: Hashable, Sendable, CustomStringConvertible {
  /// Dismiss the modal layer at this index, which must be the top one.
  case dismiss(at: Int)
  /// Dismiss the layers from this index to the top in one transition (UIKit dismisses a chain
  /// of presented controllers with one animation). Planned only for a host that offers
  /// ``HostCapabilities/dismissesLayersTogether``.
  case dismissLayers(from: Int)
  /// Replace the stack at a location (one `setViewControllers` / path assignment).
  case setStack(ScreenStack, in: StackLocation)
  /// Select a tab.
  case selectTab(AnyTag)
  /// List the tabs in this order, these hidden (``TabBar/arrange(_:hidden:)``): a restored tree
  /// of the user's order, or one the app arranged. It changes no screen.
  case arrangeTabs([AnyTag], hidden: [AnyTag])
  /// Put a column of the split view on screen (the root's, or the selected tab's) on top on a
  /// compact width (UIKit's `show(_:)` of a column, which
  /// pushes it and the columns before it, or pops the columns covering it, when collapsed).
  case showColumn(SplitColumn)
  /// Present a layer at this index, which must be the number of layers presented.
  case present(ModalLayer, at: Int)
  /// Replace the whole root (a stack, tabs or a split); only with no modal layer presented.
  case setRoot(NavigationRoot)

  public var description: String {
    switch self {
    case .dismiss(at: let index): "dismiss modal \(index)"
    case .dismissLayers(from: let index): "dismiss modals from \(index)"
    case .setStack(let stack, let location): "setStack \(location) \(Self.list(stack.entries))"
    case .selectTab(let id): "selectTab \(id)"
    case .arrangeTabs(let order, let hidden):
      "arrangeTabs \(Self.list(order))\(hidden.isEmpty ? "" : " hiding \(Self.list(hidden))")"
    case .showColumn(let column): "showColumn \(column)"
    case .present(let layer, let index):
      "present \(layer.style)\(layer.embedded ? "" : " bare") \(index) \(Self.list(layer.stack.entries))"
    case .setRoot(.stack(let stack)): "setRoot stack \(Self.list(stack.entries))"
    case .setRoot(.tabs(let bar)): "setRoot tabs \(Self.list(bar.ids))"
    case .setRoot(.split(let split)): "setRoot split \(Self.list(split.columns))"
    }
  }

  private static func list(_ items: [some CustomStringConvertible]) -> String {
    "[\(items.map(\.description).joined(separator: ", "))]"
  }
}

/// Coded as a ``NavigationRecording`` writes it; a step holding a tree or a tag only inside one.
extension NavigationStep: Codable {}
