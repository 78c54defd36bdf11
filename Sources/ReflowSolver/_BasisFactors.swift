/// One update of a factored basis since its last factorisation.
enum _BasisUpdate {
  /// A row and a column added at `position` (the last of each): the row's entries `row` on
  /// earlier columns, the column's entries on earlier rows `column` with `diagonal` on the
  /// new row. `solved` is `B^-1 column` for the basis before (empty when `column` is) and
  /// `pivot` the Schur complement `diagonal - row . solved`.
  case border(
    position: Int32, row: [_SparseEntry], column: [_SparseEntry], diagonal: Double,
    solved: [_SparseEntry], pivot: Double)
  /// Column `position` replaced by `column` (product form): the eta vector `B^-1 column`
  /// for the basis before is at `eta` in the factors' ``_BasisFactors/etaEntries``,
  /// `pivot` is its entry at `position`, `replaced` the column as it was.
  case eta(
    position: Int32, eta: Range<Int32>, pivot: Double, column: [_SparseEntry],
    replaced: [_SparseEntry])

  /// Its non-zeros (what a solve reads of it).
  var nonZeros: Int {
    switch self {
    case .border(_, let row, _, _, let solved, _): return row.count + solved.count + 1
    case .eta(_, let eta, _, _, _): return eta.count
    }
  }
}

/// The factored basis of the planned revised simplex (Docs/solver-internals.md): a square
/// basis matrix `B`, given by columns (a column per basic position, entries by row), its
/// sparse LU factors (``_LUFactors``) and the updates since they were computed.
///
/// - Solves: ``ftran(_:)`` (`B x = a`) and ``btran(_:)`` (`B^T y = c`) on sparse vectors,
///   hypersparse: a depth-first search over the factors' structure finds the entries a
///   right-hand side reaches, and only those are computed.
/// - Updates: a bordered addition of a row and a column (``addBorder(row:column:diagonal:)``,
///   block triangular when the new column has no entry on earlier rows: no solve at all),
///   its removal, and the replacement of a column in product form (``replaceColumn(_:with:)``,
///   an eta vector). A solve reads every update, so what can be is done on the factors in
///   place instead (`_BasisFactors+InPlace.swift`): while the update list is empty, a border
///   with an empty column becomes the factors' newest pivot (folded), the newest pivot
///   leaves again in O(its entries), and a column is detached at its pivot
///   (``detach(row:diagonal:)``). A refactorisation inside an undo scope is undone by
///   putting the old factors back (an O(1) copy-on-write reference); in-place changes are
///   logged with what they removed and where.
/// - Undo: ``beginUndo()`` / ``endUndo(_:)`` / ``rollBack(to:)`` as ``_UndoArray``'s scopes.
///
/// Not used by the solver yet: the canonical tableau is its representation until the
/// pivots are built on these factors (see "What is built, what is left").
struct _BasisFactors {
  /// The current `B`, by columns (entries by row, rows `0..<dimension`).
  var columns: [[_SparseEntry]] = []
  var lu = _LUFactors()
  private(set) var updates: [_BasisUpdate] = []
  /// Entries read or written by factorisations, solves and updates (complexity tests).
  var operations = 0
  /// Column replacements made in place and made as etas (for tests of which path ran).
  var inPlaceReplacements = 0
  var etaReplacements = 0
  /// Entries of the updates read by solves since the last factorisation (see
  /// ``needsRefactorization``).
  var updateReads = 0
  /// Scratch, zero at rest: the pivot-space work vector and the depth-first search's.
  var work = _SparseVector()
  var visited: [Bool] = []
  var stackNode: [Int32] = []
  var stackEdge: [Int32] = []
  var order: [Int32] = []
  var seeds: [Int32] = []
  /// An update scratch vector (an FTRAN's result), clear at rest.
  var scratch = _SparseVector()
  /// The factorisation's workspace, kept so that a refactorisation reuses its storage.
  var elimination = _Elimination()
  /// Scratch of the in-place column replacement (its spike and row operations) and of the
  /// sorts of solve results, empty at rest, capacity kept.
  var spikeBuffer: [_SparseEntry] = []
  var rhoBuffer: [_SparseEntry] = []
  var sortOrder: [Int32] = []
  /// The entries of the eta updates, one after another in the order of `updates`: one
  /// buffer, emptied (capacity kept) by a refactorisation, so that once it has grown an eta
  /// allocates nothing.
  var etaEntries: [_SparseEntry] = []
  /// The times `etaEntries` or `updates` had to grow (see ``reallocations``).
  var updateReallocations = 0
  private var log: [_FactorsLogEntry] = []
  private(set) var openScopes = 0

