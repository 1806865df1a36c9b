enum DeepLinkDemo {
  static func run(arguments: [String]) async {}
}
