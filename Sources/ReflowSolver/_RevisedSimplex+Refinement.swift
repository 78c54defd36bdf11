/// Iterative refinement of the basic values: a row of small numbers (coefficients 1e-3,
/// values near 1) whose basic values are solved in one system with values of 1e10 gets the
/// absolute error of the large ones (an LU solve is backward stable in norm, not row by
/// row), and the values a pivot moves by `step x alpha` inherit the error of `alpha` times
/// `step`. Each simplex run ends by checking the rows its values moved in and, where a
/// residual is not 0, solving `B d = r` once and adding `d`: one step of refinement in
/// working precision makes the residual small row by row (Skeel).
///
/// Residuals of rounding are refined too, not only those above it, but then only the
/// variables' values move: a variable a few bits off an answer that is representable
/// (852 x 0.333..., a third of the window's height, is 284 to the last bit; the updates
/// had left 284 - 1.1e-13) lands on it, as users, who compare frames exactly, and the
/// tableau, whose values are its rows' constants, have it. A slack or error keeps its
/// value: one at its bound exactly (a degenerate row) would leave it by the correction's
/// rounding, and the ambiguity check reads 1e-17 as off the bound (differential seed 343
/// then listed a variable the optimum pins down).
extension _RevisedSimplex {
  /// A residual below this fraction of its own row's largest term is rounding.
  static let refinementThreshold = 1e-12

  /// At most this many rounds of refinement per run (one suffices but for an
  /// ill-conditioned basis, which a further round does not cure).
  static let refinementRounds = 2

  /// Notes that the value of `s` moved since the last refinement, and counts the move
  /// (``valuesMoved``).
  @inline(__always) mutating func noteMoved(_ s: Int32) {
    valuesMoved += 1
    if !isMoved[Int(s)] {
      isMoved[Int(s)] = true
      moved.append(s)
    }
  }

  /// Refines the basic values in the rows that hold a symbol noted by ``noteMoved(_:)``,
  /// then forgets the notes.
  /// - Complexity: the columns of the moved symbols and the rows they reach; when some
  ///   residual is not 0, one FTRAN per round as well (its reach).
  mutating func refineMovedValues() {
    resizeRowChecks()
    for _ in 0..<Self.refinementRounds where !moved.isEmpty {
      var r = takeScratch()
      // Some residual is not 0; some is above rounding.
      var off = false
      var large = false
      for s in moved {
        isMoved[Int(s)] = false
        for entry in columnOf[Int(s)] where !rowChecked[Int(entry.index)] {
          let k = Int(entry.index)
          rowChecked[k] = true
          checkedRows.append(entry.index)
          var residual = rightHandSide[k]
          var scale = abs(residual)
          for term in rows[k] {
            let x = value(of: term.symbol)
            if x == 0 { continue }
            let t = term.coefficient * x
            residual -= t
            scale = max(scale, abs(t))
          }
          if residual == 0 { continue }
          r.set(entry.index, residual)
          off = true
          if abs(residual) > Self.refinementThreshold * scale { large = true }
        }
      }
      moved.removeAll(keepingCapacity: true)
      for k in checkedRows { rowChecked[Int(k)] = false }
      checkedRows.removeAll(keepingCapacity: true)
      if off {
        factors.ftran(&r)
        for p in r.indices where r[p] != 0 && basic[Int(p)] != deadSymbol {
          if !large && kinds[Int(basic[Int(p)])] != .external { continue }
          values[Int(p)] += r[p]
          noteTouched(basic[Int(p)])
          noteMoved(basic[Int(p)])
        }
      }
      putBackScratch(&r)
      if !off { break }
    }
    for s in moved { isMoved[Int(s)] = false }
    moved.removeAll(keepingCapacity: true)
  }

  /// Puts the refinement's scratch at rest, sized to the symbols and rows (after a
  /// rollback, which may have dropped both).
  mutating func resetRefinement() {
    for s in moved where Int(s) < isMoved.count { isMoved[Int(s)] = false }
    moved.removeAll(keepingCapacity: true)
    if isMoved.count > kinds.count { isMoved.removeLast(isMoved.count - kinds.count) }
    resizeRowChecks()
  }

