@testable import ReflowSolver
import Testing

/// The revised simplex on a workload of `Benchmarks/` (`tree_<n>`: a view tree with a
/// nucleus in its basis, priorities 250 to 999, and the root's size as edit variables),
/// built and rotated beside the canonical tableau: the same totals per level after each.
@Suite("Revised simplex: a view tree beside the tableau")
struct RevisedSimplexWorkloadTests {
  /// `tree_<n>` built by a `Solver` and, constraint by constraint in the same order, by the
  /// engine (the root's size held by edits at 999), re-optimised once at the end.
  static func built(_ n: Int) throws
    -> (solver: Solver, mirror: RevisedSimplexMirror, width: Variable, height: Variable)
  {
    let solver = Solver()
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
    var mirror = RevisedSimplexMirror()
    mirror.addEdit(width, priority: 999, value: 0)
    mirror.addEdit(height, priority: 999, value: 0)
    mirror.suggest(393, for: width)
    mirror.suggest(852, for: height)
    var refused = 0
    for c in solver.constraints
    where !mirror.add(c, priority: solver.priority(of: c)!, optimizing: false) {
      refused += 1
    }
    #expect(refused == 0)
    mirror.optimize()
    return (solver, mirror, width, height)
  }

  @Test(
    "tree_100 and tree_400: built and rotated to the tableau's optimum", arguments: [100, 400])
  func tree(n: Int) throws {
    let tree = try Self.built(n)
    let (solver, width, height) = (tree.solver, tree.width, tree.height)
    var mirror = tree.mirror
    let built = RevisedSimplexComplexityTests.Work(mirror.engine)
    let tableauBuild = solver.statistics
    #expect(mirror.violations().isEmpty)
    try Self.expectSameTotals(solver, mirror, held: (width, 393), (height, 852), n: n)

    // A rotation: both suggestions swapped, repaired by the dual simplex.
    try solver.transaction { (s: Solver) throws(SolverError) in
      try s.suggestValue(852, for: width)
      try s.suggestValue(393, for: height)
    }
    mirror.suggest(852, for: width)
    mirror.suggest(393, for: height)
    let rotated = RevisedSimplexComplexityTests.Work(mirror.engine) - built
    #expect(mirror.violations().isEmpty)
    try Self.expectSameTotals(solver, mirror, held: (width, 852), (height, 393), n: n)
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
    let small = RevisedSimplexComplexityTests.Work(try Self.built(100).mirror.engine)
    let large = RevisedSimplexComplexityTests.Work(try Self.built(400).mirror.engine)
    print("build: tree_100 \(small); tree_400 \(large)")
    #expect(large.operations <= 8 * small.operations, "tree_100 \(small); tree_400 \(large)")
    #expect(large.pivots <= 4 * small.pivots, "tree_100 \(small); tree_400 \(large)")
  }

  /// The totals per level of the solver's and the engine's solutions agree, with the root's
  /// edits held at the values given.
  static func expectSameTotals(
    _ solver: Solver, _ mirror: RevisedSimplexMirror, held: (Variable, Double)...,
    n: Int
  ) throws {
    let edits = held.map { v, x in
      (Constraint(Expression(terms: [Term(v)], constant: -x), .equal, priority: 999),
       Optional(Float(999)), false)
    }
    let all = mirror.liveConstraints + edits
    let reference = RevisedSimplexTests.violations(all) { solver.value(of: $0) }
    let engine = RevisedSimplexTests.violations(all) { mirror.value(of: $0) }
    let tolerance = 1e-6 * max(reference.scale, engine.scale)
    #expect(engine.required <= tolerance, "tree_\(n)")
    for level in Set(reference.levels.keys).union(engine.levels.keys).sorted(by: >) {
      let (a, b) = (reference.levels[level] ?? 0, engine.levels[level] ?? 0)
      #expect(abs(a - b) <= tolerance, "tree_\(n) level \(level): tableau \(a), engine \(b)")
    }
  }
}
