enum MVPDemo {
  static func run(arguments: [String]) async {}
}
