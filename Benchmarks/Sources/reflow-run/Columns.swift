// `reflow-run column` and `reflow-run nest`: issue 15's chains through the layout layer
// (workload 6 of Docs/performance.md, and views nested N deep), timed through the public API.
import Foundation
import ReflowTesting

/// Nanoseconds of a duration.
func nanoseconds(_ d: Duration) -> Double {
  Double(d.components.seconds) * 1e9 + Double(d.components.attoseconds) / 1e9
}

/// The process's peak resident memory so far, in MB (`ru_maxrss` is in KB on Linux, in
/// bytes on macOS).
func peakResidentMB() -> Double {
  var usage = rusage()
  #if os(Linux)
    getrusage(RUSAGE_SELF.rawValue, &usage)
    return Double(usage.ru_maxrss) / 1024
  #else
    getrusage(RUSAGE_SELF, &usage)
    return Double(usage.ru_maxrss) / (1024 * 1024)
  #endif
}

/// Splits `--rounds R` off the arguments; the rest are sizes.
func roundsAndSizes(_ arguments: ArraySlice<String>, rounds: Int, sizes: [Int]) -> (Int, [Int]) {
  var rounds = rounds
  var rest = Array(arguments)
  if let i = rest.firstIndex(of: "--rounds"), i + 1 < rest.count, let r = Int(rest[i + 1]) {
    rounds = r
    rest.removeSubrange(i...(i + 1))
  }
  return (rounds, rest.isEmpty ? sizes : rest.compactMap { Int($0) })
}

/// `reflow-run column [--rounds R] [N...]`: build, R rotations (median), removal of the
/// scroll view. `peak_rss_mb` is the process's peak so far: run one size per process to
/// read a size's own peak.
func columnCommand(_ arguments: ArraySlice<String>) {
  let (rounds, sizes) = roundsAndSizes(arguments, rounds: 10, sizes: [1000, 2000])
  let clock = ContinuousClock()
  for n in sizes {
    let start = clock.now
    let column: StackedColumn
    do { column = try StackedColumn(rows: n) } catch { fail("\(error)") }
    let build = nanoseconds(clock.now - start)
    let built = column.window.solverStatistics
    var times: [Double] = []
    for _ in 0..<rounds {
      let t = clock.now
      do { try column.rotate() } catch { fail("\(error)") }
      times.append(nanoseconds(clock.now - t))
    }
    let checksum = column.checksum
    let beforeRemoval = column.window.solverStatistics
    let t = clock.now
    column.removeScrollView()
    let removal = nanoseconds(clock.now - t)
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
  let clock = ContinuousClock()
  for n in sizes {
    let nesting: Nesting
    do { nesting = try Nesting(depth: n) } catch { fail("\(error)") }
    let start = clock.now
    do { try nesting.activate() } catch { fail("\(error)") }
    let activation = nanoseconds(clock.now - start)
    let checksum = nesting.checksum
    let built = nesting.window.solverStatistics
    let t = clock.now
    nesting.removeTopView()
    let removal = nanoseconds(clock.now - t)
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
