/// The simplex tableau: rows solved for basic symbols, a column index, and the objective.
///
/// Symbols and rows are dense integer ids into contiguous arrays; ids are recycled through
/// free lists (last freed, first reused), so the same calls always produce the same ids.
/// Which row holds a symbol is found through `columns`, so a pivot rewrites only the rows
/// that mention the entering symbol.
struct _Tableau {
  // MARK: Symbols
  var kinds = _UndoArray<_SymbolKind>()
  /// Per symbol: the row it is basic in, or -1 when it is parametric (its value is then 0).
  var rowOf = _UndoArray<Int32>()
  /// Per parametric symbol: the rows that hold it and where (unordered).
  var columns = _UndoArray<[_ColumnEntry]>()
  var freeSymbols = _UndoArray<Int32>()

  // MARK: Rows
  var rows = _UndoArray<_Row>()
  var freeRows = _UndoArray<Int32>()

  // MARK: Objective and feasibility
  var objective = _Objective()
  /// Basic symbols of rows that may have become infeasible (a min-heap: Bland's rule).
  var infeasible = _Heap()

  /// Scratch: per symbol, its index in the row being merged, or -1. All -1 at rest.
  var position: [Int32] = []
  /// Scratch: the cells a merge adds to a row. Empty at rest; keeps its capacity.
  var newCells: [_Cell] = []
  /// Scratch: per row, the index in it of the symbol being substituted by columns, or -1.
  /// All -1 at rest.
  var rowPosition: [Int32] = []
  /// Scratch of ``substituteByColumns(_:solvedIn:)``. Empty at rest; keep their capacity.
  var substitutionTargets: [_SubstitutionTarget] = []
  var cancelledCells: [_CancelledCell] = []
  var addedCells: [_AddedCell] = []
  var removalIndices: [Int32] = []
  /// Work counters, folded into ``Solver/Statistics`` by the solver.
  /// External symbols whose value may have changed since the last
  /// ``Solver/consumeChangedVariables(_:)`` (each once), and a flag per symbol.
  var changed = _UndoArray<Int32>()
  var isChanged = _UndoArray<Bool>()
  var pivots = 0
  var rowsTouched = 0
  /// Cells read or written by substitutions (the cost of a pivot beyond its row count):
  /// for complexity tests, through `@testable import`.
  var cellsVisited = 0
  /// Times a row was found infeasible only by rounding and snapped back (should stay 0).
  var numericRepairs = 0
  /// Degenerate pivots in a row, for the switch to Bland's rule.
  var degeneratePivots = 0
  /// Whether no row was combined with another since the rows were last written afresh from
  /// the constraints (``Solver/refreshRows()``): a small pivot is then taken as it is.
  var rowsAreFresh = false
  /// Whether a pivot on an element below ``_Tolerance/refresh`` of its row was taken since
  /// the rows were last written afresh.
  var tookSmallPivot = false
  /// Whether the rows were last written afresh for a basis that needed a small pivot (one
  /// below ``_Tolerance/refresh`` of its row): ill-conditioned, so the rows' errors are
  /// magnified until they are written afresh for a basis reached from it.
  var basisIsIllConditioned = false
  /// Times the rows were written afresh before a small pivot (0 unless magnitudes mix).
  var refreshes = 0

  // MARK: - Symbols

  /// A new symbol of `kind`, parametric and in no row.
  mutating func newSymbol(_ kind: _SymbolKind) -> Int32 {
    if let s = freeSymbols.popLast() {
      kinds[Int(s)] = kind
      return s
    }
    kinds.append(kind)
    isChanged.append(false)
    rowOf.append(-1)
    columns.append([])
    position.append(-1)
    objective.growSymbols(to: kinds.count)
    return Int32(kinds.count - 1)
  }

  /// Gives a parametric symbol's id back, dropping any rounding residue it left in rows.
  mutating func releaseSymbol(_ s: Int32) {
    precondition(rowOf[Int(s)] < 0, "only a parametric symbol can be released")
    let column = columns[Int(s)]
    columns[Int(s)] = []
    for entry in column { removeCell(at: entry.index, fromRow: entry.row) }
    objective.clear(s)
    kinds[Int(s)] = .unused
    freeSymbols.append(s)
  }

  /// The current value of a symbol: its row's constant if basic, else 0.
  @inline(__always) func value(of s: Int32) -> Double {
    let r = rowOf[Int(s)]
    return r < 0 ? 0 : rows[Int(r)].constant
  }

