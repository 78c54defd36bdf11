import ReflowSolver
import Testing

// Every SolverError case, what it carries, how it reads, and the promise that a call that
// throws changes nothing: the state after is the state before, value by value (`==`), and the
// solver goes on exactly as a twin that never saw the failing call.

/// A solver with a bit of everything: required and non-required constraints, inequalities
/// that bind and do not, a priority changed in the solver, an edit variable with a suggestion.
private final class Fixture {
  let solver = Solver()
  let a = Variable("a"), b = Variable("b"), c = Variable("c"), d = Variable("d")
  let e = Variable("e"), editable = Variable("editable"), g = Variable("g")
  let constraints: [Constraint]

  var variables: [Variable] { [a, b, c, d, e, editable, g] }

  init() throws {
    constraints = [
      a == 10,  // 0
      b >= a + 5,  // 1: binds, b = 15
      b == 0 ~ .low,  // 2
      c == b * 2 ~ .high,  // 3: c = 30
      c <= 100,  // 4: does not bind
      d + e == 50,  // 5
      d == 20 ~ .medium,  // 6: d = 20, e = 30; raised to high below
      g == editable + 1,  // 7
    ]
    try solver.add(constraints)
    try solver.setPriority(.high, of: constraints[6])
    try solver.addEditVariable(editable, priority: .high)
    try solver.suggestValue(7, for: editable)
  }

  func snapshot() -> SolverSnapshot {
    SolverSnapshot(solver, variables: variables, constraints: constraints)
  }

  /// Calls made after the failure, on this fixture and on a twin; each builds its own
  /// constraint objects with the same terms.
  func followUp() throws {
    try solver.suggestValue(9, for: editable)
    try solver.remove(constraints[0])
    try solver.add(a == 12)
    try solver.add(e >= 40 ~ 751)
    try solver.setPriority(.low, of: constraints[3])
    try solver.add(c == 1 ~ .medium)
  }
}

/// A call that must throw, on the fixture.
enum FailingCall: String, CaseIterable, CustomTestStringConvertible, Sendable {
  case duplicateConstraint, unknownConstraintRemove, unknownConstraintSetPriority
  case unsatisfiableEquality, unsatisfiableInequality, unsatisfiableSetPriority
  case duplicateEditVariable, unknownEditVariableSuggest, unknownEditVariableRemove
  case requiredEditVariable
  case invalidPriorityAdd, invalidPrioritySetPriority, invalidPriorityEdit
  case nanCoefficient, infiniteCoefficient, negativeInfiniteCoefficient
  case nanConstant, infiniteConstant, negativeInfiniteConstant
  case nanSuggestion, infiniteSuggestion, negativeInfiniteSuggestion

  var testDescription: String { rawValue }
}

/// A variable no constraint of the fixture mentions, for calls that fail with a new variable.
private let wobble = Variable("wobble")

extension FailingCall {
  /// The case of SolverError the call should throw.
  var expectedCase: String {
    switch self {
    case .duplicateConstraint: return "duplicateConstraint"
    case .unknownConstraintRemove, .unknownConstraintSetPriority: return "unknownConstraint"
    case .unsatisfiableEquality, .unsatisfiableInequality, .unsatisfiableSetPriority:
      return "unsatisfiableConstraint"
    case .duplicateEditVariable: return "duplicateEditVariable"
    case .unknownEditVariableSuggest, .unknownEditVariableRemove: return "unknownEditVariable"
    case .requiredEditVariable: return "requiredEditVariable"
    case .invalidPriorityAdd, .invalidPrioritySetPriority, .invalidPriorityEdit:
      return "invalidPriority"
    default: return "nonFinite"
    }
  }

  /// Words the text of a `.nonFinite` error should contain to say where the number was.
  var locationWords: [String] {
    switch self {
    case .nanCoefficient, .infiniteCoefficient, .negativeInfiniteCoefficient:
      return ["coefficient", "wobble"]
    case .nanConstant, .infiniteConstant, .negativeInfiniteConstant: return ["constant"]
    case .nanSuggestion, .infiniteSuggestion, .negativeInfiniteSuggestion:
      return ["suggest", "editable"]
    default: return []
    }
  }

