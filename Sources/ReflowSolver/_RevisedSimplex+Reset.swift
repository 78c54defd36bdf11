/// What the solver needs of ``_RevisedSimplex`` as a whole, for the swap of issue 15: an
/// independent copy (the scratch solver that explains a conflict) and emptying it inside
/// undo scopes (`Solver.reset()`).
extension _RevisedSimplex {
  /// The same engine with no undo scope open and nothing logged, sharing nothing that a
  /// scope of this one could roll back.
  /// - Complexity: O(1) per array (copy-on-write); the first change copies the array.
  var withoutUndo: _RevisedSimplex {
    var copy = self
    copy.kinds = kinds.withoutUndo
    copy.columnOf = columnOf.withoutUndo
    copy.positionOf = positionOf.withoutUndo
    copy.freeSymbols = freeSymbols.withoutUndo
    copy.rows = rows.withoutUndo
    copy.rightHandSide = rightHandSide.withoutUndo
    copy.rowMarker = rowMarker.withoutUndo
    copy.rowOther = rowOther.withoutUndo
    copy.basic = basic.withoutUndo
    copy.values = values.withoutUndo
    copy.nonBasicValues = nonBasicValues.withoutUndo
    copy.factors = factors.withoutUndo
    copy.levels = levels.withoutUndo
    copy.costs = costs.withoutUndo
    copy.reduced = reduced.withoutUndo
    copy.reducedScale = reducedScale.withoutUndo
    copy.levelScale = levelScale.withoutUndo
    copy.candidates = candidates.withoutUndo
    copy.isCandidate = isCandidate.withoutUndo
    copy.touched = touched.withoutUndo
    copy.isTouched = isTouched.withoutUndo
    copy.reported = reported.withoutUndo
    return copy
  }

  /// Empties the engine (no symbol, row, level or factor left) while keeping the open undo
  /// scopes: every logged array is emptied element by element (a line of the columns and
  /// costs by reference) and the factors are replaced as a refactorisation replaces them,
  /// so that a rollback restores everything. The work counters start again from 0.
  /// - Complexity: O(symbols + rows + levels) inside a scope; O(1) per array otherwise.
  mutating func removeAll() {
    kinds.removeAll()
    columnOf.removeAllLines()
    positionOf.removeAll()
    freeSymbols.removeAll()
    rows.removeAll()
    rightHandSide.removeAll()
    rowMarker.removeAll()
    rowOther.removeAll()
    basic.removeAll()
    values.removeAll()
    nonBasicValues.removeAll()
    factors.install(columns: [], factors: _LUFactors())
    levels.removeAll()
    costs.removeAllLines()
    reduced.removeAllLines()
    reducedScale.removeAllLines()
    levelScale.removeAll()
    candidates.removeAll()
    isCandidate.removeAll()
    touched.removeAll()
    isTouched.removeAll()
    reported.removeAll()
    deadSymbol = -1
    deadRows = 0
    (pivots, refactorizations, numericRepairs, valuesMoved) = (0, 0, 0, 0)
    factors.operations = 0
    degeneratePivots = 0
    reducedCostsDrifted = false
    resizeScratchToSymbols()
  }

  /// Sizes the per-symbol and per-row scratch (at rest: all zero) to the symbols and rows,
  /// after a rollback or ``removeAll()`` changed their numbers either way.
  mutating func resizeScratchToSymbols() {
    let n = kinds.count
    if rowEntry.count > n {
      rowEntry.removeLast(rowEntry.count - n)
      rowListed.removeLast(rowListed.count - n)
    } else if rowEntry.count < n {
      rowEntry.append(contentsOf: repeatElement(0, count: n - rowEntry.count))
      rowListed.append(contentsOf: repeatElement(false, count: n - rowListed.count))
    }
    resetRefinement()
    if isMoved.count < n { isMoved.append(contentsOf: repeatElement(false, count: n - isMoved.count)) }
    scratch.resize(to: dimension)
    rowVector.resize(to: dimension)
    factors.resizeScratch()
  }
}
