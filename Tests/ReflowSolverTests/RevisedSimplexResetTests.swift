@_spi(Representation) @testable import ReflowSolver
import Testing

/// What the solver needs of the engine as a whole for the swap of issue 15: a copy that
/// shares nothing a scope of the original rolls back (`withoutUndo`, the conflict's scratch
/// solver), emptying it inside a scope (`removeAll()`, `Solver.reset()`), and the changed
/// values handed over as a list (`takeChangedSymbols(into:)`). The engines are built by
/// `Solver(representation: .factored)`, then driven directly.
@Suite("Revised simplex: copies, reset, changed-value lists")
struct RevisedSimplexResetTests {
  /// A solver on the factored engine holding issue 15's stacked items (`n` of them) and an
  /// edit at 393, optimised; `removing` of its constraints (the first ones added) removed
  /// again.
  static func stackedSolver(_ n: Int, removing: Int = 0) -> (Solver, Variable) {
    let solver = Solver(representation: .factored)
    let w = Variable("w")
    var previous: (t: Variable, h: Variable)?
    for i in 0..<n {
      let t = Variable("t\(i)"), h = Variable("h\(i)")
      let p = Double(20 + 4 * (i % 5))
      try! solver.add(previous.map { t == $0.t + $0.h + 8 } ?? (t == 8))
      try! solver.add(h >= p ~ .high)
      try! solver.add(h <= p ~ .low)
      try! solver.add(t + h <= w - 16 ~ .medium)
      previous = (t, h)
    }
    try! solver.addEditVariable(w, priority: Priority(999))
    try! solver.suggestValue(393, for: w)
    for c in solver.constraints.prefix(removing) { try! solver.remove(c) }
    return (solver, w)
  }

  /// The engine of ``stackedSolver(_:removing:)``, the solver gone (the storage is the
  /// engine's own), and the engine's row of the edit.
  static func stacked(_ n: Int, removing: Int = 0) -> (_RevisedSimplex, Int32) {
    let (solver, w) = stackedSolver(n, removing: removing)
    return (solver.engine, solver.editRow(of: w)!)
  }

  /// A new value for the edit of `row`, repaired by the dual simplex.
  static func suggest(_ value: Double, row: Int32, _ engine: inout _RevisedSimplex) {
    engine.setRightHandSide(ofRow: row, to: value)
    engine.dualOptimize()
  }

  @Test("A copy without undo is independent of the original's open scope")
  func copyWithoutUndo() {
    var (engine, w) = Self.stacked(30)
    let before = engine
    let mark = engine.beginUndo()
    Self.suggest(852, row: w, &engine)
    var copy = engine.withoutUndo
    #expect(copy.loggedCount == 0)
    // The copy opens and rolls back scopes of its own, and changes as the original did.
    let copyMark = copy.beginUndo()
    copy.setRightHandSide(ofRow: Int32(copy.dimension - 1), to: 100)
    copy.dualOptimize()
    copy.rollBack(to: copyMark)
    #expect(firstDifference(copy, engine) == nil, "the copy's own rollback")
    copy.optimize()
    #expect(copy.invariantViolations(optimal: true).isEmpty)
    // The original rolls back exactly, whatever the copy did.
    engine.rollBack(to: mark)
    #expect(firstDifference(engine, before) == nil)
    #expect(engine.invariantViolations(optimal: true).isEmpty)
  }

  @Test("removeAll inside a scope empties the engine; a rollback restores it exactly")
  func removeAllRolledBack() {
    // Dead rows and updates in the factors too.
    var (engine, w) = Self.stacked(40, removing: 7)
    let before = engine
    let mark = engine.beginUndo()
    engine.removeAll()
    #expect(engine.dimension == 0 && engine.kinds.isEmpty)
    #expect(engine.levels.isEmpty && engine.factors.dimension == 0)
    // It works as an empty engine meanwhile.
    let x = engine.newSymbol(.external)
    let slack = engine.newSymbol(.slack)
    _ = engine.addRow(
      [_SymbolTerm(symbol: x, coefficient: 1), _SymbolTerm(symbol: slack, coefficient: -1)],
      rightHandSide: 5, marker: slack, other: -1)
    engine.optimize()
    #expect(engine.value(of: x) == 5)
    engine.rollBack(to: mark)
    #expect(firstDifference(engine, before) == nil)
    #expect(engine.invariantViolations(optimal: true).isEmpty)
    Self.suggest(500, row: w, &engine)
    #expect(engine.invariantViolations(optimal: true).isEmpty)
  }

  @Test("removeAll outside a scope (Solver.reset()) leaves an empty engine that works")
  func removeAllAtRest() throws {
    let (solver, _) = Self.stackedSolver(10)
    let pivots = solver.engine.pivots
    solver.reset()
    #expect(solver.engine.dimension == 0 && solver.engine.kinds.isEmpty)
    #expect(solver.engine.pivots == 0 || pivots == 0)
    let (x, y) = (Variable("x"), Variable("y"))
    try solver.add(x + y == 10)
    try solver.add(x == 3 ~ .high)
    #expect(solver.value(of: y) == 7 && solver.engineViolations.isEmpty)
  }

  @Test("takeChangedSymbols lists each changed variable once, then nothing")
  func changedList() {
    var (engine, w) = Self.stacked(20)
    var list: [Int32] = []
    engine.takeChangedSymbols(into: &list)
    #expect(!list.isEmpty && Set(list).count == list.count)
    list.removeAll()
    engine.takeChangedSymbols(into: &list)
    #expect(list.isEmpty, "nothing moved since")
    Self.suggest(852, row: w, &engine)
    engine.takeChangedSymbols(into: &list)
    // The width and every item's height bound by it... at least the width itself.
    #expect(!list.isEmpty && Set(list).count == list.count)
    for s in list { #expect(engine.kinds[Int(s)] == .external) }
    let capacity = list.capacity
    list.removeAll(keepingCapacity: true)
    Self.suggest(393, row: w, &engine)
    engine.takeChangedSymbols(into: &list)
    #expect(list.count <= capacity, "no growth past the first report's")
  }
}
