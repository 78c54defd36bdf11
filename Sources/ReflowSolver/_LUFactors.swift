/// A square basis matrix that cannot be factorised: no pivot is left for `column` (a basic
/// position whose column depends on the others) and `row` is left without a pivot.
struct _SingularBasis: Error, Equatable {
  let row: Int
  let column: Int
}

/// A sparse LU factorisation `P B Q = L U` of a square matrix, in pivot order.
///
/// Pivot `k` eliminates row `pivotRow[k]` and column `pivotColumn[k]`. `L` is unit lower
/// triangular and `U` upper triangular in pivot order; each is kept twice, by pivot and by
/// the other dimension, so that both solves (``_BasisFactors/ftran(_:)`` and
/// ``_BasisFactors/btran(_:)``) scatter along the entries they reach (Gilbert-Peierls)
/// instead of walking every pivot.
///
/// The triangular part comes first: column singletons and row singletons (of the part not
/// yet eliminated) are taken as they appear, with no fill-in; what is left (the nucleus) is
/// eliminated by Markowitz's rule with threshold partial pivoting.
struct _LUFactors {
  var size = 0
  var pivotRow: [Int32] = []
  var pivotColumn: [Int32] = []
  /// Per row and per column of `B`: its pivot.
  var rowPivot: [Int32] = []
  var columnPivot: [Int32] = []
  /// Per pivot: `U`'s diagonal entry.
  var diagonal: [Double] = []
  /// Per pivot `k`: the multipliers `(later pivot, l)` of its column of `L`.
  var lColumns = _SparseLines()
  /// Per pivot: the multipliers `(earlier pivot, l)` of its row of `L`.
  var lRows = _SparseLines()
  /// Per pivot `k`: `(later pivot, u)`, the off-diagonal entries of its row of `U`.
  var uRows = _SparseLines()
  /// Per pivot: `(earlier pivot, u)`, the off-diagonal entries of its column of `U`.
  var uColumns = _SparseLines()
  /// Pivots taken as row or column singletons (the triangular part).
  var singletonPivots = 0
  /// Saved lines no undo scope keeps, for the next in-place change (``recycle(_:)``).
  var spareLines: [_PivotLines] = []
  /// The times the spare lines or their arrays had to grow.
  var spareReallocations = 0

  /// The times the factors' storage had to grow (an allocation each): the lines' arenas and
  /// the spare saved lines.
  var reallocations: Int {
    lColumns.reallocations + lRows.reallocations + uRows.reallocations
      + uColumns.reallocations + spareReallocations
  }

  /// Non-zeros of `L` (unit diagonal not counted) and of `U` (diagonal counted).
  var lNonZeros: Int { lColumns.nonZeros }
  var uNonZeros: Int { uRows.nonZeros + size }

  /// Markowitz's threshold: a nucleus pivot is at least this fraction of the largest
  /// magnitude in its column (the solver's subject threshold), so that multipliers stay at
  /// most 10 and the factors' growth bounded.
  static let threshold = 0.1
  /// A remaining entry below this fraction of its column's largest original magnitude is
  /// cancellation noise, not a pivot (relative, as ``_Tolerance`` is).
  static let singularity = 1e-11

  /// Factorises the `n x n` matrix whose column `j` is `columns[j]` (entries by row, each
  /// row at most once per column, no zero values required).
  ///
  /// - Parameter operations: Incremented by the entries read or written (for complexity
  ///   tests).
  /// - Throws: ``_SingularBasis`` naming a column and a row left without a pivot.
  /// - Complexity: O(non-zeros) for a matrix that is triangular after a permutation (rows
  ///   of bounded length); the nucleus costs its Markowitz search, O(active non-zeros) per
  ///   pivot, plus its fill-in.
  static func factorize(
    columns: [[_SparseEntry]], operations: inout Int
  ) throws(_SingularBasis) -> _LUFactors {
    var workspace = _Elimination()
    var f = _LUFactors()
    try workspace.factorize(columns: columns, into: &f, operations: &operations)
    return f
  }
}

