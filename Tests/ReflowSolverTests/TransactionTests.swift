import ReflowSolver
import Testing

// Transactions: many calls re-optimised once, with the same result as the calls one by one;
// a body that throws undoes every change it made; transactions nest; suggestions made inside
// take effect at the end.

/// A container of width `W` (an edit variable) holding one child `left`, `width`, `right`.
private final class Layout {
  let solver = Solver()
  let W = Variable("W"), left = Variable("left"), width = Variable("width")
  let right = Variable("right"), extra = Variable("extra")
  let edge: Constraint, nonNegative: Constraint, inside: Constraint, preferredWidth: Constraint
  let preferredLeft: Constraint
  /// Constraints the script adds.
  let minimumWidth: Constraint, minimumW: Constraint, preferredW: Constraint

  var variables: [Variable] { [W, left, width, right, extra] }
  var all: [Constraint] {
    [edge, nonNegative, inside, preferredWidth, preferredLeft, minimumWidth, minimumW, preferredW]
  }

  init() throws {
    edge = right == left + width
    nonNegative = left >= 0
    inside = right <= W
    preferredWidth = width == 300 ~ .low
    preferredLeft = left == 20 ~ .medium
    minimumWidth = width >= 350 ~ .high
    minimumW = W >= 320
    preferredW = W == 640 ~ .medium
    try solver.add([edge, nonNegative, inside, preferredWidth, preferredLeft])
    try solver.addEditVariable(W, priority: 999)
    try solver.suggestValue(400, for: W)
  }

  /// The script; `check` is called after each step with the values it should give.
  func script(
    _ s: Solver,
    check: (String, _ left: Double, _ width: Double, _ right: Double, _ W: Double) -> Void
  ) throws(SolverError) {
    try s.add(minimumWidth)
    // width >= 350 (high) fits: 20 + 350 <= 400; low wants 300 so 350.
    check("add width >= 350 (high)", 20, 350, 370, 400)
    try s.suggestValue(300, for: W)
    // W = 300 (999). high: width as near 350 as 20 + width <= 300... but left only has
    // medium, so high takes left = 0, width = 300 (error 50, the least possible).
    check("suggest W = 300", 0, 300, 300, 300)
    try s.setPriority(.required, of: preferredLeft)
    // left == 20 now required: width <= 280.
    check("left == 20 made required", 20, 280, 300, 300)
    try s.remove(nonNegative)
    check("remove left >= 0", 20, 280, 300, 300)
    try s.add(minimumW)
    // W >= 320 required beats the edit (999): W = 320, width = 300.
    check("add W >= 320", 20, 300, 320, 320)
    try s.suggestValue(500, for: W)
    // width >= 350 holds; low pulls it down to 350.
    check("suggest W = 500", 20, 350, 370, 500)
    try s.add(preferredW)
    try s.removeEditVariable(W)
    // W == 640 (medium) is the only preference left for W.
    check("W == 640 (medium), edit removed", 20, 350, 370, 640)
  }

  func snapshot() -> SolverSnapshot {
    SolverSnapshot(solver, variables: variables, constraints: all)
  }
}

/// A body's own error.
private struct Cancelled: Error {}

