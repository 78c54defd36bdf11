/// The revised simplex behind the solver's seam (``_SolverRepresentation``), so that a
/// ``Solver`` generic over its representation can run on it (issue 29, step 1(b)).
///
/// The engine keeps each constraint's row as written (`sum(terms) = rightHandSide`, never
/// rewritten) and chooses the symbol a new row is solved for itself, so:
/// - every row is placed the general way (``placement(of:marker:other:tolerance:)`` returns
///   ``_RowPlacement/general``): the engine's ``addRow(_:rightHandSide:marker:other:)``
///   borders `B` with a subject of its own when one fits and runs phase one otherwise
///   (a required row over required equalities alone is accepted when it holds within
///   rounding, solved for its own dummy, and refused with the proof's symbols when not);
/// - a right-hand side is set, not shifted (``shiftRightHandSide(marker:other:by:to:)``
///   takes `to`);
/// - there is nothing to rewrite: ``rewriteRows(from:)`` refactorises `B` (the only
///   rounding the engine accumulates is in its factors' updates and the values and reduced
///   costs they moved), and ``needsRowsRewritten(pivotsBefore:)`` is false;
/// - the simplex loops never stop before a small pivot (their pivots are on the factors,
///   whose updates are bounded by refactorisation).
///
/// Differences from the tableau a caller may see: a free variable that a removal left
/// non-basic keeps its value (``nonBasicValues``), so ``value(of:)`` is not always 0 for a
/// non-basic symbol; the work counters (``pivots``, ``rowsTouched``, ``numericRepairs``)
/// count work done and are not rolled back with a scope; and changed values are reported
/// exactly (a value that moved and came back is not reported).
extension _RevisedSimplex: _SolverRepresentation {
  /// A constraint's row as the engine takes it: its terms merged per symbol, in the order
  /// first written, without zeros; `sum(terms) = rightHandSide`.
  struct WrittenRow {
    var terms: [_SymbolTerm]
    var rightHandSide: Double
    /// The row's own symbols (a constraint's marker, then its other error, or -1): its
    /// first two symbols that are not variables, as the solver writes them after the
    /// variables' terms. For the calls that do not name them
    /// (``addRow(_:solvedFor:)``, ``addRedundantRow(_:marker:)``).
    var marker: Int32
    var other: Int32
  }

  // MARK: - Symbols

  @inline(__always) func kind(of s: Int32) -> _SymbolKind { kinds[Int(s)] }

  @inline(__always) func isBasic(_ s: Int32) -> Bool { positionOf[Int(s)] >= 0 }

  var symbolCount: Int { kinds.count }

  /// The basic symbols by increasing position (the positions of removed rows, which hold
  /// ``deadSymbol`` until the next refactorisation, skipped).
  var basicSymbols: [Int32] {
    var symbols: [Int32] = []
    symbols.reserveCapacity(basic.count - deadRows)
    for p in basic.indices where basic[p] != deadSymbol { symbols.append(basic[p]) }
    return symbols
  }

  // MARK: - Rows

  /// The row `constant + sum(terms) = 0` as written: `sum(terms) = -constant`, the terms
  /// merged per symbol (``_Tolerance/sum(_:_:)``, so that a cancellation is exactly 0),
  /// zeros dropped, in the order first written.
  /// - Complexity: O(terms²) (a constraint has a few).
  mutating func writeRow(_ terms: [(symbol: Int32, coefficient: Double)], constant: Double)
    -> WrittenRow
  {
    var merged: [_SymbolTerm] = []
    merged.reserveCapacity(terms.count)
    for (s, c) in terms {
      if let k = merged.firstIndex(where: { $0.symbol == s }) {
        merged[k].coefficient = _Tolerance.sum(merged[k].coefficient, c)
      } else {
        merged.append(_SymbolTerm(symbol: s, coefficient: c))
      }
    }
    merged.removeAll { $0.coefficient == 0 }
    var own: [Int32] = []
    for term in merged where kinds[Int(term.symbol)] != .external && own.count < 2 {
      own.append(term.symbol)
    }
    return WrittenRow(
      terms: merged, rightHandSide: -constant, marker: own.first ?? -1,
      other: own.count > 1 ? own[1] : -1)
  }

  /// Always ``_RowPlacement/general``: the engine chooses a row's subject itself when it
  /// adds it (``addRowGenerally(_:marker:other:tolerance:)``).
  @inline(__always) mutating func placement(
    of row: WrittenRow, marker: Int32, other: Int32, tolerance: Double
  ) -> _RowPlacement {
    .general
  }

  /// The value basic symbol `e` would take if a row were solved for `subject` (non-basic)
  /// at `value`: the basic values move by `-(value - subject's value) B^-1 a_subject` (one
  /// FTRAN of its column; nothing moves for a symbol no row holds). Nil when `e` is
  /// non-basic.
  mutating func value(of e: Int32, solvingFor subject: Int32, at value: Double) -> Double? {
    let p = positionOf[Int(e)]
    if p < 0 { return nil }
    let current = values[Int(p)]
    let step = value - self.value(of: subject)
    if step == 0 || columnOf[Int(subject)].isEmpty { return current }
    var alpha = takeScratch()
    ftran(column: subject, into: &alpha)
    let moved = current - step * alpha[p]
    putBackScratch(&alpha)
    return moved
  }

