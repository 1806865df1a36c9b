#if canImport(UIKit) && canImport(SwiftUI)
  import SwiftUI
  import UIKit

  /// A SwiftUI view as a Waypoint screen in a UIKit-hosted app: the registry makes it, and its view
  /// is built again with the screen's context once the navigator prepares it (to finish with a
  /// result, read the arguments).
  ///
  /// ```swift
  /// try screens.register(Shop.self) { route, _ in
  ///   HostingScreen { context in ReviewsView(finish: { context?.finish() }) }
  /// }
  /// ```
  public final class HostingScreen<Content: View>: UIHostingController<Content>, Screen {
    private let content: (ScreenContext?) -> Content

    /// A screen showing `content`, given the screen's context (`nil` until it is prepared).
    public init(_ content: @escaping (ScreenContext?) -> Content) {
      self.content = content
      super.init(rootView: content(nil))
    }

    @available(*, unavailable)
    public required init?(coder: NSCoder) { return nil }

    public func prepare(_ context: ScreenContext) {
      rootView = content(context)
    }
  }
#endif
