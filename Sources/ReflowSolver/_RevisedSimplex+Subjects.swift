/// A new row solved for an existing slack or error (in
/// ``_RevisedSimplex/addRow(_:rightHandSide:marker:other:)``), as the tableau's
/// `chooseSubject` does: one that costs nothing and can take the row's value without
/// pushing another row out of bounds, so that the new constraint starts satisfied and no
/// pivot is needed to repair it (`c.left == p.left + 8` solved for the slack of
/// `c.left >= p.left`).
extension _RevisedSimplex {
  /// The chosen symbol, its value, and `B^-1 a_s` (the basic values move by minus the
  /// value times it).
  struct ExistingSubject {
    var symbol: Int32
    var value: Double
    var alpha: [_SparseEntry]
  }

  /// The existing non-basic slack or error to solve the row `terms` (whose residual at the
  /// current values is `residual`) for, or nil.
  ///
  /// The row over the non-basic symbols is `a_k - A^T B^-T r`, where `r` is its part on the
  /// basic symbols (one BTRAN, then the rows it reaches): the tableau's expanded row. Its
  /// entries within `subjectThreshold` of the largest qualify, largest first; the first
  /// whose value `residual / entry` is `>= 0`, whose reduced costs are 0 at every level and
  /// whose column moves no restricted basic symbol out of bounds (one FTRAN) wins.
  /// - Complexity: the BTRAN's reach and the rows reached, plus one FTRAN per candidate
  ///   tried.
  mutating func existingSubject(
    _ terms: [_SymbolTerm], residual: Double, marker: Int32, other: Int32
  ) -> ExistingSubject? {
    if let direct = directSubject(terms, residual: residual, marker: marker, other: other) {
      return direct
    }
    var z = takeScratch()
    for term in terms where positionOf[Int(term.symbol)] >= 0 {
      z.set(positionOf[Int(term.symbol)], term.coefficient)
    }
    if z.indices.isEmpty {
      putBackScratch(&z)
      return nil
    }
    factors.btran(&z)
    // The row's own non-basic terms, then minus the basic part's expansion.
    for term in terms where positionOf[Int(term.symbol)] < 0 {
      let j = Int(term.symbol)
      if !rowListed[j] {
        rowListed[j] = true
        rowSymbols.append(term.symbol)
      }
      rowEntry[j] = _Tolerance.sum(rowEntry[j], term.coefficient)
    }
    accumulateNonBasic(z, times: -1)
    putBackScratch(&z)
    var largest = 0.0
    var candidates: [(symbol: Int32, entry: Double)] = []
    for j in rowSymbols {
      let entry = rowEntry[Int(j)]
      largest = max(largest, abs(entry))
      let kind = kinds[Int(j)]
      guard entry != 0, j != marker, j != other,
        kind == .external || (kind.isPivotable && residual / entry >= 0),
        leadingReducedCost(j, atLeast: -.infinity) == nil
      else { continue }
      candidates.append((j, entry))
    }
    clearTableauRow()
    candidates.removeAll { abs($0.entry) < Solver.subjectThreshold * largest }
    candidates.sort {
      let e0 = kinds[Int($0.symbol)] == .external
      let e1 = kinds[Int($1.symbol)] == .external
      if e0 != e1 { return e0 }
      return abs($0.entry) > abs($1.entry) || (abs($0.entry) == abs($1.entry) && $0.symbol < $1.symbol)
    }
    for (s, entry) in candidates {
      let value = residual / entry
      var alpha = takeScratch()
      ftran(column: s, into: &alpha)
      let fits = keepsBounds(moving: alpha, by: value)
      let solved = alpha.entries
      putBackScratch(&alpha)
      if fits { return ExistingSubject(symbol: s, value: value, alpha: solved) }
    }
    return nil
  }

