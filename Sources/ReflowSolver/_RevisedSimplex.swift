/// The revised simplex of issue 15 (Docs/solver-internals.md, steps 3 and 4): the
/// constraints kept as written, by rows and by columns, and a basis held as sparse LU factors
/// with updates (``_BasisFactors``) instead of the canonical tableau's rows, which fill in.
///
/// - Rows: `sum(coefficient x symbol) = rightHandSide`, one per constraint, never rewritten
///   (the same rows ``Solver/writtenBasis()`` reads from the records). Row `k` of `A` is row
///   `k` of `B`. A removed row stays, empty and dead, until the next refactorisation
///   compacts the rows (``removeRow(_:)``).
/// - Symbols: the tableau's kinds. A non-basic symbol is at 0 (restricted ones at their
///   bound; a free variable that is not basic, e.g. one just added in a row solved for its
///   marker, stays at 0 until the simplex makes it basic), except a free variable that a
///   removal left non-basic at its value (``nonBasicValues``), so `B x_B = b - A_N x_N`.
/// - Basis: `basic[p]` is the symbol at basic position `p` (column `p` of `B`), `values[p]`
///   its value; `positionOf[s]` the position of a basic symbol, or -1.
/// - Objective: one cost vector per priority level (`levels`, highest first), minimised
///   lexicographically. The reduced costs of each level (`d = c - A^T B^-T c_B`) are kept
///   per symbol and updated by the pivot row (`e_p^T B^-1 A`, one BTRAN and the rows it
///   reaches) at each pivot and each cost change of a basic symbol; they are computed from
///   scratch (one BTRAN per level) at each refactorisation, which bounds their drift.
/// - Undo: every array above is an ``_UndoArray`` or, for lines that are long (columns,
///   costs and reduced costs per level), an ``_UndoRows``: nested scopes log element by
///   element and cost what they changed (`_RevisedSimplex+Undo.swift`).
///
/// It conforms to the solver's seam, ``_SolverRepresentation``
/// (`_RevisedSimplex+Representation.swift`), so that a ``Solver`` generic over its
/// representation can run on it; it is checked against the canonical tableau, which stays
/// the reference, by `RevisedSimplexTests` and `RevisedSimplexRepresentationTests`.
struct _RevisedSimplex {
  // MARK: Symbols
  var kinds = _UndoArray<_SymbolKind>()
  /// `A` by columns: per symbol, the rows that hold it and its coefficient there.
  var columnOf = _UndoRows<_SparseEntry>()
  /// Per symbol: its basic position, or -1.
  var positionOf = _UndoArray<Int32>()
  var freeSymbols = _UndoArray<Int32>()

  // MARK: Rows
  /// `A` by rows.
  var rows = _UndoArray<[_SymbolTerm]>()
  var rightHandSide = _UndoArray<Double>()
  /// Per row: the symbols only that row holds (a constraint's marker and its other error;
  /// -1 when absent), one of which is basic before the row can leave.
  var rowMarker = _UndoArray<Int32>()
  var rowOther = _UndoArray<Int32>()

  // MARK: Basis
  /// Per position: its basic symbol, or ``deadSymbol`` for a removed row's position (see
  /// ``removeRow(_:)``).
  var basic = _UndoArray<Int32>()
  var values = _UndoArray<Double>()
  /// Per symbol: its value while non-basic. 0 but for a free variable a removal made
  /// non-basic where it stood (``detachFreeVariable(ofRow:marker:)``), so that no other
  /// value moves; 0 for every basic symbol.
  var nonBasicValues = _UndoArray<Double>()
  var factors: _BasisFactors

