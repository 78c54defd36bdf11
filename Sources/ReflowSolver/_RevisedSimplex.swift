/// The revised simplex of issue 15 (Docs/solver-internals.md, steps 3 and 4): the
/// constraints kept as written, by rows and by columns, and a basis held as sparse LU factors
/// with updates (``_BasisFactors``) instead of the canonical tableau's rows, which fill in.
///
/// - Rows: `sum(coefficient x symbol) = rightHandSide`, one per constraint, never rewritten
///   (the same rows ``Solver/writtenBasis()`` reads from the records). Row `k` of `A` is row
///   `k` of `B`. A removed row stays, empty and dead, until the next refactorisation
///   compacts the rows (``removeRow(_:)``).
/// - Symbols: the tableau's kinds. Every non-basic symbol is at 0 (restricted ones at their
///   bound; a free variable that is not basic, e.g. one just added in a row solved for its
///   marker, stays at 0 until the simplex makes it basic), so `B x_B = b`.
/// - Basis: `basic[p]` is the symbol at basic position `p` (column `p` of `B`), `values[p]`
///   its value; `positionOf[s]` the position of a basic symbol, or -1.
/// - Objective: one cost vector per priority level (`levels`, highest first), minimised
///   lexicographically. The reduced costs of each level (`d = c - A^T B^-T c_B`) are kept
///   per symbol and updated by the pivot row (`e_p^T B^-1 A`, one BTRAN and the rows it
///   reaches) at each pivot and each cost change of a basic symbol; they are computed from
///   scratch (one BTRAN per level) at each refactorisation, which bounds their drift.
///
/// Not used by the solver yet: it is checked against the canonical tableau, which stays the
/// reference, by `RevisedSimplexTests`.
struct _RevisedSimplex {
  // MARK: Symbols
  var kinds: [_SymbolKind] = []
  /// `A` by columns: per symbol, the rows that hold it and its coefficient there.
  var columnOf: [[_SparseEntry]] = []
  /// Per symbol: its basic position, or -1.
  var positionOf: [Int32] = []
  var freeSymbols: [Int32] = []

  // MARK: Rows
  /// `A` by rows.
  var rows: [[_SymbolTerm]] = []
  var rightHandSide: [Double] = []
  /// Per row: the symbols only that row holds (a constraint's marker and its other error;
  /// -1 when absent), one of which is basic before the row can leave.
  var rowMarker: [Int32] = []
  var rowOther: [Int32] = []

  // MARK: Basis
  /// Per position: its basic symbol, or ``deadSymbol`` for a removed row's position (see
  /// ``removeRow(_:)``).
  var basic: [Int32] = []
  var values: [Double] = []
  var factors: _BasisFactors

  // MARK: Objective
  /// The priority levels with costs, highest first.
  var levels: [Float] = []
  /// Per level (same index as `levels`): the cost of each symbol.
  var costs: [[Double]] = []
  /// Per level: the reduced cost of each symbol (0 for a basic one).
  var reduced: [[Double]] = []
  /// Per level: the largest cost magnitude it has had (rounding noise is relative to it).
  var levelScale: [Double] = []
  /// Symbols whose reduced costs changed since the simplex last looked at them, each once:
  /// the candidates to enter (stale ones are dropped when priced).
  var candidates: [Int32] = []
  var isCandidate: [Bool] = []

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

