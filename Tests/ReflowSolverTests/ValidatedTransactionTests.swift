@testable import ReflowSolver
import Testing

// `transaction(_:validate:)`: the validation sees the re-optimised values, and a throw in it
// leaves the solver exactly as before the transaction, alone or nested.

/// A refusal thrown by a validation.
private struct Refused: Error, Equatable {
  var why: String
}

/// A container `W` wide (an edit variable at 999) holding `left` and `width`, the child at
/// most as wide as the container, preferring 300.
private final class Box {
  let solver = Solver()
  let W = Variable("W"), left = Variable("left"), width = Variable("width")
  let fits: Constraint, preferred: Constraint, margin: Constraint
  var variables: [Variable] { [W, left, width] }

  init() throws {
    fits = left + width <= W
    preferred = width == 300 ~ .low
    margin = left == 20 ~ .medium
    try solver.add([fits, preferred, margin, left >= 0])
    try solver.addEditVariable(W, priority: Priority(999))
    try solver.suggestValue(400, for: W)
  }

  func snapshot(_ extra: [Constraint] = []) -> SolverSnapshot {
    SolverSnapshot(solver, variables: variables, constraints: [fits, preferred, margin] + extra)
  }
}

@Suite("Transactions with a validation")
struct ValidatedTransactionTests {
  @Test("The validation sees the values re-optimised after the body")
  func validationSeesSolvedValues() throws {
    let box = try Box()
    var seen: [Double] = []
    let result = try box.solver.transaction { (s: Solver) throws(SolverError) -> Int in
      try s.suggestValue(250, for: box.W)
      return 7
    } validate: { (s: Solver) throws(SolverError) in
      seen = [s.value(of: box.W), s.value(of: box.left), s.value(of: box.width)]
    }
    #expect(result == 7)
    // W = 250: the margin (medium) beats the preferred width (low): 20 + 230.
    #expect(seen == [250, 20, 230])
    #expect(box.solver.value(of: box.width) == 230)
    #expect(box.solver.invariantViolations().isEmpty)
  }

