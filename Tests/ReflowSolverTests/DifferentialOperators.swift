import ReflowSolver

// The differential test's constraints written with the DSL, as users write them (see
// DifferentialTests.swift): every other constraint of a script is built by one of three
// forms below, so that `*`, `/`, `+`, `-` (binary and prefix) on variables, expressions and
// numbers, the relations `==`, `<=`, `>=` with terms on both sides, and `~` all hand the
// solver a constraint whose terms and constant are exactly the script's.

extension Differential {
  /// `spec` written through the operators; which form depends on its id.
  static func byOperators(_ spec: ConstraintSpec, _ variables: [Variable]) -> Constraint {
    let terms = spec.terms.map { (variables[$0.variable], $0.coefficient) }
    let constraint: Constraint
    switch (spec.id / 2) % 3 {
    case 0: constraint = allOnTheLeft(terms, spec.constant, spec.relation)
    case 1: constraint = onBothSides(terms, spec.constant, spec.relation)
    default:
      let divisor: Double = spec.id % 4 == 1 ? 2 : 4
      constraint = byDivision(terms, spec.constant, spec.relation, divisor: divisor)
    }
    return constraint ~ spec.priority
  }

  /// `c·v` as written: `v` or `-v` for a unit coefficient, `c * v` or `v * c` otherwise.
  private static func product(_ v: Variable, _ c: Double, variableFirst: Bool) -> Expression {
    if c == 1 { return Expression(v) }
    if c == -1 { return -v }
    return variableFirst ? v * c : c * v
  }

  private static func relate(
    _ lhs: Expression, _ rhs: Expression, _ relation: Relation
  ) -> Constraint {
    switch relation {
    case .equal: return lhs == rhs
    case .lessThanOrEqual: return lhs <= rhs
    case .greaterThanOrEqual: return lhs >= rhs
    }
  }

  private static func relate(_ lhs: Expression, _ rhs: Double, _ relation: Relation) -> Constraint {
    switch relation {
    case .equal: return lhs == rhs
    case .lessThanOrEqual: return lhs <= rhs
    case .greaterThanOrEqual: return lhs >= rhs
    }
  }

  /// `2 * a + b * 3 - c <= -4`: every term on the left, the constant moved to the right.
  private static func allOnTheLeft(
    _ terms: [(Variable, Double)], _ constant: Double, _ relation: Relation
  ) -> Constraint {
    var lhs = product(terms[0].0, terms[0].1, variableFirst: false)
    for (k, (v, c)) in terms.enumerated().dropFirst() {
      lhs = lhs + product(v, c, variableFirst: k % 2 == 0)
    }
    return relate(lhs, -constant, relation)
  }

  /// `2 * a + 4 >= b * 3 + c`: positive terms (and a non-negative constant) on the left, the
  /// others negated on the right, so that the relation subtracts the right side.
  private static func onBothSides(
    _ terms: [(Variable, Double)], _ constant: Double, _ relation: Relation
  ) -> Constraint {
    // NaN coefficients count as positive: they stay on the left, as written.
    let left = terms.filter { !($0.1 < 0) }
    let right = terms.filter { $0.1 < 0 }.map { ($0.0, -$0.1) }
    func side(_ terms: [(Variable, Double)], _ constant: Double) -> Expression {
      guard let first = terms.first else { return Expression(constant) }
      var e = product(first.0, first.1, variableFirst: true)
      for (v, c) in terms.dropFirst() { e = c == 1 ? e + v : e + c * v }
      return constant == 0 ? e : e + constant
    }
    let leftConstant = constant < 0 ? 0 : constant
    let rightConstant = constant < 0 ? -constant : 0
    return relate(side(left, leftConstant), side(right, rightConstant), relation)
  }

  /// `(8 * a - 12 * b) / 4 - 4 == 0`: every coefficient multiplied by a power of two, the
  /// sum divided by it (both exact), negative terms subtracted, then the constant.
  private static func byDivision(
    _ terms: [(Variable, Double)], _ constant: Double, _ relation: Relation, divisor: Double
  ) -> Constraint {
    var sum = Expression()
    for (k, (v, c)) in terms.enumerated() {
      if k == 0 {
        sum = c == -1 ? -(divisor * v) : (c * divisor) * v
      } else if c < 0 {
        sum = sum - (-c * divisor) * v
      } else {
        sum = sum + v * (c * divisor)
      }
    }
    var expression = sum / divisor
    if constant < 0 {
      expression = expression - -constant
    } else {
      expression = expression + constant
    }
    return relate(expression, 0, relation)
  }

  /// Whether `constraint` says exactly what `spec` says: the same terms (as a multiset, bit
  /// for bit), constant and relation; the DSL must neither round nor reorder meaningfully.
  static func writesExactly(
    _ constraint: Constraint, _ spec: ConstraintSpec, _ variables: [Variable]
  ) -> Bool {
    func key(_ v: Variable, _ c: Double) -> String {
      "\(ObjectIdentifier(v)):\(c.isNaN ? "nan" : String(c.bitPattern))"
    }
    let built = constraint.expression.terms.map { key($0.variable, $0.coefficient) }.sorted()
    let wanted = spec.terms.map { key(variables[$0.variable], $0.coefficient) }.sorted()
    let constant = constraint.expression.constant
    let sameConstant = constant.isNaN ? spec.constant.isNaN : constant == spec.constant
    let relation: Relation = spec.relation
    return built == wanted && sameConstant && constraint.relation == relation
      && constraint.priority.rawValue.bitPattern == spec.priority.rawValue.bitPattern
  }
}
