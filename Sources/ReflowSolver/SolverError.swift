/// What went wrong in a ``Solver`` call. A call that throws has changed nothing at all.
public enum SolverError: Error, Sendable, CustomStringConvertible {
  /// The constraint (this very object) is already in the solver.
  case duplicateConstraint(Constraint)
  /// The constraint is not in the solver.
  case unknownConstraint(Constraint)
  /// A required constraint cannot hold together with the required constraints listed.
  ///
  /// `conflicting` is minimal: the new constraint is unsatisfiable with exactly those
  /// constraints, and becomes satisfiable when any one of them is left out. It is empty when
  /// the constraint cannot hold on its own (as `0 == 1`).
  case unsatisfiableConstraint(Constraint, conflicting: [Constraint])
  /// The variable is already an edit variable.
  case duplicateEditVariable(Variable)
  /// The variable is not an edit variable.
  case unknownEditVariable(Variable)
  /// An edit variable was asked for at required priority, which only non-required allow.
  case requiredEditVariable(Variable)
  /// A priority outside `1...1000`, or NaN.
  case invalidPriority(Float)
  /// A NaN or infinite number; the text says where.
  case nonFinite(String)

  /// The error in plain words, naming the constraints and variables involved.
  public var description: String {
    switch self {
    case .duplicateConstraint(let c):
      return "The constraint `\(c)` is already in the solver."
    case .unknownConstraint(let c):
      return "The constraint `\(c)` is not in the solver."
    case .unsatisfiableConstraint(let c, let conflicting):
      if conflicting.isEmpty {
        return "The required constraint `\(c)` can never hold."
      }
      let list = conflicting.map { "`\($0)`" }.joined(separator: ", ")
      return "The required constraint `\(c)` conflicts with \(list)"
        + " (all required); break one of them by lowering its priority or removing it."
    case .duplicateEditVariable(let v):
      return "`\(v)` is already an edit variable."
    case .unknownEditVariable(let v):
      return "`\(v)` is not an edit variable; add it with addEditVariable(_:priority:) first."
    case .requiredEditVariable(let v):
      return "The edit variable `\(v)` cannot be required; use a priority below 1000."
    case .invalidPriority(let p):
      return "The priority \(p) is not in 1...1000."
    case .nonFinite(let location):
      return "A number is NaN or infinite: \(location)."
    }
  }
}
