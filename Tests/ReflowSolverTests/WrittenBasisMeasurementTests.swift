@testable import ReflowSolver
import Testing

/// The factors' size against the canonical tableau's on three workloads of
/// `Benchmarks/Sources/Workloads/Generators.swift` (`chain_1000`, `stack_1000`,
/// `tree_1000`), rebuilt here through the public API in the same order (the constraint
/// and cell counts are checked against Docs/solver-internals.md's table, which ties them to
/// the generators). Prints the figures recorded in Docs/solver-internals.md.
@Suite("Written basis: size of the factors")
struct WrittenBasisMeasurementTests {
  /// The build phase of `chain_<n>`.
  static func chain(_ n: Int, _ solver: Solver) throws {
    let l = (0..<n).map { Variable("v\($0).l") }, w = (0..<n).map { Variable("v\($0).w") }
    let cycle: [Priority] = [999, 750, 250]
    try solver.transaction { (s: Solver) throws(SolverError) in
      try s.add(Expression(l[0]) == Expression(0))
      try s.add(Expression(w[0]) == Expression(1000))
      for i in 1..<n {
        let priority = cycle[(i - 1) % 3]
        try s.add((l[i] == l[i - 1] + w[i - 1] + 8) ~ priority)
        try s.add((w[i] == 0.9 * w[i - 1]) ~ priority)
      }
    }
  }

  /// The build phase of `stack_<n>` (issue 15's column of stacked items).
  static func stack(_ n: Int, _ solver: Solver) throws {
    let width = Variable("w")
    let t = (0..<n).map { Variable("v\($0).t") }, h = (0..<n).map { Variable("v\($0).h") }
    let l = (0..<n).map { Variable("v\($0).l") }, r = (0..<n).map { Variable("v\($0).r") }
    try solver.addEditVariable(width, priority: 999)
    try solver.suggestValue(393, for: width)
    try solver.transaction { (s: Solver) throws(SolverError) in
      for i in 0..<n {
        let p = Double(20 + 4 * (i % 5))
        try s.add(i == 0 ? Expression(t[0]) == Expression(8) : t[i] == t[i - 1] + h[i - 1] + 8)
        try s.add((Expression(h[i]) >= Expression(p)) ~ 750)
        try s.add((Expression(h[i]) <= Expression(p)) ~ 250)
        try s.add(Expression(l[i]) == Expression(16))
        try s.add(r[i] == width - 16)
      }
    }
  }

  /// The build phase of `tree_<n>` (portrait set, root edits suggested 393 x 852).
  static func tree(_ n: Int, _ solver: Solver) throws {
    let l = (0..<n).map { Variable("v\($0).l") }, t = (0..<n).map { Variable("v\($0).t") }
    let w = (0..<n).map { Variable("v\($0).w") }, h = (0..<n).map { Variable("v\($0).h") }
    try solver.addEditVariable(w[0], priority: 999)
    try solver.addEditVariable(h[0], priority: 999)
    try solver.suggestValue(393, for: w[0])
    try solver.suggestValue(852, for: h[0])
    try solver.transaction { (s: Solver) throws(SolverError) in
      try s.add(Expression(l[0]) == Expression(0))
      try s.add(Expression(t[0]) == Expression(0))
      var withSets: [(c: Int, p: Int)] = []
      var p = 0
      while 4 * p + 1 < n {
        let children = (4 * p + 1)..<min(4 * p + 5, n)
        let fraction = 0.8 / Double(children.count)
        for (j, c) in children.enumerated() {
          try s.add(Expression(l[c]) >= Expression(l[p]))
          try s.add(l[c] + w[c] <= l[p] + w[p])
          try s.add(Expression(t[c]) >= Expression(t[p]))
          try s.add(t[c] + h[c] <= t[p] + h[p])
          try s.add(Expression(w[c]) >= Expression(0))
          try s.add(Expression(h[c]) >= Expression(0))
          try s.add((l[c] == (j == 0 ? l[p] + 8 : l[c - 1] + w[c - 1] + 8)) ~ 750)
          if c == children.upperBound - 1 { try s.add((l[c] + w[c] == l[p] + w[p] - 8) ~ 500) }
          try s.add((Expression(w[c]) == w[p] * fraction) ~ 750)
          try s.add((Expression(t[c]) == t[p] + 8) ~ 750)
          try s.add((Expression(h[c]) == Expression(44)) ~ 250)
          if (p * 4 + j) % 5 == 0 { withSets.append((c, p)) }
        }
        p += 1
      }
      for (c, p) in withSets {
        try s.add((Expression(h[c]) == w[c] * 1.25) ~ 600)
        try s.add((Expression(h[c]) >= h[p] * 0.25) ~ 700)
      }
    }
  }

  @Test(
    "L and U hold about B's non-zeros, far fewer than the tableau's cells",
    arguments: [
      // name, constraints (records), tableau cells, B's non-zeros (Docs/solver-internals.md)
      ("chain_1000", 2_000, 2_998_001, 4_997),
      ("stack_1000", 5_001, 1_508_502, 8_999),
      ("tree_1000", 10_644, 113_440, 30_176),
    ])
  func measure(workload: (String, Int, Int, Int)) throws {
    let (name, constraints, cells, nonZeros) = workload
    let solver = Solver()
    switch name {
    case "chain_1000": try Self.chain(1000, solver)
    case "stack_1000": try Self.stack(1000, solver)
    default: try Self.tree(1000, solver)
    }
    let basis = solver.writtenBasis()
    let tableauCells = solver.state.representation.rows.reduce(0) { $0 + $1.cells.count }
    #expect(basis.rows.count == constraints && tableauCells == cells, "\(name): the workload")
    #expect(basis.isSquare && basis.nonZeros == nonZeros, "\(name): B")
    var f = try _BasisFactors(columns: basis.columns)
    let factors = f.lu.lNonZeros + f.lu.uNonZeros
    let factorisation = f.operations
    // The values a change of one constraint's constant moves: FTRAN of its unit vector.
    // The first constraint (an edit or the first item) moves much; the last, almost nothing.
    var reaches: [(entries: Int, operations: Int)] = []
    for row in [0, basis.rows.count - 1] {
      var v = _SparseVector(count: basis.rows.count)
      v.set(Int32(row), 1)
      f.operations = 0
      f.ftran(&v)
      reaches.append((v.entries.count, f.operations))
    }
    print(
      """
      \(name): \(basis.rows.count) rows, written \(basis.writtenNonZeros), B \(basis.nonZeros), \
      L \(f.lu.lNonZeros) + U \(f.lu.uNonZeros) = \(factors), tableau \(tableauCells), \
      singleton pivots \(f.lu.singletonPivots), factorisation operations \(factorisation), \
      FTRAN of the first row's unit vector: \(reaches[0].entries) entries, \
      \(reaches[0].operations) operations; of the last row's: \(reaches[1].entries) entries, \
      \(reaches[1].operations) operations
      """)
    #expect(reaches[1].operations <= 100, "\(name): the last constraint reaches little")
    // At most 5% fill-in over B (tree_1000's nucleus), and far below the tableau.
    #expect(factors <= basis.nonZeros + basis.nonZeros / 20, "\(name): fill-in")
  }
}
