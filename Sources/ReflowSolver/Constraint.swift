/// How the two sides of a ``Constraint`` relate.
public enum Relation: Sendable, Hashable, CustomStringConvertible {
  /// `expression == 0`
  case equal
  /// `expression <= 0`
  case lessThanOrEqual
  /// `expression >= 0`
  case greaterThanOrEqual

  /// `==`, `<=` or `>=`.
  public var description: String {
    switch self {
    case .equal: return "=="
    case .lessThanOrEqual: return "<="
    case .greaterThanOrEqual: return ">="
    }
  }
}

/// A linear constraint `expression (== | <= | >=) 0` with a ``Priority``.
///
/// Build one with the DSL (`x + 10 <= y ~ .high`) or with
/// ``init(_:_:priority:name:)``. A constraint is an immutable object whose identity is what a
/// ``Solver`` adds and removes: two constraints with the same terms are two constraints.
/// ``Solver/setPriority(_:of:)`` changes the priority a solver uses for it, never the
/// ``priority`` it was made with.
public final class Constraint: Sendable, Hashable, CustomStringConvertible {
  /// The left-hand side of `expression relation 0`.
  public let expression: Expression
  /// The relation to zero.
  public let relation: Relation
  /// The priority the constraint was made with.
  public let priority: Priority
  /// An optional name, shown in descriptions and error messages.
  public let name: String?

  /// Creates the constraint `expression relation 0`.
  /// - Parameters:
  ///   - expression: The linear expression compared with zero.
  ///   - relation: `.equal`, `.lessThanOrEqual` or `.greaterThanOrEqual`.
  ///   - priority: `.required` (the default) or a lower priority in `1..<1000`.
  ///   - name: An optional name for messages.
  public init(
    _ expression: Expression, _ relation: Relation, priority: Priority = .required,
    name: String? = nil
  ) {
    self.expression = expression
    self.relation = relation
    self.priority = priority
    self.name = name
  }

  /// The same constraint (a new object) at another priority.
  public func withPriority(_ priority: Priority) -> Constraint {
    Constraint(expression, relation, priority: priority, name: name)
  }

  public static func == (lhs: Constraint, rhs: Constraint) -> Bool { lhs === rhs }
  public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }

  /// The constraint written as a person would, as in `x + 10 <= y (high)`: terms with a
  /// positive coefficient on the left, the others moved to the right.
  public var description: String {
    var left = Expression(), right = Expression()
    for term in expression.terms {
      if term.coefficient < 0 {
        right.terms.append(Term(term.variable, -term.coefficient))
      } else {
        left.terms.append(term)
      }
    }
    if expression.constant < 0 { right.constant = -expression.constant } else {
      left.constant = expression.constant
    }
    var text = "\(left) \(relation) \(right)"
    if !priority.isRequired { text += " (\(priority))" }
    if let name { text = "\(name): " + text }
    return text
  }
}

// MARK: - DSL

precedencegroup ConstraintPriorityPrecedence {
  associativity: left
  lowerThan: ComparisonPrecedence
  higherThan: AssignmentPrecedence
}

/// `constraint ~ priority`: the same constraint at another priority.
infix operator ~ : ConstraintPriorityPrecedence

extension Constraint {
  /// A new constraint equal to `constraint` but with `priority`; `constraint` is untouched.
  public static func ~ (constraint: Constraint, priority: Priority) -> Constraint {
    constraint.withPriority(priority)
  }
}

extension Expression {
  public static func == (lhs: Expression, rhs: Expression) -> Constraint {
    Constraint(lhs - rhs, .equal)
  }
  public static func <= (lhs: Expression, rhs: Expression) -> Constraint {
    Constraint(lhs - rhs, .lessThanOrEqual)
  }
  public static func >= (lhs: Expression, rhs: Expression) -> Constraint {
    Constraint(lhs - rhs, .greaterThanOrEqual)
  }
  public static func == (lhs: Expression, rhs: Variable) -> Constraint { lhs == Expression(rhs) }
  public static func <= (lhs: Expression, rhs: Variable) -> Constraint { lhs <= Expression(rhs) }
  public static func >= (lhs: Expression, rhs: Variable) -> Constraint { lhs >= Expression(rhs) }
  public static func == (lhs: Variable, rhs: Expression) -> Constraint { Expression(lhs) == rhs }
  public static func <= (lhs: Variable, rhs: Expression) -> Constraint { Expression(lhs) <= rhs }
  public static func >= (lhs: Variable, rhs: Expression) -> Constraint { Expression(lhs) >= rhs }
  public static func == (lhs: Expression, rhs: Double) -> Constraint { lhs == Expression(rhs) }
  public static func <= (lhs: Expression, rhs: Double) -> Constraint { lhs <= Expression(rhs) }
  public static func >= (lhs: Expression, rhs: Double) -> Constraint { lhs >= Expression(rhs) }
  public static func == (lhs: Double, rhs: Expression) -> Constraint { Expression(lhs) == rhs }
  public static func <= (lhs: Double, rhs: Expression) -> Constraint { Expression(lhs) <= rhs }
  public static func >= (lhs: Double, rhs: Expression) -> Constraint { Expression(lhs) >= rhs }
}

extension Variable {
  public static func == (lhs: Variable, rhs: Variable) -> Constraint {
    Expression(lhs) == Expression(rhs)
  }
  public static func <= (lhs: Variable, rhs: Variable) -> Constraint {
    Expression(lhs) <= Expression(rhs)
  }
  public static func >= (lhs: Variable, rhs: Variable) -> Constraint {
    Expression(lhs) >= Expression(rhs)
  }
  public static func == (lhs: Variable, rhs: Double) -> Constraint {
    Expression(lhs) == Expression(rhs)
  }
  public static func <= (lhs: Variable, rhs: Double) -> Constraint {
    Expression(lhs) <= Expression(rhs)
  }
  public static func >= (lhs: Variable, rhs: Double) -> Constraint {
    Expression(lhs) >= Expression(rhs)
  }
  public static func == (lhs: Double, rhs: Variable) -> Constraint {
    Expression(lhs) == Expression(rhs)
  }
  public static func <= (lhs: Double, rhs: Variable) -> Constraint {
    Expression(lhs) <= Expression(rhs)
  }
  public static func >= (lhs: Double, rhs: Variable) -> Constraint {
    Expression(lhs) >= Expression(rhs)
  }
}
