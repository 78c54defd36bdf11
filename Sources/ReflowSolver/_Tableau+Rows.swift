/// The rows of the tableau as the solver adds and removes them: a constraint's row written
/// over parametric symbols, the subject it is solved for (or phase one), and a removal that
/// pivots the row's marker in first where needed. The solver talks to its representation
/// through these (and ``_Tableau+Interface.swift``); ``_RevisedSimplex`` offers the same
/// operations on a factored basis (see Docs/solver-internals.md).
extension _Tableau {
  // MARK: - Add

  /// `constant + sum(terms)` over parametric symbols (``expand(_:constant:)``), negated
  /// when its constant is negative, so that the row's constant is `>= 0`.
  mutating func writeRow(_ terms: [(symbol: Int32, coefficient: Double)], constant: Double)
    -> (constant: Double, cells: [_Cell])
  {
    var (constant, cells) = expand(terms, constant: constant)
    if constant < 0 {
      constant = -constant
      for i in cells.indices { cells[i].coefficient = -cells[i].coefficient }
    }
    return (constant, cells)
  }

  /// The symbol to solve a new row for without breaking feasibility: a variable, else one of
  /// the constraint's own slack or error symbols with a negative coefficient (the row's
  /// constant is >= 0, so its value comes out >= 0).
  ///
  /// Among the variables, threshold pivoting as in sparse LU factorisation: only those whose
  /// coefficient is within a factor of `subjectThreshold` of the row's largest qualify (the
  /// substitution then multiplies other rows by at most that factor, which keeps rounding
  /// errors from growing), and of those the one in the fewest rows (the least fill-in).
  ///
  /// `mutating` though it changes nothing: called on the solver's stored tableau, a
  /// non-mutating method gets a copy of the whole struct (every array retained and
  /// released), 2% of tree_1000's instructions.
  mutating func chooseSubject(
    _ cells: [_Cell], constant: Double, marker: Int32, other: Int32
  ) -> Int32? {
    var largest = 0.0
    var largestExternal: Int32 = -1
    var largestExternalMagnitude = 0.0
    for cell in cells {
      let a = abs(cell.coefficient)
      largest = max(largest, a)
      if kinds[Int(cell.symbol)] == .external && a > largestExternalMagnitude {
        largestExternal = cell.symbol
        largestExternalMagnitude = a
      }
    }
    var best: Int32 = -1
    var bestCount = Int.max
    for cell in cells where kinds[Int(cell.symbol)] == .external {
      guard abs(cell.coefficient) >= Solver.subjectThreshold * largest else { continue }
      let count = columns[Int(cell.symbol)].count
      if count < bestCount || (count == bestCount && cell.symbol < best) {
        best = cell.symbol
        bestCount = count
      }
    }
    if best >= 0 { return best }
    if largestExternal >= 0 { return largestExternal }
    // The constraint's own slack: an inequality that holds now stays satisfied.
    for cell in cells where cell.symbol == marker && cell.coefficient < 0 {
      if kinds[Int(cell.symbol)] == .slack { return cell.symbol }
    }
    // An existing slack or error that costs nothing and can take the new row's value
    // (constant / |coefficient| >= 0) without pushing any restricted row below zero (a
    // ratio test against its column): the new constraint then starts satisfied, so no pivot
    // is needed to repair it, where solving for its own error would start it violated. In a
    // view tree this is the usual case: `c.left == p.left + 8` is solved for the slack of
    // `c.left >= p.left`.
    var slackSubject: Int32 = -1
    var slackMagnitude = 0.0
    for cell in cells where cell.coefficient < 0 && cell.symbol != marker && cell.symbol != other {
      let s = cell.symbol
      guard kinds[Int(s)].isPivotable, !objective.hasCost(s),
        abs(cell.coefficient) >= Solver.subjectThreshold * largest,
        abs(cell.coefficient) > slackMagnitude
      else { continue }
      let value = constant / -cell.coefficient
      var feasible = true
      for entry in columns[Int(s)] {
        let row = rows[Int(entry.row)]
        let kind = kinds[Int(row.basic)]
        if kind == .external { continue }
        let a = row.cells[Int(entry.index)].coefficient
        let moved = row.constant + a * value
        if kind == .dummy ? (a * value != 0) : (moved < 0) {
          feasible = false
          break
        }
      }
      if feasible {
        slackSubject = s
        slackMagnitude = abs(cell.coefficient)
      }
    }
    if slackSubject >= 0 { return slackSubject }
    for cell in cells where cell.symbol == marker || cell.symbol == other {
      if kinds[Int(cell.symbol)].isPivotable && cell.coefficient < 0 {
        return cell.symbol
      }
    }
    return nil
  }

  /// Inserts the row `0 = constant + cells` solved for `subject` and substitutes it away.
  mutating func addRow(constant: Double, cells: [_Cell], solvedFor subject: Int32) {
    guard let i = cells.firstIndex(where: { $0.symbol == subject }) else {
      preconditionFailure("the subject must be in the row")
    }
    let a = cells[i].coefficient
    let divisorLoss = cells[i].scale / abs(a)
    let scale = -1 / a
    var solved = cells
    solved.remove(at: i)
    for j in solved.indices {
      solved[j].scale = max(solved[j].scale, abs(solved[j].coefficient) * divisorLoss) / abs(a)
      solved[j].coefficient *= scale
    }
    let r = insertRow(basic: subject, constant: constant * scale, cells: solved)
    substituteOut(subject, solvedIn: r)
  }

