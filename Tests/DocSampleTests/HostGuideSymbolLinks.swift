import Foundation
import Testing

/// The UIKit, SwiftUI and screen kit modules build empty on Linux (every file is wrapped in
/// `#if canImport(…)`), so DocC cannot resolve their articles' symbol links here: this checks
/// that every ``Name`` or ``Name/member(_:)`` in their catalogs names a declaration in the
/// module's own sources, as DocC will when it builds them for iOS.
@Suite("Symbol links of the host guides")
struct HostGuideSymbolLinks {
  /// The modules whose documentation is built for iOS only.
  static let modules = ["WaypointUIKit", "WaypointSwiftUI", "WaypointScreenKit"]

  @Test(arguments: modules)
  func everySymbolLinkInTheHostGuidesNamesADeclaration(module: String) throws {
    let declared = try Self.declaredNames(in: Self.files(of: module, ending: ".swift"))
    let articles = try Self.files(of: module, ending: ".md", under: "\(module).docc")
    #expect(!articles.isEmpty, "Sources/\(module)/\(module).docc has no article")
    var links = 0
    for (article, text) in articles {
      for link in Self.symbolLinks(in: text) {
        links += 1
        let resolved = Self.resolves(link, module: module, declared: declared)
        #expect(resolved, "\(article): ``\(link)`` names no declaration in Sources/\(module)")
      }
    }
    #expect(links > 0, "the \(module) catalog links no symbol: nothing was checked")
  }

  @Test func aLinkToAMemberOrTypeTheSourcesDoNotDeclareIsRejected() {
    let declared = Self.declaredNames(in: [
      """
      public final class UIKitHost: NSObject {
        public init(configuration: Configuration = Configuration()) {}
      }
      extension UIKitHost {
        public struct Configuration { public var watchdogTimeout: Duration = .seconds(2) }
        public enum Kind { case sheet, popover(anchor: String), fullScreenCover }
      }
      """
    ])
    let links = Self.symbolLinks(
      in: """
        # ``WaypointUIKit``
        ``UIKitHost``, ``UIKitHost/Configuration/watchdogTimeout``, ``UIKitHost/init(configuration:)``,
        ``UIKitHost/Kind/fullScreenCover`` and ``WaypointUIKit/UIKitHost`` exist;
        ``UIKitHost/Navigation``, ``SwiftUIHost`` and ``UIKitHost/present(_:)`` do not.
        `UIKitHost.Missing` is code font, not a link.

        ```swift
        let host = UIKitHost()  // ``NotALinkInCode``
        ```
        """)
    #expect(
      links == [
        "WaypointUIKit", "UIKitHost", "UIKitHost/Configuration/watchdogTimeout",
        "UIKitHost/init(configuration:)", "UIKitHost/Kind/fullScreenCover", "WaypointUIKit/UIKitHost",
        "UIKitHost/Navigation", "SwiftUIHost", "UIKitHost/present(_:)",
      ])
    let rejected = links.filter { !Self.resolves($0, module: "WaypointUIKit", declared: declared) }
    #expect(rejected == ["UIKitHost/Navigation", "SwiftUIHost", "UIKitHost/present(_:)"])
  }

  // MARK: - The checker

  /// The text of every file of `Sources/<module>` (or of its folder `under`) whose name ends with
  /// `suffix`, by path from the repository's root.
  static func files(of module: String, ending suffix: String, under folder: String? = nil) throws
    -> [(path: String, text: String)]
  {
    let base = ["Sources", module, folder].compactMap { $0 }.joined(separator: "/")
    let found = FileManager.default.enumerator(
      at: DocSamplesAreCompiled.root.appendingPathComponent(base), includingPropertiesForKeys: nil)
    var files: [(path: String, text: String)] = []
    while let url = found?.nextObject() as? URL {
      guard url.lastPathComponent.hasSuffix(suffix) else { continue }
      let path = url.pathComponents.drop { $0 != "Sources" }.joined(separator: "/")
      files.append((path, try String(contentsOf: url, encoding: .utf8)))
    }
    return files.sorted { $0.path < $1.path }
  }

  /// Every name the sources declare: types, extensions, functions, properties, enum cases, and
  /// `init` and `subscript` where they declare one.
  static func declaredNames(in sources: [(path: String, text: String)]) -> Set<String> {
    declaredNames(in: sources.map(\.text))
  }

  static func declaredNames(in sources: [String]) -> Set<String> {
    let declaration = try! NSRegularExpression(
      pattern:
        #"\b(?:class|struct|enum|protocol|actor|typealias|associatedtype|extension|func|var|let)\s+([A-Za-z_][A-Za-z0-9_]*)"#
    )
    let special = try! NSRegularExpression(pattern: #"\b(init|subscript)\s*[(<?!]"#)
    // `case a, b(Int), c`: each name before its payload.
    let cases = try! NSRegularExpression(pattern: #"\bcase\s+([A-Za-z_][^\n]*)"#)
    let comment = try! NSRegularExpression(pattern: #"//[^\n]*"#)
    var names: Set<String> = []
    for source in sources {
      // Comments name things too ("let go of", "is a case of"): only code counts.
      let text = comment.stringByReplacingMatches(
        in: source, range: NSRange(source.startIndex..., in: source), withTemplate: "")
      let range = NSRange(text.startIndex..., in: text)
      for expression in [declaration, special] {
        for match in expression.matches(in: text, range: range) {
          if let name = Range(match.range(at: 1), in: text) { names.insert(String(text[name])) }
        }
      }
      for match in cases.matches(in: text, range: range) {
        guard let list = Range(match.range(at: 1), in: text) else { continue }
        var depth = 0
        var items = [""]
        for character in text[list] {
          if depth == 0, ":={}/".contains(character) { break }  // the list's end
          if character == "(" { depth += 1 }
          if character == ")" { depth -= 1 }
          if character == ",", depth == 0 {
            items.append("")
          } else {
            items[items.count - 1].append(character)
          }
        }
        for item in items {
          let name = item.drop { $0 == " " }.prefix { $0.isLetter || $0.isNumber || $0 == "_" }
          if !name.isEmpty { names.insert(String(name)) }
        }
      }
    }
    return names
  }

  /// The double-backtick symbol links of an article, in order, outside its code blocks.
  static func symbolLinks(in article: String) -> [String] {
    let prose = article.components(separatedBy: "```").enumerated().filter { $0.offset % 2 == 0 }
      .map(\.element).joined(separator: "\n")
    let link = try! NSRegularExpression(pattern: #"``([^`\s]+)``"#)
    return link.matches(in: prose, range: NSRange(prose.startIndex..., in: prose)).compactMap {
      Range($0.range(at: 1), in: prose).map { String(prose[$0]) }
    }
  }

  /// Whether each component of `link` is declared in the module's sources: the first as a
  /// top-level name, each later one as a member's base name (before its `(` or DocC's `-`
  /// disambiguation). A leading module name is the module itself.
  static func resolves(_ link: String, module: String, declared: Set<String>) -> Bool {
    var components = link.split(separator: "/").map(String.init)
    if components.first == module { components.removeFirst() }
    return components.allSatisfy { component in
      let base = component.prefix { $0 != "(" && $0 != "-" }
      return declared.contains(String(base))
    }
  }
}