  // MARK: Objective
  /// The priority levels with costs, highest first.
  var levels = _UndoArray<Float>()
  /// Per level (same index as `levels`): the cost of each symbol.
  var costs = _UndoRows<Double>()
  /// Per level: the reduced cost of each symbol (0 for a basic one).
  var reduced = _UndoRows<Double>()
  /// Per level: for each symbol, the largest magnitude summed into its reduced cost since it
  /// was last computed from scratch (the cost, the terms `a x y`, each update's term): its
  /// rounding is relative to that, not to the level's largest cost (``isNoise(_:level:of:)``).
  var reducedScale = _UndoRows<Double>()
  /// Per level: the largest cost magnitude it has had (rounding noise is relative to it).
  var levelScale = _UndoArray<Double>()
  /// Symbols whose reduced costs changed since the simplex last looked at them, each once:
  /// the candidates to enter (stale ones are dropped when priced).
  var candidates = _UndoArray<Int32>()
  var isCandidate = _UndoArray<Bool>()

  // MARK: Changed values
  /// External symbols whose value may have changed since the last report, each once
  /// (``consumeChangedSymbols(_:)``), and per symbol the value last reported (0 before).
  var touched = _UndoArray<Int32>()
  var isTouched = _UndoArray<Bool>()
  var reported = _UndoArray<Double>()

  /// The basic symbol of the positions of removed rows still in the factors: a symbol of
  /// kind `.unused` (so no ratio test or bound reads it), made once; -1 until then.
  var deadSymbol: Int32 = -1
  /// Removed rows still in the factors (empty rows, their position's symbol
  /// ``deadSymbol``), taken out at the next refactorisation.
  var deadRows = 0

  // MARK: Counters
  var pivots = 0
  var refactorizations = 0
  /// Candidates dropped as rounding residue (no blocking row, or a singular update).
  var numericRepairs = 0
  /// Degenerate pivots in a row, for the switch to Bland's rule.
  var degeneratePivots = 0
  /// Basic values moved so far, counted where they move (``noteMoved(_:)``: each entry a
  /// pivot, a solve of a right-hand side, an added row, a refactorisation or a refinement
  /// moves); the engine's ``_SolverRepresentation/rowsTouched``.
  var valuesMoved = 0

  /// Scratch: a vector of the basis dimension, clear at rest.
  var scratch = _SparseVector()
  /// Scratch of ``tableauRow(position:)``: per symbol, its entry (0 at rest), whether it is
  /// listed, and the list.
  /// Its BTRAN vector (apart from `scratch`, which a pivot's caller holds meanwhile).
  var rowVector = _SparseVector()
  var rowEntry: [Double] = []
  var rowListed: [Bool] = []
  var rowSymbols: [Int32] = []
  /// Scratch of the refinement (`_RevisedSimplex+Refinement.swift`): the symbols whose
  /// values moved since it last ran, each once (marked per symbol), and per row whether its
  /// residual was computed in the current round, with the list of those rows.
  var moved: [Int32] = []
  var isMoved: [Bool] = []
  var rowChecked: [Bool] = []
  var checkedRows: [Int32] = []
  /// Scratch of ``refineTableauRow(_:position:)``, by position, clear at rest.
  var rowResidual = _SparseVector()
  /// Scratch of ``recomputeReducedCosts()`` and ``refineDuals(_:level:)``, by row, clear at
  /// rest.
  var dualVector = _SparseVector()
  /// Scratch of ``refactorize()``, by row then position, clear at rest.
  var valueVector = _SparseVector()
  /// The right-hand sides changed in a batch of shifts (``beginShifts()``), by row, whose
  /// values have not moved yet; clear at rest.
  var pendingShifts = _SparseVector()
  /// Whether a batch of shifts is open: ``setRightHandSide(ofRow:to:)`` then only notes
  /// the change in ``pendingShifts``.
  var batchingShifts = false
  var dualResidual = _SparseVector()
  /// Scratch of the dual ratio test: per level, the ratios of the symbol examined and of the
  /// best one so far (empty at rest, capacity kept).
  var ratioScratch: [Double] = []
  var bestRatioScratch: [Double] = []
  /// Scratch of the primal simplex: the candidates dropped in the current run (empty at
  /// rest, capacity kept).
  var droppedScratch: [Int32] = []
  /// Whether an update of the reduced costs since the simplex run began added a term large
  /// enough against its level's scale for the rounding to matter (``noteCostTerm(_:level:)``):
  /// the run then ends by computing them from scratch. False at rest.
  var reducedCostsDrifted = false

