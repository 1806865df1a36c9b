#if canImport(SwiftUI) && canImport(UIKit)
  import SwiftUI
  @_spi(Hosts) import Waypoint

  /// The dialog slot of layer `level`: draws the layer as an `.alert` or a `.confirmationDialog`
  /// with its dialog's buttons and text fields when its style is a dialog's. A level's slot, over
  /// its content, draws alerts and confirmation dialogs without an anchor; an anchor's slot
  /// (`.waypointAnchor`) draws the confirmation dialogs anchored there, which iPad shows as a
  /// popover pointing at the anchor (`DrawnLayer.dialogSlot`). A button reports its index and the
  /// texts typed; SwiftUI then sets `isPresented` to `false`, which reports the layer leaving
  /// (`SwiftUITraces.dialogButtonTap`).
  struct DialogSlot: ViewModifier {
    let host: SwiftUIHost
    let level: Int
    /// The anchor this slot hangs from; `nil` for a level's slot.
    var anchor: String?
    /// What the user typed in the alert's text fields.
    @State private var texts: [String] = []

    func body(content: Content) -> some View {
      let alert = item(.alert)
      let dialog = item(.confirmationDialog)
      let shown = alert.wrappedValue ?? dialog.wrappedValue
      content
        .alert(
          Text(alert.wrappedValue?.dialog?.title ?? ""), isPresented: isPresented(alert),
          presenting: alert.wrappedValue,
          actions: actions, message: message
        )
        .confirmationDialog(
          Text(dialog.wrappedValue?.dialog?.title ?? ""), isPresented: isPresented(dialog),
          titleVisibility: .visible,
          presenting: dialog.wrappedValue, actions: actions, message: message
        )
        .onChange(of: shown?.id, initial: true) {
          texts = shown?.dialog?.textFields.map(\.text) ?? []
        }
    }

    /// The item of layer `level` when the layer drawn there is a dialog of `style` this slot draws.
    private func item(_ style: PresentationStyle) -> Binding<DrawnLayer?> {
      host.item(at: level, drawnAs: DialogSlotKey(style: style, anchor: anchor)) { $0.dialogSlot }
    }

    /// Whether the dialog is up; SwiftUI writes `false` when the user answered or tapped outside,
    /// which reports the layer leaving.
    private func isPresented(_ item: Binding<DrawnLayer?>) -> Binding<Bool> {
      Binding {
        item.wrappedValue != nil
      } set: { presented, transaction in
        if !presented { item.transaction(transaction).wrappedValue = nil }
      }
    }

    @ViewBuilder private func actions(_ layer: DrawnLayer) -> some View {
      ForEach(Array((layer.dialog?.textFields ?? []).enumerated()), id: \.offset) { index, field in
        let text = Binding {
          texts.indices.contains(index) ? texts[index] : field.text
        } set: {
          if texts.indices.contains(index) { texts[index] = $0 }
        }
        if field.isSecure {
          SecureField(field.placeholder, text: text)
        } else {
          TextField(field.placeholder, text: text)
        }
      }
      ForEach(Array((layer.dialog?.buttons ?? []).enumerated()), id: \.offset) { index, button in
        Button(button.title, role: role(button.role)) {
          host.session?.report(.dialogAnswered(layer.id, button: index, texts: texts))
        }
      }
    }

    @ViewBuilder private func message(_ layer: DrawnLayer) -> some View {
      if let message = layer.dialog?.message { Text(message) }
    }

    private func role(_ role: DialogContent.Role) -> ButtonRole? {
      switch role {
      case .default: nil
      case .cancel: .cancel
      case .destructive: .destructive
      }
    }
  }

  extension DrawnLayer {
    /// What the layer's dialog shows; `nil` when the layer is no dialog.
    fileprivate var dialog: DialogContent? { root.route.as(DialogContent.self) }
  }
#endif
