#if canImport(SwiftUI) && canImport(UIKit)
  import SwiftUI
  @_spi(Hosts) import Waypoint

  /// The Back button of a pushed screen a leave guard protects: SwiftUI's own is hidden (and with
  /// it, on iOS, the swipe back; a device must confirm it, see `SwiftUITraces.heldBackButtonTap`)
  /// and the host draws its own, whose tap asks the guard. A path SwiftUI writes anyway is
  /// refused and asked about by the session. The pull-down is held by `interactiveDismissDisabled`
  /// (``SwiftUIHost/allowsInteractiveDismissal(ofLayerAt:)``).
  struct LeaveGuardBackButton: ViewModifier {
    let host: SwiftUIHost
    let id: ScreenID

    func body(content: Content) -> some View {
      let held = host.holdsBackButton(of: id)
      content
        .navigationBarBackButtonHidden(held)
        .toolbar {
          if held {
            ToolbarItem(placement: .topBarLeading) {
              Button {
                host.backTapped(on: id)
              } label: {
                Label("Back", systemImage: "chevron.backward")
              }
            }
          }
        }
    }
  }

  extension SwiftUIHost {
    /// Whether the screen `id` shows the host's Back button instead of SwiftUI's.
    func holdsBackButton(of id: ScreenID) -> Bool {
      _ = drawings
      return session?.holdsBackButton(of: id) ?? false
    }

    /// The host's Back button of the screen `id` was tapped.
    func backTapped(on id: ScreenID) {
      session?.backTapped(on: id)
    }
  }
#endif