  /// Makes the call on `f` and returns the error.
  fileprivate func perform(on f: Fixture) -> SolverError? {
    let s = f.solver
    let k = f.constraints
    func withCoefficient(_ value: Double) -> Constraint {
      Constraint(Expression(terms: [Term(f.a, 1), Term(wobble, value)], constant: -10), .equal)
    }
    func withConstant(_ value: Double) -> Constraint {
      Constraint(Expression(terms: [Term(wobble, 1)], constant: value), .equal, priority: .low)
    }
    switch self {
    case .duplicateConstraint: return solverError { try s.add(k[1]) }
    case .unknownConstraintRemove: return solverError { try s.remove(wobble == 1) }
    case .unknownConstraintSetPriority:
      return solverError { try s.setPriority(.low, of: wobble == 1) }
    case .unsatisfiableEquality: return solverError { try s.add(f.a == 11) }
    case .unsatisfiableInequality: return solverError { try s.add(f.b <= f.a + wobble - wobble) }
    // b == 0 required against b >= a + 5 and a == 10.
    case .unsatisfiableSetPriority: return solverError { try s.setPriority(.required, of: k[2]) }
    case .duplicateEditVariable:
      return solverError { try s.addEditVariable(f.editable, priority: .low) }
    case .unknownEditVariableSuggest: return solverError { try s.suggestValue(1, for: f.a) }
    case .unknownEditVariableRemove: return solverError { try s.removeEditVariable(f.a) }
    case .requiredEditVariable:
      return solverError { try s.addEditVariable(wobble, priority: .required) }
    case .invalidPriorityAdd: return solverError { try s.add(wobble == 1 ~ 1001) }
    case .invalidPrioritySetPriority: return solverError { try s.setPriority(0, of: k[2]) }
    case .invalidPriorityEdit: return solverError { try s.addEditVariable(wobble, priority: -5) }
    case .nanCoefficient: return solverError { try s.add(withCoefficient(.nan)) }
    case .infiniteCoefficient: return solverError { try s.add(withCoefficient(.infinity)) }
    case .negativeInfiniteCoefficient: return solverError { try s.add(withCoefficient(-.infinity)) }
    case .nanConstant: return solverError { try s.add(withConstant(.nan)) }
    case .infiniteConstant: return solverError { try s.add(withConstant(.infinity)) }
    case .negativeInfiniteConstant: return solverError { try s.add(withConstant(-.infinity)) }
    case .nanSuggestion: return solverError { try s.suggestValue(.nan, for: f.editable) }
    case .infiniteSuggestion: return solverError { try s.suggestValue(.infinity, for: f.editable) }
    case .negativeInfiniteSuggestion:
      return solverError { try s.suggestValue(-.infinity, for: f.editable) }
    }
  }
}

