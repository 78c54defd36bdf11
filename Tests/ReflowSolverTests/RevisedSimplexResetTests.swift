@testable import ReflowSolver
import Testing

/// What the solver needs of the engine as a whole for the swap of issue 15: a copy that
/// shares nothing a scope of the original rolls back (`withoutUndo`, the conflict's scratch
/// solver), emptying it inside a scope (`removeAll()`, `Solver.reset()`), and the changed
/// values handed over as a list (`takeChangedSymbols(into:)`).
@Suite("Revised simplex: copies, reset, changed-value lists")
struct RevisedSimplexResetTests {
  /// A mirror holding issue 15's stacked items (`n` of them) and an edit, optimised.
  static func stacked(_ n: Int) -> (RevisedSimplexMirror, Variable) {
    var mirror = RevisedSimplexMirror()
    let w = Variable("w")
    var previous: (t: Variable, h: Variable)?
    for i in 0..<n {
      let t = Variable("t\(i)"), h = Variable("h\(i)")
      let p = Double(20 + 4 * (i % 5))
      _ = mirror.add(previous.map { t == $0.t + $0.h + 8 } ?? (t == 8), priority: .required)
      _ = mirror.add(h >= p, priority: .high)
      _ = mirror.add(h <= p, priority: .low)
      _ = mirror.add(t + h <= w - 16, priority: .medium)
      previous = (t, h)
    }
    mirror.addEdit(w, priority: Priority(999), value: 393)
    mirror.optimize()
    return (mirror, w)
  }

  @Test("A copy without undo is independent of the original's open scope")
  func copyWithoutUndo() {
    var (mirror, w) = Self.stacked(30)
    let before = mirror.engine
    let mark = mirror.engine.beginUndo()
    mirror.suggest(852, for: w)
    var copy = mirror.engine.withoutUndo
    #expect(copy.loggedCount == 0)
    // The copy opens and rolls back scopes of its own, and changes as the original did.
    let copyMark = copy.beginUndo()
    copy.setRightHandSide(ofRow: Int32(copy.dimension - 1), to: 100)
    copy.dualOptimize()
    copy.rollBack(to: copyMark)
    #expect(firstDifference(copy, mirror.engine) == nil, "the copy's own rollback")
    copy.optimize()
    var check = RevisedSimplexMirror()
    check.engine = copy
    #expect(check.violations().isEmpty)
    // The original rolls back exactly, whatever the copy did.
    mirror.engine.rollBack(to: mark)
    #expect(firstDifference(mirror.engine, before) == nil)
    #expect(mirror.violations().isEmpty)
  }

  @Test("removeAll inside a scope empties the engine; a rollback restores it exactly")
  func removeAllRolledBack() {
    var (mirror, w) = Self.stacked(40)
    // Dead rows and updates in the factors too.
    for c in mirror.liveConstraints.prefix(7).map(\.constraint) { mirror.remove(c) }
    let before = mirror.engine
    let mark = mirror.engine.beginUndo()
    mirror.engine.removeAll()
    #expect(mirror.engine.dimension == 0 && mirror.engine.kinds.isEmpty)
    #expect(mirror.engine.levels.isEmpty && mirror.engine.factors.dimension == 0)
    // It works as an empty engine meanwhile.
    let x = mirror.engine.newSymbol(.external)
    let slack = mirror.engine.newSymbol(.slack)
    _ = mirror.engine.addRow(
      [_SymbolTerm(symbol: x, coefficient: 1), _SymbolTerm(symbol: slack, coefficient: -1)],
      rightHandSide: 5, marker: slack, other: -1)
    mirror.engine.optimize()
    #expect(mirror.engine.value(of: x) == 5)
    mirror.engine.rollBack(to: mark)
    #expect(firstDifference(mirror.engine, before) == nil)
    #expect(mirror.violations().isEmpty)
    mirror.suggest(500, for: w)
    #expect(mirror.violations().isEmpty)
  }

  @Test("removeAll outside a scope leaves an empty engine that works")
  func removeAllAtRest() {
    var (mirror, _) = Self.stacked(10)
    let pivots = mirror.engine.pivots
    mirror.engine.removeAll()
    #expect(mirror.engine.dimension == 0 && mirror.engine.kinds.isEmpty)
    #expect(mirror.engine.pivots == 0 || pivots == 0)
    var fresh = RevisedSimplexMirror()
    fresh.engine = mirror.engine
    let (x, y) = (Variable("x"), Variable("y"))
    let added = [fresh.add(x + y == 10, priority: .required), fresh.add(x == 3, priority: .high)]
    #expect(added == [true, true])
    fresh.optimize()
    #expect(fresh.value(of: y) == 7 && fresh.violations().isEmpty)
  }

  @Test("takeChangedSymbols lists each changed variable once, then nothing")
  func changedList() {
    var (mirror, w) = Self.stacked(20)
    var list: [Int32] = []
    mirror.engine.takeChangedSymbols(into: &list)
    #expect(!list.isEmpty && Set(list).count == list.count)
    list.removeAll()
    mirror.engine.takeChangedSymbols(into: &list)
    #expect(list.isEmpty, "nothing moved since")
    mirror.suggest(852, for: w)
    mirror.engine.takeChangedSymbols(into: &list)
    // The width and every item's height bound by it... at least the width itself.
    #expect(!list.isEmpty && Set(list).count == list.count)
    for s in list { #expect(mirror.engine.kinds[Int(s)] == .external) }
    let capacity = list.capacity
    list.removeAll(keepingCapacity: true)
    mirror.suggest(393, for: w)
    mirror.engine.takeChangedSymbols(into: &list)
    #expect(list.count <= capacity, "no growth past the first report's")
  }
}