  init() {
    do {
      factors = try _BasisFactors(columns: [])
    } catch {
      preconditionFailure("an empty basis is not singular")
    }
  }

  /// The number of rows (and of basic symbols).
  var dimension: Int { rows.count }

  // MARK: - Symbols

  /// A new symbol of `kind`, non-basic (so at 0) and in no row.
  mutating func newSymbol(_ kind: _SymbolKind) -> Int32 {
    if let s = freeSymbols.popLast() {
      kinds[Int(s)] = kind
      return s
    }
    kinds.append(kind)
    columnOf.appendLine([])
    positionOf.append(-1)
    nonBasicValues.append(0)
    isCandidate.append(false)
    isTouched.append(false)
    reported.append(0)
    rowEntry.append(0)
    rowListed.append(false)
    isMoved.append(false)
    for l in costs.indices {
      costs.append(0, toLine: l)
      reduced.append(0, toLine: l)
      reducedScale.append(0, toLine: l)
    }
    return Int32(kinds.count - 1)
  }

  /// Gives back a symbol that no row holds; its costs go.
  mutating func releaseSymbol(_ s: Int32) {
    precondition(positionOf[Int(s)] < 0 && columnOf[Int(s)].isEmpty, "only a free symbol")
    for l in costs.indices {
      costs[l, Int(s)] = 0
      reduced[l, Int(s)] = 0
      if reducedScale[l, Int(s)] != 0 { reducedScale[l, Int(s)] = 0 }
    }
    kinds[Int(s)] = .unused
    // A variable's change before its release is the caller's to report (it knows the
    // variable; the id may be given to another one).
    if reported[Int(s)].bitPattern != 0 { reported[Int(s)] = 0 }
    if nonBasicValues[Int(s)] != 0 { nonBasicValues[Int(s)] = 0 }
    freeSymbols.append(s)
  }

  /// The current value of `s`: its basic value, else its non-basic one (0 but for a free
  /// variable left where it stood).
  @inline(__always) func value(of s: Int32) -> Double {
    let p = positionOf[Int(s)]
    return p < 0 ? nonBasicValues[Int(s)] : values[Int(p)]
  }

  /// The row `s` (a marker, or a symbol only one row holds) belongs to.
  func row(of s: Int32) -> Int32 { columnOf[Int(s)][0].index }

  // MARK: - Costs

  /// The index of `level` in `levels`, inserting it (highest first) when new.
  mutating func levelIndex(_ level: Float) -> Int {
    var i = 0
    while i < levels.count && levels[i] > level { i += 1 }
    if i < levels.count && levels[i] == level { return i }
    levels.insert(level, at: i)
    costs.insertLine([Double](repeating: 0, count: kinds.count), at: i)
    reduced.insertLine([Double](repeating: 0, count: kinds.count), at: i)
    reducedScale.insertLine([Double](repeating: 0, count: kinds.count), at: i)
    levelScale.insert(0, at: i)
    return i
  }

  /// Adds `delta` to the cost of `s` at `level` (a cost that cancels to rounding noise is 0).
  /// A non-basic symbol's reduced cost moves by `delta`; a basic one's moves the duals of
  /// the level by `delta` times its row of `B^-1`, so every reduced cost moves by `delta`
  /// times its entry in the pivot row.
  /// - Complexity: O(1) for a non-basic symbol; one BTRAN and the rows it reaches for a
  ///   basic one.
  mutating func addCost(_ delta: Double, to s: Int32, at level: Float) {
    if delta == 0 { return }
    let l = levelIndex(level)
    costs[l, Int(s)] = _Tolerance.sum(costs[l, Int(s)], delta)
    levelScale[l] = max(levelScale[l], abs(costs[l, Int(s)]), abs(delta))
    let p = positionOf[Int(s)]
    if p < 0 {
      addToReducedCost(delta, level: l, symbol: s)
      noteCandidate(s)
      return
    }
    loadTableauRow(position: p)
    for j in rowSymbols {
      let term = -delta * rowEntry[Int(j)]
      addToReducedCost(term, level: l, symbol: j)
      noteCostTerm(term, level: l)
      noteCandidate(j)
    }
    clearTableauRow()
  }

