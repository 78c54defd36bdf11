extension _SolverCore {
  /// Recomputes every cost of the objective from the rows: each switched-on error at its
  /// level, through its row when it is basic. Costs kept up to date pivot by pivot carry
  /// the rounding of every update; with coefficients of mixed magnitudes a cost can come out
  /// of a cancellation between large terms, so a fresh sum of a few terms is the better one.
  /// - Complexity: O(symbols + cells of the errors' rows).
  func rebuildObjective() {
    state.representation.clearCosts()
    for record in state.records where record.isLive && record.disabledPriority == nil {
      for e in record.errorSymbols {
        moveCost(of: e, weight: record.weight, from: nil, to: record.costLevel)
      }
    }
  }
}
