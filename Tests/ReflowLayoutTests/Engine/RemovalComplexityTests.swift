@testable import ReflowLayout
@_spi(Representation) import ReflowSolver
import ReflowTesting
import Testing

/// Taking a subtree out of its window costs its own constraints, once: one transaction and
/// one solver call for all of them (issue 15), where each item's own constraints used to
/// leave in a transaction of their own, in the order they were added.
@Suite("Removing a subtree, by operation counts")
struct RemovalComplexityTests {
  /// A scroll view whose content stacks `count` rows with intrinsic heights: issue 15's
  /// column (`StackedColumn`).
  private func column(rows count: Int) throws -> (Window, ScrollView) {
    let window = Device.iPhone16.window()
    return (window, try StackedColumn(rows: count, in: window).scroll)
  }

  @Test("Removing a column rewrites the same rows whatever its length; its pivots grow linearly")
  func columnRemoval() throws {
    var touched: [Int] = []
    var pivots: [Int] = []
    var rowsLeft: [Int] = []
    var removed: [Int] = []
    var factored = false
    for count in [50, 200] {
      let (window, scroll) = try column(rows: count)
      let before = window.solverStatistics
      scroll.removeFromSuperview()
      window.layoutIfNeeded()
      let after = window.solverStatistics
      touched.append(after.rowsTouched - before.rowsTouched)
      pivots.append(after.pivots - before.pivots)
      rowsLeft.append(after.rows)
      removed.append(after.removals - before.removals)
      factored = window.engine.solver.representation == .factored
      #expect(scroll.window == nil)
      try assertRequiredConstraintsHold(window)
    }
    // One transaction per row took the rows' intrinsic sizes out oldest first, each
    // rewriting the rows of the later ones: 54 and 204 rows rewritten.
    if factored {
      // The engine rewrites no row: its rows touched are basic values moved, here by the
      // refactorisations that compact the removed rows once half are dead, each solving
      // the live values afresh (geometric: 250 and 997 for 266 and 1,016 constraints
      // removed, with 4 pivots each). Linear in what leaves, nothing per row that stays.
      #expect(pivots[0] == pivots[1], "pivots for 50 and 200 rows: \(pivots)")
      for i in removed.indices {
        #expect(touched[i] <= 2 * removed[i], "values moved: \(touched), removed: \(removed)")
      }
    } else {
      #expect(touched[0] == touched[1], "rows rewritten for 50 and 200 rows: \(touched)")
    }
    #expect(pivots[1] - pivots[0] <= 4 * 150, "pivots for 50 and 200 rows: \(pivots)")
    #expect(rowsLeft[0] == rowsLeft[1], "the window's own rows are all that is left")
  }
}
