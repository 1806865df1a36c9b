/// What a host draws for a ``Dialog``: the route of its layer's one screen. A host reads it from
/// the layer (``ModalLayer/dialog``) and reports the button the user tapped by its index.
public struct DialogContent: Route {
  /// A button as drawn: its title and role.
  public struct Button: Hashable, Sendable {
    /// The button's title.
    public var title: String
    /// Its role.
    public var role: Role

    /// A button titled `title` with `role`.
    public init(title: String, role: Role) {
      self.title = title
      self.role = role
    }
  }

  /// The role of a button, which the platforms draw and place.
  public enum Role: String, Hashable, Sendable {
    /// An ordinary button.
    case `default`
    /// The button that leaves without a choice; the request ends `.cancelled`.
    case cancel
    /// A button that destroys something, drawn in red.
    case destructive
  }

  /// The title.
  public var title: String
  /// The message under the title.
  public var message: String?
  /// An alert or a confirmation dialog.
  public var style: DialogStyle
  /// The buttons, in order.
  public var buttons: [Button]
  /// The text fields (alerts only), in order.
  public var textFields: [DialogTextField]

  /// Checks the dialog against what the platforms draw.
  /// - Throws: ``DialogError``.
  func validate() throws(DialogError) {
    if buttons.count(where: { $0.role == .cancel }) > 1 { throw .twoCancelButtons }
    if style == .confirmationDialog, !textFields.isEmpty { throw .textFieldsOnConfirmationDialog }
  }
}

extension DialogContent: CustomStringConvertible {
  public var description: String { "\(style)(\"\(title)\")" }
}

/// Why a ``Dialog`` was refused; the request fails with ``NavigationError/invalidDialog(_:)``
/// and nothing is shown.
public enum DialogError: Error, Hashable, Sendable, CustomStringConvertible {
  /// More than one button has the cancel role (UIKit raises an exception for a second one).
  case twoCancelButtons
  /// A confirmation dialog has text fields (only alerts take them, in UIKit and SwiftUI).
  case textFieldsOnConfirmationDialog

  public var description: String {
    switch self {
    case .twoCancelButtons: "A dialog has one cancel button at most"
    case .textFieldsOnConfirmationDialog: "Only an alert has text fields, not a confirmation dialog"
    }
  }
}

extension PresentationStyle {
  /// The layer of an alert (``Dialog``): drawn by the platform's alert, never restored, not
  /// dismissible by a gesture.
  public static let alert = PresentationStyle(
    "alert", coversContent: false, allowsInteractiveDismissal: false)
  /// The layer of a confirmation dialog (``Dialog``): never restored; the user dismisses it by a
  /// tap outside it (or its cancel button).
  public static let confirmationDialog = PresentationStyle(
    "confirmationDialog", coversContent: false, allowsInteractiveDismissal: true)

  /// Whether layers of this style show a ``Dialog``.
  public var isDialog: Bool { self == .alert || self == .confirmationDialog }
}

extension ModalLayer {
  /// What the layer's dialog shows, when it is a dialog's layer.
  public var dialog: DialogContent? {
    guard style.isDialog else { return nil }
    return stack.root.route.as(DialogContent.self)
  }
}
