@_spi(Representation) @testable import ReflowSolver
import Testing

// The revised simplex's undo scopes, switches and reports against the canonical tableau:
// random scripts whose steps run inside nested transactions (committed or rolled back) on a
// `Solver` and, by undo scopes, on a `RevisedSimplexMirror`. After every rollback (a
// transaction's, or a refused required constraint's or switch's) the engine is exactly what
// it was, every array bit for bit; after every outermost step both agree as in
// `RevisedSimplexTests` (totals per level, invariants, reduced costs fresh), and the
// engine's report of changed variables is exactly the set whose values changed, where the
// tableau's report holds at least those of its own.

/// The engine's whole state as text, every array element by element (doubles printed
/// exactly: Swift prints the shortest text that reads back to the same bits, and -0.0 as
/// such), by field. The work counters are not state.
func engineState(_ e: _RevisedSimplex) -> [(field: String, text: String)] {
  func bits(_ values: some Sequence<Double>) -> String { "\(values.map(\.bitPattern))" }
  return [
    ("kinds", "\(Array(e.kinds))"), ("columnOf", "\(e.columnOf.lines)"),
    ("positionOf", "\(Array(e.positionOf))"), ("freeSymbols", "\(Array(e.freeSymbols))"),
    ("rows", "\(Array(e.rows))"), ("rightHandSide", bits(e.rightHandSide)),
    ("rowMarker", "\(Array(e.rowMarker))"), ("rowOther", "\(Array(e.rowOther))"),
    ("basic", "\(Array(e.basic))"), ("values", bits(e.values)),
    ("nonBasicValues", bits(e.nonBasicValues)),
    ("levels", "\(Array(e.levels))"), ("costs", "\(e.costs.lines.map { bits($0) })"),
    ("reduced", "\(e.reduced.lines.map { bits($0) })"), ("levelScale", bits(e.levelScale)),
    ("reducedScale", "\(e.reducedScale.lines.map { bits($0) })"),
    ("candidates", "\(Array(e.candidates))"), ("isCandidate", "\(Array(e.isCandidate))"),
    ("touched", "\(Array(e.touched))"), ("isTouched", "\(Array(e.isTouched))"),
    ("reported", bits(e.reported)), ("dead", "\(e.deadSymbol) \(e.deadRows)"),
    ("factors.columns", "\(e.factors.columns)"), ("factors.updates", "\(e.factors.updates)"),
    ("factors.etaEntries", "\(e.factors.etaEntries)"),
    ("factors.lu", "\(e.factors.lu.lNonZeros) \(e.factors.lu.uNonZeros)"),
    ("factors.lu.pivots", "\(e.factors.lu.pivotRow) \(e.factors.lu.pivotColumn)"),
    ("factors.lu.diagonal", bits(e.factors.lu.diagonal)),
    ("factors.lu.l", "\(e.factors.lu.lColumns) \(e.factors.lu.lRows)"),
    ("factors.lu.u", "\(e.factors.lu.uRows) \(e.factors.lu.uColumns)"),
    ("scratch", "\(Array(e.rowEntry)) \(Array(e.rowListed)) \(e.rowSymbols)"),
    ("vectors", "\(e.scratch.isClear) \(e.rowVector.isClear) \(e.factors.isScratchAtRest)"),
  ]
}

/// The first field where two engine states differ, or nil.
func firstDifference(_ a: _RevisedSimplex, _ b: _RevisedSimplex) -> String? {
  for (x, y) in zip(engineState(a), engineState(b)) where x.text != y.text {
    return "\(x.field): \(x.text.prefix(300)) != \(y.text.prefix(300))"
  }
  return nil
}

/// One random script with transactions, required switches and reports of changed values.
final class UndoScriptRun {
  var script: RevisedSimplexTests.Script
  var mirror = RevisedSimplexMirror()
  let solver = Solver()
  var live: [Constraint] = []
  var edits: [Variable] = []
  var held: [ObjectIdentifier: (priority: Priority, value: Double)] = [:]
  /// Per variable, the value last reported by each side (0 before).
  var engineReported: [ObjectIdentifier: Double] = [:]
  var solverReported: [ObjectIdentifier: Double] = [:]
  var depth = 0
  var step = 0
  var failure: String?
  /// The engine's values of the variables at every outermost step, by their bits, and its
  /// ambiguous variables (their indices, in its order).
  var trace: [UInt64] = []