  /// Whether a row (with no subject) is over dummies only: redundant with the required
  /// equalities there when its constant is 0, else infeasible with them.
  func holdsOnlyDummies(_ cells: [_Cell]) -> Bool {
    cells.allSatisfy { kinds[Int($0.symbol)] == .dummy }
  }

  /// Phase one for a required row with no subject: minimises `artificial` (a new symbol,
  /// the caller's, released by the caller afterwards) equal to the row; zero (within
  /// `tolerance`) means feasible, and the row is then left solved for one of its own
  /// symbols. Returns the symbols of the row that proved it infeasible (a Farkas
  /// certificate: the caller maps them to their constraints and rolls back), or nil.
  mutating func addRowByPhaseOne(
    constant: Double, cells: [_Cell], artificial: Int32, tolerance: Double
  ) -> [Int32]? {
    insertRow(basic: artificial, constant: constant, cells: cells)
    for cell in cells {
      objective.add(cell.coefficient, to: cell.symbol, at: _Objective.artificialLevel)
    }
    optimizeArtificialLevel()
    if value(of: artificial) > tolerance {
      let r = rowOf[Int(artificial)]
      return rows[Int(r)].cells.map(\.symbol)
    }
    let r = rowOf[Int(artificial)]
    if r >= 0 {
      rows[Int(r)].constant = 0  // within tolerance of 0: make it exact
      let rowCells = rows[Int(r)].cells
      let kinds = kinds
      // The largest coefficient is the stablest pivot.
      func largest(_ wanted: (_SymbolKind) -> Bool) -> _Cell? {
        rowCells.filter { wanted(kinds[Int($0.symbol)]) }
          .max { abs($0.coefficient) < abs($1.coefficient) }
      }
      if let e = largest(\.isPivotable) ?? largest({ $0 == .dummy }) {
        pivot(entering: e.symbol, row: r)
      } else {
        deleteRow(r)
      }
    }
    objective.clearArtificialLevel()
    return nil
  }

  /// The value basic symbol `e` would take if a new row were solved for `subject`
  /// (parametric, so 0 until then) at `value`: the rows holding `subject` change by its
  /// coefficient times `value`, and no other row changes. Nil when `e` is parametric (it
  /// stays 0). `mutating` only so that it reads the tableau in place (see
  /// ``chooseSubject(_:constant:marker:other:)``).
  mutating func value(of e: Int32, solvingFor subject: Int32, at value: Double) -> Double? {
    let q = rowOf[Int(e)]
    if q < 0 { return nil }
    let row = rows[Int(q)]
    let b = row.cells.first { $0.symbol == subject }?.coefficient ?? 0
    return row.constant + b * value
  }

  // MARK: - Remove

  /// Removes the row of a constraint whose own symbols are `marker` and `other` (or -1):
  /// a parametric marker is pivoted into a row first (``markerLeavingRow(_:)``), keeping
  /// feasibility; the row is deleted. The caller releases the symbols afterwards.
  mutating func removeRow(marker: Int32, other: Int32) {
    var r = rowOf[Int(marker)]
    if r < 0, let leaving = markerLeavingRow(marker) {
      pivot(entering: marker, row: leaving)
      r = leaving
    }
    if r < 0, other >= 0 { r = rowOf[Int(other)] }
    if r >= 0 { deleteRow(r) }
  }

  /// The row to pivot a parametric marker into before deleting it, keeping feasibility:
  /// the restricted row that limits the marker first, else the restricted row it would
  /// reach first going down, else any row (a variable's) that holds it.
  private func markerLeavingRow(_ marker: Int32) -> Int32? {
    markerLeavingRow(marker, ignoringNoise: true) ?? markerLeavingRow(marker, ignoringNoise: false)
  }

  /// One pass of the choice above; `ignoringNoise` passes over restricted rows where the
  /// marker's coefficient is at noise level in its row (pivoting there amplifies rounding).
  private func markerLeavingRow(_ marker: Int32, ignoringNoise: Bool) -> Int32? {
    let tableau = self
    var first: (row: Int32, ratio: Double, basic: Int32)?
    var second: (row: Int32, ratio: Double, basic: Int32)?
    var third: (row: Int32, magnitude: Double, basic: Int32)?
    for entry in tableau.columns[Int(marker)] {
      let q = entry.row
      let row = tableau.rows[Int(q)]
      let cell = row.cells[Int(entry.index)]
      let a = cell.coefficient
      if tableau.kinds[Int(row.basic)] == .external {
        // Any variable's row will do: take the largest coefficient, the stablest pivot.
        let m = cell.isReliable ? abs(a) : 0
        if third == nil || m > third!.magnitude || (m == third!.magnitude && row.basic < third!.basic) {
          third = (q, m, row.basic)
        }
        continue
      }
      if ignoringNoise && abs(a) <= _Tolerance.pivot * _Tolerance.largest(row.cells) { continue }
      if a < 0 {
        let ratio = -row.constant / a
        if first == nil || ratio < first!.ratio || (ratio == first!.ratio && row.basic < first!.basic) {
          first = (q, ratio, row.basic)
        }
      } else {
        let ratio = row.constant / a
        if second == nil || ratio < second!.ratio
          || (ratio == second!.ratio && row.basic < second!.basic)
        {
          second = (q, ratio, row.basic)
        }
      }
    }
    // A variable's row only when no restricted row holds the marker at all: else the
    // variable would become parametric inside a restricted row.
    return first?.row ?? second?.row ?? (ignoringNoise ? nil : third?.row)
  }
}