/// The active submatrix of a factorisation in progress, by rows (values) and by columns
/// (patterns, which may list rows whose entry has gone: checked against the row).
///
/// A workspace kept between factorisations (``_BasisFactors`` holds one): every array and
/// every line keeps its capacity, so once they have grown a factorisation of a basis of the
/// same shape allocates nothing (a resolve that refactorises stays free of allocations).
struct _Elimination {
  var n = 0
  var rowColumns: [[Int32]] = []
  var rowValues: [[Double]] = []
  var columnRows: [[Int32]] = []
  var rowCount: [Int32] = []
  var columnCount: [Int32] = []
  var rowDone: [Bool] = []
  var columnDone: [Bool] = []
  var columnScale: [Double] = []
  var columnStack: [Int32] = []
  var rowStack: [Int32] = []
  /// Per column: its index in the row being updated, or -1 (all -1 between updates).
  var position: [Int32] = []
  /// The columns not yet pivoted, once the nucleus is reached (built lazily).
  var nucleus: [Int32] = []
  var hasNucleus = false
  var pivotCount = 0
  var singletons = 0
  var operations = 0
  var pivotRow: [Int32] = []
  var pivotColumn: [Int32] = []
  var diagonal: [Double] = []
  /// The pivot row being eliminated (scratch of ``pivot(row:column:)``).
  var urow: [_SparseEntry] = []
  /// `L` by pivot (entries by row of `B`) and `U` by pivot (entries by column of `B`).
  var l = _CompressedLines()
  var u = _CompressedLines()

  /// Factorises the square matrix whose column `j` is `columns[j]` into `f` (left as it was
  /// when the matrix is singular).
  mutating func factorize(
    columns: [[_SparseEntry]], into f: inout _LUFactors, operations: inout Int
  ) throws(_SingularBasis) {
    try eliminate(columns: columns, operations: &operations)
    write(into: &f)
  }

  /// Eliminates the square matrix whose column `j` is `columns[j]`; ``write(into:)`` then
  /// gives its factors.
  mutating func eliminate(
    columns: [[_SparseEntry]], operations: inout Int
  ) throws(_SingularBasis) {
    reset(columns: columns)
    defer { operations += self.operations }
    while pivotCount < n {
      if let (r, c) = nextSingleton() {
        pivot(row: r, column: c)
        singletons += 1
      } else if let (r, c) = try markowitzPivot() {
        pivot(row: r, column: c)
      }
    }
  }

  /// Loads `columns` as the active submatrix, reusing every array.
  mutating func reset(columns: [[_SparseEntry]]) {
    n = columns.count
    Self.resize(&rowColumns, to: n)
    Self.resize(&rowValues, to: n)
    Self.resize(&columnRows, to: n)
    Self.fill(&columnScale, 0, count: n)
    operations = 0
    for (j, column) in columns.enumerated() {
      for entry in column where entry.value != 0 {
        rowColumns[Int(entry.index)].append(Int32(j))
        rowValues[Int(entry.index)].append(entry.value)
        columnRows[j].append(entry.index)
        columnScale[j] = max(columnScale[j], abs(entry.value))
        operations += 1
      }
    }
    rowCount.removeAll(keepingCapacity: true)
    for row in rowColumns { rowCount.append(Int32(row.count)) }
    columnCount.removeAll(keepingCapacity: true)
    for column in columnRows { columnCount.append(Int32(column.count)) }
    Self.fill(&rowDone, false, count: n)
    Self.fill(&columnDone, false, count: n)
    Self.fill(&position, -1, count: n)
    columnStack.removeAll(keepingCapacity: true)
    rowStack.removeAll(keepingCapacity: true)
    for j in (0..<n).reversed() where columnCount[j] == 1 { columnStack.append(Int32(j)) }
    for i in (0..<n).reversed() where rowCount[i] == 1 { rowStack.append(Int32(i)) }
    nucleus.removeAll(keepingCapacity: true)
    hasNucleus = false
    pivotCount = 0
    singletons = 0
    pivotRow.removeAll(keepingCapacity: true)
    pivotColumn.removeAll(keepingCapacity: true)
    diagonal.removeAll(keepingCapacity: true)
    pivotRow.reserveCapacity(n)
    pivotColumn.reserveCapacity(n)
    diagonal.reserveCapacity(n)
    l.removeAll()
    u.removeAll()
  }

