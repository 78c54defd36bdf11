import ReflowSolver
import Testing

// Structured scripts for the differential test (see DifferentialTests.swift): long chains
// of stacked items and deep nestings, the shapes where a canonical tableau fills in and
// where removal in the order of addition is costly. They are made of the same steps and
// checked by the same runner as the random scripts; every number comes from the seed.

extension Differential {
  /// Constraint specs numbered in the order they are made.
  struct SpecList {
    var specs: [ConstraintSpec] = []

    mutating func add(
      _ terms: [(Int, Double)], _ constant: Double, _ relation: Relation, _ priority: Priority
    ) -> Int {
      let spec = ConstraintSpec(
        id: specs.count, terms: terms.map { (variable: $0.0, coefficient: $0.1) },
        constant: constant, relation: relation, priority: priority)
      specs.append(spec)
      return spec.id
    }
  }

  /// A chain of `items` stacked items (issue 15's solver-alone chain, contested): item i
  /// has a top `t[i]` and a height `h[i]`, `t[0] == 8`, `t[i] == t[i-1] + h[i-1] + 8`
  /// (required), `h[i] >= p` and `h[i] <= p + slack` at priorities drawn from
  /// ``softPriorities`` (p in 20...36), and the bottom `t[n-1] + h[n-1] + 8 <= H` at 999
  /// or required, with `H` an edit variable at 999: when the suggested `H` is short, the
  /// lowest-priority heights give way (ties among them leave a range of optima).
  ///
  /// Steps: everything added in one `add`, `H` made an edit variable and suggested short
  /// and long, priorities changed and constraints switched off and on, a transaction that
  /// removes and re-adds an item, then the first items' constraints removed one call each
  /// in the order they were added, and the rest in one `remove` in that order.
  static func chain(seed: UInt64, items: Int) -> Script {
    var rng = SplitMix64(seed: seed)
    var list = SpecList()
    func top(_ i: Int) -> Int { 2 * i }
    func height(_ i: Int) -> Int { 2 * i + 1 }
    let bottomVariable = 2 * items
    var itemConstraints: [[Int]] = []
    var natural = 8.0
    for i in 0..<items {
      var ids: [Int] = []
      if i == 0 {
        ids.append(list.add([(top(0), 1)], -8, .equal, .required))
      } else {
        ids.append(
          list.add([(top(i), 1), (top(i - 1), -1), (height(i - 1), -1)], -8, .equal, .required))
      }
      let p = Double(20 + 4 * rng.int(0...4))
      natural += p + 8
      ids.append(list.add([(height(i), 1)], -p, .greaterThanOrEqual, rng.pick(softPriorities)))
      let slack = Double(rng.int(0...2) * 4)
      let upper = rng.pick(softPriorities)
      ids.append(list.add([(height(i), 1)], -(p + slack), .lessThanOrEqual, upper))
      itemConstraints.append(ids)
    }
    let last = items - 1
    let bottom = list.add(
      [(top(last), 1), (height(last), 1), (bottomVariable, -1)], 8, .lessThanOrEqual,
      rng.chance(0.5) ? .required : 999)
    let all = itemConstraints.flatMap { $0 } + [bottom]
    var steps: [Step] = [.addAll(all), .addEdit(bottomVariable, 999)]
    // Short (heights give way), long (nothing contested), then short again.
    for fraction in [0.9, 1.2, 0.95] {
      steps.append(.suggest(bottomVariable, (natural * fraction).rounded()))
    }
    // Some priorities changed, one item switched off and on.
    for _ in 0..<3 {
      let item = rng.int(0...last)
      let id = itemConstraints[item][rng.int(1...2)]
      steps.append(.setPriority(id, rng.pick(softPriorities)))
    }
    let switched = itemConstraints[rng.int(0...last)][1]
    steps += [.setEnabled(switched, false), .setEnabled(switched, true)]
    // A transaction that takes an item's heights out and puts them back.
    let middle = itemConstraints[items / 2]
    steps.append(
      .transaction(
        [.removeAll([middle[1], middle[2]]), .addAll([middle[1], middle[2]])], catching: false,
        throwsAtEnd: false))
    // Removal in the order of addition: the first items one call each, the rest at once.
    let singles = min(items, 3) * 3
    for id in all.prefix(singles) { steps.append(.remove(id)) }
    steps.append(.removeAll(Array(all.dropFirst(singles))))
    steps.append(.removeEdit(bottomVariable))
    return Script(
      seed: seed, variableCount: 2 * items + 1, constraints: list.specs, steps: steps)
  }

