/// Consistency checks of the tableau, for tests (`@testable import`): each broken
/// invariant is described in a line. Costs O(size of the tableau).
extension _Tableau {
  func invariantViolations(optimal: Bool) -> [String] {
    var problems: [String] = []
    var count = [Int](repeating: 0, count: kinds.count)
    for (r, row) in rows.enumerated() where row.basic >= 0 {
      let b = Int(row.basic)
      if rowOf[b] != Int32(r) { problems.append("row \(r): basic \(b) maps to row \(rowOf[b])") }
      if kinds[b] == .unused { problems.append("row \(r): basic \(b) is unused") }
      if objective.hasCost(row.basic) { problems.append("basic \(b) has an objective cost") }
      let restricted = kinds[b] != .external
      switch kinds[b] {
      case .dummy where abs(row.constant) > 1e-7 * max(1, abs(row.constant)):
        problems.append("row \(r): dummy basic \(b) = \(row.constant)")
      case .slack, .error, .artificial:
        if row.constant < -1e-9 {
          problems.append("row \(r): restricted basic \(b) = \(row.constant) < 0")
        }
      default: break
      }
      var seen = Set<Int32>()
      for cell in row.cells {
        let s = Int(cell.symbol)
        if !seen.insert(cell.symbol).inserted { problems.append("row \(r): \(s) twice") }
        if rowOf[s] >= 0 { problems.append("row \(r): basic symbol \(s) in a row") }
        if cell.coefficient == 0 || !cell.coefficient.isFinite {
          problems.append("row \(r): coefficient \(cell.coefficient) of \(s)")
        }
        if restricted && kinds[s] == .external {
          problems.append("row \(r): free symbol \(s) in a restricted row")
        }
        let slot = Int(cell.slot)
        let column: [_ColumnEntry] = columns[s]
        let index: Int? = row.cells.firstIndex { $0.symbol == cell.symbol }
        let pointsBack = slot >= 0 && slot < column.count && column[slot].row == Int32(r)
          && Int(column[slot].index) == index
        if !pointsBack {
          problems.append("cell \(s) of row \(r): slot \(slot) does not point back")
        }
        count[s] += 1
      }
    }
    for s in kinds.indices {
      if columns[s].count != count[s] {
        problems.append("column \(s) lists \(columns[s].count) rows, \(count[s]) hold it")
      }
      if position[s] != -1 { problems.append("scratch position of \(s) not reset") }
      if kinds[s] == .unused && (rowOf[s] >= 0 || objective.hasCost(Int32(s))) {
        problems.append("unused symbol \(s) still in use")
      }
      if optimal && rowOf[s] < 0 && objective.hasCost(Int32(s)) {
        if kinds[s] == .external { problems.append("free symbol \(s) has a cost") }
        if kinds[s].isPivotable && objective.leadingCoefficient(Int32(s)) < 0 {
          problems.append("symbol \(s) has a negative cost at the optimum")
        }
      }
    }
    if rowPosition.count != rows.count || rowPosition.contains(where: { $0 != -1 }) {
      problems.append(
        "scratch row positions not reset (\(rowPosition.count) for \(rows.count) rows)")
    }
    if !substitutionTargets.isEmpty || !cancelledCells.isEmpty || !addedCells.isEmpty
      || !removalIndices.isEmpty
    {
      problems.append("scratch of the substitution by columns not emptied")
    }
    return problems
  }
}

extension _SolverCore {
  /// Broken invariants of the solver's representation and records (empty when healthy),
  /// for tests.
  func invariantViolations() -> [String] {
    var problems = state.representation.invariantViolations(optimal: transactionDepth == 0)
    for (i, record) in state.records.enumerated() where record.isLive {
      // The rows must still say what the constraint says: expression + marker terms == 0.
      var residual = record.constraint.expression.constant
      var magnitude = abs(residual)
      for term in record.constraint.expression.terms {
        let v = term.coefficient * value(of: term.variable)
        residual += v
        magnitude += abs(v)
      }
      let t = state.representation
      residual /= record.weight
      magnitude /= record.weight
      for term in record.markerTerms {
        let v = term.coefficient * t.value(of: term.symbol)
        residual += v
        magnitude += abs(v)
      }
      if record.isEdit, let edit = state.edits.values.first(where: {
        $0.constraint === record.constraint
      }) {
        residual += -edit.value - record.constraint.expression.constant
      }
      if abs(residual) > 1e-6 * max(magnitude, 1e-3) {
        problems.append("record \(i) `\(record.constraint)` disagrees with its row by \(residual)")
      }
      if state.recordIndex[ObjectIdentifier(record.constraint)] != Int32(i) {
        problems.append("record \(i) not indexed")
      }
      for s in [record.marker, record.other] where s >= 0 {
        if state.symbolOwner[Int(s)] != Int32(i) { problems.append("symbol \(s) lost its owner") }
      }
    }
    for (i, record) in state.records.enumerated() where record.isLive {
      let listed = state.switchedOnRequired.contains(Int32(i))
      let belongs = record.disabledPriority == nil && record.isRequired && record.hasErrors
      if listed != belongs {
        problems.append("record \(i) `\(record.constraint)`: switched-on required list says \(listed)")
      }
    }
    if Set(state.switchedOnRequired).count != state.switchedOnRequired.count {
      problems.append("a record is listed twice as switched-on required")
    }
    return problems
  }
}

extension Solver {
  /// Broken invariants of the representation and the records (empty when healthy), for
  /// tests.
  func invariantViolations() -> [String] {
    switch backing {
    case .tableau(let s): return _SolverCore(self, s).invariantViolations()
    case .engine(let s): return _SolverCore(self, s).invariantViolations()
    }
  }
}
