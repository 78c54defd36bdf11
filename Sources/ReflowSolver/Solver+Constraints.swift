/// Adding, removing and re-prioritising constraints.
extension Solver {
  // MARK: - Validation

  /// Rejects NaN and infinity in a constraint, saying where.
  func validateFinite(_ constraint: Constraint) throws(SolverError) {
    let expression = constraint.expression
    for term in expression.terms where !term.coefficient.isFinite {
      throw .nonFinite("the coefficient of `\(term.variable)` in `\(constraint)`")
    }
    if !expression.constant.isFinite {
      throw .nonFinite("the constant of `\(constraint)`")
    }
  }

  /// Whether every coefficient and the constant of `constraint` are finite (what
  /// `validateFinite` checks, without the error).
  static func isFinite(_ constraint: Constraint) -> Bool {
    let expression = constraint.expression
    return expression.constant.isFinite && expression.terms.allSatisfy { $0.coefficient.isFinite }
  }

  func validatePriority(_ priority: Priority) throws(SolverError) {
    guard priority.isValid else { throw .invalidPriority(priority.rawValue) }
  }

  // MARK: - Add

  /// Validates and adds `constraint` at `priority`.
  func addConstraint(_ constraint: Constraint, at priority: Priority) throws(SolverError) {
    if state.recordIndex[ObjectIdentifier(constraint)] != nil {
      throw .duplicateConstraint(constraint)
    }
    try validatePriority(priority)
    try validateFinite(constraint)
    try insertRecord(
      constraint, priority: priority.rawValue, isEdit: false,
      guardingSwitchedOn: priority.isRequired && !state.switchedOnRequired.isEmpty)
  }

