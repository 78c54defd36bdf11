/// A target row of a substitution by columns: the row, where the substituted symbol sits in
/// it, its coefficient there, the first of its cells that cancelled (a list through
/// ``_CancelledCell/next``) and the first and last of the cells it gains (a list through
/// ``_AddedCell/next``).
struct _SubstitutionTarget {
  var row: Int32
  var index: Int32
  var factor: Double
  /// The factor's digits lost (its rounding bound over its magnitude).
  var factorLoss: Double
  var firstCancelled: Int32 = -1
  var firstAdded: Int32 = -1
  var lastAdded: Int32 = -1
}

/// A cell that a substitution by columns cancelled to zero, to drop afterwards.
struct _CancelledCell {
  var index: Int32
  var next: Int32
}

/// A cell that a substitution by columns adds to a row, once the row's cells that go have
/// gone (so that a row whose length does not change keeps its storage, as in a merge).
struct _AddedCell {
  var cell: _Cell
  var next: Int32 = -1
}

/// Substitution column by column.
///
/// Merging the source row into each target row (``_Tableau/substituteOut(_:solvedIn:)``'s
/// usual way) reads every cell of every target to find the symbols they share. When a short
/// row is substituted into long ones (a marker pivoted out of the first item of a long
/// chain, whose rows all hold it), that reading is the whole cost: O(N) per row, O(N^2) per
/// pivot. Here the shared symbols are found through the source symbols' columns instead, so
/// a pivot costs the columns of the source row's symbols plus one update per new or changed
/// cell, and a target row is never read beyond the cells that change.
extension _Tableau {
  /// Whether substituting row `r` (just solved for `s`) by columns is clearly cheaper than
  /// merging it into each row that holds `s`.
  ///
  /// By columns, each source cell costs its column plus one scattered update per target;
  /// by rows, each target costs its length plus the source, in a tight loop over contiguous
  /// cells that is about twice as fast per cell (callgrind, tree 1,000). So columns win
  /// only by a factor: a short row into long ones, as in the removal of a chain's first items.
  func substitutesByColumns(_ s: Int32, solvedIn r: Int32) -> Bool {
    var targets = 0
    var byRows = 0
    for entry in columns[Int(s)] where entry.row != r {
      targets += 1
      byRows += rows[Int(entry.row)].cells.count
    }
    // Both ways cost at least the updates; the columns are summed only while they can still
    // win, so this choice never costs more than a fraction of the merge it may avoid (a new
    // row, which no other row holds yet, costs nothing here).
    let budget = byRows - 2 * rows[Int(r)].cells.count * targets
    if budget <= 0 { return false }
    var byColumns = 0
    for cell in rows[Int(r)].cells {
      byColumns += columns[Int(cell.symbol)].count
      if 2 * byColumns >= budget { return false }
    }
    return true
  }

  /// ``substituteOut(_:solvedIn:)`` column by column; leaves the column of `s` to the caller
  /// (its entries are stale afterwards) and the objective too.
  ///
  /// Numerically the same as merging row by row: every changed coefficient is the same sum
  /// of the same two numbers, with the same rounding bound; only the order of the cells in
  /// a target row differs. The scratch arrays are moved out of `self` meanwhile (as in
  /// `addRow`), so that no buffer is shared while `self` is mutated: no allocation once
  /// their capacity is reached.
  mutating func substituteByColumns(_ s: Int32, solvedIn r: Int32) {
    var targets = substitutionTargets
    substitutionTargets = []
    var cancelled = cancelledCells
    cancelledCells = []
    var added = addedCells
    addedCells = []
    var positions = rowPosition
    rowPosition = []
    for entry in columns[Int(s)] where entry.row != r {
      let cell = rows[Int(entry.row)].cells[Int(entry.index)]
      targets.append(
        _SubstitutionTarget(
          row: entry.row, index: entry.index, factor: cell.coefficient,
          factorLoss: cell.scale / abs(cell.coefficient)))
    }
    rowsTouched += targets.count
    let sourceConstant = rows[Int(r)].constant
    let sourceCount = rows[Int(r)].cells.count
    for k in 0..<sourceCount {
      let cell = rows[Int(r)].cells[k]
      let sym = Int(cell.symbol)
      let loss = cell.scale / abs(cell.coefficient)
      // Where each row holding the symbol holds it.
      let held = columns[sym].count
      cellsVisited += held + targets.count
      for j in 0..<held {
        let entry = columns[sym][j]
        positions[Int(entry.row)] = entry.index
      }
      for t in targets.indices {
        let q = Int(targets[t].row)
        let delta = targets[t].factor * cell.coefficient
        let scale = abs(delta) * max(loss, targets[t].factorLoss)
        let p = positions[q]
        if p >= 0 {
          let sum = _Tolerance.sum(rows[q].cells[Int(p)].coefficient, delta)
          rows[q].cells[Int(p)].coefficient = sum
          rows[q].cells[Int(p)].scale = max(rows[q].cells[Int(p)].scale, scale)
          if sum == 0 {
            cancelled.append(_CancelledCell(index: p, next: targets[t].firstCancelled))
            targets[t].firstCancelled = Int32(cancelled.count - 1)
          }
        } else if abs(delta) >= _Tolerance.underflow {
          let new = _Cell(symbol: cell.symbol, coefficient: delta, scale: scale)
          added.append(_AddedCell(cell: new))
          let a = Int32(added.count - 1)
          if targets[t].lastAdded >= 0 {
            added[Int(targets[t].lastAdded)].next = a
          } else {
            targets[t].firstAdded = a
          }
          targets[t].lastAdded = a
        }
      }
      for j in 0..<held { positions[Int(columns[sym][j].row)] = -1 }
    }
    // The substituted symbol and the cancelled cells leave each target, the highest index
    // first (a swap-remove moves the row's last cell, which is then never one still to go);
    // then the new cells join it.
    var indices = removalIndices
    removalIndices = []
    for target in targets {
      let q = target.row
      rows[Int(q)].constant = _Tolerance.sum(
        rows[Int(q)].constant, target.factor * sourceConstant)
      indices.append(target.index)
      var c = target.firstCancelled
      while c >= 0 {
        indices.append(cancelled[Int(c)].index)
        c = cancelled[Int(c)].next
      }
      // Few indices per row: an insertion sort, descending.
      for i in 1..<indices.count {
        let x = indices[i]
        var j = i
        while j > 0 && indices[j - 1] < x {
          indices[j] = indices[j - 1]
          j -= 1
        }
        indices[j] = x
      }
      for index in indices {
        let cell = rows[Int(q)].cells[Int(index)]
        // The column of `s` is emptied by the caller; a cancelled cell leaves its own.
        if cell.symbol != s { leaveColumn(cell) }
        removeCell(at: index, fromRow: q)
      }
      indices.removeAll(keepingCapacity: true)
      var a = target.firstAdded
      while a >= 0 {
        var cell = added[Int(a)].cell
        cell.slot = joinColumn(cell.symbol, row: q, index: rows[Int(q)].cells.count)
        rows[Int(q)].cells.append(cell)
        a = added[Int(a)].next
      }
      noteFeasibility(of: q)
    }
    removalIndices = indices
    targets.removeAll(keepingCapacity: true)
    substitutionTargets = targets
    cancelled.removeAll(keepingCapacity: true)
    cancelledCells = cancelled
    added.removeAll(keepingCapacity: true)
    addedCells = added
    rowPosition = positions
  }
}
