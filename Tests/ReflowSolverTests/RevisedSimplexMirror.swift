@testable import ReflowSolver

/// Drives a ``_RevisedSimplex`` with the calls a ``Solver`` gets, writing each constraint
/// as ``Solver`` does (divided by its largest coefficient, with the same markers and
/// errors, the errors costed at its priority), so that the two can be compared step by step.
struct RevisedSimplexMirror {
  var engine = _RevisedSimplex()
  private var symbolOfVariable: [ObjectIdentifier: Int32] = [:]
  private var uses: [Int32: Int] = [:]

  struct Entry {
    var constraint: Constraint
    var marker: Int32
    var other: Int32
    var weight: Double
    var variables: [Int32]
    /// The level its errors cost at, nil while switched off or for a required constraint.
    var level: Float?
    var priority: Priority
  }
  private(set) var entries: [ObjectIdentifier: Entry] = [:]
  /// Edit variables: their constraint.
  private(set) var edits: [ObjectIdentifier: Constraint] = [:]

  /// The value of `variable` in the engine's solution.
  func value(of variable: Variable) -> Double {
    guard let s = symbolOfVariable[ObjectIdentifier(variable)] else { return 0 }
    return engine.value(of: s)
  }

  private mutating func symbol(for variable: Variable) -> Int32 {
    if let s = symbolOfVariable[ObjectIdentifier(variable)] { return s }
    let s = engine.newSymbol(.external)
    symbolOfVariable[ObjectIdentifier(variable)] = s
    return s
  }

  /// Adds `constraint` at `priority`; false (and nothing changed) when it is required and
  /// the engine finds it infeasible.
  /// `optimizing` false leaves re-optimisation to ``optimize()`` (a transaction's end).
  mutating func add(_ constraint: Constraint, priority: Priority, optimizing: Bool = true)
    -> Bool
  {
    let before = self
    var weight = 0.0
    for term in constraint.expression.terms { weight = max(weight, abs(term.coefficient)) }
    if weight == 0 { weight = 1 }
    var terms: [_SymbolTerm] = []
    var variables: [Int32] = []
    for term in constraint.expression.terms {
      let s = symbol(for: term.variable)
      if !variables.contains(s) {
        variables.append(s)
        uses[s, default: 0] += 1
      }
      if let k = terms.firstIndex(where: { $0.symbol == s }) {
        terms[k].coefficient += term.coefficient / weight
      } else {
        terms.append(_SymbolTerm(symbol: s, coefficient: term.coefficient / weight))
      }
    }
    terms.removeAll { $0.coefficient == 0 }
    let required = priority.isRequired
    var marker: Int32 = -1
    var other: Int32 = -1
    switch (constraint.relation, required) {
    case (.equal, true):
      marker = engine.newSymbol(.dummy)
      terms.append(_SymbolTerm(symbol: marker, coefficient: 1))
    case (.equal, false):
      marker = engine.newSymbol(.error)
      other = engine.newSymbol(.error)
      terms.append(_SymbolTerm(symbol: marker, coefficient: -1))
      terms.append(_SymbolTerm(symbol: other, coefficient: 1))
    case (.lessThanOrEqual, _), (.greaterThanOrEqual, _):
      let sign: Double = constraint.relation == .lessThanOrEqual ? 1 : -1
      marker = engine.newSymbol(.slack)
      terms.append(_SymbolTerm(symbol: marker, coefficient: sign))
      if !required {
        other = engine.newSymbol(.error)
        terms.append(_SymbolTerm(symbol: other, coefficient: -sign))
      }
    }
    let b = -constraint.expression.constant / weight
    if case .infeasible = engine.addRow(terms, rightHandSide: b, marker: marker, other: other) {
      self = before
      return false
    }
    var entry = Entry(
      constraint: constraint, marker: marker, other: other, weight: weight,
      variables: variables, level: nil, priority: priority)
    if !required { setLevel(&entry, priority.rawValue) }
    entries[ObjectIdentifier(constraint)] = entry
    if optimizing { engine.optimize() }
    return true
  }

  /// Re-optimises (the end of a batch of additions made without it).
  mutating func optimize() { engine.optimize() }

  private func errors(_ entry: Entry) -> [Int32] {
    if entry.other < 0 { return [] }
    return entry.constraint.relation == .equal ? [entry.marker, entry.other] : [entry.other]
  }

  /// Moves the errors' costs of `entry` to `level` (nil: no cost).
  private mutating func setLevel(_ entry: inout Entry, _ level: Float?) {
    for e in errors(entry) {
      if let old = entry.level { engine.addCost(-entry.weight, to: e, at: old) }
      if let level { engine.addCost(entry.weight, to: e, at: level) }
    }
    entry.level = level
  }

