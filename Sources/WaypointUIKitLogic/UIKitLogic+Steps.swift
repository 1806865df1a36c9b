import Logging
@_spi(Hosts) import Waypoint

// The navigator's steps carried out on UIKit's controllers: what each step needs made and checked
// before anything moves, and the UIKit calls that carry it out. UIKit's completion handlers (for
// a stack, its `didShow`) report the step's end.

extension UIKitLogic {
  /// The navigator attached: the root shows what the session shows, and the layers drawn are
  /// presented once the root is in a window (at once, or when `whenInWindow` calls back, as the
  /// root first appears); until then the root is not drawn in its window.
  package func attached(whenInWindow: (@escaping @MainActor () -> Void) -> Void) {
    guard let session, let maker else { return }
    // NB: nothing is under way at attachment: what is shown is what is drawn.
    let modals = session.shown.modals
    do {
      maker.showRoot(try makeRoot(session.shown.root), animated: false) {}
    } catch {
      session.logger?.error("UIKitHost cannot show the navigator's root: \(error)")
    }
    session.attached()
    // NB: a controller presents only from a window; an embedded root may be in one already.
    guard root.viewIsInWindow else {
      session.report(.drawnInWindow(false))
      return whenInWindow { [weak self] in self?.presentLayers(modals, from: 0) }
    }
    if !modals.isEmpty { session.report(.drawnInWindow(false)) }
    presentLayers(modals, from: 0)
  }

  /// Presents the layers drawn at attachment from `index` up, without animation, then reports
  /// the root drawn in its window.
  func presentLayers(_ modals: [ModalLayer], from index: Int) {
    guard modals.indices.contains(index) else { return drawnInWindow() }
    do {
      let container = try makeLayer(modals[index], at: index)
      try presenter(under: index, free: true).presentObject(container, animated: false) { [weak self] in
        self?.presentLayers(modals, from: index + 1)
      }
    } catch {
      session?.logger?.error("UIKitHost cannot present layer \(index): \(error)")
      drawnInWindow()
    }
  }

  /// Reports the root in its window, and whether a split root collapsed as it entered it.
  private func drawnInWindow() {
    session?.report(.drawnInWindow(true))
    reportSplitCollapse()
  }

  /// The root, or the layer below layer `index`; when it must be `free`, refused if it already
  /// presents a controller.
  package func presenter(under index: Int, free: Bool) throws(HostError) -> any ControllerObject {
    let layers = layers
    guard index == 0 || layers.indices.contains(index - 1) else { throw .foreignScreens(.modal(index)) }
    let presenter = index == 0 ? root : layers[index - 1]
    if free, let presented = presenter.presentedObject {
      throw .presenterBusy(String(describing: type(of: presented)))
    }
    return presenter
  }

  /// Runs `body` once no presentation or dismissal runs from `presenter` or above it: at once, or
  /// as the transition under way ends. UIKit ignores a presentation or dismissal meanwhile ("…
  /// while a presentation or dismiss is in progress", logged, no completion): an alert the user
  /// answered still leaves, a layer still comes in.
  func afterTransitions(from presenter: any ControllerObject, _ body: @escaping @MainActor () -> Void) {
    var controller: (any ControllerObject)? = presenter
    while let next = controller {
      if let running = next.coordinatorObject {
        return running.whenEnded { [weak self] _ in self?.afterTransitions(from: presenter, body) }
      }
      controller = next.presentedObject
    }
    body()
  }

