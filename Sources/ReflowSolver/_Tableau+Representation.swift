/// The tableau behind the solver's seam (``_SolverRepresentation``): with
/// ``_Tableau+Rows.swift`` (rows written, placed and removed), ``_Tableau+Optimize.swift``
/// (the two simplex loops), ``_Tableau+Ambiguity.swift`` and ``_Tableau+Undo.swift``, the
/// operations the solver calls. Names and shapes follow ``_RevisedSimplex`` where it has the
/// operation (Docs/solver-internals.md lists what differs).
extension _Tableau: _SolverRepresentation {
  typealias WrittenRow = (constant: Double, cells: [_Cell])

  // MARK: - Symbols

  @inline(__always) func kind(of s: Int32) -> _SymbolKind { kinds[Int(s)] }

  var symbolCount: Int { kinds.count }

  /// The basic symbols by increasing row.
  var basicSymbols: [Int32] {
    var basic: [Int32] = []
    for row in rows where row.basic >= 0 { basic.append(row.basic) }
    return basic
  }

  // MARK: - Rows

  /// A direct subject from ``chooseSubject(_:constant:marker:other:)``; else a row over
  /// dummies alone is redundant (constant within `tolerance` of 0) or infeasible; else
  /// phase one.
  mutating func placement(of row: WrittenRow, marker: Int32, other: Int32, tolerance: Double)
    -> _RowPlacement
  {
    if let subject = chooseSubject(row.cells, constant: row.constant, marker: marker, other: other) {
      let a = row.cells.first { $0.symbol == subject }!.coefficient
      return .direct(subject: subject, value: -row.constant / a)
    }
    if holdsOnlyDummies(row.cells) {
      if row.constant <= tolerance { return .redundant }
      return .infeasible(suspects: row.cells.map(\.symbol))
    }
    return .general
  }

  @inline(__always) mutating func addRow(_ row: WrittenRow, solvedFor subject: Int32) {
    addRow(constant: row.constant, cells: row.cells, solvedFor: subject)
  }

  mutating func addRedundantRow(_ row: WrittenRow, marker: Int32) {
    addRow(constant: 0, cells: row.cells, solvedFor: marker)
  }

  /// Phase one (``addRowByPhaseOne(constant:cells:artificial:tolerance:)``) with an
  /// artificial symbol of its own.
  mutating func addRowGenerally(
    _ row: WrittenRow, marker: Int32, other: Int32, tolerance: Double
  ) -> [Int32]? {
    let artificial = newSymbol(.artificial)
    if let proof = addRowByPhaseOne(
      constant: row.constant, cells: row.cells, artificial: artificial, tolerance: tolerance)
    {
      return proof
    }
    releaseSymbol(artificial)
    return nil
  }

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
  /// marker. Feasibility is the dual simplex's to restore. (`rightHandSide` is for a
  /// representation that keeps rows as written; the tableau's rows are combinations.)
  mutating func shiftRightHandSide(
    marker: Int32, other: Int32, by delta: Double, to rightHandSide: Double
  ) {
    if rowOf[Int(marker)] >= 0 {
      shiftConstant(ofRow: rowOf[Int(marker)], -delta)
    } else if other >= 0 && rowOf[Int(other)] >= 0 {
      shiftConstant(ofRow: rowOf[Int(other)], delta)
    } else {
      shiftConstants(byColumnOf: marker, delta)
    }
  }

  // MARK: - Optimisation

  func needsRowsRewritten(pivotsBefore: Int) -> Bool {
    tookSmallPivot || (basisIsIllConditioned && pivots != pivotsBefore)
  }

  // MARK: - Reports

  mutating func takeChangedSymbols(into list: inout [Int32]) {
    for s in changed where isChanged[Int(s)] {
      isChanged[Int(s)] = false
      list.append(s)
    }
    changed.removeAll(keepingCapacity: true)
  }

  @inline(__always) mutating func takeChangedMark(of s: Int32) -> Bool {
    if !isChanged[Int(s)] { return false }
    // The stale entry in the list is skipped because its flag is down.
    isChanged[Int(s)] = false
    return true
  }

  // MARK: - Figures

  /// Rows in use.
  var rowCount: Int { rows.count - freeRows.count }

  /// Cells in all the rows.
  var cellCount: Int { rows.reduce(0) { $0 + $1.cells.count } }
}
