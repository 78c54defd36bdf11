@testable import ReflowSolver
import Testing

@Suite("Replacing a constraint: in place when only the constant changes")
struct ReplaceTests {
  @Test("A new constant moves the solution; no row is rebuilt and the place is kept")
  func inPlace() throws {
    let x = Variable("x"), y = Variable("y"), w = Variable("w")
    let solver = Solver()
    let left = x == 10
    let width = w == 100
    let right = y == x + w
    let wish = y <= 50 ~ .low
    try solver.add([left, width, right, wish])
    let before = solver.statistics
    let moved = x == 30
    try solver.replace(left, with: moved)
    #expect(solver.value(of: x) == 30 && solver.value(of: y) == 130)
    #expect(solver.contains(moved) && !solver.contains(left))
    #expect(sameObjects(solver.constraints, [moved, width, right, wish]))
    let after = solver.statistics
    #expect(after.additions == before.additions && after.removals == before.removals)
    #expect(after.rows == before.rows && after.cells == before.cells)
    #expect(solver.invariantViolations().isEmpty)
  }

  @Test("The replacement keeps the priority the solver uses and the switch of the old one")
  func keepsPriorityAndSwitch() throws {
    let x = Variable("x")
    let solver = Solver()
    let strong = x == 10 ~ .high
    let weak = x == 0 ~ .low
    try solver.add([strong, weak])
    try solver.setPriority(.medium, of: strong)
    let moved = x == 20  // made required: the solver's priority of `strong` is used
    try solver.replace(strong, with: moved)
    #expect(solver.priority(of: moved) == .medium)
    #expect(solver.value(of: x) == 20)
    try solver.setEnabled(false, for: moved)
    let off = x == 40
    try solver.replace(moved, with: off)
    #expect(solver.isEnabled(off) == false && solver.value(of: x) == 0)
    try solver.setEnabled(true, for: off)
    #expect(solver.value(of: x) == 40)
  }

  @Test("A constant a required constraint cannot follow throws, naming the conflict; nothing changes")
  func conflict() throws {
    let x = Variable("x"), y = Variable("y")
    let solver = Solver()
    let floor = x >= 10
    let ceiling = x <= 50
    let link = y == x + 5
    try solver.add([floor, ceiling, link])
    let before = SolverSnapshot(solver, variables: [x, y], constraints: [floor, ceiling, link])
    let tooHigh = x >= 60
    let error = solverError { try solver.replace(floor, with: tooHigh) }
    #expect(error?.caseName == "unsatisfiableConstraint")
    #expect(error?.conflictingConstraints.map { sameObjects($0, [ceiling]) } == true)
    let after = SolverSnapshot(solver, variables: [x, y], constraints: [floor, ceiling, link])
    expectSameState(after, as: before, "after the refused replacement")
    #expect(!solver.contains(tooHigh))
    #expect(solver.invariantViolations().isEmpty)
  }

  @Test("A switched-on required constraint is checked too")
  func switchedOnRequired() throws {
    let x = Variable("x")
    let solver = Solver()
    let pin = x == 100
    let limit = x <= 200
    try solver.add([pin, limit])
    try solver.setEnabled(false, for: pin)
    try solver.setEnabled(true, for: pin)  // now a required row with errors
    let moved = x == 150
    try solver.replace(pin, with: moved)
    #expect(solver.value(of: x) == 150)
    let tooFar = x == 250
    let error = solverError { try solver.replace(moved, with: tooFar) }
    #expect(error?.conflictingConstraints.map { sameObjects($0, [limit]) } == true)
    #expect(solver.value(of: x) == 150 && solver.contains(moved))
    #expect(solver.invariantViolations().isEmpty)
  }

  @Test("Other terms or relation: removed and added, in the same place")
  func rebuilt() throws {
    let x = Variable("x"), y = Variable("y")
    let solver = Solver()
    let a = x == 10
    let b = y == 20
    try solver.add([a, b])
    let c = x == y * 2
    try solver.replace(a, with: c)
    #expect(solver.value(of: x) == 40)
    #expect(sameObjects(solver.constraints, [c, b]))
    #expect(solver.invariantViolations().isEmpty)
  }

  @Test("Unknown, duplicate, listed twice and non-finite are refused before anything changes")
  func errors() throws {
    let x = Variable("x")
    let solver = Solver()
    let a = x == 1
    let b = x >= 0
    try solver.add([a, b])
    let fresh = x == 2
    #expect(solverError { try solver.replace(fresh, with: x == 3) }?.caseName == "unknownConstraint")
    #expect(solverError { try solver.replace(a, with: b) }?.caseName == "duplicateConstraint")
    #expect(solverError { try solver.replace([(a, fresh), (a, x == 4)]) }?.caseName == "unknownConstraint")
    #expect(solverError { try solver.replace([(a, fresh), (b, fresh)]) }?.caseName == "duplicateConstraint")
    let nan = Constraint(Expression(terms: [Term(x)], constant: .nan), .equal)
    #expect(solverError { try solver.replace(a, with: nan) }?.caseName == "nonFinite")
    // The error is the first failing pair's, whichever check finds the fault.
    #expect(solverError { try solver.replace([(b, nan), (a, fresh), (a, x == 4)]) }?.caseName == "nonFinite")
    #expect(solverError { try solver.replace([(a, fresh), (a, x == 4), (b, nan)]) }?.caseName == "unknownConstraint")
    #expect(solverError { try solver.replace([(b, x >= 1), (a, fresh), (b, fresh)]) }?.caseName == "unknownConstraint")
    #expect(solver.contains(a) && solver.contains(b) && solver.value(of: x) == 1)
  }

