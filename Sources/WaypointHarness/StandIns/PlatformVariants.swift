import WaypointTesting

/// How UIKit behaves where Apple documents nothing, as a value: one field per undocumented
/// behaviour, each naming the variant the UIKit stand-in plays. The default of each is the variant
/// the evidence shows (the trace's `Evidence:`: the decompiled UIKitCore of iOS 18.2 and 26.1,
/// peers' reports), else the one the traces' sources or the most reports support; the trace of
/// each behaviour (`UIKitTraces`) names its field and says what a device check would settle.
///
/// NB: cases are only ever added at the end: the fuzzer's corpus picks variants by position.
///
/// The contract runs under ``each``; the interleaving programs draw one from their bytes.
package struct UIKitVariants: Hashable, Sendable, CustomStringConvertible {
  /// The callbacks of an animated pop (the Back button, the back menu, a finished swipe, a screen
  /// popping itself): the order of `didShow` and the coordinator's completion, and iOS 26's
  /// callbacks that "can fire earlier and multiple times" (dotnet/maui#34377). The evidence
  /// (`UIKitTraces.backButtonTap`) shows `didShowThenCompletion` on iOS 18.2 and 26.1.
  package enum PopCallbacks: CaseIterable, Hashable, Sendable {
    case completionThenDidShow, didShowThenCompletion, releasedBeforeDidShow, sentTwice
  }
  /// A swipe let go halfway: for an app built with a recent SDK on iOS 18 and later, a second
  /// `willShow` and a `didShow` for the screen that stays before the cancelled completion (the
  /// evidence of `UIKitTraces.swipeBackCancelled`); no `didShow` (rdar://21137690, iOS 8, and
  /// iOS 17); or a `didShow` after the completion.
  package enum CancelledSwipe: CaseIterable, Hashable, Sendable {
    case noDidShow, didShowForTheScreenThatStays, willShowAndDidShowBeforeCompletion
  }
  /// A pull-down to the end: the order of the coordinator's completion, the container's
  /// `viewDidDisappear` and `presentationControllerDidDismiss`, or no coordinator at all.
  package enum PullDownCallbacks: CaseIterable, Hashable, Sendable {
    case completionFirst, disappearFirst, didDismissBeforeDisappear, noCoordinator
  }
  /// Collapsed, Back on the first screen of the top column: `willHideColumn` sent, or not.
  package enum ColumnBack: CaseIterable, Hashable, Sendable {
    case willHideColumn, noWillHideColumn
  }
  /// A split's first collapse, as its root enters a compact window: no `didCollapse`, or one.
  package enum FirstCollapse: CaseIterable, Hashable, Sendable {
    case noDidCollapse, didCollapse
  }
  /// `isCollapsed` as the root of a split that collapses appears: already true, or still false
  /// ("false until after the collapse transition finishes") and true a main-queue turn later.
  package enum CollapseRead: CaseIterable, Hashable, Sendable {
    case finalWhenTheRootAppears, finalATurnLater
  }
  /// A tap on the selected tab, which the host refuses in `shouldSelect`: nothing pops, or UIKit
  /// pops the tab's stack to its root anyway.
  package enum TabRetap: CaseIterable, Hashable, Sendable {
    case refused, popsAnyway
  }
  /// A tab the More list shows when the user picks it again: its stack as it was, or its first
  /// screen alone (`UIKitTraces.morePick`).
  package enum MorePick: CaseIterable, Hashable, Sendable {
    case keepsTheStack, showsItsFirstScreenOnly
  }
  /// How the More navigation controller shows a tab whose controller is a navigation controller:
  /// pushed whole (its own delegate hears its stack), or its screens moved into the More one
  /// (whose `didShow` comes with every push and pop of the tab's).
  package enum MoreTabStack: CaseIterable, Hashable, Sendable {
    case pushedWhole, screensMovedIn
  }
  /// A tap outside an action sheet shown as a popover: its cancel action's handler runs, or none.
  package enum TapOutside: CaseIterable, Hashable, Sendable {
    case cancelHandlerRuns, noHandler
  }
  /// A Back tap while a pop animates: the bar takes none, or (iOS 26's interruptible pops) it
  /// pops again.
  package enum BackTapDuringAPop: CaseIterable, Hashable, Sendable {
    case notTaken, popsAgain
  }
  /// The width changes while the tab showing a split is not selected: its split view collapses
  /// (or expands) at once, its delegate told, or as its tab comes on screen.
  package enum HiddenSplitResize: CaseIterable, Hashable, Sendable {
    case collapsesAtOnce, collapsesWhenShown
  }
  /// `setViewControllers` on a navigation controller in no window: no `didShow`, or one.
  package enum StackSetOffWindow: CaseIterable, Hashable, Sendable {
    case noDidShow, didShow
  }

  package var popCallbacks = PopCallbacks.didShowThenCompletion
  package var cancelledSwipe = CancelledSwipe.willShowAndDidShowBeforeCompletion
  package var pullDownCallbacks = PullDownCallbacks.completionFirst
  package var columnBack = ColumnBack.willHideColumn
  package var firstCollapse = FirstCollapse.noDidCollapse
  package var collapseRead = CollapseRead.finalWhenTheRootAppears
  package var tabRetap = TabRetap.refused
  package var tapOutside = TapOutside.cancelHandlerRuns
  package var backTapDuringAPop = BackTapDuringAPop.notTaken
  package var stackSetOffWindow = StackSetOffWindow.noDidShow
  package var hiddenSplitResize = HiddenSplitResize.collapsesAtOnce
  package var morePick = MorePick.showsItsFirstScreenOnly
  package var moreTabStack = MoreTabStack.screensMovedIn

  package init() {}

  /// The default variant of every behaviour, then each other variant alone.
  package static let each: [UIKitVariants] = {
    var all = [UIKitVariants()]
    func vary<Value: CaseIterable & Equatable>(
      _ field: WritableKeyPath<UIKitVariants, Value>, _ type: Value.Type
    ) {
      for value in Value.allCases where value != UIKitVariants()[keyPath: field] {
        var variants = UIKitVariants()
        variants[keyPath: field] = value
        all.append(variants)
      }
    }
    vary(\.popCallbacks, PopCallbacks.self)
    vary(\.cancelledSwipe, CancelledSwipe.self)
    vary(\.pullDownCallbacks, PullDownCallbacks.self)
    vary(\.columnBack, ColumnBack.self)
    vary(\.firstCollapse, FirstCollapse.self)
    vary(\.collapseRead, CollapseRead.self)
    vary(\.tabRetap, TabRetap.self)
    vary(\.tapOutside, TapOutside.self)
    vary(\.backTapDuringAPop, BackTapDuringAPop.self)
    vary(\.stackSetOffWindow, StackSetOffWindow.self)
    vary(\.hiddenSplitResize, HiddenSplitResize.self)
    vary(\.morePick, MorePick.self)
    vary(\.moreTabStack, MoreTabStack.self)
    return all
  }()

  /// A variant of every behaviour, each drawn from `seed` (the programs draw it from their bytes).
  package init(seed: UInt64) {
    var generator = SeededGenerator(seed: seed)
    func pick<Value: CaseIterable>(_ type: Value.Type) -> Value {
      Array(Value.allCases).randomElement(using: &generator)!
    }
    popCallbacks = pick(PopCallbacks.self)
    cancelledSwipe = pick(CancelledSwipe.self)
    pullDownCallbacks = pick(PullDownCallbacks.self)
    columnBack = pick(ColumnBack.self)
    firstCollapse = pick(FirstCollapse.self)
    collapseRead = pick(CollapseRead.self)
    tabRetap = pick(TabRetap.self)
    tapOutside = pick(TapOutside.self)
    backTapDuringAPop = pick(BackTapDuringAPop.self)
    stackSetOffWindow = pick(StackSetOffWindow.self)
    hiddenSplitResize = pick(HiddenSplitResize.self)
    morePick = pick(MorePick.self)
    moreTabStack = pick(MoreTabStack.self)
  }

  package var description: String {
    let first = UIKitVariants()
    var changed: [String] = []
    func note<Value: Equatable>(_ name: String, _ field: KeyPath<UIKitVariants, Value>) {
      if self[keyPath: field] != first[keyPath: field] { changed.append("\(name): \(self[keyPath: field])") }
    }
    note("popCallbacks", \.popCallbacks)
    note("cancelledSwipe", \.cancelledSwipe)
    note("pullDownCallbacks", \.pullDownCallbacks)
    note("columnBack", \.columnBack)
    note("firstCollapse", \.firstCollapse)
    note("collapseRead", \.collapseRead)
    note("tabRetap", \.tabRetap)
    note("tapOutside", \.tapOutside)
    note("backTapDuringAPop", \.backTapDuringAPop)
    note("stackSetOffWindow", \.stackSetOffWindow)
    note("hiddenSplitResize", \.hiddenSplitResize)
    note("morePick", \.morePick)
    note("moreTabStack", \.moreTabStack)
    return changed.isEmpty ? "UIKit as documented" : "UIKit with " + changed.joined(separator: ", ")
  }
}

