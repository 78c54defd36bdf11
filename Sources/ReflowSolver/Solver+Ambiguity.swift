/// Which variables are not uniquely determined by the optimum.
extension _SolverCore {
  /// The variables whose value is not unique at the optimum (the representation's
  /// ``_Tableau/ambiguousSymbols()``), in the order they first became known.
  func findAmbiguousVariables() -> [Variable] {
    var result: [(serial: Int, variable: Variable)] = []
    // Scratch solvers (the small programs of blocked directions) keep this representation.
    let symbols = Solver.withRepresentation(solver.representation) {
      state.representation.ambiguousSymbols()
    }
    for s in symbols {
      guard let variable = state.symbolVariable[Int(s)] else { continue }
      result.append((state.symbolSerial[Int(s)], variable))
    }
    return result.sorted { $0.serial < $1.serial }.map(\.variable)
  }
}

extension Solver {
  /// The linear programs of ``_Tableau/canMove(along:isZeroCost:isDegenerate:)`` once the
  /// zero-cost `symbols` and the `degenerateRows` they reach are gathered (each row: whether its basic
  /// symbol is a dummy, and its cells), whichever representation gathered them (the
  /// tableau, or the revised simplex's rows of `B^-1 A` in its tests).
  static func canMove(
    along directions: [(symbol: Int32, coefficient: Double)], symbols: [Int32],
    degenerateRows: [(isDummy: Bool, cells: [(symbol: Int32, coefficient: Double)])]
  ) -> Bool {
    let z = Dictionary(uniqueKeysWithValues: symbols.map { ($0, Variable("z\($0)")) })
    var base: [Constraint] = symbols.map { z[$0]! >= 0 }
    base.append(Expression(terms: symbols.map { Term(z[$0]!) }) <= 1)
    for row in degenerateRows {
      let terms = row.cells.compactMap { cell in z[cell.symbol].map { Term($0, cell.coefficient) } }
      let change = Expression(terms: terms)
      base.append(row.isDummy ? Constraint(change, .equal) : Constraint(change, .greaterThanOrEqual))
    }
    let objective = Expression(terms: directions.map { Term(z[$0.symbol]!, $0.coefficient) })
    for goal in [objective >= 1, objective <= -1] {
      let scratch = Solver(reportsConflicts: false)
      do {
        try scratch.add(base)
        try scratch.add(goal ~ .low)
      } catch {
        continue
      }
      let reached = objective.evaluate { scratch.value(of: $0) }
      if abs(reached) > 1e-9 { return true }
    }
    return false
  }
}