  @inline(__always) func isBasic(_ s: Int32) -> Bool { rowOf[Int(s)] >= 0 }

  // MARK: - Rows

  /// Inserts `basic = constant + cells` (cells over parametric symbols, none of them `basic`).
  @discardableResult
  mutating func insertRow(basic: Int32, constant: Double, cells: [_Cell]) -> Int32 {
    let r: Int32 = freeRows.popLast() ?? Int32(rows.count)
    var cells = cells
    for i in cells.indices { cells[i].slot = joinColumn(cells[i].symbol, row: r, index: i) }
    let row = _Row(basic: basic, constant: constant, cells: cells)
    if Int(r) == rows.count {
      rows.append(row)
      rowPosition.append(-1)
    } else {
      rows[Int(r)] = row
    }
    rowOf[Int(basic)] = r
    noteFeasibility(of: r)
    return r
  }

  /// Deletes a row; its basic symbol becomes parametric (and appears nowhere).
  mutating func deleteRow(_ r: Int32) {
    let row = rows[Int(r)]
    for cell in row.cells { leaveColumn(cell) }
    if kinds[Int(row.basic)] == .external { markChanged(row.basic) }
    rowOf[Int(row.basic)] = -1
    rows[Int(r)] = _Row(basic: -1, constant: 0, cells: [])
    freeRows.append(r)
  }

  /// The coefficient of `s` in row `r`, or 0.
  func coefficient(of s: Int32, inRow r: Int32) -> Double {
    cell(of: s, inRow: r)?.coefficient ?? 0
  }

  /// The cell of `s` in row `r`, if it holds `s`.
  func cell(of s: Int32, inRow r: Int32) -> _Cell? {
    for cell in rows[Int(r)].cells where cell.symbol == s { return cell }
    return nil
  }

  /// The cell a column entry points at.
  @inline(__always) func cell(at entry: _ColumnEntry) -> _Cell {
    rows[Int(entry.row)].cells[Int(entry.index)]
  }

  /// `constant + sum(terms)` rewritten over parametric symbols: every basic symbol among the
  /// terms is replaced by its row. Terms may repeat a symbol; zero sums are dropped.
  mutating func expand(_ terms: [(symbol: Int32, coefficient: Double)], constant: Double)
    -> (constant: Double, cells: [_Cell])
  {
    var cells: [_Cell] = []
    var total = constant
    func accumulate(
      _ s: Int32, _ c: Double, scale: Double, into cells: inout [_Cell], _ position: inout [Int32]
    ) {
      let p = position[Int(s)]
      if p >= 0 {
        cells[Int(p)].coefficient = _Tolerance.sum(cells[Int(p)].coefficient, c)
        cells[Int(p)].scale = max(cells[Int(p)].scale, scale)
      } else if c != 0 {
        position[Int(s)] = Int32(cells.count)
        cells.append(_Cell(symbol: s, coefficient: c, scale: scale))
      }
    }
    for (s, c) in terms where c != 0 {
      let r = rowOf[Int(s)]
      if r >= 0 {
        let row = rows[Int(r)]
        total = _Tolerance.sum(total, c * row.constant)
        for cell in row.cells {
          accumulate(
            cell.symbol, c * cell.coefficient, scale: abs(c) * cell.scale, into: &cells,
            &position)
        }
      } else {
        accumulate(s, c, scale: abs(c), into: &cells, &position)
      }
    }
    for cell in cells { position[Int(cell.symbol)] = -1 }
    cells.removeAll { $0.coefficient == 0 }
    return (total, cells)
  }

  // MARK: - Substitution and pivots

  /// Replaces the parametric symbol `s` by the row `r` it has just been solved for, in every
  /// other row that holds it and in the objective. Afterwards `s` is only in `r`'s basis.
  ///
  /// Row by row (each target row merged with the source, O(target + source)) or, when the
  /// source row's symbols have shorter columns than the target rows are long, column by
  /// column (``substituteByColumns(_:solvedIn:)``, which never reads the rest of a target).
  mutating func substituteOut(_ s: Int32, solvedIn r: Int32) {
    rowsAreFresh = false
    if substitutesByColumns(s, solvedIn: r) {
      substituteByColumns(s, solvedIn: r)
    } else {
      // Rewriting a row never touches the column of `s` (the source row does not hold it),
      // so it can be walked in place, then emptied keeping its storage: no allocation.
      var k = 0
      while k < columns[Int(s)].count {
        let q = columns[Int(s)][k].row
        if q != r { addRow(r, into: q, replacing: s) }
        k += 1
      }
    }
    columns[Int(s)].removeAll(keepingCapacity: true)
    // The costs of `s` move onto the symbols of its row (none of which is `s`).
    var entry = objective.head[Int(s)]
    while entry >= 0 {
      let level = objective.entries[Int(entry)].level
      let d = objective.entries[Int(entry)].coefficient
      for i in rows[Int(r)].cells.indices {
        let cell = rows[Int(r)].cells[i]
        objective.add(d * cell.coefficient, to: cell.symbol, at: level)
      }
      entry = objective.entries[Int(entry)].next
    }
    objective.clear(s)
  }

