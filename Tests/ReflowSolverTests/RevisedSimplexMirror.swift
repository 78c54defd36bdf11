@testable import ReflowSolver

/// Drives a ``_RevisedSimplex`` with the calls a ``Solver`` gets, writing each constraint
/// as ``Solver`` does (divided by its largest coefficient, with the same markers and
/// errors, the errors costed at its priority), so that the two can be compared step by step.
struct RevisedSimplexMirror {
  var engine = _RevisedSimplex()
  private var symbolOfVariable: [ObjectIdentifier: Int32] = [:]
  private var variableOfSymbol: [Int32: Variable] = [:]
  private var uses: [Int32: Int] = [:]
  /// Variables whose symbol was released with a value reported that was not 0: their value
  /// is 0 now, and a new symbol for them starts from that report (as the solver's
  /// `releasedChanged`).
  private var releasedReported: [ObjectIdentifier: (variable: Variable, value: Double)] = [:]

  struct Entry {
    var constraint: Constraint
    var marker: Int32
    var other: Int32
    /// Errors added when a row built as required was switched off or lowered.
    var extra: [Int32] = []
    var weight: Double
    var variables: [Int32]
    /// The level its errors cost at, nil while switched off or for a required constraint
    /// built without errors.
    var level: Float?
    /// Its priority (while switched off, the one it takes back).
    var priority: Priority
    var enabled = true
    /// Its place in the order of addition.
    var serial = 0
  }
  private(set) var entries: [ObjectIdentifier: Entry] = [:]
  /// Edit variables: their constraint.
  private(set) var edits: [ObjectIdentifier: Constraint] = [:]
  /// Required constraints whose errors cost at `switchedOnRequiredLevel`, in the order
  /// they became so.
  private(set) var switchedOnRequired: [ObjectIdentifier] = []
  /// The constraint each marker and error belongs to (the suspects of a conflict).
  private var ownerOfSymbol: [Int32: ObjectIdentifier] = [:]
  private var nextSerial = 0
  /// Whether a refusal computes ``lastConflict`` (scratch solvers: costly).
  var explainsConflicts = false
  /// The minimal conflict of the last refused required constraint, if explained.
  private(set) var lastConflict: [Constraint] = []

  /// The value of `variable` in the engine's solution.
  func value(of variable: Variable) -> Double {
    guard let s = symbolOfVariable[ObjectIdentifier(variable)] else { return 0 }
    return engine.value(of: s)
  }

  private mutating func symbol(for variable: Variable) -> Int32 {
    let id = ObjectIdentifier(variable)
    if let s = symbolOfVariable[id] { return s }
    let s = engine.newSymbol(.external)
    symbolOfVariable[id] = s
    variableOfSymbol[s] = variable
    if let released = releasedReported.removeValue(forKey: id) {
      engine.adoptReported(released.value, for: s)
    }
    return s
  }

  // MARK: - Transactions

  /// The mirror's own books and the engine's undo mark at the beginning of a transaction.
  struct Mark {
    fileprivate let engine: _RevisedSimplex.UndoMark
    fileprivate let books: RevisedSimplexMirror
  }

  /// Opens a transaction: the engine's undo scope, and a copy of the mirror's books (the
  /// engine inside the copy is not used to restore anything).
  mutating func beginTransaction() -> Mark {
    var books = self
    books.engine = _RevisedSimplex()
    return Mark(engine: engine.beginUndo(), books: books)
  }

  /// Keeps the transaction's changes; the outermost one re-optimises, as a solver's commit.
  mutating func commit(_ mark: Mark, optimizing: Bool) {
    engine.endUndo(mark.engine)
    if optimizing { engine.optimize() }
  }

  /// Undoes the transaction: the engine by its undo log, the books from their copy.
  mutating func rollBack(_ mark: Mark) {
    var restored = mark.books
    engine.rollBack(to: mark.engine)
    swap(&restored.engine, &engine)
    self = restored
  }

  // MARK: - Constraints