  /// Adds `term` to the reduced cost of `s` at level index `l`, widening its scale.
  @inline(__always) mutating func addToReducedCost(_ term: Double, level l: Int, symbol s: Int32) {
    let old = reduced[l, Int(s)]
    reduced[l, Int(s)] = _Tolerance.sum(old, term)
    let scale = max(reducedScale[l, Int(s)], abs(old), abs(term))
    if scale != reducedScale[l, Int(s)] { reducedScale[l, Int(s)] = scale }
  }

  /// Lists `s` for the next pricing.
  @inline(__always) mutating func noteCandidate(_ s: Int32) {
    if !isCandidate[Int(s)] {
      isCandidate[Int(s)] = true
      candidates.append(s)
    }
  }

  /// Every reduced cost from scratch: per level, the duals `y = B^-T c_B` (one BTRAN,
  /// refined once where ``refineDuals(_:level:)`` finds it needed), then `d = c - a . y`
  /// for every non-basic symbol.
  /// - Complexity: O(levels x (two BTRANs + non-zeros of A)).
  mutating func recomputeReducedCosts() {
    var v = Self.borrow(&dualVector, count: dimension)
    defer { Self.giveBack(&v, to: &dualVector) }
    for l in levels.indices {
      v.clear()
      for p in basic.indices where costs[l, Int(basic[p])] != 0 {
        v.set(Int32(p), costs[l, Int(basic[p])])
      }
      factors.btran(&v)
      refineDuals(&v, level: l)
      for s in kinds.indices {
        if positionOf[s] >= 0 || kinds[s] == .unused {
          reduced[l, s] = 0
          if reducedScale[l, s] != 0 { reducedScale[l, s] = 0 }
          continue
        }
        var d = costs[l, s]
        var scale = abs(d)
        for entry in columnOf[s] {
          let t = entry.value * v[entry.index]
          d -= t
          scale = max(scale, abs(t))
        }
        reduced[l, s] = d
        if reducedScale[l, s] != scale { reducedScale[l, s] = scale }
        if d != 0 { noteCandidate(Int32(s)) }
      }
    }
  }

  /// The objective at `level`: `sum(cost x value)` over the basic symbols (the others are 0).
  /// - Complexity: O(dimension).
  func objective(at level: Float) -> Double {
    guard let l = levels.firstIndex(of: level) else { return 0 }
    var total = 0.0
    for p in basic.indices { total += costs[l, Int(basic[p])] * values[p] }
    return total
  }

  // MARK: - Factors

  /// Factorises `B` again and recomputes the basic values from scratch
  /// (`B x_B = b - A_N x_N`).
  mutating func refactorize() {
    do {
      if deadRows > 0 {
        try purgeDeadRows()
      } else {
        try factors.refactorize()
      }
    } catch {
      preconditionFailure("the basis stays regular: \(error)")
    }
    refactorizations += 1
    // Its own vector: a refactorisation may come in the middle of a pivot, while the
    // scratch vector holds the entering column.
    var v = Self.borrow(&valueVector, count: dimension)
    defer { Self.giveBack(&v, to: &valueVector) }
    for k in rightHandSide.indices where rightHandSide[k] != 0 {
      v.set(Int32(k), rightHandSide[k])
    }
    for s in nonBasicValues.indices where nonBasicValues[s] != 0 && positionOf[s] < 0 {
      for entry in columnOf[s] { v.add(entry.index, -entry.value * nonBasicValues[s]) }
    }
    factors.ftran(&v)
    for p in values.indices {
      values[p] = 0
      noteTouched(basic[p])
      noteMoved(basic[p])
    }
    for p in v.indices { values[Int(p)] = v[p] }
    recomputeReducedCosts()
  }

