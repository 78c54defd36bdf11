/// The simplex loops of ``_RevisedSimplex``: the lexicographic primal simplex (pricing from
/// the duals of each level), the dual simplex (for changed right-hand sides), and the pivot
/// (a product-form update of the factors).
///
/// The rules follow the tableau's (`_Tableau+Optimize.swift`): the entering symbol's first
/// non-zero reduced cost is at the highest level any candidate has; ties in a ratio test go
/// to the largest pivot element, then the smallest id; after `blandAfter` degenerate pivots
/// in a row, to the smallest id (Bland's rule), which cannot cycle.
extension _RevisedSimplex {
  /// Degenerate pivots in a row after which ties are broken by Bland's rule.
  static let blandAfter = 50

  var usesBlandsRule: Bool { degeneratePivots >= Self.blandAfter }

  /// The most pivots one run of a simplex loop may take over a basis of `dimension`.
  static func pivotBudget(_ dimension: Int) -> Int { 100 * (dimension + 10) }

  // MARK: - Pivot

  /// Makes `entering` basic at position `p`, whose symbol becomes non-basic at 0. `alpha` is
  /// `B^-1 a_entering`: the basic values move along it by the entering value
  /// `values[p] / alpha[p]`.
  /// - Returns: false, changing nothing, when `alpha[p]` is too small against the rest of
  ///   `alpha` to be a pivot (the new basis would be singular within rounding).
  @discardableResult
  mutating func pivot(entering: Int32, position p: Int32, alpha: _SparseVector) -> Bool {
    let leaving = basic[Int(p)]
    // The pivot row of B^-1 A, read before the basis changes: each level's reduced costs
    // move by theta times it, where theta makes the entering symbol's 0.
    loadTableauRow(position: p)
    do {
      try factors.replaceColumn(Int(p), with: columnOf[Int(entering)])
    } catch {
      clearTableauRow()
      numericRepairs += 1
      return false
    }
    moveReducedCosts(entering: entering, leaving: leaving, pivotEntry: alpha[p])
    pivots += 1
    let step = values[Int(p)] / alpha[p]
    degeneratePivots = step == 0 ? degeneratePivots + 1 : 0
    if step != 0 {
      for i in alpha.indices where alpha[i] != 0 {
        values[Int(i)] = _Tolerance.sum(values[Int(i)], -step * alpha[i])
        noteTouched(basic[Int(i)])
        noteMoved(basic[Int(i)])
      }
    }
    noteTouched(leaving)
    noteTouched(entering)
    noteMoved(entering)
    positionOf[Int(leaving)] = -1
    positionOf[Int(entering)] = p
    basic[Int(p)] = entering
    let start = nonBasicValues[Int(entering)]
    values[Int(p)] = start == 0 ? step : _Tolerance.sum(start, step)
    nonBasicValues[Int(entering)] = 0
    if factors.needsRefactorization { refactorize() }
    return true
  }

  /// Moves each level's reduced costs by the pivot row loaded by
  /// ``loadTableauRow(position:)`` (then cleared): `theta` times it, where `theta` makes
  /// the entering symbol's 0; the leaving symbol's becomes `-theta`.
  mutating func moveReducedCosts(entering: Int32, leaving: Int32, pivotEntry: Double) {
    // The pivot row's own entry (refined, the row every update reads), so that the entering
    // symbol's reduced cost cancels exactly; the FTRAN's `alpha[p]` if it is not there.
    let rowPivot = rowEntry[Int(entering)]
    let pivotEntry = rowPivot != 0 ? rowPivot : pivotEntry
    for l in levels.indices {
      let theta = reduced[l, Int(entering)] / pivotEntry
      // The leaving symbol's reduced cost is the entering one's divided by the pivot: so is
      // its rounding.
      let leavingScale = max(abs(theta), reducedScale[l, Int(entering)] / abs(pivotEntry))
      if theta == 0 { continue }
      for j in rowSymbols {
        let term = -theta * rowEntry[Int(j)]
        addToReducedCost(term, level: l, symbol: j)
        noteCostTerm(term, level: l)
        noteCandidate(j)
      }
      reduced[l, Int(entering)] = 0
      reducedScale[l, Int(entering)] = 0
      reduced[l, Int(leaving)] = -theta
      reducedScale[l, Int(leaving)] = leavingScale
    }
    noteCandidate(leaving)
    clearTableauRow()
  }

