/// Replacing constraints, in place when only the constant changes (Auto Layout's
/// `constraint.constant = ...`).
extension _SolverCore {
  /// ``Solver/replace(_:)-([(old:new:)])``.
  func replace(_ pairs: [(old: Constraint, new: Constraint)]) throws(SolverError) {
    try operation { () throws(SolverError) in try replaceConstraints(pairs) }
  }

  func replaceConstraints(_ pairs: [(old: Constraint, new: Constraint)]) throws(SolverError) {
    if pairs.isEmpty { return }
    let ids = try validRecordIDs(pairs)
    let inPlace = zip(pairs, ids).allSatisfy { pair, id in
      Solver.differInConstantOnly(pair.old, pair.new)
    }
    if inPlace {
      let point = state.beginUndo()
      if shiftConstants(pairs, ids) {
        state.endUndo(point)
        // Re-keyed after the scope: nothing to log when no transaction encloses it.
        for ((old, new), id) in zip(pairs, ids) {
          state.records[Int(id)].constraint = new
          state.recordIndex[ObjectIdentifier(old)] = nil
          state.recordIndex[ObjectIdentifier(new)] = id
        }
        return
      }
      // A required constraint cannot follow (or rounding left the dual simplex stuck): the
      // general way names the conflict exactly, or succeeds if it was rounding.
      state.rollBack(to: point)
    }
    try rebuild(pairs, ids)
  }

  /// The record of each `old`, after checking every pair: the first pair that fails throws.
  private func validRecordIDs(_ pairs: [(old: Constraint, new: Constraint)]) throws(SolverError)
    -> [Int32]
  {
    // The usual case, every pair valid, is checked without hashing into a set: repeats are
    // found by sorting. Anything wrong is checked again pair by pair, in order, to throw the
    // error of the first pair that fails.
    var ids: [Int32] = []
    ids.reserveCapacity(pairs.count)
    var valid = true
    for (old, new) in pairs {
      guard let id = state.recordIndex[ObjectIdentifier(old)], !state.records[Int(id)].isEdit,
        state.recordIndex[ObjectIdentifier(new)] == nil, Solver.isFinite(new)
      else {
        valid = false
        break
      }
      ids.append(id)
    }
    if valid && pairs.count > 1 {
      let sortedIDs = ids.sorted()
      let sortedNew = pairs.map { UInt(bitPattern: ObjectIdentifier($0.new)) }.sorted()
      valid =
        !zip(sortedIDs, sortedIDs.dropFirst()).contains { $0 == $1 }
        && !zip(sortedNew, sortedNew.dropFirst()).contains { $0 == $1 }
    }
    if valid { return ids }
    ids.removeAll()
    var seen = Set<ObjectIdentifier>()
    for (old, new) in pairs {
      guard let id = state.recordIndex[ObjectIdentifier(old)], !state.records[Int(id)].isEdit,
        seen.insert(ObjectIdentifier(old)).inserted
      else { throw .unknownConstraint(old) }
      if state.recordIndex[ObjectIdentifier(new)] != nil || !seen.insert(ObjectIdentifier(new)).inserted {
        throw .duplicateConstraint(new)
      }
      try validateFinite(new)
      ids.append(id)
    }
    return ids
  }

  /// Moves each record's constant in place and repairs feasibility; `false` (with the state changed: the caller rolls back) if a required
  /// constraint cannot follow.
  private func shiftConstants(_ pairs: [(old: Constraint, new: Constraint)], _ ids: [Int32]) -> Bool {
    // The dual simplex keeps optimality only from an optimum (inside a transaction, earlier
    // calls may have moved costs without re-optimising).
    state.representation.optimize()
    state.representation.beginShifts()
    for ((old, new), id) in zip(pairs, ids) {
      let record = state.records[Int(id)]
      let delta = new.expression.constant - old.expression.constant
      if delta != 0 {
        // The row entered as `expression / weight + k x marker + ... = 0`: raising the
        // constant by delta is the marker moving by delta / (weight x k).
        let k: Double
        switch state.representation.kind(of: record.marker) {
        case .slack: k = old.relation == .lessThanOrEqual ? 1 : -1
        case .dummy: k = 1
        default: k = -1  // the positive error of an equality built with errors
        }
        let shift = delta / (record.weight * k)
        state.representation.shiftRightHandSide(
          marker: record.marker, other: -1, by: shift,
          to: -new.expression.constant / record.weight)
      }
    }
    state.representation.endShifts()
    guard state.representation.dualOptimize(reportingFailure: true) else { return false }
    return switchedOnRequiredHold()
  }

