import ReflowSolver
import Testing

// The DSL and the value types: what `2 * x + y - 10`, `x + 10 <= y ~ .high` and
// `Priority(750)` build, and how they read.

/// The two variables every case is written over.
private let x = Variable("x")
private let y = Variable("y")

/// Whether `expression` is exactly `sum(terms) + constant`, term by term in order, with
/// variables compared by identity.
private func hasTerms(
  _ expression: Expression, _ expected: [(Variable, Double)], constant: Double
) -> Bool {
  expression.terms.count == expected.count
    && zip(expression.terms, expected).allSatisfy { term, want in
      term.variable === want.0 && term.coefficient == want.1
    }
    && expression.constant == constant
}

/// `expression` written as `coefficient·name` pairs, for failure messages.
private func spelled(_ expression: Expression) -> String {
  expression.terms.map { "\($0.coefficient)·\($0.variable.name)" }.joined(separator: " ")
    + " const \(expression.constant)"
}

// MARK: - Cases

struct ExpressionCase: Sendable, CustomTestStringConvertible {
  let text: String
  let build: @Sendable () -> Expression
  /// (0 for x, 1 for y; coefficient), in the order the terms should come.
  let terms: [(Int, Double)]
  let constant: Double
  var testDescription: String { text }
}

private let expressionCases: [ExpressionCase] = [
  ExpressionCase(
    text: "2 * x + y - 10", build: { 2 * x + y - 10 }, terms: [(0, 2), (1, 1)],
    constant: -10),
  ExpressionCase(text: "x + y", build: { x + y }, terms: [(0, 1), (1, 1)], constant: 0),
  ExpressionCase(text: "x - y", build: { x - y }, terms: [(0, 1), (1, -1)], constant: 0),
  ExpressionCase(text: "x * 3 - 4", build: { x * 3 - 4 }, terms: [(0, 3)], constant: -4),
  ExpressionCase(text: "x / 4", build: { x / 4 }, terms: [(0, 0.25)], constant: 0),
  ExpressionCase(text: "-x + 5", build: { -x + 5 }, terms: [(0, -1)], constant: 5),
  ExpressionCase(text: "10 - x", build: { 10 - x }, terms: [(0, -1)], constant: 10),
  ExpressionCase(text: "5 + x", build: { 5 + x }, terms: [(0, 1)], constant: 5),
  // (x + 2) * 3 = 3x + 6: the constant is scaled too.
  ExpressionCase(text: "(x + 2) * 3", build: { (x + 2) * 3 }, terms: [(0, 3)], constant: 6),
  ExpressionCase(
    text: "(x + y) / 2", build: { (x + y) / 2 }, terms: [(0, 0.5), (1, 0.5)],
    constant: 0),
  ExpressionCase(text: "-(x - y)", build: { -(x - y) }, terms: [(0, -1), (1, 1)], constant: 0),
  // 2 * (x - 1) + 3 * y = 2x - 2 + 3y.
  ExpressionCase(
    text: "2 * (x - 1) + 3 * y", build: { 2 * (x - 1) + 3 * y },
    terms: [(0, 2), (1, 3)], constant: -2),
  // A variable written twice stays two terms; the solver adds them up.
  ExpressionCase(text: "x + x", build: { x + x }, terms: [(0, 1), (0, 1)], constant: 0),
  ExpressionCase(
    text: "Expression(terms:constant:)",
    build: { Expression(terms: [Term(x, 2), Term(y, 1)], constant: -10) },
    terms: [(0, 2), (1, 1)], constant: -10),
  ExpressionCase(text: "Expression(x)", build: { Expression(x) }, terms: [(0, 1)], constant: 0),
  ExpressionCase(text: "Expression(7)", build: { Expression(7) }, terms: [], constant: 7),
]

struct RelationCase: Sendable, CustomTestStringConvertible {
  let text: String
  let build: @Sendable () -> Constraint
  let relation: Relation
  /// The expression compared with zero: `lhs - rhs`.
  let terms: [(Int, Double)]
  let constant: Double
  var testDescription: String { text }
}

