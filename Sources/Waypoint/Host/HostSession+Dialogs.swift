// Dialogs (alerts, confirmation dialogs) on a platform: the platform draws them itself and takes
// them away when a button is tapped; the host reports which button, then the layer leaving.

@_spi(Hosts)
extension HostSession {
  /// The user tapped button `index` of the dialog drawn for layer `layer`, with `texts` typed in
  /// its fields. Report it before the layer leaving (``PlatformFact/layersShown(_:)``,
  /// ``PlatformFact/layerItemCleared(_:)``): the dialog's request ends with the button's value
  /// as the layer leaves the tree.
  public func dialogAnswered(_ layer: ScreenID, button index: Int, texts: [String] = []) {
    record(.dialogAnswered(layer, button: index, texts: recordsValues ? texts : []))
    // NB: the platform takes the dialog's layer away next, and reports it: not settled yet.
    connection.dialogAnswered(layer, button: index, texts: texts)
  }
}
