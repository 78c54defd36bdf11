@testable import ReflowSolver
import Testing

// The revised simplex behind the solver's seam (`_SolverRepresentation`): the same generic
// driver, making the calls `Solver` makes (rows written, placed, added the general way or
// directly, costs moved, right-hand sides set, undo scopes, rows rewritten, changed values
// reported), runs the canonical tableau and the engine on the same random scripts, and the
// totals per priority level must agree after every step.

/// Drives any ``_SolverRepresentation`` as `Solver` does, with books of its own (records,
/// variables' symbols and uses, edit values), so that the same script can run on the
/// tableau and on the engine.
struct RepresentationDriver<R: _SolverRepresentation> {
  var rep = R()

  /// One constraint in the driver (a user constraint or an edit's).
  struct Record {
    var constraint: Constraint
    var marker: Int32
    var other: Int32
    var weight: Double
    var variables: [Int32]
    /// Its marker and error terms, as written after the variables'.
    var markerTerms: [_SymbolTerm]
    var priority: Priority
    var enabled = true
    /// An edit constraint's current value (its constant is `-value`).
    var editValue: Double?

    /// The error symbols of the row (none for a row built as required).
    var errors: [Int32] {
      if other < 0 { return [] }
      return constraint.relation == .equal ? [marker, other] : [other]
    }

    /// The level its errors cost at, nil while switched off or for a required row.
    var level: Float? { enabled && other >= 0 ? priority.rawValue : nil }
  }

  /// Every record in order of addition (user constraints and edits).
  private(set) var records: [Record] = []
  private var symbolOf: [ObjectIdentifier: Int32] = [:]
  private var variableOf: [Int32: Variable] = [:]
  private var uses: [Int32: Int] = [:]
  /// Edit variables: their constraint.
  private(set) var edits: [ObjectIdentifier: Constraint] = [:]
  /// Variables whose symbol was released with a change (`Solver`'s `releasedChanged`).
  private var releasedChanged: [Variable] = []
  /// Per variable: the value last reported (0 before), kept across rollbacks (the caller's).
  var lastReported: [ObjectIdentifier: Double] = [:]
  private var transactionDepth = 0

  /// The user constraints (not edits), in order of addition.
  var userConstraints: [Constraint] { records.filter { $0.editValue == nil }.map(\.constraint) }

  /// The value of `variable` (0 when the representation does not know it).
  func value(of variable: Variable) -> Double {
    symbolOf[ObjectIdentifier(variable)].map { rep.value(of: $0) } ?? 0
  }

  private func index(of constraint: Constraint) -> Int? {
    records.firstIndex { $0.constraint === constraint }
  }

  // MARK: - Symbols

  private mutating func use(_ variable: Variable) -> Int32 {
    let id = ObjectIdentifier(variable)
    if let s = symbolOf[id] { return s }
    let s = rep.newSymbol(.external)
    symbolOf[id] = s
    variableOf[s] = variable
    uses[s] = 0
    return s
  }

  private mutating func release(_ s: Int32) {
    if rep.takeChangedMark(of: s), let v = variableOf[s] { releasedChanged.append(v) }
    rep.releaseSymbol(s)
  }

  private mutating func unuse(_ s: Int32) {
    uses[s]! -= 1
    guard uses[s] == 0, !rep.isBasic(s), let v = variableOf[s] else { return }
    release(s)
    uses[s] = nil
    variableOf[s] = nil
    symbolOf[ObjectIdentifier(v)] = nil
  }

  // MARK: - Calls