  /// A variable of the row itself as its subject, found without expanding the row: each
  /// non-basic free variable of `terms` that other rows hold (one FTRAN of its column, whose
  /// reach is the basic symbols that depend on it), its entry in the expanded row being its
  /// coefficient minus the row's basic part times that column. Free variables first, as
  /// the tableau's `chooseSubject` takes them: the constraint starts satisfied and no
  /// restricted symbol is involved. Nil when none qualifies; then the expanded row is
  /// searched.
  /// - Complexity: one FTRAN per candidate tried (O(its reach)), plus O(terms).
  private mutating func directSubject(
    _ terms: [_SymbolTerm], residual: Double, marker: Int32, other: Int32
  ) -> ExistingSubject? {
    var best: [(symbol: Int32, coefficient: Double)] = []
    for term in terms
    where kinds[Int(term.symbol)] == .external && positionOf[Int(term.symbol)] < 0
      && !columnOf[Int(term.symbol)].isEmpty
      && leadingReducedCost(term.symbol, atLeast: -.infinity) == nil
    {
      best.append((term.symbol, term.coefficient))
    }
    if best.isEmpty { return nil }
    best.sort {
      abs($0.coefficient) > abs($1.coefficient)
        || (abs($0.coefficient) == abs($1.coefficient) && $0.symbol < $1.symbol)
    }
    for (s, coefficient) in best {
      var alpha = takeScratch()
      ftran(column: s, into: &alpha)
      // The entry in the expanded row: coefficient - (row's basic part) . B^-1 a_s.
      var entry = coefficient
      var scale = abs(coefficient)
      for term in terms where positionOf[Int(term.symbol)] >= 0 {
        let t = term.coefficient * alpha[positionOf[Int(term.symbol)]]
        entry -= t
        scale = max(scale, abs(t))
      }
      if abs(entry) < Solver.subjectThreshold * scale {
        putBackScratch(&alpha)
        continue
      }
      let value = residual / entry
      let fits = keepsBounds(moving: alpha, by: value)
      let solved = alpha.entries
      putBackScratch(&alpha)
      if fits { return ExistingSubject(symbol: s, value: value, alpha: solved) }
    }
    return nil
  }

  /// Whether moving the basic values by `-value` times `alpha` (by position) keeps every
  /// restricted basic symbol within its bound, within tolerance.
  private func keepsBounds(moving alpha: _SparseVector, by value: Double) -> Bool {
    for p in alpha.indices where alpha[p] != 0 {
      let moved = values[Int(p)] - value * alpha[p]
      switch kinds[Int(basic[Int(p)])] {
      case .dummy:
        if abs(value * alpha[p]) > Self.feasibilityTolerance(abs(values[Int(p)])) {
          return false
        }
      case .slack, .error, .artificial:
        if moved < -Self.feasibilityTolerance(abs(values[Int(p)])) { return false }
      case .external, .unused: break
      }
    }
    return true
  }

  /// Adds the row `terms = b` solved for `subject` (from
  /// ``existingSubject(_:residual:marker:other:)``): a border whose column is the subject's
  /// column on the rows there, the basic values moved along `alpha`. The duals do not
  /// change (the subject's reduced costs are 0), so neither do the other reduced costs.
  /// False, with nothing changed, when the factors find the border singular.
  mutating func addRow(
    _ terms: [_SymbolTerm], rightHandSide b: Double, marker: Int32, other: Int32,
    solvedFor subject: ExistingSubject
  ) -> Bool {
    let s = subject.symbol
    var border: [_SparseEntry] = []
    for term in terms where positionOf[Int(term.symbol)] >= 0 {
      border.append(_SparseEntry(index: positionOf[Int(term.symbol)], value: term.coefficient))
    }
    // The subject's own coefficient in the new row (a variable the row mentions), else 0.
    let diagonal = terms.first { $0.symbol == s }?.coefficient ?? 0
    do {
      try factors.addBorder(row: border, column: columnOf[Int(s)], diagonal: diagonal)
    } catch {
      return false
    }
    for entry in subject.alpha {
      let p = Int(entry.index)
      var moved = _Tolerance.sum(values[p], -subject.value * entry.value)
      if kinds[Int(basic[p])] != .external { moved = max(0, moved) }
      if kinds[Int(basic[p])] == .dummy { moved = 0 }
      values[p] = moved
      noteTouched(basic[p])
      noteMoved(basic[p])
    }
    let k = Int32(dimension)
    rows.append(terms)
    rightHandSide.append(b)
    rowMarker.append(marker)
    rowOther.append(other)
    joinColumns(row: k)
    positionOf[Int(s)] = k
    basic.append(s)
    // A free variable a removal left where it stood moves on from there.
    let start = nonBasicValues[Int(s)]
    values.append(start == 0 ? subject.value : _Tolerance.sum(start, subject.value))
    if start != 0 { nonBasicValues[Int(s)] = 0 }
    noteTouched(s)
    noteMoved(s)
    for l in levels.indices {
      reduced[l, Int(s)] = 0
      if reducedScale[l, Int(s)] != 0 { reducedScale[l, Int(s)] = 0 }
    }
    scratch.resize(to: dimension)
    rowVector.resize(to: dimension)
    return true
  }
}
