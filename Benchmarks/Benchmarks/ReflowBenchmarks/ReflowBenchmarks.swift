// The package-benchmark suite of Reflow: one benchmark per workload phase of
// Docs/performance.md ("Targets and anchors"), the workloads generated in-process by the
// Workloads library (the same generators as the files that reflow-run and kiwi/compare.py
// read).
//
//   cd Benchmarks && swift package benchmark                       # all (a few minutes)
//   cd Benchmarks && swift package benchmark --filter tree_1000_rotate
//
// Each iteration starts from a new solver and runs everything before the measured phase
// outside the measured region (prepare(for:)), then measures that phase alone between
// startMeasurement() and stopMeasurement(): wallClock and mallocCountTotal are the phase's
// own (for a rotate, the two suggestions and the read of every frame).
import Benchmark
import Foundation
import LayoutWorkloads
import Workloads

/// The runner of one benchmark, made when the benchmark starts (not when the suite registers
/// its benchmarks, so that --filter does not generate every workload) and dropped after it.
final class RunnerBox: @unchecked Sendable {
  let workloadName: String
  var runner: WorkloadRunner?
  init(_ workloadName: String) { self.workloadName = workloadName }

  func get() throws -> WorkloadRunner {
    if let runner { return runner }
    guard let workload = Generators.make(workloadName) else {
      throw WorkloadError("unknown workload \(workloadName)")
    }
    let made = try WorkloadRunner(workload)
    runner = made
    return made
  }
}

/// How long a benchmark may run (iterations include their unmeasured setup).
enum Size {
  case small, medium, large

  var maxDuration: Duration {
    switch self {
    case .small: .seconds(1)
    case .medium: .seconds(3)
    case .large: .seconds(5)
    }
  }
  var maxIterations: Int {
    switch self {
    case .small: 10_000
    case .medium: 50
    case .large: 3
    }
  }
  var warmupIterations: Int {
    switch self {
    case .small: 3
    case .medium: 1
    case .large: 0
    }
  }
}

/// Registers the benchmark `<workload>_<phase>` (`flip_1000` phases are named
/// `flip_setpriority` and `flip_removeadd`, giving `flip_1000_setpriority`, ...).
func register(
  _ workloadName: String, _ phase: String, _ size: Size, scaling: BenchmarkScalingFactor = .one,
  skip: Bool = false
) {
  let name =
    phase.hasPrefix("flip_")
    ? "\(workloadName)_\(phase.dropFirst("flip_".count))" : "\(workloadName)_\(phase)"
  let box = RunnerBox(workloadName)
  Benchmark(
    name,
    configuration: .init(
      metrics: [.wallClock, .throughput, .mallocCountTotal, .peakMemoryResident],
      warmupIterations: size.warmupIterations,
      scalingFactor: scaling,
      maxDuration: size.maxDuration,
      maxIterations: size.maxIterations,
      skip: skip,
      teardown: { box.runner = nil })
  ) { benchmark in
    do {
      let runner = try box.get()
      try runner.prepare(for: phase)
      benchmark.startMeasurement()
      try runner.runPhase(phase)
      benchmark.stopMeasurement()
      blackHole(runner.checksum)
    } catch {
      benchmark.error("\(error)")
    }
  }
}

/// Whether to run the benchmarks that the current solver cannot finish in reasonable time
/// or memory (chain_10000: minutes and more than 10 GB as of this writing).
let runAll = ProcessInfo.processInfo.environment["REFLOW_BENCHMARK_ALL"] != nil

let benchmarks: @Sendable () -> Void = {
  // enaml: the resolve phase holds 1000 rounds (suggest width, height, read all values),
  // reported per round with the scaling factor.
  register("enaml", "build", .small)
  register("enaml", "resolve", .small, scaling: .kilo)

  for (n, size) in [(100, Size.small), (1000, .medium), (10000, .large)] {
    for phase in ["build", "rotate", "swap"] { register("tree_\(n)", phase, size) }
  }
  register("chain_100", "build", .small)
  register("chain_1000", "build", .medium)
  register("chain_10000", "build", .large, skip: !runAll)
  // Issue 15's growth to 100,000 (in a benchmark, never in the tests): the third row of the
  // growth tables (`reflow-run growth chain` and `growth tree` print them with their ratios).
  register("chain_100000", "build", .large, skip: !runAll)
  for phase in ["build", "rotate"] { register("tree_100000", phase, .large, skip: !runAll) }

  register("flip_1000", "flip_setpriority", .medium)
  register("flip_1000", "flip_removeadd", .medium)

  // ReflowLayout: one rotation of a 1,000-view screen, its portrait and landscape
  // constraints switched as sets (by priority) or deactivated and activated.
  registerLayoutRotation(.sets, "layout_tree_1000_rotate_sets")
  registerLayoutRotation(.removeAdd, "layout_tree_1000_rotate_removeadd")

  // Workload 5 of Docs/performance.md: window rotate end to end, a 1,000-view screen of containers.
  registerContainerRotation()

  // Issue 15: the stacked items of the solver alone, removed in the order added and in
  // reverse; the stacked column (workload 6 of Docs/performance.md) and the nesting through the layout
  // layer. The larger sizes take minutes with the solver of this writing: REFLOW_BENCHMARK_ALL.
  for (n, size) in [(500, Size.medium), (1000, .medium)] {
    for phase in ["build", "remove_forward", "remove_reverse"] {
      register("stack_\(n)", phase, size, skip: n > 500 && !runAll)
    }
  }
  registerColumn(1000, .medium)
  registerColumn(2000, .large)
  registerColumn(5000, .large, skip: !runAll)
  registerColumn(10000, .large, skip: !runAll)
  registerNesting(500, .medium)
  registerNesting(1000, .large, skip: !runAll)
  registerNesting(2000, .large, skip: !runAll)
  registerNesting(10000, .large, skip: !runAll)

  // Issue 16: a column of wrapping labels, built and rotated (300: the 2 ms target; 1,000, the
  // issue's stack, builds in seconds: REFLOW_BENCHMARK_ALL); the list of 10,000 self-sizing
  // cells, built, scrolled top to bottom and rotated.
  registerLabels(300, .medium)
  registerLabels(1000, .large, skip: !runAll)
  registerSelfSizing(10_000, .large)
}

extension ContainerScreen: RotatingScreen {}
extension TreeScreen: RotatingScreen {}

/// The configuration of the rotations of 1,000-view screens: at most 50 iterations in 3 s.
func thousandViewRotation(teardown: @escaping @Sendable () -> Void) -> Benchmark.Configuration {
  .init(
    metrics: [.wallClock, .throughput, .mallocCountTotal, .peakMemoryResident],
    warmupIterations: 1, maxDuration: .seconds(3), maxIterations: 50, teardown: teardown)
}

/// One rotation of `ContainerScreen` (about 1,000 views: a carousel, a scroll view of rows, a
/// flow-layout grid), frames read out; the screen is built once, outside the measurement.
func registerContainerRotation() {
  registerRotation("window_rotate_1000", configuration: thousandViewRotation) {
    try ContainerScreen()
  }
}

/// Registers one rotation of a `TreeScreen` of 1,000 views (built once per benchmark, outside
/// the measurement; each iteration is one rotation, alternating portrait and landscape).
func registerLayoutRotation(_ switching: TreeScreen.Switching, _ name: String) {
  registerRotation(name, configuration: thousandViewRotation) {
    try TreeScreen(views: 1000, switching: switching)
  }
}
