/// One primitive change a UIKit or SwiftUI host can carry out as a single transition.
///
/// ``NavigationState/plan(to:)`` turns any state change into these steps in an order the
/// platforms accept; a host performs them one at a time.
public enum NavigationStep: Hashable, Sendable, CustomStringConvertible {
  /// Dismiss the modal layer at this index, which must be the top one.
  case dismiss(at: Int)
  /// Replace the stack at a location (one `setViewControllers` / path assignment).
  case setStack(ScreenStack, in: StackLocation)
  /// Select a tab.
  case selectTab(AnyTag)
  /// Present a layer at this index, which must be the number of layers presented.
  case present(ModalLayer, at: Int)
  /// Replace the whole root (a stack or tabs); only with no modal layer presented.
  case setRoot(NavigationRoot)

  public var description: String {
    switch self {
    case .dismiss(let index): "dismiss modal \(index)"
    case .setStack(let stack, let location):
      "setStack \(location) [\(stack.entries.map(\.description).joined(separator: ", "))]"
    case .selectTab(let id): "selectTab \(id)"
    case .present(let layer, let index):
      "present \(layer.style) \(index) [\(layer.stack.entries.map(\.description).joined(separator: ", "))]"
    case .setRoot(let root):
      switch root {
      case .stack(let stack): "setRoot stack [\(stack.entries.map(\.description).joined(separator: ", "))]"
      case .tabs(let bar): "setRoot tabs [\(bar.ids.map(\.description).joined(separator: ", "))]"
      }
    }
  }
}
