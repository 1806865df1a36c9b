/// Why a host refused a step or a gesture, in UIKit's terms.
public enum HostError: Error, Hashable, CustomStringConvertible {
  /// A transition was asked for while another was running ("Attempt to present … while a
  /// presentation is in progress").
  case transitionInProgress(running: TransitionCause, attempted: TransitionCause)
  /// The step is one the platform cannot carry out on this screen.
  case illegalStep(NavigationStep, screen: NavigationState)
  /// The user change does not fit what is shown (no such screen, layer or tab; nothing to
  /// pop).
  case doesNotFit(UserChange, screen: NavigationState)
  /// The user may not dismiss this layer by a gesture.
  case notDismissible(PresentationStyle)
  /// The gesture is locked while a plan is under way.
  case lockedDuringPlan
  /// The gesture would take away the screen `id`, which a leave guard protects: the host holds
  /// it, and sends the user's exit through the guard instead.
  case heldByLeaveGuard(ScreenID)
  /// No navigator is attached yet.
  case notAttached
  /// The step's completion never came, and the screen does not show it: what is on screen is
  /// what the navigator's state holds.
  case stalled(NavigationStep)
  /// The step ended neither where it began nor where it was going (the platform left it half
  /// done: two of three pushes shown), and `screen` is what the platform shows: the host
  /// reported it as the platform's own change (``UserChange/platformShows(_:)``), so the
  /// navigator's state is `screen` too.
  case leftHalfDone(NavigationStep, screen: NavigationState)
  /// The platform was asked for the step and did not carry it out (UIKit ignores some pushes
  /// silently); the host found out by reading the platform back.
  case ignoredByPlatform(NavigationStep)
  /// The stack shows screens the navigator did not put there (a controller pushed around it, a
  /// stray `NavigationLink(value:)`); the host puts the shown stack back or ignores it.
  case foreignScreens(StackLocation)
  /// The host found no way to show the screen: it is not a view the host can show, does not
  /// provide one, and no builder is registered for its route type.
  case unresolvableScreen(ScreenEntry)
  /// The same platform object was made for two screens; each screen needs its own.
  case sharedObject(ScreenID, ScreenID)
  /// A navigation or tab bar container was made for a screen in a stack; containers belong to
  /// the host.
  case containerAsScreen(ScreenEntry)
  /// A builder for this route type is already registered.
  case builderRegisteredTwice(String)
  /// The host has no presentation under this style's name in its table.
  case unknownPresentation(String)
  /// The controller that should present is already presenting one the host does not own.
  case presenterBusy(String)
  /// A layer shown as a popover names no anchor (``Destination/anchored(to:compact:)``), or one the host
  /// has not registered (or has let go of): UIKit raises an exception for a popover that points
  /// at nothing.
  case unanchoredPopover(anchor: String?)
  /// The user changed the screen while the step waited for their transition to end (a Back tap,
  /// a swipe, a pull-down), or took away the layer the step was working in as it ran: the step,
  /// planned before, is not carried out; the navigator plans again from what the user did.
  case overtakenByUser(NavigationStep)
  /// The tab showing a split view would be listed under the More tab (``TabBar/tabsUnderMore``):
  /// the More list pushes the tab it shows onto a navigation stack, and a split view is a root,
  /// not a screen to push. Put it among the first four tabs.
  case splitUnderMore(AnyTag)
  /// The window the host draws in closed (its scene disconnected, `PlatformFact.windowClosed`):
  /// nothing more is drawn there.
  case windowClosed

  public var description: String {
    switch self {
    case .transitionInProgress(let running, let attempted):
      "Attempt to \(attempted) while a transition is in progress (\(running))"
    case .illegalStep(let step, let screen): "Cannot \(step) on this screen:\n\(screen)"
    case .doesNotFit(let change, let screen): "The user cannot have \(change) on this screen:\n\(screen)"
    case .notDismissible(let style): "A \(style) cannot be dismissed by a gesture"
    case .lockedDuringPlan: "The host locks this gesture while a plan is under way"
    case .heldByLeaveGuard(let id): "The host holds this gesture: a leave guard protects \(id)"
    case .notAttached: "No navigator is attached to the host"
    case .stalled(let step): "The transition to \(step) never finished, and the screen does not show it"
    case .leftHalfDone(let step, let screen): "The platform left \(step) half done; it shows:\n\(screen)"
    case .ignoredByPlatform(let step): "The platform did not carry out \(step)"
    case .foreignScreens(let location): "The \(location) stack shows screens the navigator did not put there"
    case .unresolvableScreen(let entry):
      "No view for \(entry): it is not one the host can show, does not provide one, and no builder is registered for \(type(of: entry.route.base))"
    case .sharedObject(let first, let second): "One view was made for two screens, \(first) and \(second)"
    case .containerAsScreen(let entry):
      "The view made for \(entry) is a navigation or tab bar container; containers belong to the host"
    case .builderRegisteredTwice(let type): "A builder for \(type) is already registered"
    case .unknownPresentation(let name): "No presentation is registered for the style \"\(name)\""
    case .presenterBusy(let presented):
      "The presenter is already presenting \(presented), which the host does not own"
    case .unanchoredPopover(let anchor):
      anchor.map { "No view or bar button item is registered as the popover anchor \"\($0)\"" }
        ?? "A popover needs an anchor: present it with .anchored(to:)"
    case .overtakenByUser(let step): "The user changed the screen before \(step) could take effect"
    case .splitUnderMore(let tab):
      "The tab \(tab) shows a split view, which cannot be listed under the More tab: put it among the first four"
    case .windowClosed: "The window the host draws in has closed"
    }
  }
}
