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
    var z = takeScratch()
    for term in terms where positionOf[Int(term.symbol)] >= 0 {
      z.set(positionOf[Int(term.symbol)], term.coefficient)
    }
    if z.indices.isEmpty {
      putBackScratch(&z)
      return nil
    }
    factors.btran(&z)
    accumulateNonBasic(z, times: -1)
    putBackScratch(&z)
    var largest = 0.0
    for term in terms where positionOf[Int(term.symbol)] < 0 {
      largest = max(largest, abs(term.coefficient - rowEntry[Int(term.symbol)]))
    }
    var candidates: [(symbol: Int32, entry: Double)] = []
    for j in rowSymbols {
      let entry = rowEntry[Int(j)]
      largest = max(largest, abs(entry))
      guard entry != 0, j != marker, j != other, kinds[Int(j)].isPivotable,
        residual / entry >= 0, leadingReducedCost(j, atLeast: -.infinity) == nil
      else { continue }
      candidates.append((j, entry))
    }
    clearTableauRow()
    candidates.removeAll { abs($0.entry) < Solver.subjectThreshold * largest }
    candidates.sort {
      abs($0.entry) > abs($1.entry) || (abs($0.entry) == abs($1.entry) && $0.symbol < $1.symbol)
    }
    for (s, entry) in candidates {
      let value = residual / entry
      var alpha = takeScratch()
      ftran(column: s, into: &alpha)
      var fits = true
      for p in alpha.indices where alpha[p] != 0 {
        let moved = values[Int(p)] - value * alpha[p]
        switch kinds[Int(basic[Int(p)])] {
        case .dummy: fits = abs(value * alpha[p]) <= Self.feasibilityTolerance(abs(values[Int(p)]))
        case .slack, .error, .artificial:
          fits = moved >= -Self.feasibilityTolerance(abs(values[Int(p)]))
        case .external, .unused: break
        }
        if !fits { break }
      }
      let solved = alpha.entries
      putBackScratch(&alpha)
      if fits { return ExistingSubject(symbol: s, value: value, alpha: solved) }
    }
    return nil
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
    do {
      try factors.addBorder(row: border, column: columnOf[Int(s)], diagonal: 0)
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
    values.append(subject.value)
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