  @Test("Inside a transaction that is undone, the old constraint is back")
  func transactionUndone() throws {
    let x = Variable("x")
    let solver = Solver()
    let a = x == 1
    try solver.add(a)
    struct Undo: Error {}
    #expect(throws: Undo.self) {
      try solver.transaction { s throws(Undo) in
        try? s.replace(a, with: x == 5)
        throw Undo()
      }
    }
    #expect(solver.contains(a) && solver.value(of: x) == 1)
    #expect(solver.invariantViolations().isEmpty)
  }

  /// The violation at each priority level (required included), for the constraints in force.
  private static func violations(_ solver: Solver) -> [Float: Double] {
    var total: [Float: Double] = [:]
    for c in solver.constraints where solver.isEnabled(c) == true {
      let v = c.expression.evaluate { solver.value(of: $0) }
      let broken: Double
      switch c.relation {
      case .equal: broken = abs(v)
      case .lessThanOrEqual: broken = max(0, v)
      case .greaterThanOrEqual: broken = max(0, -v)
      }
      total[solver.priority(of: c)!.rawValue, default: 0] += broken
    }
    return total
  }

  @Test("Random scripts: in place gives the optimum that removing and adding gives", arguments: 0..<4)
  func randomAgainstRemoveAndAdd(batch: Int) throws {
    for seed in UInt64(batch * 100)..<UInt64(batch * 100 + 100) {
      var random = SplitMix64(seed: seed &+ 0x5E9)
      let variables = (0..<5).map { Variable("v\($0)") }
      let fast = Solver(), slow = Solver()
      var live: [(fast: Constraint, slow: Constraint)] = []
      let priorities: [Priority] = [.required, .required, .high, .medium, .low]
      for step in 0..<40 {
        let context = "seed \(seed &+ 0x5E9) (batch \(batch)), step \(step)"
        if live.isEmpty || random.chance(35) {
          var terms: [Term] = []
          for _ in 0...random.below(2) {
            terms.append(Term(random.pick(variables), random.pick([1, -1, 2, 0.5])))
          }
          let relation = random.pick([Relation.equal, .lessThanOrEqual, .greaterThanOrEqual])
          let constant = Double(random.below(401) - 200)
          let priority = random.pick(priorities)
          let make = { Constraint(Expression(terms: terms, constant: constant), relation, priority: priority) }
          let pair = (make(), make())
          let e1 = solverError { try fast.add(pair.0) }
          let e2 = solverError { try slow.add(pair.1) }
          #expect(e1?.caseName == e2?.caseName, "\(context): add")
          if e1 == nil && e2 == nil { live.append(pair) }
        } else if random.chance(15) {
          let i = random.below(live.count)
          let on = random.chance(50)
          _ = solverError { try fast.setEnabled(on, for: live[i].fast) }
          _ = solverError { try slow.setEnabled(on, for: live[i].slow) }
        } else {
          let i = random.below(live.count)
          let (old1, old2) = live[i]
          let constant = Double(random.below(401) - 200)
          let new1 = Constraint(
            Expression(terms: old1.expression.terms, constant: constant), old1.relation,
            priority: old1.priority)
          let new2 = Constraint(
            Expression(terms: old2.expression.terms, constant: constant), old2.relation,
            priority: old2.priority)
          let before = SolverSnapshot(fast, variables: variables, constraints: [old1])
          let e1 = solverError { try fast.replace(old1, with: new1) }
          let enabled = slow.isEnabled(old2) ?? true
          let e2 = solverError {
            try slow.transaction { (s: Solver) throws(SolverError) in
              try s.remove(old2)
              try s.add(new2, isEnabled: enabled)
            }
          }
          #expect(e1?.caseName == e2?.caseName, "\(context): replace \(old1) by \(new1)")
          if e1 == nil && e2 == nil {
            live[i] = (new1, new2)
          } else if e1 != nil {
            let after = SolverSnapshot(fast, variables: variables, constraints: [old1])
            expectSameState(after, as: before, "\(context): refused replacement")
          }
        }
        #expect(fast.invariantViolations().isEmpty, "\(context): \(fast.invariantViolations())")
        let (a, b) = (Self.violations(fast), Self.violations(slow))
        for level in Set(a.keys).union(b.keys) {
          let (u, v) = (a[level] ?? 0, b[level] ?? 0)
          #expect(abs(u - v) <= 1e-7 * max(1, abs(u), abs(v)),
                  "\(context): violation at \(level): in place \(u), remove and add \(v)")
        }
        for c in fast.constraints where fast.isEnabled(c) == true && c.priority.isRequired {
          #expect(holds(c, in: fast, relative: 1e-7), "\(context): required \(c) broken")
        }
      }
    }
  }
}
