enum ShopDemo {
  static func run(arguments: [String]) async {}
}
