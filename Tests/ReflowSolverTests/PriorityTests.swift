import ReflowSolver
import Testing

// The strict hierarchy of priorities (no number of constraints at one level outweighs one
// constraint a level above), the sum of absolute errors within a level, and changing a
// priority in place with setPriority(_:of:).

@Suite("Priorities")
struct PriorityTests {
  // MARK: - Strict hierarchy

  @Test(
    "Any number of equalities at 250 never outweighs one at 251",
    arguments: [1, 2, 1_000], [true, false])
  func manyEqualitiesBelow(count: Int, strongFirst: Bool) throws {
    let solver = Solver()
    let x = Variable("x")
    let strong = x == 100 ~ 251
    if strongFirst { try solver.add(strong) }
    for _ in 0..<count { try solver.add(x == 0 ~ 250) }
    if !strongFirst { try solver.add(strong) }
    // With flat weights, `count` errors of 100 at weight w would outweigh one of 100 at a
    // weight slightly above w; a strict hierarchy satisfies the 251 constraint exactly.
    #expect(solver.value(of: x) == 100, "x == 100 at 251 should beat \(count) x == 0 at 250")
  }

  @Test(
    "Any number of inequalities at 250 never outweighs one at 251",
    arguments: [1, 1_000], [true, false])
  func manyInequalitiesBelow(count: Int, strongFirst: Bool) throws {
    let solver = Solver()
    let x = Variable("x")
    let strong = x >= 100 ~ 251
    if strongFirst { try solver.add(strong) }
    for _ in 0..<count { try solver.add(x <= 0 ~ 250) }
    if !strongFirst { try solver.add(strong) }
    #expect(solver.value(of: x) == 100, "x >= 100 at 251 should beat \(count) x <= 0 at 250")
  }

  @Test("Three levels are satisfied in order, each as well as the ones above allow")
  func threeLevels() throws {
    let solver = Solver()
    let x = Variable("x")
    for _ in 0..<50 { try solver.add(x == 20 ~ 299) }
    try solver.add(x == 10 ~ 300)
    try solver.add(x >= 12 ~ 301)
    // 301: x >= 12 holds for x >= 12. 300: as close to 10 as that allows: x = 12, a single
    // point, so the fifty pulls to 20 at 299 cannot move it.
    #expect(solver.value(of: x) == 12, "x should be 12: at least 12 (301), nearest 10 (300)")
  }

  @Test("Fractional priorities are levels of their own: 250.5 is above 250")
  func fractionalLevel() throws {
    let solver = Solver()
    let x = Variable("x")
    for _ in 0..<100 { try solver.add(x == 10 ~ 250) }
    try solver.add(x == 0 ~ 250.5)
    #expect(solver.value(of: x) == 0, "x == 0 at 250.5 should beat a hundred x == 10 at 250")
  }

  @Test("The lowest and highest non-required priorities, 1 and 999")
  func extremeLevels() throws {
    let solver = Solver()
    let x = Variable("x")
    try solver.add(x == 0 ~ 1)
    let top = x == 5 ~ 999
    try solver.add(top)
    #expect(solver.value(of: x) == 5, "999 should beat 1")
    try solver.remove(top)
    #expect(solver.value(of: x) == 0, "with the 999 gone, x == 0 at 1 holds")
  }

  @Test("A lower level is still optimised within what the levels above leave free")
  func lowerLevelsStillCount() throws {
    let solver = Solver()
    let x = Variable("x")
    let y = Variable("y")
    try solver.add(x + y == 100)
    try solver.add(x >= 30 ~ .high)
    try solver.add(x == 0 ~ .low)
    try solver.add(y == 0 ~ .fittingSize)
    // high: x >= 30; low: x as near 0 as allowed, x = 30; that fixes y = 70 whatever
    // y == 0 at fittingSize wants.
    #expect(solver.value(of: x) == 30, "x should be 30: at least 30 (high), nearest 0 (low)")
    #expect(solver.value(of: y) == 70, "y = 100 - x = 70; fittingSize cannot move x")
  }

  // MARK: - Within one level

