// The reference's answer to `Solver.ambiguousVariables()`: a variable is ambiguous when its
// range over the optimal face (every level's total at its optimum) is not a point.

extension ReferenceSolver {
  /// The smallest and largest value of variable `j` over the optimal face, from the state
  /// after every level: the columns locked then (a positive reduced cost at some level)
  /// stay at 0, which is exactly keeping every level's total at its optimum. `nil` if the
  /// simplex did not terminate.
  func range(of j: Int) -> (low: Double, high: Double)? {
    var bounds: [Double] = []
    for sign in [1.0, -1.0] {
      // Minimise sign·x = sign·(x⁺ - x⁻) from the optimal basis, on a copy.
      var lp = self
      lp.unbounded = false
      var cost = [Double](repeating: 0, count: columnCount)
      cost[2 * j] = sign
      cost[2 * j + 1] = -sign
      if lp.minimize(cost, bounded: false) {
        // Recomputed only if it moved: the basis it started from is freshly computed.
        if lp.basis != basis { lp.refactor() }
        bounds.append(lp.variableValues()[j])
      } else if lp.unbounded {
        bounds.append(-sign * .infinity)
      } else {
        return nil
      }
    }
    return (bounds[0], bounds[1])
  }
}
