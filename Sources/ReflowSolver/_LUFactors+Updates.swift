/// What an in-place change of ``_LUFactors`` took out of one pivot's lines, and where each
/// mirror entry sat in the other orientation, so that an undo puts everything back at the
/// same places (``_LUFactors/restoreLastPivot(_:)``, ``_LUFactors/reattach(_:)``).
///
/// Its arrays are pooled: one that no undo scope keeps goes back to the factors
/// (``_LUFactors/recycle(_:)``), and the next change fills it again, keeping its capacity.
struct _PivotLines {
  var pivot: Int32
  var diagonal: Double
  var lColumn: [_SparseEntry] = []
  var lRow: [_SparseEntry] = []
  var uRow: [_SparseEntry] = []
  var uColumn: [_SparseEntry] = []
  /// The places of the mirrors of `lColumn` in `lRows`, of `lRow` in `lColumns`, and so on.
  var lColumnPlaces: [Int] = []
  var lRowPlaces: [Int] = []
  var uRowPlaces: [Int] = []
  var uColumnPlaces: [Int] = []

  /// The entries taken out.
  var count: Int { lColumn.count + lRow.count + uRow.count + uColumn.count }

  /// The capacities of its arrays (a change tells that one grew).
  var capacity: Int {
    lColumn.capacity + lRow.capacity + uRow.capacity + uColumn.capacity
      + lColumnPlaces.capacity + lRowPlaces.capacity + uRowPlaces.capacity
      + uColumnPlaces.capacity
  }

  /// Empty, for `pivot`, keeping every array's capacity.
  mutating func reset(pivot: Int32, diagonal: Double) {
    self.pivot = pivot
    self.diagonal = diagonal
    lColumn.removeAll(keepingCapacity: true)
    lRow.removeAll(keepingCapacity: true)
    uRow.removeAll(keepingCapacity: true)
    uColumn.removeAll(keepingCapacity: true)
    lColumnPlaces.removeAll(keepingCapacity: true)
    lRowPlaces.removeAll(keepingCapacity: true)
    uRowPlaces.removeAll(keepingCapacity: true)
    uColumnPlaces.removeAll(keepingCapacity: true)
  }
}

/// In-place updates of the factors, each O(the entries it touches): a pivot appended for a
/// border whose column is empty, the newest pivot removed, a pivot detached from the rest.
///
/// Pivots are labels, not positions in an order: the solves find their order by a
/// depth-first search over the entries (``_BasisFactors/ftran(_:)``), so a pivot appended
/// last may come first in the elimination order (a new row over old columns is an earlier
/// row of `U`), and `L U` stays triangular in the order the search finds.
extension _LUFactors {
  /// Appends pivot `size` for a new row `size` and a new column `size` of `B`, with `L`'s
  /// row `lRow`, `U`'s row `uRow` and column `uColumn` (off the diagonal, by pivot).
  ///
  /// A border `[[B, c], [r, d]]` whose column `c` is empty is eliminated first: `L` is
  /// unchanged and `U` gains the row `(d, r)` (no solve). Otherwise it is eliminated last:
  /// `L`'s row is `r U^-1`, `U`'s column `L^-1 c` and the diagonal the Schur complement
  /// `d - r B^-1 c`.
  /// - Complexity: O(the entries given).
  mutating func appendPivot(
    lRow: [_SparseEntry] = [], uRow: [_SparseEntry] = [], uColumn: [_SparseEntry] = [],
    diagonal: Double
  ) {
    let k = Int32(size)
    pivotRow.append(k)
    pivotColumn.append(k)
    rowPivot.append(k)
    columnPivot.append(k)
    self.diagonal.append(diagonal)
    lColumns.appendLine([])
    lRows.appendLine(lRow)
    uRows.appendLine(uRow)
    uColumns.appendLine(uColumn)
    for e in lRow { lColumns.append(_SparseEntry(index: k, value: e.value), toLine: e.index) }
    for e in uRow { uColumns.append(_SparseEntry(index: k, value: e.value), toLine: e.index) }
    for e in uColumn { uRows.append(_SparseEntry(index: k, value: e.value), toLine: e.index) }
    size += 1
  }

