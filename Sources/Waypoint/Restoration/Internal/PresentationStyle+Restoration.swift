extension PresentationStyle {
  /// The style as a document names it: a built-in style by its name (`sheet`,
  /// `fullScreenCover`, `popover`), an app's style as `custom:NAME` with its traits when they are
  /// not a sheet's (`custom(covers):NAME`, `custom(fixed):NAME`, `custom(covers,fixed):NAME`), so
  /// a document reads back without the app's styles at hand.
  var restorationName: String {
    if isBuiltIn { return name }
    let traits = [coversContent ? "covers" : nil, allowsInteractiveDismissal ? nil : "fixed"].compactMap(
      \.self)
    return traits.isEmpty ? "custom:\(name)" : "custom(\(traits.joined(separator: ","))):\(name)"
  }

  /// The style a document names, or `nil` for a name that is none.
  init?(restorationName name: String) {
    if let style = Self.builtIn.first(where: { $0.name == name }) {
      self = style
      return
    }
    guard name.hasPrefix("custom"), let colon = name.firstIndex(of: ":") else { return nil }
    let head = name[..<colon].dropFirst("custom".count)
    var traits: Set<Substring> = []
    if !head.isEmpty {
      guard head.hasPrefix("("), head.hasSuffix(")") else { return nil }
      traits = Set(head.dropFirst().dropLast().split(separator: ","))
      guard traits.isSubset(of: ["covers", "fixed"]) else { return nil }
    }
    self.init(
      String(name[name.index(after: colon)...]), coversContent: traits.contains("covers"),
      allowsInteractiveDismissal: !traits.contains("fixed"))
  }
}
