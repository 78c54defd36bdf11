/// Edit variables and suggested values.
extension Solver {
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
    state.edits[key] = _Edit(variable: variable, constraint: constraint, value: current)
  }

  func removeEdit(_ variable: Variable) throws(SolverError) {
    let key = ObjectIdentifier(variable)
    guard let edit = state.edits[key] else { throw .unknownEditVariable(variable) }
    removeRecord(state.recordIndex[ObjectIdentifier(edit.constraint)]!)
    state.edits[key] = nil
    state.pendingSuggestions.removeAll { $0 == key }
  }

  func suggest(_ value: Double, for variable: Variable) throws(SolverError) {
    let key = ObjectIdentifier(variable)
    guard state.edits[key] != nil else { throw .unknownEditVariable(variable) }
    guard value.isFinite else {
      throw .nonFinite("the value \(value) suggested for `\(variable)`")
    }
    if transactionDepth > 0 {
      if state.edits[key]!.pending == nil { state.pendingSuggestions.append(key) }
      state.edits[key]!.pending = value
    } else {
      impose(value, on: key)
    }
  }

  /// Applies the suggestions made inside a transaction, in the order first made.
  func applyPendingSuggestions() {
    if state.pendingSuggestions.isEmpty { return }
    for key in state.pendingSuggestions {
      if let value = state.edits[key]?.pending {
        state.edits[key]!.pending = nil
        impose(value, on: key)
      }
    }
    state.pendingSuggestions.removeAll(keepingCapacity: true)
  }

  /// Moves the edit constraint `variable == value` to a new value: only constants change
  /// (in the rows that hold its error symbols), then the dual simplex repairs feasibility.
  private func impose(_ value: Double, on key: ObjectIdentifier) {
    let edit = state.edits[key]!
    let delta = value - edit.value
    if delta == 0 { return }
    state.edits[key]!.value = value
    let record = state.records[Int(state.recordIndex[ObjectIdentifier(edit.constraint)]!)]
    // The row is `v - value - e+ + e- = 0`: raising `value` by delta is `e+ -> e+ + delta`.
    let plus = record.marker, minus = record.other
    if let r = rowIndex(of: plus) {
      state.tableau.shiftConstant(ofRow: r, -delta)
    } else if let r = rowIndex(of: minus) {
      state.tableau.shiftConstant(ofRow: r, delta)
    } else {
      state.tableau.shiftConstants(byColumnOf: plus, delta)
    }
  }

  private func rowIndex(of symbol: Int32) -> Int32? {
    let r = state.tableau.rowOf[Int(symbol)]
    return r < 0 ? nil : r
  }
}