  /// Adds `constraint` at `priority` as `Solver.insertRecord` does; false (nothing changed)
  /// when it is required and cannot hold.
  @discardableResult
  mutating func add(_ constraint: Constraint, priority: Priority, editValue: Double? = nil)
    -> Bool
  {
    var weight = 0.0
    for term in constraint.expression.terms { weight = max(weight, abs(term.coefficient)) }
    if weight == 0 { weight = 1 }
    var magnitude = abs(constraint.expression.constant)
    for term in constraint.expression.terms {
      magnitude += abs(term.coefficient * value(of: term.variable))
    }
    var terms: [(symbol: Int32, coefficient: Double)] = []
    var variables: [Int32] = []
    for term in constraint.expression.terms {
      let s = use(term.variable)
      if !variables.contains(s) {
        variables.append(s)
        uses[s]! += 1
      }
      terms.append((s, term.coefficient / weight))
    }
    let required = priority.isRequired
    var marker: Int32 = -1
    var other: Int32 = -1
    var markerTerms: [_SymbolTerm] = []
    switch constraint.relation {
    case .lessThanOrEqual, .greaterThanOrEqual:
      let sign: Double = constraint.relation == .lessThanOrEqual ? 1 : -1
      marker = rep.newSymbol(.slack)
      markerTerms.append(_SymbolTerm(symbol: marker, coefficient: sign))
      if !required {
        other = rep.newSymbol(.error)
        markerTerms.append(_SymbolTerm(symbol: other, coefficient: -sign))
      }
    case .equal:
      if required {
        marker = rep.newSymbol(.dummy)
        markerTerms.append(_SymbolTerm(symbol: marker, coefficient: 1))
      } else {
        marker = rep.newSymbol(.error)
        other = rep.newSymbol(.error)
        markerTerms.append(_SymbolTerm(symbol: marker, coefficient: -1))
        markerTerms.append(_SymbolTerm(symbol: other, coefficient: 1))
      }
    }
    terms += markerTerms.map { ($0.symbol, $0.coefficient) }
    let row = rep.writeRow(terms, constant: constraint.expression.constant / weight)
    let record = Record(
      constraint: constraint, marker: marker, other: other, weight: weight,
      variables: variables, markerTerms: markerTerms, priority: priority, editValue: editValue)
    let tolerance = 1e-9 * max(magnitude / weight, 1)
    switch rep.placement(of: row, marker: marker, other: other, tolerance: tolerance) {
    case .direct(let subject, _):
      records.append(record)
      for e in record.errors { rep.addCost(weight, to: e, at: priority.rawValue) }
      rep.addRow(row, solvedFor: subject)
    case .redundant:
      records.append(record)
      rep.addRedundantRow(row, marker: marker)
    case .infeasible:
      undoSymbols(marker: marker, other: other, variables: variables)
      return false
    case .general:
      let mark = rep.beginUndo()
      if rep.addRowGenerally(row, marker: marker, other: other, tolerance: tolerance) != nil {
        rep.rollBack(to: mark)
        undoSymbols(marker: marker, other: other, variables: variables)
        return false
      }
      rep.endUndo(mark)
      records.append(record)
      for e in record.errors { rep.addCost(weight, to: e, at: priority.rawValue) }
    }
    return true
  }

  private mutating func undoSymbols(marker: Int32, other: Int32, variables: [Int32]) {
    if other >= 0 { release(other) }
    if marker >= 0 { release(marker) }
    for s in variables.reversed() { unuse(s) }
  }

  /// Removes `constraint` as `Solver.removeRecord` does.
  mutating func remove(_ constraint: Constraint) {
    guard let i = index(of: constraint) else { return }
    let record = records.remove(at: i)
    for e in record.errors {
      rep.moveCost(of: e, weight: record.weight, from: record.level, to: nil)
    }
    rep.removeRow(marker: record.marker, other: record.other)
    if record.other >= 0 { release(record.other) }
    release(record.marker)
    for s in record.variables.reversed() { unuse(s) }
  }

  /// A non-required constraint's priority (its errors' costs move).
  mutating func setPriority(_ priority: Priority, of constraint: Constraint) {
    guard let i = index(of: constraint), records[i].other >= 0, !priority.isRequired else {
      return
    }
    let old = records[i].level
    records[i].priority = priority
    for e in records[i].errors {
      rep.moveCost(of: e, weight: records[i].weight, from: old, to: records[i].level)
    }
  }

  /// Switches a non-required constraint off or on (its errors' costs go or come back).
  mutating func setEnabled(_ enabled: Bool, for constraint: Constraint) {
    guard let i = index(of: constraint), records[i].other >= 0 else { return }
    let old = records[i].level
    records[i].enabled = enabled
    for e in records[i].errors {
      rep.moveCost(of: e, weight: records[i].weight, from: old, to: records[i].level)
    }
  }

  /// Makes `variable` an edit variable held at `value`, or stops editing it.
  mutating func toggleEdit(_ variable: Variable, priority: Priority, value: Double) {
    if let c = edits.removeValue(forKey: ObjectIdentifier(variable)) {
      remove(c)
      return
    }
    let c = Constraint(
      Expression(terms: [Term(variable)], constant: -value), .equal, priority: priority)
    add(c, priority: priority, editValue: value)
    edits[ObjectIdentifier(variable)] = c
  }

