/// A moment in a screen's life, in the order UIKit delivers them.
public enum LifecycleEvent: Hashable, Sendable, CaseIterable, CustomStringConvertible {
  /// The screen was made and loaded (`viewDidLoad`).
  case load
  /// The screen is about to appear (`viewWillAppear`).
  case willAppear
  /// The screen appeared (`viewDidAppear`).
  case didAppear
  /// The screen is about to disappear (`viewWillDisappear`).
  case willDisappear
  /// The screen disappeared (`viewDidDisappear`).
  case didDisappear
  /// The screen left the tree for good and was released.
  case destroyed

  public var description: String {
    switch self {
    case .load: "load"
    case .willAppear: "willAppear"
    case .didAppear: "didAppear"
    case .willDisappear: "willDisappear"
    case .didDisappear: "didDisappear"
    case .destroyed: "destroyed"
    }
  }
}

/// Coded as a ``NavigationRecording`` writes it.
extension LifecycleEvent: Codable {}