  /// What the scripts did (so that a test can ask that each case happened).
  struct Coverage {
    var commits = 0
    var rollBacks = 0
    var nestedRollBacks = 0
    var refusedInScope = 0
    var addedOff = 0
    var requiredOff = 0
    var requiredOn = 0
    var toRequired = 0
    var fromRequired = 0
    var reports = 0
    var exactChecks = 0
    /// Rollbacks of scopes in which the engine refactorised (the factors put back).
    var rolledBackRefactorizations = 0
    /// Refusals whose minimal conflict is the tableau's, and those where both are minimal
    /// but differ.
    var sameConflicts = 0
    var otherConflicts = 0
    /// Refusals of a switch to required, or of a required addition while switched-on
    /// required constraints are there, whose conflict the engine's certificate reproduced;
    /// and the refused switches compared.
    var certifiedSwitchedOn = 0
    var refusedSwitches = 0
    /// Checks where some variable was ambiguous.
    var ambiguous = 0
  }
  var coverage = Coverage()

  struct Abort: Error {}

  init(seed: UInt64) {
    script = RevisedSimplexTests.Script(
      seed: seed, variableCount: 6, magnitudes: [1, 1, 2, 0.5, 3])
    mirror.explainsConflicts = true
  }

  func run(steps: Int) -> String? {
    while step < steps && failure == nil {
      one()
      if failure == nil && depth == 0 { check() }
    }
    return failure
  }

  private func fail(_ what: String, _ message: String) {
    if failure == nil { failure = "step \(step) (\(what)) at depth \(depth): \(message)" }
  }

  /// After a refusal or a rollback: the engine must be exactly `before`.
  private func expectSame(_ before: _RevisedSimplex, _ what: String) {
    coverage.exactChecks += 1
    if let difference = firstDifference(mirror.engine, before) {
      fail(what, "not restored: \(difference)")
    }
  }

  private func one() {
    step += 1
    let roll = script.rng.int(0...99)
    if roll < 40 || live.isEmpty {
      let c = script.constraint()
      // Every seventh step adds its constraint switched off (without drawing from the
      // generator, so that the other steps' draws stay as they were).
      let enabled = step % 7 != 3
      let before = mirror.engine
      let thrown = Result { () throws(SolverError) in try solver.add(c, isEnabled: enabled) }
      let accepted = (try? thrown.get()) != nil
      let engineAccepted = mirror.add(c, priority: c.priority, enabled: enabled)
      if !enabled { coverage.addedOff += 1 }
      if accepted != engineAccepted {
        fail("add \(c)", "solver accepted \(accepted), engine \(engineAccepted)")
      }
      if case .failure(.unsatisfiableConstraint(_, let conflicting)) = thrown, !engineAccepted {
        compareConflicts(of: c, tableau: conflicting)
      }
      if accepted { live.append(c) }
      if !engineAccepted {
        if depth > 0 { coverage.refusedInScope += 1 }
        expectSame(before, "refused \(c)")
      }
    } else if roll < 50 {
      let i = script.rng.int(0...(live.count - 1))
      try? solver.remove(live[i])
      mirror.remove(live[i])
      live.remove(at: i)
    } else if roll < 60 {
      let c = script.rng.pick(live)
      let p = script.rng.pick([Priority.required, 1, 999, 500, 501, 12.5])
      let entry = mirror.entries[ObjectIdentifier(c)]!
      let before = mirror.engine
      let thrown = Result { () throws(SolverError) in try solver.setPriority(p, of: c) }
      let accepted = (try? thrown.get()) != nil
      let engineAccepted = mirror.setPriority(p, of: c)
      if accepted != engineAccepted {
        fail("setPriority \(p) of \(c)", "solver accepted \(accepted), engine \(engineAccepted)")
      }
      if case .failure(.unsatisfiableConstraint(_, let conflicting)) = thrown, !engineAccepted {
        compareConflicts(of: c, tableau: conflicting, switched: true)
      }
      if !engineAccepted { expectSame(before, "refused setPriority \(p) of \(c)") }
      if entry.enabled && engineAccepted && entry.priority.isRequired != p.isRequired {
        if p.isRequired { coverage.toRequired += 1 } else { coverage.fromRequired += 1 }
      }
    } else if roll < 70 {
      let c = script.rng.pick(live)
      let on = script.rng.chance(0.5)
      let entry = mirror.entries[ObjectIdentifier(c)]!
      let before = mirror.engine
      let thrown = Result { () throws(SolverError) in try solver.setEnabled(on, for: c) }
      let accepted = (try? thrown.get()) != nil
      let engineAccepted = mirror.setEnabled(on, for: c)
      if accepted != engineAccepted {
        fail("setEnabled \(on) for \(c)", "solver accepted \(accepted), engine \(engineAccepted)")
      }
      if case .failure(.unsatisfiableConstraint(_, let conflicting)) = thrown, !engineAccepted {
        compareConflicts(of: c, tableau: conflicting, switched: true)
      }
      if !engineAccepted { expectSame(before, "refused setEnabled \(on) for \(c)") }
      if entry.priority.isRequired && entry.enabled != on && engineAccepted {
        if on { coverage.requiredOn += 1 } else { coverage.requiredOff += 1 }
      }
    } else if roll < 74 && depth == 0 {
      // Outside transactions only: inside one the solver holds a new edit variable at a
      // value not yet solved.
      let v = script.rng.pick(script.variables)
      if edits.contains(where: { $0 === v }) {
        try? solver.removeEditVariable(v)
        mirror.removeEdit(v)
        edits.removeAll { $0 === v }
        held[ObjectIdentifier(v)] = nil
      } else {
        let p = script.rng.pick([Priority.high, 999, 1])
        held[ObjectIdentifier(v)] = (p, solver.value(of: v))
        try? solver.addEditVariable(v, priority: p)
        mirror.addEdit(v, priority: p, value: solver.value(of: v))
        edits.append(v)
      }
    } else if roll < 84 {
      guard let v = edits.isEmpty ? nil : script.rng.pick(edits) else { return }
      let x = Double(script.rng.int(-50...50)) * script.rng.pick(script.magnitudes)
      try? solver.suggestValue(x, for: v)
      mirror.suggest(x, for: v)
      held[ObjectIdentifier(v)]!.value = x
    } else if depth < 3 {
      transaction()
    }
  }