private let relationCases: [RelationCase] = [
  // x + 10 <= y  means  x + 10 - y <= 0.
  RelationCase(
    text: "x + 10 <= y", build: { x + 10 <= y }, relation: .lessThanOrEqual,
    terms: [(0, 1), (1, -1)], constant: 10),
  RelationCase(
    text: "x >= 5", build: { x >= 5 }, relation: .greaterThanOrEqual,
    terms: [(0, 1)], constant: -5),
  RelationCase(
    text: "x == y", build: { x == y }, relation: .equal, terms: [(0, 1), (1, -1)],
    constant: 0),
  // 10 == x  means  10 - x == 0.
  RelationCase(
    text: "10 == x", build: { 10 == x }, relation: .equal, terms: [(0, -1)],
    constant: 10),
  // 2x <= y + 1  means  2x - y - 1 <= 0.
  RelationCase(
    text: "2 * x <= y + 1", build: { 2 * x <= y + 1 }, relation: .lessThanOrEqual,
    terms: [(0, 2), (1, -1)], constant: -1),
  // x >= 0.5y - 3  means  x - 0.5y + 3 >= 0.
  RelationCase(
    text: "x >= y * 0.5 - 3", build: { x >= y * 0.5 - 3 },
    relation: .greaterThanOrEqual, terms: [(0, 1), (1, -0.5)], constant: 3),
  RelationCase(
    text: "0 <= x", build: { 0 <= x }, relation: .lessThanOrEqual, terms: [(0, -1)],
    constant: 0),
  RelationCase(
    text: "x + y == 2 * x", build: { x + y == 2 * x }, relation: .equal,
    terms: [(0, 1), (1, 1), (0, -2)], constant: 0),
]

struct DescriptionCase: Sendable, CustomTestStringConvertible {
  let build: @Sendable () -> Constraint
  let text: String
  var testDescription: String { text }
}

private let descriptionCases: [DescriptionCase] = [
  DescriptionCase(build: { x + 10 <= y ~ .high }, text: "x + 10 <= y (high)"),
  DescriptionCase(build: { x == y }, text: "x == y"),
  DescriptionCase(build: { 2 * x >= 5 }, text: "2·x >= 5"),
  DescriptionCase(build: { x <= 0 }, text: "x <= 0"),
  DescriptionCase(build: { x == 0.33 * y }, text: "x == 0.33·y"),
  // x + y - (2y - 8) = x + y - 2y + 8: positive terms and constant left, the rest right.
  DescriptionCase(build: { x + y == 2 * y - 8 ~ .low }, text: "x + y + 8 == 2·y (low)"),
  DescriptionCase(build: { x >= 5 ~ 251 }, text: "x >= 5 (251)"),
  DescriptionCase(build: { x >= 5 ~ .fittingSize }, text: "x >= 5 (fittingSize)"),
  // -x + 3 <= 0 reads with x moved to the right.
  DescriptionCase(build: { -x <= -3 }, text: "3 <= x"),
  DescriptionCase(build: { Constraint(Expression(1), .equal) }, text: "1 == 0"),
  DescriptionCase(
    build: { Constraint(x - y, .equal, priority: .low, name: "gap") }, text: "gap: x == y (low)"),
]

// MARK: - Suites