/// How SwiftUI behaves where Apple documents nothing, as a value: one field per undocumented
/// behaviour, each naming the variant the SwiftUI stand-in plays. The first case of each is the
/// variant the traces' sources or the most reports support (`SwiftUITraces` says which).
package struct SwiftUIVariants: Hashable, Sendable, CustomStringConvertible {
  /// A sheet pulled down: its item's `nil` write comes about a second after the sheet is gone,
  /// after the probes of the screens it moves (FlowStacks #69), or before them.
  package enum PullDownWrite: CaseIterable, Hashable, Sendable {
    case afterTheProbes, beforeTheProbes
  }
  /// The Back button, a finished swipe and `dismiss()`: the binding is written as the animation
  /// starts, before the probes of the screens it moves, or as it ends, after them.
  package enum DismissWrite: CaseIterable, Hashable, Sendable {
    case asTheAnimationStarts, asTheAnimationEnds
  }
  /// A stack's root replaced: SwiftUI keeps the view where it stands and sends no probe, or the
  /// new root's identity (`.id`) makes a new view, whose probes report.
  package enum RootReplaced: CaseIterable, Hashable, Sendable {
    case noProbes, probes
  }
  /// A tap on the selected tab: nothing, or (iOS 26) its stack popped to the root: the path
  /// written empty.
  package enum TabRetap: CaseIterable, Hashable, Sendable {
    case nothing, popsToTheRoot
  }

  /// A tab tap in a bar with tabs under the More tab: the selection written before the tab left
  /// leaves the window, or after (`SwiftUITraces.tabTap`).
  package enum TabContentOrder: CaseIterable, Hashable, Sendable {
    case writeFirst, leavesFirst
  }

  package var pullDownWrite = PullDownWrite.afterTheProbes
  package var dismissWrite = DismissWrite.asTheAnimationStarts
  package var rootReplaced = RootReplaced.noProbes
  package var tabRetap = TabRetap.nothing
  package var tabContentOrder = TabContentOrder.writeFirst

  package init() {}

  /// The first variant of every behaviour, then each other variant alone.
  package static let each: [SwiftUIVariants] = {
    var all = [SwiftUIVariants()]
    for value in PullDownWrite.allCases.dropFirst() { all.append(with(\.pullDownWrite, value)) }
    for value in DismissWrite.allCases.dropFirst() { all.append(with(\.dismissWrite, value)) }
    for value in RootReplaced.allCases.dropFirst() { all.append(with(\.rootReplaced, value)) }
    for value in TabRetap.allCases.dropFirst() { all.append(with(\.tabRetap, value)) }
    for value in TabContentOrder.allCases.dropFirst() { all.append(with(\.tabContentOrder, value)) }
    return all
  }()

  private static func with<Value>(_ field: WritableKeyPath<SwiftUIVariants, Value>, _ value: Value) -> Self {
    var variants = SwiftUIVariants()
    variants[keyPath: field] = value
    return variants
  }

  /// A variant of every behaviour, each drawn from `seed`.
  package init(seed: UInt64) {
    var generator = SeededGenerator(seed: seed)
    pullDownWrite = PullDownWrite.allCases.randomElement(using: &generator)!
    dismissWrite = DismissWrite.allCases.randomElement(using: &generator)!
    rootReplaced = RootReplaced.allCases.randomElement(using: &generator)!
    tabRetap = TabRetap.allCases.randomElement(using: &generator)!
    tabContentOrder = TabContentOrder.allCases.randomElement(using: &generator)!
  }

  package var description: String {
    let first = SwiftUIVariants()
    var changed: [String] = []
    if pullDownWrite != first.pullDownWrite { changed.append("pullDownWrite: \(pullDownWrite)") }
    if dismissWrite != first.dismissWrite { changed.append("dismissWrite: \(dismissWrite)") }
    if rootReplaced != first.rootReplaced { changed.append("rootReplaced: \(rootReplaced)") }
    if tabRetap != first.tabRetap { changed.append("tabRetap: \(tabRetap)") }
    if tabContentOrder != first.tabContentOrder { changed.append("tabContentOrder: \(tabContentOrder)") }
    return changed.isEmpty ? "SwiftUI as documented" : "SwiftUI with " + changed.joined(separator: ", ")
  }
}