  /// Whether the last row and the last column of `B` meet at the newest pivot, and taking
  /// that pivot out leaves the factors of the rest: its column of `L` or its row of `U`
  /// (off the diagonal) is empty, so no other entry of `L U` goes through it. Its row of
  /// `L` is empty too, so that its row of `U` is `B`'s row as written.
  var canRemoveLastPivot: Bool {
    guard size > 0 else { return false }
    let k = Int32(size - 1)
    return rowPivot[size - 1] == k && columnPivot[size - 1] == k && lRows[k].isEmpty
      && canDetach(k)
  }

  /// Removes the newest pivot (the last row and column of `B`), when
  /// ``canRemoveLastPivot``; returns what it took out, for ``restoreLastPivot(_:)``.
  /// - Complexity: O(the pivot's entries and the lines of their mirrors).
  mutating func removeLastPivot() -> _PivotLines {
    let k = Int32(size - 1)
    var saved = pivotLines(k)
    cut(&saved, lower: true, column: true)
    cut(&saved, lower: true, column: false)
    cut(&saved, lower: false, column: true)
    cut(&saved, lower: false, column: false)
    lColumns.removeLastLine()
    lRows.removeLastLine()
    uRows.removeLastLine()
    uColumns.removeLastLine()
    pivotRow.removeLast()
    pivotColumn.removeLast()
    rowPivot.removeLast()
    columnPivot.removeLast()
    diagonal.removeLast()
    size -= 1
    return saved
  }

  /// Puts back the pivot ``removeLastPivot()`` took out.
  mutating func restoreLastPivot(_ saved: _PivotLines) {
    let k = saved.pivot
    pivotRow.append(k)
    pivotColumn.append(k)
    rowPivot.append(k)
    columnPivot.append(k)
    diagonal.append(saved.diagonal)
    lColumns.appendLine([])
    lRows.appendLine([])
    uRows.appendLine([])
    uColumns.appendLine([])
    size += 1
    paste(saved, lower: false, column: false)
    paste(saved, lower: false, column: true)
    paste(saved, lower: true, column: false)
    paste(saved, lower: true, column: true)
  }

  /// Whether pivot `k` can be detached (``detach(_:diagonal:)``): its column of `L` or its
  /// row of `U` is empty.
  func canDetach(_ k: Int32) -> Bool { lColumns[k].isEmpty || uRows[k].isEmpty }

  /// Replaces the column of `B` at pivot `k` by `diagonal` times the unit vector of the
  /// pivot's row: `U`'s column `k` (off the diagonal) goes, and so does `L`'s column `k`
  /// when it is not empty (then `U`'s row `k` is, so no other entry of `L U` went through
  /// it). The rest of `L U` is unchanged: the pivot's row and column are now a block of
  /// their own, and the others are factored as before. Returns what it took out, for
  /// ``reattach(_:)``.
  /// - Complexity: O(the entries of the column and the lines of their mirrors).
  mutating func detach(_ k: Int32, diagonal: Double) -> _PivotLines {
    precondition(canDetach(k), "a pivot whose L column and U row are both non-empty")
    var saved = pivotLines(k)
    cut(&saved, lower: false, column: true)
    cut(&saved, lower: true, column: true)
    self.diagonal[Int(k)] = diagonal
    return saved
  }

  /// Puts back what ``detach(_:diagonal:)`` took out.
  mutating func reattach(_ saved: _PivotLines) {
    paste(saved, lower: true, column: true)
    paste(saved, lower: false, column: true)
    diagonal[Int(saved.pivot)] = saved.diagonal
  }

  // MARK: - Forrest-Tomlin

  /// Takes out pivot `k`'s row and column of `U` (off the diagonal), the first step of
  /// replacing its column (``completeReplacement(_:uColumn:lRow:diagonal:)``); returns
  /// them for ``restoreUpper(_:)``.
  mutating func cutUpper(_ k: Int32) -> _PivotLines {
    var saved = pivotLines(k)
    cut(&saved, lower: false, column: true)
    cut(&saved, lower: false, column: false)
    return saved
  }

  /// Puts back what ``cutUpper(_:)`` took out.
  mutating func restoreUpper(_ saved: _PivotLines) {
    paste(saved, lower: false, column: false)
    paste(saved, lower: false, column: true)
    diagonal[Int(saved.pivot)] = saved.diagonal
  }

