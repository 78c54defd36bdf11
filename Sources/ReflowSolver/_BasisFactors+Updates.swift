/// Updates of a factored basis: bordered additions and removals, column replacements.
extension _BasisFactors {
  /// Adds a row and a column at position `dimension` (the new constraint and its new basic
  /// symbol): `row` holds the new row's entries on the existing columns, `column` the new
  /// column's entries on the existing rows, `diagonal` its entry on the new row.
  ///
  /// When `column` is empty (the new basic symbol is the new constraint's own marker, or a
  /// variable no other constraint mentions), `B` stays block triangular and nothing is
  /// solved. With no update pending, the border is folded into the factors as their newest
  /// pivot (``fold(row:column:diagonal:)``: no update for later solves to read); otherwise
  /// it is an update, and one FTRAN of a non-empty `column` gives the Schur complement.
  ///
  /// - Throws: ``_SingularBasis`` (naming the new row and column) when the Schur complement
  ///   `diagonal - row . B^-1 column` is 0 within tolerance; nothing changes then.
  /// - Complexity: O(`row` + `column`) and, for a non-empty `column`, one FTRAN.
  mutating func addBorder(
    row: [_SparseEntry], column: [_SparseEntry], diagonal: Double
  ) throws(_SingularBasis) {
    if updates.isEmpty && lu.size == dimension {
      try fold(row: row, column: column, diagonal: diagonal)
      return
    }
    let position = Int32(dimension)
    var solved: [_SparseEntry] = []
    var scale = abs(diagonal)
    var pivot = diagonal
    if !column.isEmpty {
      var v = takeScratch()
      for entry in column { v.set(entry.index, entry.value) }
      ftran(&v)
      solved = v.entries
      for entry in row {
        let term = entry.value * v[entry.index]
        pivot -= term
        scale = max(scale, abs(term))
      }
      putBackScratch(&v)
    }
    guard abs(pivot) > _LUFactors.singularity * scale, scale > 0 else {
      throw _SingularBasis(row: Int(position), column: Int(position))
    }
    operations += row.count + column.count + 1
    pushUpdate(
      .border(
        position: position, row: row, column: column, diagonal: diagonal, solved: solved,
        pivot: pivot))
    logged(.appended)
  }

  /// Whether the last row and column can be taken out in O(their entries)
  /// (``removeLastBorder()`` applies): the last update is a border, or there is no update
  /// and they meet at the newest pivot of the factors (a folded border, see
  /// ``_LUFactors/canRemoveLastPivot``).
  var endsWithBorder: Bool {
    if case .border = updates.last { return true }
    return updates.isEmpty && lu.size == dimension && lu.canRemoveLastPivot
  }

  /// Removes the last bordered row and column (the newest constraint and its basic symbol).
  /// - Complexity: O(the border's non-zeros).
  mutating func removeLastBorder() {
    guard endsWithBorder else { return }
    if case .border = updates.last {
      let update = updates[updates.count - 1]
      popUpdate()
      logged(.popped(update))
    } else {
      let removal = unfoldLast()
      if openScopes > 0 { logged(.unfolded(removal)) } else { lu.recycle(removal.pivot) }
    }
  }

  /// Removes row `row` and column `column` of `B`; the last row takes the removed row's
  /// index, the last column the removed column's (swap-remove, as the tableau's free lists
  /// do). The newest border is popped in O(its size); any other pair refactorises.
  ///
  /// - Throws: ``_SingularBasis`` when what is left is singular; nothing changes then.
  /// - Complexity: O(the border) for the newest border; otherwise O(non-zeros of `B`) plus a
  ///   factorisation.
  mutating func removeRowAndColumn(row: Int, column: Int) throws(_SingularBasis) {
    let last = dimension - 1
    if row == last && column == last && endsWithBorder {
      removeLastBorder()
      return
    }
    var reduced = columns
    reduced.swapAt(column, last)
    reduced.removeLast()
    for j in reduced.indices {
      var entries = reduced[j]
      entries.removeAll { Int($0.index) == row }
      for k in entries.indices where Int(entries[k].index) == last {
        entries[k].index = Int32(row)
      }
      reduced[j] = entries
      operations += entries.count
    }
    let fresh = try _LUFactors.factorize(columns: reduced, operations: &operations)
    install(columns: reduced, factors: fresh)
    work.resize(to: dimension)
    scratch.resize(to: dimension)
  }

  /// Replaces column `position` of `B` by `column` (a new basic symbol at that position):
  /// on the factors in place when no update is pending and the position's pivot has an
  /// empty `L` column or `U` row (``replaceInPlace(_:with:)``, Forrest-Tomlin); otherwise
  /// one FTRAN of it gives the eta vector of a product-form update.
  ///
  /// - Throws: ``_SingularBasis`` (naming the position as column, and the row of the eta's
  ///   largest entry) when the eta's entry at `position` is 0 within tolerance: the new
  ///   column depends on the others. Nothing changes then.
  /// - Complexity: one FTRAN of `column`, plus the eta's non-zeros.
  mutating func replaceColumn(_ position: Int, with column: [_SparseEntry]) throws(_SingularBasis) {
    if replaceInPlace(position, with: column) { return }
    var v = takeScratch()
    for entry in column { v.set(entry.index, entry.value) }
    ftran(&v)
    // After the etas before it, in their buffer (kept across refactorisations).
    let first = etaEntries.count
    let capacity = etaEntries.capacity
    v.appendSortedEntries(to: &etaEntries, order: &sortOrder)
    if etaEntries.capacity != capacity { updateReallocations += 1 }
    let pivot = v[Int32(position)]
    putBackScratch(&v)
    var largest = 0.0
    for entry in etaEntries[first...] { largest = max(largest, abs(entry.value)) }
    guard abs(pivot) > _LUFactors.singularity * largest, pivot != 0 else {
      etaEntries.removeLast(etaEntries.count - first)
      throw _SingularBasis(row: position, column: position)
    }
    operations += etaEntries.count - first + column.count
    etaReplacements += 1
    pushUpdate(
      .eta(
        position: Int32(position), eta: Int32(first)..<Int32(etaEntries.count), pivot: pivot,
        column: column, replaced: columns[position]))
    logged(.appended)
  }

  /// The scratch vector, moved out (so that a solve may take `self` inout meanwhile).
  private mutating func takeScratch() -> _SparseVector {
    var v = _SparseVector()
    swap(&v, &scratch)
    return v
  }

  /// Clears `v` and puts it back as the scratch vector.
  private mutating func putBackScratch(_ v: inout _SparseVector) {
    v.clear()
    swap(&v, &scratch)
  }
}