  /// Suggests `value` for an edit variable as `Solver.impose` does (the dual simplex at
  /// the commit).
  mutating func suggest(_ value: Double, for variable: Variable) {
    guard let c = edits[ObjectIdentifier(variable)], let i = index(of: c) else { return }
    let old = records[i].editValue!
    records[i].editValue = value
    rep.shiftRightHandSide(
      marker: records[i].marker, other: records[i].other, by: value - old, to: value)
  }

  /// Rows written afresh from the records (`Solver.refreshRows`), then the costs rebuilt
  /// (`Solver.rebuildObjective`).
  mutating func refresh() {
    var basis = _WrittenBasis()
    basis.columnOf = Array(repeating: -1, count: rep.symbolCount)
    for s in rep.basicSymbols {
      basis.columnOf[Int(s)] = Int32(basis.basic.count)
      basis.basic.append(s)
    }
    basis.columns = Array(repeating: [], count: basis.basic.count)
    for (id, record) in records.enumerated() {
      let i = Int32(basis.rows.count)
      var terms: [_SymbolTerm] = []
      for term in record.constraint.expression.terms {
        let s = symbolOf[ObjectIdentifier(term.variable)]!
        let c = term.coefficient / record.weight
        if let k = terms.firstIndex(where: { $0.symbol == s }) {
          terms[k].coefficient += c
        } else {
          terms.append(_SymbolTerm(symbol: s, coefficient: c))
        }
      }
      terms.removeAll { $0.coefficient == 0 }
      terms += record.markerTerms
      let constant = record.editValue.map { -$0 } ?? record.constraint.expression.constant
      basis.records.append(Int32(id))
      basis.rightHandSide.append(-constant / record.weight)
      for term in terms where basis.columnOf[Int(term.symbol)] >= 0 {
        let j = Int(basis.columnOf[Int(term.symbol)])
        basis.columns[j].append(_SparseEntry(index: i, value: term.coefficient))
      }
      basis.rows.append(terms)
    }
    rep.rewriteRows(from: basis)
    rep.clearCosts()
    for record in records {
      for e in record.errors {
        rep.moveCost(of: e, weight: record.weight, from: nil, to: record.level)
      }
    }
  }

  /// `Solver.commit()`: the primal simplex, then the dual one.
  mutating func commit() {
    rep.optimize()
    rep.dualOptimize()
  }

  /// A transaction: `body` under an undo scope, then kept (and committed) or undone (the
  /// representation by its log, the books from their copy).
  mutating func transaction(keeping: Bool, _ body: (inout Self) -> Void) {
    let books = self
    let mark = rep.beginUndo()
    transactionDepth += 1
    body(&self)
    transactionDepth -= 1
    if keeping {
      rep.endUndo(mark)
      commit()
    } else {
      rep.rollBack(to: mark)
      var restored = books
      swap(&restored.rep, &rep)
      self = restored
    }
  }

  // MARK: - Reports

  /// Takes the changed-value reports (released variables, then the representation's
  /// list) and returns the changes of `variables` that were not reported.
  mutating func unreportedChanges(of variables: [Variable]) -> [String] {
    var reported = Set(releasedChanged.map(ObjectIdentifier.init))
    releasedChanged.removeAll()
    var list: [Int32] = []
    rep.takeChangedSymbols(into: &list)
    for s in list {
      if let v = variableOf[s] { reported.insert(ObjectIdentifier(v)) }
    }
    var missed: [String] = []
    for v in variables {
      let id = ObjectIdentifier(v)
      let x = value(of: v)
      if x != lastReported[id, default: 0] && !reported.contains(id) {
        missed.append("\(v.name): \(lastReported[id, default: 0]) -> \(x) not reported")
      }
      if reported.contains(id) { lastReported[id] = x }
    }
    return missed
  }

  /// Every live record with the level it counts at (nil: off) and whether required; an
  /// edit at its current value.
  var liveConstraints: [(constraint: Constraint, level: Float?, required: Bool)] {
    records.map { record in
      var c = record.constraint
      if let value = record.editValue {
        c = Constraint(
          Expression(terms: [Term(c.expression.terms[0].variable)], constant: -value), .equal,
          priority: record.priority)
      }
      return (c, record.level, record.priority.isRequired && record.other < 0)
    }
  }
}