  // MARK: - Reduced costs

  /// Whether reduced cost `d` of `s` at level index `l` is rounding residue: below
  /// ``reducedCostRounding`` of the largest magnitude summed into it (``reducedScale``), or
  /// below ``_Tolerance/costCancellation`` of its level's largest cost (residue entries of a
  /// pivot row make residue terms, beside which the residue looks real). Relative to the
  /// symbol's own terms, not absolute: with coefficients of 1e-3 to 40 a real reduced cost
  /// is 2.5e-11 (mixed-magnitude seed 10083, which the absolute floor of 1e-9 dropped, and
  /// stopped 1.85 above the optimum at level 750), while 5.9e-11 left of terms of 40 is
  /// rounding (seed 10030: taken as real, it blocked a slack worth 4e4 at level 500).
  @inline(__always) func isNoise(_ d: Double, level l: Int, of s: Int32) -> Bool {
    abs(d)
      <= max(
        _Tolerance.costCancellation * levelScale[l],
        Self.reducedCostRounding * reducedScale[l, Int(s)])
  }

  /// A reduced cost below this fraction of its own terms is rounding (see
  /// ``isNoise(_:level:of:)``).
  static let reducedCostRounding = 1e-11

  /// The first level (index, at least `minimumLevel`) where `s`'s reduced cost is not
  /// noise, and that cost.
  func leadingReducedCost(_ s: Int32, atLeast minimumLevel: Float) -> (level: Int, cost: Double)? {
    for l in levels.indices where levels[l] >= minimumLevel {
      let d = reduced[l, Int(s)]
      if !isNoise(d, level: l, of: s) { return (l, d) }
    }
    return nil
  }

  // MARK: - Primal

  /// Pivots until no non-basic symbol improves the objective: the lexicographic optimum.
  /// Requires a feasible basis, and keeps it feasible.
  mutating func optimize() {
    optimize(atLeast: -.infinity)
  }

  /// Pivots while some symbol's first non-zero reduced cost, at a level `>= minimumLevel`,
  /// improves: negative for a slack or error (which only increase), non-zero for a free
  /// variable (which moves against it); then refines the values it moved.
  mutating func optimize(atLeast minimumLevel: Float) {
    // Cost changes since the last run may have drifted too.
    _ = takeReducedCostDrift()
    primalPivots(atLeast: minimumLevel)
    if takeReducedCostDrift() { primalPivots(atLeast: minimumLevel) }
    refineMovedValues()
    // The second run's own drift: its reduced costs from scratch as well (it is short).
    _ = takeReducedCostDrift()
  }

  private mutating func primalPivots(atLeast minimumLevel: Float) {
    var dropped: [Int32] = []
    swap(&dropped, &droppedScratch)
    defer {
      dropped.removeAll(keepingCapacity: true)
      swap(&dropped, &droppedScratch)
    }
    // A bound no healthy run reaches (Bland's rule cannot cycle): past it, rounding keeps
    // finding improvements that are not, and the basis is left as it is.
    var budget = Self.pivotBudget(dimension)
    while budget > 0 {
      budget -= 1
      var entering: Int32 = -1
      var enteringLevel = Int.max
      var direction = 1.0
      var i = 0
      while i < candidates.count {
        let s = candidates[i]
        let kind = kinds[Int(s)]
        let leading =
          positionOf[Int(s)] < 0 && (kind.isPivotable || kind == .external)
            && !columnOf[Int(s)].isEmpty ? leadingReducedCost(s, atLeast: -.infinity) : nil
        guard let (l, d) = leading, kind == .external || d < 0 else {
          // Stale: basic, or no improvement at any level.
          isCandidate[Int(s)] = false
          candidates.swapAt(i, candidates.count - 1)
          candidates.removeLast()
          continue
        }
        i += 1
        if levels[l] < minimumLevel || dropped.contains(s) { continue }
        // The highest level first; within it, the smallest id.
        if l < enteringLevel || (l == enteringLevel && s < entering) {
          entering = s
          enteringLevel = l
          direction = d < 0 ? 1 : -1
        }
      }
      if entering < 0 { break }
      if budget == 0 { numericRepairs += 1 }
      var alpha = takeScratch()
      ftran(column: entering, into: &alpha)
      if let p = primalLeavingPosition(alpha, direction: direction) {
        // The leaving symbol stops at its bound exactly (the ratio test read it so).
        let kind = kinds[Int(basic[Int(p)])]
        let old = values[Int(p)]
        values[Int(p)] = kind == .dummy ? 0 : max(0, old)
        if !pivot(entering: entering, position: p, alpha: alpha) {
          values[Int(p)] = old
          dropped.append(entering)
        }
      } else {
        // Unbounded: impossible for a sum of errors (bounded below by 0), so the reduced
        // cost is rounding residue; not a direction of improvement.
        numericRepairs += 1
        dropped.append(entering)
      }
      putBackScratch(&alpha)
    }
    degeneratePivots = 0
  }