  /// The engine's minimal conflict for refused `c` against the tableau's: the same set; or,
  /// when switched-on required constraints are there (the solver explains those by
  /// rebuilding them as required in a scratch copy, the engine from its own certificate),
  /// a set that is minimal too.
  /// `switched`: `c` was refused as a switch to required (on, or raised), not an addition.
  private func compareConflicts(of c: Constraint, tableau: [Constraint], switched: Bool = false) {
    let engine = mirror.lastConflict
    // The minimisation starts from the engine's certificate, never from every required
    // constraint: phase one's row, or the duals at the switched-on level.
    if !mirror.lastConflictCertified {
      fail("conflict of \(c)", "the engine's suspects do not reproduce it")
    }
    if switched || !mirror.switchedOnRequired.isEmpty { coverage.certifiedSwitchedOn += 1 }
    if switched { coverage.refusedSwitches += 1 }
    if engine.map(ObjectIdentifier.init) == tableau.map(ObjectIdentifier.init) {
      coverage.sameConflicts += 1
      return
    }
    coverage.otherConflicts += 1
    if mirror.switchedOnRequired.isEmpty && !switched {
      fail("conflict of \(c)", "engine \(engine), tableau \(tableau)")
    }
    let minimal =
      Solver.isInfeasible(engine, with: c)
      && engine.indices.allSatisfy { i in
        var trial = engine
        trial.remove(at: i)
        return !Solver.isInfeasible(trial, with: c)
      }
    if !minimal { fail("conflict of \(c)", "engine \(engine) is not minimal; tableau \(tableau)") }
  }

  /// A transaction of a few steps (some of them transactions), committed or rolled back.
  private func transaction() {
    let before = mirror.engine
    let refactorizations = mirror.engine.refactorizations
    let saved = (live, edits, held)
    let mark = mirror.beginTransaction()
    let rollingBack = script.rng.chance(0.4)
    let count = script.rng.int(1...6)
    depth += 1
    do {
      try solver.transaction { (_: Solver) throws(Abort) in
        for _ in 0..<count where failure == nil { one() }
        if rollingBack { throw Abort() }
      }
    } catch {}
    depth -= 1
    if rollingBack {
      mirror.rollBack(mark)
      (live, edits, held) = saved
      coverage.rollBacks += 1
      if depth > 0 { coverage.nestedRollBacks += 1 }
      if mirror.engine.refactorizations > refactorizations {
        coverage.rolledBackRefactorizations += 1
      }
      expectSame(before, "rollback")
    } else {
      mirror.commit(mark, optimizing: depth == 0)
      coverage.commits += 1
    }
  }

