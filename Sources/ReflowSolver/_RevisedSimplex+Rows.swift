/// The rows of ``_RevisedSimplex``: additions (bordered, with phase one when the row has no
/// subject that fits), removals (dead rows until the next refactorisation), and changes of
/// a right-hand side.
extension _RevisedSimplex {
  // MARK: - Rows

  /// Writes row `k` into the columns of its symbols.
  mutating func joinColumns(row k: Int32) {
    for term in rows[Int(k)] {
      columnOf.append(_SparseEntry(index: k, value: term.coefficient), toLine: Int(term.symbol))
    }
  }

  /// Takes row `k` out of the columns of its symbols. A non-basic variable no row holds any
  /// more is back at 0 (a later row may make it its subject, valued from 0).
  mutating func leaveColumns(row k: Int32) {
    for term in rows[Int(k)] {
      let s = Int(term.symbol)
      columnOf.removeAll(inLine: s) { $0.index == k }
      if columnOf[s].isEmpty && positionOf[s] < 0 && nonBasicValues[s] != 0 {
        nonBasicValues[s] = 0
        noteTouched(term.symbol)
      }
    }
  }

  /// `b - sum(a x)` over the symbols of `terms` at their values: what the row's subject
  /// must make up.
  func residual(_ terms: [_SymbolTerm], rightHandSide b: Double) -> Double {
    var r = b
    for term in terms where value(of: term.symbol) != 0 {
      r = _Tolerance.sum(r, -term.coefficient * value(of: term.symbol))
    }
    return r
  }

  /// The feasibility tolerance for a value of magnitude around `scale`.
  @inline(__always) static func feasibilityTolerance(_ scale: Double) -> Double {
    1e-9 * max(scale, 1)
  }

  /// The scale of row `k`'s numbers at the current values.
  func scale(ofRow k: Int) -> Double {
    var m = abs(rightHandSide[k])
    for term in rows[k] { m = max(m, abs(term.coefficient * value(of: term.symbol))) }
    return m
  }

  /// The outcome of adding a row.
  enum Addition: Equatable {
    case added
    /// A required row that cannot hold with the rows there: the symbols whose rows, with
    /// it, have no solution (the non-basic symbols of the proof's row; the caller maps
    /// them to their constraints). The state is changed then: the caller restores it.
    case infeasible(suspects: [Int32])
  }

