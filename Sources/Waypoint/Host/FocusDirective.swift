/// Where VoiceOver's focus goes once what is on screen has settled, as the host session decides
/// it: the host only carries it out (UIKit posts `UIAccessibility.Notification.screenChanged`
/// with the screen's view or the element; SwiftUI posts `AccessibilityNotification.ScreenChanged`
/// or sets the element's `AccessibilityFocusState`).
///
/// The rule: when the screen on top changed, focus goes to it
/// (a push, a presentation, a pop back to a screen, a tab switch, a restore); when a layer closed
/// and the screen it covered is on top again, focus goes back to the element that opened the
/// layer (``Destination/opened(from:)``, else a popover's anchor) if the host holds it, else to
/// that screen. Nothing happens when the screen on top did not change. The session decides once
/// the screen has settled (a plan ended, the user's change ended), so a step a later one replaced
/// in the same plan moves no focus.
public enum FocusDirective: Hashable, Sendable, CustomStringConvertible {
  /// Focus goes to the screen `id`: its first element, as VoiceOver reads the screen.
  case screen(ScreenID)
  /// Focus goes back to the element the host registered as `id` (the button that opened the
  /// layer that closed).
  case element(String)

  /// Where focus goes after the screen went from `before` to `after`; `nil` when the screen on top
  /// is the same.
  ///
  /// - Parameters:
  ///   - before: What was on screen when focus last moved (or at attachment).
  ///   - after: What is on screen now.
  ///   - holdsElement: Whether the host holds an element registered under an id.
  @_spi(Hosts)
  public init?(from before: NavigationState, to after: NavigationState, holdsElement: (String) -> Bool) {
    let top = after.topScreen
    guard top.id != before.topScreen.id else { return nil }
    if let opener = Self.opener(ofLayerClosedFrom: before, to: after), holdsElement(opener) {
      self = .element(opener)
    } else {
      self = .screen(top.id)
    }
  }

  /// The element that opened the lowest layer that closed between `before` and `after`, when the
  /// layers below it are the same and the screen it covered is on top again.
  private static func opener(ofLayerClosedFrom before: NavigationState, to after: NavigationState)
    -> String?
  {
    // NB: read in place, without copying a state: this runs at the end of every dismissal.
    let kept = after.modals.count
    guard kept < before.modals.count, zip(before.modals, after.modals).allSatisfy({ $0.id == $1.id }) else {
      return nil
    }
    let covered: ScreenEntry =
      if kept > 0 {
        before.modals[kept - 1].stack.top
      } else {
        switch before.root {
        case .stack(let stack): stack.top
        case .tabs(let bar): bar.selected.split?.topScreen ?? bar.selected.stack.top
        case .split(let split): split.topScreen
        }
      }
    guard covered.id == after.topScreen.id else { return nil }
    let closed = before.modals[kept].stack.root
    return closed.openedFrom ?? closed.popoverAnchor
  }

  public var description: String {
    switch self {
    case .screen(let id): "focus screen \(id)"
    case .element(let id): "focus element \"\(id)\""
    }
  }
}
