/// What ``_RevisedSimplex`` reports and changes for the solver's switches: the external
/// symbols whose values changed since the last report (`consumeChangedVariables`), and the
/// errors a required row gets when it is switched off or given a lower priority.
extension _RevisedSimplex {
  // MARK: - Changed values

  /// Notes that the value of `s` may have changed (a variable's; other kinds are not
  /// reported).
  @inline(__always) mutating func noteTouched(_ s: Int32) {
    if kinds[Int(s)] == .external && !isTouched[Int(s)] {
      isTouched[Int(s)] = true
      touched.append(s)
    }
  }

  /// Calls `body` with each external symbol whose value differs from the one last reported
  /// for it (0 for a new symbol; compared by bits), then remembers the new values. Exact: a
  /// value that moved and came back is not reported. A symbol released meanwhile is not reported (its
  /// variable's value is then 0: the caller, which knows the variable, reports it when
  /// ``reported`` held something else).
  /// - Complexity: the symbols noted since the last report (the positions each solve
  ///   reached).
  mutating func consumeChangedSymbols(_ body: (Int32) -> Void) {
    var list: [Int32] = []
    takeChangedSymbols(into: &list)
    for s in list { body(s) }
  }

  /// Appends to `list` the symbols ``consumeChangedSymbols(_:)`` would report, and
  /// remembers their values as reported. No closure: the solver hands the list to its
  /// caller's body after this returns, so the body may read values without overlapping an
  /// access to the engine. Allocates nothing once `list` has grown.
  /// - Complexity: the symbols noted since the last report.
  mutating func takeChangedSymbols(into list: inout [Int32]) {
    for s in touched {
      isTouched[Int(s)] = false
      guard kinds[Int(s)] == .external else { continue }
      let x = value(of: s)
      // By bits: -0.0 is a change from 0.0 for a caller that compares values so.
      if x.bitPattern != reported[Int(s)].bitPattern {
        reported[Int(s)] = x
        list.append(s)
      }
    }
    touched.removeAll(keepingCapacity: true)
  }

  // MARK: - Softening a required row

  /// Adds `errors` (new symbols of kind `.error`, with their coefficients) to row `k`, a
  /// row built as required, so that its constraint can be switched off or given a lower
  /// priority by moving costs only (as the solver's switched-on required constraints, whose
  /// errors cost at `switchedOnRequiredLevel`). The errors are non-basic (at 0), so `B`,
  /// the values and the duals do not change: only their reduced costs are new,
  /// `-coefficient x y_k` per level, where the dual `y_k = (B^-T c_B)_k = c_B . B^-1 e_k`.
  /// - Complexity: one FTRAN of a unit vector, its reach per level, plus the row.
  mutating func addErrors(_ errors: [_SymbolTerm], toRow k: Int32) {
    var row = rows[Int(k)]
    row.append(contentsOf: errors)
    rows[Int(k)] = row
    for e in errors {
      precondition(positionOf[Int(e.symbol)] < 0 && columnOf[Int(e.symbol)].isEmpty)
      columnOf.append(_SparseEntry(index: k, value: e.coefficient), toLine: Int(e.symbol))
    }
    if rowOther[Int(k)] < 0, let first = errors.first { rowOther[Int(k)] = first.symbol }
    var v = takeScratch()
    v.set(k, 1)
    factors.ftran(&v)
    for l in levels.indices {
      var y = 0.0
      var yScale = 0.0
      for p in v.indices {
        let t = v[p] * costs[l, Int(basic[Int(p)])]
        y += t
        yScale = max(yScale, abs(t))
      }
      if y == 0 { continue }
      for e in errors {
        let c = costs[l, Int(e.symbol)]
        reduced[l, Int(e.symbol)] = _Tolerance.sum(c, -e.coefficient * y)
        reducedScale[l, Int(e.symbol)] = max(abs(c), abs(e.coefficient) * yScale)
        noteCandidate(e.symbol)
      }
    }
    putBackScratch(&v)
  }
}

extension _RevisedSimplex {
  /// The certificate that the constraints whose errors cost at `level` cannot all hold
  /// (a switched-on required constraint whose errors stay above 0 at the optimum): the
  /// markers of the rows whose duals at that level are not zero, in increasing order.
  ///
  /// At the optimum the duals `y = B^-T c_B` of the highest level prove that its cost
  /// cannot go lower: a row with both errors free to move has a dual of 0 there (their
  /// reduced costs, `-/+ coefficient x y_k`, are both `>= 0`), so only rows that must hold
  /// (required ones, and the switched-on ones at `level`) carry the proof, as phase one's
  /// row of `B^-1 A` does for a required addition. Entries below 1e-11 of the largest dual
  /// are rounding.
  /// - Complexity: one BTRAN of the level's basic costs.
  mutating func suspects(atLevel level: Float) -> [Int32] {
    guard let l = levels.firstIndex(of: level) else { return [] }
    var y = takeScratch()
    for p in basic.indices where costs[l, Int(basic[p])] != 0 {
      y.set(Int32(p), costs[l, Int(basic[p])])
    }
    factors.btran(&y)
    var largest = 0.0
    for k in y.indices { largest = max(largest, abs(y[k])) }
    var found: [Int32] = []
    for k in y.indices
    where abs(y[k]) > _LUFactors.singularity * largest && rowMarker[Int(k)] >= 0 {
      found.append(rowMarker[Int(k)])
    }
    putBackScratch(&y)
    return found.sorted()
  }

  /// Starts a new external symbol `s` from `value`, the value last reported for its
  /// variable under a symbol since released (so that the next report compares with it).
  mutating func adoptReported(_ value: Double, for s: Int32) {
    reported[Int(s)] = value
    noteTouched(s)
  }
}