  /// Adds `row` wherever the engine places it (its own choice of subject; `subject` is
  /// not used). For a row whose placement was decided elsewhere: the row must be able to
  /// hold.
  mutating func addRow(_ row: WrittenRow, solvedFor subject: Int32) {
    addPlacedRow(row)
  }

  /// Adds a redundant row: the engine solves it for its own dummy `marker` (the row holds
  /// within rounding).
  mutating func addRedundantRow(_ row: WrittenRow, marker: Int32) {
    addPlacedRow(row)
  }

  /// Adds a row that can hold, with the costs its own symbols were given before it (the
  /// solver costs a directly placed row's errors first): they are taken off while the row
  /// goes in and put back after, so that a subject with a cost moves the duals as it should
  /// (``addCost(_:to:at:)`` of a basic symbol).
  private mutating func addPlacedRow(_ row: WrittenRow) {
    var ownCosts: [(symbol: Int32, level: Float, cost: Double)] = []
    for s in [row.marker, row.other] where s >= 0 {
      for l in levels.indices where costs[l, Int(s)] != 0 {
        ownCosts.append((s, levels[l], costs[l, Int(s)]))
      }
    }
    for c in ownCosts { addCost(-c.cost, to: c.symbol, at: c.level) }
    let addition = addRow(
      row.terms, rightHandSide: row.rightHandSide, marker: row.marker, other: row.other)
    guard addition == .added else {
      preconditionFailure("a row placed directly or as redundant holds: \(addition)")
    }
    for c in ownCosts { addCost(c.cost, to: c.symbol, at: c.level) }
  }

  /// The engine's ``addRow(_:rightHandSide:marker:other:)``: nil when added, else the
  /// suspects of ``Addition/infeasible(suspects:)`` (the state changed: the caller rolls
  /// back). `tolerance` is not used: the engine judges a row's residual by the scale of its
  /// own right-hand side and residual, and phase one's end by the scale of the rows its
  /// proof combines (``feasibilityTolerance(_:)``).
  mutating func addRowGenerally(
    _ row: WrittenRow, marker: Int32, other: Int32, tolerance: Double
  ) -> [Int32]? {
    switch addRow(row.terms, rightHandSide: row.rightHandSide, marker: marker, other: other) {
    case .added: return nil
    case .infeasible(let suspects): return suspects
    }
  }

  /// Removes the row of `marker` (``removeRow(_:)``); `other` is the engine's own record
  /// of the row (``rowOther``).
  @inline(__always) mutating func removeRow(marker: Int32, other: Int32) {
    removeRow(row(of: marker))
  }

  /// Sets the right-hand side of `marker`'s row to `rightHandSide` (the row as written;
  /// `delta` is for the tableau, whose rows are combinations): one FTRAN moves the basic
  /// values (``setRightHandSide(ofRow:to:)``).
  @inline(__always) mutating func shiftRightHandSide(
    marker: Int32, other: Int32, by delta: Double, to rightHandSide: Double
  ) {
    setRightHandSide(ofRow: row(of: marker), to: rightHandSide)
  }

  /// Refactorises `B` and recomputes the values and reduced costs from scratch: the rows
  /// are already the constraints as written (`written` says the same), so the factors'
  /// updates are the only rounding to drop. The caller rebuilds the costs after it.
  mutating func rewriteRows(from written: _WrittenBasis) {
    refactorize()
  }

  // MARK: - Costs

  /// Moves the cost (`weight` per unit) of error `e` from level `old` to level `new`: the
  /// engine's ``addCost(_:to:at:)`` at each, which handles a basic symbol (the duals move)
  /// as well as a non-basic one.
  mutating func moveCost(of e: Int32, weight: Double, from old: Float?, to new: Float?) {
    if let old { addCost(-weight, to: e, at: old) }
    if let new { addCost(weight, to: e, at: new) }
  }

  /// Removes every level with its costs, reduced costs and scales (they are 0 without
  /// costs): the costs added next start the levels afresh.
  /// - Complexity: O(levels) (the lines leave by reference).
  mutating func clearCosts() {
    levels.removeAll()
    costs.removeAllLines()
    reduced.removeAllLines()
    reducedScale.removeAllLines()
    levelScale.removeAll()
  }

  // MARK: - Optimisation

  /// The primal simplex to the optimum (``optimize()``); it never stops before a small
  /// pivot (nothing to rewrite first), so always true.
  @discardableResult
  mutating func optimize(stoppingBeforeSmallPivots: Bool) -> Bool {
    // `optimize()` by its full name: the protocol's `optimize()` calls this method.
    optimize(atLeast: -.infinity)
    return true
  }