  /// Completes a Forrest-Tomlin replacement of pivot `k`'s column (its `L` column empty, or
  /// its `U` row and so `lRow`; its `U` row and column cut): `U`'s column becomes the spike
  /// (`L^-1` of the new column, its entry at `k` left out: that is the diagonal's), the row
  /// operations that cleared `U`'s old row are appended to `L`'s row `k` (`lRow`, `rho`
  /// with `rho^T U = U`'s old row), and the diagonal is what is left. The pivot now comes
  /// last in the order the solves find.
  /// - Complexity: O(the entries given).
  mutating func completeReplacement(
    _ k: Int32, spike: [_SparseEntry], lRow: [_SparseEntry], diagonal: Double
  ) {
    for e in spike where e.index != k {
      uColumns.append(e, toLine: k)
      uRows.append(_SparseEntry(index: k, value: e.value), toLine: e.index)
    }
    for e in lRow {
      lRows.append(e, toLine: k)
      lColumns.append(_SparseEntry(index: k, value: e.value), toLine: e.index)
    }
    self.diagonal[Int(k)] = diagonal
  }

  /// Undoes ``completeReplacement(_:uColumn:lRow:diagonal:)`` then ``cutUpper(_:)``.
  mutating func undoReplacement(_ saved: _PivotLines, lRow: [_SparseEntry]) {
    let k = saved.pivot
    for e in lRow.reversed() {
      _ = lColumns.remove(index: k, fromLine: e.index)
      _ = lRows.remove(index: e.index, fromLine: k)
    }
    for e in uColumns[k].reversed() { _ = uRows.remove(index: k, fromLine: e.index) }
    uColumns.setLine(k, to: [])
    restoreUpper(saved)
  }

  // MARK: - Saved lines

  /// Saved lines for pivot `k`, empty: a recycled one when there is one.
  mutating func pivotLines(_ k: Int32) -> _PivotLines {
    var saved = spareLines.popLast() ?? _PivotLines(pivot: k, diagonal: 0)
    saved.reset(pivot: k, diagonal: diagonal[Int(k)])
    return saved
  }

  /// Takes back saved lines that no undo scope keeps, for ``pivotLines(_:)`` to reuse.
  mutating func recycle(_ saved: _PivotLines) {
    if spareLines.count == spareLines.capacity { spareReallocations += 1 }
    spareLines.append(saved)
  }

  /// Empties one line of the saved pivot and removes its mirrors, recording both.
  private mutating func cut(_ saved: inout _PivotLines, lower: Bool, column: Bool) {
    let k = saved.pivot
    let capacity = saved.capacity
    defer { if saved.capacity != capacity { spareReallocations += 1 } }
    switch (lower, column) {
    case (true, true):
      lColumns.takeLine(k, into: &saved.lColumn)
      lRows.removeMirrors(of: saved.lColumn, pivot: k, places: &saved.lColumnPlaces)
    case (true, false):
      lRows.takeLine(k, into: &saved.lRow)
      lColumns.removeMirrors(of: saved.lRow, pivot: k, places: &saved.lRowPlaces)
    case (false, true):
      uColumns.takeLine(k, into: &saved.uColumn)
      uRows.removeMirrors(of: saved.uColumn, pivot: k, places: &saved.uColumnPlaces)
    case (false, false):
      uRows.takeLine(k, into: &saved.uRow)
      uColumns.removeMirrors(of: saved.uRow, pivot: k, places: &saved.uRowPlaces)
    }
  }

  /// The inverse of ``cut(_:lower:column:)``.
  private mutating func paste(_ saved: _PivotLines, lower: Bool, column: Bool) {
    let k = saved.pivot
    switch (lower, column) {
    case (true, true):
      lRows.restoreMirrors(of: saved.lColumn, pivot: k, places: saved.lColumnPlaces)
      lColumns.setLine(k, to: saved.lColumn)
    case (true, false):
      lColumns.restoreMirrors(of: saved.lRow, pivot: k, places: saved.lRowPlaces)
      lRows.setLine(k, to: saved.lRow)
    case (false, true):
      uRows.restoreMirrors(of: saved.uColumn, pivot: k, places: saved.uColumnPlaces)
      uColumns.setLine(k, to: saved.uColumn)
    case (false, false):
      uColumns.restoreMirrors(of: saved.uRow, pivot: k, places: saved.uRowPlaces)
      uRows.setLine(k, to: saved.uRow)
    }
  }
}
