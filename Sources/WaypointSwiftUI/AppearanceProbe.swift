#if canImport(SwiftUI) && canImport(UIKit)
  import SwiftUI
  import UIKit

  /// A view controller in the background of each screen that tells the host when the screen
  /// appears and disappears: UIKit's `viewDidAppear` and `viewDidDisappear`, which come when a
  /// transition has ended, where `onAppear` comes when SwiftUI first builds the view. The host
  /// reports them after SwiftUI's update, never inside it.
  struct AppearanceProbe: UIViewControllerRepresentable {
    let host: SwiftUIHost
    let id: ScreenID

    func makeUIViewController(context: Context) -> Probe {
      let probe = Probe()
      (probe.host, probe.id) = (host, id)
      return probe
    }

    func updateUIViewController(_ probe: Probe, context: Context) {}

    final class Probe: UIViewController {
      weak var host: SwiftUIHost?
      /// The screen; its view's identity is the screen's, so it never changes.
      var id: ScreenID?

      override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        if let id { host?.probe(.didAppear, id) }
      }

      override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        if let id { host?.probe(.didDisappear, id) }
      }
    }
  }
#endif
