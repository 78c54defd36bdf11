/// Changes of `B` made on the LU factors in place rather than as updates, so that later
/// solves read only the entries they reach (an update is read by every solve): a border
/// folded in, the newest row and column taken out, a column detached at its pivot. Each is
/// logged with what it removed and where, so that an undo scope puts the factors back
/// exactly.
extension _BasisFactors {
  /// What taking out the newest pivot removed: the pivot's lines, the last row's entries in
  /// `B`'s other columns (by position) with their places there, and the last column.
  struct Unfolding {
    var pivot: _PivotLines
    var rowEntries: [_SparseEntry]
    var places: [Int]
    var column: [_SparseEntry]
  }

  /// Adds the row `row` (entries by position) and a column holding only `diagonal` as the
  /// factors' newest pivot (``_LUFactors/appendPivot(row:diagonal:)``). Requires no pending
  /// update and a non-zero diagonal.
  /// - Complexity: O(`row`).
  mutating func fold(row: [_SparseEntry], diagonal: Double) {
    let position = Int32(dimension)
    let uRow = row.map { _SparseEntry(index: lu.columnPivot[Int($0.index)], value: $0.value) }
    lu.appendPivot(row: uRow, diagonal: diagonal)
    for entry in row {
      columns[Int(entry.index)].append(_SparseEntry(index: position, value: entry.value))
    }
    columns.append([_SparseEntry(index: position, value: diagonal)])
    resizeScratch()
    operations += row.count + 1
    logged(.folded)
  }

  /// Takes the newest pivot and the last row and column of `B` out (when ``endsWithBorder``
  /// with no update), unlogged.
  /// - Complexity: O(the pivot's entries and the lines they touch).
  mutating func unfold() -> Unfolding {
    let last = Int32(dimension - 1)
    let pivot = lu.removeLastPivot()
    var rowEntries: [_SparseEntry] = []
    var places: [Int] = []
    for e in pivot.uRow {
      let j = Int(lu.pivotColumn[Int(e.index)])
      guard let place = columns[j].lastIndex(where: { $0.index == last }) else {
        preconditionFailure("U's row of a pivot with no L row is B's row")
      }
      rowEntries.append(_SparseEntry(index: Int32(j), value: columns[j][place].value))
      places.append(place)
      columns[j].remove(at: place)
    }
    let column = columns.removeLast()
    work.resize(to: dimension)
    scratch.resize(to: dimension)
    operations += pivot.count + 1
    return Unfolding(pivot: pivot, rowEntries: rowEntries, places: places, column: column)
  }

  /// Puts back what ``unfold()`` took out.
  mutating func refold(_ removal: Unfolding) {
    let last = Int32(dimension)
    columns.append(removal.column)
    for (e, place) in zip(removal.rowEntries, removal.places).reversed() {
      columns[Int(e.index)].insert(_SparseEntry(index: last, value: e.value), at: place)
    }
    lu.restoreLastPivot(removal.pivot)
    resizeScratch()
  }

  /// The position whose column meets row `k` at a pivot that ``detach(row:diagonal:)`` can
  /// take apart, or nil (an update is pending, row `k` is a border, or the pivot has both
  /// an `L` column and a `U` row).
  func detachablePosition(row k: Int) -> Int? {
    guard updates.isEmpty, k < lu.size else { return nil }
    let pivot = lu.rowPivot[k]
    guard lu.canDetach(pivot) else { return nil }
    return Int(lu.pivotColumn[Int(pivot)])
  }

  /// Replaces the column that meets row `k` at its pivot (``detachablePosition(row:)``) by
  /// `diagonal` times the unit vector of row `k`: a removed constraint's own symbol takes
  /// the place of the basic symbol of its pivot, and row `k` and that position become a
  /// block of their own, which decides nothing else. The factors change in place
  /// (``_LUFactors/detach(_:diagonal:)``): no solve and no update.
  /// - Complexity: O(the entries of the replaced column and the lines they touch).
  mutating func detach(row k: Int, diagonal: Double) {
    let pivot = lu.rowPivot[k]
    let position = Int(lu.pivotColumn[Int(pivot)])
    let saved = lu.detach(pivot, diagonal: diagonal)
    let old = columns[position]
    columns[position] = [_SparseEntry(index: Int32(k), value: diagonal)]
    operations += saved.count + 1
    logged(.detached(saved, position: position, column: old))
  }
}