  mutating func remove(_ constraint: Constraint) {
    guard var entry = entries.removeValue(forKey: ObjectIdentifier(constraint)) else { return }
    setLevel(&entry, nil)
    engine.removeRow(engine.row(of: entry.marker))
    if entry.other >= 0 { engine.releaseSymbol(entry.other) }
    engine.releaseSymbol(entry.marker)
    for s in entry.variables.reversed() {
      uses[s]! -= 1
      if uses[s] == 0 && engine.positionOf[Int(s)] < 0 && engine.columnOf[Int(s)].isEmpty {
        uses[s] = nil
        let key = symbolOfVariable.first { $0.value == s }!.key
        symbolOfVariable[key] = nil
        engine.releaseSymbol(s)
      }
    }
    engine.optimize()
  }

  /// A non-required constraint's priority (between non-required levels) or switch.
  mutating func setPriority(_ priority: Priority, of constraint: Constraint) {
    guard var entry = entries[ObjectIdentifier(constraint)], !entry.priority.isRequired,
      !priority.isRequired
    else { return }
    if entry.level != nil { setLevel(&entry, priority.rawValue) }
    entry.priority = priority
    entries[ObjectIdentifier(constraint)] = entry
    engine.optimize()
  }

  mutating func setEnabled(_ enabled: Bool, for constraint: Constraint) {
    guard var entry = entries[ObjectIdentifier(constraint)], !entry.priority.isRequired else {
      return
    }
    setLevel(&entry, enabled ? entry.priority.rawValue : nil)
    entries[ObjectIdentifier(constraint)] = entry
    engine.optimize()
  }

  /// Makes `variable` an edit variable held at `value` (the solver holds it at its current
  /// value, which is the engine's too only where the optimum is unique).
  mutating func addEdit(_ variable: Variable, priority: Priority, value: Double) {
    let constraint = Constraint(
      Expression(terms: [Term(variable)], constant: -value), .equal,
      priority: priority, name: "edit")
    _ = add(constraint, priority: priority)
    edits[ObjectIdentifier(variable)] = constraint
  }

  mutating func suggest(_ value: Double, for variable: Variable) {
    guard let constraint = edits[ObjectIdentifier(variable)],
      let entry = entries[ObjectIdentifier(constraint)]
    else { return }
    engine.setRightHandSide(ofRow: engine.row(of: entry.marker), to: value)
    engine.dualOptimize()
  }

  mutating func removeEdit(_ variable: Variable) {
    guard let constraint = edits.removeValue(forKey: ObjectIdentifier(variable)) else { return }
    remove(constraint)
  }

  /// Every live constraint (edit constraints not included) with the priority it counts at,
  /// nil when off.
  var liveConstraints: [(constraint: Constraint, level: Float?, required: Bool)] {
    let editConstraints = Set(edits.values.map(ObjectIdentifier.init))
    return entries.values.filter { !editConstraints.contains(ObjectIdentifier($0.constraint)) }
      .map { ($0.constraint, $0.level, $0.priority.isRequired) }
  }

  /// Where the engine's own state breaks its invariants: `B x_B = b` row by row, bounds,
  /// factors reproducing `B`.
  func violations() -> [String] {
    var found: [String] = []
    let e = engine
    for k in e.rows.indices {
      var sum = 0.0
      var scale = abs(e.rightHandSide[k])
      for term in e.rows[k] {
        let t = term.coefficient * e.value(of: term.symbol)
        sum += t
        scale = max(scale, abs(t))
      }
      if abs(sum - e.rightHandSide[k]) > 1e-8 * max(scale, 1) {
        found.append("row \(k): \(sum) != \(e.rightHandSide[k])")
      }
    }
    for p in e.basic.indices where e.basic[p] != e.deadSymbol {
      let s = e.basic[Int(p)]
      if e.positionOf[Int(s)] != Int32(p) { found.append("position of \(s)") }
      let x = e.values[p]
      switch e.kinds[Int(s)] {
      case .slack, .error: if x < -1e-7 { found.append("\(s) = \(x) < 0") }
      case .dummy: if abs(x) > 1e-7 { found.append("dummy \(s) = \(x)") }
      case .artificial, .unused: found.append("\(s) of kind \(e.kinds[Int(s)]) is basic")
      case .external: break
      }
    }
    if e.basic.count != e.rows.count { found.append("B is not square") }
    // The reduced costs kept by updates are those computed from scratch, and at rest none
    // improves (the lexicographic optimum).
    var fresh = e
    fresh.recomputeReducedCosts()
    for l in e.levels.indices {
      let tolerance = 1e-8 * max(e.levelScale[l], 1)
      for s in e.kinds.indices where abs(fresh.reduced[l][s] - e.reduced[l][s]) > tolerance {
        found.append(
          "reduced cost of \(s) at \(e.levels[l]): \(e.reduced[l][s]) kept,"
            + " \(fresh.reduced[l][s]) fresh")
      }
    }
    for s in e.kinds.indices where e.positionOf[s] < 0 && !e.columnOf[s].isEmpty {
      guard let (l, d) = e.leadingReducedCost(Int32(s), atLeast: -.infinity) else { continue }
      if e.kinds[s] == .external || (e.kinds[s].isPivotable && d < 0) {
        found.append("\(s) improves level \(e.levels[l]) by \(d) at rest")
      }
    }
    return found
  }
}
