import ReflowSolver
import Testing

// Unsatisfiable required constraints name a minimal set of the required constraints they
// conflict with. Each shape is checked three ways: the set is sufficient (a fresh solver with
// exactly the set refuses the constraint), minimal (leave out any one member and the
// constraint is accepted), and made only of active required constraints.

/// Adds `existing` one by one, then `new`; checks that `new` is refused with a minimal,
/// sufficient set of required constraints (equal to `expected`, as a set, when given).
/// - Returns: The set named.
@discardableResult
private func expectMinimalConflict(
  existing: [Constraint], new: Constraint, expected: [Constraint]? = nil, _ shape: String,
  sourceLocation: SourceLocation = #_sourceLocation
) throws -> [Constraint] {
  let solver = Solver()
  for c in existing { try solver.add(c) }
  var variables: [Variable] = []
  for c in existing + [new] {
    for term in c.expression.terms where !variables.contains(where: { $0 === term.variable }) {
      variables.append(term.variable)
    }
  }
  let before = SolverSnapshot(solver, variables: variables, constraints: existing + [new])
  let error = solverError { try solver.add(new) }
  guard case .unsatisfiableConstraint(let culprit, let conflicting)? = error else {
    Issue.record(
      "\(shape): adding `\(new)` should throw unsatisfiable, got \(String(describing: error))",
      sourceLocation: sourceLocation)
    return []
  }
  #expect(
    culprit === new, "\(shape): the error should name `\(new)` as the constraint refused",
    sourceLocation: sourceLocation)
  expectSameState(
    SolverSnapshot(solver, variables: variables, constraints: existing + [new]), as: before,
    "\(shape): after the refused add", sourceLocation: sourceLocation)
  for member in conflicting {
    #expect(
      existing.contains { $0 === member },
      "\(shape): `\(member)` named, but it is not one of the constraints added",
      sourceLocation: sourceLocation)
    #expect(
      solver.priority(of: member) == .required,
      "\(shape): `\(member)` named, but it is not required", sourceLocation: sourceLocation)
  }
  #expect(
    Set(conflicting.map(ObjectIdentifier.init)).count == conflicting.count,
    "\(shape): no constraint should be named twice", sourceLocation: sourceLocation)
  if let expected {
    #expect(
      sameObjects(conflicting, expected),
      "\(shape): the conflict should be exactly \(expected), is \(conflicting)",
      sourceLocation: sourceLocation)
  }
  // Sufficient: exactly the set, then the constraint.
  let sufficient = Solver()
  for member in conflicting { try sufficient.add(member) }
  let again = solverError { try sufficient.add(new) }
  #expect(
    again?.caseName == "unsatisfiableConstraint",
    "\(shape): \(conflicting) alone should refuse `\(new)` (the set should be sufficient)",
    sourceLocation: sourceLocation)
  // Minimal: without any one member, the constraint fits.
  for (i, left) in conflicting.enumerated() {
    let reduced = Solver()
    for (j, member) in conflicting.enumerated() where j != i { try reduced.add(member) }
    let accepted = solverError { try reduced.add(new) }
    #expect(
      accepted == nil,
      "\(shape): without `\(left)` the set should accept `\(new)` (the set should be minimal), got \(String(describing: accepted))",
      sourceLocation: sourceLocation)
  }
  return conflicting
}

@Suite("Conflicts")
struct ConflictTests {
  @Test("A direct contradiction names the one constraint, not the unrelated ones")
  func direct() throws {
    let x = Variable("x")
    let y = Variable("y")
    let z = Variable("z")
    let pin = x == 10
    try expectMinimalConflict(
      existing: [pin, y == 5, z >= y, x >= 0, x == 3 ~ .high], new: x == 20, expected: [pin],
      "x == 20 against x == 10")
  }

  @Test("A chain a <= b <= c refuses c <= a - 1, naming both links")
  func chain() throws {
    let a = Variable("a")
    let b = Variable("b")
    let c = Variable("c")
    let d = Variable("d")
    let ab = a <= b
    let bc = b <= c
    // c >= b >= a, so c - a >= 0 > -1.
    try expectMinimalConflict(
      existing: [ab, d == 1, bc, a >= 0 ~ .high, c <= d + 100], new: c <= a - 1,
      expected: [ab, bc], "the chain a <= b <= c <= a - 1")
  }