  @Test("A throw in the validation leaves the solver exactly as before")
  func refusalRollsBack() throws {
    let box = try Box()
    let added = box.width >= 390
    let before = box.snapshot([added])
    let statistics = box.solver.statistics
    #expect(throws: Refused(why: "too wide")) {
      try box.solver.transaction { (s: Solver) throws(Refused) in
        do {
          try s.add(added)
          try s.setPriority(.high, of: box.preferred)
          try s.setEnabled(false, for: box.margin)
          try s.suggestValue(500, for: box.W)
        } catch {
          Issue.record("the body should not throw: \(error)")
        }
      } validate: { (s: Solver) throws(Refused) in
        // The body's changes are solved: W = 500, width 390 at least, no margin.
        #expect(s.value(of: box.W) == 500)
        #expect(s.value(of: box.width) >= 390)
        if s.value(of: box.width) > 380 { throw Refused(why: "too wide") }
      }
    }
    expectSameState(box.snapshot([added]), as: before, "after a refused transaction")
    #expect(box.solver.statistics.rows == statistics.rows)
    #expect(box.solver.statistics.cells == statistics.cells)
    #expect(box.solver.invariantViolations().isEmpty)
    // The solver goes on as if the transaction had never run.
    try box.solver.suggestValue(200, for: box.W)
    #expect(box.solver.value(of: box.width) == 180)
  }

  @Test("Changes made by a validation are kept when it returns and undone when it throws")
  func validationChanges() throws {
    let box = try Box()
    let cap = box.width <= 100
    try box.solver.transaction { (s: Solver) throws(SolverError) in
      try s.suggestValue(300, for: box.W)
    } validate: { (s: Solver) throws(SolverError) in
      // Outside any other transaction, an operation here re-optimises at once.
      try s.add(cap)
      #expect(s.value(of: box.width) == 100)
    }
    #expect(box.solver.contains(cap))
    #expect(box.solver.value(of: box.width) == 100)

    let before = box.snapshot([cap])
    let pin = box.W == 50
    // A required constraint added in the validation names what it conflicts with; the throw
    // undoes it together with the body.
    #expect {
      try box.solver.transaction { (s: Solver) throws(SolverError) in
        try s.add(box.width >= 60)
      } validate: { (s: Solver) throws(SolverError) in
        try s.add(pin)
      }
    } throws: { error in
      guard case .unsatisfiableConstraint(let c, let conflicting) = error as? SolverError else {
        return false
      }
      return c === pin && conflicting.contains { $0 === box.fits }
    }
    expectSameState(box.snapshot([cap]), as: before, "after a validation that threw")
    #expect(!box.solver.contains(pin))
    #expect(box.solver.invariantViolations().isEmpty)
  }

  @Test("Nested in a transaction, a refusal undoes only its own changes")
  func nestedRefusal() throws {
    let box = try Box()
    let reference = try Box()
    try reference.solver.transaction { (s: Solver) throws(SolverError) in
      try s.suggestValue(600, for: reference.W)
      try s.setPriority(.high, of: reference.preferred)
    }
    try box.solver.transaction { (s: Solver) throws(SolverError) in
      try s.suggestValue(600, for: box.W)
      do throws(Refused) {
        try s.transaction { (inner: Solver) throws(Refused) in
          do {
            try inner.suggestValue(100, for: box.W)
            try inner.remove(box.margin)
          } catch {
            Issue.record("the inner body should not throw: \(error)")
          }
        } validate: { (inner: Solver) throws(Refused) in
          // Solved here, although the enclosing transaction has not ended: the inner
          // suggestion (the last one) wins, and the margin is gone.
          #expect(inner.value(of: box.W) == 100)
          #expect(inner.value(of: box.left) == 0)
          throw Refused(why: "inner")
        }
        Issue.record("the inner transaction should have thrown")
      } catch {
        #expect(error == Refused(why: "inner"))
      }
      try s.setPriority(.high, of: box.preferred)
    }
    let variables = box.variables, expected = reference.variables
    for (v, r) in zip(variables, expected) {
      #expect(box.solver.value(of: v) == reference.solver.value(of: r), "\(v.name)")
    }
    #expect(box.solver.contains(box.margin))
    #expect(box.solver.invariantViolations().isEmpty)
  }

  @Test("Nested and accepted, it is still undone when the enclosing transaction throws")
  func nestedAcceptedThenOuterThrows() throws {
    let box = try Box()
    let added = box.width >= 350
    let before = box.snapshot([added])
    #expect(throws: Refused(why: "outer")) {
      try box.solver.transaction { (s: Solver) throws(Refused) in
        do {
          try s.transaction { (inner: Solver) throws(SolverError) in
            try inner.add(added)
            try inner.suggestValue(380, for: box.W)
          } validate: { (inner: Solver) throws(SolverError) in
            // At most 360 wide beside the margin, at least 350: the preferred 300 (low)
            // takes the least.
            #expect(inner.value(of: box.width) == 350)
          }
        } catch {
          Issue.record("the inner transaction should not throw: \(error)")
        }
        throw Refused(why: "outer")
      }
    }
    expectSameState(box.snapshot([added]), as: before, "after the enclosing transaction threw")
    #expect(box.solver.invariantViolations().isEmpty)
  }

  @Test("A refused transaction that swapped constraints and met new variables forgets them")
  func refusalRestoresTheIndexes() throws {
    let box = try Box()
    let wider = box.width == 350 ~ .low
    let fresh = Variable("fresh")
    let before = box.snapshot([wider])
    #expect(throws: Refused(why: "no")) {
      try box.solver.transaction { (s: Solver) throws(Refused) in
        do {
          // In place (only the constant differs): the record is re-keyed to `wider`.
          try s.replace(box.preferred, with: wider)
          try s.add(fresh >= box.width + 1)
        } catch {
          Issue.record("the body should not throw: \(error)")
        }
      } validate: { (s: Solver) throws(Refused) in
        #expect(s.contains(wider) && !s.contains(box.preferred) && s.mentions(fresh))
        throw Refused(why: "no")
      }
    }
    expectSameState(box.snapshot([wider]), as: before, "after a refused replace")
    #expect(box.solver.contains(box.preferred) && !box.solver.contains(wider))
    #expect(!box.solver.mentions(fresh) && box.solver.value(of: fresh) == 0)
    // Both indexes work on: the same swap kept this time.
    try box.solver.replace(box.preferred, with: wider)
    #expect(box.solver.value(of: box.width) == 350)
    #expect(box.solver.invariantViolations().isEmpty)
  }

  @Test("Random scripts: a refused transaction changes nothing", arguments: 0..<4)
  func randomRefusals(batch: Int) throws {
    for k in 0..<25 {
      let seed = UInt64(batch * 100 + k)
      var random = SplitMix64(seed: seed)
      let box = try Box()
      let extra = (0..<6).map { Variable("x\($0)") }
      let variables = box.variables + extra
      var made: [Constraint] = []
      for step in 0..<8 {
        let a = random.pick(variables), b = random.pick(variables)
        let constant = Double(random.below(200))
        let priority = random.pick([Priority.required, .high, .medium, .low])
        let c = random.chance(50) ? a >= b + constant ~ priority : a <= constant ~ priority
        let known = made
        let before = SolverSnapshot(box.solver, variables: variables, constraints: known + [c])
        let refuse = random.chance(50)
        let width = Double(100 + random.below(600))
        do {
          try box.solver.transaction { (s: Solver) throws(SolverError) in
            try s.add(c)
            try s.suggestValue(width, for: box.W)
            if let old = known.last, random.chance(30) { try s.remove(old) }
          } validate: { (s: Solver) throws(SolverError) in
            if refuse { throw .nonFinite("refused by the test (seed \(seed), step \(step))") }
          }
          made.append(c)
        } catch {
          expectSameState(
            SolverSnapshot(box.solver, variables: variables, constraints: known + [c]),
            as: before, "seed \(seed), step \(step)")
        }
        made.removeAll { !box.solver.contains($0) }
        let problems = box.solver.invariantViolations()
        #expect(problems.isEmpty, "seed \(seed), step \(step): \(problems)")
      }
    }
  }
}