  /// Adds a validated constraint: builds its row, chooses the symbol to solve it for, and
  /// substitutes. A required constraint with no such symbol goes through phase one (an
  /// artificial symbol minimised first); if that fails, everything is undone and the error
  /// names a minimal set of conflicting required constraints.
  ///
  /// `guardingSwitchedOn`: also check that the switched-on required constraints (whose rows
  /// have errors, so the row is not checked against them) still hold; only when the new row
  /// would move one of their errors off zero does that cost a snapshot and a re-optimisation.
  func insertRecord(
    _ constraint: Constraint, priority: Float, isEdit: Bool, guardingSwitchedOn: Bool = false
  ) throws(SolverError) {
    let required = priority == Priority.required.rawValue
    let recordID: Int32 = state.freeRecords.last ?? Int32(state.records.count)
    // Row equilibration: the row enters divided by its largest coefficient, so that slacks
    // and errors are in the units of the variables and rows mix fewer magnitudes. The
    // errors then cost `weight` each, so violations still count as the constraint is written.
    var weight = 0.0
    for term in constraint.expression.terms { weight = max(weight, abs(term.coefficient)) }
    if weight == 0 { weight = 1 }
    let snapshotScale = magnitude(of: constraint.expression) / weight

    // Symbols: the variables, then the constraint's own markers.
    var terms: [(symbol: Int32, coefficient: Double)] = []
    terms.reserveCapacity(constraint.expression.terms.count + 2)
    var variables: [Int32] = []
    for term in constraint.expression.terms {
      let s = state.useVariable(term.variable)
      if variables.contains(s) {
        state.symbolUses[Int(s)] -= 1  // one use per record, however many terms
      } else {
        variables.append(s)
      }
      terms.append((s, term.coefficient / weight))
    }
    var marker: Int32 = -1
    var other: Int32 = -1
    switch constraint.relation {
    case .lessThanOrEqual, .greaterThanOrEqual:
      let sign: Double = constraint.relation == .lessThanOrEqual ? 1 : -1
      marker = state.newSymbol(.slack, owner: recordID)
      terms.append((marker, sign))
      if !required {
        other = state.newSymbol(.error, owner: recordID)
        terms.append((other, -sign))
      }
    case .equal:
      if required {
        marker = state.newSymbol(.dummy, owner: recordID)
        terms.append((marker, 1))
      } else {
        marker = state.newSymbol(.error, owner: recordID)
        other = state.newSymbol(.error, owner: recordID)
        terms.append((marker, -1))
        terms.append((other, 1))
      }
    }

    var (constant, cells) = state.tableau.expand(
      terms, constant: constraint.expression.constant / weight)
    if constant < 0 {
      constant = -constant
      for i in cells.indices { cells[i].coefficient = -cells[i].coefficient }
    }

    let record = _Record(
      constraint: constraint, priority: priority, weight: weight, marker: marker, other: other,
      variables: variables, serial: state.nextSerial, isEdit: isEdit, isLive: true)

    if let subject = chooseSubject(cells, constant: constant, marker: marker, other: other) {
      let a = cells.first { $0.symbol == subject }!.coefficient
      let guarding = guardingSwitchedOn && disturbsSwitchedOn(subject, to: -constant / a)
      let point = guarding ? state.beginUndo() : nil
      storeRecord(record, id: recordID)
      if !required {
        for e in record.errorSymbols {
          state.tableau.objective.add(weight, to: e, at: priority)
        }
      }
      solve(constant: constant, cells: cells, for: subject)
      if let point {
        try requireSwitchedOnToHold(after: record, restoring: point)
      }
      return
    }

    let tolerance = 1e-9 * max(snapshotScale, 1)
    if cells.allSatisfy({ state.tableau.kinds[Int($0.symbol)] == .dummy }) {
      if constant <= tolerance {
        // Redundant with the required equalities already there: keep it, solved for its
        // own dummy, so that it can be removed like any other.
        storeRecord(record, id: recordID)
        solve(constant: 0, cells: cells, for: marker)
        return
      }
      let suspects = cells.map { state.symbolOwner[Int($0.symbol)] }
      undoSymbols(marker: marker, other: other, variables: variables)
      throw unsatisfiable(constraint, suspects: suspects)
    }

    // Phase one: minimise an artificial symbol equal to the row; zero means feasible.
    let point = state.beginUndo()
    let artificial = state.newSymbol(.artificial)
    state.tableau.insertRow(basic: artificial, constant: constant, cells: cells)
    for cell in cells {
      state.tableau.objective.add(
        cell.coefficient, to: cell.symbol, at: _Objective.artificialLevel)
    }
    state.tableau.optimizeArtificialLevel()
    if state.tableau.value(of: artificial) > tolerance {
      let r = state.tableau.rowOf[Int(artificial)]
      let suspects = state.tableau.rows[Int(r)].cells.map { state.symbolOwner[Int($0.symbol)] }
      state.rollBack(to: point)
      undoSymbols(marker: marker, other: other, variables: variables)
      throw unsatisfiable(constraint, suspects: suspects)
    }
    let r = state.tableau.rowOf[Int(artificial)]
    if r >= 0 {
      state.tableau.rows[Int(r)].constant = 0  // within tolerance of 0: make it exact
      let rowCells = state.tableau.rows[Int(r)].cells
      let kinds = state.tableau.kinds
      // The largest coefficient is the stablest pivot.
      func largest(_ wanted: (_SymbolKind) -> Bool) -> _Cell? {
        rowCells.filter { wanted(kinds[Int($0.symbol)]) }
          .max { abs($0.coefficient) < abs($1.coefficient) }
      }
      if let e = largest(\.isPivotable) ?? largest({ $0 == .dummy }) {
        state.tableau.pivot(entering: e.symbol, row: r)
      } else {
        state.tableau.deleteRow(r)
      }
    }
    state.tableau.objective.clearArtificialLevel()
    state.releaseSymbol(artificial)
    storeRecord(record, id: recordID)
    if guardingSwitchedOn {
      try requireSwitchedOnToHold(after: record, restoring: point)
    } else {
      state.endUndo(point)
    }
  }

