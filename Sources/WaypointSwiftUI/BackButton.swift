#if canImport(SwiftUI) && canImport(UIKit)
  import SwiftUI
  @_spi(Hosts) import Waypoint

  extension View {
    /// Sets the screen's navigation title (`navigationTitle`) and tells the host, which shows it
    /// where SwiftUI cannot: on the Back button it draws for the screen above when a leave guard
    /// protects that screen, and in that button's long-press menu. Screens without one show
    /// "Back" there.
    ///
    /// ```swift
    /// CartScreen().waypointTitle("Cart")
    /// ```
    public func waypointTitle(_ title: String) -> some View {
      modifier(TitleSlot(title: title))
    }
  }

  /// Keeps the screen's title on the host, for the Back button of the screen above.
  struct TitleSlot: ViewModifier {
    let title: String
    @Environment(\.waypointContext) private var context
    @Environment(\.screenEntry) private var entry

    func body(content: Content) -> some View {
      content
        .navigationTitle(title)
        .onChange(of: title, initial: true) {
          guard let host = context.host, let entry, let drawn = host.session?.drawn else { return }
          host.titles = host.titles.filter { drawn.entry($0.key) != nil }
          host.titles[entry.id] = title
        }
    }
  }

  /// The Back button of a pushed screen a leave guard protects: SwiftUI's own is hidden (and with
  /// it, on iOS, the swipe back; a device must confirm it, see `SwiftUITraces.heldBackButtonTap`)
  /// and the host draws its own, titled with the screen below's `waypointTitle`: a tap asks the
  /// guard, a long press opens the menu of the screens below, whose choice asks it too
  /// (`SwiftUITraces.heldBackMenuChoice`). A path SwiftUI writes anyway is refused and asked
  /// about by the session. The pull-down is held by ``DismissalLock``. The screen's own part,
  /// read here alone, so a guard added or removed redraws only its button.
  struct BackButtonLock: ViewModifier {
    let host: SwiftUIHost
    let id: ScreenID

    func body(content: Content) -> some View {
      let held = host.drawing?.holdsBackButton(of: id).value ?? false
      content
        .navigationBarBackButtonHidden(held)
        .toolbar {
          if held {
            ToolbarItem(placement: .topBarLeading) { menu }
          }
        }
    }

    private var menu: some View {
      let below = host.session?.backMenu(of: id) ?? []
      return Menu {
        ForEach(below, id: \.id) { entry in
          Button(title(of: entry)) { host.session?.report(.exitChosen(.popped(to: entry.id))) }
        }
      } label: {
        Label(below.first.map(title(of:)) ?? String(localized: "Back"), systemImage: "chevron.backward")
          .labelStyle(.titleAndIcon)
      } primaryAction: {
        host.session?.report(.backTapped(id))
      }
    }

    private func title(of entry: ScreenEntry) -> String {
      host.titles[entry.id] ?? String(localized: "Back")
    }
  }
#endif
