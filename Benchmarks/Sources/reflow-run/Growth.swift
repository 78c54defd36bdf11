// `reflow-run growth`: issue 15's growth tables, each size's time against the size before
// (10x the views must cost at most 12x the time), for the solver's chains and trees and the
// layout layer's column, nesting and tree build.
import Foundation
import LayoutWorkloads
import ReflowTesting
import Workloads

/// The phases of one kind of workload at `n`, each with its time in nanoseconds (one run:
/// the large sizes take long enough, and their ratios are what is read).
private func measure(_ kind: String, _ n: Int) throws -> [(phase: String, ns: Double)] {
  let clock = ContinuousClock()
  switch kind {
  case "chain", "tree":
    let runner = try WorkloadRunner(loadWorkload("\(kind)_\(n)"))
    return try runner.measure().map { ($0.name, Double($0.nanoseconds) / Double($0.rounds)) }
  case "column":
    var t = clock.now
    let column = try StackedColumn(rows: n)
    let build = nanoseconds(clock.now - t)
    t = clock.now
    try column.rotate()
    let rotate = nanoseconds(clock.now - t)
    t = clock.now
    column.removeScrollView()
    return [("build", build), ("rotate", rotate), ("remove", nanoseconds(clock.now - t))]
  case "nest":
    let nesting = try Nesting(depth: n)
    var t = clock.now
    try nesting.activate()
    let activation = nanoseconds(clock.now - t)
    t = clock.now
    nesting.removeTopView()
    return [("activate", activation), ("remove", nanoseconds(clock.now - t))]
  case "layout":
    let t = clock.now
    _ = try TreeScreen(views: n, switching: .sets)
    return [("build", nanoseconds(clock.now - t))]
  default:
    fail("growth: unknown kind \(kind) (chain, tree, column, nest, layout)")
  }
}

/// `reflow-run growth KIND [N...]`: KIND is chain, tree (the solver alone, `reflow-run run`'s
/// workloads), column, nest or layout (through ReflowLayout); sizes default to 1,000, 10,000
/// and 100,000. One line per size and phase, with the ratio to the size before.
func growthCommand(_ arguments: ArraySlice<String>) {
  guard let kind = arguments.first else { fail("growth needs a kind: chain, tree, column, nest, layout") }
  let sizes = arguments.count > 1 ? arguments.dropFirst().compactMap { Int($0) } : [1000, 10_000, 100_000]
  var previous: (n: Int, times: [String: Double])?
  for n in sizes {
    let phases: [(phase: String, ns: Double)]
    do { phases = try measure(kind, n) } catch { fail("\(kind) \(n): \(error)") }
    var times: [String: Double] = [:]
    for (phase, ns) in phases {
      times[phase] = ns
      var line = "GROWTH \(kind)_\(n) phase=\(phase) ms=\(String(format: "%.3f", ns / 1e6))"
      if let previous, let before = previous.times[phase], before > 0 {
        line += " x\(String(format: "%.1f", ns / before)) for x\(String(format: "%g", Double(n) / Double(previous.n))) the size"
      }
      print(line + " peak_rss_mb=\(String(format: "%.0f", peakResidentMB()))")
    }
    fflush(nil)
    previous = (n, times)
  }
}
