/// An alert or a confirmation dialog shown as a destination: a title, a message, buttons with
/// roles and typed values, and text fields (alerts only). Present it with
/// ``AnyNavigator/present(_:expecting:animated:)``; the request ends with the value of the
/// button the user tapped, or `.cancelled` for the cancel button or a dismissal the user made.
///
/// ```swift
/// let remove = Dialog(
///   "Remove from cart?", style: .confirmationDialog,
///   buttons: [.destructive("Remove", value: true), .cancel("Keep")])
/// if case .value = try await navigator.present(remove, expecting: Bool.self).value { cart.remove(item) }
/// ```
///
/// A dialog is a modal layer of its own (style ``PresentationStyle/alert`` or
/// ``PresentationStyle/confirmationDialog``), queued like any request and never restored.
/// Its rules: a dialog without buttons gets one "OK" button with the cancel role; a
/// confirmation dialog without a cancel button gets a "Cancel" one (a tap outside it is that
/// button, as SwiftUI adds one); two cancel buttons, or text fields on a confirmation dialog,
/// are refused (``DialogError``).
public struct Dialog<Value: Sendable>: Sendable {
  /// What the host draws: the title, the message, the style, the buttons' titles and roles, the
  /// text fields.
  public var content: DialogContent
  /// The value of each button, from what the user typed in the text fields; `nil` for a button
  /// with the cancel role.
  let values: [(@Sendable ([String]) -> Value)?]

  /// A dialog with these parts; see ``DialogButton`` for the buttons.
  public init(
    _ title: String, message: String? = nil, style: DialogStyle = .alert,
    textFields: [DialogTextField] = [], buttons: [DialogButton<Value>] = []
  ) {
    var buttons = buttons.isEmpty ? [DialogButton<Value>.cancel("OK")] : buttons
    if style == .confirmationDialog, !buttons.contains(where: { $0.label.role == .cancel }) {
      buttons.append(.cancel())
    }
    content = DialogContent(
      title: title, message: message, style: style, buttons: buttons.map(\.label), textFields: textFields)
    values = buttons.map(\.value)
  }

  /// The anchor a confirmation dialog points at where the platform shows it as a popover (iPad):
  /// the id of a view or bar button item registered on the host (`.waypointAnchor` in SwiftUI).
  /// Without one, the UIKit host centres it on the screen below, and the SwiftUI host hangs it
  /// from that whole screen.
  public var anchor: String?

  /// Pointing at the view or bar button item the host registered as `anchor` where it is shown as
  /// a popover (a confirmation dialog on iPad); one the host does not hold is refused with
  /// `HostError.unanchoredPopover`.
  public func anchored(to anchor: String) -> Self {
    var copy = self
    copy.anchor = anchor
    return copy
  }

  /// The value of button `index` with `texts` typed in the text fields; `nil` for the cancel
  /// button or an index the dialog does not have.
  func value(ofButton index: Int, texts: [String]) -> Value? {
    guard values.indices.contains(index) else { return nil }
    return values[index]?(texts)
  }
}

/// One button of a ``Dialog``: its title, its role and the value a tap on it gives.
///
/// ```swift
/// DialogButton.default("Save") { texts in Rename(to: texts[0]) }  // from the text fields
/// DialogButton.destructive("Delete", value: Choice.delete)
/// DialogButton<Choice>.cancel()                                  // the request ends .cancelled
/// ```
public struct DialogButton<Value: Sendable>: Sendable {
  /// The title and role the host draws.
  public let label: DialogContent.Button
  let value: (@Sendable ([String]) -> Value)?

  /// A button with the default role giving `value`.
  public static func `default`(_ title: String, value: Value) -> Self {
    Self(label: .init(title: title, role: .default)) { _ in value }
  }

  /// A button with the default role giving what `value` makes of the text fields' texts.
  public static func `default`(_ title: String, value: @escaping @Sendable ([String]) -> Value) -> Self {
    Self(label: .init(title: title, role: .default), value: value)
  }

  /// A destructive button (drawn in red) giving `value`.
  public static func destructive(_ title: String, value: Value) -> Self {
    Self(label: .init(title: title, role: .destructive)) { _ in value }
  }

  /// The cancel button: a tap on it ends the request with `.cancelled`. A dialog has one at most.
  public static func cancel(_ title: String = "Cancel") -> Self {
    Self(label: .init(title: title, role: .cancel), value: nil)
  }
}

/// Whether a ``Dialog`` is an alert or a confirmation dialog (an action sheet).
public enum DialogStyle: String, Hashable, Sendable {
  /// A centred alert (`UIAlertController.Style.alert`, `.alert`); the only style with text fields.
  case alert
  /// A confirmation dialog (`.actionSheet`, `.confirmationDialog`): a sheet of buttons at the
  /// bottom on iPhone, a popover on iPad.
  case confirmationDialog
}

/// A text field of an alert.
public struct DialogTextField: Hashable, Sendable {
  /// The placeholder shown while the field is empty.
  public var placeholder: String
  /// The text the field starts with.
  public var text: String
  /// Whether the field hides what is typed (a password).
  public var isSecure: Bool

  /// A field showing `placeholder` and starting with `text`.
  public init(_ placeholder: String, text: String = "", isSecure: Bool = false) {
    self.placeholder = placeholder
    self.text = text
    self.isSecure = isSecure
  }
}