  /// Adds the row `sum(terms) = b` (each symbol once, no zero coefficient); `marker` (and
  /// `other`, or -1) are symbols no other row holds, the row's own.
  ///
  /// Its basic symbol (the subject) is a symbol only it holds, so `B` grows by a border with
  /// an empty column (block triangular: nothing is solved) and the subject's value is the
  /// row evaluated at the current values: a free variable the row is the first to mention,
  /// else its own slack or error when that comes out `>= 0`, else its dummy when the row
  /// holds already. Otherwise an artificial symbol is the subject and phase one minimises it
  /// (above every level): zero means the row can hold and the artificial leaves; above zero,
  /// the row is infeasible.
  /// - Complexity: O(terms) for the border; phase one's pivots when it is needed.
  mutating func addRow(
    _ terms: [_SymbolTerm], rightHandSide b: Double, marker: Int32, other: Int32
  ) -> Addition {
    let r = residual(terms, rightHandSide: b)
    let tolerance = Self.feasibilityTolerance(max(abs(b), abs(r)))
    var subject: Int32 = -1
    var subjectCoefficient = 0.0
    // A free variable only this row holds: the largest coefficient, the stablest.
    for term in terms
    where kinds[Int(term.symbol)] == .external && columnOf[Int(term.symbol)].isEmpty
      && abs(term.coefficient) > abs(subjectCoefficient)
    {
      subject = term.symbol
      subjectCoefficient = term.coefficient
    }
    // Its own slack when the inequality holds as it is; else an existing slack or error
    // that can take the row's value (the constraint then starts satisfied).
    for term in terms
    where subject < 0 && term.symbol == marker && kinds[Int(marker)] == .slack
      && r / term.coefficient >= 0
    {
      subject = marker
      subjectCoefficient = term.coefficient
    }
    if subject < 0,
      let existing = existingSubject(terms, residual: r, marker: marker, other: other),
      addRow(terms, rightHandSide: b, marker: marker, other: other, solvedFor: existing)
    {
      return .added
    }
    if subject < 0 {
      for term in terms where term.symbol == marker || term.symbol == other {
        let kind = kinds[Int(term.symbol)]
        let fits =
          kind.isPivotable ? r / term.coefficient >= 0 : kind == .dummy && abs(r) <= tolerance
        if fits {
          subject = term.symbol
          subjectCoefficient = term.coefficient
          break
        }
      }
    }
    var written = terms
    var artificial: Int32 = -1
    if subject < 0 {
      artificial = newSymbol(.artificial)
      subject = artificial
      subjectCoefficient = r < 0 ? -1 : 1
      written.append(_SymbolTerm(symbol: artificial, coefficient: subjectCoefficient))
    }
    let k = Int32(dimension)
    rows.append(written)
    rightHandSide.append(b)
    rowMarker.append(marker)
    rowOther.append(other)
    joinColumns(row: k)
    var border: [_SparseEntry] = []
    for term in written where positionOf[Int(term.symbol)] >= 0 {
      border.append(_SparseEntry(index: positionOf[Int(term.symbol)], value: term.coefficient))
    }
    do {
      try factors.addBorder(row: border, column: [], diagonal: subjectCoefficient)
    } catch {
      preconditionFailure("a border with an empty column and a non-zero diagonal is regular")
    }
    positionOf[Int(subject)] = k
    noteTouched(subject)
    noteMoved(subject)
    basic.append(subject)
    values.append(subject == artificial ? abs(r) : r / subjectCoefficient)
    scratch.resize(to: dimension)
    rowVector.resize(to: dimension)
    if artificial < 0 { return .added }
    return phaseOne(artificial)
  }

  /// Minimises a new row's artificial symbol (its cost above every level); if it reaches
  /// 0 it leaves the basis and the row, else the row is infeasible.
  private mutating func phaseOne(_ artificial: Int32) -> Addition {
    addCost(1, to: artificial, at: _Objective.artificialLevel)
    optimize(atLeast: _Objective.artificialLevel)
    let l = levelIndex(_Objective.artificialLevel)
    addCost(-costs[l, Int(artificial)], to: artificial, at: _Objective.artificialLevel)
    let p = positionOf[Int(artificial)]
    if p >= 0 && values[Int(p)] > proofTolerance(position: p) {
      return .infeasible(suspects: nonBasicSymbols(inRowOf: artificial))
    }
    if p >= 0 {
      values[Int(p)] = 0
      // Degenerate pivot: a symbol of the artificial's row of B^-1 A takes its place at 0;
      // the row's own marker is always there (its column is the artificial's, scaled).
      guard let entering = pivotOutOfArtificial(position: p) else {
        preconditionFailure("the row's own marker can always replace its artificial")
      }
      var alpha = takeScratch()
      ftran(column: entering, into: &alpha)
      let pivoted = pivot(entering: entering, position: p, alpha: alpha)
      putBackScratch(&alpha)
      precondition(pivoted, "the largest entry of a column is a pivot")
    }
    // Its row now (a refactorisation during phase one may have compacted the rows).
    rows[Int(row(of: artificial))].removeAll { $0.symbol == artificial }
    columnOf.replaceLine(Int(artificial), with: [])
    releaseSymbol(artificial)
    return .added
  }