  /// ``requireSwitchedOnToHold(after:)`` for a record just added, ending the undo scope
  /// opened at `point` (after the record's symbols were made): if it throws, the state goes
  /// back there and the symbols are given back.
  private func requireSwitchedOnToHold(
    after record: _Record, restoring point: _UndoPoint
  ) throws(SolverError) {
    do {
      try requireSwitchedOnToHold(after: record.constraint)
    } catch {
      state.rollBack(to: point)
      undoSymbols(marker: record.marker, other: record.other, variables: record.variables)
      throw error
    }
    state.endUndo(point)
  }

  /// The symbol to solve a new row for without breaking feasibility: a variable, else one of
  /// the constraint's own slack or error symbols with a negative coefficient (the row's
  /// constant is >= 0, so its value comes out >= 0).
  ///
  /// Among the variables, threshold pivoting as in sparse LU factorisation: only those whose
  /// coefficient is within a factor of `subjectThreshold` of the row's largest qualify (the
  /// substitution then multiplies other rows by at most that factor, which keeps rounding
  /// errors from growing), and of those the one in the fewest rows (the least fill-in).
  private func chooseSubject(
    _ cells: [_Cell], constant: Double, marker: Int32, other: Int32
  ) -> Int32? {
    let tableau = state.tableau
    var largest = 0.0
    var largestExternal: Int32 = -1
    var largestExternalMagnitude = 0.0
    for cell in cells {
      let a = abs(cell.coefficient)
      largest = max(largest, a)
      if tableau.kinds[Int(cell.symbol)] == .external && a > largestExternalMagnitude {
        largestExternal = cell.symbol
        largestExternalMagnitude = a
      }
    }
    var best: Int32 = -1
    var bestCount = Int.max
    for cell in cells where tableau.kinds[Int(cell.symbol)] == .external {
      guard abs(cell.coefficient) >= Self.subjectThreshold * largest else { continue }
      let count = tableau.columns[Int(cell.symbol)].count
      if count < bestCount || (count == bestCount && cell.symbol < best) {
        best = cell.symbol
        bestCount = count
      }
    }
    if best >= 0 { return best }
    if largestExternal >= 0 { return largestExternal }
    // The constraint's own slack: an inequality that holds now stays satisfied.
    for cell in cells where cell.symbol == marker && cell.coefficient < 0 {
      if tableau.kinds[Int(cell.symbol)] == .slack { return cell.symbol }
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
      guard tableau.kinds[Int(s)].isPivotable, !tableau.objective.hasCost(s),
        abs(cell.coefficient) >= Self.subjectThreshold * largest,
        abs(cell.coefficient) > slackMagnitude
      else { continue }
      let value = constant / -cell.coefficient
      var feasible = true
      for entry in tableau.columns[Int(s)] {
        let row = tableau.rows[Int(entry.row)]
        let kind = tableau.kinds[Int(row.basic)]
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
      if tableau.kinds[Int(cell.symbol)].isPivotable && cell.coefficient < 0 {
        return cell.symbol
      }
    }
    return nil
  }

  /// See ``chooseSubject(_:constant:marker:other:)``.
  static let subjectThreshold = 0.1

  /// Inserts the row `0 = constant + cells` solved for `subject` and substitutes it away.
  private func solve(constant: Double, cells: [_Cell], for subject: Int32) {
    state.tableau.insertSolved(constant: constant, cells: cells, for: subject)
  }

  private func storeRecord(_ record: _Record, id: Int32) {
    if Int(id) == state.records.count {
      state.records.append(record)
    } else {
      _ = state.freeRecords.popLast()
      state.records[Int(id)] = record
    }
    state.recordIndex[ObjectIdentifier(record.constraint)] = id
    state.nextSerial += 1
    state.additions += 1
  }

  /// Takes back the symbols a failed addition created, newest first, so ids are reused as if
  /// it never happened.
  private func undoSymbols(marker: Int32, other: Int32, variables: [Int32]) {
    if other >= 0 { state.releaseSymbol(other) }
    if marker >= 0 { state.releaseSymbol(marker) }
    for s in variables.reversed() { state.unuseVariable(s) }
  }

  /// The scale of the numbers in an expression at the current solution, for tolerances.
  func magnitude(of expression: Expression) -> Double {
    var m = abs(expression.constant)
    for term in expression.terms { m += abs(term.coefficient * value(of: term.variable)) }
    return m
  }

  // MARK: - Remove

  func removeConstraint(_ constraint: Constraint) throws(SolverError) {
    guard let id = state.recordIndex[ObjectIdentifier(constraint)],
      !state.records[Int(id)].isEdit
    else { throw .unknownConstraint(constraint) }
    removeRecord(id)
  }

  /// Removes a record: its errors leave the objective, its row leaves the tableau (after
  /// pivoting its marker into the basis where needed), and its symbols are released.
  func removeRecord(_ id: Int32) {
    let record = state.records[Int(id)]
    if record.disabledPriority == nil {
      for e in record.errorSymbols {
        moveCost(of: e, weight: record.weight, from: record.costLevel, to: nil)
      }
    }
    state.switchedOnRequired.removeAll { $0 == id }
    let marker = record.marker
    var r = state.tableau.rowOf[Int(marker)]
    if r < 0, let leaving = markerLeavingRow(marker) {
      state.tableau.pivot(entering: marker, row: leaving)
      r = leaving
    }
    if r < 0, record.other >= 0 { r = state.tableau.rowOf[Int(record.other)] }
    if r >= 0 { state.tableau.deleteRow(r) }
    if record.other >= 0 { state.releaseSymbol(record.other) }
    state.releaseSymbol(marker)
    for s in record.variables.reversed() { state.unuseVariable(s) }
    state.recordIndex[ObjectIdentifier(record.constraint)] = nil
    state.records[Int(id)].isLive = false
    state.freeRecords.append(id)
    state.removals += 1
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
    let tableau = state.tableau
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

  /// Moves the objective contribution (`weight` per unit) of error symbol `e` from level
  /// `old` to level `new` (`nil`: removes it). A basic error contributes its row, a
  /// parametric one itself.
  func moveCost(of e: Int32, weight: Double, from old: Float?, to new: Float?) {
    let r = state.tableau.rowOf[Int(e)]
    if r >= 0 {
      let cells = state.tableau.rows[Int(r)].cells
      for cell in cells {
        let c = weight * cell.coefficient
        if let old { state.tableau.objective.add(-c, to: cell.symbol, at: old) }
        if let new { state.tableau.objective.add(c, to: cell.symbol, at: new) }
      }
    } else {
      if let old { state.tableau.objective.add(-weight, to: e, at: old) }
      if let new { state.tableau.objective.add(weight, to: e, at: new) }
    }
  }

  // MARK: - Priority

  func changePriority(of constraint: Constraint, to priority: Priority) throws(SolverError) {
    guard let id = state.recordIndex[ObjectIdentifier(constraint)],
      !state.records[Int(id)].isEdit
    else { throw .unknownConstraint(constraint) }
    try validatePriority(priority)
    let record = state.records[Int(id)]
    let new = priority.rawValue
    if record.disabledPriority != nil {
      // Switched off: only the priority it will take back changes.
      state.records[Int(id)].disabledPriority = new
      return
    }
    if record.priority == new { return }
    if record.hasErrors && !priority.isRequired {
      // Only the level of its errors' costs changes (from a switched-on required
      // constraint's level too).
      for e in record.errorSymbols {
        moveCost(of: e, weight: record.weight, from: record.costLevel, to: new)
      }
      state.records[Int(id)].priority = new
      state.switchedOnRequired.removeAll { $0 == id }
      return
    }
    // To required, or from a row built as required, the row has other symbols: rebuild it,
    // all or nothing.
    let point = state.beginUndo()
    let serial = record.serial
    removeRecord(id)
    do {
      try insertRecord(constraint, priority: new, isEdit: false)
      if priority.isRequired { try requireSwitchedOnToHold(after: constraint) }
    } catch {
      state.rollBack(to: point)
      throw error
    }
    state.endUndo(point)
    let newID = state.recordIndex[ObjectIdentifier(constraint)]!
    state.records[Int(newID)].serial = serial
  }
}
