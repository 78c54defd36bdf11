/// Adding, removing and re-prioritising constraints.
extension _SolverCore {
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

    let row = state.representation.writeRow(
      terms, constant: constraint.expression.constant / weight)

    let record = _Record(
      constraint: constraint, priority: priority, weight: weight, marker: marker, other: other,
      variables: variables, serial: state.nextSerial, isEdit: isEdit, isLive: true)

    let tolerance = 1e-9 * max(snapshotScale, 1)
    switch state.representation.placement(
      of: row, marker: marker, other: other, tolerance: tolerance)
    {
    case .direct(let subject, let value):
      let guarding = guardingSwitchedOn && disturbsSwitchedOn(subject, to: value)
      let point = guarding ? state.beginUndo() : nil
      storeRecord(record, id: recordID)
      if !required {
        for e in record.errorSymbols {
          state.representation.addCost(weight, to: e, at: priority)
        }
      }
      state.representation.addRow(row, solvedFor: subject)
      if let point {
        try requireSwitchedOnToHold(after: record, restoring: point)
      }
      return
    case .redundant:
      // Redundant with the required equalities already there: keep it, solved for its
      // own dummy, so that it can be removed like any other.
      storeRecord(record, id: recordID)
      state.representation.addRedundantRow(row, marker: marker)
      return
    case .infeasible(let symbols):
      let suspects = symbols.map { state.owner(of: $0) }
      undoSymbols(marker: marker, other: other, variables: variables)
      throw unsatisfiable(constraint, suspects: suspects)
    case .general:
      break
    }

    // Phase one: minimise an artificial symbol equal to the row; zero means feasible.
    let point = state.beginUndo()
    if let proof = state.representation.addRowGenerally(
      row, marker: marker, other: other, tolerance: tolerance)
    {
      let suspects = proof.map { state.owner(of: $0) }
      state.rollBack(to: point)
      undoSymbols(marker: marker, other: other, variables: variables)
      throw unsatisfiable(constraint, suspects: suspects)
    }
    storeRecord(record, id: recordID)
    if !required {
      // A representation that places every row the general way costs the errors after.
      for e in record.errorSymbols {
        state.representation.addCost(weight, to: e, at: priority)
      }
    }
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
    after record: _Record, restoring point: _UndoPoint<Representation>
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
    state.representation.removeRow(marker: marker, other: record.other)
    if record.other >= 0 { state.releaseSymbol(record.other) }
    state.releaseSymbol(marker)
    for s in record.variables.reversed() { state.unuseVariable(s) }
    state.recordIndex[ObjectIdentifier(record.constraint)] = nil
    state.records[Int(id)].isLive = false
    state.freeRecords.append(id)
    state.removals += 1
  }

  /// Moves the objective contribution (`weight` per unit) of error symbol `e` from level
  /// `old` to level `new` (`nil`: removes it).
  func moveCost(of e: Int32, weight: Double, from old: Float?, to new: Float?) {
    state.representation.moveCost(of: e, weight: weight, from: old, to: new)
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

extension Solver {
  /// Whether every coefficient and the constant of `constraint` are finite (what
  /// `validateFinite` checks, without the error).
  static func isFinite(_ constraint: Constraint) -> Bool {
    let expression = constraint.expression
    return expression.constant.isFinite && expression.terms.allSatisfy { $0.coefficient.isFinite }
  }

  /// See ``_Tableau/chooseSubject(_:constant:marker:other:)``: a variable qualifies as a
  /// subject when its coefficient is at least this times the row's largest.
  static let subjectThreshold = 0.1
}
