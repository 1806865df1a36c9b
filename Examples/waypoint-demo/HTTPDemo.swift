enum HTTPDemo {
  static func run(arguments: [String]) async {}
}
