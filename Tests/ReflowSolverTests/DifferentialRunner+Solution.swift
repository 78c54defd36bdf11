import ReflowSolver

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

// The differential runner's checks of the solution after each step (see
// DifferentialTests.swift): required constraints, per-level totals against the reference's
// lexicographic optimum, and `ambiguousVariables()` against the reference's ranges over the
// optimal face.
//
// Tolerances are relative to the numbers in play, never absolute: a total is a sum of
// violations, each the rounding of a sum of terms `a·x` and a constant, so its error scales
// with those terms, not with the total (a level at 0 reached by cancelling terms of 1e6 is
// off by 1e-10 in honest arithmetic).

extension Differential {
  /// A level's totals compare within this fraction of the terms of the level's rows.
  static let totalTolerance = 1e-6
  /// A range over the optimal face is a point when it is within this fraction of the
  /// variable's magnitude (and of 1).
  static let rangeTolerance = 1e-7
}

extension Differential.Runner {
  /// (c), (d) and (f).
  func checkSolution() {
    let values = variables.map { solver.value(of: $0) }
    let valueText = zip(variables, values).map { "\($0)=\(Differential.format($1))" }
      .joined(separator: " ")
    if values.contains(where: { !$0.isFinite }) {
      fail(.required, "non-finite values: \(valueText)")
      return
    }
    for id in model.active.keys.sorted() where Differential.isRequired(model.added[id]!) {
      let r = row(id, priority: .required)
      let violation = r.violation(values)
      if violation > 1e-6 * (1 + Self.magnitude(r, values)) {
        fail(
          .required,
          "required \(script.constraints[id]) is violated by \(violation) at \(valueText)")
        dump(values, nil)
        return
      }
    }
    let rows = rows(model)
    let outcome = ReferenceSolver.solve(
      variableCount: script.variableCount, rows: rows, ranges: checksAmbiguity)
    switch outcome {
    case .failed(let message):
      fail(.reference, "the reference failed: \(message)")
    case .infeasible:
      fail(.reference, "the reference finds the model's required constraints infeasible")
    case .optimal(let optimum):
      if optimum.violations.contains(where: { $0 > 1e-9 }) { statistics.contested += 1 }
      checkTotals(rows, values, optimum, valueText)
      if failure == nil, checksAmbiguity { checkAmbiguity(rows, values, optimum) }
      if failure != nil { dump(values, optimum) }
    }
  }

  /// `|constant| + Σ|a·x|`: the scale of a row's value at `values`.
  static func magnitude(_ r: ReferenceSolver.Row, _ values: [Double]) -> Double {
    var magnitude = abs(r.constant)
    for (j, a) in r.coefficients.enumerated() where a != 0 { magnitude += abs(a * values[j]) }
    return magnitude
  }

  /// (d): each level's total equals the reference's, within `totalTolerance` of the terms
  /// of that level's rows at the reference's optimum: the scale of the true answer, which a
  /// solver cannot widen by wandering off to huge values.
  func checkTotals(
    _ rows: [ReferenceSolver.Row], _ values: [Double], _ optimum: ReferenceSolver.Solution,
    _ valueText: String
  ) {
    var actual = [Double](repeating: 0, count: optimum.priorities.count)
    var scale = actual
    for r in rows {
      guard let p = r.priority, let k = optimum.priorities.firstIndex(of: p) else { continue }
      actual[k] += r.violation(values)
      scale[k] += Self.magnitude(r, optimum.values)
    }
    for k in optimum.priorities.indices
    where abs(actual[k] - optimum.violations[k]) > Differential.totalTolerance * max(1, scale[k])
    {
      let levels = optimum.priorities.indices.map {
        "@\(Differential.format(Double(optimum.priorities[$0]))): solver \(actual[$0]) vs "
          + "optimum \(optimum.violations[$0]) (terms \(scale[$0]))"
      }
      let refText = zip(variables, optimum.values).map { "\($0)=\($1)" }.joined(separator: " ")
      fail(
        .optimality,
        "violations at @\(Differential.format(Double(optimum.priorities[k]))) are not optimal: "
          + levels.joined(separator: "; ")
          + "\n  solver values: \(valueText)\n  a reference optimum: \(refText)")
      return
    }
  }