  /// The feasibility tolerance of the value at position `p` at the end of phase one,
  /// judged by what that value is made of: it is `rho . (b - A_N x_N)` with `rho` its row
  /// of `B^-1` (the proof's multipliers), so its rounding is relative to each row that
  /// `rho` reaches times its multiplier, not to the new row's residual where phase one
  /// began. That residual holds whatever soft constraints had moved, which phase one may
  /// undo: seed 1540 began 1.1e7 off (tolerance 0.011) and ended 0.009 off with rows whose
  /// terms are 0.009, a required constraint accepted that cannot hold.
  /// - Complexity: one BTRAN and the rows it reaches.
  private mutating func proofTolerance(position p: Int32) -> Double {
    var rho = _SparseVector()
    swap(&rho, &rowVector)
    rho.set(p, 1)
    factors.btran(&rho)
    var scale = 0.0
    for k in rho.indices where rho[k] != 0 {
      scale = max(scale, abs(rho[k]) * self.scale(ofRow: Int(k)))
    }
    rho.clear()
    swap(&rho, &rowVector)
    return Self.feasibilityTolerance(scale)
  }

  /// The symbol to replace a basic artificial at 0: the largest entry of its row of
  /// `B^-1 A` among slacks, errors and variables, else among dummies.
  private mutating func pivotOutOfArtificial(position p: Int32) -> Int32? {
    var best: Int32 = -1
    var bestMagnitude = 0.0
    var bestDummy: Int32 = -1
    var bestDummyMagnitude = 0.0
    let entries = tableauRow(position: p)
    for entry in entries {
      let s = entry.index
      let m = abs(entry.value)
      switch kinds[Int(s)] {
      case .slack, .error, .external:
        if m > bestMagnitude || (m == bestMagnitude && s < best) {
          best = s
          bestMagnitude = m
        }
      case .dummy:
        if m > bestDummyMagnitude || (m == bestDummyMagnitude && s < bestDummy) {
          bestDummy = s
          bestDummyMagnitude = m
        }
      case .artificial, .unused: continue
      }
    }
    return best >= 0 ? best : (bestDummy >= 0 ? bestDummy : nil)
  }

  /// The non-basic symbols of the row of `B^-1 A` of basic symbol `s`: with `s`, they make
  /// up the proof that its row cannot reach its bound. (On the engine itself, not a copy:
  /// a copy's first write to its scratch would copy the per-symbol arrays, O(symbols).)
  mutating func nonBasicSymbols(inRowOf s: Int32) -> [Int32] {
    tableauRow(position: positionOf[Int(s)]).map(\.index).sorted()
  }