  /// Row `q` holds `s` with some coefficient `a`; replaces that term by `a x row r`.
  ///
  /// The hot loop of the solver, on raw buffers: the scratch index `position` and the
  /// scratch list `newCells` are moved out of `self` meanwhile, so that holding their
  /// buffers does not overlap with the mutations of `self` (columns) in between.
  private mutating func addRow(_ r: Int32, into q: Int32, replacing s: Int32) {
    rowsTouched += 1
    cellsVisited += rows[Int(q)].cells.count + rows[Int(r)].cells.count
    var cells = rows[Int(q)].cells
    rows[Int(q)].cells = []
    var pos = position
    position = []
    var added = newCells
    newCells = []
    var factor = 0.0
    var factorScale = 0.0
    let sourceConstant = rows[Int(r)].constant
    do {
      // The source row is only read, and released before any slot is updated (a second
      // owner of its storage would turn such an update into a copy-on-write allocation).
      let source = rows[Int(r)].cells
      pos.withUnsafeMutableBufferPointer { pos in
        cells.withUnsafeMutableBufferPointer { c in
          for i in 0..<c.count {
            let sym = c[i].symbol
            if sym == s {
              factor = c[i].coefficient
              factorScale = c[i].scale
              c[i].coefficient = 0
            }
            pos[Int(sym)] = Int32(i)
          }
          // A product has lost as many digits as the worse of its factors (only sums that
          // cancel lose more): its scale keeps the larger of the two scale/value ratios.
          let factorLoss = factorScale / abs(factor)
          source.withUnsafeBufferPointer { src in
            for k in 0..<src.count {
              let cell = src[k]
              let delta = factor * cell.coefficient
              let scale = abs(delta) * max(cell.scale / abs(cell.coefficient), factorLoss)
              let p = Int(pos[Int(cell.symbol)])
              if p >= 0 {
                c[p].coefficient = _Tolerance.sum(c[p].coefficient, delta)
                c[p].scale = max(c[p].scale, scale)
              } else if abs(delta) >= _Tolerance.underflow {
                added.append(_Cell(symbol: cell.symbol, coefficient: delta, scale: scale))
              }
            }
          }
          for i in 0..<c.count { pos[Int(c[i].symbol)] = -1 }
        }
      }
    }
    rows[Int(q)].constant = _Tolerance.sum(rows[Int(q)].constant, factor * sourceConstant)
    // Compact in place: drop `s` and cancelled cells (they leave their columns).
    var kept = 0
    for i in 0..<cells.count {
      let cell = cells[i]
      if cell.symbol != s && cell.coefficient != 0 {
        if kept != i {
          cells[kept] = cell
          columns[Int(cell.symbol)][Int(cell.slot)].index = Int32(kept)
        }
        kept += 1
      } else if cell.symbol != s {
        leaveColumn(cell)
      }
    }
    cells.removeLast(cells.count - kept)
    for i in 0..<added.count {
      var cell = added[i]
      cell.slot = joinColumn(cell.symbol, row: q, index: cells.count)
      cells.append(cell)
    }
    added.removeAll(keepingCapacity: true)
    newCells = added
    position = pos
    rows[Int(q)].cells = cells
    noteFeasibility(of: q)
  }

