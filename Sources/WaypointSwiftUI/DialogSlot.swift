#if canImport(SwiftUI) && canImport(UIKit)
  import SwiftUI
  @_spi(Hosts) import Waypoint

  /// The dialog slot of layer `level` over a level's content: draws the layer as an `.alert` or a
  /// `.confirmationDialog` with its dialog's buttons and text fields when its style is a dialog's.
  /// A button reports its index and the texts typed; SwiftUI then sets `isPresented` to `false`,
  /// which reports the layer leaving (`SwiftUITraces.dialogButtonTap`).
  struct DialogSlot: ViewModifier {
    let host: SwiftUIHost
    let level: Int
    /// What the user typed in the alert's text fields.
    @State private var texts: [String] = []

    func body(content: Content) -> some View {
      let alert = host.dialog(at: level, style: .alert)
      let dialog = host.dialog(at: level, style: .confirmationDialog)
      let shown = alert.wrappedValue ?? dialog.wrappedValue
      content
        .alert(
          Text(alert.wrappedValue?.dialog.title ?? ""), isPresented: isPresented(alert),
          presenting: alert.wrappedValue,
          actions: actions, message: message
        )
        .confirmationDialog(
          Text(dialog.wrappedValue?.dialog.title ?? ""), isPresented: isPresented(dialog),
          titleVisibility: .visible,
          presenting: dialog.wrappedValue, actions: actions, message: message
        )
        .onChange(of: shown?.layer.id, initial: true) {
          texts = shown?.dialog.textFields.map(\.text) ?? []
        }
    }

    /// Whether the dialog is up; SwiftUI writes `false` when the user answered or tapped outside.
    private func isPresented(_ item: Binding<DrawnDialog?>) -> Binding<Bool> {
      Binding {
        item.wrappedValue != nil
      } set: {
        if !$0 { item.wrappedValue = nil }
      }
    }

    @ViewBuilder private func actions(_ shown: DrawnDialog) -> some View {
      ForEach(Array(shown.dialog.textFields.enumerated()), id: \.offset) { index, field in
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
      ForEach(Array(shown.dialog.buttons.enumerated()), id: \.offset) { index, button in
        Button(button.title, role: role(button.role)) {
          host.session?.dialogAnswered(shown.layer.id, button: index, texts: texts)
        }
      }
    }

    @ViewBuilder private func message(_ shown: DrawnDialog) -> some View {
      if let message = shown.dialog.message { Text(message) }
    }

    private func role(_ role: DialogContent.Role) -> ButtonRole? {
      switch role {
      case .default: nil
      case .cancel: .cancel
      case .destructive: .destructive
      }
    }
  }

  /// A dialog's layer as drawn, with what its dialog shows.
  struct DrawnDialog: Hashable {
    let layer: DrawnLayer
    let dialog: DialogContent
  }

  extension SwiftUIHost {
    /// The item of the dialog of `style` of layer `index`, set when the layer drawn there is a
    /// dialog of that style; `nil` reports the layer leaving.
    func dialog(at index: Int, style: PresentationStyle) -> Binding<DrawnDialog?> {
      let item = item(at: index, drawnAs: style.name) { $0.style.isDialog ? $0.style.name : nil }
      return Binding {
        item.wrappedValue.flatMap { layer in
          layer.root.route.as(DialogContent.self).map { DrawnDialog(layer: layer, dialog: $0) }
        }
      } set: { shown, transaction in
        if shown == nil { item.transaction(transaction).wrappedValue = nil }
      }
    }
  }
#endif