@Suite("Transactions")
struct TransactionTests {
  @Test("A transaction gives the same result as the same calls one by one")
  func sameAsOneByOne() throws {
    let oneByOne = try Layout()
    try oneByOne.script(oneByOne.solver) { step, left, width, right, W in
      let s = oneByOne.solver
      for (name, variable, expected) in [
        ("left", oneByOne.left, left), ("width", oneByOne.width, width),
        ("right", oneByOne.right, right), ("W", oneByOne.W, W),
      ] {
        #expect(
          s.value(of: variable) == expected,
          "after \(step): \(name) should be \(expected), is \(s.value(of: variable))")
      }
    }
    let batched = try Layout()
    try batched.solver.transaction { (s: Solver) throws(SolverError) in
      try batched.script(s) { _, _, _, _, _ in }
    }
    let expected = oneByOne.snapshot()
    let actual = batched.snapshot()
    expectSameState(actual, as: expected, "the transaction compared with the calls one by one")
    #expect(
      batched.solver.value(of: batched.W) == 640, "W should end at 640 in the transaction too")
  }

  @Test("A body that throws its own error undoes everything, value by value")
  func customErrorUndoes() throws {
    let layout = try Layout()
    let s = layout.solver
    let before = layout.snapshot()
    let newEdit = Variable("newEdit")
    #expect(throws: Cancelled.self, "the body's own error should be rethrown") {
      try s.transaction { t in
        try t.add(layout.minimumWidth)
        try t.remove(layout.preferredWidth)
        try t.setPriority(.high, of: layout.preferredLeft)
        try t.setPriority(.required, of: layout.minimumWidth)
        try t.suggestValue(900, for: layout.W)
        try t.removeEditVariable(layout.W)
        try t.addEditVariable(layout.W, priority: .low)
        try t.suggestValue(1, for: layout.W)
        try t.addEditVariable(newEdit, priority: .low)
        try t.suggestValue(5, for: newEdit)
        try t.add(layout.extra == layout.width * 2)
        throw Cancelled()
      }
    }
    expectSameState(layout.snapshot(), as: before, "after the undone transaction")
    #expect(!s.isEditVariable(newEdit), "the edit variable added inside should be gone")
    #expect(
      s.value(of: newEdit) == 0 && s.value(of: layout.extra) == 0,
      "variables only the undone calls knew read 0")
    // The suggestion of 900 was undone too: another re-solve keeps W at 400.
    try s.add(layout.minimumW)
    #expect(s.value(of: layout.W) == 400, "W's suggested value should still be 400, not 900")
    // And its edit priority is 999 again, not the low of the undone re-add: a high pull
    // cannot move it.
    try s.add(layout.W == 10 ~ .high)
    #expect(s.value(of: layout.W) == 400, "W's edit should be back at 999, above W == 10 (high)")
    try s.suggestValue(450, for: layout.W)
    #expect(s.value(of: layout.W) == 450, "W should still be an edit variable: 450")
  }

  @Test("A SolverError in the middle of the body undoes the calls before it")
  func solverErrorUndoes() throws {
    let layout = try Layout()
    let s = layout.solver
    let before = layout.snapshot()
    let conflict = layout.left <= -1  // against the required left >= 0
    let error = solverError {
      try s.transaction { (t: Solver) throws(SolverError) in
        try t.add(layout.minimumWidth)
        try t.suggestValue(800, for: layout.W)
        try t.setPriority(.low, of: layout.preferredLeft)
        try t.add(conflict)
        try t.add(layout.minimumW)
      }
    }
    guard case .unsatisfiableConstraint(let culprit, let conflicting)? = error else {
      Issue.record(
        "left <= -1 against left >= 0 should throw unsatisfiable, got \(String(describing: error))")
      return
    }
    #expect(culprit === conflict, "the error should name left <= -1")
    #expect(
      sameObjects(conflicting, [layout.nonNegative]),
      "it conflicts with left >= 0 alone, got \(conflicting)")
    expectSameState(layout.snapshot(), as: before, "after the transaction that rethrew")
    #expect(!s.contains(conflict), "the failing constraint should not be in the solver")
  }

  @Test("An error caught inside the body leaves the other calls in place")
  func caughtErrorCommits() throws {
    let layout = try Layout()
    let s = layout.solver
    let conflict = layout.left <= -1
    try s.transaction { (t: Solver) throws(SolverError) in
      try t.add(layout.minimumWidth)
      let error = solverError { try t.add(conflict) }
      #expect(
        error?.caseName == "unsatisfiableConstraint",
        "left <= -1 should be refused inside the transaction")
      try t.suggestValue(500, for: layout.W)
    }
    #expect(s.contains(layout.minimumWidth), "the add before the caught error should stay")
    #expect(!s.contains(conflict), "the refused constraint should not be in")
    // W = 500, width >= 350 (high) holds, low pulls to 350; left 20.
    #expect(s.value(of: layout.width) == 350, "width should be 350")
    #expect(s.value(of: layout.W) == 500, "the suggestion after the caught error applies: 500")
  }

  @Test("An inner transaction that throws undoes only its own changes")
  func nestedInnerThrows() throws {
    let solver = Solver()
    let x = Variable("x")
    let y = Variable("y")
    let z = Variable("z")
    let a = x == 1
    let b = y == 2
    let c = z == 3
    try solver.transaction { outer in
      try outer.add(a)
      do {
        try outer.transaction { inner in
          try inner.add(b)
          try inner.setPriority(.low, of: a)
          throw Cancelled()
        }
      } catch is Cancelled {}
      try outer.add(c)
    }
    #expect(solver.contains(a) && solver.contains(c), "the outer calls should stay")
    #expect(!solver.contains(b), "the inner add should be undone")
    #expect(solver.priority(of: a) == .required, "the inner setPriority should be undone")
    #expect(solver.value(of: x) == 1 && solver.value(of: z) == 3, "x == 1 and z == 3 hold")
    #expect(solver.value(of: y) == 0, "y's only constraint was undone: 0")
  }

  @Test("An outer transaction that throws undoes an inner one that succeeded")
  func nestedOuterThrows() throws {
    let solver = Solver()
    let x = Variable("x")
    let y = Variable("y")
    let kept = x == 5
    try solver.add(kept)
    let b = y == 2
    #expect(throws: Cancelled.self, "the outer body's error should be rethrown") {
      try solver.transaction { outer in
        try outer.transaction { inner in
          try inner.add(b)
          try inner.remove(kept)
        }
        throw Cancelled()
      }
    }
    #expect(solver.contains(kept) && !solver.contains(b), "both inner calls should be undone")
    #expect(solver.value(of: x) == 5 && solver.value(of: y) == 0, "x == 5 holds, y unknown")
  }

  @Test("A SolverError from an inner transaction rethrown by the outer undoes both")
  func nestedErrorThrough() throws {
    let solver = Solver()
    let x = Variable("x")
    let pin = x == 1
    try solver.add(pin)
    let a = x >= 0
    let clash = x == 2
    let error = solverError {
      try solver.transaction { (outer: Solver) throws(SolverError) in
        try outer.add(a)
        try outer.transaction { (inner: Solver) throws(SolverError) in try inner.add(clash) }
      }
    }
    #expect(error?.caseName == "unsatisfiableConstraint", "x == 2 against x == 1 should throw")
    #expect(!solver.contains(a) && !solver.contains(clash), "both adds should be undone")
    #expect(solver.constraints.count == 1 && solver.value(of: x) == 1, "only x == 1 is left")
  }

  @Test("Suggestions inside a transaction take effect at the end; the last one wins")
  func suggestionsAtTheEnd() throws {
    let solver = Solver()
    let w = Variable("w")
    let half = Variable("half")
    try solver.add(half == w / 2)
    try solver.addEditVariable(w, priority: .high)
    try solver.suggestValue(400, for: w)
    try solver.transaction { (s: Solver) throws(SolverError) in
      try s.suggestValue(500, for: w)
      #expect(s.value(of: w) == 400, "inside the transaction w should still read 400")
      try s.suggestValue(600, for: w)
      try s.suggestValue(700, for: w)
    }
    #expect(solver.value(of: w) == 700, "the last suggestion, 700, should win")
    #expect(solver.value(of: half) == 350, "half = 700 / 2")
  }

  @Test("An edit variable added and suggested inside a transaction")
  func addAndSuggestInside() throws {
    let solver = Solver()
    let w = Variable("w")
    let half = Variable("half")
    try solver.add(half == w / 2)
    try solver.add(w == 100 ~ .low)
    try solver.transaction { (s: Solver) throws(SolverError) in
      try s.addEditVariable(w, priority: .high)
      try s.suggestValue(300, for: w)
    }
    #expect(solver.value(of: w) == 300, "the suggestion (high) beats w == 100 (low): 300")
    #expect(solver.value(of: half) == 150, "half = 150")
    try solver.transaction { (s: Solver) throws(SolverError) in
      try s.suggestValue(800, for: w)
      try s.removeEditVariable(w)
    }
    #expect(!solver.isEditVariable(w), "w was removed as an edit variable")
    #expect(solver.value(of: w) == 100, "a suggestion for a removed edit has no effect: 100")
  }

  @Test("Calls that cancel out inside one transaction leave no trace")
  func cancellingCalls() throws {
    let layout = try Layout()
    let s = layout.solver
    let before = layout.snapshot()
    try s.transaction { (t: Solver) throws(SolverError) in
      try t.add(layout.minimumWidth)
      try t.setPriority(.required, of: layout.minimumWidth)
      try t.remove(layout.minimumWidth)
      try t.remove(layout.preferredLeft)
      try t.add(layout.preferredLeft)
      let duplicate = solverError { try t.add(layout.preferredLeft) }
      #expect(
        duplicate?.caseName == "duplicateConstraint",
        "adding it a second time inside should throw duplicateConstraint")
      try t.setPriority(.low, of: layout.preferredWidth)
    }
    // preferredLeft was re-added, so it is now last in `constraints`; everything else,
    // values included, is as before.
    #expect(
      s.constraints.last === layout.preferredLeft, "the re-added constraint should be listed last")
    #expect(!s.contains(layout.minimumWidth), "added and removed inside: not in the solver")
    for (i, variable) in layout.variables.enumerated() {
      #expect(
        s.value(of: variable) == before.values[i],
        "\(variable) should still be \(before.values[i]), is \(s.value(of: variable))")
    }
  }

  @Test("A transaction returns what its body returns; an empty one changes nothing")
  func returnsAndEmpty() throws {
    let solver = Solver()
    let x = Variable("x")
    let c = x == 4
    let count = try solver.transaction { (s: Solver) throws(SolverError) -> Int in
      try s.add(c)
      return s.constraints.count
    }
    #expect(count == 1, "the body's result should be returned")
    let before = SolverSnapshot(solver, variables: [x], constraints: [c])
    solver.transaction { _ in }
    expectSameState(
      SolverSnapshot(solver, variables: [x], constraints: [c]), as: before,
      "after an empty transaction")
  }

  @Test("add([...]) is all or nothing")
  func batchAddAtomic() throws {
    let solver = Solver()
    let x = Variable("x")
    let y = Variable("y")
    let pin = x == 1
    try solver.add(pin)
    let good = y == 3
    let clash = x == 2
    let later = y >= 0
    let before = SolverSnapshot(solver, variables: [x, y], constraints: [pin, good, clash, later])
    let error = solverError { try solver.add([good, clash, later]) }
    #expect(error?.caseName == "unsatisfiableConstraint", "x == 2 in the batch should throw")
    expectSameState(
      SolverSnapshot(solver, variables: [x, y], constraints: [pin, good, clash, later]), as: before,
      "after the failed batch")
  }

  @Test("remove([...]) is all or nothing")
  func batchRemoveAtomic() throws {
    let solver = Solver()
    let x = Variable("x")
    let y = Variable("y")
    let a = x == 1
    let b = y == 2
    let stranger = x >= 0
    try solver.add([a, b])
    let before = SolverSnapshot(solver, variables: [x, y], constraints: [a, b, stranger])
    let error = solverError { try solver.remove([a, stranger, b]) }
    guard case .unknownConstraint(let c)? = error else {
      Issue.record(
        "removing a constraint not in the solver should throw unknownConstraint, got \(String(describing: error))"
      )
      return
    }
    #expect(c === stranger, "the error should name the stranger")
    expectSameState(
      SolverSnapshot(solver, variables: [x, y], constraints: [a, b, stranger]), as: before,
      "after the failed batch removal")
    // Listed twice: the second is no longer in the solver, so nothing is removed.
    let twice = solverError { try solver.remove([a, a]) }
    guard case .unknownConstraint(let d)? = twice else {
      Issue.record(
        "a constraint listed twice should throw unknownConstraint, got \(String(describing: twice))")
      return
    }
    #expect(d === a)
    expectSameState(
      SolverSnapshot(solver, variables: [x, y], constraints: [a, b, stranger]), as: before,
      "after the batch removal that listed a constraint twice")
    // Inside a transaction the batch waits for the end to re-optimise, like any call.
    try solver.transaction { s in
      try s.remove([a, b])
      try s.add(x == 5)
    }
    #expect(solver.value(of: x) == 5 && solver.constraints.count == 1)
  }
}
