/// Undo scopes of ``_RevisedSimplex``: every array it changes logs element by element
/// (``_UndoArray`` for the arrays of symbols, rows, positions, levels and lists; ``_UndoRows``
/// for the columns and the costs and reduced costs per level, whose lines are long), and the
/// factors log and truncate their updates (``_BasisFactors``). A scope costs what it changed,
/// never the size of the engine; scopes nest. The work counters (`pivots`,
/// `refactorizations`, `numericRepairs`, the factors' `operations`) count the work done and
/// are not rolled back.
extension _RevisedSimplex {
  /// Where an undo scope began: the marks of every logged array, and the two counts that
  /// are plain values.
  struct UndoMark {
    fileprivate let kinds: _UndoMark
    fileprivate let columnOf: _UndoRows<_SparseEntry>.Mark
    fileprivate let positionOf: _UndoMark
    fileprivate let freeSymbols: _UndoMark
    fileprivate let rows: _UndoMark
    fileprivate let rightHandSide: _UndoMark
    fileprivate let rowMarker: _UndoMark
    fileprivate let rowOther: _UndoMark
    fileprivate let basic: _UndoMark
    fileprivate let values: _UndoMark
    fileprivate let nonBasicValues: _UndoMark
    fileprivate let factors: _BasisFactors.Mark
    fileprivate let levels: _UndoMark
    fileprivate let costs: _UndoRows<Double>.Mark
    fileprivate let reduced: _UndoRows<Double>.Mark
    fileprivate let reducedScale: _UndoRows<Double>.Mark
    fileprivate let levelScale: _UndoMark
    fileprivate let candidates: _UndoMark
    fileprivate let isCandidate: _UndoMark
    fileprivate let touched: _UndoMark
    fileprivate let isTouched: _UndoMark
    fileprivate let reported: _UndoMark
    fileprivate let deadSymbol: Int32
    fileprivate let deadRows: Int
  }

  /// Opens an undo scope: from now on every change is logged until it ends.
  /// - Complexity: O(1).
  mutating func beginUndo() -> UndoMark {
    UndoMark(
      kinds: kinds.beginUndo(), columnOf: columnOf.beginUndo(),
      positionOf: positionOf.beginUndo(), freeSymbols: freeSymbols.beginUndo(),
      rows: rows.beginUndo(), rightHandSide: rightHandSide.beginUndo(),
      rowMarker: rowMarker.beginUndo(), rowOther: rowOther.beginUndo(),
      basic: basic.beginUndo(), values: values.beginUndo(),
      nonBasicValues: nonBasicValues.beginUndo(), factors: factors.beginUndo(),
      levels: levels.beginUndo(), costs: costs.beginUndo(), reduced: reduced.beginUndo(),
      reducedScale: reducedScale.beginUndo(),
      levelScale: levelScale.beginUndo(), candidates: candidates.beginUndo(),
      isCandidate: isCandidate.beginUndo(), touched: touched.beginUndo(),
      isTouched: isTouched.beginUndo(), reported: reported.beginUndo(),
      deadSymbol: deadSymbol, deadRows: deadRows)
  }

  /// Ends the scope opened at `mark`, keeping its changes (logged for the enclosing scope,
  /// if any).
  /// - Complexity: O(1).
  mutating func endUndo(_ mark: UndoMark) {
    kinds.endUndo(mark.kinds)
    columnOf.endUndo(mark.columnOf)
    positionOf.endUndo(mark.positionOf)
    freeSymbols.endUndo(mark.freeSymbols)
    rows.endUndo(mark.rows)
    rightHandSide.endUndo(mark.rightHandSide)
    rowMarker.endUndo(mark.rowMarker)
    rowOther.endUndo(mark.rowOther)
    basic.endUndo(mark.basic)
    values.endUndo(mark.values)
    nonBasicValues.endUndo(mark.nonBasicValues)
    factors.endUndo(mark.factors)
    levels.endUndo(mark.levels)
    costs.endUndo(mark.costs)
    reduced.endUndo(mark.reduced)
    reducedScale.endUndo(mark.reducedScale)
    levelScale.endUndo(mark.levelScale)
    candidates.endUndo(mark.candidates)
    isCandidate.endUndo(mark.isCandidate)
    touched.endUndo(mark.touched)
    isTouched.endUndo(mark.isTouched)
    reported.endUndo(mark.reported)
  }

  /// Ends the scope opened at `mark`, undoing its changes: every array is as it was when
  /// the scope began, element for element.
  /// - Complexity: the entries logged since `mark`.
  mutating func rollBack(to mark: UndoMark) {
    kinds.rollBack(to: mark.kinds)
    columnOf.rollBack(to: mark.columnOf)
    positionOf.rollBack(to: mark.positionOf)
    freeSymbols.rollBack(to: mark.freeSymbols)
    rows.rollBack(to: mark.rows)
    rightHandSide.rollBack(to: mark.rightHandSide)
    rowMarker.rollBack(to: mark.rowMarker)
    rowOther.rollBack(to: mark.rowOther)
    basic.rollBack(to: mark.basic)
    values.rollBack(to: mark.values)
    nonBasicValues.rollBack(to: mark.nonBasicValues)
    factors.rollBack(to: mark.factors)
    levels.rollBack(to: mark.levels)
    costs.rollBack(to: mark.costs)
    reduced.rollBack(to: mark.reduced)
    reducedScale.rollBack(to: mark.reducedScale)
    levelScale.rollBack(to: mark.levelScale)
    candidates.rollBack(to: mark.candidates)
    isCandidate.rollBack(to: mark.isCandidate)
    touched.rollBack(to: mark.touched)
    isTouched.rollBack(to: mark.isTouched)
    reported.rollBack(to: mark.reported)
    deadSymbol = mark.deadSymbol
    deadRows = mark.deadRows
    // The scratch is at rest (zero): only its size follows the symbols and rows (fewer
    // after undoing additions, more after undoing a `removeAll()`).
    resizeScratchToSymbols()
    reducedCostsDrifted = false
  }

  /// The entries the open scopes have logged, the factors' updates not included (for tests
  /// of what a scope costs).
  var loggedCount: Int {
    kinds.loggedCount + columnOf.loggedCount + positionOf.loggedCount
      + freeSymbols.loggedCount + rows.loggedCount + rightHandSide.loggedCount
      + rowMarker.loggedCount + rowOther.loggedCount + basic.loggedCount + values.loggedCount
      + nonBasicValues.loggedCount + levels.loggedCount + costs.loggedCount + reduced.loggedCount
      + reducedScale.loggedCount
      + levelScale.loggedCount + candidates.loggedCount + isCandidate.loggedCount
      + touched.loggedCount + isTouched.loggedCount + reported.loggedCount
  }
}

extension _UndoArray {
  /// Inserts `element` at `i` (the elements after it move up, each move logged).
  /// - Complexity: O(count - i).
  mutating func insert(_ element: Element, at i: Int) {
    append(element)
    var j = count - 1
    while j > i {
      self[j] = self[j - 1]
      j -= 1
    }
    self[i] = element
  }

  /// Removes the last `n` elements.
  mutating func removeLast(_ n: Int) {
    for _ in 0..<n { removeLast() }
  }
}
