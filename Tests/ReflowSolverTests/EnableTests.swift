@testable import ReflowSolver
import Testing

@Suite("Switching constraints off and on")
struct EnableTests {
  @Test("A switched-off constraint has no effect; switched on, it is back at its priority")
  func offAndOn() throws {
    let x = Variable("x")
    let solver = Solver()
    let low = x == 10 ~ .low
    let high = x == 20 ~ .high
    try solver.add(low)
    try solver.add(high)
    #expect(solver.value(of: x) == 20)
    try solver.setEnabled(false, for: high)
    #expect(solver.value(of: x) == 10)
    #expect(solver.isEnabled(high) == false && solver.priority(of: high) == .high)
    #expect(solver.contains(high))
    try solver.setEnabled(true, for: high)
    #expect(solver.value(of: x) == 20)
    #expect(solver.isEnabled(high) == true)
  }

  @Test("A switched-off required constraint lets a conflicting one in; back on, it conflicts")
  func requiredOffAndOn() throws {
    let x = Variable("x")
    let solver = Solver()
    let portrait = x == 100
    let landscape = x == 300
    try solver.add(portrait)
    try solver.setEnabled(false, for: portrait)
    try solver.add(landscape)
    #expect(solver.value(of: x) == 300)
    #expect {
      try solver.setEnabled(true, for: portrait)
    } throws: { error in
      guard case .unsatisfiableConstraint(let c, let conflicting) = error as? SolverError else {
        return false
      }
      return c === portrait && conflicting.count == 1 && conflicting[0] === landscape
    }
    #expect(solver.isEnabled(portrait) == false, "a failed switch changes nothing")
    #expect(solver.value(of: x) == 300)
    // Both switched in one transaction, off before on: never a conflict.
    try solver.transaction { s in
      try s.setEnabled(false, for: landscape)
      try s.setEnabled(true, for: portrait)
    }
    #expect(solver.value(of: x) == 100)
    #expect(solver.priority(of: portrait) == .required)
  }

  @Test("Switched off, a constraint determines nothing: its variable becomes ambiguous")
  func ambiguity() throws {
    let x = Variable("x")
    let solver = Solver()
    let pin = x == 5
    try solver.add(pin)
    #expect(solver.ambiguousVariables().isEmpty)
    try solver.setEnabled(false, for: pin)
    #expect(solver.ambiguousVariables().map(\.name) == ["x"])
  }

  @Test("setPriority on a switched-off constraint changes only the priority it comes back at")
  func priorityWhileOff() throws {
    let x = Variable("x")
    let solver = Solver()
    let a = x == 1 ~ .low
    let b = x == 2 ~ .medium
    try solver.add([a, b])
    try solver.setEnabled(false, for: a)
    try solver.setPriority(.high, of: a)
    #expect(solver.value(of: x) == 2)
    #expect(solver.priority(of: a) == .high)
    try solver.setEnabled(true, for: a)
    #expect(solver.value(of: x) == 1)
    try solver.setEnabled(false, for: b)
    try solver.setPriority(.required, of: b)
    #expect(solver.value(of: x) == 1, "b is still off")
    try solver.setEnabled(true, for: b)
    #expect(solver.value(of: x) == 2, "b is back, required now")
    #expect(solver.priority(of: b) == .required)
  }

  @Test("Switching a non-required constraint rebuilds no row (only costs move)")
  func cheapSwitch() throws {
    let x = Variable("x")
    let y = Variable("y")
    let solver = Solver()
    try solver.add([x + y == 10, x == 3 ~ .low])
    let soft = y == 8 ~ .medium
    try solver.add(soft)
    let before = solver.statistics
    try solver.setEnabled(false, for: soft)
    try solver.setEnabled(true, for: soft)
    let after = solver.statistics
    #expect(after.additions == before.additions && after.removals == before.removals)
    #expect(after.rows == before.rows)
  }

  @Test("Unknown constraints are refused; switching to the current state does nothing")
  func unknownAndIdempotent() throws {
    let x = Variable("x")
    let solver = Solver()
    let c = x == 1
    #expect {
      try solver.setEnabled(false, for: c)
    } throws: { error in
      guard case .unknownConstraint(let x) = error as? SolverError else { return false }
      return x === c
    }
    #expect(solver.isEnabled(c) == nil)
    try solver.add(c)
    let before = solver.statistics
    try solver.setEnabled(true, for: c)
    #expect(solver.statistics.pivots == before.pivots)
  }

  @Test("A required constraint is rebuilt at its first switch off only; later switches move costs")
  func cheapRequiredSwitch() throws {
    let x = Variable("x")
    let y = Variable("y")
    let solver = Solver()
    let portrait = x == 100
    let landscape = x == 300
    try solver.add([y == x * 2, portrait])
    try solver.add(landscape, isEnabled: false)
    try solver.setEnabled(false, for: portrait)
    // A rebuilt row would get new marker symbols.
    func markers() -> [Int32] {
      [portrait, landscape].map { c in
        solver.state.records[Int(solver.state.recordIndex[ObjectIdentifier(c)]!)].marker
      }
    }
    let markersBefore = markers()
    let before = solver.statistics
    for round in 0..<3 {
      let (on, off) = round % 2 == 0 ? (landscape, portrait) : (portrait, landscape)
      try solver.transaction { s in
        try s.setEnabled(false, for: off)
        try s.setEnabled(true, for: on)
      }
      #expect(solver.value(of: y) == (round % 2 == 0 ? 600 : 200), "round \(round)")
    }
    let after = solver.statistics
    #expect(after.additions == before.additions && after.removals == before.removals)
    #expect(markers() == markersBefore, "no row was rebuilt")
    #expect(solver.invariantViolations().isEmpty)
  }

  @Test("A switched-on required constraint is still required: a stronger pull does not move it")
  func switchedOnStaysRequired() throws {
    let x = Variable("x")
    let solver = Solver()
    let pin = x == 100
    try solver.add(pin, isEnabled: false)
    try solver.addEditVariable(x, priority: Priority(999))
    try solver.suggestValue(500, for: x)
    #expect(solver.value(of: x) == 500)
    try solver.setEnabled(true, for: pin)
    #expect(solver.value(of: x) == 100)
    try solver.suggestValue(700, for: x)
    #expect(solver.value(of: x) == 100, "no edit, however strong, beats a required constraint")
    try solver.setPriority(.high, of: pin)
    #expect(solver.value(of: x) == 700, "made non-required, it yields to the stronger edit")
    try solver.setPriority(.required, of: pin)
    #expect(solver.value(of: x) == 100)
    #expect(solver.invariantViolations().isEmpty)
  }

  @Test("Switching on a required constraint that conflicts with switched-on ones names them")
  func switchedOnConflict() throws {
    let x = Variable("x")
    let y = Variable("y")
    let solver = Solver()
    let sum = x + y == 100
    let a = x == 30
    let b = y == 50
    try solver.add(sum)
    try solver.add(a, isEnabled: false)
    try solver.add(b, isEnabled: false)
    try solver.setEnabled(true, for: a)
    let variables = [x, y]
    let before = SolverSnapshot(solver, variables: variables, constraints: [sum, a, b])
    #expect {
      try solver.setEnabled(true, for: b)
    } throws: { error in
      guard case .unsatisfiableConstraint(let c, let conflicting) = error as? SolverError else {
        return false
      }
      return c === b && conflicting.count == 2 && conflicting[0] === sum && conflicting[1] === a
    }
    expectSameState(
      SolverSnapshot(solver, variables: variables, constraints: [sum, a, b]), as: before,
      "a failed switch on")
    #expect(solver.invariantViolations().isEmpty)
  }

  @Test("A required constraint added against a switched-on one is refused and named")
  func addAgainstSwitchedOn() throws {
    let x = Variable("x")
    let solver = Solver()
    let pin = x == 100
    try solver.add(pin, isEnabled: false)
    try solver.setEnabled(true, for: pin)
    let before = SolverSnapshot(solver, variables: [x], constraints: [pin])
    let other = x == 200
    #expect {
      try solver.add(other)
    } throws: { error in
      guard case .unsatisfiableConstraint(let c, let conflicting) = error as? SolverError else {
        return false
      }
      return c === other && conflicting.count == 1 && conflicting[0] === pin
    }
    expectSameState(
      SolverSnapshot(solver, variables: [x], constraints: [pin]), as: before, "a refused add")
    #expect(!solver.contains(other))
    // Inside a transaction the refusal undoes the transaction, and compatible ones go in.
    #expect(throws: SolverError.self) {
      try solver.transaction { s in
        try s.add(x >= 50)
        try s.add(x <= 90)
      }
    }
    #expect(solver.constraints.count == 1)
    try solver.add(x >= 50)
    #expect(solver.value(of: x) == 100)
    #expect(solver.invariantViolations().isEmpty)
  }
}
