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
      for p in v.indices { y += v[p] * costs[l, Int(basic[Int(p)])] }
      if y == 0 { continue }
      for e in errors {
        reduced[l, Int(e.symbol)] = _Tolerance.sum(costs[l, Int(e.symbol)], -e.coefficient * y)
        noteCandidate(e.symbol)
      }
    }
    putBackScratch(&v)
  }
}

extension _RevisedSimplex {
  /// Starts a new external symbol `s` from `value`, the value last reported for its
  /// variable under a symbol since released (so that the next report compares with it).
  mutating func adoptReported(_ value: Double, for s: Int32) {
    reported[Int(s)] = value
    noteTouched(s)
  }
}
