#if canImport(UIKit)
  import UIKit
  @_spi(Hosts) import Waypoint
  import WaypointUIKitLogic

  // Dialogs: an alert controller made from the layer's `DialogContent`, presented itself (UIKit
  // does not let an alert controller sit in a container), with its layer's identity kept beside it.
  extension UIKitHost {
    /// The alert controller showing `layer`'s dialog. A tapped button reports its index and the
    /// texts typed, then the layer leaving: UIKit dismisses the alert itself
    /// (`UIKitTraces.dialogButtonTap`).
    /// - Throws: ``HostError/unanchoredPopover(anchor:)`` when the layer names an anchor the host
    ///   does not hold.
    func makeDialog(_ dialog: DialogContent, of layer: ModalLayer, at index: Int) throws -> UIAlertController
    {
      let alert = UIAlertController(
        title: dialog.title, message: dialog.message,
        preferredStyle: dialog.style == .alert ? .alert : .actionSheet)
      // NB: UIKit raises an exception for text fields on an action sheet; the core refuses those.
      for field in dialog.textFields {
        alert.addTextField {
          $0.placeholder = field.placeholder
          $0.text = field.text
          $0.isSecureTextEntry = field.isSecure
        }
      }
      let id = layer.id
      for (button, label) in dialog.buttons.enumerated() {
        let style: UIAlertAction.Style =
          switch label.role {
          case .default: .default
          case .cancel: .cancel
          case .destructive: .destructive
          }
        alert.addAction(
          UIAlertAction(title: label.title, style: style) { [weak self, weak alert] _ in
            let texts = alert?.textFields?.map { $0.text ?? "" } ?? []
            self?.session?.report(.dialogAnswered(id, button: button, texts: texts))
            self?.session?.report(.layerItemCleared(id))
          })
      }
      // NB: on iPad an action sheet is a popover (a tap outside it runs the cancel button's
      // handler, `UIKitTraces.dialogTapOutside`), which UIKit raises an exception for without a
      // source: the layer's anchor, else the middle of the presenter's view without an arrow.
      if let popover = alert.popoverPresentationController {
        if layer.stack.root.popoverAnchor != nil {
          popover.sourceItem = try session?.popoverAnchor(of: layer, in: popoverSource)
        } else {
          let view = (try logic.presenter(under: index, free: false) as? UIViewController)?.view
          popover.sourceView = view
          popover.sourceRect = CGRect(
            x: view?.bounds.midX ?? 0, y: view?.bounds.midY ?? 0, width: 0, height: 0)
          popover.permittedArrowDirections = []
        }
      }
      // NB: kept on the alert, released with it; a map table with weak keys would hold it on, as
      // its entries "are not necessarily purged right away when the weak key is reclaimed"
      // (NSMapTable.h:45), and an alert controller "doesn't support subclassing"
      // (https://developer.apple.com/documentation/uikit/uialertcontroller).
      objc_setAssociatedObject(alert, &dialogLayerKey, id, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
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
      // NB: the alert is made before it is presented: only leaving a window it was in counts.
      if window != nil {
        wasShown = true
      } else if wasShown {
        // NB: after a button's tap, UIKit runs its handler after the alert's view has gone, and a
        // read before it would take the answered dialog for one dismissed unanswered
        // (`UIKitTraces.dialogButtonTap`): the read waits a turn.
        DispatchQueue.main.async { [weak host] in host?.layerLeft() }
      }
    }
  }
#endif