@Suite("Expressions, constraints and priorities")
struct ExpressionTests {
  @Test("Arithmetic on variables builds the terms and constant written", arguments: expressionCases)
  func arithmetic(_ testCase: ExpressionCase) {
    let expression = testCase.build()
    let expected = testCase.terms.map { ($0.0 == 0 ? x : y, $0.1) }
    #expect(
      hasTerms(expression, expected, constant: testCase.constant),
      "\(testCase.text) should be terms \(testCase.terms) + \(testCase.constant), is \(spelled(expression))"
    )
  }

  @Test("Comparisons build `lhs - rhs relation 0`, required, unnamed", arguments: relationCases)
  func comparisons(_ testCase: RelationCase) {
    let constraint: Constraint = testCase.build()
    let expected = testCase.terms.map { ($0.0 == 0 ? x : y, $0.1) }
    #expect(
      constraint.relation == testCase.relation, "\(testCase.text) should be \(testCase.relation)")
    #expect(
      hasTerms(constraint.expression, expected, constant: testCase.constant),
      "\(testCase.text) should compare \(testCase.terms) + \(testCase.constant) with 0, compares \(spelled(constraint.expression))"
    )
    #expect(constraint.priority == .required, "a constraint without `~` should be required")
    #expect(constraint.name == nil, "a DSL constraint should have no name")
  }

  @Test("`==` between two variables is a constraint, and each call a new object")
  func equalityIsAConstraint() {
    let first: Constraint = x == y
    let second: Constraint = x == y
    #expect(first !== second, "two `x == y` should be two constraint objects")
    #expect(first != second, "constraints should be equal only by identity")
    #expect(first == first, "a constraint should equal itself")
    #expect(Set([first, second, first]).count == 2, "hashing should follow identity")
  }

  @Test("`~` returns a new constraint with the priority and leaves the original alone")
  func tildeMakesANewConstraint() {
    let base = Constraint(x + 10 - y, .lessThanOrEqual, name: "gap")
    let high = base ~ .high
    #expect(high !== base, "`~` should return a new object")
    #expect(base.priority == .required, "the original should keep its priority")
    #expect(high.priority == .high, "the new constraint should have the priority after `~`")
    #expect(high.relation == base.relation, "`~` should keep the relation")
    #expect(
      hasTerms(high.expression, [(x, 1), (y, -1)], constant: 10),
      "`~` should keep the expression, got \(spelled(high.expression))")
    #expect(high.name == "gap", "`~` should keep the name")
    let viaMethod = base.withPriority(.low)
    #expect(viaMethod !== base && viaMethod.priority == .low, "withPriority should match `~`")
  }

  @Test("`~` binds looser than comparison, associates left, and takes literals")
  func tildePrecedence() {
    let c = x + 10 <= y ~ .high
    #expect(c.relation == .lessThanOrEqual && c.priority == .high, "x + 10 <= y ~ .high")
    #expect(hasTerms(c.expression, [(x, 1), (y, -1)], constant: 10), "x + 10 - y <= 0")
    let twice = x == 1 ~ .low ~ .high
    #expect(twice.priority == .high, "the last `~` should win")
    let integer = x == 1 ~ 750
    #expect(integer.priority == .high, "`~ 750` should be .high")
    let fraction = x == 1 ~ 749.5
    #expect(fraction.priority.rawValue == 749.5, "`~ 749.5` should keep the fraction")
  }

  @Test("`~` on a constraint in a solver changes nothing in the solver")
  func tildeDoesNotTouchAnAddedConstraint() throws {
    let solver = Solver()
    let v = Variable("v")
    let pinned = v == 10
    try solver.add(pinned)
    let weaker = pinned ~ .low
    // If the solver saw `pinned` as low, this medium pull would win and move v to 20.
    try solver.add(v == 20 ~ .medium)
    #expect(solver.priority(of: pinned) == .required, "the solver should still hold it required")
    #expect(!solver.contains(weaker), "the constraint made by `~` should not be in the solver")
    #expect(
      solver.value(of: v) == 10, "the required v == 10 should still win over v == 20 (medium)")
  }

  @Test("Constraint descriptions read like the constraint written", arguments: descriptionCases)
  func constraintDescription(_ testCase: DescriptionCase) {
    let text = testCase.build().description
    #expect(text == testCase.text, "should read `\(testCase.text)`, reads `\(text)`")
  }

  @Test("Expression, term and variable descriptions")
  func otherDescriptions() {
    #expect((2 * x + y - 10).description == "2·x + y - 10", "2 * x + y - 10")
    #expect((-x + 5).description == "-x + 5", "-x + 5")
    #expect((x - 0.5 * y).description == "x - 0.5·y", "x - 0.5 * y")
    #expect(Expression().description == "0", "the empty expression should read 0")
    #expect(Expression(8).description == "8", "a whole number should read without `.0`")
    #expect(Term(x).description == "x", "a unit term should be the variable's name")
    #expect(Term(x, 2).description == "2·x", "a term should show its coefficient")
    #expect(Variable("left").description == "left", "a variable should read as its name")
    #expect(Variable().description == "<unnamed>", "an unnamed variable should say so")
  }

  @Test("Expression.evaluate sums the terms and the constant")
  func evaluate() {
    let e = 2 * x + y - 10 + x
    // 2·3 + 4 - 10 + 3 = 3.
    let value = e.evaluate { $0 === x ? 3 : 4 }
    #expect(value == 3, "2·3 + 4 - 10 + 3 should be 3, is \(value)")
  }

  @Test("Two variables with the same name are two unknowns")
  func sameNameDistinctVariables() throws {
    let a = Variable("x")
    let b = Variable("x")
    let solver = Solver()
    try solver.add(a == 1)
    try solver.add(b == 2)
    #expect(solver.value(of: a) == 1 && solver.value(of: b) == 2, "each x keeps its own value")
  }
}