  /// Adds `constraint` at `priority`; false (and nothing changed) when it is required and
  /// the engine finds it infeasible.
  /// `optimizing` false leaves re-optimisation to ``optimize()`` (a transaction's end).
  /// `enabled` false adds it switched off (`Solver.add(_:isEnabled:)`): a row with errors
  /// that cost nothing, whatever its priority, until it is switched on.
  mutating func add(
    _ constraint: Constraint, priority: Priority, enabled: Bool = true, optimizing: Bool = true
  ) -> Bool {
    // The engine by its undo log; the books by hand (copying them would cost their size).
    let mark = engine.beginUndo()
    var created: [ObjectIdentifier] = []
    let released = releasedReported
    var weight = 0.0
    for term in constraint.expression.terms { weight = max(weight, abs(term.coefficient)) }
    if weight == 0 { weight = 1 }
    var terms: [_SymbolTerm] = []
    var variables: [Int32] = []
    for term in constraint.expression.terms {
      let id = ObjectIdentifier(term.variable)
      if symbolOfVariable[id] == nil { created.append(id) }
      let s = symbol(for: term.variable)
      if !variables.contains(s) {
        variables.append(s)
        uses[s, default: 0] += 1
      }
      if let k = terms.firstIndex(where: { $0.symbol == s }) {
        // A cancellation is exactly 0, as the tableau's expansion makes it.
        terms[k].coefficient = _Tolerance.sum(terms[k].coefficient, term.coefficient / weight)
      } else {
        terms.append(_SymbolTerm(symbol: s, coefficient: term.coefficient / weight))
      }
    }
    terms.removeAll { $0.coefficient == 0 }
    let required = priority.isRequired && enabled
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
    var refused = false
    var suspects: [Int32] = []
    if case .infeasible(let proof) = engine.addRow(
      terms, rightHandSide: b, marker: marker, other: other)
    {
      refused = true
      suspects = proof
    } else if required && !switchedOnRequired.isEmpty {
      // As the solver: a required row must also leave the switched-on required ones
      // holding (their errors, costed above every priority, at 0 at the optimum).
      engine.optimize()
      refused = !switchedOnHold()
      if refused { suspects = engine.suspects(atLevel: Solver.switchedOnRequiredLevel) }
    }
    if refused {
      if explainsConflicts { lastConflict = conflict(of: constraint, suspects: suspects) }
      engine.rollBack(to: mark)
      for s in variables {
        uses[s]! -= 1
        if uses[s] == 0 { uses[s] = nil }
      }
      for id in created {
        variableOfSymbol[symbolOfVariable.removeValue(forKey: id)!] = nil
      }
      releasedReported = released
      return false
    }
    var entry = Entry(
      constraint: constraint, marker: marker, other: other, weight: weight,
      variables: variables, level: nil, priority: priority)
    if !required && enabled { setLevel(&entry, priority.rawValue) }
    entry.enabled = enabled
    entry.serial = nextSerial
    nextSerial += 1
    for s in [marker, other] where s >= 0 { ownerOfSymbol[s] = ObjectIdentifier(constraint) }
    entries[ObjectIdentifier(constraint)] = entry
    if optimizing { engine.optimize() }
    engine.endUndo(mark)
    return true
  }

  /// Re-optimises (the end of a batch of additions made without it).
  mutating func optimize() { engine.optimize() }

  private func errors(_ entry: Entry) -> [Int32] {
    if entry.other < 0 { return entry.extra }
    return (entry.constraint.relation == .equal ? [entry.marker, entry.other] : [entry.other])
      + entry.extra
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
    let id = ObjectIdentifier(constraint)
    guard var entry = entries.removeValue(forKey: id) else { return }
    switchedOnRequired.removeAll { $0 == id }
    setLevel(&entry, nil)
    engine.removeRow(engine.row(of: entry.marker))
    for e in entry.extra.reversed() { engine.releaseSymbol(e) }
    if entry.other >= 0 { engine.releaseSymbol(entry.other) }
    engine.releaseSymbol(entry.marker)
    for s in [entry.marker, entry.other] + entry.extra { ownerOfSymbol[s] = nil }
    for s in entry.variables.reversed() {
      uses[s]! -= 1
      if uses[s] == 0 && engine.positionOf[Int(s)] < 0 && engine.columnOf[Int(s)].isEmpty {
        uses[s] = nil
        let variable = variableOfSymbol.removeValue(forKey: s)!
        symbolOfVariable[ObjectIdentifier(variable)] = nil
        if engine.reported[Int(s)].bitPattern != 0 {
          releasedReported[ObjectIdentifier(variable)] = (variable, engine.reported[Int(s)])
        }
        engine.releaseSymbol(s)
      }
    }
    engine.optimize()
  }