/// One call of a script for ``RepresentationDriver``.
indirect enum RepresentationOp: CustomStringConvertible {
  case add(Constraint)
  case remove(Int)
  case setPriority(Int, Priority)
  case setEnabled(Int, Bool)
  case toggleEdit(Variable, Priority, Double)
  case suggest(Variable, Double)
  case refresh
  case transaction([RepresentationOp], keeping: Bool)

  var description: String {
    switch self {
    case .add(let c): "add \(c) @\(c.priority.rawValue)"
    case .remove(let i): "remove #\(i)"
    case .setPriority(let i, let p): "setPriority #\(i) \(p.rawValue)"
    case .setEnabled(let i, let on): "setEnabled #\(i) \(on)"
    case .toggleEdit(let v, let p, let x): "toggleEdit \(v.name) @\(p.rawValue) = \(x)"
    case .suggest(let v, let x): "suggest \(x) for \(v.name)"
    case .refresh: "refresh"
    case .transaction(let ops, let keeping):
      "transaction(\(keeping ? "commit" : "rollBack")) \(ops)"
    }
  }
}

/// What one step left: whether its additions were accepted, the violations per level,
/// what is wrong (invariants, reports, figures).
struct RepresentationStep {
  var accepted: [Bool] = []
  var levels: [Float: Double] = [:]
  var required = 0.0
  var scale = 1.0
  var problems: [String] = []
}

@Suite("Revised simplex behind the solver's seam")
struct RevisedSimplexRepresentationTests {
  /// A random script from `seed`: the constraints of `RevisedSimplexTests.Script` added,
  /// removed, re-prioritised, switched, edits and suggestions, rows rewritten, and
  /// transactions kept or undone.
  static func script(seed: UInt64, steps: Int, magnitudes: [Double]) -> (
    [RepresentationOp], [Variable]
  ) {
    var script = RevisedSimplexTests.Script(seed: seed, variableCount: 6, magnitudes: magnitudes)
    func simple(_ roll: Int) -> RepresentationOp {
      if roll < 55 { return .add(script.constraint()) }
      if roll < 72 { return .remove(script.rng.int(0...1000)) }
      if roll < 86 {
        return .setPriority(script.rng.int(0...1000), script.rng.pick([1, 999, 500, 501, 12.5]))
      }
      return .setEnabled(script.rng.int(0...1000), script.rng.chance(0.5))
    }
    var ops: [RepresentationOp] = []
    for _ in 0..<steps {
      let roll = script.rng.int(0...99)
      if roll < 70 {
        ops.append(simple(script.rng.int(0...99)))
      } else if roll < 78 {
        let v = script.rng.pick(script.variables)
        let x = Double(script.rng.int(-50...50)) * script.rng.pick(magnitudes)
        ops.append(.toggleEdit(v, script.rng.pick([Priority.high, 999, 1]), x))
      } else if roll < 90 {
        let v = script.rng.pick(script.variables)
        ops.append(.suggest(v, Double(script.rng.int(-50...50)) * script.rng.pick(magnitudes)))
      } else if roll < 97 {
        let inner = (0..<script.rng.int(2...4)).map { _ in simple(script.rng.int(0...99)) }
        ops.append(.transaction(inner, keeping: script.rng.chance(0.5)))
      } else {
        ops.append(.refresh)
      }
    }
    return (ops, script.variables)
  }

  /// Applies `op` to `driver` (inside a transaction: no commit); the acceptance of each
  /// addition is appended to `accepted`.
  static func apply<R: _SolverRepresentation>(
    _ op: RepresentationOp, to driver: inout RepresentationDriver<R>, accepted: inout [Bool]
  ) {
    let constraints = driver.userConstraints
    switch op {
    case .add(let c):
      accepted.append(driver.add(c, priority: c.priority))
    case .remove(let i):
      if !constraints.isEmpty { driver.remove(constraints[i % constraints.count]) }
    case .setPriority(let i, let p):
      if !constraints.isEmpty { driver.setPriority(p, of: constraints[i % constraints.count]) }
    case .setEnabled(let i, let on):
      if !constraints.isEmpty { driver.setEnabled(on, for: constraints[i % constraints.count]) }
    case .toggleEdit(let v, let p, let x):
      driver.toggleEdit(v, priority: p, value: x)
    case .suggest(let v, let x):
      driver.suggest(x, for: v)
    case .refresh:
      driver.refresh()
    case .transaction(let ops, let keeping):
      driver.transaction(keeping: keeping) { inner in
        for op in ops { apply(op, to: &inner, accepted: &accepted) }
      }
    }
  }