  /// Makes `entering` basic in row `r`, whose basic symbol becomes parametric.
  mutating func pivot(entering e: Int32, row r: Int32) {
    pivots += 1
    let leaving = rows[Int(r)].basic
    var cells = rows[Int(r)].cells
    rows[Int(r)].cells = []
    guard let index = cells.firstIndex(where: { $0.symbol == e }) else {
      preconditionFailure("pivot on a symbol absent from the row")
    }
    let a = cells[index].coefficient
    // A quotient has lost as many digits as the worse of dividend and divisor.
    let divisorLoss = cells[index].scale / abs(a)
    // Swap-remove: the last cell takes the entering symbol's place (its column entry follows;
    // the entering symbol's own column is emptied by the substitution below).
    let last = cells.count - 1
    if index != last {
      cells[index] = cells[last]
      columns[Int(cells[index].symbol)][Int(cells[index].slot)].index = Int32(index)
    }
    cells.removeLast()
    // leaving = c + a e + rest  =>  e = -c/a + (1/a) leaving - rest/a
    let scale = -1 / a
    for i in cells.indices {
      cells[i].scale = max(cells[i].scale, abs(cells[i].coefficient) * divisorLoss) / abs(a)
      cells[i].coefficient *= scale
    }
    var leavingCell = _Cell(symbol: leaving, coefficient: 1 / a, scale: divisorLoss / abs(a))
    leavingCell.slot = joinColumn(leaving, row: r, index: cells.count)
    cells.append(leavingCell)
    rows[Int(r)].constant *= scale
    rows[Int(r)].basic = e
    rows[Int(r)].cells = cells
    // Give up this reference now: substitution may update slots in this row, and a second
    // owner of its storage would make that a copy-on-write allocation.
    cells = []
    rowOf[Int(leaving)] = -1
    if kinds[Int(leaving)] == .external { markChanged(leaving) }
    rowOf[Int(e)] = r
    substituteOut(e, solvedIn: r)
    noteFeasibility(of: r)
  }

  // MARK: - Columns

  /// Adds (row `r`, cell `index`) to the column of `s`; returns its slot there, to keep in
  /// the cell.
  @inline(__always) mutating func joinColumn(_ s: Int32, row r: Int32, index: Int) -> Int32 {
    columns[Int(s)].append(_ColumnEntry(row: r, index: Int32(index)))
    return Int32(columns[Int(s)].count - 1)
  }

  /// Takes the row of `cell` out of the cell's column in O(1): the last entry moves into its
  /// slot, and the cell that entry points at is told its new slot.
  mutating func leaveColumn(_ cell: _Cell) {
    let s = Int(cell.symbol)
    let last = columns[s].count - 1
    let slot = Int(cell.slot)
    if slot != last {
      let moved = columns[s][last]
      columns[s][slot] = moved
      rows[Int(moved.row)].cells[Int(moved.index)].slot = cell.slot
    }
    columns[s].removeLast()
  }

  /// Drops the cell at `index` from row `r` (one whose column entry is already gone); the
  /// row's last cell takes its place.
  mutating func removeCell(at index: Int32, fromRow r: Int32) {
    let last = rows[Int(r)].cells.count - 1
    if Int(index) != last {
      let moved = rows[Int(r)].cells[last]
      rows[Int(r)].cells[Int(index)] = moved
      columns[Int(moved.symbol)][Int(moved.slot)].index = index
    }
    rows[Int(r)].cells.removeLast()
  }

  // MARK: - Feasibility

  /// Queues row `r` for the dual simplex if its basic symbol is out of bounds.
  @inline(__always) mutating func noteFeasibility(of r: Int32) {
    let row = rows[Int(r)]
    switch kinds[Int(row.basic)] {
    case .external: markChanged(row.basic)
    case .unused: return
    case .dummy: if row.constant != 0 { infeasible.push(row.basic) }
    case .slack, .error, .artificial: if row.constant < 0 { infeasible.push(row.basic) }
    }
  }

  /// Notes that an external symbol's value may have changed.
  @inline(__always) mutating func markChanged(_ s: Int32) {
    if !isChanged[Int(s)] {
      isChanged[Int(s)] = true
      changed.append(s)
    }
  }

  /// Moves the constant of every row by `delta x` the column of `s` (for a suggested value).
  mutating func shiftConstants(byColumnOf s: Int32, _ delta: Double) {
    for k in 0..<columns[Int(s)].count {
      let entry = columns[Int(s)][k]
      let a = cell(at: entry).coefficient
      rows[Int(entry.row)].constant = _Tolerance.sum(rows[Int(entry.row)].constant, a * delta)
      noteFeasibility(of: entry.row)
    }
  }

  /// Adds `delta` to the constant of row `r`.
  mutating func shiftConstant(ofRow r: Int32, _ delta: Double) {
    rows[Int(r)].constant = _Tolerance.sum(rows[Int(r)].constant, delta)
    noteFeasibility(of: r)
  }
}