  /// `count` empty lines, each keeping its capacity.
  static func resize<T>(_ lines: inout [[T]], to count: Int) {
    if lines.count > count { lines.removeLast(lines.count - count) }
    for k in lines.indices { lines[k].removeAll(keepingCapacity: true) }
    while lines.count < count { lines.append([]) }
  }

  /// `count` copies of `value`, keeping the capacity.
  static func fill<T>(_ array: inout [T], _ value: T, count: Int) {
    array.removeAll(keepingCapacity: true)
    array.append(contentsOf: repeatElement(value, count: count))
  }

  /// The value of column `c` in active row `i`, and its index in the row, if present.
  func find(_ c: Int32, inRow i: Int32) -> Int? {
    rowColumns[Int(i)].firstIndex(of: c)
  }

  /// Whether `a` is a usable pivot magnitude for column `c`.
  func isPivotable(_ a: Double, column c: Int32) -> Bool {
    abs(a) > _LUFactors.singularity * columnScale[Int(c)]
  }

  /// A column singleton, else a row singleton that passes the threshold test.
  mutating func nextSingleton() -> (Int32, Int32)? {
    while let c = columnStack.popLast() {
      guard !columnDone[Int(c)], columnCount[Int(c)] == 1 else { continue }
      for i in columnRows[Int(c)] where !rowDone[Int(i)] {
        operations += 1
        if let p = find(c, inRow: i), isPivotable(rowValues[Int(i)][p], column: c) {
          return (i, c)
        }
      }
    }
    while let r = rowStack.popLast() {
      guard !rowDone[Int(r)], rowCount[Int(r)] == 1 else { continue }
      let c = rowColumns[Int(r)][0]
      let a = abs(rowValues[Int(r)][0])
      guard isPivotable(a, column: c) else { continue }
      // Threshold: the multipliers of the column's other rows are at most 1 / threshold.
      var largest = 0.0
      for i in columnRows[Int(c)] where !rowDone[Int(i)] {
        operations += 1
        if let p = find(c, inRow: i) { largest = max(largest, abs(rowValues[Int(i)][p])) }
      }
      if a >= _LUFactors.threshold * largest { return (r, c) }
    }
    return nil
  }

  /// The nucleus pivot of least Markowitz cost `(row count - 1) x (column count - 1)` among
  /// those within the threshold of their column's largest entry; ties: the larger
  /// magnitude, then the earlier column and row.
  mutating func markowitzPivot() throws(_SingularBasis) -> (Int32, Int32)? {
    if !hasNucleus {
      hasNucleus = true
      for c in 0..<n where !columnDone[c] { nucleus.append(Int32(c)) }
    }
    nucleus.removeAll { columnDone[Int($0)] }
    var best: (row: Int32, column: Int32, cost: Int, magnitude: Double)? = nil
    for c in nucleus {
      var largest = 0.0
      for i in columnRows[Int(c)] where !rowDone[Int(i)] {
        operations += 1
        if let p = find(c, inRow: i) { largest = max(largest, abs(rowValues[Int(i)][p])) }
      }
      guard isPivotable(largest, column: c) else {
        let row = (0..<n).first { !rowDone[$0] } ?? 0
        throw _SingularBasis(row: row, column: Int(c))
      }
      for i in columnRows[Int(c)] where !rowDone[Int(i)] {
        guard let p = find(c, inRow: i) else { continue }
        let a = abs(rowValues[Int(i)][p])
        guard a >= _LUFactors.threshold * largest else { continue }
        let cost = Int(rowCount[Int(i)] - 1) * Int(columnCount[Int(c)] - 1)
        if let b = best, b.cost < cost || (b.cost == cost && b.magnitude >= a) { continue }
        best = (i, c, cost, a)
      }
    }
    guard let best else {
      let column = (0..<n).first { !columnDone[$0] } ?? 0
      let row = (0..<n).first { !rowDone[$0] } ?? 0
      throw _SingularBasis(row: row, column: column)
    }
    return (best.row, best.column)
  }

