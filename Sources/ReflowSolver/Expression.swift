/// One term of a linear expression: `coefficient x variable`.
public struct Term: Sendable, CustomStringConvertible {
  /// The variable.
  public var variable: Variable
  /// The factor the variable is multiplied by.
  public var coefficient: Double

  /// Creates the term `coefficient x variable`.
  public init(_ variable: Variable, _ coefficient: Double = 1) {
    self.variable = variable
    self.coefficient = coefficient
  }

  public var description: String {
    coefficient == 1 ? variable.description : "\(_format(coefficient))·\(variable)"
  }
}

/// A linear expression `sum(coefficient x variable) + constant`.
///
/// Build one with the operators (`2 * x + y - 10`) or programmatically with
/// ``init(terms:constant:)``. A variable may appear in several terms; the solver adds them up.
public struct Expression: Sendable, CustomStringConvertible {
  /// The terms, in the order they were written.
  public var terms: [Term]
  /// The constant part.
  public var constant: Double

  /// Creates `sum(terms) + constant`.
  public init(terms: [Term] = [], constant: Double = 0) {
    self.terms = terms
    self.constant = constant
  }

  /// Creates the expression `1 x variable`.
  public init(_ variable: Variable) {
    self.terms = [Term(variable)]
    self.constant = 0
  }

  /// Creates the constant expression `constant`.
  public init(_ constant: Double) {
    self.terms = []
    self.constant = constant
  }

  /// The expression with every coefficient and the constant multiplied by `factor`.
  public func scaled(by factor: Double) -> Expression {
    Expression(
      terms: terms.map { Term($0.variable, $0.coefficient * factor) }, constant: constant * factor)
  }

  /// The value of the expression given a value for each variable.
  /// - Complexity: O(number of terms).
  public func evaluate(_ value: (Variable) -> Double) -> Double {
    var sum = constant
    for term in terms { sum += term.coefficient * value(term.variable) }
    return sum
  }

  /// The expression written out, as in `2·x + y - 10`.
  public var description: String {
    var parts = ""
    for term in terms {
      let c = term.coefficient
      let body = abs(c) == 1 ? term.variable.description : "\(_format(abs(c)))·\(term.variable)"
      if parts.isEmpty {
        parts = c < 0 ? "-" + body : body
      } else {
        parts += c < 0 ? " - " + body : " + " + body
      }
    }
    if parts.isEmpty { return _format(constant) }
    if constant != 0 { parts += constant < 0 ? " - \(_format(-constant))" : " + \(_format(constant))" }
    return parts
  }
}

/// A number as a person writes it: `8`, not `8.0`; `0.33`, not `0.33000000000000002`.
func _format(_ value: Double) -> String {
  if abs(value) < 1e15, Double(Int64(value)) == value { return String(Int64(value)) }
  return String(value)
}

// MARK: - Operators
// Concrete overloads only (no generic protocol chains) so that long DSL expressions
// type-check quickly.

extension Expression {
  public static func + (lhs: Expression, rhs: Expression) -> Expression {
    Expression(terms: lhs.terms + rhs.terms, constant: lhs.constant + rhs.constant)
  }
  public static func + (lhs: Expression, rhs: Variable) -> Expression {
    Expression(terms: lhs.terms + [Term(rhs)], constant: lhs.constant)
  }
  public static func + (lhs: Variable, rhs: Expression) -> Expression {
    Expression(terms: [Term(lhs)] + rhs.terms, constant: rhs.constant)
  }
  public static func + (lhs: Expression, rhs: Double) -> Expression {
    Expression(terms: lhs.terms, constant: lhs.constant + rhs)
  }
  public static func + (lhs: Double, rhs: Expression) -> Expression {
    Expression(terms: rhs.terms, constant: lhs + rhs.constant)
  }
  public static func - (lhs: Expression, rhs: Expression) -> Expression {
    lhs + rhs.scaled(by: -1)
  }
  public static func - (lhs: Expression, rhs: Variable) -> Expression {
    Expression(terms: lhs.terms + [Term(rhs, -1)], constant: lhs.constant)
  }
  public static func - (lhs: Variable, rhs: Expression) -> Expression {
    Expression(lhs) - rhs
  }
  public static func - (lhs: Expression, rhs: Double) -> Expression {
    Expression(terms: lhs.terms, constant: lhs.constant - rhs)
  }
  public static func - (lhs: Double, rhs: Expression) -> Expression {
    Expression(lhs) - rhs
  }
  public static func * (lhs: Expression, rhs: Double) -> Expression { lhs.scaled(by: rhs) }
  public static func * (lhs: Double, rhs: Expression) -> Expression { rhs.scaled(by: lhs) }
  public static func / (lhs: Expression, rhs: Double) -> Expression { lhs.scaled(by: 1 / rhs) }
  public static prefix func - (operand: Expression) -> Expression { operand.scaled(by: -1) }
}

extension Variable {
  public static func + (lhs: Variable, rhs: Variable) -> Expression {
    Expression(terms: [Term(lhs), Term(rhs)])
  }
  public static func + (lhs: Variable, rhs: Double) -> Expression {
    Expression(terms: [Term(lhs)], constant: rhs)
  }
  public static func + (lhs: Double, rhs: Variable) -> Expression {
    Expression(terms: [Term(rhs)], constant: lhs)
  }
  public static func - (lhs: Variable, rhs: Variable) -> Expression {
    Expression(terms: [Term(lhs), Term(rhs, -1)])
  }
  public static func - (lhs: Variable, rhs: Double) -> Expression {
    Expression(terms: [Term(lhs)], constant: -rhs)
  }
  public static func - (lhs: Double, rhs: Variable) -> Expression {
    Expression(terms: [Term(rhs, -1)], constant: lhs)
  }
  public static func * (lhs: Variable, rhs: Double) -> Expression {
    Expression(terms: [Term(lhs, rhs)])
  }
  public static func * (lhs: Double, rhs: Variable) -> Expression {
    Expression(terms: [Term(rhs, lhs)])
  }
  public static func / (lhs: Variable, rhs: Double) -> Expression {
    Expression(terms: [Term(lhs, 1 / rhs)])
  }
  public static prefix func - (operand: Variable) -> Expression {
    Expression(terms: [Term(operand, -1)])
  }
}