@Suite("Priority values")
struct PriorityValueTests {
  @Test(
    "Named levels have UIKit's values",
    arguments: [
      (Priority.required, Float(1000)), (.high, 750), (.medium, 500), (.low, 250),
      (.fittingSize, 50),
    ])
  func namedLevels(_ priority: Priority, _ value: Float) {
    #expect(priority.rawValue == value, "\(priority) should be \(value)")
  }

  @Test("Literals, initialisers and arithmetic")
  func literalsAndArithmetic() {
    let integer: Priority = 750
    let fraction: Priority = 749.5
    #expect(integer == .high, "the literal 750 should be .high")
    #expect(fraction.rawValue == 749.5, "the literal 749.5 should keep its fraction")
    #expect(Priority(rawValue: 300) == Priority(300), "both initialisers should agree")
    #expect((Priority.required - 1).rawValue == 999, ".required - 1 should be 999")
    #expect((Priority.high + 1).rawValue == 751, ".high + 1 should be 751")
    #expect(
      Priority.low < Priority.medium && Priority.medium < Priority.high
        && Priority.high < Priority.required,
      "the named levels should be ordered low < medium < high < required")
    #expect(
      [Priority.high, .fittingSize, .required, .low].sorted()
        == [.fittingSize, .low, .high, .required],
      "priorities should sort by value")
  }

  @Test(
    "Validity is exactly 1...1000",
    arguments: [
      (Priority(1), true), (50, true), (250, true), (749.5, true), (999, true), (1000, true),
      (0, false), (0.5, false), (-5, false), (1001, false), (1000.5, false),
      (Priority(.nan), false), (Priority(.infinity), false), (Priority(-.infinity), false),
    ])
  func validity(_ priority: Priority, _ valid: Bool) {
    #expect(
      priority.isValid == valid, "\(priority.rawValue) should be \(valid ? "valid" : "invalid")")
  }

  @Test("Only 1000 is required", arguments: [(Priority(1000), true), (999, false), (1001, false)])
  func required(_ priority: Priority, _ isRequired: Bool) {
    #expect(priority.isRequired == isRequired, "\(priority.rawValue) required: \(isRequired)")
  }

  @Test(
    "Descriptions name the levels and print other numbers",
    arguments: [
      (Priority.required, "required"), (.high, "high"), (.medium, "medium"), (.low, "low"),
      (.fittingSize, "fittingSize"), (999, "999"), (749.5, "749.5"), (1, "1"),
    ])
  func description(_ priority: Priority, _ text: String) {
    #expect(priority.description == text, "\(priority.rawValue) should read `\(text)`")
  }
}
