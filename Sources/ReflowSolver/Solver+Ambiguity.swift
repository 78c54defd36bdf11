/// Which variables are not uniquely determined by the optimum.
extension Solver {
  /// At the optimum, a parametric symbol with a positive cost must stay 0 in every optimal
  /// solution, and a dummy is always 0. A variable can change only through parametric
  /// *free* symbols (other variables) or zero-cost slack and error symbols. The latter can
  /// move only where no degenerate row (a restricted basic symbol at exactly 0) forbids it;
  /// when degenerate rows are in the way, a small linear program over that cone decides.
  func findAmbiguousVariables() -> [Variable] {
    let t = state.tableau
    func isZeroCost(_ s: Int32) -> Bool {
      t.kinds[Int(s)].isPivotable && t.rowOf[Int(s)] < 0 && !t.objective.hasCost(s)
    }
    func isDegenerate(_ r: Int32) -> Bool {
      let row = t.rows[Int(r)]
      let kind = t.kinds[Int(row.basic)]
      return kind == .dummy || (kind != .external && row.constant <= 0)
    }
    /// Whether `s` can increase on its own without breaking a degenerate row.
    func movesAlone(_ s: Int32) -> Bool {
      for entry in t.columns[Int(s)] where isDegenerate(entry.row) {
        let q = entry.row
        let a = t.coefficient(of: s, inRow: q)
        if t.kinds[Int(t.rows[Int(q)].basic)] == .dummy || a < 0 { return false }
      }
      return true
    }

    var result: [(serial: Int, variable: Variable)] = []
    for (s, variable) in state.symbolVariable.enumerated() {
      guard let variable, t.kinds[s] == .external else { continue }
      let serial = state.symbolSerial[s]
      let r = t.rowOf[s]
      if r < 0 {
        result.append((serial, variable))  // parametric variable: nothing pins it
        continue
      }
      var directions: [_Cell] = []
      var free = false
      for cell in t.rows[Int(r)].cells {
        if t.kinds[Int(cell.symbol)] == .external {
          free = true
          break
        }
        if isZeroCost(cell.symbol) { directions.append(cell) }
      }
      if free || directions.contains(where: { movesAlone($0.symbol) })
        || (!directions.isEmpty && canMove(along: directions, isZeroCost: isZeroCost,
          isDegenerate: isDegenerate))
      {
        result.append((serial, variable))
      }
    }
    return result.sorted { $0.serial < $1.serial }.map(\.variable)
  }

  /// Whether some direction over zero-cost symbols (each >= 0) keeps every degenerate row in
  /// bounds and changes `sum(direction coefficients x symbols)`: two small LPs, solved by a
  /// scratch solver (maximise, then minimise, the change within `sum(symbols) <= 1`).
  private func canMove(
    along directions: [_Cell], isZeroCost: (Int32) -> Bool, isDegenerate: (Int32) -> Bool
  ) -> Bool {
    let t = state.tableau
    // The zero-cost symbols and degenerate rows connected to the directions.
    var symbols: [Int32] = directions.map(\.symbol)
    var included = Set(symbols)
    var rows: [Int32] = []
    var rowSeen = Set<Int32>()
    var k = 0
    while k < symbols.count {
      for entry in t.columns[Int(symbols[k])]
      where isDegenerate(entry.row) && !rowSeen.contains(entry.row) {
        let q = entry.row
        rowSeen.insert(q)
        rows.append(q)
        for cell in t.rows[Int(q)].cells where isZeroCost(cell.symbol) {
          if included.insert(cell.symbol).inserted { symbols.append(cell.symbol) }
        }
      }
      k += 1
    }
    return Self.canMove(
      along: directions.map { ($0.symbol, $0.coefficient) }, symbols: symbols,
      degenerateRows: rows.map { q in
        let row = t.rows[Int(q)]
        return (t.kinds[Int(row.basic)] == .dummy, row.cells.map { ($0.symbol, $0.coefficient) })
      })
  }

  /// The linear programs of ``canMove(along:isZeroCost:isDegenerate:)`` once the zero-cost
  /// `symbols` and the `degenerateRows` they reach are gathered (each row: whether its basic
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