  /// Makes the controllers `step` needs before anything moves, and returns what `start` calls
  /// (animated or not): throwing refuses the step with nothing changed.
  package func prepare(_ step: NavigationStep) throws -> @MainActor (_ animated: Bool) -> Void {
    guard let maker else { throw HostError.notAttached }
    // NB: a completion ends its own step only: one that comes late, once the session gave its step
    // up (a layer the user took away beneath a presentation), says nothing of the step under way.
    let completed: @MainActor () -> Void = { [weak self] in
      guard let session = self?.session, session.runningStep == step else { return }
      session.report(.stepCompleted)
    }
    switch step {
    case .setStack(let stack, let location):
      guard let navigation = navigations.first(where: { $0.location == location })?.navigation else {
        throw HostError.foreignScreens(location)
      }
      let shown = try maker.screenObjects(of: stack)
      prepareTransitions(of: stack, shown: shown)
      return { [self] animated in
        setStack(navigation, shown, animated: animated && navigation.viewIsInWindow)
        // NB: a change that does not transition (off screen, not animated, the top kept) has no
        // coordinator and may send no didShow; nor does a controller whose delegate was replaced.
        session?.report(
          .stackSet(
            location, ids(stackControllers(of: navigation)),
            transitionAttached: navigation.coordinatorObject != nil,
            delegateIsHost: navigation.delegateObject === maker))
      }
    case .present(let layer, let index):
      let presenter = try presenter(under: index, free: true)
      let container = try makeLayer(layer, at: index)
      return { [self] animated in
        afterTransitions(from: presenter) {
          presenter.presentObject(container, animated: animated, completion: completed)
        }
      }
    case .dismiss(let index), .dismissLayers(let index):
      let presenter = try presenter(under: index, free: false)
      // NB: `dismiss` on a controller that presents nothing dismisses the controller itself;
      // from the presenter, it takes every layer above it in one animation.
      guard let presented = presenter.presentedObject, layerID(of: presented) != nil else {
        throw HostError.foreignScreens(.modal(index))
      }
      return { [self] animated in
        afterTransitions(from: presenter) {
          presenter.dismissPresented(animated: animated, completion: completed)
        }
      }
    case .selectTab(let id):
      guard let bar = tabBar, let shown = tabControllers.first(where: { $0.tab == id })?.controller else {
        throw HostError.foreignScreens(.tab(id))
      }
      return { [self] _ in
        selectsInCode(id)
        // NB: from the More list, the tab it was opened from is shown again by its controller
        // (the More navigation controller is selected, whatever `selectedTab` says).
        let fromMore = moreNavigation.map { bar.selectedObject === $0 } ?? false
        selectingInCode = true
        select(id, controller: shown, byController: fromMore, in: bar)
        selectingInCode = false
        completed()
        // NB: a tab's split comes into the window, where UIKit may collapse it.
        reportSplitCollapse()
      }
    case .arrangeTabs(let order, let hidden):
      guard let bar = tabBar else { throw HostError.foreignScreens(.root) }
      // NB: a tab under More is pushed by the More list: it cannot show a split view.
      try session?.checkTabs(after: step)
      return { [self] _ in
        selectingInCode = true
        arrange(bar, order, hidden: hidden)
        selectingInCode = false
        completed()
      }
    case .setRoot(let root):
      let new = try makeRoot(root)
      return { [self] animated in
        maker.showRoot(new, animated: animated) {
          completed()
          self.reportSplitCollapse()
        }
      }
    case .showColumn(let column):
      guard let split = splitOnScreen else { throw HostError.foreignScreens(.column(column)) }
      return { _ in
        split.showColumn(column)
        guard let coordinator = split.coordinatorObject else { return completed() }
        coordinator.whenEnded { _ in completed() }
      }
    }
  }

  /// Reports whether the split on screen is collapsed, once the root is in a window (after a
  /// root swap, once the root appeared): UIKit makes a split expanded and collapses it as it
  /// enters a window of a compact width (`UIKitSplitTraces.entersACompactWindow`); the session
  /// ignores what it reports before, and what it already shows. `isCollapsed` "is false until
  /// after the collapse transition finishes", which may not have finished when the root appears
  /// (`UIKitVariants.collapseRead`): it is read again a main-queue turn later.
  package func reportSplitCollapse() {
    guard let split = splitOnScreen else { return }
    session?.report(.splitCollapsed(split.isCollapsed, top: nil))
    maker?.onNextTurn { [weak self, weak split] in
      guard let self, let split, splitOnScreen === split else { return }
      session?.report(.splitCollapsed(split.isCollapsed, top: nil))
    }
  }
}
