/// Which window a link or an activity opens in, as ``WindowRegistry`` decides it; the app's
/// scene code carries it out.
///
/// ```swift
/// switch try windows.open(url) {
/// case .window(_, activate: false): break  // opened in a window on screen
/// case .window(let id, activate: true): bringForward(session: id)
/// case .newWindow(let activity): requestNewScene(NSUserActivity(activity))
/// }
/// ```
public enum WindowPlacement: Hashable, Sendable, CustomStringConvertible {
  /// The link is opened in the live window `id`; `activate` when the window is in the
  /// background and must be brought forward (UIKit: `activateSceneSession(for:)`).
  case window(String, activate: Bool)
  /// No live window takes the link: ask the system for a new window that opens `activity`
  /// (UIKit: `activateSceneSession(for:)` with the activity; SwiftUI: `openWindow(value:)`).
  case newWindow(WindowActivity)

  public var description: String {
    switch self {
    case .window(let id, let activate): "window \(id)\(activate ? ", brought forward" : "")"
    case .newWindow(let activity): "a new window for \(activity.link ?? activity.type)"
    }
  }
}

extension WindowPlacement {
  /// The live window a platform brings forward: `id` of a window in the background; `nil` for a
  /// window on screen, which needs nothing, or a new window.
  public var windowToBringForward: String? {
    if case .window(let id, activate: true) = self { id } else { nil }
  }

  /// The activity of the new window a platform asks for; `nil` when a live window takes the link.
  public var newWindowActivity: WindowActivity? {
    if case .newWindow(let activity) = self { activity } else { nil }
  }
}

/// Where a window is, as the scene reports it (`UIScene.ActivationState`, SwiftUI's
/// `ScenePhase`).
public enum WindowPhase: Hashable, Sendable {
  /// On screen and taking input: the key window.
  case active
  /// On screen, not taking input (another window beside it is key, or the app is switching).
  case inactive
  /// Not on screen.
  case background
}

/// The app's own choice of window for a link; see ``WindowRegistry/rule``.
public enum WindowChoice: Hashable, Sendable {
  /// The live window with this id.
  case window(String)
  /// A new window.
  case newWindow
}
