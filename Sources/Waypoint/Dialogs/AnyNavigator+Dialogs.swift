import Logging

// Alerts and confirmation dialogs as destinations: a dialog is a bare modal layer of its own,
// queued like any request, and ends with the value of the button the user tapped.
extension AnyNavigator {
  /// Shows `dialog` in a layer of its own (``PresentationStyle/alert`` or
  /// ``PresentationStyle/confirmationDialog``); the request ends when the user answers it.
  ///
  /// ```swift
  /// let rename = Dialog(
  ///   "Rename", textFields: [DialogTextField("Name", text: list.name)],
  ///   buttons: [.default("Save") { $0[0] }, .cancel()])
  /// if case .value(let name) = try await navigator.present(rename, expecting: String.self).value {
  ///   list.name = name
  /// }
  /// ```
  ///
  /// It takes its place in the queue like any request: asked for during a push, it is shown once
  /// the push has ended. While it is up, a push is refused (its layer is bare) and a
  /// presentation goes above it. It is never restored: a saved tree leaves out the dialog's
  /// layer and every layer above it.
  /// - Returns: A request ending with `.value` of the button the user tapped; `.cancelled` for
  ///   the cancel button, a dismissal the user made (a tap outside a confirmation dialog), or
  ///   the dialog leaving the tree any other way (``dismiss(animated:)``, a deep link). Cancelled
  ///   once the dialog is up, the request ends `.cancelled` and the dialog stays, as a screen
  ///   whose result is no longer awaited does; a tap on it then answers no one.
  ///   It fails with ``NavigationError/invalidDialog(_:)`` for a dialog the platforms cannot draw
  ///   (``DialogError``), showing nothing.
  @discardableResult
  public func present<Value: Sendable>(
    _ dialog: Dialog<Value>, expecting: Value.Type, animated: Bool = true
  ) -> NavigationRequest<ScreenResult<Value>, NavigationError> {
    do throws(DialogError) {
      try dialog.content.validate()
    } catch {
      return request { _ throws(NavigationError) in throw .invalidDialog(error) }
    }
    let style: PresentationStyle = dialog.content.style == .alert ? .alert : .confirmationDialog
    let destination = Destination.route(dialog.content)
    return open(
      dialog.anchor.map { destination.anchored(to: $0) } ?? destination, expecting: expecting,
      animated: animated,
      dialogValue: { dialog.value(ofButton: $0, texts: $1) }
    ) {
      $0.present(ModalLayer(style: style, stack: ScreenStack(root: $1), embedded: false))
    }
  }

  /// The user tapped button `index` of the dialog whose layer is `id`, with `texts` typed in its
  /// fields: its value is what the dialog's request ends with once the layer leaves the tree (the
  /// platform takes it away itself). The cancel button, an index the dialog does not have, or a
  /// dialog nobody awaits leaves nothing to deliver.
  func dialogAnswered(_ id: ScreenID, button index: Int, texts: [String]) {
    guard let slot = pipeline.book.results[id] else { return }
    slot.answer = slot.dialogValue?(index, texts)
    logger.debug("\(id) answered with button \(index): \(slot.answer.map { "\($0)" } ?? "no value")")
  }
}
