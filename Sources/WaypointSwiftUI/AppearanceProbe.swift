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
      Probe(host: host, id: id)
    }

    func updateUIViewController(_ probe: Probe, context: Context) {}

    final class Probe: UIViewController {
      weak var host: SwiftUIHost?
      let id: ScreenID

      init(host: SwiftUIHost, id: ScreenID) {
        self.host = host
        self.id = id
        super.init(nibName: nil, bundle: nil)
      }

      required init?(coder: NSCoder) { nil }

      override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        host?.probe(.didAppear, id)
      }

      override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        host?.probe(.didDisappear, id)
      }
    }
  }
#endif
