#if canImport(UIKit)
  import UIKit
  @_spi(Hosts) import Waypoint
  import WaypointUIKitLogic

  // Dialogs: an alert controller made from the layer's `DialogContent`, presented itself (UIKit
  // does not let an alert controller sit in a container), with its layer's identity kept beside it.
  extension UIKitHost {
    /// The alert controller showing `dialog`, the dialog layer `layer`: a tapped button calls
    /// `answered` with its index and the texts typed (the host's logic, `UIKitLogic.makeDialog`,
    /// reports it and points an iPad's action sheet).
    func makeAlert(
      _ dialog: DialogContent, of layer: ScreenID,
      answered: @escaping @MainActor (_ button: Int, _ texts: [String]) -> Void
    ) -> UIAlertController {
      let alert = UIAlertController(
        title: dialog.title, message: dialog.message,
        preferredStyle: Self.alertStyles[dialog.style, default: .alert])
      // NB: UIKit raises an exception for text fields on an action sheet; the core refuses those.
      dialog.textFields.forEach { field in
        alert.addTextField {
          $0.placeholder = field.placeholder
          $0.text = field.text
          $0.isSecureTextEntry = field.isSecure
        }
      }
      dialog.buttons.enumerated().forEach { button, label in
        let style = Self.actionStyles[label.role, default: .default]
        alert.addAction(
          UIAlertAction(title: label.title, style: style) { [weak alert] _ in
            answered(button, alert?.textFields?.map { $0.text ?? "" } ?? [])
          })
      }
      // NB: kept on the alert, released with it; a map table with weak keys would hold it on, as
      // its entries "are not necessarily purged right away when the weak key is reclaimed"
      // (NSMapTable.h:45), and an alert controller "doesn't support subclassing"
      // (https://developer.apple.com/documentation/uikit/uialertcontroller).
      objc_setAssociatedObject(alert, &dialogLayerKey, layer, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
      // NB: nothing reports an alert dismissed in code (a screen below calling `dismiss`, which
      // dismisses what it presented, UIViewController.h:253; the presentation delegate "is not
      // called if the presentation is dismissed programatically", UIPresentationController.h:51),
      // and an alert controller "doesn't support subclassing": a probe reads the layers once the
      // alert's view has left the window. Apple calls the alert's view hierarchy private; the
      // probe changes none of its views, it is one more, hidden, without size or touches. Were
      // UIKit to drop it, an alert dismissed in code would stay in the tree until the next read.
      alert.view.addSubview(DialogProbe(host: self))
      return alert
    }

    /// UIKit's style of each dialog style and button role.
    private static let alertStyles: [DialogStyle: UIAlertController.Style] = [
      .alert: .alert, .confirmationDialog: .actionSheet,
    ]
    private static let actionStyles: [DialogContent.Role: UIAlertAction.Style] = [
      .default: .default, .cancel: .cancel, .destructive: .destructive,
    ]

    /// The identity of the layer `controller` shows: a layer's container or a dialog's alert.
    func layerID(of controller: UIViewController) -> ScreenID? { logic.layerID(of: controller) }
  }

  /// The dialog layer whose alert `controller` is, kept on the alert as it was made.
  func dialogLayerID(of controller: UIViewController) -> ScreenID? {
    objc_getAssociatedObject(controller, &dialogLayerKey) as? ScreenID
  }

  /// The key of the identity of the layer an alert controller shows.
  private nonisolated(unsafe) var dialogLayerKey: UInt8 = 0

  /// A hidden view in an alert that has the host read the layers UIKit shows on the main-queue
  /// turn after the alert's view left the window it was shown in
  /// (`UIKitTraces.dialogDismissedInCode`).
  private final class DialogProbe: UIView {
    private weak var host: UIKitHost?
    private var wasShown = false

    init(host: UIKitHost) {
      self.host = host
      super.init(frame: .zero)
      isHidden = true
      isUserInteractionEnabled = false
    }

    required init?(coder: NSCoder) { nil }

    override func didMoveToWindow() {
      super.didMoveToWindow()
      host?.logic.alertViewMoved(inWindow: window != nil, wasShown: &wasShown)
    }
  }
#endif
