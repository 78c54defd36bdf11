@_spi(Representation) @testable import ReflowSolver

// What the tests of the factored engine read from a `Solver(representation: .factored)`:
// the engine itself (its counters, factors and invariants), the engine's row of an edit
// variable, and the constraints in force with the level each counts at.

extension Solver {
  /// The factored engine of a solver made with ``Representation/factored`` (a precondition
  /// failure on the tableau): read for its counters and state, or changed in place.
  var engine: _RevisedSimplex {
    get { core(_RevisedSimplex.self).state.representation }
    _modify {
      let core = core(_RevisedSimplex.self)
      yield &core.state.representation
    }
  }

  /// The engine's row of `variable`'s edit constraint, if it is an edit variable.
  func editRow(of variable: Variable) -> Int32? {
    let core = core(_RevisedSimplex.self)
    guard let edit = core.state.edits[ObjectIdentifier(variable)] else { return nil }
    return core.state.representation.row(of: edit.plus)
  }

  /// Where the engine's own state breaks its invariants, at rest (``_RevisedSimplex/
  /// invariantViolations(optimal:)``: `B x_B = b` row by row, bounds, reduced costs, none
  /// improving).
  var engineViolations: [String] {
    core(_RevisedSimplex.self).state.representation.invariantViolations(optimal: true)
  }

  /// Every constraint in force (edit constraints not included) with the priority it counts
  /// at (nil while switched off), and whether it counts as required.
  var liveConstraints: [(constraint: Constraint, level: Float?, required: Bool)] {
    constraints.map { c in
      let on = isEnabled(c) ?? false
      let priority = self.priority(of: c)!
      return (c, on ? priority.rawValue : nil, on && priority.isRequired)
    }
  }
}