  /// Removes row `row`. Unless one of its own symbols, or a variable only it mentions, is
  /// basic, its marker is made basic first: in place of the free variable at the row's
  /// pivot in the factors when that pivot can be detached (no solve, no value moves), else
  /// by a pivot (a ratio test keeps the other rows feasible), so
  /// that the row and that symbol's position can leave `B`
  /// together: popped when they are the newest border, else left dead in the factors (an
  /// empty row whose position holds ``deadSymbol``) until the next refactorisation, which
  /// compacts rows and positions. The caller releases the row's symbols afterwards.
  /// - Complexity: O(the row and the replaced column) plus the pivot row's BTRAN (its reach)
  ///   for a detached free variable; else the pivot (one FTRAN and the pivot row) when no
  ///   own symbol is basic, plus O(the row); a refactorisation once the dead rows are half
  ///   of `B` (amortised O(1) per removal per non-zero).
  mutating func removeRow(_ row: Int32) {
    let marker = rowMarker[Int(row)]
    let other = rowOther[Int(row)]
    var q = positionOf[Int(marker)]
    if q < 0 && other >= 0 { q = positionOf[Int(other)] }
    // A basic variable no other row mentions has the same singleton column as an own
    // symbol: it leaves with the row, unconstrained (removing the newest constraint of a
    // chain so needs no pivot).
    for term in rows[Int(row)] where q < 0 && kinds[Int(term.symbol)] == .external {
      if positionOf[Int(term.symbol)] >= 0 && columnOf[Int(term.symbol)].count == 1 {
        q = positionOf[Int(term.symbol)]
      }
    }
    if q < 0, let p = detachFreeVariable(ofRow: row, marker: marker) { q = p }
    if q < 0 {
      var alpha = takeScratch()
      ftran(column: marker, into: &alpha)
      q = markerLeavingPosition(alpha)
      let pivoted = pivot(entering: marker, position: q, alpha: alpha)
      putBackScratch(&alpha)
      precondition(pivoted, "the largest entry of a column is a pivot")
      // A refactorisation after the pivot compacts rows and positions: read them again.
      q = positionOf[Int(marker)]
    }
    let k = self.row(of: marker)
    let leaving = basic[Int(q)]
    noteTouched(leaving)
    leaveColumns(row: k)
    positionOf[Int(leaving)] = -1
    let lastRow = Int32(dimension - 1)
    if k == lastRow && q == Int32(basic.count - 1) && factors.endsWithBorder {
      // The newest border (undoing the last addition): it leaves the factors in O(its size).
      factors.removeLastBorder()
      rows.removeLast()
      rightHandSide.removeLast()
      rowMarker.removeLast()
      rowOther.removeLast()
      basic.removeLast()
      values.removeLast()
      scratch.resize(to: dimension)
      rowVector.resize(to: dimension)
      return
    }
    // Any other row stays in the factors, dead, until the next refactorisation: column q is
    // its own symbol's, `a e_k`, so row k only ever decides the value at q, which nothing
    // reads, and the duals give it 0 (its cost is 0): the other values, duals and pivot rows
    // are those of the basis without it. Taking it out now would refactorise.
    if deadSymbol < 0 { deadSymbol = newSymbol(.unused) }
    rows[Int(k)] = []
    rightHandSide[Int(k)] = 0
    rowMarker[Int(k)] = -1
    rowOther[Int(k)] = -1
    basic[Int(q)] = deadSymbol
    values[Int(q)] = 0
    deadRows += 1
    if factors.needsRefactorization || (deadRows >= 16 && 2 * deadRows > dimension) {
      refactorize()
    }
  }

  /// Takes the dead rows and positions out (the live ones keep their order), then
  /// factorises the rest.
  /// - Complexity: O(symbols + non-zeros of A and B) plus a factorisation.
  mutating func purgeDeadRows() throws(_SingularBasis) {
    var rowMap = [Int32](repeating: -1, count: dimension)
    var next: Int32 = 0
    for k in rows.indices where rowMarker[k] >= 0 {
      rowMap[k] = next
      next += 1
    }
    for k in rows.indices where rowMap[k] >= 0 && Int(rowMap[k]) != k {
      let to = Int(rowMap[k])
      rows[to] = rows[k]
      rightHandSide[to] = rightHandSide[k]
      rowMarker[to] = rowMarker[k]
      rowOther[to] = rowOther[k]
    }
    let live = Int(next)
    rows.removeLast(rows.count - live)
    rightHandSide.removeLast(rightHandSide.count - live)
    rowMarker.removeLast(rowMarker.count - live)
    rowOther.removeLast(rowOther.count - live)
    for s in columnOf.indices {
      for i in columnOf[s].indices {
        columnOf[s, i] = _SparseEntry(index: rowMap[Int(columnOf[s, i].index)], value: columnOf[s, i].value)
      }
    }
    var kept = 0
    for p in basic.indices where basic[p] != deadSymbol {
      basic[kept] = basic[p]
      values[kept] = values[p]
      positionOf[Int(basic[kept])] = Int32(kept)
      kept += 1
    }
    basic.removeLast(basic.count - kept)
    values.removeLast(values.count - kept)
    deadRows = 0
    let columns = basic.map { columnOf[Int($0)] }
    let fresh = try _LUFactors.factorize(columns: columns, operations: &factors.operations)
    factors.install(columns: columns, factors: fresh)
    factors.resizeScratch()
    scratch.resize(to: dimension)
    rowVector.resize(to: dimension)
  }