  /// Gives a row built as required errors (no cost yet), as the solver rebuilds it with
  /// errors the first time it is switched off or lowered.
  private mutating func soften(_ entry: inout Entry) {
    var added: [_SymbolTerm] = []
    if entry.constraint.relation == .equal {
      added.append(_SymbolTerm(symbol: engine.newSymbol(.error), coefficient: -1))
      added.append(_SymbolTerm(symbol: engine.newSymbol(.error), coefficient: 1))
    } else {
      let sign: Double = entry.constraint.relation == .lessThanOrEqual ? 1 : -1
      added.append(_SymbolTerm(symbol: engine.newSymbol(.error), coefficient: -sign))
    }
    engine.addErrors(added, toRow: engine.row(of: entry.marker))
    entry.extra = added.map(\.symbol)
    for s in entry.extra { ownerOfSymbol[s] = ObjectIdentifier(entry.constraint) }
  }

  /// A constraint's priority, to and from required (costs move; a row built as required
  /// gets errors first); false, with nothing changed, when it becomes required and cannot
  /// hold.
  @discardableResult
  mutating func setPriority(_ priority: Priority, of constraint: Constraint) -> Bool {
    let id = ObjectIdentifier(constraint)
    guard var entry = entries[id], entry.priority != priority else { return true }
    if !entry.enabled {
      entries[id]!.priority = priority
      return true
    }
    if !priority.isRequired {
      if errors(entry).isEmpty { soften(&entry) }
      setLevel(&entry, priority.rawValue)
      entry.priority = priority
      entries[id] = entry
      switchedOnRequired.removeAll { $0 == id }
      engine.optimize()
      return true
    }
    return switchOnRequired(&entry)
  }

  /// Switches a constraint off (its errors cost nothing; a row built as required gets
  /// errors first) or on (at its priority; a required one at `switchedOnRequiredLevel`,
  /// checked to hold: false, with nothing changed, when it cannot).
  @discardableResult
  mutating func setEnabled(_ enabled: Bool, for constraint: Constraint) -> Bool {
    let id = ObjectIdentifier(constraint)
    guard var entry = entries[id], entry.enabled != enabled else { return true }
    if !enabled {
      if errors(entry).isEmpty { soften(&entry) }
      setLevel(&entry, nil)
      entry.enabled = false
      entries[id] = entry
      switchedOnRequired.removeAll { $0 == id }
      engine.optimize()
      return true
    }
    entry.enabled = true
    if !entry.priority.isRequired {
      setLevel(&entry, entry.priority.rawValue)
      entries[id] = entry
      engine.optimize()
      return true
    }
    return switchOnRequired(&entry)
  }

  /// Costs `entry`'s errors at `switchedOnRequiredLevel` and checks, at the optimum, that
  /// every switched-on required constraint holds (the solver's `requireSwitchedOnToHold`);
  /// undone, returning false, if one does not.
  private mutating func switchOnRequired(_ entry: inout Entry) -> Bool {
    let mark = beginTransaction()
    let id = ObjectIdentifier(entry.constraint)
    setLevel(&entry, Solver.switchedOnRequiredLevel)
    entry.priority = .required
    entries[id] = entry
    switchedOnRequired.append(id)
    engine.optimize()
    if !switchedOnHold() {
      // The certificate: the rows with a dual at the switched-on level.
      let suspects = engine.suspects(atLevel: Solver.switchedOnRequiredLevel)
      let conflict = explainsConflicts ? conflict(of: entry.constraint, suspects: suspects) : []
      let certified = lastConflictCertified
      rollBack(mark)
      lastConflict = conflict
      lastConflictCertified = certified
      return false
    }
    commit(mark, optimizing: false)
    return true
  }