  /// `B^-1 a_s` for symbol `s`'s column, by position.
  mutating func ftran(column s: Int32, into v: inout _SparseVector) {
    for entry in columnOf[Int(s)] { v.set(entry.index, entry.value) }
    factors.ftran(&v)
  }

  /// The row of `B^-1 A` at position `p` over the non-basic symbols, as entries by symbol
  /// (in the order first reached).
  mutating func tableauRow(position p: Int32) -> [_SparseEntry] {
    loadTableauRow(position: p)
    var entries: [_SparseEntry] = []
    for j in rowSymbols where rowEntry[Int(j)] != 0 {
      entries.append(_SparseEntry(index: j, value: rowEntry[Int(j)]))
    }
    clearTableauRow()
    return entries
  }

  /// Loads the row of `B^-1 A` at position `p` into `rowEntry` / `rowSymbols` (non-basic
  /// symbols only): one BTRAN of the unit vector, then the rows of `A` it reaches.
  /// ``clearTableauRow()`` puts the scratch back at rest.
  /// - Complexity: the BTRAN's reach plus the lengths of the rows reached.
  mutating func loadTableauRow(position p: Int32) {
    var rho = _SparseVector()
    swap(&rho, &rowVector)
    rho.set(p, 1)
    factors.btran(&rho)
    refineTableauRow(&rho, position: p)
    accumulateNonBasic(rho, times: 1)
    rho.clear()
    swap(&rho, &rowVector)
  }

  /// Adds `factor x y^T A` (by symbol, non-basic symbols only) into `rowEntry` /
  /// `rowSymbols`: the rows of `A` that `y` (by row) reaches.
  mutating func accumulateNonBasic(_ y: _SparseVector, times factor: Double) {
    for k in y.indices {
      let yk = y[k] * factor
      if yk == 0 { continue }
      for term in rows[Int(k)] where positionOf[Int(term.symbol)] < 0 {
        let j = Int(term.symbol)
        if !rowListed[j] {
          rowListed[j] = true
          rowSymbols.append(term.symbol)
        }
        rowEntry[j] = _Tolerance.sum(rowEntry[j], yk * term.coefficient)
      }
    }
  }

  /// Puts the scratch of ``loadTableauRow(position:)`` back at rest.
  mutating func clearTableauRow() {
    for j in rowSymbols {
      rowEntry[Int(j)] = 0
      rowListed[Int(j)] = false
    }
    rowSymbols.removeAll(keepingCapacity: true)
  }

  /// The scratch vector, moved out so that a solve may take `self` inout meanwhile.
  mutating func takeScratch() -> _SparseVector {
    var v = _SparseVector()
    swap(&v, &scratch)
    return v
  }

  /// A kept scratch vector, moved out (so that a solve may take `self` inout meanwhile) and
  /// grown to at least `count`; ``giveBack(_:to:)`` puts it back. Kept vectors keep their
  /// storage, so the solves of a resolve allocate nothing.
  static func borrow(_ kept: inout _SparseVector, count: Int) -> _SparseVector {
    var v = _SparseVector()
    swap(&v, &kept)
    if v.count < count { v.resize(to: count) }
    return v
  }

  /// Clears `v` and puts it back where ``borrow(_:count:)`` took it from.
  static func giveBack(_ v: inout _SparseVector, to kept: inout _SparseVector) {
    v.clear()
    swap(&v, &kept)
  }

  /// Clears `v` and puts it back as the scratch vector.
  mutating func putBackScratch(_ v: inout _SparseVector) {
    v.clear()
    swap(&v, &scratch)
  }
}
