/// The two simplex loops: primal (the objective changed) and dual (constants changed).
///
/// The entering symbol of the primal simplex is the smallest eligible id (Bland). Among
/// rows tied in the ratio test, the largest pivot element wins, which keeps rounding errors
/// from growing; after `blandAfter` degenerate pivots in a row, ties go to the smallest id
/// instead (Bland's rule), which cannot cycle. The lexicographic costs make every priority
/// level strictly dominate the next.
extension _Tableau {
  /// Degenerate pivots in a row after which ties are broken by Bland's rule.
  static let blandAfter = 50

  /// Whether ties must now be broken by the smallest id to rule out cycling.
  var usesBlandsRule: Bool { degeneratePivots >= Self.blandAfter }

  /// Counts a pivot that did not move the solution (ratio 0) or resets the count.
  mutating func notePivot(ratio: Double) {
    degeneratePivots = ratio == 0 ? degeneratePivots + 1 : 0
  }

  // MARK: - Primal

  /// Pivots until no parametric symbol has a negative cost: the lexicographic optimum.
  /// Requires a feasible tableau, and keeps it feasible.
  ///
  /// With `stoppingBeforeSmallPivots`, it returns `false` before a pivot on an element below
  /// ``_Tolerance/refresh`` of its row unless the rows are fresh (the caller writes them
  /// afresh and calls again); otherwise it returns `true`, at the optimum.
  @discardableResult
  mutating func optimize(stoppingBeforeSmallPivots: Bool) -> Bool {
    optimize(atLeast: -.infinity, stoppingBeforeSmallPivots: stoppingBeforeSmallPivots)
  }

  /// Whether a pivot on an element `relative` times its row's largest must wait for rows
  /// written afresh.
  /// Notes a small pivot that goes ahead (the rows after it carry its magnification).
  @inline(__always) private mutating func waitsForFreshRows(_ relative: Double, _ stopping: Bool)
    -> Bool
  {
    if relative >= _Tolerance.refresh { return false }
    if stopping && !rowsAreFresh { return true }
    tookSmallPivot = true
    return false
  }

  /// Phase one: minimises only the artificial level (the rest is optimised once, when the
  /// operation or transaction commits).
  mutating func optimizeArtificialLevel() {
    optimize(atLeast: _Objective.artificialLevel)
  }

  /// Pivots while some candidate's first negative cost is at `minimumLevel` or above.
  @discardableResult
  private mutating func optimize(atLeast minimumLevel: Float, stoppingBeforeSmallPivots: Bool = false)
    -> Bool
  {
    while let e = nextEnteringSymbol(atLeast: minimumLevel) {
      guard let (r, ratio, relative) = primalLeavingRow(for: e) else {
        // Unbounded: impossible for a sum of errors, which is bounded below by 0, so the
        // cost is rounding residue. Leave it; it is no direction of improvement.
        numericRepairs += 1
        dropCandidate(e)
        continue
      }
      if waitsForFreshRows(relative, stoppingBeforeSmallPivots) {
        degeneratePivots = 0
        return false
      }
      notePivot(ratio: ratio)
      pivot(entering: e, row: r)
    }
    degeneratePivots = 0
    return true
  }

  /// Whether `s` may enter the basis now: parametric, a slack or error, negative cost.
  @inline(__always) private func canEnter(_ s: Int32) -> Bool {
    rowOf[Int(s)] < 0 && kinds[Int(s)].isPivotable && objective.leadingCoefficient(s) < 0
  }

  /// The symbol to enter next. Normally the candidate with the shortest column (the
  /// cheapest pivot) among those whose first negative cost is at the most important level;
  /// during a run of degenerate pivots, Bland's rule (the smallest id), which cannot cycle.
  /// Candidates that are stale (entered, or no longer negative) are dropped on the way.
  private mutating func nextEnteringSymbol(atLeast minimumLevel: Float) -> Int32? {
    let bland = usesBlandsRule
    var best: Int32 = -1
    var bestLevel: Float = -.infinity
    var bestWork = Int.max
    var i = 0
    while i < objective.candidates.count {
      let e = objective.candidates[i]
      guard canEnter(e) else {
        objective.isCandidate[Int(e)] = false
        objective.candidates.swapAt(i, objective.candidates.count - 1)
        objective.candidates.removeLast()
        continue
      }
      i += 1
      let level = objective.leadingEntry(e).level
      if level < minimumLevel { continue }
      if bland {
        if best < 0 || e < best { best = e }
        continue
      }
      let work = columns[Int(e)].count
      if level > bestLevel || (level == bestLevel && (work < bestWork || (work == bestWork && e < best))) {
        best = e
        bestLevel = level
        bestWork = work
      }
    }
    return best < 0 ? nil : best
  }

