@testable import ReflowSolver
import Testing

/// The log behind transactions and every call that must change nothing when it throws.
@Suite("Undo log of the solver's large arrays")
struct UndoArrayTests {
  private func make(_ values: [Int]) -> _UndoArray<Int> {
    var a = _UndoArray<Int>()
    for v in values { a.append(v) }
    return a
  }

  @Test("Rolling back restores changed, appended and removed elements, newest first")
  func rollBack() {
    var a = make([1, 2, 3])
    let mark = a.beginUndo()
    a[0] = 10
    a[0] = 11
    a.append(4)
    a[3] = 40
    a.removeLast()
    a.removeLast()
    a[1] += 5
    #expect(Array(a) == [11, 7])
    a.rollBack(to: mark)
    #expect(Array(a) == [1, 2, 3])
  }

  @Test("Nested scopes: an inner rollback undoes only its own changes, an outer one all")
  func nested() {
    var a = make([1, 2, 3])
    let outer = a.beginUndo()
    a[0] = 10
    let inner = a.beginUndo()
    a[0] = 100
    a[2] = 300
    a.append(4)
    a.rollBack(to: inner)
    #expect(Array(a) == [10, 2, 3])
    // An element the inner scope logged and undid is logged again by the outer one.
    a[2] = 30
    let kept = a.beginUndo()
    a[1] = 20
    a.endUndo(kept)
    #expect(Array(a) == [10, 20, 30])
    a.rollBack(to: outer)
    #expect(Array(a) == [1, 2, 3])
  }

  @Test("A scope that ends keeps its changes, and an element is logged again in a new scope")
  func endKeeps() {
    var a = make([1, 2])
    let first = a.beginUndo()
    a[0] = 5
    a.endUndo(first)
    let second = a.beginUndo()
    a[0] = 6
    a.rollBack(to: second)
    #expect(Array(a) == [5, 2])
  }

  @Test("removeAll inside a scope is undone; a reset solver inside a transaction comes back")
  func removeAllAndReset() throws {
    var a = make([1, 2, 3])
    let mark = a.beginUndo()
    a.removeAll()
    #expect(a.isEmpty)
    a.rollBack(to: mark)
    #expect(Array(a) == [1, 2, 3])

    let x = Variable("x")
    let solver = Solver()
    try solver.add(x == 7)
    struct Undo: Error {}
    #expect(throws: Undo.self) {
      try solver.transaction { s throws(Undo) in
        s.reset()
        throw Undo()
      }
    }
    #expect(solver.value(of: x) == 7)
    #expect(solver.invariantViolations().isEmpty)
  }

  @Test("A rolled-back transaction puts back the very same rows and values")
  func onlyTouchedRowsAreCopied() throws {
    let solver = Solver()
    let xs = (0..<50).map { Variable("x\($0)") }
    for (i, x) in xs.enumerated() { try solver.add(x == Double(i)) }
    let before = (0..<solver.state.tableau.rows.count).map {
      solver.state.tableau.rows[$0].cells.withUnsafeBufferPointer { $0.baseAddress }
    }
    struct Undo: Error {}
    #expect(throws: Undo.self) {
      try solver.transaction { s throws(Undo) in
        try? s.add(xs[0] + xs[1] == 3)
        throw Undo()
      }
    }
    let after = (0..<solver.state.tableau.rows.count).map {
      solver.state.tableau.rows[$0].cells.withUnsafeBufferPointer { $0.baseAddress }
    }
    #expect(before == after, "a rolled-back change puts the very same rows back")
    for (i, x) in xs.enumerated() { #expect(solver.value(of: x) == Double(i)) }
    #expect(solver.invariantViolations().isEmpty)
  }
}
