import ReflowSolver
import Testing

// Adding and removing constraints: the values after every call, what `constraints` and
// `contains` report, and the value of variables no constraint mentions. Every number here is
// a small integer (or a sum of them), so values are compared exactly.

@Suite("Adding and removing constraints")
struct AddRemoveTests {
  @Test("An empty solver knows nothing and every variable reads 0")
  func emptySolver() {
    let solver = Solver()
    let x = Variable("x")
    #expect(solver.value(of: x) == 0, "a variable no constraint mentions should read 0")
    #expect(solver.constraints.isEmpty, "an empty solver should list no constraints")
    #expect(!solver.contains(x == 0), "an empty solver should contain nothing")
    #expect(solver.ambiguousVariables().isEmpty, "an empty solver should know no variables")
  }

  @Test("Adding and removing one required equality")
  func requiredEquality() throws {
    let solver = Solver()
    let x = Variable("x")
    let c = x == 10
    try solver.add(c)
    #expect(solver.value(of: x) == 10, "x == 10 should put x at 10")
    #expect(solver.contains(c), "the added constraint should be contained")
    try solver.remove(c)
    #expect(solver.value(of: x) == 0, "with its only constraint removed x should read 0 again")
    #expect(!solver.contains(c), "the removed constraint should not be contained")
  }

  @Test("A layout built and taken apart, checked after every call")
  func valuesAfterEveryCall() throws {
    let solver = Solver()
    let left = Variable("left")
    let width = Variable("width")
    let right = Variable("right")
    let pinLeft = left == 8
    let fixWidth = width == 100
    let edge = right == left + width
    let preferLeft = left == 16 ~ .high
    let minimumLeft = left >= 20

    try solver.add(pinLeft)
    #expect(solver.value(of: left) == 8, "left == 8")
    #expect(solver.value(of: width) == 0, "width is not mentioned yet, should read 0")
    #expect(solver.value(of: right) == 0, "right is not mentioned yet, should read 0")

    try solver.add(fixWidth)
    #expect(solver.value(of: width) == 100, "width == 100")

    try solver.add(edge)
    #expect(solver.value(of: right) == 108, "right = left + width = 8 + 100")

    try solver.add(preferLeft)
    #expect(solver.value(of: left) == 8, "the required left == 8 should beat left == 16 (high)")
    #expect(solver.value(of: right) == 108, "right should stay 108")

    try solver.remove(pinLeft)
    #expect(solver.value(of: left) == 16, "without the required pin, left == 16 (high) holds")
    #expect(solver.value(of: right) == 116, "right = 16 + 100")

    try solver.add(minimumLeft)
    #expect(solver.value(of: left) == 20, "left >= 20 (required) should push left from 16 to 20")
    #expect(solver.value(of: right) == 120, "right = 20 + 100")

    try solver.remove(minimumLeft)
    #expect(solver.value(of: left) == 16, "removing left >= 20 should give back left = 16")
    #expect(solver.value(of: right) == 116, "and right = 116")

    try solver.remove(edge)
    #expect(solver.value(of: right) == 0, "right's last constraint is gone: it should read 0")
    #expect(solver.value(of: left) == 16, "left == 16 (high) still holds")
    #expect(solver.value(of: width) == 100, "width == 100 still holds")

    try solver.remove(preferLeft)
    try solver.remove(fixWidth)
    #expect(solver.value(of: left) == 0, "no constraint left: left should read 0")
    #expect(solver.value(of: width) == 0, "no constraint left: width should read 0")
    #expect(solver.constraints.isEmpty, "every constraint was removed")
  }

  @Test("An inequality that binds moves the variable; one that does not, does not")
  func inequalities() throws {
    let solver = Solver()
    let x = Variable("x")
    try solver.add(x == 20 ~ .low)
    let loose = x <= 100
    let tight = x <= 5
    let floor = x >= 30
    try solver.add(loose)
    #expect(solver.value(of: x) == 20, "x <= 100 does not bind: x should stay at its preferred 20")
    try solver.add(tight)
    #expect(solver.value(of: x) == 5, "x <= 5 binds: x should be 5")
    try solver.remove(tight)
    #expect(solver.value(of: x) == 20, "without x <= 5, x should be back at 20")
    try solver.add(floor)
    #expect(solver.value(of: x) == 30, "x >= 30 binds: x should be 30")
    try solver.remove(floor)
    try solver.remove(loose)
    #expect(solver.value(of: x) == 20, "only x == 20 (low) is left")
  }

