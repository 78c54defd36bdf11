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

  /// Adds the row `row` (entries by position), the column `column` (entries by row) and
  /// `diagonal` as the factors' newest pivot (``_LUFactors/appendPivot(lRow:uRow:uColumn:diagonal:)``):
  /// with an empty column, no solve; otherwise one solve with `U^T` (the row) and one with
  /// `L` (the column), each O(its reach), instead of an update every later solve reads.
  /// Requires no pending update.
  /// - Throws: ``_SingularBasis`` when the Schur complement is 0 within tolerance; nothing
  ///   changes then.
  /// - Complexity: O(`row` + `column`) plus the two solves' reach.
  mutating func fold(
    row: [_SparseEntry], column: [_SparseEntry], diagonal: Double
  ) throws(_SingularBasis) {
    let position = Int32(dimension)
    let byPivot = row.map { _SparseEntry(index: lu.columnPivot[Int($0.index)], value: $0.value) }
    var lRow: [_SparseEntry] = []
    var spike: [_SparseEntry] = []
    var pivot = diagonal
    var scale = abs(diagonal)
    var triangular = column.isEmpty
    if !column.isEmpty {
      spike = solvePivotSpace(
        column.map { _SparseEntry(index: lu.rowPivot[Int($0.index)], value: $0.value) },
        lower: true, transposed: false)
      // When no pivot of the row depends on one of the spike's, the row and the spike go
      // into U as they are (U stays acyclic, so triangular up to order; the Schur
      // complement is the diagonal): no solve with U^T, whose reach along a chain is the
      // whole chain, and no fill-in in L.
      triangular = !dependsOnAny(byPivot, of: spike)
    }
    if !column.isEmpty && !triangular {
      lRow = solvePivotSpace(byPivot, lower: false, transposed: true)
      for e in spike { scratch.set(e.index, e.value) }
      for e in lRow {
        let term = e.value * scratch[e.index]
        pivot -= term
        scale = max(scale, abs(term))
      }
      scratch.clear()
    }
    guard abs(pivot) > _LUFactors.singularity * scale, scale > 0 else {
      throw _SingularBasis(row: Int(position), column: Int(position))
    }
    if column.isEmpty {
      lu.appendPivot(uRow: byPivot, diagonal: diagonal)
    } else if triangular {
      lu.appendPivot(uRow: byPivot, uColumn: spike, diagonal: diagonal)
    } else {
      lu.appendPivot(lRow: lRow, uColumn: spike, diagonal: pivot)
    }
    for entry in row {
      columns[Int(entry.index)].append(_SparseEntry(index: position, value: entry.value))
    }
    columns.append(column + [_SparseEntry(index: position, value: diagonal)])
    resizeScratch()
    operations += row.count + column.count + lRow.count + spike.count + 1
    logged(.folded(row: row))
  }

  /// Whether a pivot of `row` depends through `U` on a pivot of `spike` (or is one): a
  /// depth-first search up `U`'s columns (the pivots whose rows hold a pivot's column) from
  /// the spike's pivots. True, as the safe answer, when the search passes
  /// ``triangularSearchLimit`` pivots.
  /// - Complexity: the pivots that depend on the spike's, at most the limit.
  mutating func dependsOnAny(_ row: [_SparseEntry], of spike: [_SparseEntry]) -> Bool {
    var reached = 0
    var found = false
    for e in spike where !visited[Int(e.index)] {
      visited[Int(e.index)] = true
      order.append(e.index)
      stackNode.append(e.index)
    }
    while let node = stackNode.popLast() {
      reached += 1
      if reached > Self.triangularSearchLimit {
        found = true
        break
      }
      for entry in lu.uColumns[node] where !visited[Int(entry.index)] {
        visited[Int(entry.index)] = true
        order.append(entry.index)
        stackNode.append(entry.index)
      }
      operations += lu.uColumns[node].count + 1
    }
    stackNode.removeAll(keepingCapacity: true)
    for e in row where visited[Int(e.index)] { found = true }
    for k in order { visited[Int(k)] = false }
    order.removeAll(keepingCapacity: true)
    return found
  }

  /// See ``dependsOnAny(_:of:)``.
  static let triangularSearchLimit = 1024

  /// Takes the newest pivot and the last row and column of `B` out, unlogged; `row` is the
  /// last row's entries on the other columns (by position).
  /// - Complexity: O(the pivot's entries and the lines they touch).
  mutating func unfold(row: [_SparseEntry]) -> Unfolding {
    let last = Int32(dimension - 1)
    let pivot = lu.removeLastPivot()
    var rowEntries: [_SparseEntry] = []
    var places: [Int] = []
    for e in row {
      let j = Int(e.index)
      guard let place = columns[j].lastIndex(where: { $0.index == last }) else {
        preconditionFailure("column \(j) holds no entry of the last row")
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

  /// Takes the newest pivot out when ``_LUFactors/canRemoveLastPivot``: the last row of
  /// `B` is then its row of `U`.
  mutating func unfoldLast() -> Unfolding {
    let k = Int32(lu.size - 1)
    return unfold(
      row: lu.uRows[k].map {
        _SparseEntry(index: lu.pivotColumn[Int($0.index)], value: $0.value)
      })
  }

  /// Replaces column `position` of `B` by `column` on the factors in place (Forrest-Tomlin),
  /// when no update is pending and its pivot's `L` column or `U` row is empty: the spike
  /// `L^-1 a`
  /// becomes `U`'s column, the old row of `U` is cleared by row operations kept in `L`'s
  /// row (one solve with `U^T`), and the pivot comes last. False, with nothing changed,
  /// when that does not apply or the new diagonal is 0 within tolerance (the caller then
  /// makes an eta).
  /// - Complexity: the reach of the two solves, plus the entries of the lines touched.
  mutating func replaceInPlace(_ position: Int, with column: [_SparseEntry]) -> Bool {
    guard updates.isEmpty, lu.size == dimension else { return false }
    let k = lu.columnPivot[position]
    // With an empty row of U there is nothing to clear (no row operation joins L's row),
    // so L's column does not matter.
    guard lu.canDetach(k) else { return false }
    // Kept buffers (a pivot of a resolve allocates as little as it can).
    var spike: [_SparseEntry] = []
    var rho: [_SparseEntry] = []
    swap(&spike, &spikeBuffer)
    swap(&rho, &rhoBuffer)
    defer {
      spike.removeAll(keepingCapacity: true)
      rho.removeAll(keepingCapacity: true)
      swap(&spike, &spikeBuffer)
      swap(&rho, &rhoBuffer)
    }
    for entry in column { work.set(lu.rowPivot[Int(entry.index)], entry.value) }
    solvePivotSpace(lower: true, transposed: false, into: &spike)
    let saved = lu.cutUpper(k)
    for e in saved.uRow { work.set(e.index, e.value) }
    solvePivotSpace(lower: false, transposed: true, into: &rho)
    for e in spike { scratch.set(e.index, e.value) }
    var pivot = scratch[k]
    var scale = abs(pivot)
    for e in spike { scale = max(scale, abs(e.value)) }
    for e in rho {
      let term = e.value * scratch[e.index]
      pivot -= term
      scale = max(scale, abs(term))
    }
    scratch.clear()
    // rho joins L's row k: it must not meet an entry already there (kept apart for undo).
    for e in lu.lRows[k] { visited[Int(e.index)] = true }
    let meets = rho.contains { visited[Int($0.index)] }
    for e in lu.lRows[k] { visited[Int(e.index)] = false }
    // Threshold pivoting, as the factorisation's: the new diagonal at least 0.1 of the
    // spike's and the row operations' entries, so that the solves through the new column
    // grow the rounding by at most 10 (else the eta, which a small pivot does not spread).
    guard !meets, pivot != 0, abs(pivot) >= _LUFactors.threshold * scale else {
      lu.restoreUpper(saved)
      lu.recycle(saved)
      return false
    }
    lu.completeReplacement(k, spike: spike, lRow: rho, diagonal: pivot)
    let old = columns[position]
    columns[position] = column
    operations += spike.count + rho.count + saved.count + column.count + 1
    inPlaceReplacements += 1
    if openScopes > 0 {
      logged(.replaced(saved, lRow: rho, position: position, column: old))
    } else {
      lu.recycle(saved)
    }
    return true
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
    if openScopes > 0 {
      logged(.detached(saved, position: position, column: old))
    } else {
      lu.recycle(saved)
    }
  }
}
