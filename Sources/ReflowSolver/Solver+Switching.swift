/// Switching constraints off and on without removing them (``Solver/setEnabled(_:for:)``):
/// only the costs of their errors move, and a switched-on required constraint is checked to
/// hold.
extension _SolverCore {
  func changeEnabled(_ enabled: Bool, of constraint: Constraint) throws(SolverError) {
    guard let id = state.recordIndex[ObjectIdentifier(constraint)],
      !state.records[Int(id)].isEdit
    else { throw .unknownConstraint(constraint) }
    let record = state.records[Int(id)]
    if enabled == (record.disabledPriority == nil) { return }
    if !enabled {
      if record.hasErrors {
        for e in record.errorSymbols {
          moveCost(of: e, weight: record.weight, from: record.costLevel, to: nil)
        }
        state.records[Int(id)].disabledPriority = record.priority
        state.records[Int(id)].priority = Solver.switchedOffLevel
        state.switchedOnRequired.removeAll { $0 == id }
      } else {
        // A row built as required has no errors to switch off: rebuild it once as a
        // switchable row (which always fits); later switches move costs only.
        rebuild(id, at: Solver.switchedOffLevel)
        let newID = state.recordIndex[ObjectIdentifier(constraint)]!
        let rebuilt = state.records[Int(newID)]
        for e in rebuilt.errorSymbols {
          moveCost(of: e, weight: rebuilt.weight, from: rebuilt.priority, to: nil)
        }
        state.records[Int(newID)].disabledPriority = Priority.required.rawValue
      }
      return
    }
    // A switched-off row always has errors: switching on moves their costs to its level.
    let target = record.disabledPriority!
    if target != Priority.required.rawValue {
      switchOn(id, at: target)
      return
    }
    let point = state.beginUndo()
    do {
      switchOn(id, at: target)
      state.switchedOnRequired.append(id)
      try requireSwitchedOnToHold(after: constraint)
    } catch {
      state.rollBack(to: point)
      throw error
    }
    state.endUndo(point)
  }

  private func switchOn(_ id: Int32, at priority: Float) {
    state.records[Int(id)].disabledPriority = nil
    state.records[Int(id)].priority = priority
    let record = state.records[Int(id)]
    for e in record.errorSymbols {
      moveCost(of: e, weight: record.weight, from: nil, to: record.costLevel)
    }
  }

  /// Re-optimises and checks that every switched-on required constraint holds: its errors,
  /// costed above every priority, are zero at the optimum unless the required constraints
  /// leave no way to satisfy it. If one does not hold, `constraint` (just added or switched
  /// on) is the cause: throws its conflict, explained as if every switched-on required
  /// constraint were built as required. Leaves the state changed when it throws: the caller
  /// restores it.
  func requireSwitchedOnToHold(after constraint: Constraint) throws(SolverError) {
    state.representation.optimize()
    if !switchedOnRequiredHold() { throw explainedConflict(of: constraint) }
  }

  /// Whether every switched-on required constraint holds at the current values
  /// (``holdsSwitchedOn(_:weight:errors:value:errorValue:)``).
  func switchedOnRequiredHold() -> Bool {
    for id in state.switchedOnRequired {
      let record = state.records[Int(id)]
      let holds = Solver.holdsSwitchedOn(
        record.constraint.expression, weight: record.weight, errors: record.errorSymbols,
        value: { value(of: $0) }, errorValue: { state.representation.value(of: $0) })
      if !holds { return false }
    }
    return true
  }

  /// The error for `constraint` conflicting with the required constraints in force, found
  /// in a scratch copy of this solver where it is taken out, every other switched-on
  /// required constraint is rebuilt as required, and it is added back as required.
  private func explainedConflict(of constraint: Constraint) -> SolverError {
    // The core does not keep its solver alive: the solver must outlive it.
    let scratchSolver = Solver(state: state.independentCopy)
    defer { withExtendedLifetime(scratchSolver) {} }
    let scratch = scratchSolver.core(Representation.self)
    let others = state.switchedOnRequired.map { state.records[Int($0)].constraint }
      .filter { $0 !== constraint }
    do {
      scratch.removeRecord(scratch.state.recordIndex[ObjectIdentifier(constraint)]!)
      for c in others {
        let id = scratch.state.recordIndex[ObjectIdentifier(c)]!
        try scratch.rebuildThrowing(id, at: Priority.required.rawValue)
      }
      try scratch.insertRecord(constraint, priority: Priority.required.rawValue, isEdit: false)
    } catch {
      return error
    }
    // The two ways of solving disagree within rounding: name every required constraint.
    return unsatisfiable(constraint, suspects: [])
  }

