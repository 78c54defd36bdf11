/// Edit variables and suggested values.
extension _SolverCore {
  func addEdit(_ variable: Variable, priority: Priority) throws(SolverError) {
    let key = ObjectIdentifier(variable)
    if state.edits[key] != nil { throw .duplicateEditVariable(variable) }
    try validatePriority(priority)
    if priority.isRequired { throw .requiredEditVariable(variable) }
    let current = value(of: variable)
    let constraint = Constraint(
      Expression(terms: [Term(variable)], constant: -current), .equal, priority: priority,
      name: "edit")
    try insertRecord(constraint, priority: priority.rawValue, isEdit: true)
    let record = state.records[Int(state.recordIndex[ObjectIdentifier(constraint)]!)]
    state.edits[key] = _Edit(
      variable: variable, constraint: constraint, plus: record.marker, minus: record.other,
      value: current)
  }

  func removeEdit(_ variable: Variable) throws(SolverError) {
    let key = ObjectIdentifier(variable)
    guard let edit = state.edits[key] else { throw .unknownEditVariable(variable) }
    removeRecord(state.recordIndex[ObjectIdentifier(edit.constraint)]!)
    state.edits[key] = nil
    state.pendingSuggestions.removeAll { $0 == key }
  }

  func suggest(_ value: Double, for variable: Variable) throws(SolverError) {
    guard let i = state.edits.index(forKey: ObjectIdentifier(variable)) else {
      throw .unknownEditVariable(variable)
    }
    guard value.isFinite else {
      throw .nonFinite("the value \(value) suggested for `\(variable)`")
    }
    if transactionDepth > 0 {
      if state.edits.values[i].pending == nil {
        state.pendingSuggestions.append(ObjectIdentifier(variable))
      }
      state.edits.values[i].pending = value
    } else {
      impose(value, at: i)
    }
  }

  /// Applies the suggestions made inside a transaction, in the order first made.
  func applyPendingSuggestions() {
    if state.pendingSuggestions.isEmpty { return }
    state.representation.beginShifts()
    for key in state.pendingSuggestions {
      if let i = state.edits.index(forKey: key), let value = state.edits.values[i].pending {
        state.edits.values[i].pending = nil
        impose(value, at: i)
      }
    }
    state.representation.endShifts()
    state.pendingSuggestions.removeAll(keepingCapacity: true)
  }

  /// Moves the edit constraint `variable == value` to a new value: only constants change
  /// (in the rows that hold its error symbols), then the dual simplex repairs feasibility.
  /// One dictionary lookup in all (by the caller); no allocation.
  private func impose(_ value: Double, at i: Dictionary<ObjectIdentifier, _Edit>.Index) {
    let delta = value - state.edits.values[i].value
    if delta == 0 { return }
    state.edits.values[i].value = value
    // The row is `v - value - e+ + e- = 0`: raising `value` by delta is `e+ -> e+ + delta`.
    let plus = state.edits.values[i].plus, minus = state.edits.values[i].minus
    state.representation.shiftRightHandSide(marker: plus, other: minus, by: delta, to: value)
  }
}
