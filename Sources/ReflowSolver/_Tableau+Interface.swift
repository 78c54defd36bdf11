/// The rest of the narrow interface the solver uses (with ``_Tableau+Rows.swift`` and
/// ``_Tableau+Ambiguity.swift``): costs, right-hand sides, and the figures of
/// ``Solver/statistics``. Names and shapes follow ``_RevisedSimplex`` where it has the
/// operation (Docs/solver-internals.md lists what differs).
extension _Tableau {
  // MARK: - Costs

  /// Adds `delta` to the cost of the parametric symbol `s` at `level`.
  @inline(__always) mutating func addCost(_ delta: Double, to s: Int32, at level: Float) {
    objective.add(delta, to: s, at: level)
  }

  /// Moves the objective contribution (`weight` per unit) of error symbol `e` from level
  /// `old` to level `new` (`nil`: removes it). A basic error contributes its row, a
  /// parametric one itself.
  mutating func moveCost(of e: Int32, weight: Double, from old: Float?, to new: Float?) {
    let r = rowOf[Int(e)]
    if r >= 0 {
      let cells = rows[Int(r)].cells
      for cell in cells {
        let c = weight * cell.coefficient
        if let old { objective.add(-c, to: cell.symbol, at: old) }
        if let new { objective.add(c, to: cell.symbol, at: new) }
      }
    } else {
      if let old { objective.add(-weight, to: e, at: old) }
      if let new { objective.add(weight, to: e, at: new) }
    }
  }

  /// Removes every cost at every level (before the objective is rebuilt from the rows).
  mutating func clearCosts() {
    for s in kinds.indices where objective.hasCost(Int32(s)) {
      objective.clear(Int32(s))
    }
  }

  // MARK: - Right-hand sides

  /// Moves the constant of the constraint whose own symbols are `marker` and `other` (or
  /// -1) by `delta` in units of `marker` (the row is `... + marker - other = 0`): the row
  /// of a basic marker (or of a basic `other`) moves, else every row that holds the
  /// marker. Feasibility is the dual simplex's to restore.
  mutating func shiftRightHandSide(marker: Int32, other: Int32, by delta: Double) {
    if rowOf[Int(marker)] >= 0 {
      shiftConstant(ofRow: rowOf[Int(marker)], -delta)
    } else if other >= 0 && rowOf[Int(other)] >= 0 {
      shiftConstant(ofRow: rowOf[Int(other)], delta)
    } else {
      shiftConstants(byColumnOf: marker, delta)
    }
  }

  // MARK: - Figures

  /// Rows in use.
  var rowCount: Int { rows.count - freeRows.count }

  /// Cells in all the rows.
  var cellCount: Int { rows.reduce(0) { $0 + $1.cells.count } }
}
