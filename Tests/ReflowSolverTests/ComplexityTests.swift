@testable import ReflowSolver
import Testing

/// Complexity guards by operation counts (`Solver.statistics`), never by time: the work a
/// call does must not grow with the size of the layout where it should not.
@Suite("Complexity")
struct ComplexityTests {
  /// A view: four variables.
  final class Box {
    let left, top, width, height: Variable
    init(_ i: Int) {
      left = Variable("l\(i)")
      top = Variable("t\(i)")
      width = Variable("w\(i)")
      height = Variable("h\(i)")
    }
  }

  /// A tree of `count` views, four children per parent, laid out like workload 2 of
  /// Docs/performance.md: children inside their parent (required), spaced 8 apart (high), fractions
  /// of the parent's width (high), preferred heights (low). Every fifth child also gets a portrait
  /// preference that a test can re-prioritise.
  static func tree(_ count: Int) -> (root: Box, all: [Constraint], sets: [Constraint]) {
    var boxes = [Box(0)]
    var all: [Constraint] = [boxes[0].left == 0, boxes[0].top == 0]
    var sets: [Constraint] = []
    var parent = 0
    while boxes.count < count {
      let p = boxes[parent]
      var previous: Box?
      for _ in 0..<min(4, count - boxes.count) {
        let c = Box(boxes.count)
        boxes.append(c)
        all += [
          c.left >= p.left, c.left + c.width <= p.left + p.width,
          c.top >= p.top, c.top + c.height <= p.top + p.height,
          c.width >= 0, c.height >= 0,
          c.width == p.width * 0.2 ~ .high, c.top == p.top + 8 ~ .high, c.height == 44 ~ .low,
        ]
        if let previous {
          all.append(c.left == previous.left + previous.width + 8 ~ .high)
        } else {
          all.append(c.left == p.left + 8 ~ .high)
        }
        if boxes.count % 5 == 0 { sets.append(c.height == c.width * 1.25 ~ 600) }
        previous = c
      }
      parent += 1
    }
    return (boxes[0], all, sets)
  }

  static func solverWithTree(_ count: Int) throws -> (Solver, Box, [Constraint]) {
    let (root, all, sets) = tree(count)
    let solver = Solver()
    try solver.addEditVariable(root.width, priority: .required - 1)
    try solver.addEditVariable(root.height, priority: .required - 1)
    try solver.suggestValue(393, for: root.width)
    try solver.suggestValue(852, for: root.height)
    try solver.add(all)
    try solver.add(sets)
    return (solver, root, sets)
  }

