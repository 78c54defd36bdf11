/// Which variables the tableau's optimum does not pin down (``Solver/ambiguousVariables()``;
/// ``_RevisedSimplex`` answers the same question with rows of `B^-1 A`).
extension _Tableau {
  /// The external symbols whose value is not unique at the optimum, by increasing id.
  ///
  /// At the optimum, a parametric symbol with a positive cost must stay 0 in every optimal
  /// solution, and a dummy is always 0. A variable can change only through parametric
  /// *free* symbols (other variables) or zero-cost slack and error symbols. The latter can
  /// move only where no degenerate row (a restricted basic symbol at exactly 0) forbids it;
  /// when degenerate rows are in the way, a small linear program over that cone decides.
  func ambiguousSymbols() -> [Int32] {
    let t = self
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

    var result: [Int32] = []
    for s in t.kinds.indices where t.kinds[s] == .external {
      let r = t.rowOf[s]
      if r < 0 {
        result.append(Int32(s))  // parametric variable: nothing pins it
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
        result.append(Int32(s))
      }
    }
    return result
  }

  /// Whether some direction over zero-cost symbols (each >= 0) keeps every degenerate row in
  /// bounds and changes `sum(direction coefficients x symbols)`: two small LPs, solved by a
  /// scratch solver (maximise, then minimise, the change within `sum(symbols) <= 1`).
  private func canMove(
    along directions: [_Cell], isZeroCost: (Int32) -> Bool, isDegenerate: (Int32) -> Bool
  ) -> Bool {
    let t = self
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
    return Solver.canMove(
      along: directions.map { ($0.symbol, $0.coefficient) }, symbols: symbols,
      degenerateRows: rows.map { q in
        let row = t.rows[Int(q)]
        return (t.kinds[Int(row.basic)] == .dummy, row.cells.map { ($0.symbol, $0.coefficient) })
      })
  }
}
