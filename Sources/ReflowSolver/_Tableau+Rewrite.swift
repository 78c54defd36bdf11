/// Rows written afresh from the constraints, for the current basis.
///
/// The tableau's rows are combinations of combinations of the constraints: each pivot adds
/// its rounding to every row it rewrites, and a pivot on an element much smaller than the
/// rest of its row multiplies those errors by as much. With coefficients of mixed magnitudes
/// (1e-3 beside 40, and their products) such elements appear, and a pivot on one that is
/// only cancellation residue put rows 1e6 away from what their constraints say. So before
/// a small pivot (``_Tolerance/refresh``) the rows are rebuilt from the constraints as
/// written, for the same basic symbols, and the simplex chooses again from exact-as-can-be
/// rows: a small element that is still there is real.
extension _Tableau {
  /// Rewrites every row from `written` (the live constraints, ``Solver/writtenBasis()``),
  /// solved for the current basic symbols where the rows allow it. Values change only by
  /// rounding; a variable is marked changed only if its value moved. The objective is the
  /// caller's to rebuild.
  /// - Complexity: that of adding every live constraint again.
  mutating func rewriteRows(from written: _WrittenBasis) {
    refreshes += 1
    var previous: [Double] = []
    previous.reserveCapacity(kinds.count)
    for s in kinds.indices { previous.append(value(of: Int32(s))) }
    let changedBefore = changed.count
    var smallest = Double.infinity
    for r in rows.indices where rows[r].basic >= 0 { deleteRow(Int32(r)) }
    for (i, terms) in written.rows.enumerated() {
      let (constant, cells) = expand(
        terms.map { ($0.symbol, $0.coefficient) }, constant: -written.rightHandSide[i])
      // The largest coefficient among the old basic symbols (partial pivoting within the
      // basis); the largest of all if the basis has none left in this row (it was singular
      // within rounding, and the simplex takes it from there).
      var subject: Int32 = -1, best = 0.0, any: Int32 = -1, anyBest = 0.0
      for cell in cells {
        let m = abs(cell.coefficient)
        if written.columnOf[Int(cell.symbol)] >= 0 && m > best { (subject, best) = (cell.symbol, m) }
        if m > anyBest { (any, anyBest) = (cell.symbol, m) }
      }
      if subject < 0 || best <= _Tolerance.pivot * anyBest { subject = any }
      // A row with no cell left is implied by the rows before it: nothing to insert.
      if subject >= 0 {
        smallest = min(smallest, (subject == any ? anyBest : best) / anyBest)
        addRow(constant: constant, cells: cells, solvedFor: subject)
      }
    }
    // Changed marks only for the values that moved (deleting rows marked every basic one).
    var moved: [Int32] = []
    while changed.count > changedBefore {
      let s = changed.removeLast()
      isChanged[Int(s)] = false
      if value(of: s) != previous[Int(s)] { moved.append(s) }
    }
    for s in moved.reversed() { markChanged(s) }
    rowsAreFresh = true
    tookSmallPivot = false
    basisIsIllConditioned = smallest < _Tolerance.refresh
  }
}