  /// The minimal conflict of `constraint`, refused as required: the constraints that own
  /// the engine's suspects (the symbols of phase one's row of `B^-1 A`, or the rows with a
  /// dual at the switched-on level when a switched-on required constraint cannot hold),
  /// shrunk by the solver's own deletion filter (`Solver.minimalConflict`).
  /// Whether the last refusal's suspects (the engine's certificate) reproduced the conflict,
  /// so that the minimisation did not start from every required constraint.
  private(set) var lastConflictCertified = false

  private mutating func conflict(of constraint: Constraint, suspects: [Int32]) -> [Constraint] {
    func isRequired(_ e: Entry) -> Bool {
      e.enabled && e.priority.isRequired && e.constraint !== constraint
    }
    var found: [Entry] = []
    for s in suspects {
      guard let id = ownerOfSymbol[s], let e = entries[id], isRequired(e),
        !found.contains(where: { $0.constraint === e.constraint })
      else { continue }
      found.append(e)
    }
    found.sort { $0.serial < $1.serial }
    lastConflictCertified = Solver.isInfeasible(found.map(\.constraint), with: constraint)
    return Solver.minimalConflict(of: constraint, suspects: found.map(\.constraint)) {
      entries.values.filter(isRequired).sorted { $0.serial < $1.serial }.map(\.constraint)
    }
  }

  /// Whether every switched-on required constraint holds: the solver's own check
  /// (`Solver.holdsSwitchedOn`), on the engine's values.
  private func switchedOnHold() -> Bool {
    for id in switchedOnRequired {
      let e = entries[id]!
      let holds = Solver.holdsSwitchedOn(
        e.constraint.expression, weight: e.weight, errors: errors(e),
        value: { value(of: $0) }, errorValue: { engine.value(of: $0) })
      if !holds { return false }
    }
    return true
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
    guard let row = editRow(of: variable) else { return }
    engine.setRightHandSide(ofRow: row, to: value)
    engine.dualOptimize()
  }

  /// The engine's row of `variable`'s edit constraint, if it is an edit variable.
  func editRow(of variable: Variable) -> Int32? {
    guard let constraint = edits[ObjectIdentifier(variable)],
      let entry = entries[ObjectIdentifier(constraint)]
    else { return nil }
    return engine.row(of: entry.marker)
  }

  mutating func removeEdit(_ variable: Variable) {
    guard let constraint = edits.removeValue(forKey: ObjectIdentifier(variable)) else { return }
    remove(constraint)
  }

  /// The variables the engine's optimum does not pin down, in no particular order.
  mutating func ambiguousVariables() -> [Variable] {
    engine.ambiguousSymbols().compactMap { variableOfSymbol[$0] }
  }

  /// The variables whose engine value changed since the last call (the engine's exact
  /// report, and the variables released with a value reported that was not 0).
  mutating func consumeChangedVariables() -> [Variable] {
    var changed = releasedReported.values.map(\.variable)
    releasedReported.removeAll()
    engine.consumeChangedSymbols { s in changed.append(variableOfSymbol[s]!) }
    return changed
  }

  /// Every live constraint (edit constraints not included) with the priority it counts at,
  /// nil when off.
  var liveConstraints: [(constraint: Constraint, level: Float?, required: Bool)] {
    let editConstraints = Set(edits.values.map(ObjectIdentifier.init))
    return entries.values.filter { !editConstraints.contains(ObjectIdentifier($0.constraint)) }
      .map { ($0.constraint, $0.enabled ? $0.level : nil, $0.enabled && $0.priority.isRequired) }
  }

  /// Where the engine's own state breaks its invariants: `B x_B = b` row by row, bounds,
  /// reduced costs, and none improving at rest (``_RevisedSimplex/invariantViolations(optimal:)``).
  func violations() -> [String] {
    engine.invariantViolations(optimal: true)
  }
}