  func addSwitchedOff(_ constraint: Constraint) throws(SolverError) {
    if state.recordIndex[ObjectIdentifier(constraint)] != nil {
      throw .duplicateConstraint(constraint)
    }
    try validatePriority(constraint.priority)
    try validateFinite(constraint)
    try insertRecord(constraint, priority: Solver.switchedOffLevel, isEdit: false)
    let id = state.recordIndex[ObjectIdentifier(constraint)]!
    let record = state.records[Int(id)]
    for e in record.errorSymbols {
      moveCost(of: e, weight: record.weight, from: record.priority, to: nil)
    }
    state.records[Int(id)].disabledPriority = constraint.priority.rawValue
  }

  /// Removes and re-inserts a record at `priority` where that cannot fail (non-required),
  /// keeping its place in the order of addition.
  private func rebuild(_ id: Int32, at priority: Float) {
    do {
      try rebuildThrowing(id, at: priority)
    } catch {
      preconditionFailure("a non-required constraint always fits: \(error)")
    }
  }

  func rebuildThrowing(_ id: Int32, at priority: Float) throws(SolverError) {
    let record = state.records[Int(id)]
    removeRecord(id)
    state.removals -= 1
    try insertRecord(record.constraint, priority: priority, isEdit: false)
    state.additions -= 1
    let newID = state.recordIndex[ObjectIdentifier(record.constraint)]!
    state.records[Int(newID)].serial = record.serial
  }

  // MARK: - Checking switched-on required constraints

  /// Whether solving a new row for `subject` (parametric, so 0 until then) would move an
  /// error of a switched-on required constraint off zero
  /// (``_Tableau/value(of:solvingFor:at:)``).
  func disturbsSwitchedOn(_ subject: Int32, to value: Double) -> Bool {
    for id in state.switchedOnRequired {
      let record = state.records[Int(id)]
      for e in record.errorSymbols {
        guard let moved = state.representation.value(of: e, solvingFor: subject, at: value) else {
          continue
        }
        if abs(moved) > switchedOnTolerance(record) { return true }
      }
    }
    return false
  }

  /// How far from zero an error of a switched-on required constraint may be: rounding.
  func switchedOnTolerance(_ record: _Record) -> Double {
    Solver.switchedOnTolerance(record.constraint.expression, weight: record.weight) {
      value(of: $0)
    }
  }
}

extension Solver {
  /// The structural priority a switched-off required constraint is rebuilt at: any
  /// non-required level would do, since its errors carry no cost while it is off.
  static let switchedOffLevel: Float = 1

  /// The objective level of the errors of a switched-on required constraint whose row was
  /// built with errors (added switched off, or switched off once): above every priority, so
  /// the optimum makes them zero whenever the required constraints allow it, which is checked
  /// after each switch (``requireSwitchedOnToHold(after:)``). A switch then moves costs
  /// only, as for a non-required constraint, instead of rebuilding the row.
  static let switchedOnRequiredLevel: Float = 1500

  /// How far from zero an error of a switched-on required constraint may be, for its
  /// `expression` entered divided by `weight`, at the variables' values `value`: rounding
  /// relative to the expression's terms.
  static func switchedOnTolerance(
    _ expression: Expression, weight: Double, value: (Variable) -> Double
  ) -> Double {
    var m = abs(expression.constant)
    for term in expression.terms { m += abs(term.coefficient * value(term.variable)) }
    return 1e-9 * max(m / weight, 1)
  }

  /// Whether a switched-on required constraint holds: each of its `errors` (values by
  /// `errorValue`) within ``switchedOnTolerance(_:weight:value:)`` of 0. The one check of
  /// the solver and of the revised simplex's mirror, whichever representation gives values.
  static func holdsSwitchedOn(
    _ expression: Expression, weight: Double, errors: [Int32], value: (Variable) -> Double,
    errorValue: (Int32) -> Double
  ) -> Bool {
    let tolerance = switchedOnTolerance(expression, weight: weight, value: value)
    for e in errors where errorValue(e) > tolerance { return false }
    return true
  }
}
