import ReflowSolver
import Testing

// ambiguousVariables(): the variables whose value is not unique, because another solution
// satisfies the required constraints and is just as good at every priority (the layout
// analogue of `hasAmbiguousLayout`), in the order the variables became known.

/// The names of the ambiguous variables, in the order listed.
private func ambiguousNames(_ solver: Solver) -> [String] {
  solver.ambiguousVariables().map(\.name)
}

@Suite("Ambiguity")
struct AmbiguityTests {
  @Test("A fully determined layout has no ambiguous variable")
  func determined() throws {
    let solver = Solver()
    let left = Variable("left")
    let width = Variable("width")
    let right = Variable("right")
    try solver.add([left == 8, width == 100, right == left + width])
    #expect(
      ambiguousNames(solver).isEmpty,
      "every variable is fixed, none should be ambiguous; got \(ambiguousNames(solver))")
  }

  @Test("A view with only a width is ambiguous in its position")
  func widthOnly() throws {
    let solver = Solver()
    let left = Variable("left")
    let width = Variable("width")
    let right = Variable("right")
    try solver.add(width == 100)
    try solver.add(left >= 0)
    try solver.add(right == left + width)
    // Any left >= 0 works, with right = left + 100; width is fixed. Known order: width,
    // left, right.
    #expect(
      ambiguousNames(solver) == ["left", "right"],
      "left and right should be ambiguous, width not; got \(ambiguousNames(solver))")
    try solver.add(left == 16 ~ .fittingSize)
    #expect(
      ambiguousNames(solver).isEmpty,
      "a preference for left, even at fittingSize, fixes it; got \(ambiguousNames(solver))")
  }

  @Test(
    "Two constraints at one level in conflict leave a range of equally good values",
    arguments: ["x <= 0 and x >= 10", "x == 0 and x == 10"])
  func tiedConflict(_ shape: String) throws {
    let solver = Solver()
    let x = Variable("x")
    if shape == "x <= 0 and x >= 10" {
      // max(0, x) + max(0, 10 - x) is 10 for every x in [0, 10].
      try solver.add(x <= 0 ~ .low)
      try solver.add(x >= 10 ~ .low)
    } else {
      // |x| + |x - 10| is 10 for every x in [0, 10].
      try solver.add(x == 0 ~ .low)
      try solver.add(x == 10 ~ .low)
    }
    let value = solver.value(of: x)
    #expect(
      value >= 0 && value <= 10,
      "\(shape): x should be one of the best values, in [0, 10]; is \(value)")
    #expect(
      ambiguousNames(solver) == ["x"],
      "\(shape): x should be ambiguous; got \(ambiguousNames(solver))")
    let breaker = x == 3 ~ .fittingSize
    try solver.add(breaker)
    #expect(solver.value(of: x) == 3, "\(shape): a lower level breaks the tie at 3")
    #expect(
      ambiguousNames(solver).isEmpty,
      "\(shape): with the tie broken x is unique; got \(ambiguousNames(solver))")
  }

  @Test("A third constraint at the same level breaks the tie")
  func thirdBreaksTie() throws {
    let solver = Solver()
    let x = Variable("x")
    try solver.add([x == 0 ~ .low, x == 10 ~ .low, x == 10 ~ .low])
    #expect(solver.value(of: x) == 10, "|x| + 2|x - 10| is least at 10")
    #expect(
      ambiguousNames(solver).isEmpty, "x = 10 is the only best value; got \(ambiguousNames(solver))"
    )
  }

  @Test("Non-conflicting bounds without a preference leave a range")
  func boundsWithoutPreference() throws {
    let solver = Solver()
    let x = Variable("x")
    try solver.add(x >= 0 ~ .low)
    try solver.add(x <= 10 ~ .low)
    #expect(
      ambiguousNames(solver) == ["x"],
      "any x in [0, 10] satisfies both: ambiguous; got \(ambiguousNames(solver))")
    let required = Solver()
    try required.add([x >= 0, x <= 10])
    #expect(
      ambiguousNames(required) == ["x"],
      "required bounds alone leave x free in [0, 10]; got \(ambiguousNames(required))")
  }

  @Test("An inequality-bounded variable with a preference is not ambiguous")
  func boundedWithPreference() throws {
    let solver = Solver()
    let x = Variable("x")
    let y = Variable("y")
    let z = Variable("z")
    try solver.add(x >= 10)
    try solver.add(x == 0 ~ .low)
    try solver.add(y == 5)
    try solver.add(z <= y)
    try solver.add(z == 100 ~ .low)
    #expect(solver.value(of: x) == 10 && solver.value(of: z) == 5, "x held at 10, z at 5")
    #expect(
      ambiguousNames(solver).isEmpty,
      "both sit on their bound, pulled against it; got \(ambiguousNames(solver))")
  }

  @Test("Degenerate but unique: bounds that meet in a point")
  func degenerateUnique() throws {
    let solver = Solver()
    let x = Variable("x")
    let y = Variable("y")
    let z = Variable("z")
    try solver.add([x >= 0, x <= 0])
    try solver.add([y + z == 10, y >= 5, z >= 5])
    try solver.add(y == 8 ~ .low)  // cannot move y from 5: degenerate at the optimum too
    #expect(solver.value(of: x) == 0, "x is squeezed to 0")
    #expect(solver.value(of: y) == 5 && solver.value(of: z) == 5, "y and z are squeezed to 5")
    #expect(ambiguousNames(solver).isEmpty, "every value is unique; got \(ambiguousNames(solver))")
  }

  @Test("A flat optimum over two variables: both ambiguous, until a lower level decides")
  func flatOptimum() throws {
    let solver = Solver()
    let x = Variable("x")
    let y = Variable("y")
    try solver.add(x + y == 10)
    try solver.add(x == 0 ~ .low)
    try solver.add(y == 0 ~ .low)
    // |x| + |10 - x| is 10 on [0, 10]: any split is best.
    #expect(
      ambiguousNames(solver) == ["x", "y"],
      "x and y should both be ambiguous; got \(ambiguousNames(solver))")
    try solver.add(x == 4 ~ .fittingSize)
    #expect(solver.value(of: x) == 4 && solver.value(of: y) == 6, "fittingSize picks x = 4, y = 6")
    #expect(ambiguousNames(solver).isEmpty, "now unique; got \(ambiguousNames(solver))")
  }

  @Test("A free variable makes the variables tied to it ambiguous, and only those")
  func dependents() throws {
    let solver = Solver()
    let y = Variable("y")
    let x = Variable("x")
    let fixed = Variable("fixed")
    try solver.add(fixed == 5)
    try solver.add(y == x + 5)
    #expect(
      ambiguousNames(solver) == ["y", "x"],
      "y and x move together, in the order they became known; got \(ambiguousNames(solver))")
    let pin = x == 1
    try solver.add(pin)
    #expect(ambiguousNames(solver).isEmpty, "x == 1 fixes both; got \(ambiguousNames(solver))")
    let equal = Solver()
    try equal.add([x <= y, y <= x])
    #expect(
      ambiguousNames(equal) == ["x", "y"],
      "x == y written as two inequalities: both free; got \(ambiguousNames(equal))")
  }

  @Test("An edit variable without a suggestion is held, so not ambiguous")
  func editHolds() throws {
    let solver = Solver()
    let x = Variable("x")
    try solver.add(x >= 0)
    #expect(ambiguousNames(solver) == ["x"], "x >= 0 alone leaves x free")
    try solver.addEditVariable(x, priority: .low)
    #expect(
      ambiguousNames(solver).isEmpty,
      "the edit holds x at its current value; got \(ambiguousNames(solver))")
  }

  @Test("The list is in the order the variables became known, not created or named")
  func order() throws {
    let solver = Solver()
    let a = Variable("a")
    let b = Variable("b")
    let c = Variable("c")
    let d = Variable("d")
    try solver.add(d >= 0)
    try solver.add(b == 5)
    try solver.add(a >= 0)
    try solver.add(c <= 0)
    #expect(
      ambiguousNames(solver) == ["d", "a", "c"],
      "d, a, c became known in that order; b is fixed; got \(ambiguousNames(solver))")
  }

  @Test("Unknown variables are not listed; removing every constraint empties the list")
  func unknownNotListed() throws {
    let solver = Solver()
    let x = Variable("x")
    let stranger = Variable("stranger")
    let c = x >= 0
    try solver.add(c)
    #expect(
      !solver.ambiguousVariables().contains { $0 === stranger },
      "a variable the solver never saw is not listed")
    try solver.remove(c)
    #expect(
      solver.ambiguousVariables().isEmpty,
      "no constraint left: nothing is listed; got \(ambiguousNames(solver))")
  }

  @Test("Asking changes nothing")
  func askingChangesNothing() throws {
    let solver = Solver()
    let x = Variable("x")
    let y = Variable("y")
    let z = Variable("z")
    let constraints = [x + y == 10, x == 0 ~ .low, y == 0 ~ .low, z >= x]
    try solver.add(constraints)
    let before = SolverSnapshot(solver, variables: [x, y, z], constraints: constraints)
    _ = solver.ambiguousVariables()
    _ = solver.ambiguousVariables()
    expectSameState(
      SolverSnapshot(solver, variables: [x, y, z], constraints: constraints), as: before,
      "after asking for ambiguous variables")
  }
}