  @Test(
    "Within one level the sum of absolute errors is minimised",
    arguments: [
      // |x| + 2|x - 10| is 20 at 0 and 10 at 10 (least squares would say 6.67).
      ([0, 10, 10], 10),
      ([0, 0, 10], 0),
      // The sum of distances to an odd number of points is least at their median.
      ([0, 1, 2, 3, 100], 2),
      ([5, 5, 5, -100], 5),
    ] as [([Double], Double)])
  func sumOfAbsoluteErrors(targets: [Double], expected: Double) throws {
    let solver = Solver()
    let x = Variable("x")
    for target in targets { try solver.add(x == target ~ .low) }
    #expect(
      solver.value(of: x) == expected,
      "x == each of \(targets) at one level: x should be \(expected)")
  }

  @Test("An inequality's error is how far it is broken")
  func inequalityErrors() throws {
    let solver = Solver()
    let x = Variable("x")
    try solver.add(x >= 10 ~ .low)
    try solver.add(x <= 4 ~ .low)
    try solver.add(x == 5 ~ .low)
    // On [4, 10] the two inequalities cost (10 - x) + (x - 4) = 6 together, so the total is
    // 6 + |x - 5|, least at x = 5. Outside [4, 10] it is more than 7.
    #expect(solver.value(of: x) == 5, "x should be 5, where 6 + |x - 5| is least")
  }

  @Test("An equality's error is |expression|: coefficients weigh")
  func coefficientsWeigh() throws {
    let solver = Solver()
    let x = Variable("x")
    try solver.add(3 * x == 30 ~ .low)
    try solver.add(x == 0 ~ .low)
    try solver.add(x == 0 ~ .low)
    // 3|x - 10| + 2|x|: 30 at x = 0, 20 at x = 10, slope -1 between: least at 10.
    #expect(solver.value(of: x) == 10, "3x == 30 weighs 3 against two x == 0: x should be 10")
  }

  @Test("Errors of several variables at one level add up")
  func errorsAcrossVariables() throws {
    let solver = Solver()
    let x = Variable("x")
    let y = Variable("y")
    try solver.add(x + y == 10)
    try solver.add(x == 0 ~ .low)
    try solver.add(y == 0 ~ .low)
    try solver.add(x == 3 ~ .low)
    // With y = 10 - x: |x| + |10 - x| + |x - 3| = 10 + |x - 3| on [0, 10], more outside.
    #expect(solver.value(of: x) == 3, "x should be 3")
    #expect(solver.value(of: y) == 7, "y = 10 - 3")
  }

  // MARK: - setPriority

  @Test("setPriority between non-required priorities moves the solution both ways")
  func nonRequiredToNonRequired() throws {
    let solver = Solver()
    let x = Variable("x")
    let a = x == 0 ~ .low
    let b = x == 10 ~ .medium
    try solver.add(a)
    try solver.add(b)
    #expect(solver.value(of: x) == 10, "medium beats low: 10")
    try solver.setPriority(.high, of: a)
    #expect(solver.value(of: x) == 0, "a raised to high beats b (medium): 0")
    #expect(solver.priority(of: a) == .high, "the solver should report a's new priority")
    #expect(a.priority == .low, "the constraint object should keep the priority it was made with")
    try solver.setPriority(1, of: a)
    #expect(solver.value(of: x) == 10, "a lowered to 1: b wins again")
    try solver.setPriority(999, of: a)
    #expect(solver.value(of: x) == 0, "a at 999: a wins")
    try solver.setPriority(.medium, of: a)
    // Now a and b are both medium: |x| + |x - 10| is 10 anywhere in [0, 10]; not unique, so
    // only check the range.
    let tied = solver.value(of: x)
    #expect(tied >= 0 && tied <= 10, "tied at medium, x should be within [0, 10], is \(tied)")
    try solver.setPriority(.low, of: a)
    #expect(solver.value(of: x) == 10, "back to low: 10")
  }

  @Test("setPriority to required makes the constraint hold and count as required")
  func toRequired() throws {
    let solver = Solver()
    let x = Variable("x")
    let a = x >= 20 ~ .low
    let b = x == 10 ~ .medium
    try solver.add(a)
    try solver.add(b)
    #expect(solver.value(of: x) == 10, "medium x == 10 beats low x >= 20")
    try solver.setPriority(.required, of: a)
    #expect(solver.value(of: x) == 20, "x >= 20 required: x should be 20")
    #expect(solver.priority(of: a) == .required, "the solver should report a as required")
    let cap = x <= 15
    let error = solverError { try solver.add(cap) }
    #expect(
      error?.conflictingConstraints.map { sameObjects($0, [a]) } == true,
      "x <= 15 should conflict with a, now required; got \(String(describing: error))")
  }

  @Test("setPriority from required lets the constraint give way")
  func fromRequired() throws {
    let solver = Solver()
    let x = Variable("x")
    let a = x == 20
    let b = x == 10 ~ .medium
    try solver.add(a)
    try solver.add(b)
    #expect(solver.value(of: x) == 20, "required beats medium: 20")
    try solver.setPriority(.low, of: a)
    #expect(solver.value(of: x) == 10, "a lowered to low: b (medium) wins, 10")
    let pin = x == 30
    try solver.add(pin)
    #expect(solver.value(of: x) == 30, "a is no longer required, so x == 30 can be added: 30")
    try solver.remove(pin)
    try solver.setPriority(.required, of: a)
    #expect(solver.value(of: x) == 20, "a required again: 20")
  }

  @Test("setPriority to required that conflicts throws and changes nothing")
  func toRequiredConflict() throws {
    let solver = Solver()
    let x = Variable("x")
    let y = Variable("y")
    let pin = x == 10
    let a = x == 20 ~ .low
    let other = y == x + 1 ~ .high
    try solver.add(pin)
    try solver.add(a)
    try solver.add(other)
    let all = [pin, a, other]
    let before = SolverSnapshot(solver, variables: [x, y], constraints: all)
    let error = solverError { try solver.setPriority(.required, of: a) }
    guard case .unsatisfiableConstraint(let culprit, let conflicting)? = error else {
      Issue.record(
        "making x == 20 required against x == 10 should throw unsatisfiable, got \(String(describing: error))"
      )
      return
    }
    #expect(culprit === a, "the error should name the constraint made required")
    #expect(sameObjects(conflicting, [pin]), "it conflicts with x == 10 alone, got \(conflicting)")
    expectSameState(
      SolverSnapshot(solver, variables: [x, y], constraints: all), as: before,
      "after the failed setPriority")
    #expect(solver.priority(of: a) == .low, "a should still be low in the solver")
    try solver.remove(pin)
    #expect(solver.value(of: x) == 20, "a is still there at low: without the pin x should be 20")
  }

  @Test("setPriority to the same priority changes nothing")
  func samePriority() throws {
    let solver = Solver()
    let x = Variable("x")
    let a = x == 0 ~ .low
    try solver.add(a)
    try solver.add(x == 10 ~ .medium)
    try solver.setPriority(.low, of: a)
    #expect(solver.value(of: x) == 10, "still medium over low: 10")
    #expect(solver.priority(of: a) == .low, "still low")
  }

  @Test("setPriority flips a thousand-against-one balance back and forth")
  func flipAgainstMany() throws {
    let solver = Solver()
    let x = Variable("x")
    for _ in 0..<1_000 { try solver.add(x == 0 ~ 250) }
    let single = x == 100 ~ 249
    try solver.add(single)
    #expect(solver.value(of: x) == 0, "a thousand at 250 beat one at 249: 0")
    try solver.setPriority(251, of: single)
    #expect(solver.value(of: x) == 100, "one at 251 beats a thousand at 250: 100")
    try solver.setPriority(249, of: single)
    #expect(solver.value(of: x) == 0, "back at 249: 0")
  }

  @Test("priority(of:) is nil for a constraint not in the solver")
  func priorityOfUnknown() throws {
    let solver = Solver()
    let x = Variable("x")
    let c = x == 1 ~ .high
    #expect(solver.priority(of: c) == nil, "never added: nil")
    try solver.add(c)
    #expect(solver.priority(of: c) == .high, "added at high: high")
    try solver.remove(c)
    #expect(solver.priority(of: c) == nil, "removed: nil")
  }
}