  /// (f): a variable in the rows in force is listed by `ambiguousVariables()` exactly when
  /// its range over the optimal face is not a point. Variables that no row in force
  /// mentions are not judged (the solver may not know them, or hold them only in switched
  /// off constraints, where any value is as good).
  func checkAmbiguity(
    _ rows: [ReferenceSolver.Row], _ values: [Double], _ optimum: ReferenceSolver.Solution
  ) {
    statistics.ambiguityChecks += 1
    let listed = Set(solver.ambiguousVariables().map(ObjectIdentifier.init))
    for (j, variable) in variables.enumerated()
    where rows.contains(where: { $0.coefficients[j] != 0 }) {
      let (low, high) = optimum.ranges[j]
      let ambiguous =
        !low.isFinite || !high.isFinite
        || high - low > Differential.rangeTolerance * max(1, abs(low), abs(high))
      if ambiguous { statistics.ambiguous += 1 }
      guard ambiguous != listed.contains(ObjectIdentifier(variable)) else { continue }
      let names = solver.ambiguousVariables().map(\.name)
      fail(
        .ambiguity,
        "\(variable) ranges over [\(low), \(high)] on the optimal face (value "
          + "\(values[j])), but ambiguousVariables() \(ambiguous ? "omits" : "lists") it: "
          + "\(names)")
      return
    }
  }

  /// With a dump path (`REFLOW_DIFFERENTIAL_DUMP`), appends the failing step as one JSON
  /// line: the rows in force, the solver's values and both solvers' totals, for an outside
  /// judge (HiGHS; see Docs/solver-internals.md).
  func dump(_ values: [Double], _ optimum: ReferenceSolver.Solution?) {
    guard let path = dumpPath, let failure, let file = fopen(path, "a") else { return }
    defer { fclose(file) }
    func number(_ x: Double) -> String { x.isFinite ? "\(x)" : "null" }
    let rows = rows(model)
    var totals: [Float: Double] = [:]
    for r in rows { if let p = r.priority { totals[p, default: 0] += r.violation(values) } }
    let rowText = rows.map { r in
      let relation: String
      switch r.relation {
      case .equal: relation = "eq"
      case .lessThanOrEqual: relation = "le"
      case .greaterThanOrEqual: relation = "ge"
      }
      return "{\"coefficients\":[\(r.coefficients.map(number).joined(separator: ","))],"
        + "\"constant\":\(number(r.constant)),\"relation\":\"\(relation)\","
        + "\"priority\":\(r.priority.map { "\($0)" } ?? "null")}"
    }
    func levels(_ pairs: [(Float, Double)]) -> String {
      "{" + pairs.map { "\"\($0.0)\":\(number($0.1))" }.joined(separator: ",") + "}"
    }
    let reference = optimum.map { levels(Array(zip($0.priorities, $0.violations))) } ?? "{}"
    let message = failure.message.map { $0 == "\"" || $0 == "\\" || $0 == "\n" ? " " : $0 }
    let line =
      "{\"seed\":\(script.seed),\"step\":\(failure.step + 1),\"kind\":\"\(failure.kind)\","
      + "\"message\":\"\(String(message))\",\"variableCount\":\(script.variableCount),"
      + "\"rows\":[\(rowText.joined(separator: ","))],"
      + "\"values\":[\(values.map(number).joined(separator: ","))],"
      + "\"solverTotals\":\(levels(totals.sorted { $0.key > $1.key }.map { ($0.key, $0.value) })),"
      + "\"referenceTotals\":\(reference)}\n"
    fputs(line, file)
  }
}
