/// Explaining an unsatisfiable required constraint with a minimal conflicting set.
extension _SolverCore {
  /// The error for `constraint`, naming a minimal set of required constraints it conflicts
  /// with.
  ///
  /// `suspects` are the records whose symbols were left in the row that proved the conflict
  /// (a Farkas certificate: a combination of their rows that cannot be met). A deletion
  /// filter then shrinks them to a minimal set, testing each candidate in a scratch solver
  /// holding only the set. If the certificate does not reproduce (rounding), every required
  /// constraint is a suspect.
  func unsatisfiable(_ constraint: Constraint, suspects: [Int32]) -> SolverError {
    guard reportsConflicts else { return .unsatisfiableConstraint(constraint, conflicting: []) }
    var seen = Set<Int32>()
    var set: [_Record] = []
    for id in suspects where id >= 0 && Int(id) < state.records.count && !seen.contains(id) {
      seen.insert(id)
      let record = state.records[Int(id)]
      if record.isLive && record.isRequired && record.constraint !== constraint { set.append(record) }
    }
    set.sort { $0.serial < $1.serial }
    // The scratch solvers that judge the candidates keep this solver's representation, so
    // that a conflict is judged by the arithmetic that found it.
    let members = Solver.withRepresentation(solver.representation) {
      Solver.minimalConflict(of: constraint, suspects: set.map(\.constraint)) {
        state.records.filter { $0.isLive && $0.isRequired && $0.constraint !== constraint }
          .sorted { $0.serial < $1.serial }.map(\.constraint)
      }
    }
    return .unsatisfiableConstraint(constraint, conflicting: members)
  }
}

extension Solver {
  /// A minimal subset of `suspects` (required constraints in the order they were added)
  /// that `constraint` conflicts with, by a deletion filter; when the suspects do not
  /// reproduce the conflict (rounding), the filter starts from `allRequired()` instead.
  /// Shared with the revised simplex's tests, whose engine names its own suspects.
  static func minimalConflict(
    of constraint: Constraint, suspects: [Constraint], allRequired: () -> [Constraint]
  ) -> [Constraint] {
    var members = suspects
    if !isInfeasible(members, with: constraint) { members = allRequired() }
    var i = 0
    while i < members.count {
      var trial = members
      trial.remove(at: i)
      if Self.isInfeasible(trial, with: constraint) {
        members = trial
      } else {
        i += 1
      }
    }
    return members
  }

  /// Whether `constraint` (as required) cannot be added to a solver holding exactly
  /// `required` (as required constraints).
  static func isInfeasible(_ required: [Constraint], with constraint: Constraint) -> Bool {
    let scratch = Solver(reportsConflicts: false)
    do {
      for c in required { try scratch.add(c.withPriority(.required)) }
    } catch {
      return true
    }
    do {
      try scratch.add(constraint.withPriority(.required))
      return false
    } catch {
      return true
    }
  }
}