  /// The position that limits how far the entering symbol moves in `direction`: the
  /// minimum ratio over restricted basic symbols (a dummy allows no move at all). Entries
  /// at noise level against the largest are no pivots (the factors' update would refuse
  /// them as singular).
  func primalLeavingPosition(_ alpha: _SparseVector, direction: Double) -> Int32? {
    var largest = 0.0
    for p in alpha.indices { largest = max(largest, abs(alpha[p])) }
    let noise = _LUFactors.singularity * largest
    var best: Int32 = -1
    var bestRatio = Double.infinity
    var bestMagnitude = 0.0
    var bestBasic = Int32.max
    let bland = usesBlandsRule
    for p in alpha.indices {
      let a = alpha[p] * direction
      if a == 0 || abs(a) <= noise { continue }
      let b = basic[Int(p)]
      let ratio: Double
      switch kinds[Int(b)] {
      case .external, .unused: continue
      case .dummy: ratio = 0
      case .slack, .error, .artificial:
        guard a > 0 else { continue }
        ratio = max(0, values[Int(p)]) / a
      }
      let better: Bool
      if ratio != bestRatio {
        better = ratio < bestRatio
      } else if bland {
        better = b < bestBasic
      } else {
        better = abs(a) > bestMagnitude || (abs(a) == bestMagnitude && b < bestBasic)
      }
      if better {
        best = p
        bestRatio = ratio
        bestMagnitude = abs(a)
        bestBasic = b
      }
    }
    return best < 0 ? nil : best
  }

  // MARK: - Dual

  /// Whether the basic symbol at `p` is out of its bounds, and the way it must move (+1 up
  /// to 0, -1 down to 0), or nil.
  func infeasibleDirection(at p: Int) -> Double? {
    let x = values[p]
    let kind = kinds[Int(basic[p])]
    if kind == .external || kind == .unused || (kind != .dummy && x >= 0) || x == 0 {
      return nil
    }
    let tolerance = Self.feasibilityTolerance(scale(ofRow: Int(factorsRow(ofPosition: p))))
    if abs(x) <= tolerance { return nil }
    return x < 0 ? 1 : -1
  }

  /// The row whose scale judges position `p`'s value: the row of its symbol with the
  /// largest coefficient (a marker's own row).
  func factorsRow(ofPosition p: Int) -> Int32 {
    var best: Int32 = 0
    var magnitude = -1.0
    for entry in columnOf[Int(basic[p])] where abs(entry.value) > magnitude {
      best = entry.index
      magnitude = abs(entry.value)
    }
    return best
  }

  /// Pivots until every restricted basic symbol is within its bounds, keeping the objective
  /// optimal; requires an optimal basis (dual feasibility). The row to repair is the
  /// infeasible one with the smallest basic id.
  ///
  /// - Returns: nil, or the basic symbol of a row no symbol can move back (the required
  ///   rows cannot all hold): the state is changed then, and the caller restores it.
  @discardableResult
  mutating func dualOptimize() -> Int32? {
    let infeasible = dualPivots()
    // A dual ratio test that passed over noise, or reduced costs from scratch after a
    // drift, may leave an improvement: the primal simplex takes it (the basis is feasible
    // once the dual simplex is done; it prices only the symbols whose costs moved).
    if infeasible == nil {
      _ = takeReducedCostDrift()
      primalPivots(atLeast: -.infinity)
    }
    refineMovedValues()
    _ = takeReducedCostDrift()
    return infeasible
  }