  /// Grows the per-row marks to the rows.
  mutating func resizeRowChecks() {
    if rowChecked.count < dimension {
      rowChecked.append(contentsOf: repeatElement(false, count: dimension - rowChecked.count))
    }
  }

  /// One step of refinement of the duals `y` (by row) of level `l`: the residual
  /// `c_B - B^T y` per basic position, over `B`'s columns as factorised; where one is above
  /// rounding of its own terms, `B^T d = r` (one BTRAN) and `y += d`. The duals of a level
  /// whose costs mix 40 and 1e-3 otherwise carry the absolute error of the largest into
  /// the reduced costs of the smallest.
  /// - Complexity: O(non-zeros of B), plus a BTRAN when the residual is above rounding.
  mutating func refineDuals(_ y: inout _SparseVector, level l: Int) {
    var r = Self.borrow(&dualResidual, count: dimension)
    defer { Self.giveBack(&r, to: &dualResidual) }
    var large = false
    for p in basic.indices {
      var residual = costs[l, Int(basic[p])]
      var scale = abs(residual)
      for entry in factors.columns[p] {
        let t = entry.value * y[entry.index]
        residual -= t
        scale = max(scale, abs(t))
      }
      if residual == 0 { continue }
      r.set(Int32(p), residual)
      if abs(residual) > Self.refinementThreshold * scale { large = true }
    }
    guard large else { return }
    factors.btran(&r)
    for k in r.indices where r[k] != 0 { y.add(k, r[k]) }
  }

  /// One step of refinement of `rho = B^-T e_p` (by row), the pivot row's multipliers: the
  /// reduced costs kept pivot by pivot move by it, so its error, relative to its largest
  /// entry, would drift into the reduced costs of the smallest. The residual
  /// `e_p - B^T rho` is non-zero only at the basic symbols of the rows `rho` reaches.
  /// - Complexity: the rows `rho` reaches, plus a BTRAN when the residual is above rounding.
  mutating func refineTableauRow(_ rho: inout _SparseVector, position p: Int32) {
    if rowResidual.count < dimension { rowResidual.resize(to: dimension) }
    var large = false
    for k in rho.indices where rho[k] != 0 {
      for term in rows[Int(k)] {
        let q = positionOf[Int(term.symbol)]
        if q < 0 || rowResidual.isListed(q) { continue }
        var residual = q == p ? 1.0 : 0.0
        var scale = abs(residual)
        for entry in factors.columns[Int(q)] {
          let t = entry.value * rho[entry.index]
          residual -= t
          scale = max(scale, abs(t))
        }
        rowResidual.list(q)
        rowResidual.set(q, residual)
        if abs(residual) > Self.refinementThreshold * scale { large = true }
      }
    }
    if large {
      factors.btran(&rowResidual)
      for k in rowResidual.indices where rowResidual[k] != 0 { rho.add(k, rowResidual[k]) }
    }
    rowResidual.clear()
  }

  /// A term added to a reduced cost at level `l` larger than this times the level's scale
  /// leaves rounding (1e-16 of it, accumulated over the updates) that matters against the
  /// reduced costs' own scale.
  static let costDriftRatio = 1e4

  /// Notes a term an update added to a reduced cost of level `l`.
  @inline(__always) mutating func noteCostTerm(_ term: Double, level l: Int) {
    if abs(term) > Self.costDriftRatio * max(levelScale[l], 1) { reducedCostsDrifted = true }
  }

  /// Whether the reduced costs drifted since the run began; if so, computes them from
  /// scratch (refined duals) and forgets the drift.
  /// - Complexity: O(1), or ``recomputeReducedCosts()`` after a drift.
  mutating func takeReducedCostDrift() -> Bool {
    guard reducedCostsDrifted else { return false }
    reducedCostsDrifted = false
    recomputeReducedCosts()
    return true
  }
}