@Suite("Errors")
struct ErrorTests {
  @Test(
    "A call that throws changes nothing, and the solver goes on like a twin that never saw it",
    arguments: FailingCall.allCases)
  func throwingCallChangesNothing(_ call: FailingCall) throws {
    let fixture = try Fixture()
    let twin = try Fixture()
    let before = fixture.snapshot()
    let error = call.perform(on: fixture)
    #expect(
      error?.caseName == call.expectedCase,
      "\(call) should throw \(call.expectedCase), threw \(String(describing: error))")
    if case .nonFinite(let location)? = error {
      for word in call.locationWords {
        #expect(
          location.lowercased().contains(word),
          "\(call): the text should say where, mentioning `\(word)`: `\(location)`")
      }
    }
    expectSameState(fixture.snapshot(), as: before, "after \(call)")
    #expect(
      fixture.solver.value(of: wobble) == 0,
      "\(call): a variable only the failed call mentioned should read 0")
    try fixture.followUp()
    try twin.followUp()
    expectSameState(
      fixture.snapshot(), as: twin.snapshot(), "\(call), then the same calls as a twin")
  }

  @Test("Errors are typed: a catch gets a SolverError without a cast")
  func typedThrows() {
    let solver = Solver()
    let c = Variable("x") == 1
    do {
      try solver.remove(c)
      Issue.record("removing a constraint never added should throw")
    } catch {
      let typed: SolverError = error  // compiles only because the throws are typed
      #expect(typed.caseName == "unknownConstraint", "should be unknownConstraint, is \(typed)")
    }
  }

  @Test("duplicateConstraint and unknownConstraint carry the constraint")
  func constraintErrorsCarryTheConstraint() throws {
    let solver = Solver()
    let other = Solver()
    let x = Variable("x")
    let c = x == 1
    try solver.add(c)
    guard case .duplicateConstraint(let dup)? = solverError({ try solver.add(c) }) else {
      Issue.record("adding c twice should throw duplicateConstraint")
      return
    }
    #expect(dup === c, "duplicateConstraint should carry c")
    // A constraint in one solver is unknown to another.
    guard case .unknownConstraint(let unknown)? = solverError({ try other.remove(c) }) else {
      Issue.record("removing c from a solver it is not in should throw unknownConstraint")
      return
    }
    #expect(unknown === c, "unknownConstraint should carry c")
    try solver.remove(c)
    guard case .unknownConstraint(let twice)? = solverError({ try solver.remove(c) }) else {
      Issue.record("removing c twice should throw unknownConstraint")
      return
    }
    #expect(twice === c, "the second removal should carry c")
  }

  @Test("The same constraint object can be in two solvers")
  func constraintInTwoSolvers() throws {
    let first = Solver()
    let second = Solver()
    let x = Variable("x")
    let c = x == 7
    try first.add(c)
    try second.add(c)
    try first.remove(c)
    #expect(second.contains(c) && second.value(of: x) == 7, "removing from one leaves the other")
    #expect(first.value(of: x) == 0, "the first solver no longer knows x")
  }

  @Test(
    "An invalid priority is rejected by every call that takes one, carrying the value",
    arguments: [Priority(0), 1001, Priority(.nan), -5])
  func invalidPriorities(_ priority: Priority) throws {
    let solver = Solver()
    let x = Variable("x")
    let added = x == 1 ~ .low
    try solver.add(added)
    let before = SolverSnapshot(solver, variables: [x], constraints: [added])
    let calls: [(String, SolverError?)] = [
      ("add", solverError { try solver.add(x == 2 ~ priority) }),
      (
        "Constraint(priority:)",
        solverError { try solver.add(Constraint(x - 2, .equal, priority: priority)) }
      ),
      ("setPriority", solverError { try solver.setPriority(priority, of: added) }),
      ("addEditVariable", solverError { try solver.addEditVariable(x, priority: priority) }),
    ]
    for (name, error) in calls {
      guard case .invalidPriority(let p)? = error else {
        Issue.record(
          "\(name) with priority \(priority.rawValue) should throw invalidPriority, got \(String(describing: error))"
        )
        continue
      }
      #expect(
        p == priority.rawValue || (p.isNaN && priority.rawValue.isNaN),
        "\(name): the error should carry \(priority.rawValue), carries \(p)")
    }
    expectSameState(
      SolverSnapshot(solver, variables: [x], constraints: [added]), as: before,
      "after the invalid priorities")
  }

  @Test("nonFinite says where: the coefficient, the constant or the suggested value")
  func nonFiniteSaysWhere() throws {
    let solver = Solver()
    let widthOfCard = Variable("widthOfCard")
    let heightOfCard = Variable("heightOfCard")
    let coefficient = Constraint(
      Expression(terms: [Term(heightOfCard, 1), Term(widthOfCard, .nan)]), .equal)
    let constant = Constraint(
      Expression(terms: [Term(heightOfCard, 1)], constant: .infinity), .lessThanOrEqual)
    try solver.addEditVariable(widthOfCard, priority: .high)
    let cases: [(String, SolverError?, [String])] = [
      (
        "a NaN coefficient", solverError { try solver.add(coefficient) },
        ["coefficient", "widthOfCard"]
      ),
      ("an infinite constant", solverError { try solver.add(constant) }, ["constant"]),
      (
        "a NaN suggestion", solverError { try solver.suggestValue(.nan, for: widthOfCard) },
        ["suggest", "widthOfCard"]
      ),
    ]
    for (what, error, words) in cases {
      guard case .nonFinite(let location)? = error else {
        Issue.record("\(what) should throw nonFinite, got \(String(describing: error))")
        continue
      }
      for word in words {
        #expect(
          location.lowercased().contains(word.lowercased()),
          "the text for \(what) should say where, mentioning `\(word)`: `\(location)`")
      }
      #expect(error!.description.contains(location), "the description should include `\(location)`")
    }
  }

  @Test("Descriptions are plain sentences that name what went wrong")
  func descriptions() throws {
    let x = Variable("card.width")
    let y = Variable("root.width")
    let c = x == y * 0.33 ~ .high
    let pin = x == y
    let impossible = Constraint(Expression(1), .equal)
    let errors: [(SolverError, [String])] = [
      (.duplicateConstraint(c), [c.description]),
      (.unknownConstraint(c), [c.description]),
      (.unsatisfiableConstraint(pin, conflicting: [c, pin]), [pin.description, c.description]),
      (.unsatisfiableConstraint(impossible, conflicting: []), [impossible.description]),
      (.duplicateEditVariable(x), ["card.width"]),
      (.unknownEditVariable(x), ["card.width"]),
      (.requiredEditVariable(x), ["card.width"]),
      (.invalidPriority(1001), ["1001"]),
      (.invalidPriority(.nan), ["nan"]),
      (.nonFinite("the coefficient of card.width"), ["the coefficient of card.width"]),
    ]
    for (error, words) in errors {
      let text = error.description
      for word in words {
        #expect(text.contains(word), "`\(text)` should mention `\(word)`")
      }
      for noise in ["Optional(", "ReflowSolver.", "0x", "name:"] {
        #expect(!text.contains(noise), "`\(text)` should be plain words, without `\(noise)`")
      }
    }
  }

  @Test("A real unsatisfiable error reads with both constraints")
  func unsatisfiableReads() throws {
    let solver = Solver()
    let card = Variable("card.height")
    let window = Variable("window.height")
    let full = card == window
    let third = card == window * 0.33
    let size = window == 852
    let unrelated = Variable("label.width") == 120
    try solver.add([size, unrelated, full])
    let error = try #require(
      solverError { try solver.add(third) }, "a third of the height against all of it should throw")
    let text = error.description
    // card == window and card == 0.33 window alone hold with both at 0: the window size is
    // part of the conflict; the label is not.
    for named in [third, full, size] {
      #expect(text.contains(named.description), "`\(text)` should name `\(named)`")
    }
    #expect(!text.contains(unrelated.description), "`\(text)` should not name the unrelated label")
  }
}