  /// The times the storage of the factors and their updates had to grow since these
  /// factors were made (an allocation each; an undo scope's copies are not counted): once
  /// it is warm, a resolve that pivots adds none.
  var reallocations: Int { lu.reallocations + updateReallocations }

  /// At most this many updates between factorisations (see ``needsRefactorization``).
  static let updateLimit = 64

  /// The dimension of `B`.
  var dimension: Int { columns.count }

  /// The non-zeros of the updates.
  var updateNonZeros: Int { updates.reduce(0) { $0 + $1.nonZeros } }

  /// Whether the updates have grown past their bound: more than ``updateLimit``, or more
  /// non-zeros than the LU factors (each solve reads them all), or the solves since the
  /// last factorisation have read more of them than ``readFactor`` times the factors'
  /// entries (about what a factorisation costs: a new one then costs at most about what
  /// reading the updates did, so neither dominates). The caller refactorises.
  var needsRefactorization: Bool {
    updates.count > Self.updateLimit || updateNonZeros > lu.lNonZeros + lu.uNonZeros
      || updateReads > Self.readFactor * (lu.lNonZeros + lu.uNonZeros + lu.size)
  }

  /// See ``needsRefactorization``.
  static let readFactor = 2

  /// The factors of the square matrix whose column `j` is `columns[j]`.
  /// - Throws: ``_SingularBasis`` when `B` is singular (within the relative tolerance).
  /// - Complexity: ``_LUFactors/factorize(columns:operations:)``.
  init(columns: [[_SparseEntry]]) throws(_SingularBasis) {
    self.columns = columns
    lu = try _LUFactors.factorize(columns: columns, operations: &operations)
    resizeScratch()
  }

  /// Factorises `B` again, dropping the updates (logged: a rollback puts the old factors and
  /// updates back).
  /// - Throws: ``_SingularBasis``; the factors are then unchanged.
  /// - Complexity: a factorisation.
  mutating func refactorize() throws(_SingularBasis) {
    try elimination.eliminate(columns: columns, operations: &operations)
    logged(.factors(lu, updates, columns, etaEntries))
    // Into the factors' own arrays and lines (copied first only when a scope holds them).
    elimination.write(into: &lu)
    updates.removeAll(keepingCapacity: true)
    etaEntries.removeAll(keepingCapacity: true)
    updateReads = 0
  }

  /// Replaces `B` and its factors, dropping the updates (logged: the old ones are kept by
  /// reference, so that a rollback puts them back in O(1)).
  mutating func install(columns: [[_SparseEntry]], factors: _LUFactors) {
    logged(.factors(lu, updates, self.columns, etaEntries))
    self.columns = columns
    lu = factors
    updates.removeAll(keepingCapacity: true)
    etaEntries.removeAll(keepingCapacity: true)
    updateReads = 0
  }

  mutating func resizeScratch() {
    let n = dimension
    work.resize(to: n)
    scratch.resize(to: n)
    if visited.count < n {
      visited.append(contentsOf: repeatElement(false, count: n - visited.count))
    }
  }

  /// Whether every scratch array is at rest (vectors zero, marks down, stacks empty), as the
  /// hypersparse solves require between calls.
  /// - Complexity: O(dimension).
  var isScratchAtRest: Bool {
    work.isClear && scratch.isClear && !visited.contains(true) && stackNode.isEmpty
      && stackEdge.isEmpty && order.isEmpty
  }

  /// `B x` for a dense `x` (for tests and checks).
  /// - Complexity: O(non-zeros of B).
  func multiply(_ x: [Double]) -> [Double] {
    var result = [Double](repeating: 0, count: dimension)
    for (j, column) in columns.enumerated() where x[j] != 0 {
      for entry in column { result[Int(entry.index)] += entry.value * x[j] }
    }
    return result
  }

  /// `B^T y` for a dense `y` (for tests and checks).
  /// - Complexity: O(non-zeros of B).
  func multiplyTransposed(_ y: [Double]) -> [Double] {
    columns.map { column in column.reduce(0) { $0 + $1.value * y[Int($1.index)] } }
  }

  // MARK: - Undo

