@_spi(Representation) @testable import ReflowSolver
import Testing

/// The factored engine on a workload of `Benchmarks/` (`tree_<n>`: a view tree with a
/// nucleus in its basis, priorities 250 to 999, and the root's size as edit variables),
/// built and rotated by `Solver(representation: .factored)` beside
/// `Solver(representation: .tableau)`: the same totals per level after each.
@Suite("Revised simplex: a view tree beside the tableau")
struct RevisedSimplexWorkloadTests {
  /// `tree_<n>` built by a solver on the tableau and, constraint by constraint in the same
  /// order, by one on the engine (the root's size held by edits at 999, then every
  /// constraint in one `add`, re-optimised once at the end).
  static func built(_ n: Int) throws
    -> (solver: Solver, factored: Solver, width: Variable, height: Variable)
  {
    let solver = Solver(representation: .tableau)
    try WrittenBasisMeasurementTests.tree(n, solver)
    var variables: [Variable] = []
    var seen = Set<ObjectIdentifier>()
    for c in solver.constraints {
      for term in c.expression.terms where seen.insert(ObjectIdentifier(term.variable)).inserted {
        variables.append(term.variable)
      }
    }
    let width = try #require(variables.first { $0.description == "v0.w" })
    let height = try #require(variables.first { $0.description == "v0.h" })
    let factored = Solver(representation: .factored)
    try factored.addEditVariable(width, priority: 999)
    try factored.addEditVariable(height, priority: 999)
    try factored.suggestValue(393, for: width)
    try factored.suggestValue(852, for: height)
    let constraints = solver.constraints
    #expect(constraints.allSatisfy { solver.priority(of: $0) == $0.priority })
    #expect(throws: Never.self) { try factored.add(constraints) }
    return (solver, factored, width, height)
  }

  @Test(
    "tree_100 and tree_400: built and rotated to the tableau's optimum", arguments: [100, 400])
  func tree(n: Int) throws {
    let tree = try Self.built(n)
    let (solver, factored, width, height) = (tree.solver, tree.factored, tree.width, tree.height)
    let built = RevisedSimplexComplexityTests.Work(factored.engine)
    let tableauBuild = solver.statistics
    #expect(factored.engineViolations.isEmpty)
    try Self.expectSameTotals(solver, factored, held: (width, 393), (height, 852), n: n)

    // A rotation: both suggestions swapped, repaired by the dual simplex.
    for s in [solver, factored] {
      try s.transaction { (s: Solver) throws(SolverError) in
        try s.suggestValue(852, for: width)
        try s.suggestValue(393, for: height)
      }
    }
    let rotated = RevisedSimplexComplexityTests.Work(factored.engine) - built
    #expect(factored.engineViolations.isEmpty)
    try Self.expectSameTotals(solver, factored, held: (width, 852), (height, 393), n: n)
    let tableauRotation = solver.statistics.pivots - tableauBuild.pivots
    print(
      "tree_\(n): \(solver.constraints.count) constraints; engine: build \(built), rotation"
        + " \(rotated); tableau: build \(tableauBuild.pivots) pivots,"
        + " \(tableauBuild.cells) cells, rotation \(tableauRotation) pivots")
  }

  @Test("The build's factor work grows near-linearly: tree_400 at most 8 times tree_100")
  func buildGrowth() throws {
    // Each addition solves with the factors (the subject's BTRAN and FTRAN): what they read
    // must not grow with the layout. Product-form updates that every solve read made it 12
    // times (3,280,018 and 40,272,704 factor operations); updates in place, and a
    // refactorisation once the solves have read about a factorisation's worth of updates,
    // leave the reach of the solves, which grows with the tree's depth.
    let small = RevisedSimplexComplexityTests.Work(try Self.built(100).factored.engine)
    let large = RevisedSimplexComplexityTests.Work(try Self.built(400).factored.engine)
    print("build: tree_100 \(small); tree_400 \(large)")
    #expect(large.operations <= 8 * small.operations, "tree_100 \(small); tree_400 \(large)")
    #expect(large.pivots <= 4 * small.pivots, "tree_100 \(small); tree_400 \(large)")
  }

  /// The totals per level of the tableau's and the engine's solutions agree, with the
  /// root's edits held at the values given.
  static func expectSameTotals(
    _ solver: Solver, _ factored: Solver, held: (Variable, Double)...,
    n: Int
  ) throws {
    let edits = held.map { v, x in
      (Constraint(Expression(terms: [Term(v)], constant: -x), .equal, priority: 999),
       Optional(Float(999)), false)
    }
    let all = factored.liveConstraints + edits
    let reference = RevisedSimplexTests.violations(all) { solver.value(of: $0) }
    let engine = RevisedSimplexTests.violations(all) { factored.value(of: $0) }
    let tolerance = 1e-6 * max(reference.scale, engine.scale)
    #expect(engine.required <= tolerance, "tree_\(n)")
    for level in Set(reference.levels.keys).union(engine.levels.keys).sorted(by: >) {
      let (a, b) = (reference.levels[level] ?? 0, engine.levels[level] ?? 0)
      #expect(abs(a - b) <= tolerance, "tree_\(n) level \(level): tableau \(a), engine \(b)")
    }
  }
}