  /// The general way: each `old` removed, then each `new` added at `old`'s priority and
  /// switched as `old` was, keeping its place in the order of addition; all or nothing.
  private func rebuild(_ pairs: [(old: Constraint, new: Constraint)], _ ids: [Int32])
    throws(SolverError)
  {
    let point = state.beginUndo()
    do {
      var kept: [(priority: Float, enabled: Bool, serial: Int)] = []
      for id in ids {
        let record = state.records[Int(id)]
        let enabled = record.disabledPriority == nil
        kept.append((record.disabledPriority ?? record.priority, enabled, record.serial))
        removeRecord(id)
      }
      for ((_, new), old) in zip(pairs, kept) {
        if old.enabled {
          try addConstraint(new, at: Priority(old.priority))
        } else {
          try addSwitchedOff(new)
        }
        let id = state.recordIndex[ObjectIdentifier(new)]!
        state.records[Int(id)].serial = old.serial
        if !old.enabled { state.records[Int(id)].disabledPriority = old.priority }
      }
    } catch {
      state.rollBack(to: point)
      throw error
    }
    state.endUndo(point)
  }
}

extension Solver {
  /// Replaces an added constraint by another in one step: `new` takes `old`'s place, with
  /// the priority the solver uses for `old` (``priority(of:)``) and switched on or off as
  /// `old` is; `new`'s own ``Constraint/priority`` is not used.
  ///
  /// When `new` differs from `old` only in its expression's constant (same variables and
  /// coefficients in the same order, same relation), no row is rebuilt: the rows that hold
  /// the constraint's marker move by the difference and the dual simplex restores
  /// feasibility, as for a suggested value. Otherwise this is `old` removed and `new` added.
  /// - Throws: ``SolverError/unknownConstraint(_:)`` if `old` is not in the solver (or is an
  ///   edit variable's), ``SolverError/duplicateConstraint(_:)`` if `new` already is,
  ///   ``SolverError/nonFinite(_:)``, ``SolverError/unsatisfiableConstraint(_:conflicting:)``
  ///   (naming `new`) if it is required and cannot hold. Nothing changes when it throws.
  /// - Complexity: A constant change: proportional to the rows that hold the marker, plus
  ///   the dual simplex's pivots (usually none); otherwise a removal and an addition.
  public func replace(_ old: Constraint, with new: Constraint) throws(SolverError) {
    try replace([(old, new)])
  }

  /// Replaces several constraints at once, each as ``replace(_:with:)``: all of them, or
  /// none if one throws. The constant changes are applied together and repaired by one run
  /// of the dual simplex.
  /// - Throws: As ``replace(_:with:)``, for the first pair that fails (an `old` or `new`
  ///   listed twice is unknown or a duplicate).
  public func replace(_ pairs: [(old: Constraint, new: Constraint)]) throws(SolverError) {
    switch backing {
    case .tableau(let s): try _SolverCore(self, s).replace(pairs)
    case .engine(let s): try _SolverCore(self, s).replace(pairs)
    }
  }

  /// Whether two constraints have the same relation, variables and coefficients in the same
  /// order (their constants may differ).
  static func differInConstantOnly(_ a: Constraint, _ b: Constraint) -> Bool {
    guard a.relation == b.relation else { return false }
    let (x, y) = (a.expression.terms, b.expression.terms)
    guard x.count == y.count else { return false }
    for (s, t) in zip(x, y) where s.variable !== t.variable || s.coefficient != t.coefficient {
      return false
    }
    return true
  }
}