  /// Eliminates with pivot `(r, c)`: row `r` becomes a row of `U`, the other active rows
  /// of column `c` lose it and gain a multiple of row `r` (their multipliers are `L`'s).
  mutating func pivot(row r: Int32, column c: Int32) {
    let ri = Int(r)
    let pc = rowColumns[ri].firstIndex(of: c)!
    let p = rowValues[ri][pc]
    pivotRow.append(r)
    pivotColumn.append(c)
    diagonal.append(p)
    pivotCount += 1
    rowDone[ri] = true
    columnDone[Int(c)] = true
    urow.removeAll(keepingCapacity: true)
    for k in rowColumns[ri].indices where k != pc {
      let j = rowColumns[ri][k]
      urow.append(_SparseEntry(index: j, value: rowValues[ri][k]))
      u.append(j, rowValues[ri][k])
      columnCount[Int(j)] -= 1
      if columnCount[Int(j)] == 1 { columnStack.append(j) }
      operations += 1
    }
    u.endLine()
    for i in columnRows[Int(c)] where !rowDone[Int(i)] {
      operations += 1
      guard let k = find(c, inRow: i) else { continue }
      let ii = Int(i)
      let m = rowValues[ii][k] / p
      l.append(i, m)
      removeEntry(k, ofRow: ii)
      if !urow.isEmpty { addMultiple(-m, of: urow, toRow: ii) }
      if rowCount[ii] == 1 { rowStack.append(i) }
    }
    l.endLine()
    columnRows[Int(c)].removeAll(keepingCapacity: true)
  }

  /// Swap-removes entry `k` of row `i` (its column loses one count, its pattern is stale).
  mutating func removeEntry(_ k: Int, ofRow i: Int) {
    rowColumns[i].swapAt(k, rowColumns[i].count - 1)
    rowValues[i].swapAt(k, rowValues[i].count - 1)
    rowColumns[i].removeLast()
    rowValues[i].removeLast()
    rowCount[i] -= 1
  }

  /// Row `i` += `factor` x `source` (entries by column), dropping cancelled entries.
  mutating func addMultiple(_ factor: Double, of source: [_SparseEntry], toRow i: Int) {
    for (k, j) in rowColumns[i].enumerated() { position[Int(j)] = Int32(k) }
    var cancelled = false
    for entry in source {
      operations += 1
      let j = Int(entry.index)
      let delta = factor * entry.value
      if position[j] >= 0 {
        let k = Int(position[j])
        rowValues[i][k] = _Tolerance.sum(rowValues[i][k], delta)
        if rowValues[i][k] == 0 { cancelled = true }
      } else if abs(delta) >= _Tolerance.underflow {
        position[j] = Int32(rowColumns[i].count)
        rowColumns[i].append(entry.index)
        rowValues[i].append(delta)
        rowCount[i] += 1
        columnCount[j] += 1
        columnRows[j].append(Int32(i))
      }
    }
    for j in rowColumns[i] { position[Int(j)] = -1 }
    if cancelled {
      var k = 0
      while k < rowColumns[i].count {
        if rowValues[i][k] == 0 {
          let j = Int(rowColumns[i][k])
          columnCount[j] -= 1
          if columnCount[j] == 1 { columnStack.append(Int32(j)) }
          removeEntry(k, ofRow: i)
        } else {
          k += 1
        }
      }
    }
  }

  /// Writes the factors, in pivot order with both orientations of `L` and `U`, into `f`,
  /// reusing its arrays and lines.
  func write(into f: inout _LUFactors) {
    f.size = n
    Self.copy(pivotRow, into: &f.pivotRow)
    Self.copy(pivotColumn, into: &f.pivotColumn)
    Self.copy(diagonal, into: &f.diagonal)
    Self.fill(&f.rowPivot, -1, count: n)
    Self.fill(&f.columnPivot, -1, count: n)
    for k in 0..<n {
      f.rowPivot[Int(pivotRow[k])] = Int32(k)
      f.columnPivot[Int(pivotColumn[k])] = Int32(k)
    }
    f.lColumns.load(l, lineCount: n, mappedBy: f.rowPivot)
    f.lRows.loadTransposed(f.lColumns)
    f.uRows.load(u, lineCount: n, mappedBy: f.columnPivot)
    f.uColumns.loadTransposed(f.uRows)
    f.singletonPivots = singletons
  }

  /// `source`'s elements in `target`, keeping `target`'s capacity.
  static func copy<T>(_ source: [T], into target: inout [T]) {
    target.removeAll(keepingCapacity: true)
    target.append(contentsOf: source)
  }
}