  /// Runs `ops` on a representation of type `R` through the seam only, committing after
  /// each, and returns what each step left.
  static func run<R: _SolverRepresentation>(
    _: R.Type, _ ops: [RepresentationOp], variables: [Variable]
  ) -> [RepresentationStep] {
    var driver = RepresentationDriver<R>()
    var steps: [RepresentationStep] = []
    for op in ops {
      var step = RepresentationStep()
      apply(op, to: &driver, accepted: &step.accepted)
      driver.commit()
      step.problems += driver.rep.invariantViolations(optimal: true)
      step.problems += driver.unreportedChanges(of: variables)
      if driver.rep.rowCount != driver.records.count {
        step.problems.append("\(driver.rep.rowCount) rows for \(driver.records.count) records")
      }
      if driver.rep.basicSymbols.count != driver.rep.rowCount {
        step.problems.append("\(driver.rep.basicSymbols.count) basic for \(driver.rep.rowCount) rows")
      }
      let v = RevisedSimplexTests.violations(driver.liveConstraints) { driver.value(of: $0) }
      (step.levels, step.required, step.scale) = (v.levels, v.required, v.scale)
      steps.append(step)
    }
    return steps
  }

  /// The first step where the engine's run disagrees with the tableau's, or breaks
  /// something, described with what reproduces it; nil when none.
  static func firstDisagreement(seed: UInt64, steps: Int, magnitudes: [Double]) -> String? {
    let (ops, variables) = script(seed: seed, steps: steps, magnitudes: magnitudes)
    let tableau = run(_Tableau.self, ops, variables: variables)
    let engine = run(_RevisedSimplex.self, ops, variables: variables)
    for (k, (t, e)) in zip(tableau, engine).enumerated() {
      let what = "seed \(seed), magnitudes \(magnitudes), step \(k) (\(ops[k]))"
      if !t.problems.isEmpty { return "\(what): tableau: \(t.problems)" }
      if !e.problems.isEmpty { return "\(what): engine: \(e.problems)" }
      if t.accepted != e.accepted {
        return "\(what): tableau accepted \(t.accepted), engine \(e.accepted)"
      }
      let tolerance = 1e-6 * max(t.scale, e.scale)
      if e.required > tolerance { return "\(what): a required constraint off by \(e.required)" }
      for level in Set(t.levels.keys).union(e.levels.keys).sorted(by: >) {
        let (a, b) = (t.levels[level] ?? 0, e.levels[level] ?? 0)
        if abs(a - b) > tolerance { return "\(what): level \(level): tableau \(a), engine \(b)" }
      }
    }
    return nil
  }

  @Test("Random scripts through the seam: the same optimum per level", arguments: 0..<4)
  func randomScripts(batch: Int) {
    for index in 0..<40 {
      let seed = UInt64(batch * 40 + index)
      if let failure = Self.firstDisagreement(
        seed: seed, steps: 60, magnitudes: [1, 1, 2, 0.5, 3])
      {
        Issue.record("\(failure)")
      }
    }
  }

  @Test("Random scripts through the seam, mixed magnitudes", arguments: 0..<2)
  func mixedMagnitudes(batch: Int) {
    for index in 0..<20 {
      let seed = UInt64(1000 + batch * 20 + index)
      if let failure = Self.firstDisagreement(
        seed: seed, steps: 40, magnitudes: [1, 1e-2, 40, 0.5, 3])
      {
        Issue.record("\(failure)")
      }
    }
  }

  // MARK: - Single requirements

  /// A few constraints with edits and a removal (dead rows in the engine's factors).
  static func sample<R: _SolverRepresentation>(_: R.Type) -> (
    RepresentationDriver<R>, [Variable]
  ) {
    var driver = RepresentationDriver<R>()
    let xs = (0..<8).map { Variable("x\($0)") }
    var previous: Variable?
    var added: [Constraint] = []
    for (i, x) in xs.enumerated() {
      let c = previous.map { x == $0 + 8 } ?? (x == 8)
      driver.add(c, priority: .required)
      added.append(c)
      let soft = Constraint(
        Expression(terms: [Term(x)], constant: -Double(10 * i)), .greaterThanOrEqual,
        priority: .medium)
      driver.add(soft, priority: .medium)
      previous = x
    }
    driver.toggleEdit(xs[7], priority: .high, value: 100)
    driver.commit()
    driver.remove(added[3])
    driver.commit()
    return (driver, xs)
  }

