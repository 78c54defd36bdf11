import ReflowSolver

// For scripts too large for the dense reference (hundreds of stacked items, nestings
// hundreds deep): after every step, the solver that went through the script's calls is
// compared with a fresh solver given the constraints and edits in force in one go. The
// incremental paths (rows filled along chains, removals in the order of addition,
// switches, transactions) must reach what building from scratch reaches: the same total
// at every level, and the same ambiguous variables.

extension Differential.Runner {
  /// (d) and (f) against a fresh solver, in place of the reference.
  func checkAgainstFresh() {
    let fresh = Solver()
    let active = model.active.keys.sorted()
    var built: [Constraint] = []
    for id in active {
      let c = constraints[id]
      built.append(Constraint(c.expression, c.relation, priority: model.added[id]!))
    }
    do {
      try fresh.add(built)
      for v in model.edits.keys.sorted() {
        let edit = model.edits[v]!
        try fresh.addEditVariable(variables[v], priority: edit.priority)
        try fresh.suggestValue(edit.value, for: variables[v])
      }
    } catch {
      fail(.reference, "a fresh solver refused the constraints in force: \(error)")
      return
    }
    let values = variables.map { solver.value(of: $0) }
    let freshValues = variables.map { fresh.value(of: $0) }
    let rows = rows(model)
    var totals: [Float: (incremental: Double, fresh: Double, terms: Double)] = [:]
    for r in rows {
      let violation = r.violation(values)
      if r.priority == nil {
        if violation > 1e-6 * (1 + Self.magnitude(r, values)) {
          fail(.required, "a required row is violated by \(violation)")
          return
        }
        continue
      }
      var t = totals[r.priority!, default: (0, 0, 0)]
      t.incremental += violation
      t.fresh += r.violation(freshValues)
      t.terms += Self.magnitude(r, freshValues)
      totals[r.priority!] = t
    }
    for (p, t) in totals.sorted(by: { $0.key > $1.key })
    where abs(t.incremental - t.fresh) > Differential.totalTolerance * max(1, t.terms) {
      fail(
        .optimality,
        "at @\(p) the solver's total is \(t.incremental), a fresh solver's \(t.fresh) "
          + "(terms \(t.terms))")
      return
    }
    let listed = Set(solver.ambiguousVariables().map(ObjectIdentifier.init))
    let freshListed = Set(fresh.ambiguousVariables().map(ObjectIdentifier.init))
    for (j, variable) in variables.enumerated()
    where rows.contains(where: { $0.coefficients[j] != 0 }) {
      let id = ObjectIdentifier(variable)
      if listed.contains(id) != freshListed.contains(id) {
        fail(
          .ambiguity,
          "ambiguousVariables() \(listed.contains(id) ? "lists" : "omits") \(variable), a "
            + "fresh solver's \(freshListed.contains(id) ? "lists" : "omits") it")
        return
      }
      if listed.contains(id) { statistics.ambiguous += 1 }
    }
    statistics.ambiguityChecks += 1
  }
}