  /// Takes `e` off the candidates (its negative cost is rounding residue: no direction of
  /// improvement).
  private mutating func dropCandidate(_ e: Int32) {
    guard let i = objective.candidates.firstIndex(of: e) else { return }
    objective.isCandidate[Int(e)] = false
    objective.candidates.swapAt(i, objective.candidates.count - 1)
    objective.candidates.removeLast()
  }

  /// The row that limits how far `e` can increase: the minimum ratio over restricted rows (a
  /// dummy basic row allows no move at all), with its ratio and the pivot element's
  /// magnitude relative to the largest in its row.
  private func primalLeavingRow(for e: Int32) -> (Int32, Double, Double)? {
    // First ignoring coefficients at noise level in their row; if nothing blocks then, a
    // small but real coefficient must not be missed.
    guard let found = primalLeavingRow(for: e, ignoringNoise: true)
    else { return primalLeavingRow(for: e, ignoringNoise: false) }
    if found.2 >= _Tolerance.refresh || usesBlandsRule { return found }
    return largerPivot(for: e, ratio: found.1) ?? found
  }

  /// Harris's ratio test, only when the minimum ratio's element is small in its row: among
  /// the rows whose ratio is within the feasibility tolerance of `ratio` (so that the rows
  /// left behind go negative by rounding at most), the one whose element is largest in its
  /// row, if it is larger than ``_Tolerance/refresh``. Mixed magnitudes give elements of
  /// 1e-11 of their row in rows whose constant is rounding residue (1e-12): pivoting there
  /// put 5e10 into the rows, where a row beside it blocked at almost the same ratio.
  private func largerPivot(for e: Int32, ratio minimum: Double) -> (Int32, Double, Double)? {
    // The largest ratio each row allows with its constant moved by the tolerance.
    var bound = Double.infinity
    for entry in columns[Int(e)] {
      let row = rows[Int(entry.row)]
      let kind = kinds[Int(row.basic)]
      let a = row.cells[Int(entry.index)].coefficient
      if kind == .external || kind == .dummy || a >= 0 { continue }
      let slack = max(0, row.constant) + _Tolerance.feasibility * max(1, abs(row.constant))
      bound = min(bound, -slack / a)
    }
    var best: (Int32, Double, Double)? = nil
    for entry in columns[Int(e)] {
      let row = rows[Int(entry.row)]
      let kind = kinds[Int(row.basic)]
      let a = row.cells[Int(entry.index)].coefficient
      if kind == .external || kind == .dummy || a >= 0 { continue }
      let ratio = max(minimum, -row.constant / a)
      if ratio > bound { continue }
      let relative = abs(a) / _Tolerance.largest(row.cells)
      if relative >= _Tolerance.refresh && relative > (best?.2 ?? 0) {
        best = (entry.row, ratio, relative)
      }
    }
    return best
  }

  private func primalLeavingRow(for e: Int32, ignoringNoise: Bool) -> (Int32, Double, Double)? {
    var best: Int32 = -1
    var bestRelative = 0.0
    var bestRatio = Double.infinity
    var bestMagnitude = 0.0
    var bestReliable = false
    var bestBasic = Int32.max
    let bland = usesBlandsRule
    for entry in columns[Int(e)] {
      let q = entry.row
      let row = rows[Int(q)]
      let kind = kinds[Int(row.basic)]
      if kind == .external { continue }
      let cell = row.cells[Int(entry.index)]
      let largest = _Tolerance.largest(row.cells)
      if ignoringNoise && abs(cell.coefficient) <= _Tolerance.pivot * largest { continue }
      let a = cell.coefficient
      let ratio: Double
      if kind == .dummy {
        ratio = 0
      } else {
        guard a < 0 else { continue }
        ratio = max(0, -row.constant / a)
      }
      let better: Bool
      if ratio != bestRatio {
        better = ratio < bestRatio
      } else if bland {
        better = row.basic < bestBasic
      } else if cell.isReliable != bestReliable {
        better = cell.isReliable
      } else {
        better = abs(a) > bestMagnitude || (abs(a) == bestMagnitude && row.basic < bestBasic)
      }
      if better {
        best = q
        bestRatio = ratio
        bestMagnitude = abs(a)
        bestReliable = cell.isReliable
        bestBasic = row.basic
        bestRelative = abs(a) / largest
      }
    }
    return best < 0 ? nil : (best, bestRatio, bestRelative)
  }