  private mutating func dualPivots() -> Int32? {
    var budget = Self.pivotBudget(dimension)
    while budget > 0 {
      budget -= 1
      var p = -1
      var direction = 0.0
      for q in basic.indices {
        guard let d = infeasibleDirection(at: q) else { continue }
        if p < 0 || basic[q] < basic[p] {
          p = q
          direction = d
        }
      }
      if p < 0 { break }
      guard let entering = dualEnteringSymbol(position: Int32(p), direction: direction) else {
        degeneratePivots = 0
        return basic[p]
      }
      var alpha = takeScratch()
      ftran(column: entering, into: &alpha)
      let pivoted = pivot(entering: entering, position: Int32(p), alpha: alpha)
      putBackScratch(&alpha)
      // The row's entry was real but the column's is noise: rounding disagrees with
      // itself, and no reliable pivot repairs the row.
      if !pivoted { return basic[p] }
    }
    if budget == 0 { numericRepairs += 1 }
    degeneratePivots = 0
    return nil
  }

  /// The entering symbol of the dual ratio test for position `p`: among the symbols whose
  /// entry in the row of `B^-1 A` moves the basic symbol in `direction`, the least reduced
  /// cost per unit of entry, compared level by level.
  /// The pivot row is read in place (``loadTableauRow(position:)``, in the order its
  /// symbols were first reached, zero entries skipped) and the ratios go through kept
  /// scratch, so the test allocates nothing.
  private mutating func dualEnteringSymbol(position p: Int32, direction: Double) -> Int32? {
    loadTableauRow(position: p)
    var ratios: [Double] = []
    var bestRatios: [Double] = []
    swap(&ratios, &ratioScratch)
    swap(&bestRatios, &bestRatioScratch)
    let best =
      dualEnteringSymbol(direction: direction, ignoringNoise: true, &ratios, &bestRatios)
      ?? dualEnteringSymbol(direction: direction, ignoringNoise: false, &ratios, &bestRatios)
    ratios.removeAll(keepingCapacity: true)
    bestRatios.removeAll(keepingCapacity: true)
    swap(&ratios, &ratioScratch)
    swap(&bestRatios, &bestRatioScratch)
    clearTableauRow()
    return best
  }

  /// One pass of the dual ratio test over the loaded pivot row; `ratios` and `bestRatios`
  /// are scratch (overwritten).
  private func dualEnteringSymbol(
    direction: Double, ignoringNoise: Bool, _ ratios: inout [Double],
    _ bestRatios: inout [Double]
  ) -> Int32? {
    var largest = 0.0
    for j in rowSymbols { largest = max(largest, abs(rowEntry[Int(j)])) }
    let noise = ignoringNoise ? _Tolerance.pivot * largest : 0
    var best: Int32 = -1
    var bestMagnitude = 0.0
    for s in rowSymbols where rowEntry[Int(s)] != 0 {
      // The basic value moves by -entry x (the entering symbol's change).
      let a = -rowEntry[Int(s)] * direction
      let kind = kinds[Int(s)]
      let eligible: Bool
      switch kind {
      case .slack, .error: eligible = a > noise
      case .external: eligible = abs(a) > noise
      case .dummy, .artificial, .unused: eligible = false
      }
      if !eligible { continue }
      ratios.removeAll(keepingCapacity: true)
      for l in levels.indices {
        let d = reduced[l, Int(s)]
        ratios.append(isNoise(d, level: l, of: s) ? 0 : d / abs(a))
      }
      let order = best < 0 ? -1 : Self.compare(ratios, bestRatios)
      let better: Bool
      if order != 0 {
        better = order < 0
      } else if usesBlandsRule {
        better = s < best
      } else {
        better = abs(a) > bestMagnitude || (abs(a) == bestMagnitude && s < best)
      }
      if better {
        best = s
        bestMagnitude = abs(a)
        bestRatios.removeAll(keepingCapacity: true)
        bestRatios.append(contentsOf: ratios)
      }
    }
    return best < 0 ? nil : best
  }

  /// Lexicographic comparison of two ratio vectors, equal within rounding: -1, 0 or 1.
  static func compare(_ a: [Double], _ b: [Double]) -> Int {
    for (x, y) in zip(a, b) where abs(x - y) > 1e-12 * max(abs(x), abs(y)) {
      return x < y ? -1 : 1
    }
    return 0
  }
}
