/// Undo scopes of the tableau: every array that outlives an operation is an ``_UndoArray``
/// (or the objective's and the heap's, which are made of them), so a scope logs what it
/// touches; the counters are a few numbers kept in the mark. The scratch arrays are at rest
/// (all -1, or empty) whenever a scope begins or ends, so they are neither logged nor saved:
/// a rollback only trims the per-symbol and per-row ones to the restored sizes.
extension _Tableau {
  struct UndoMark {
    fileprivate let rows: _UndoMark
    fileprivate let columns: _UndoMark
    fileprivate let kinds: _UndoMark
    fileprivate let rowOf: _UndoMark
    fileprivate let freeSymbols: _UndoMark
    fileprivate let freeRows: _UndoMark
    fileprivate let changed: _UndoMark
    fileprivate let isChanged: _UndoMark
    fileprivate let objective: _Objective.UndoMark
    fileprivate let infeasible: _UndoMark
    fileprivate let counters: (Int, Int, Int, Int, Int)
  }

  mutating func beginUndo() -> UndoMark {
    UndoMark(
      rows: rows.beginUndo(), columns: columns.beginUndo(), kinds: kinds.beginUndo(),
      rowOf: rowOf.beginUndo(), freeSymbols: freeSymbols.beginUndo(),
      freeRows: freeRows.beginUndo(), changed: changed.beginUndo(),
      isChanged: isChanged.beginUndo(), objective: objective.beginUndo(),
      infeasible: infeasible.beginUndo(),
      counters: (pivots, rowsTouched, cellsVisited, numericRepairs, degeneratePivots))
  }

  mutating func endUndo(_ mark: UndoMark) {
    rows.endUndo(mark.rows)
    columns.endUndo(mark.columns)
    kinds.endUndo(mark.kinds)
    rowOf.endUndo(mark.rowOf)
    freeSymbols.endUndo(mark.freeSymbols)
    freeRows.endUndo(mark.freeRows)
    changed.endUndo(mark.changed)
    isChanged.endUndo(mark.isChanged)
    objective.endUndo(mark.objective)
    infeasible.endUndo(mark.infeasible)
  }

  mutating func rollBack(to mark: UndoMark) {
    rows.rollBack(to: mark.rows)
    columns.rollBack(to: mark.columns)
    kinds.rollBack(to: mark.kinds)
    rowOf.rollBack(to: mark.rowOf)
    freeSymbols.rollBack(to: mark.freeSymbols)
    freeRows.rollBack(to: mark.freeRows)
    changed.rollBack(to: mark.changed)
    isChanged.rollBack(to: mark.isChanged)
    objective.rollBack(to: mark.objective)
    infeasible.rollBack(to: mark.infeasible)
    (pivots, rowsTouched, cellsVisited, numericRepairs, degeneratePivots) = mark.counters
    // Restored rows are not known to be fresh (so a small pivot waits for fresh ones).
    rowsAreFresh = false
    Self.resize(&position, to: kinds.count)
    Self.resize(&rowPosition, to: rows.count)
  }

  /// Trims or grows (with -1, at rest) a scratch array to `count` elements.
  private static func resize(_ scratch: inout [Int32], to count: Int) {
    if scratch.count > count {
      scratch.removeLast(scratch.count - count)
    } else {
      while scratch.count < count { scratch.append(-1) }
    }
  }

  /// The entries the open scopes have logged (for tests of what a scope costs).
  var loggedCount: Int {
    rows.loggedCount + columns.loggedCount + kinds.loggedCount + rowOf.loggedCount
      + freeSymbols.loggedCount + freeRows.loggedCount + changed.loggedCount
      + isChanged.loggedCount + objective.loggedCount + infeasible.items.loggedCount
  }

  /// The same tableau with no scope open and nothing logged (for an independent copy).
  var withoutUndo: _Tableau {
    var copy = self
    copy.rows = rows.withoutUndo
    copy.columns = columns.withoutUndo
    copy.kinds = kinds.withoutUndo
    copy.rowOf = rowOf.withoutUndo
    copy.freeSymbols = freeSymbols.withoutUndo
    copy.freeRows = freeRows.withoutUndo
    copy.changed = changed.withoutUndo
    copy.isChanged = isChanged.withoutUndo
    copy.objective = objective.withoutUndo
    copy.infeasible = infeasible.withoutUndo
    return copy
  }

  /// Empties the tableau, keeping the open scopes (the logged arrays are emptied element by
  /// element, so that a rollback restores them).
  mutating func removeAll() {
    rows.removeAll()
    columns.removeAll()
    kinds.removeAll()
    rowOf.removeAll()
    freeSymbols.removeAll()
    freeRows.removeAll()
    changed.removeAll()
    isChanged.removeAll()
    objective.removeAll()
    infeasible.removeAll()
    (pivots, rowsTouched, cellsVisited, numericRepairs, degeneratePivots) = (0, 0, 0, 0, 0)
    (rowsAreFresh, tookSmallPivot, basisIsIllConditioned) = (false, false, false)
    position.removeAll()
    rowPosition.removeAll()
  }
}