  /// The position whose basic symbol leaves when a removed row's marker enters (it may
  /// move either way, its row is going): the restricted basic symbol it reaches first
  /// increasing, else decreasing, else the variable with the largest entry.
  private func markerLeavingPosition(_ alpha: _SparseVector) -> Int32 {
    var largest = 0.0
    for p in alpha.indices { largest = max(largest, abs(alpha[p])) }
    let noise = _Tolerance.pivot * largest
    typealias Choice = (position: Int32, ratio: Double, basic: Int32)
    var up: Choice?
    var down: Choice?
    var free: (position: Int32, magnitude: Double, basic: Int32)?
    func better(_ ratio: Double, _ b: Int32, than best: Choice?) -> Bool {
      guard let best else { return true }
      return ratio < best.ratio || (ratio == best.ratio && b < best.basic)
    }
    for p in alpha.indices {
      let a = alpha[p]
      if a == 0 || abs(a) <= noise { continue }
      let b = basic[Int(p)]
      switch kinds[Int(b)] {
      case .external:
        let m = free?.magnitude ?? -1
        if abs(a) > m || (abs(a) == m && b < free!.basic) { free = (p, abs(a), b) }
      case .dummy:
        if better(0, b, than: up) { up = (p, 0, b) }
      case .slack, .error, .artificial:
        let ratio = max(0, values[Int(p)]) / abs(a)
        if a > 0 {
          if better(ratio, b, than: up) { up = (p, ratio, b) }
        } else if better(ratio, b, than: down) {
          down = (p, ratio, b)
        }
      case .unused: continue
      }
    }
    if let up { return up.position }
    if let down { return down.position }
    if let free { return free.position }
    preconditionFailure("a row's own marker always reaches a basic symbol")
  }

  /// Sets row `k`'s right-hand side (a suggested value, a constant replaced): the basic
  /// values move by `B^-1 (delta e_k)`, one FTRAN of a unit vector (the values that depend
  /// on the row). Feasibility is the dual simplex's to restore. Inside a batch
  /// (``beginShifts()``) the change is only noted, and the values move at its end.
  mutating func setRightHandSide(ofRow k: Int32, to b: Double) {
    let delta = b - rightHandSide[Int(k)]
    rightHandSide[Int(k)] = b
    if delta == 0 { return }
    if batchingShifts {
      if pendingShifts.count < dimension { pendingShifts.resize(to: dimension) }
      pendingShifts.add(k, delta)
      return
    }
    var v = takeScratch()
    v.set(k, delta)
    moveValues(by: &v)
    putBackScratch(&v)
  }

  /// Moves the basic values by `B^-1 v` (`v` by row; by position on return).
  private mutating func moveValues(by v: inout _SparseVector) {
    factors.ftran(&v)
    for p in v.indices where v[p] != 0 {
      values[Int(p)] = _Tolerance.sum(values[Int(p)], v[p])
      noteTouched(basic[Int(p)])
      noteMoved(basic[Int(p)])
    }
  }

  /// Opens a batch of right-hand side changes: ``setRightHandSide(ofRow:to:)`` notes each,
  /// and ``endShifts()`` moves the values once for all of them. A rotation gives every
  /// wrapping label of a stack a new height: one solve per label moved the positions of
  /// all the labels below it, O(n^2) values for n labels; one solve moves each once.
  mutating func beginShifts() {
    batchingShifts = true
  }

  /// Closes the batch: one FTRAN of the right-hand sides' changes moves the values.
  /// - Complexity: one FTRAN (its reach: the values that depend on the rows changed).
  mutating func endShifts() {
    batchingShifts = false
    if pendingShifts.indices.isEmpty { return }
    var v = Self.borrow(&pendingShifts, count: dimension)
    moveValues(by: &v)
    Self.giveBack(&v, to: &pendingShifts)
  }
}