  /// Scratch: a vector of the basis dimension, clear at rest.
  var scratch = _SparseVector()
  /// Scratch of ``tableauRow(position:)``: per symbol, its entry (0 at rest), whether it is
  /// listed, and the list.
  /// Its BTRAN vector (apart from `scratch`, which a pivot's caller holds meanwhile).
  var rowVector = _SparseVector()
  var rowEntry: [Double] = []
  var rowListed: [Bool] = []
  var rowSymbols: [Int32] = []

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
    columnOf.append([])
    positionOf.append(-1)
    isCandidate.append(false)
    rowEntry.append(0)
    rowListed.append(false)
    for l in costs.indices {
      costs[l].append(0)
      reduced[l].append(0)
    }
    return Int32(kinds.count - 1)
  }

  /// Gives back a symbol that no row holds; its costs go.
  mutating func releaseSymbol(_ s: Int32) {
    precondition(positionOf[Int(s)] < 0 && columnOf[Int(s)].isEmpty, "only a free symbol")
    for l in costs.indices {
      costs[l][Int(s)] = 0
      reduced[l][Int(s)] = 0
    }
    kinds[Int(s)] = .unused
    freeSymbols.append(s)
  }

  /// The current value of `s`: its basic value, else 0.
  @inline(__always) func value(of s: Int32) -> Double {
    let p = positionOf[Int(s)]
    return p < 0 ? 0 : values[Int(p)]
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
    costs.insert([Double](repeating: 0, count: kinds.count), at: i)
    reduced.insert([Double](repeating: 0, count: kinds.count), at: i)
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
    costs[l][Int(s)] = _Tolerance.sum(costs[l][Int(s)], delta)
    levelScale[l] = max(levelScale[l], abs(costs[l][Int(s)]), abs(delta))
    let p = positionOf[Int(s)]
    if p < 0 {
      reduced[l][Int(s)] = _Tolerance.sum(reduced[l][Int(s)], delta)
      noteCandidate(s)
      return
    }
    loadTableauRow(position: p)
    for j in rowSymbols {
      reduced[l][Int(j)] = _Tolerance.sum(reduced[l][Int(j)], -delta * rowEntry[Int(j)])
      noteCandidate(j)
    }
    clearTableauRow()
  }

  /// Lists `s` for the next pricing.
  @inline(__always) mutating func noteCandidate(_ s: Int32) {
    if !isCandidate[Int(s)] {
      isCandidate[Int(s)] = true
      candidates.append(s)
    }
  }

  /// Every reduced cost from scratch: per level, the duals `y = B^-T c_B` (one BTRAN), then
  /// `d = c - a . y` for every non-basic symbol.
  /// - Complexity: O(levels x (a BTRAN + non-zeros of A)).
  mutating func recomputeReducedCosts() {
    for l in levels.indices {
      var v = _SparseVector(count: dimension)
      for p in basic.indices where costs[l][Int(basic[p])] != 0 {
        v.set(Int32(p), costs[l][Int(basic[p])])
      }
      factors.btran(&v)
      for s in kinds.indices {
        if positionOf[s] >= 0 || kinds[s] == .unused {
          reduced[l][s] = 0
          continue
        }
        var d = costs[l][s]
        for entry in columnOf[s] { d -= entry.value * v[entry.index] }
        reduced[l][s] = d
        if d != 0 { noteCandidate(Int32(s)) }
      }
    }
  }

  /// The objective at `level`: `sum(cost x value)` over the basic symbols (the others are 0).
  /// - Complexity: O(dimension).
  func objective(at level: Float) -> Double {
    guard let l = levels.firstIndex(of: level) else { return 0 }
    var total = 0.0
    for p in basic.indices { total += costs[l][Int(basic[p])] * values[p] }
    return total
  }

  // MARK: - Rows

  /// Writes row `k` into the columns of its symbols.
  private mutating func joinColumns(row k: Int32) {
    for term in rows[Int(k)] {
      columnOf[Int(term.symbol)].append(_SparseEntry(index: k, value: term.coefficient))
    }
  }

  /// Takes row `k` out of the columns of its symbols.
  private mutating func leaveColumns(row k: Int32) {
    for term in rows[Int(k)] {
      columnOf[Int(term.symbol)].removeAll { $0.index == k }
    }
  }

  /// `b - sum(a x)` over the basic symbols of `terms`: what the row's subject must make up.
  func residual(_ terms: [_SymbolTerm], rightHandSide b: Double) -> Double {
    var r = b
    for term in terms where positionOf[Int(term.symbol)] >= 0 {
      r = _Tolerance.sum(r, -term.coefficient * value(of: term.symbol))
    }
    return r
  }

  /// The feasibility tolerance for a value of magnitude around `scale`.
  @inline(__always) static func feasibilityTolerance(_ scale: Double) -> Double {
    1e-9 * max(scale, 1)
  }

  /// The scale of row `k`'s numbers at the current values.
  func scale(ofRow k: Int) -> Double {
    var m = abs(rightHandSide[k])
    for term in rows[k] { m = max(m, abs(term.coefficient * value(of: term.symbol))) }
    return m
  }

  /// The outcome of adding a row.
  enum Addition: Equatable {
    case added
    /// A required row that cannot hold with the rows there: the symbols whose rows, with
    /// it, have no solution (the non-basic symbols of the proof's row; the caller maps
    /// them to their constraints). The state is changed then: the caller restores it.
    case infeasible(suspects: [Int32])
  }

  /// Adds the row `sum(terms) = b` (each symbol once, no zero coefficient); `marker` (and
  /// `other`, or -1) are symbols no other row holds, the row's own.
  ///
  /// Its basic symbol (the subject) is a symbol only it holds, so `B` grows by a border with
  /// an empty column (block triangular: nothing is solved) and the subject's value is the
  /// row evaluated at the current values: a free variable the row is the first to mention,
  /// else its own slack or error when that comes out `>= 0`, else its dummy when the row
  /// holds already. Otherwise an artificial symbol is the subject and phase one minimises it
  /// (above every level): zero means the row can hold and the artificial leaves; above zero,
  /// the row is infeasible.
  /// - Complexity: O(terms) for the border; phase one's pivots when it is needed.
  mutating func addRow(
    _ terms: [_SymbolTerm], rightHandSide b: Double, marker: Int32, other: Int32
  ) -> Addition {
    let r = residual(terms, rightHandSide: b)
    let tolerance = Self.feasibilityTolerance(max(abs(b), abs(r)))
    var subject: Int32 = -1
    var subjectCoefficient = 0.0
    // A free variable only this row holds: the largest coefficient, the stablest.
    for term in terms
    where kinds[Int(term.symbol)] == .external && columnOf[Int(term.symbol)].isEmpty
      && abs(term.coefficient) > abs(subjectCoefficient)
    {
      subject = term.symbol
      subjectCoefficient = term.coefficient
    }
    if subject < 0 {
      for term in terms where term.symbol == marker || term.symbol == other {
        let kind = kinds[Int(term.symbol)]
        let fits =
          kind.isPivotable ? r / term.coefficient >= 0 : kind == .dummy && abs(r) <= tolerance
        if fits {
          subject = term.symbol
          subjectCoefficient = term.coefficient
          break
        }
      }
    }
    var written = terms
    var artificial: Int32 = -1
    if subject < 0 {
      artificial = newSymbol(.artificial)
      subject = artificial
      subjectCoefficient = r < 0 ? -1 : 1
      written.append(_SymbolTerm(symbol: artificial, coefficient: subjectCoefficient))
    }
    let k = Int32(dimension)
    rows.append(written)
    rightHandSide.append(b)
    rowMarker.append(marker)
    rowOther.append(other)
    joinColumns(row: k)
    var border: [_SparseEntry] = []
    for term in written where positionOf[Int(term.symbol)] >= 0 {
      border.append(_SparseEntry(index: positionOf[Int(term.symbol)], value: term.coefficient))
    }
    do {
      try factors.addBorder(row: border, column: [], diagonal: subjectCoefficient)
    } catch {
      preconditionFailure("a border with an empty column and a non-zero diagonal is regular")
    }
    positionOf[Int(subject)] = k
    basic.append(subject)
    values.append(subject == artificial ? abs(r) : r / subjectCoefficient)
    scratch.resize(to: dimension)
    rowVector.resize(to: dimension)
    if artificial < 0 { return .added }
    return phaseOne(artificial, tolerance: tolerance)
  }

  /// Minimises a new row's artificial symbol (its cost above every level); if it reaches
  /// 0 it leaves the basis and the row, else the row is infeasible.
  private mutating func phaseOne(_ artificial: Int32, tolerance: Double)
    -> Addition
  {
    addCost(1, to: artificial, at: _Objective.artificialLevel)
    optimize(atLeast: _Objective.artificialLevel)
    let l = levelIndex(_Objective.artificialLevel)
    addCost(-costs[l][Int(artificial)], to: artificial, at: _Objective.artificialLevel)
    if value(of: artificial) > tolerance {
      return .infeasible(suspects: nonBasicSymbols(inRowOf: artificial))
    }
    let p = positionOf[Int(artificial)]
    if p >= 0 {
      values[Int(p)] = 0
      // Degenerate pivot: a symbol of the artificial's row of B^-1 A takes its place at 0;
      // the row's own marker is always there (its column is the artificial's, scaled).
      guard let entering = pivotOutOfArtificial(position: p) else {
        preconditionFailure("the row's own marker can always replace its artificial")
      }
      var alpha = takeScratch()
      ftran(column: entering, into: &alpha)
      let pivoted = pivot(entering: entering, position: p, alpha: alpha)
      putBackScratch(&alpha)
      precondition(pivoted, "the largest entry of a column is a pivot")
    }
    // Its row now (a refactorisation during phase one may have compacted the rows).
    rows[Int(row(of: artificial))].removeAll { $0.symbol == artificial }
    columnOf[Int(artificial)].removeAll()
    releaseSymbol(artificial)
    return .added
  }

  /// The symbol to replace a basic artificial at 0: the largest entry of its row of
  /// `B^-1 A` among slacks, errors and variables, else among dummies.
  private mutating func pivotOutOfArtificial(position p: Int32) -> Int32? {
    var best: Int32 = -1
    var bestMagnitude = 0.0
    var bestDummy: Int32 = -1
    var bestDummyMagnitude = 0.0
    let entries = tableauRow(position: p)
    for entry in entries {
      let s = entry.index
      let m = abs(entry.value)
      switch kinds[Int(s)] {
      case .slack, .error, .external:
        if m > bestMagnitude || (m == bestMagnitude && s < best) {
          best = s
          bestMagnitude = m
        }
      case .dummy:
        if m > bestDummyMagnitude || (m == bestDummyMagnitude && s < bestDummy) {
          bestDummy = s
          bestDummyMagnitude = m
        }
      case .artificial, .unused: continue
      }
    }
    return best >= 0 ? best : (bestDummy >= 0 ? bestDummy : nil)
  }

  /// The non-basic symbols of the row of `B^-1 A` of basic symbol `s`: with `s`, they make
  /// up the proof that its row cannot reach its bound.
  func nonBasicSymbols(inRowOf s: Int32) -> [Int32] {
    var copy = self
    return copy.tableauRow(position: positionOf[Int(s)]).map(\.index).sorted()
  }

  /// Removes row `row`. Unless one of its own symbols, or a variable only it mentions, is
  /// basic, its marker is made basic first (a ratio test keeps the other rows feasible), so
  /// that the row and that symbol's position can leave `B`
  /// together: popped when they are the newest border, else left dead in the factors (an
  /// empty row whose position holds ``deadSymbol``) until the next refactorisation, which
  /// compacts rows and positions. The caller releases the row's symbols afterwards.
  /// - Complexity: the pivot (one FTRAN and the pivot row) when no own symbol is basic, plus
  ///   O(the row); a refactorisation once the dead rows are half of `B` (amortised O(1)
  ///   per removal per non-zero).
  mutating func removeRow(_ row: Int32) {
    let marker = rowMarker[Int(row)]
    let other = rowOther[Int(row)]
    var q = positionOf[Int(marker)]
    if q < 0 && other >= 0 { q = positionOf[Int(other)] }
    // A basic variable no other row mentions has the same singleton column as an own
    // symbol: it leaves with the row, unconstrained (removing the newest constraint of a
    // chain so needs no pivot).
    for term in rows[Int(row)] where q < 0 && kinds[Int(term.symbol)] == .external {
      if positionOf[Int(term.symbol)] >= 0 && columnOf[Int(term.symbol)].count == 1 {
        q = positionOf[Int(term.symbol)]
      }
    }
    if q < 0 {
      var alpha = takeScratch()
      ftran(column: marker, into: &alpha)
      q = markerLeavingPosition(alpha)
      let pivoted = pivot(entering: marker, position: q, alpha: alpha)
      putBackScratch(&alpha)
      precondition(pivoted, "the largest entry of a column is a pivot")
      // A refactorisation after the pivot compacts rows and positions: read them again.
      q = positionOf[Int(marker)]
    }
    let k = self.row(of: marker)
    let leaving = basic[Int(q)]
    leaveColumns(row: k)
    positionOf[Int(leaving)] = -1
    let lastRow = Int32(dimension - 1)
    if k == lastRow && q == Int32(basic.count - 1) && factors.endsWithBorder {
      // The newest border (undoing the last addition): it leaves the factors in O(its size).
      factors.removeLastBorder()
      rows.removeLast()
      rightHandSide.removeLast()
      rowMarker.removeLast()
      rowOther.removeLast()
      basic.removeLast()
      values.removeLast()
      scratch.resize(to: dimension)
      rowVector.resize(to: dimension)
      return
    }
    // Any other row stays in the factors, dead, until the next refactorisation: column q is
    // its own symbol's, `a e_k`, so row k only ever decides the value at q, which nothing
    // reads, and the duals give it 0 (its cost is 0): the other values, duals and pivot rows
    // are those of the basis without it. Taking it out now would refactorise.
    if deadSymbol < 0 { deadSymbol = newSymbol(.unused) }
    rows[Int(k)] = []
    rightHandSide[Int(k)] = 0
    rowMarker[Int(k)] = -1
    rowOther[Int(k)] = -1
    basic[Int(q)] = deadSymbol
    values[Int(q)] = 0
    deadRows += 1
    if factors.needsRefactorization || (deadRows >= 16 && 2 * deadRows > dimension) {
      refactorize()
    }
  }

  /// Takes the dead rows and positions out (the live ones keep their order), then
  /// factorises the rest.
  /// - Complexity: O(symbols + non-zeros of A and B) plus a factorisation.
  private mutating func purgeDeadRows() throws(_SingularBasis) {
    var rowMap = [Int32](repeating: -1, count: dimension)
    var next: Int32 = 0
    for k in rows.indices where rowMarker[k] >= 0 {
      rowMap[k] = next
      next += 1
    }
    for k in rows.indices where rowMap[k] >= 0 && Int(rowMap[k]) != k {
      let to = Int(rowMap[k])
      rows[to] = rows[k]
      rightHandSide[to] = rightHandSide[k]
      rowMarker[to] = rowMarker[k]
      rowOther[to] = rowOther[k]
    }
    let live = Int(next)
    rows.removeLast(rows.count - live)
    rightHandSide.removeLast(rightHandSide.count - live)
    rowMarker.removeLast(rowMarker.count - live)
    rowOther.removeLast(rowOther.count - live)
    for s in columnOf.indices {
      for i in columnOf[s].indices { columnOf[s][i].index = rowMap[Int(columnOf[s][i].index)] }
    }
    var kept = 0
    for p in basic.indices where basic[p] != deadSymbol {
      basic[kept] = basic[p]
      values[kept] = values[p]
      positionOf[Int(basic[kept])] = Int32(kept)
      kept += 1
    }
    basic.removeLast(basic.count - kept)
    values.removeLast(values.count - kept)
    deadRows = 0
    let columns = basic.map { columnOf[Int($0)] }
    let fresh = try _LUFactors.factorize(columns: columns, operations: &factors.operations)
    factors.install(columns: columns, factors: fresh)
    factors.resizeScratch()
    scratch.resize(to: dimension)
    rowVector.resize(to: dimension)
  }

  /// The position whose basic symbol leaves when a removed row's marker enters (it may
  /// move either way, its row is going): the restricted basic symbol it reaches first
  /// increasing, else decreasing, else the variable with the largest entry.
  private func markerLeavingPosition(_ alpha: _SparseVector) -> Int32 {
    var largest = 0.0
    for p in alpha.indices { largest = max(largest, abs(alpha[p])) }
    let noise = _Tolerance.pivot * largest
    var up: (position: Int32, ratio: Double, basic: Int32)?
    var down: (position: Int32, ratio: Double, basic: Int32)?
    var free: (position: Int32, magnitude: Double, basic: Int32)?
    func better(_ ratio: Double, _ b: Int32, than best: (position: Int32, ratio: Double, basic: Int32)?)
      -> Bool
    {
      guard let best else { return true }
      return ratio < best.ratio || (ratio == best.ratio && b < best.basic)
    }
    for p in alpha.indices {
      let a = alpha[p]
      if a == 0 || abs(a) <= noise { continue }
      let b = basic[Int(p)]
      switch kinds[Int(b)] {
      case .external:
        if free == nil || abs(a) > free!.magnitude || (abs(a) == free!.magnitude && b < free!.basic) {
          free = (p, abs(a), b)
        }
      case .dummy:
        if better(0, b, than: up) { up = (p, 0, b) }
      case .slack, .error, .artificial:
        let ratio = max(0, values[Int(p)]) / abs(a)
        if a > 0 {
          if better(ratio, b, than: up) { up = (p, ratio, b) }
        } else if better(ratio, b, than: down) {
          down = (p, ratio, b)
        }
      case .unused: continue
      }
    }
    if let up { return up.position }
    if let down { return down.position }
    if let free { return free.position }
    preconditionFailure("a row's own marker always reaches a basic symbol")
  }

  /// Sets row `k`'s right-hand side (a suggested value, a constant replaced): the basic
  /// values move by `B^-1 (delta e_k)`, one FTRAN of a unit vector (the values that depend
  /// on the row). Feasibility is the dual simplex's to restore.
  mutating func setRightHandSide(ofRow k: Int32, to b: Double) {
    let delta = b - rightHandSide[Int(k)]
    rightHandSide[Int(k)] = b
    if delta == 0 { return }
    var v = takeScratch()
    v.set(k, delta)
    factors.ftran(&v)
    for p in v.indices { values[Int(p)] = _Tolerance.sum(values[Int(p)], v[p]) }
    putBackScratch(&v)
  }

  // MARK: - Factors

  /// Factorises `B` again and recomputes the basic values from scratch (`B x_B = b`).
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
    // scratch vector holds the entering column (and it allocates new factors anyway).
    var v = _SparseVector(count: dimension)
    for k in rightHandSide.indices where rightHandSide[k] != 0 {
      v.set(Int32(k), rightHandSide[k])
    }
    factors.ftran(&v)
    for p in values.indices { values[p] = 0 }
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
    for k in rho.indices {
      let y = rho[k]
      if y == 0 { continue }
      for term in rows[Int(k)] where positionOf[Int(term.symbol)] < 0 {
        let j = Int(term.symbol)
        if !rowListed[j] {
          rowListed[j] = true
          rowSymbols.append(term.symbol)
        }
        rowEntry[j] = _Tolerance.sum(rowEntry[j], y * term.coefficient)
      }
    }
    rho.clear()
    swap(&rho, &rowVector)
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

  /// Clears `v` and puts it back as the scratch vector.
  mutating func putBackScratch(_ v: inout _SparseVector) {
    v.clear()
    swap(&v, &scratch)
  }
}