  // MARK: - Dual

  /// Pivots until every restricted basic symbol is back in bounds, keeping the objective
  /// optimal. Requires an optimal objective (dual feasibility).
  ///
  /// With `reportingFailure`, a row that no symbol can move back stops it and it returns
  /// `false` (the caller undoes what it did); otherwise such a row, which only rounding
  /// noise produces in a feasible system, is snapped and counted in `numericRepairs`.
  ///
  /// With `stoppingBeforeSmallPivots`, it returns `false` before a pivot on an element below
  /// ``_Tolerance/refresh`` of its row unless the rows are fresh, as ``optimize(stoppingBeforeSmallPivots:)``.
  @discardableResult
  mutating func dualOptimize(reportingFailure: Bool, stoppingBeforeSmallPivots: Bool)
    -> Bool
  {
    while let b = infeasible.pop() {
      let r = rowOf[Int(b)]
      guard r >= 0 else { continue }
      let constant = rows[Int(r)].constant
      let direction: Double
      switch kinds[Int(b)] {
      case .external, .unused: continue
      case .dummy:
        if constant == 0 { continue }
        direction = constant < 0 ? 1 : -1
      case .slack, .error, .artificial:
        if constant >= 0 { continue }
        direction = 1
      }
      guard let (e, relative) = dualEnteringSymbol(row: r, direction: direction) else {
        if reportingFailure {
          degeneratePivots = 0
          return false
        }
        // No symbol can move the row back: only rounding noise gets here for a feasible
        // required system; the violation is negligible, so snap it.
        numericRepairs += 1
        rows[Int(r)].constant = 0
        continue
      }
      if waitsForFreshRows(relative, stoppingBeforeSmallPivots) {
        infeasible.push(b)
        degeneratePivots = 0
        return false
      }
      notePivot(ratio: objective.leadingCoefficient(e) == 0 ? 0 : 1)
      pivot(entering: e, row: r)
    }
    degeneratePivots = 0
    return true
  }

  /// The entering symbol of the dual ratio test for row `r`: among the pivotable symbols
  /// whose coefficient moves the basic symbol in `direction`, the smallest cost/coefficient.
  /// With the element's magnitude relative to the largest in the row.
  private func dualEnteringSymbol(row r: Int32, direction: Double) -> (Int32, Double)? {
    dualEnteringSymbol(row: r, direction: direction, ignoringNoise: true)
      ?? dualEnteringSymbol(row: r, direction: direction, ignoringNoise: false)
  }

  private func dualEnteringSymbol(row r: Int32, direction: Double, ignoringNoise: Bool)
    -> (Int32, Double)?
  {
    var best: Int32 = -1
    var bestCoefficient = 0.0
    var bestReliable = false
    let largest = _Tolerance.largest(rows[Int(r)].cells)
    let noise = ignoringNoise ? _Tolerance.pivot * largest : 0
    for cell in rows[Int(r)].cells {
      let a = cell.coefficient * direction
      guard a > noise, kinds[Int(cell.symbol)].isPivotable else { continue }
      let order = best < 0 ? -1 : objective.compareRatios(cell.symbol, a, best, bestCoefficient)
      let better: Bool
      if order != 0 {
        better = order < 0
      } else if usesBlandsRule {
        better = cell.symbol < best
      } else if cell.isReliable != bestReliable {
        better = cell.isReliable
      } else {
        better = a > bestCoefficient || (a == bestCoefficient && cell.symbol < best)
      }
      if better {
        bestReliable = cell.isReliable
        best = cell.symbol
        bestCoefficient = a
      }
    }
    return best < 0 ? nil : (best, bestCoefficient / largest)
  }
}
