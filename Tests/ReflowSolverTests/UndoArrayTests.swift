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
    let before = (0..<solver.state.representation.rows.count).map {
      solver.state.representation.rows[$0].cells.withUnsafeBufferPointer { $0.baseAddress }
    }
    struct Undo: Error {}
    #expect(throws: Undo.self) {
      try solver.transaction { s throws(Undo) in
        try? s.add(xs[0] + xs[1] == 3)
        throw Undo()
      }
    }
    let after = (0..<solver.state.representation.rows.count).map {
      solver.state.representation.rows[$0].cells.withUnsafeBufferPointer { $0.baseAddress }
    }
    #expect(before == after, "a rolled-back change puts the very same rows back")
    for (i, x) in xs.enumerated() { #expect(solver.value(of: x) == Double(i)) }
    #expect(solver.invariantViolations().isEmpty)
  }

  @Test("Appends are not logged: an inner scope's removal of the outer scope's new element")
  func floors() {
    var a = make([1])
    let outer = a.beginUndo()
    a.append(2)
    let inner = a.beginUndo()
    a[1] = 20
    a.removeLast()
    a.removeLast()
    a.append(3)
    a.endUndo(inner)
    #expect(Array(a) == [3])
    a.append(4)
    a.rollBack(to: outer)
    #expect(Array(a) == [1])
    #expect(a.loggedCount == 0)
  }

  @Test("Random scopes of appends, removals and changes roll back to plain-array copies")
  func randomScopes() {
    var random = SplitMix64(seed: 0x5EED_0A11)
    var scripts = 0
    for script in 0..<300 {
      var a = make((0..<Int(random.next() % 6)).map { $0 })
      var model = Array(a)
      // Each open scope: its mark and the plain copy taken when it began.
      var open: [(_UndoArray<Int>.Mark, [Int])] = []
      for step in 0..<60 {
        switch random.next() % 7 {
        case 0 where open.count < 4:
          open.append((a.beginUndo(), model))
        case 1 where !open.isEmpty:
          let (mark, _) = open.removeLast()
          a.endUndo(mark)
        case 2 where !open.isEmpty:
          let (mark, saved) = open.removeLast()
          a.rollBack(to: mark)
          model = saved
        case 3, 4:
          let v = Int(random.next() % 1000)
          a.append(v)
          model.append(v)
        case 5 where !model.isEmpty:
          a.removeLast()
          model.removeLast()
        default:
          if !model.isEmpty {
            let i = Int(random.next() % UInt64(model.count))
            a[i] = step
            model[i] = step
          }
        }
        #expect(Array(a) == model, "script \(script), step \(step)")
      }
      while let (mark, saved) = open.popLast() {
        a.rollBack(to: mark)
        model = saved
        #expect(Array(a) == model, "script \(script), final rollback")
      }
      #expect(a.loggedCount == 0)
      scripts += 1
    }
    #expect(scripts == 300)
  }

  @Test("A transaction on a large solver logs what it touches, not the number of symbols")
  func scopeCostsWhatItTouches() throws {
    func logged(items: Int) throws -> Int {
      let solver = Solver()
      var tops: [Variable] = []
      var all: [Constraint] = []
      for i in 0..<items {
        let t = Variable("t\(i)"), h = Variable("h\(i)")
        all += [i == 0 ? t == 8 : t == tops[i - 1] + 28, h >= 20 ~ .high, h <= 24 ~ .low]
        tops.append(t)
      }
      // A change that touches none of the chain's rows: a removal that frees symbols made
      // before the scope, an addition with costs at two levels.
      let x = Variable("x"), y = Variable("y")
      let pin = x == 5
      try solver.add(all + [pin, y >= x + 1 ~ .low])
      var count = 0
      try solver.transaction { s throws(SolverError) in
        try s.remove(pin)
        try s.add(y <= 3 ~ .high)
        count = s.state.loggedCount
      }
      #expect(solver.invariantViolations().isEmpty)
      return count
    }
    let small = try logged(items: 20), large = try logged(items: 400)
    // The per-symbol arrays used to be copied whole on a scope's first write to them.
    #expect(small > 0)
    #expect(large == small, "20 items: \(small) entries logged; 400 items: \(large)")
  }
}
