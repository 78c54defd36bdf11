/// Rows written afresh from the constraints, for the current basis (the representation's
/// ``_SolverRepresentation/rewriteRows(from:)``), when its simplex stops before a pivot
/// whose rounding only fresh rows can judge.
extension _SolverCore {
  /// Runs `step` (a simplex loop that stops before a small pivot on stale rows) until it
  /// finishes, refreshing the rows whenever it stops.
  func optimizeRefreshingRows(_ step: (inout Representation, Bool) -> Bool) {
    var left = Solver.refreshesPerCommit
    while !step(&state.representation, left > 0) {
      left -= 1
      refreshRows()
    }
  }

  /// Rewrites every row from the live constraints (``writtenBasis()``), solved for the
  /// current basic symbols where the rows allow it, then rebuilds the objective. Values
  /// change only by rounding; a variable is marked changed only if its value moved.
  /// - Complexity: that of adding every live constraint again (once, and only before a
  ///   small pivot, which coefficients of like magnitudes never produce).
  func refreshRows() {
    let written = writtenBasis()
    state.representation.rewriteRows(from: written)
    rebuildObjective()
  }
}

extension Solver {
  /// Refreshes at most this many times per commit (each refresh is followed by a pivot, so
  /// the bound only guards against a simplex that would not end anyway).
  static let refreshesPerCommit = 8
}