  /// The dual simplex (``dualOptimize()``), whose result is the basic symbol of a row no
  /// symbol can move back, or nil. With `reportingFailure`, false for such a row (the
  /// caller rolls back). Otherwise such a row is rounding (the required rows hold): it is
  /// counted in ``numericRepairs``, the values are solved afresh (``refactorize()``) and
  /// the dual simplex runs once more; a row still out of bounds stays so.
  @discardableResult
  mutating func dualOptimize(reportingFailure: Bool, stoppingBeforeSmallPivots: Bool) -> Bool {
    // The engine's own `dualOptimize() -> Int32?` (typed: the protocol's `dualOptimize()`
    // calls this method).
    let failed: Int32? = dualOptimize()
    guard failed != nil else { return true }
    if reportingFailure { return false }
    numericRepairs += 1
    refactorize()
    let _: Int32? = dualOptimize()
    return true
  }

  /// False: the rows are never rewritten (see ``rewriteRows(from:)``).
  @inline(__always) func needsRowsRewritten(pivotsBefore: Int) -> Bool { false }

  // MARK: - Reports

  /// Whether the value of external symbol `s` differs from the one last reported for it
  /// (by bits, as ``takeChangedSymbols(into:)`` compares); that value is then taken as
  /// reported, so the change is reported once, here. Before a release the value is 0 (no
  /// row holds `s`), so this is whether a value other than 0 was reported; the release
  /// clears the report, so a new symbol with the same id starts from 0.
  mutating func takeChangedMark(of s: Int32) -> Bool {
    guard kinds[Int(s)] == .external else { return false }
    let x = value(of: s)
    if x.bitPattern == reported[Int(s)].bitPattern { return false }
    reported[Int(s)] = x
    return true
  }

  /// Where the engine's state breaks its invariants (empty when healthy), for tests: `B
  /// x_B = b - A_N x_N` row by row, the bounds of the restricted basic symbols, positions
  /// and `B` square, the reduced costs kept by updates equal to those computed from scratch
  /// and, with `optimal`, none improving at rest (the lexicographic optimum).
  /// - Complexity: O(non-zeros of A + symbols x levels) and a copy's reduced costs from
  ///   scratch.
  func invariantViolations(optimal: Bool) -> [String] {
    var found: [String] = []
    for k in rows.indices {
      var sum = 0.0
      var scale = abs(rightHandSide[k])
      for term in rows[k] {
        let t = term.coefficient * value(of: term.symbol)
        sum += t
        scale = max(scale, abs(t))
      }
      if abs(sum - rightHandSide[k]) > 1e-8 * max(scale, 1) {
        found.append("row \(k): \(sum) != \(rightHandSide[k])")
      }
    }
    for p in basic.indices where basic[p] != deadSymbol {
      let s = basic[p]
      if positionOf[Int(s)] != Int32(p) { found.append("position of \(s)") }
      let x = values[p]
      switch kinds[Int(s)] {
      case .slack, .error: if x < -1e-7 { found.append("\(s) = \(x) < 0") }
      case .dummy: if abs(x) > 1e-7 { found.append("dummy \(s) = \(x)") }
      case .artificial, .unused: found.append("\(s) of kind \(kinds[Int(s)]) is basic")
      case .external: break
      }
    }
    if basic.count != rows.count { found.append("B is not square") }
    // The reduced costs kept by updates are those computed from scratch.
    var fresh = withoutUndo
    fresh.recomputeReducedCosts()
    for l in levels.indices {
      let tolerance = 1e-8 * max(levelScale[l], 1)
      for s in kinds.indices where abs(fresh.reduced[l, s] - reduced[l, s]) > tolerance {
        found.append(
          "reduced cost of \(s) at \(levels[l]): \(reduced[l, s]) kept,"
            + " \(fresh.reduced[l, s]) fresh")
      }
    }
    if optimal {
      for s in kinds.indices where positionOf[s] < 0 && !columnOf[s].isEmpty {
        guard let (l, d) = leadingReducedCost(Int32(s), atLeast: -.infinity) else { continue }
        if kinds[s] == .external || (kinds[s].isPivotable && d < 0) {
          found.append("\(s) improves level \(levels[l]) by \(d) at rest")
        }
      }
    }
    return found
  }

  // MARK: - Figures

  /// Basic values moved so far (``valuesMoved``): the engine rewrites no row, so what a
  /// change reaches is the values it moves.
  var rowsTouched: Int { valuesMoved }

  /// Live rows (removed rows still in the factors not counted).
  var rowCount: Int { dimension - deadRows }

  /// The non-zeros held for `B`: its LU factors' (`L` and `U`) and their updates' (a
  /// border's row and solved column, an eta), which hold the rows added since the last
  /// factorisation.
  var cellCount: Int { factors.lu.lNonZeros + factors.lu.uNonZeros + factors.updateNonZeros }
}
