import Foundation
import Testing
@_spi(Hosts) import Waypoint

// Assertions that read like the screen: `navigator.expectStack([Shop.home, .product(42)])`.
// A failure prints the whole tree, so the reader sees what is on screen instead.

extension NavigationState {
  /// Expects the stack at `location` (the top-most stack when `nil`) to show `routes`,
  /// root first.
  public func expectStack<R: Route>(
    _ routes: [R], in location: StackLocation? = nil,
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    let location = location ?? topLocation
    guard let stack = self[stack: location] else {
      Issue.record("There is no stack at \(location)\n\n\(self)", sourceLocation: sourceLocation)
      return
    }
    let expected = routes.map { AnyRoute($0) }
    if stack.routes != expected {
      Issue.record(
        """
        Expected the stack at \(location) to be \(expected)
        but it is \(stack.routes)

        \(self)
        """, sourceLocation: sourceLocation)
    }
  }

  /// Expects exactly these modal layers, bottom first, each as its style and its stack's
  /// routes.
  public func expectModals<R: Route>(
    _ layers: [(PresentationStyle, [R])], sourceLocation: SourceLocation = #_sourceLocation
  ) {
    let expected = layers.map { "\($0.0) \($0.1.map { AnyRoute($0) })" }
    let actual = modals.map { "\($0.style) \($0.stack.routes)" }
    if expected != actual {
      Issue.record(
        """
        Expected modal layers \(expected)
        but they are \(actual)

        \(self)
        """, sourceLocation: sourceLocation)
    }
  }

  /// Expects no modal layer to be presented.
  public func expectNoModals(sourceLocation: SourceLocation = #_sourceLocation) {
    if !modals.isEmpty {
      Issue.record("Expected no modal layers\n\n\(self)", sourceLocation: sourceLocation)
    }
  }

  /// Expects the tree, drawn as its `description`, to be `tree` (ignoring leading and trailing
  /// blank lines).
  public func expectTree(_ tree: String, sourceLocation: SourceLocation = #_sourceLocation) {
    let expected = tree.trimmingCharacters(in: .whitespacesAndNewlines)
    if description != expected {
      Issue.record(
        "Expected the tree\n\n\(expected)\n\nbut it is\n\n\(description)", sourceLocation: sourceLocation)
    }
  }
}

extension AnyNavigator {
  /// Expects the stack at `location` (the top-most when `nil`) to show `routes`, root first.
  public func expectStack<R: Route>(
    _ routes: [R], in location: StackLocation? = nil,
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    state.expectStack(routes, in: location, sourceLocation: sourceLocation)
  }

  /// Expects exactly these modal layers, bottom first.
  public func expectModals<R: Route>(
    _ layers: [(PresentationStyle, [R])], sourceLocation: SourceLocation = #_sourceLocation
  ) {
    state.expectModals(layers, sourceLocation: sourceLocation)
  }

  /// Expects no modal layer to be presented.
  public func expectNoModals(sourceLocation: SourceLocation = #_sourceLocation) {
    state.expectNoModals(sourceLocation: sourceLocation)
  }

  /// Expects the tree, drawn as text, to be `tree`.
  public func expectTree(_ tree: String, sourceLocation: SourceLocation = #_sourceLocation) {
    state.expectTree(tree, sourceLocation: sourceLocation)
  }
}

extension TestHost {
  /// Expects a navigator attached, and what the host's screen reads (while a step stalls) to be
  /// the navigator's state. The state is the one copy of what is shown, which the host's session
  /// settles: the two never drift.
  public func expectInSync(sourceLocation: SourceLocation = #_sourceLocation) {
    guard let screen else {
      Issue.record("No navigator is attached", sourceLocation: sourceLocation)
      return
    }
    if let read = read(), read != screen.read {
      Issue.record(
        """
        The screen and the navigator's state drifted apart.
        screen:
        \(read)

        state:
        \(screen)
        """, sourceLocation: sourceLocation)
    }
  }

  /// Expects the host to have performed exactly `steps` (as text), in order.
  public func expectSteps(_ steps: [String], sourceLocation: SourceLocation = #_sourceLocation) {
    let actual = records.map(\.step.description)
    if actual != steps {
      Issue.record(
        "Expected steps\n  \(steps.joined(separator: "\n  "))\nbut performed\n  \(actual.joined(separator: "\n  "))",
        sourceLocation: sourceLocation)
    }
  }
}