  /// Where an undo scope began.
  struct Mark {
    fileprivate let logCount: Int
  }

  /// Opens an undo scope: updates and refactorisations are logged until it ends.
  mutating func beginUndo() -> Mark {
    openScopes += 1
    return Mark(logCount: log.count)
  }

  /// Ends a scope keeping its changes (logged for the enclosing scope, if any).
  mutating func endUndo(_ mark: Mark) {
    openScopes -= 1
    if openScopes == 0 { log.removeAll(keepingCapacity: true) }
  }

  /// Ends a scope undoing its changes, newest first: the updates are truncated (or the
  /// factors of before a refactorisation put back) and `B` is as at the beginning.
  /// - Complexity: the non-zeros of the updates undone.
  mutating func rollBack(to mark: Mark) {
    while log.count > mark.logCount {
      switch log.removeLast() {
      case .appended: popUpdate()
      case .popped(let update): pushUpdate(update)
      case .folded(let row): _ = unfold(row: row)
      case .replaced(let saved, let lRow, let position, let column):
        lu.undoReplacement(saved, lRow: lRow)
        columns[position] = column
      case .unfolded(let removal): refold(removal)
      case .detached(let saved, let position, let column):
        lu.reattach(saved)
        columns[position] = column
      case .factors(let oldLU, let oldUpdates, let oldColumns, let oldEtas):
        lu = oldLU
        updates = oldUpdates
        columns = oldColumns
        etaEntries = oldEtas
        resizeScratch()
      }
    }
    openScopes -= 1
    if openScopes == 0 { log.removeAll(keepingCapacity: true) }
  }

  /// Appends an update and applies it to `B`.
  mutating func pushUpdate(_ update: _BasisUpdate) {
    switch update {
    case .border(let position, let row, let column, let diagonal, _, _):
      for entry in row {
        columns[Int(entry.index)].append(_SparseEntry(index: position, value: entry.value))
      }
      columns.append(column + [_SparseEntry(index: position, value: diagonal)])
      resizeScratch()
    case .eta(let position, let eta, _, let column, _):
      // Its entries are the last ones (an eta is only ever pushed after they are written).
      precondition(Int(eta.upperBound) == etaEntries.count, "an eta not at the end")
      columns[Int(position)] = column
    }
    if updates.count == updates.capacity { updateReallocations += 1 }
    updates.append(update)
  }

  /// Removes the last update and takes it out of `B`.
  mutating func popUpdate() {
    switch updates.removeLast() {
    case .border(_, let row, _, _, _, _):
      columns.removeLast()
      for entry in row { columns[Int(entry.index)].removeLast() }
      work.resize(to: dimension)
      scratch.resize(to: dimension)
    case .eta(let position, let eta, _, _, let replaced):
      etaEntries.removeLast(eta.count)
      columns[Int(position)] = replaced
    }
  }

  @inline(__always) mutating func logged(_ entry: _FactorsLogEntry) {
    if openScopes > 0 { log.append(entry) }
  }

  /// The same factors and updates with no scope open and nothing logged (the solver's
  /// scratch copy, `_RevisedSimplex.withoutUndo`).
  var withoutUndo: _BasisFactors {
    var copy = self
    copy.log = []
    copy.openScopes = 0
    return copy
  }
}

/// What an undo scope of ``_BasisFactors`` logs.
enum _FactorsLogEntry {
  /// An update was appended.
  case appended
  /// The last update was removed.
  case popped(_BasisUpdate)
  /// A refactorisation or a removal replaced factors, updates, `B` and the etas' entries.
  case factors(_LUFactors, [_BasisUpdate], [[_SparseEntry]], [_SparseEntry])
  /// A border was folded into the factors as their newest pivot; `row` is its row's
  /// entries on the other columns.
  case folded(row: [_SparseEntry])
  /// Column `position` of `B` was replaced in place (Forrest-Tomlin): `U`'s row and column
  /// as they were, the row operations appended to `L`'s row, and the column as it was.
  case replaced(_PivotLines, lRow: [_SparseEntry], position: Int, column: [_SparseEntry])
  /// The newest pivot and the last row and column of `B` were taken out.
  case unfolded(_BasisFactors.Unfolding)
  /// Column `position` of `B` was detached at its pivot: what the pivot's lines held, and
  /// the column as it was.
  case detached(_PivotLines, position: Int, column: [_SparseEntry])
}
