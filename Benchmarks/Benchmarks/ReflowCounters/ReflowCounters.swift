// CI's regression guard: small workloads measured by counts only (allocations, and the
// solver's own counters), checked against the committed baselines in `Thresholds/`, so that a
// change that makes the solver or the layout do more work fails CI. Timings are not checked
// (they belong in the benchmark documents: CI machines are shared and noisy).
//
//   cd Benchmarks && swift package benchmark thresholds check --target ReflowCounters
//   cd Benchmarks && swift package --allow-writing-to-package-directory benchmark \
//     thresholds update --target ReflowCounters          # after a deliberate change
//
// Every metric here is deterministic (the same calls make the same allocations, pivots and
// rows, up to a few allocations): see `configuration(_:)`.
import Benchmark
import LayoutWorkloads
import ReflowLayout
import ReflowSolver
import ReflowTesting
import Workloads

/// The solver's counters, as package-benchmark metrics.
enum Counter: CaseIterable {
  case pivots, rowsTouched, cells

  var metric: BenchmarkMetric {
    switch self {
    case .pivots: .custom("pivots", polarity: .prefersSmaller, useScalingFactor: false)
    case .rowsTouched: .custom("rowstouched", polarity: .prefersSmaller, useScalingFactor: false)
    case .cells: .custom("tableaucells", polarity: .prefersSmaller, useScalingFactor: false)
    }
  }

  /// The work a phase did (`before` to `after`, or all of `after` for a solver made in the
  /// phase); for cells, the tableau's size after it.
  func value(_ before: Solver.Statistics?, _ after: Solver.Statistics) -> Int {
    switch self {
    case .pivots: after.pivots - (before?.pivots ?? 0)
    case .rowsTouched: after.rowsTouched - (before?.rowsTouched ?? 0)
    case .cells: after.cells
    }
  }
}

/// Records the counters of a phase.
func record(_ benchmark: Benchmark, _ before: Solver.Statistics?, _ after: Solver.Statistics) {
  for counter in Counter.allCases {
    benchmark.measurement(counter.metric, counter.value(before, after))
  }
}

/// How far the allocations may move before the check fails: they vary by a few from run to
/// run (measured: up to 5 on a few thousand), so a count under a thousand gets an absolute
/// slack, a larger one 1%; none at all where the promise is zero (a resolve).
enum Allocations {
  case none, few, many

  var thresholds: BenchmarkThresholds {
    switch self {
    case .none: .init(absolute: [.p90: 0])
    case .few: .init(absolute: [.p90: 8])
    case .many: .init(relative: [.p90: 1.0])
    }
  }
}

/// Counts only; a few iterations (each one's counters are the same): the counters must not
/// move at all.
func configuration(_ allocations: Allocations) -> Benchmark.Configuration {
  var thresholds: [BenchmarkMetric: BenchmarkThresholds] = [
    .mallocCountTotal: allocations.thresholds
  ]
  for counter in Counter.allCases { thresholds[counter.metric] = .init(absolute: [.p90: 0]) }
  return .init(
    metrics: [.mallocCountTotal] + Counter.allCases.map(\.metric), warmupIterations: 1,
    maxDuration: .seconds(10), maxIterations: 5, thresholds: thresholds)
}

/// `<workload>_<phase>` of the solver's workloads (`Sources/Workloads`), each iteration on a
/// new solver with the earlier phases run outside the measurement.
func registerSolver(_ workloadName: String, _ phase: String, _ allocations: Allocations) {
  final class Box: @unchecked Sendable { var runner: WorkloadRunner? }
  let box = Box()
  Benchmark("\(workloadName)_\(phase)", configuration: configuration(allocations)) {
    benchmark in
    do {
      if box.runner == nil {
        guard let workload = Generators.make(workloadName) else {
          throw WorkloadError("unknown workload \(workloadName)")
        }
        box.runner = try WorkloadRunner(workload)
      }
      let runner = box.runner!
      try runner.prepare(for: phase)
      let before = runner.solver.statistics
      benchmark.startMeasurement()
      try runner.runPhase(phase)
      benchmark.stopMeasurement()
      record(benchmark, before, runner.solver.statistics)
      blackHole(runner.checksum)
    } catch {
      benchmark.error("\(error)")
    }
  }
}

/// A change through the layout layer: `make` builds a screen outside the measurement (a new
/// one per iteration), `change` is measured; the counters are its window's solver's.
func registerLayout<Screen>(
  _ name: String, _ allocations: Allocations, make: @escaping () throws -> Screen,
  window: @escaping (Screen) -> Window, change: @escaping (Screen) throws -> Void
) {
  Benchmark(name, configuration: configuration(allocations)) { benchmark in
    do {
      let screen = try make()
      let before = window(screen).solverStatistics
      benchmark.startMeasurement()
      try change(screen)
      benchmark.stopMeasurement()
      record(benchmark, before, window(screen).solverStatistics)
    } catch {
      benchmark.error("\(error)")
    }
  }
}

/// A screen built in the measurement: its window's counters are the build's.
func registerLayoutBuild(_ name: String, make: @escaping () throws -> Window) {
  Benchmark(name, configuration: configuration(.many)) { benchmark in
    do {
      benchmark.startMeasurement()
      let window = try make()
      benchmark.stopMeasurement()
      record(benchmark, nil, window.solverStatistics)
    } catch {
      benchmark.error("\(error)")
    }
  }
}

let benchmarks: @Sendable () -> Void = {
  registerSolver("enaml", "build", .many)
  registerSolver("enaml", "resolve", .none)
  registerSolver("tree_100", "build", .many)
  registerSolver("tree_100", "rotate", .few)
  registerSolver("tree_100", "swap", .many)
  registerSolver("chain_100", "build", .many)
  registerSolver("flip_100", "flip_setpriority", .few)
  registerSolver("flip_100", "flip_removeadd", .many)
  registerSolver("stack_100", "build", .many)
  registerSolver("stack_100", "remove_forward", .many)
  registerSolver("stack_100", "remove_reverse", .few)

  // Through the layout layer: issue 15's column and nesting, workload 5's screen.
  registerLayoutBuild("column_100_build") { try StackedColumn(rows: 100).window }
  registerLayout(
    "column_100_rotate", .few, make: { try StackedColumn(rows: 100) }, window: \.window
  ) { try $0.rotate() }
  registerLayout(
    "column_100_remove", .many, make: { try StackedColumn(rows: 100) }, window: \.window
  ) { $0.removeScrollView() }
  registerLayout("nest_100_activate", .many, make: { try Nesting(depth: 100) }, window: \.window) {
    try $0.activate()
  }
  registerLayout(
    "nest_100_remove", .many,
    make: { () throws -> Nesting in
      let nesting = try Nesting(depth: 100)
      try nesting.activate()
      return nesting
    }, window: \.window
  ) { $0.removeTopView() }
  registerLayoutBuild("window_screen_build") { try ContainerScreen().window }
  registerLayout("window_screen_rotate", .few, make: { try ContainerScreen() }, window: \.window) {
    try $0.rotate()
    $0.window.layoutIfNeeded()
  }
}
