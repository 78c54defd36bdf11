// `reflow-run column` and `reflow-run nest`: issue 15's chains through the layout layer
// (workload 6 of Docs/performance.md, and views nested N deep), timed through the public API.
import Foundation
import ReflowTesting

/// `reflow-run column [--rounds R] [N...]`: build, R rotations (median), removal of the
/// scroll view. `peak_rss_mb` is the process's peak so far: run one size per process to
/// read a size's own peak.
func columnCommand(_ arguments: ArraySlice<String>) {
  let (rounds, sizes) = roundsAndSizes(arguments, rounds: 10, sizes: [1000, 2000])
  for n in sizes {
    let (column, build) = timed { try StackedColumn(rows: n) }
    let built = column.window.solverStatistics
    let times = timedRounds(rounds) { try column.rotate() }
    let checksum = column.checksum
    let beforeRemoval = column.window.solverStatistics
    let removal = timed { column.removeScrollView() }.ns
    let removed = column.window.solverStatistics
    print(
      "RESULT column_\(n) build_ms=\(String(format: "%.2f", build / 1e6))"
        + " rotate_median_ns=\(Int(median(times))) min_ns=\(Int(times.min()!))"
        + " max_ns=\(Int(times.max()!)) rounds=\(rounds)"
        + " remove_ms=\(String(format: "%.2f", removal / 1e6))"
        + " peak_rss_mb=\(String(format: "%.0f", peakResidentMB())) checksum=\(checksum)")
    print(
      "SOLVER column_\(n) rows=\(built.rows) cells=\(built.cells) build_pivots=\(built.pivots)"
        + " build_rows_touched=\(built.rowsTouched)"
        + " remove_pivots=\(removed.pivots - beforeRemoval.pivots)"
        + " remove_rows_touched=\(removed.rowsTouched - beforeRemoval.rowsTouched)")
    fflush(nil)
  }
}

/// `reflow-run nest [N...]`: activation of a nesting N deep, then removal of its top view.
func nestCommand(_ arguments: ArraySlice<String>) {
  let (_, sizes) = roundsAndSizes(arguments, rounds: 1, sizes: [500, 1000])
  for n in sizes {
    let nesting: Nesting
    do { nesting = try Nesting(depth: n) } catch { fail("\(error)") }
    let activation = timed { try nesting.activate() }.ns
    let checksum = nesting.checksum
    let built = nesting.window.solverStatistics
    let removal = timed { nesting.removeTopView() }.ns
    let removed = nesting.window.solverStatistics
    print(
      "RESULT nest_\(n) activate_ms=\(String(format: "%.2f", activation / 1e6))"
        + " remove_ms=\(String(format: "%.2f", removal / 1e6))"
        + " peak_rss_mb=\(String(format: "%.0f", peakResidentMB())) checksum=\(checksum)")
    print(
      "SOLVER nest_\(n) rows=\(built.rows) cells=\(built.cells) activate_pivots=\(built.pivots)"
        + " activate_rows_touched=\(built.rowsTouched)"
        + " remove_pivots=\(removed.pivots - built.pivots)"
        + " remove_rows_touched=\(removed.rowsTouched - built.rowsTouched)")
    fflush(nil)
  }
}
