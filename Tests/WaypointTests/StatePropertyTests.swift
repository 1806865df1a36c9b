import PropertyBased
import Testing
import Waypoint
import WaypointTesting

@testable import WaypointHarness

@Suite("State properties")
struct StatePropertyTests {
  static let operations = Gen.int(in: 0...1_000_000).array(of: 0...40)

  @Test func randomOperationsAgreeWithTheReferenceModel() async {
    await propertyCheck(count: 300, input: Gen.int(in: 0...4), Self.operations) { kind, seeds in
      var state = NavigationState.start(kind: kind)
      var model = ReferenceModel(state)
      for seed in seeds {
        let operation = Operation(seed)
        let before = state
        let reported = operation.apply(to: &state)
        model.apply(operation)
        state._checkInvariants()
        #expect(ReferenceModel(state) == model, "after \(operation)\n\(state)\nmodel: \(model)")
        #expect(reported == (state != before), "\(operation) reported \(reported)")
      }
    }
  }

  @Test func everyPlanIsLegalAndLandsExactlyOnItsTarget() async {
    await propertyCheck(count: 300, input: Gen.int(in: 0...4), Self.operations, Self.operations) {
      kind, first, second in
      var start = NavigationState.start(kind: kind)
      for seed in first { Operation(seed).apply(to: &start) }
      // Half the time the target grows out of the start (shared screens), half the time it is
      // unrelated (a whole-tree jump to fresh screens).
      var target = second.count.isMultiple(of: 2) ? start : NavigationState.start(kind: kind + 1)
      for seed in second { Operation(seed).apply(to: &target) }

      let plan = start.plan(to: target)
      var replayed = start
      for step in plan {
        #expect(changed(&replayed) { $0.apply(step) }, "illegal step \(step) in \(plan)")
      }
      // A split's collapse is the platform's: the plan keeps the start's.
      if case .split(let shown) = start.root, case .split(let split) = target.root {
        target.root = .split(shown.isCollapsed ? split.collapsed() : split.expanded())
      }
      #expect(replayed == target)
      if start == target { #expect(plan.isEmpty) }

      // Dismissals come first, top down; presentations last, bottom up.
      let dismissals = plan.prefix { if case .dismiss = $0 { true } else { false } }
      let indices = dismissals.compactMap(\.dismissIndex)
      #expect(indices == indices.sorted(by: >))
      let presents = plan.reversed().prefix { if case .present = $0 { true } else { false } }
      #expect(plan.filter(\.isDismissOrPresent).count == dismissals.count + presents.count)
    }
  }
}

extension NavigationStep {
  var dismissIndex: Int? {
    if case .dismiss(let index) = self { return index }
    return nil
  }

  var isDismissOrPresent: Bool {
    switch self {
    case .dismiss, .present: true
    default: false
    }
  }
}
