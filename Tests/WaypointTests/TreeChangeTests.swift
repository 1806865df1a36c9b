import PropertyBased
import Testing

@testable import Waypoint

/// The navigator checks and settles each request from what it adds and removes instead of
/// walking the tree: these hold that change to the whole-tree answers.
@Suite("Tree change")
struct TreeChangeTests {
  @Test func changeAccountsForEveryScreenOfBothStates() async {
    await propertyCheck(
      count: 300, input: Gen.bool, StatePropertyTests.operations, StatePropertyTests.operations
    ) { tabs, first, second in
      var start = NavigationState.start(tabs: tabs)
      for seed in first { Operation(seed).apply(to: &start) }
      var target = second.count.isMultiple(of: 3) ? NavigationState.start(tabs: !tabs) : start
      for seed in second { Operation(seed).apply(to: &target) }

      let change = TreeChange(from: start, to: target)
      let startIDs = Set(start.allEntries.map(\.id))
      let targetIDs = Set(target.allEntries.map(\.id))
      let added = Set(change.added.map(\.id))
      let removed = Set(change.removed.map(\.id))
      #expect(startIDs.subtracting(removed).union(added) == targetIDs)
      #expect(added.isSubset(of: targetIDs))
      #expect(removed.isSubset(of: startIDs))
      // Every screen of the target that is not reported added was there before.
      #expect(targetIDs.subtracting(added).isSubset(of: startIDs))
      #expect(change.isEmpty == (start == target) || start.allEntries == target.allEntries)
      #expect(change.added.count + start.allEntries.count - change.removed.count == target.allEntries.count)
      var live = LiveScreens(start.allEntries)
      live.apply(change)
      #expect(live == LiveScreens(target.allEntries))
    }
  }

  @Test func addedScreensAreInTreeOrder() {
    var start = NavigationState.shopTabs
    start.push(Page.product(1))
    var target = start
    target.push(Page.product(2))
    target.present(Page.cart)
    target.push(Page.checkout)
    let change = TreeChange(from: start, to: target)
    #expect(change.added.map(\.route) == [Page.product(2), Page.cart, Page.checkout].map { AnyRoute($0) })
    #expect(change.removed.isEmpty)
  }

  @Test func duplicateFoundFromTheChangeIsTheWholeTreeAnswer() async {
    // A change that copies an existing screen somewhere (pushed again, presented) must be
    // caught from what it adds, exactly when the whole-tree check finds a duplicate.
    await propertyCheck(count: 300, input: StatePropertyTests.operations, Gen.int(in: 0...1_000)) {
      seeds, pick in
      var start = NavigationState.start(tabs: pick.isMultiple(of: 2))
      for seed in seeds { Operation(seed).apply(to: &start) }
      let entries = start.allEntries
      let copied = entries[pick % entries.count]
      var target = start
      switch pick % 4 {
      case 0: target.push(copied)
      case 1: target.present(ModalLayer(style: .sheet, stack: ScreenStack(root: copied)))
      case 2:
        // Moved, not copied: popped from the top and pushed again is no duplicate.
        let top = target.topScreen
        if target.pop() { target.push(top) }
      default:
        target.push(Page.login)
      }
      let change = TreeChange(from: start, to: target)
      let live = LiveScreens(entries)
      #expect((change.screenAppearingTwice(live: live) != nil) == (target.invariantViolation != nil))
    }
  }

  @Test func countsFollowAScreenShownTwice() {
    // A plan that failed half-way can leave a screen in two stacks; when one copy goes, the
    // screen is still live.
    let shared = ScreenEntry(Page.cart)
    var start = NavigationState.shopTabs
    start.push(shared)
    var twice = start
    twice.select(tab: TabID.search)
    twice.push(shared)
    var live = LiveScreens(start.allEntries)
    live.apply(TreeChange(from: start, to: twice))
    #expect(live.count(of: shared.id) == 2)
    var once = twice
    once.pop()
    live.apply(TreeChange(from: twice, to: once))
    #expect(live.contains(shared.id))
    #expect(live == LiveScreens(once.allEntries))
    // Adding a third copy is refused from the change alone.
    var thrice = once
    thrice.present(ModalLayer(style: .sheet, stack: ScreenStack(root: shared)))
    #expect(TreeChange(from: once, to: thrice).screenAppearingTwice(live: live) == shared)
  }
}