  /// The values of every symbol and the basic symbols: what a rollback must restore.
  static func snapshot<R: _SolverRepresentation>(_ rep: R) -> [String] {
    ["\(rep.symbolCount)", "\(rep.basicSymbols)", "\(rep.rowCount)"]
      + (0..<rep.symbolCount).map { "\($0): \(rep.value(of: Int32($0)).bitPattern)" }
  }

  static func checkWithoutUndo<R: _SolverRepresentation>(_ type: R.Type) {
    var (driver, xs) = sample(type)
    let before = snapshot(driver.rep)
    let mark = driver.rep.beginUndo()
    driver.suggest(250, for: xs[7])
    driver.commit()
    let changed = snapshot(driver.rep)
    var copy = driver.rep.withoutUndo
    #expect(copy.loggedCount == 0, "\(R.self)")
    // The copy rolls back scopes of its own and ends as the original did.
    let copyMark = copy.beginUndo()
    copy.removeAll()
    copy.rollBack(to: copyMark)
    #expect(snapshot(copy) == changed, "\(R.self)")
    #expect(copy.invariantViolations(optimal: true).isEmpty, "\(R.self)")
    // The original rolls back exactly, whatever the copy did.
    driver.rep.rollBack(to: mark)
    #expect(snapshot(driver.rep) == before, "\(R.self)")
    #expect(driver.rep.invariantViolations(optimal: true).isEmpty, "\(R.self)")
  }

  @Test("withoutUndo: no scope, nothing logged, independent of the original's scope")
  func withoutUndo() {
    Self.checkWithoutUndo(_Tableau.self)
    Self.checkWithoutUndo(_RevisedSimplex.self)
  }

  static func checkRemoveAll<R: _SolverRepresentation>(_ type: R.Type) {
    var (driver, _) = sample(type)
    let before = snapshot(driver.rep)
    let mark = driver.rep.beginUndo()
    driver.rep.removeAll()
    #expect(driver.rep.symbolCount == 0 && driver.rep.rowCount == 0, "\(R.self)")
    #expect(driver.rep.cellCount == 0 && driver.rep.basicSymbols.isEmpty, "\(R.self)")
    #expect(driver.rep.pivots == 0 && driver.rep.rowsTouched == 0, "\(R.self)")
    #expect(driver.rep.invariantViolations(optimal: true).isEmpty, "\(R.self)")
    driver.rep.rollBack(to: mark)
    #expect(snapshot(driver.rep) == before, "\(R.self)")
    #expect(driver.rep.invariantViolations(optimal: true).isEmpty, "\(R.self)")
  }

  @Test("removeAll inside a scope empties it; a rollback restores it")
  func removeAll() {
    Self.checkRemoveAll(_Tableau.self)
    Self.checkRemoveAll(_RevisedSimplex.self)
  }

  static func checkRequiredOverEqualities<R: _SolverRepresentation>(_ type: R.Type) {
    var driver = RepresentationDriver<R>()
    let x = Variable("x"), y = Variable("y")
    let addedX = driver.add(x == 10, priority: .required)
    #expect(addedX)
    let addedY = driver.add(y == x + 5, priority: .required)
    #expect(addedY)
    driver.commit()
    // Implied by the two: accepted, and removable like any other.
    let implied = y - x == 5
    let addedImplied = driver.add(implied, priority: .required)
    #expect(addedImplied, "\(R.self)")
    driver.commit()
    #expect(driver.rep.invariantViolations(optimal: true).isEmpty, "\(R.self)")
    #expect(driver.rep.rowCount == 3, "\(R.self)")
    // Contradicted by them: refused, with the representation rolled back (the refused
    // row's symbols are given back, their ids free).
    let before = Array(snapshot(driver.rep).dropFirst())
    let addedContradiction = driver.add(y - x == 6, priority: .required)
    #expect(!addedContradiction, "\(R.self)")
    #expect(Array(snapshot(driver.rep).dropFirst().prefix(before.count)) == before, "\(R.self)")
    #expect(driver.rep.invariantViolations(optimal: true).isEmpty, "\(R.self)")
    driver.remove(implied)
    driver.commit()
    #expect(driver.rep.rowCount == 2, "\(R.self)")
    #expect(driver.value(of: y) == 15, "\(R.self)")
  }

  @Test("A required row over required equalities: accepted when implied, else refused")
  func requiredOverEqualities() {
    Self.checkRequiredOverEqualities(_Tableau.self)
    Self.checkRequiredOverEqualities(_RevisedSimplex.self)
  }