  /// A nesting `depth` views deep, in one dimension: view k has a leading edge `l[k]` and a
  /// trailing edge `r[k]`; its parent is view k-1, or now and then an earlier view (a
  /// branch: siblings nested in the same view). Each view is pinned to its parent's edges
  /// (leading + 0.01, as in issue 15's nesting), each pin required or at a drawn priority,
  /// with a preferred width range at drawn priorities; the root spans `[0, W]`, `W` an edit
  /// variable. Contested pins and widths leave ties (ranges of optima) at every level.
  ///
  /// Steps: everything added in one `add`, `W` suggested narrow and wide, priorities
  /// changed, the innermost views removed one call each, then the rest in one `remove` in
  /// the order added.
  static func nesting(seed: UInt64, depth: Int) -> Script {
    var rng = SplitMix64(seed: seed)
    var list = SpecList()
    func leading(_ k: Int) -> Int { 2 * k }
    func trailing(_ k: Int) -> Int { 2 * k + 1 }
    let widthVariable = 2 * depth
    var viewConstraints: [[Int]] = [[
      list.add([(leading(0), 1)], 0, .equal, .required),
      list.add([(trailing(0), 1), (widthVariable, -1)], 0, .equal, .required),
    ]]
    func pinPriority() -> Priority { rng.chance(0.6) ? .required : rng.pick(softPriorities) }
    for k in 1..<depth {
      let parent = k > 2 && rng.chance(0.15) ? rng.int(0...(k - 2)) : k - 1
      let preferred = Double(rng.int(0...40))
      viewConstraints.append([
        list.add([(leading(k), 1), (leading(parent), -1)], -0.01, .equal, pinPriority()),
        list.add([(trailing(k), 1), (trailing(parent), -1)], 0, .equal, pinPriority()),
        list.add(
          [(trailing(k), 1), (leading(k), -1)], -preferred, .greaterThanOrEqual,
          rng.pick(softPriorities)),
        list.add(
          [(trailing(k), 1), (leading(k), -1)], -(preferred + Double(rng.int(0...20))),
          .lessThanOrEqual, rng.pick(softPriorities)),
      ])
    }
    let all = viewConstraints.flatMap { $0 }
    var steps: [Step] = [.addAll(all), .addEdit(widthVariable, 999)]
    for width in [30.0, 400, 45.5] { steps.append(.suggest(widthVariable, width)) }
    for _ in 0..<3 {
      let view = viewConstraints[rng.int(1...(depth - 1))]
      steps.append(.setPriority(view[rng.int(2...3)], rng.pick(softPriorities)))
    }
    // The innermost views first (as a screen pops its deepest content), then the rest in
    // the order added.
    let innermost = viewConstraints.suffix(2).flatMap { $0 }
    for id in innermost { steps.append(.remove(id)) }
    steps.append(.removeAll(Array(all.dropLast(innermost.count))))
    steps.append(.removeEdit(widthVariable))
    return Script(
      seed: seed, variableCount: 2 * depth + 1, constraints: list.specs, steps: steps)
  }
}

/// Chains and nestings, checked step by step: small ones against ``ReferenceSolver`` (the
/// dense oracle's cost grows with the cube of the rows), long ones (100 stacked items, 60
/// views deep, each item or view with three or four constraints) against a fresh solver
/// built from the constraints in force.
@Suite("Differential structures") struct DifferentialStructureTests {
  /// Reports a failing structured script: how to rebuild it, the step, and the message.
  static func record(
    _ failure: Differential.Failure, _ script: Differential.Script, _ call: String
  ) {
    let step = failure.step < script.steps.count ? script.steps[failure.step] : nil
    let lines = step?.lines(indent: "", constraints: script.constraints) ?? []
    let text = lines.prefix(5).joined(separator: "\n")
    let message =
      "\(call) fails at step \(failure.step + 1) of \(script.steps.count) (\(text)): "
      + failure.message
    Issue.record("\(message)")
  }

  /// The chain and the nesting of `seed`, each with the call that rebuilds it.
  static func scripts(seed: UInt64, items: Int, depth: Int) -> [(Differential.Script, String)] {
    [
      (
        Differential.chain(seed: seed, items: items),
        "Differential.chain(seed: \(seed), items: \(items))"
      ),
      (
        Differential.nesting(seed: seed, depth: depth),
        "Differential.nesting(seed: \(seed), depth: \(depth))"
      ),
    ]
  }

  @Test("A chain of 12 items and a nesting 12 deep against the reference", arguments: 0..<3)
  func againstReference(seed: Int) {
    var ran = 0
    for (script, call) in Self.scripts(seed: UInt64(seed), items: 12, depth: 12) {
      let (failure, statistics) = Differential.check(script, determinism: true)
      if let failure { Self.record(failure, script, call) }
      #expect(statistics.steps == script.steps.count || failure != nil)
      ran += 1
    }
    #expect(ran == 2)
  }

  @Test("100 stacked items and a nesting 60 deep against a fresh solver", arguments: 0..<2)
  func againstFresh(seed: Int) {
    var ran = 0
    for (script, call) in Self.scripts(seed: UInt64(seed), items: 100, depth: 60) {
      let run = Differential.Runner(script)
      run.comparesWithFresh = true
      if let failure = run.run() { Self.record(failure, script, call) }
      #expect(run.statistics.steps == script.steps.count || run.failure != nil)
      #expect(run.statistics.ambiguityChecks == script.steps.count || run.failure != nil)
      ran += 1
    }
    #expect(ran == 2)
  }
}