  @Test("A contradiction through several equalities, mixed with constraints that do not matter")
  func throughEqualities() throws {
    let x1 = Variable("x1")
    let x2 = Variable("x2")
    let x3 = Variable("x3")
    let x4 = Variable("x4")
    let y = Variable("y")
    let y2 = Variable("y2")
    let z = Variable("z")
    let chain = [x1 == 0, x2 == x1 + 1, x3 == x2 + 1, x4 == x3 + 1]  // x4 = 3
    let unrelated = [
      y == 7,
      y2 == y + x1,  // mentions x1, but y2 is free: not part of the conflict
      z <= 100,
      x4 == 100 ~ .high,  // not required: never named
      x3 <= 50,  // holds, and is not needed
    ]
    try expectMinimalConflict(
      existing: [
        unrelated[0], chain[0], unrelated[1], chain[1], unrelated[2], chain[2],
        unrelated[3], chain[3], unrelated[4],
      ],
      new: x4 == 10, expected: chain, "x4 == 10 against x4 = x3 + 1 = x2 + 2 = x1 + 3 = 3")
  }

  @Test("When two minimal sets exist, either one is fine, but it must be minimal")
  func twoMinimalSets() throws {
    let x1 = Variable("x1")
    let x2 = Variable("x2")
    let x3 = Variable("x3")
    let x4 = Variable("x4")
    let chain = [x1 == 0, x2 == x1 + 1, x3 == x2 + 1, x4 == x3 + 1]
    let shortcut = x3 == 2  // redundant with the chain: {shortcut, chain[3]} also conflicts
    let named = try expectMinimalConflict(
      existing: chain + [shortcut], new: x4 == 10, "x4 == 10 with a redundant x3 == 2")
    #expect(
      sameObjects(named, [shortcut, chain[3]]) || sameObjects(named, chain),
      "the set should be {x3 == 2, x4 == x3 + 1} or the whole chain, is \(named)")
  }

  @Test("Two distinct but equal constraints: one of them is named")
  func duplicatesNamedOnce() throws {
    let x = Variable("x")
    let first = x == 10
    let second = x == 10
    let named = try expectMinimalConflict(
      existing: [first, second], new: x == 20, "x == 20 against x == 10 twice")
    #expect(named.count == 1, "one x == 10 is enough to conflict, named \(named)")
  }

  @Test(
    "An inequality cycle x <= y <= z <= x with x >= 5",
    arguments: [
      // y <= 3 against y >= x >= 5: {x <= y, x >= 5}.
      ("y <= 3", [0, 3]),
      // z <= 3 against z >= y >= x >= 5: {y <= z, x <= y, x >= 5}.
      ("z <= 3", [1, 0, 3]),
      // x <= 4 against x >= 5 alone.
      ("x <= 4", [3]),
    ])
  func inequalityCycle(new: String, expectedIndices: [Int]) throws {
    let x = Variable("x")
    let y = Variable("y")
    let z = Variable("z")
    let existing = [x <= y, y <= z, z <= x, x >= 5]
    let added: Constraint
    switch new {
    case "y <= 3": added = y <= 3
    case "z <= 3": added = z <= 3
    default: added = x <= 4
    }
    try expectMinimalConflict(
      existing: existing, new: added, expected: expectedIndices.map { existing[$0] },
      "\(new) in the cycle")
  }

  @Test("A sum: x + y == 10 and x >= 6 leave y <= 4")
  func sum() throws {
    let x = Variable("x")
    let y = Variable("y")
    let z = Variable("z")
    let total = x + y == 10
    let wide = x >= 6
    try expectMinimalConflict(
      existing: [total, wide, y >= 3, z >= 100], new: y >= 5, expected: [total, wide],
      "y >= 5 against x + y == 10, x >= 6")
  }

  @Test("A bound through an equality; the loose bounds are not named")
  func boundThroughEquality() throws {
    let x = Variable("x")
    let y = Variable("y")
    let link = y == x + 10
    let cap = y <= 50
    try expectMinimalConflict(
      existing: [x >= 0, x <= 100, link, cap], new: x >= 45, expected: [link, cap],
      "x >= 45 against y = x + 10 <= 50")
  }

  @Test("Coefficients: 2x + 3y == 12 with x >= 0 leaves y <= 4")
  func coefficients() throws {
    let x = Variable("x")
    let y = Variable("y")
    let plane = 2 * x + 3 * y == 12
    let positive = x >= 0
    try expectMinimalConflict(
      existing: [plane, positive, y >= 0, x <= 3], new: y >= 5, expected: [plane, positive],
      "y >= 5 against 2x + 3y == 12, x >= 0")
  }

  @Test(
    "A constraint that can never hold names no other constraint",
    arguments: ["1 == 0", "x - x + 1 == 0", "-1 >= 0", "1 <= 0"])
  func impossibleAlone(_ text: String) throws {
    let x = Variable("x")
    let y = Variable("y")
    let impossible: Constraint
    switch text {
    case "1 == 0": impossible = Constraint(Expression(1), .equal)
    case "x - x + 1 == 0":
      impossible = Constraint(Expression(terms: [Term(x, 1), Term(x, -1)], constant: 1), .equal)
    case "-1 >= 0": impossible = Constraint(Expression(-1), .greaterThanOrEqual)
    default: impossible = Constraint(Expression(1), .lessThanOrEqual)
    }
    try expectMinimalConflict(
      existing: [x == 10, y >= x, x + y <= 100], new: impossible, expected: [], text)
  }

  @Test("A required constraint against non-required ones and edits is accepted")
  func nonRequiredNeverConflict() throws {
    let solver = Solver()
    let x = Variable("x")
    let y = Variable("y")
    try solver.add(x == 10 ~ 999)
    try solver.addEditVariable(y, priority: 999)
    try solver.suggestValue(50, for: y)
    try solver.add(x == 20)
    try solver.add(y <= 30)
    #expect(solver.value(of: x) == 20, "the required x == 20 should win over x == 10 at 999")
    #expect(solver.value(of: y) == 30, "the required y <= 30 should cap the suggestion of 50")
  }

  @Test("A constraint made required by setPriority is named like any required one")
  func madeRequiredIsNamed() throws {
    let solver = Solver()
    let x = Variable("x")
    let soft = x == 10 ~ .low
    try solver.add(soft)
    try solver.setPriority(.required, of: soft)
    let clash = x == 20
    let error = solverError { try solver.add(clash) }
    #expect(
      error?.conflictingConstraints.map { sameObjects($0, [soft]) } == true,
      "x == 20 should conflict with x == 10, required since setPriority; got \(String(describing: error))"
    )
    try solver.setPriority(.low, of: soft)
    try solver.add(clash)
    #expect(solver.value(of: x) == 20, "lowered again, x == 10 gives way: 20")
  }

  @Test(
    "Random required systems: every conflict named is sufficient and minimal",
    arguments: 0..<40)
  func randomSystems(seed: Int) throws {
    var random = SplitMix64(seed: UInt64(seed) &* 0x1234_5678_9ABC + 7)
    let variables = (0..<4).map { Variable("v\($0)") }
    // Coefficients and constants that are powers of two or small integers keep the
    // arithmetic exact, so feasibility is never a matter of rounding.
    let coefficients: [Double] = [1, -1, 2, -2, 0.5, -0.5]
    var added: [Constraint] = []
    let solver = Solver()
    var conflicts = 0
    for i in 0..<16 {
      var terms: [Term] = []
      for _ in 0...random.below(2) {
        terms.append(Term(random.pick(variables), random.pick(coefficients)))
      }
      let relation = random.pick([Relation.equal, .lessThanOrEqual, .greaterThanOrEqual])
      let constant = Double(random.below(41) - 20)
      let c = Constraint(Expression(terms: terms, constant: constant), relation, name: "r\(i)")
      if solverError({ try solver.add(c) }) == nil {
        added.append(c)
      } else {
        conflicts += 1
        try expectMinimalConflict(existing: added, new: c, "seed \(seed), constraint \(i) `\(c)`")
      }
    }
    for c in added {
      #expect(holds(c, in: solver), "seed \(seed): the required `\(c)` should hold")
    }
    // Every seed here meets at least one conflict (246 over the 40); a script without one
    // would check nothing.
    #expect(conflicts > 0, "seed \(seed): the random system should meet a conflict")
  }
}