  /// At rest: the totals per level as the tableau's, and the reports of changed values.
  private func check() {
    trace.append(contentsOf: script.variables.map { mirror.value(of: $0).bitPattern })
    if let wrong = RevisedSimplexTests.compare(mirror, solver, edits: edits, held: held) {
      fail("check", wrong)
      return
    }
    let tableauAmbiguous = Set(solver.ambiguousVariables().map(ObjectIdentifier.init))
    let ambiguousList = mirror.ambiguousVariables()
    // In the engine's order (by symbol id), which the determinism test compares too.
    trace.append(contentsOf: ambiguousList.map { v in
      UInt64(script.variables.firstIndex { $0 === v }!)
    })
    let engineAmbiguous = Set(ambiguousList.map(ObjectIdentifier.init))
    if tableauAmbiguous != engineAmbiguous {
      let name = { (set: Set<ObjectIdentifier>) in
        self.script.variables.filter { set.contains(ObjectIdentifier($0)) }.map(\.name)
      }
      fail("ambiguity", "tableau \(name(tableauAmbiguous)), engine \(name(engineAmbiguous))")
    }
    if !engineAmbiguous.isEmpty { coverage.ambiguous += 1 }
    var solverList: Set<ObjectIdentifier> = []
    solver.consumeChangedVariables { solverList.insert(ObjectIdentifier($0)) }
    let engineList = mirror.consumeChangedVariables().map(ObjectIdentifier.init)
    let engineSet = Set(engineList)
    if engineSet.count != engineList.count { fail("report", "a variable reported twice") }
    if !engineSet.isEmpty { coverage.reports += 1 }
    for v in script.variables {
      let id = ObjectIdentifier(v)
      let x = mirror.value(of: v)
      let changed = x.bitPattern != (engineReported[id] ?? 0).bitPattern
      if changed != engineSet.contains(id) {
        fail("report", "\(v) went from \(engineReported[id] ?? 0) to \(x), reported \(!changed)")
      }
      engineReported[id] = x
      let y = solver.value(of: v)
      if y != (solverReported[id] ?? 0) && !solverList.contains(id) {
        fail("report", "the tableau did not report \(v), \(solverReported[id] ?? 0) -> \(y)")
      }
      solverReported[id] = y
    }
  }
}

@Suite("Revised simplex: undo scopes, switches and reports")
struct RevisedSimplexUndoTests {
  @Test(
    "Random scripts in nested transactions: rollbacks exact, commits as the tableau",
    arguments: 0..<4)
  func transactions(batch: Int) {
    var ran = 0
    var total = UndoScriptRun.Coverage()
    for index in 0..<40 {
      let seed = UInt64(1000 + batch * 40 + index)
      let run = UndoScriptRun(seed: seed)
      if let failure = run.run(steps: 80) {
        Issue.record("UndoScriptRun(seed: \(seed)).run(steps: 80): \(failure)")
      }
      let c = run.coverage
      total.commits += c.commits
      total.rollBacks += c.rollBacks
      total.nestedRollBacks += c.nestedRollBacks
      total.refusedInScope += c.refusedInScope
      total.addedOff += c.addedOff
      total.requiredOff += c.requiredOff
      total.requiredOn += c.requiredOn
      total.toRequired += c.toRequired
      total.fromRequired += c.fromRequired
      total.reports += c.reports
      total.exactChecks += c.exactChecks
      total.rolledBackRefactorizations += c.rolledBackRefactorizations
      total.sameConflicts += c.sameConflicts
      total.ambiguous += c.ambiguous
      total.otherConflicts += c.otherConflicts
      total.certifiedSwitchedOn += c.certifiedSwitchedOn
      total.refusedSwitches += c.refusedSwitches
      ran += 1
    }
    print("batch \(batch): \(total)")
    #expect(ran == 40)
    #expect(total.commits > 0 && total.rollBacks > 0 && total.nestedRollBacks > 0)
    #expect(total.refusedInScope > 0)
    #expect(total.requiredOff > 0 && total.requiredOn > 0 && total.addedOff > 0)
    #expect(total.toRequired > 0 && total.fromRequired > 0)
    #expect(total.reports > 0 && total.rolledBackRefactorizations > 0)
    #expect(total.sameConflicts > 0 && total.ambiguous > 0 && total.certifiedSwitchedOn > 0)
  }
}