  @Test("setPriority between non-required levels rewrites no row, remove + add does")
  func priorityChangeTouchesOnlyTheObjective() throws {
    // 600 -> 610 crosses no other priority in use (250, 750, 999), so the optimum stays:
    // only the objective's levels change. Removing and adding must rebuild the rows.
    let (changed, _, changedSets) = try Self.solverWithTree(300)
    let (rebuilt, _, rebuiltSets) = try Self.solverWithTree(300)
    let before = changed.statistics
    try changed.transaction { s in
      for c in changedSets { try s.setPriority(610, of: c) }
    }
    let after = changed.statistics
    #expect(after.additions == before.additions && after.removals == before.removals,
      "a priority change must not remove and re-add constraints")
    #expect(after.rowsTouched == before.rowsTouched && after.pivots == before.pivots,
      "setPriority rewrote \(after.rowsTouched - before.rowsTouched) rows and pivoted \(after.pivots - before.pivots) times")

    let start = rebuilt.statistics
    try rebuilt.transaction { s in
      for c in rebuiltSets {
        try s.remove(c)
        try s.add(c.withPriority(610))
      }
    }
    let redo = rebuilt.statistics
    #expect(redo.rowsTouched + redo.pivots > start.rowsTouched + start.pivots,
      "remove + add of \(rebuiltSets.count) constraints should rewrite rows")
  }

  @Test("a rotation re-solves with a number of pivots that does not grow with the tree")
  func rotationPivotsStayBounded() throws {
    var pivotsPerRotation: [Int] = []
    for count in [100, 400] {
      let (solver, root, _) = try Self.solverWithTree(count)
      let before = solver.statistics.pivots
      try solver.suggestValue(852, for: root.width)
      try solver.suggestValue(393, for: root.height)
      pivotsPerRotation.append(solver.statistics.pivots - before)
    }
    #expect(pivotsPerRotation[1] <= pivotsPerRotation[0] * 2 + 10,
      "rotating 4x the views took \(pivotsPerRotation) pivots: it should not scale with size")
  }

  @Test("a chain of 2,000 dependent views builds in a linear number of pivots")
  func chainIsLinear() throws {
    let solver = Solver()
    var boxes = [Box(0)]
    try solver.add([boxes[0].left == 0, boxes[0].width == 1000])
    var constraints = 2
    for i in 1..<2000 {
      let (box, previous) = (Box(i), boxes[i - 1])
      let priority: Priority = [.required - 1, .high, .low][i % 3]
      try solver.add(box.left == previous.left + previous.width + 8 ~ priority)
      try solver.add(box.width == previous.width * 0.9 ~ priority)
      constraints += 2
      boxes.append(box)
    }
    let pivots = solver.statistics.pivots
    #expect(pivots <= 2 * constraints, "\(pivots) pivots for \(constraints) constraints")
    // Nothing conflicts, so every constraint holds at every priority: width[i] = 1000 x 0.9^i
    // and left[i] = the widths before it + 8 each = 1000 x (1 - 0.9^i) / 0.1 + 8i. Relative
    // checks: width[1999] is about 1e-89, so an absolute tolerance would accept 0.
    var wrong: [String] = []
    for (i, box) in boxes.enumerated() {
      let width = 1000 * pow09(i)
      let left = 10_000 * (1 - pow09(i)) + 8 * Double(i)
      let (w, l) = (solver.value(of: box.width), solver.value(of: box.left))
      if abs(w - width) > 1e-9 * width || abs(l - left) > 1e-9 * max(left, 1) {
        wrong.append("box \(i): left \(l) width \(w), expected \(left) and \(width)")
      }
    }
    #expect(wrong.isEmpty, "\(wrong.count) boxes off: \(wrong.prefix(3))")
    #expect(solver.value(of: boxes[1999].width) > 0)
  }

  /// Issue 15's stacked items: `t[i] == t[i-1] + h[i-1] + 8` (required, `t[0] == 8`),
  /// `h[i] >= p` at 750 and `h[i] <= p` at 250 (`p` cycling 20...36), `l[i] == 16` and
  /// `r[i] == w - 16` (required), `w` an edit variable at 999 suggested 393. The constraints
  /// in the order added.
  static func stackedItems(_ n: Int, in solver: Solver) throws -> [Constraint] {
    let w = Variable("w")
    try solver.addEditVariable(w, priority: .required - 1)
    try solver.suggestValue(393, for: w)
    var constraints: [Constraint] = []
    var previous: (t: Variable, h: Variable)?
    for i in 0..<n {
      let t = Variable("t\(i)"), h = Variable("h\(i)"), l = Variable("l\(i)")
      let r = Variable("r\(i)")
      let p = Double(20 + 4 * (i % 5))
      constraints += [
        previous.map { t == $0.t + $0.h + 8 } ?? (t == 8),
        h >= p ~ .high, h <= p ~ .low, l == 16, r == w - 16,
      ]
      previous = (t, h)
    }
    try solver.add(constraints)
    return constraints
  }

  /// The cells that removing the stacked items of `n` one call at a time, in `order`, reads
  /// and writes in substitutions; checks the values on the way.
  static func stackedRemovalCells(_ n: Int, reversed: Bool) throws -> Int {
    let solver = Solver()
    let constraints = try stackedItems(n, in: solver)
    let before = solver.state.representation.cellsVisited
    for (k, c) in (reversed ? constraints.reversed() : constraints).enumerated() {
      try solver.remove(c)
      if k == 5 * (n / 2) {
        #expect(solver.invariantViolations().isEmpty, "\(solver.invariantViolations().prefix(3))")
      }
    }
    #expect(solver.statistics.rows == 1 && solver.statistics.cells == 2,
      "only the edit variable's row should be left: \(solver.statistics)")
    return solver.state.representation.cellsVisited - before
  }

  @Test("removing stacked items in the order added costs O(N) cells per removal, not O(N^2)")
  func stackedRemovalInAddOrder() throws {
    // Every marker of the first item sits in the row of every later top: each removal
    // substitutes a row of a few cells into up to N long rows. Merging row by row reads every
    // cell of every target (O(N^2) per removal, O(N^3) in all); by columns it reads the few
    // cells that change (O(N) per removal). 4x the items may cost 16x the cells, not 64x.
    let small = try Self.stackedRemovalCells(100, reversed: false)
    let large = try Self.stackedRemovalCells(400, reversed: false)
    #expect(large <= 20 * small, "removing 100 items read \(small) cells, 400 items \(large)")
    let reverse = try Self.stackedRemovalCells(400, reversed: true)
    #expect(reverse <= large, "in reverse order \(reverse) cells, in order \(large)")
  }

  @Test("a list of constraints is removed newest first: a chain listed oldest first rewrites no row")
  func listRemovalUndoesAdditions() throws {
    // Removed one by one in the order added, each of the first items' markers is
    // substituted into every later row (1.5 N^2 rows rewritten); as one list, the solver
    // removes newest first, which undoes the additions and rewrites nothing.
    let solver = Solver()
    let constraints = try Self.stackedItems(300, in: solver)
    let before = solver.statistics
    try solver.remove(constraints)
    let after = solver.statistics
    #expect(after.rowsTouched == before.rowsTouched,
      "removing the list rewrote \(after.rowsTouched - before.rowsTouched) rows")
    #expect(after.removals - before.removals == constraints.count)
    #expect(after.rows == 1 && solver.constraints.isEmpty)
  }

  /// 0.9 to the power `n`, by repeated multiplication (no Foundation).
  func pow09(_ n: Int) -> Double {
    var x = 1.0
    for _ in 0..<n { x *= 0.9 }
    return x
  }
}