  @Test("The suspects of a refused required row name the rows that contradict it")
  func suspects() {
    var engine = _RevisedSimplex()
    let x = engine.newSymbol(.external)
    let d1 = engine.newSymbol(.dummy)
    let row1 = engine.writeRow([(x, 1), (d1, 1)], constant: -10)
    let firstProof = engine.addRowGenerally(row1, marker: d1, other: -1, tolerance: 1e-9)
    #expect(firstProof == nil)
    let d2 = engine.newSymbol(.dummy)
    let row2 = engine.writeRow([(x, 1), (d2, 1)], constant: -11)
    let mark = engine.beginUndo()
    let proof = engine.addRowGenerally(row2, marker: d2, other: -1, tolerance: 1e-9)
    #expect(proof?.contains(d1) == true)
    engine.rollBack(to: mark)
    #expect(engine.invariantViolations(optimal: true).isEmpty)
    #expect(engine.rowCount == 1 && engine.value(of: x) == 10)
  }

  @Test("A released variable's change is reported once; a reused id starts clean")
  func changedMarks() {
    var engine = _RevisedSimplex()
    let x = engine.newSymbol(.external)
    let d = engine.newSymbol(.dummy)
    _ = engine.addRowGenerally(
      engine.writeRow([(x, 2), (d, 1)], constant: -10), marker: d, other: -1, tolerance: 0)
    engine.optimize()
    var list: [Int32] = []
    engine.takeChangedSymbols(into: &list)
    #expect(list == [x] && engine.value(of: x) == 5)
    // Unchanged since the report: no mark.
    let unchanged = engine.takeChangedMark(of: x)
    #expect(!unchanged)
    engine.removeRow(marker: d, other: -1)
    #expect(engine.value(of: x) == 0)
    let releasedChange = engine.takeChangedMark(of: x)
    #expect(releasedChange)
    let again = engine.takeChangedMark(of: x)
    #expect(!again, "reported once")
    engine.releaseSymbol(d)
    engine.releaseSymbol(x)
    list.removeAll()
    engine.takeChangedSymbols(into: &list)
    #expect(list.isEmpty)
    // A new variable with the same id starts from 0, as a new symbol does.
    let y = engine.newSymbol(.external)
    #expect(y == x)
    let reused = engine.takeChangedMark(of: y)
    #expect(!reused)
    // Not a variable: never marked.
    let s = engine.newSymbol(.slack)
    let slackMarked = engine.takeChangedMark(of: s)
    #expect(!slackMarked)
    // A value that moved and came back is no change.
    let e = engine.newSymbol(.dummy)
    _ = engine.addRowGenerally(
      engine.writeRow([(y, 1), (e, 1)], constant: -3), marker: e, other: -1, tolerance: 0)
    engine.optimize()
    engine.takeChangedSymbols(into: &list)
    engine.setRightHandSide(ofRow: engine.row(of: e), to: 7)
    engine.setRightHandSide(ofRow: engine.row(of: e), to: 3)
    #expect(engine.value(of: y) == 3)
    let cameBack = engine.takeChangedMark(of: y)
    #expect(!cameBack)
  }

  static func checkValueSolvingFor<R: _SolverRepresentation>(_ type: R.Type) {
    var driver = RepresentationDriver<R>()
    let x = Variable("x"), y = Variable("y")
    driver.add(x + y == 10, priority: .required)
    driver.commit()
    var rep = driver.rep
    let sx: Int32 = 0, sy: Int32 = 1
    let (b, n) = rep.isBasic(sx) ? (sx, sy) : (sy, sx)
    #expect(rep.isBasic(b) && !rep.isBasic(n), "\(R.self)")
    let moved = rep.value(of: b, solvingFor: n, at: 3)
    #expect(moved == 7, "\(R.self)")
    let nonBasic = rep.value(of: n, solvingFor: b, at: 3)
    #expect(nonBasic == nil, "\(R.self)")
    let free = rep.newSymbol(.external)
    let unmoved = rep.value(of: b, solvingFor: free, at: 3)
    #expect(unmoved == 10, "\(R.self)")
  }

  @Test("value(of:solvingFor:at:): a basic value moved along the subject's column")
  func valueSolvingFor() {
    Self.checkValueSolvingFor(_Tableau.self)
    Self.checkValueSolvingFor(_RevisedSimplex.self)
  }