extension RevisedSimplexUndoTests {
  @Test("The same script with transactions gives bit-identical values, step by step")
  func determinism() {
    for seed in UInt64(1000)..<1020 {
      let runs = (0..<2).map { _ in
        let run = UndoScriptRun(seed: seed)
        _ = run.run(steps: 80)
        return run.trace
      }
      #expect(!runs[0].isEmpty && runs[0] == runs[1], "seed \(seed)")
    }
  }
}

@Suite("Revised simplex: what an undo scope costs")
struct RevisedSimplexUndoCostTests {
  /// What one scope on issue 15's chain of `n` items logs: a new item appended to the chain
  /// (its five constraints over four new variables), one of its constraints given another
  /// priority, switched off and on and removed, the last item's height bounded (a row over
  /// an existing variable), a required constraint refused, then everything rolled back.
  /// Returns the entries logged, the factor updates, the factor operations of the refusal,
  /// and whether the constraint was refused and the rollback restored the engine exactly.
  static func scope(_ n: Int) -> (logged: Int, updates: Int, refusal: Int, exact: Bool) {
    let items = (0..<(4 * n)).map { Variable("x\($0)") }
    let width = Variable("w")
    let (solver, _) = RevisedSimplexComplexityTests.stack(n, width: width, items: items)
    // The build leaves its borders as updates (additions do not refactorise): factorise
    // first, or the scope's first pivot would, which is O(n) whatever the scope; then
    // optimise, which drops the candidates the refactorisation listed (at rest, as a
    // solver between calls).
    solver.engine.refactorize()
    solver.engine.optimize()
    let before = solver.engine
    let updatesBefore = solver.engine.factors.updates.count
    let t = Variable("t"), h = Variable("h"), l = Variable("l"), r = Variable("r")
    let item: [Constraint] = [
      t == items[n - 1] + items[2 * n - 1] + 8, (Expression(h) >= Expression(24)) ~ 750,
      (Expression(h) <= Expression(24)) ~ 250, Expression(l) == Expression(16), r == width - 16,
    ]
    var refused = false
    var refusal = 0
    var logged = 0
    var updates = 0
    // The scope: a transaction, rolled back at its end. Inside it the solver waits for the
    // end to re-optimise: the engine is re-optimised after each call instead, so that the
    // scope holds the pivots of calls made one by one.
    do {
      try solver.transaction { (s: Solver) throws(UndoScriptRun.Abort) in
        func call(_ body: () throws(SolverError) -> Void) {
          #expect(throws: Never.self) { try body() }
          s.engine.optimize()
        }
        for c in item { call { () throws(SolverError) in try s.add(c) } }
        call { () throws(SolverError) in try s.setPriority(500, of: item[2]) }
        call { () throws(SolverError) in try s.setEnabled(false, for: item[2]) }
        call { () throws(SolverError) in try s.setEnabled(true, for: item[2]) }
        call { () throws(SolverError) in try s.remove(item[2]) }
        call { () throws(SolverError) in
          try s.add((Expression(items[2 * n - 1]) >= Expression(30)) ~ 500)
        }
        // The last item's leading edge is 16: refused (phase one, its certificate, a
        // rollback).
        let operations = s.engine.factors.operations
        do {
          try s.add(Expression(items[3 * n - 1]) == Expression(17))
        } catch {
          refused = true
        }
        refusal = s.engine.factors.operations - operations
        logged = s.engine.loggedCount
        updates = s.engine.factors.updates.count - updatesBefore
        throw UndoScriptRun.Abort()
      }
    } catch {}
    return (logged, updates, refusal, refused && firstDifference(solver.engine, before) == nil)
  }

  @Test("A scope on a chain of 2,000 logs what one on a chain of 20 logs")
  func logDoesNotGrow() {
    let small = Self.scope(20)
    let large = Self.scope(2000)
    print("undo scope: chain of 20 \(small), chain of 2,000 \(large)")
    #expect(small.exact && large.exact)
    #expect(small.logged > 0)
    #expect(large.logged == small.logged && large.updates == small.updates)
    #expect(large.refusal == small.refusal)
  }
}
