enum RestorationDemo {
  static func run(arguments: [String]) async {}
}