  @Test("Figures: live rows, the factors' non-zeros, symbols, values moved")
  func figures() {
    var (driver, xs) = Self.sample(_RevisedSimplex.self)
    let engine = driver.rep
    #expect(engine.rowCount == driver.records.count)
    #expect(engine.rowCount == engine.dimension - engine.deadRows)
    #expect(engine.basicSymbols.count == engine.rowCount)
    #expect(!engine.basicSymbols.contains(engine.deadSymbol))
    #expect(engine.symbolCount == engine.kinds.count)
    #expect(
      engine.cellCount
        == engine.factors.lu.lNonZeros + engine.factors.lu.uNonZeros
        + engine.factors.updateNonZeros)
    #expect(engine.cellCount > 0)
    for s in engine.basicSymbols { #expect(engine.isBasic(s) && engine.kind(of: s) != .unused) }
    let (moved, pivots) = (engine.rowsTouched, engine.pivots)
    driver.suggest(-40, for: xs[7])
    driver.commit()
    #expect(driver.rep.rowsTouched > moved)
    #expect(driver.rep.pivots >= pivots)
    // A refactorisation (rows rewritten) takes the dead rows out.
    driver.refresh()
    #expect(driver.rep.deadRows == 0 && driver.rep.rowCount == driver.records.count)
    #expect(driver.rep.factors.updateNonZeros == 0)
    driver.commit()
    #expect(driver.rep.invariantViolations(optimal: true).isEmpty)
  }

  @Test("Rows placed directly (costs first) or as redundant go in the engine's own way")
  func directAndRedundantRows() {
    var engine = _RevisedSimplex()
    let x = engine.newSymbol(.external)
    let d = engine.newSymbol(.dummy)
    engine.addRow(engine.writeRow([(x, 1), (d, 1)], constant: -10), solvedFor: x)
    // x == 4 at level 500, its errors costed before the row as for a direct placement: the
    // engine solves it for the positive error, which has a cost.
    let plus = engine.newSymbol(.error)
    let minus = engine.newSymbol(.error)
    let soft = engine.writeRow([(x, 1), (plus, -1), (minus, 1)], constant: -4)
    #expect(soft.marker == plus && soft.other == minus && soft.rightHandSide == 4)
    engine.addCost(1, to: plus, at: 500)
    engine.addCost(1, to: minus, at: 500)
    engine.addRow(soft, solvedFor: plus)
    #expect(engine.invariantViolations(optimal: false).isEmpty)
    engine.optimize()
    #expect(engine.value(of: x) == 10 && engine.value(of: plus) == 6)
    #expect(engine.objective(at: 500) == 6)
    // x == 10 again, required: redundant, solved for its own dummy, removable.
    let d2 = engine.newSymbol(.dummy)
    let again = engine.writeRow([(x, 2), (d2, 1), (x, -1)], constant: -10)
    #expect(again.terms.count == 2 && again.marker == d2 && again.other == -1)
    engine.addRedundantRow(again, marker: d2)
    #expect(engine.isBasic(d2) && engine.rowCount == 3)
    #expect(engine.invariantViolations(optimal: true).isEmpty)
    engine.removeRow(marker: d2, other: -1)
    engine.releaseSymbol(d2)
    engine.optimize()
    #expect(engine.rowCount == 2 && engine.value(of: x) == 10)
    #expect(engine.invariantViolations(optimal: true).isEmpty)
  }

  @Test("dualOptimize reports a row that cannot be made feasible")
  func dualFailure() {
    var engine = _RevisedSimplex()
    let x = engine.newSymbol(.external)
    let d = engine.newSymbol(.dummy)
    _ = engine.addRowGenerally(
      engine.writeRow([(x, 1), (d, 1)], constant: -10), marker: d, other: -1, tolerance: 0)
    let s = engine.newSymbol(.slack)
    // x <= 12: x + s = 12.
    _ = engine.addRowGenerally(
      engine.writeRow([(x, 1), (s, 1)], constant: -12), marker: s, other: -1, tolerance: 0)
    engine.optimize()
    let mark = engine.beginUndo()
    // x <= 8 now: no symbol can move the slack back.
    engine.shiftRightHandSide(marker: s, other: -1, by: 4, to: 8)
    let repaired = engine.dualOptimize(reportingFailure: true)
    #expect(!repaired)
    engine.rollBack(to: mark)
    #expect(engine.invariantViolations(optimal: true).isEmpty)
    engine.shiftRightHandSide(marker: s, other: -1, by: -3, to: 15)
    let repairedLater = engine.dualOptimize(reportingFailure: true)
    #expect(repairedLater)
    #expect(engine.value(of: s) == 5 && engine.value(of: x) == 10)
  }
}