  @Test("A child squeezed by its container, then released, then squeezed again")
  func twoVariableInequalities() throws {
    let solver = Solver()
    let x = Variable("child.x")
    let w = Variable("child.width")
    try solver.add(x >= 8)
    try solver.add(x == 0 ~ .low)
    try solver.add(w == 500 ~ .high)
    let trailing = x + w <= 392  // a 400-wide container with 8 of margin
    try solver.add(trailing)
    // x >= 8 and w <= 392 - x <= 384: the high priority takes the widest, w = 384 at x = 8.
    #expect(solver.value(of: w) == 384, "the child should be as wide as fits: 392 - 8")
    #expect(solver.value(of: x) == 8, "and start at the margin")
    try solver.remove(trailing)
    #expect(solver.value(of: w) == 500, "released, the child should take its preferred 500")
    #expect(solver.value(of: x) == 8, "x == 0 (low) is held at the required x >= 8")
    try solver.add(trailing)
    #expect(solver.value(of: w) == 384, "squeezed again, the width should be 384 again")
  }

  @Test(
    "Removing lower bounds in any order gives the solution of the ones left",
    arguments: [[0, 1, 2], [0, 2, 1], [1, 0, 2], [1, 2, 0], [2, 0, 1], [2, 1, 0]])
  func removalOrder(_ order: [Int]) throws {
    let solver = Solver()
    let x = Variable("x")
    let y = Variable("y")
    try solver.add(x == 0 ~ .low)
    try solver.add(y == 2 * x)
    let bounds: [Double] = [10, 20, 30]
    let constraints = bounds.map { x >= $0 }
    for c in constraints { try solver.add(c) }
    #expect(solver.value(of: x) == 30, "with x >= 10, 20, 30 x should be 30")
    var left = Set(bounds.indices)
    for i in order {
      try solver.remove(constraints[i])
      left.remove(i)
      // x sits on the largest bound left, or at its preference 0 when none is.
      let expected = left.map { bounds[$0] }.max() ?? 0
      #expect(
        solver.value(of: x) == expected, "bounds \(left.sorted()) left: x should be \(expected)")
      #expect(solver.value(of: y) == 2 * expected, "y = 2x should follow x to \(2 * expected)")
    }
  }

  @Test("A removed constraint can be added again, at the priority it was made with")
  func reAddAfterRemove() throws {
    let solver = Solver()
    let x = Variable("x")
    let c = x == 10 ~ .high
    try solver.add(x == 5 ~ .low)
    try solver.add(c)
    try solver.setPriority(.fittingSize, of: c)
    #expect(solver.value(of: x) == 5, "c lowered below the low x == 5: x should be 5")
    try solver.remove(c)
    try solver.add(c)
    #expect(solver.contains(c), "the constraint should be in the solver again")
    #expect(solver.priority(of: c) == .high, "re-added, it should have its own priority, high")
    #expect(solver.value(of: x) == 10, "x == 10 (high) should hold again")
  }

  @Test("`constraints` lists the constraints in the order they were added")
  func constraintsOrder() throws {
    let solver = Solver()
    let x = Variable("x")
    let y = Variable("y")
    let a = x >= 0
    let b = y >= 0
    let c = x <= 100
    let d = y <= 100
    let e = x == 1 ~ .low
    let f = y == 2 ~ .low
    try solver.add(a)
    try solver.add(b)
    try solver.add(c)
    try solver.remove(b)
    try solver.add(d)
    try solver.add(b)
    try solver.addEditVariable(x, priority: .medium)
    try solver.add([e, f])
    let listed = solver.constraints
    let expected = [a, c, d, b, e, f]
    #expect(
      listed.count == expected.count && zip(listed, expected).allSatisfy { $0 === $1 },
      "constraints should be a, c, d, b, e, f (re-added b goes last; edits are not listed), are \(listed)"
    )
  }

  @Test("`contains` is about this very object")
  func containsIsIdentity() throws {
    let solver = Solver()
    let x = Variable("x")
    let c = x == 1
    let twin = x == 1
    try solver.add(c)
    #expect(solver.contains(c), "the added object should be contained")
    #expect(!solver.contains(twin), "an equal-looking object that was not added is not contained")
    #expect(!solver.contains(c ~ .required), "`~` makes a new object, not contained")
  }

  @Test("Variables: unmentioned ones read 0; one whose last constraint goes reads 0 again")
  func unmentionedVariables() throws {
    let solver = Solver()
    let x = Variable("x")
    let y = Variable("y")
    let z = Variable("z")
    let pinX = x == 10
    let link = y == x + 5
    try solver.add(pinX)
    try solver.add(link)
    #expect(solver.value(of: z) == 0, "z is in no constraint: it should read 0")
    #expect(solver.value(of: y) == 15, "y = x + 5 = 15")
    try solver.remove(link)
    #expect(solver.value(of: y) == 0, "y's only constraint is gone: y should read 0 again")
    #expect(solver.value(of: x) == 10, "x == 10 still holds")
    try solver.remove(pinX)
    #expect(solver.value(of: x) == 0, "x's only constraint is gone: x should read 0 again")
    let lower = y >= 10
    let prefer = y == 50 ~ .low
    try solver.add(lower)
    try solver.add(prefer)
    #expect(solver.value(of: y) == 50, "y == 50 (low) holds above y >= 10")
    try solver.remove(prefer)
    try solver.remove(lower)
    #expect(solver.value(of: y) == 0, "both of y's constraints are gone: y should read 0")
  }

  @Test("A variable written twice in one constraint counts twice")
  func repeatedVariable() throws {
    let solver = Solver()
    let x = Variable("x")
    try solver.add(x + x == 10)
    #expect(solver.value(of: x) == 5, "x + x == 10 should give x = 5")
  }

  @Test("Constraints without variables: true ones are accepted, non-required false ones too")
  func constantConstraints() throws {
    let solver = Solver()
    let x = Variable("x")
    try solver.add(x == 3)
    let zero = Constraint(Expression(0), .equal)
    let negative = Constraint(Expression(-1), .lessThanOrEqual)  // -1 <= 0 holds
    let impossibleButLow = Constraint(Expression(1), .equal, priority: .low)  // 1 == 0, low
    try solver.add(zero)
    try solver.add(negative)
    try solver.add(impossibleButLow)
    #expect(
      solver.contains(zero) && solver.contains(negative) && solver.contains(impossibleButLow),
      "all three should be in the solver")
    #expect(solver.value(of: x) == 3, "constant constraints should not move x")
    try solver.remove(impossibleButLow)
    try solver.remove(zero)
    try solver.remove(negative)
    #expect(solver.constraints.count == 1, "only x == 3 should be left")
  }

  @Test("add([...]) and remove([...]) take several constraints at once")
  func batches() throws {
    let solver = Solver()
    let left = Variable("left")
    let width = Variable("width")
    let right = Variable("right")
    let batch = [left == 8, width == 100, right == left + width]
    try solver.add(batch)
    #expect(solver.value(of: right) == 108, "right = 8 + 100 after adding the batch")
    #expect(
      zip(solver.constraints, batch).allSatisfy { $0 === $1 } && solver.constraints.count == 3,
      "the batch should be listed in its order")
    try solver.remove([batch[2], batch[0]])
    #expect(solver.value(of: right) == 0, "right's constraint is removed: 0")
    #expect(solver.value(of: left) == 0, "left's constraint is removed: 0")
    #expect(solver.value(of: width) == 100, "width == 100 is left")
  }

  @Test("reset() removes every constraint and edit variable")
  func reset() throws {
    let solver = Solver()
    let x = Variable("x")
    let y = Variable("y")
    let c = x == 10
    try solver.add(c)
    try solver.addEditVariable(y, priority: .high)
    try solver.suggestValue(5, for: y)
    solver.reset()
    #expect(solver.constraints.isEmpty && !solver.contains(c), "no constraint after reset")
    #expect(!solver.isEditVariable(y), "no edit variable after reset")
    #expect(solver.value(of: x) == 0 && solver.value(of: y) == 0, "every variable reads 0")
    try solver.add(c)
    #expect(solver.value(of: x) == 10, "the solver should work after a reset")
  }

  @Test("Statistics count additions and removals")
  func statisticsCounts() throws {
    let solver = Solver()
    let x = Variable("x")
    let a = x >= 0
    let b = x <= 10
    let c = x == 5 ~ .low
    try solver.add(a)
    try solver.add(b)
    try solver.add(c)
    try solver.remove(b)
    #expect(solver.statistics.additions == 3, "three constraints were added")
    #expect(solver.statistics.removals == 1, "one constraint was removed")
  }
}
