// Issue 15's chains through the layout layer: the stacked column of workload 6 (Docs/performance.md) and
// views nested N deep (ReflowTesting's reference screens,
// `Sources/ReflowTesting/ReferenceScreens/ColumnScreens.swift` in the root package).
import Benchmark
import ReflowTesting

/// The configuration of a layout benchmark of `size`.
func layoutConfiguration(_ size: Size, skip: Bool, teardown: @escaping @Sendable () -> Void)
  -> Benchmark.Configuration
{
  .init(
    metrics: [.wallClock, .throughput, .mallocCountTotal, .peakMemoryResident],
    warmupIterations: size.warmupIterations, maxDuration: size.maxDuration,
    maxIterations: size.maxIterations, skip: skip, teardown: teardown)
}

/// A screen of the layout benchmarks that can be turned and summed up.
protocol RotatingScreen: AnyObject {
  func rotate() throws
  var checksum: Double { get }
}

extension StackedColumn: RotatingScreen {}

/// Holds the screen a rotation benchmark builds once and turns in every iteration.
final class ScreenBox: @unchecked Sendable { var screen: (any RotatingScreen)? }

/// `name`: one rotation of a screen `make` builds once, outside the measurement, when the
/// benchmark starts (not when the suite registers it, so that --filter builds no other
/// screen), each iteration turning it again; `configuration` is given the teardown that lets
/// the screen go.
func registerRotation(
  _ name: String,
  configuration: (_ teardown: @escaping @Sendable () -> Void) -> Benchmark.Configuration,
  make: @escaping () throws -> any RotatingScreen
) {
  let box = ScreenBox()
  Benchmark(name, configuration: configuration { box.screen = nil }) { benchmark in
    do {
      if box.screen == nil { box.screen = try make() }
      benchmark.startMeasurement()
      try box.screen!.rotate()
      benchmark.stopMeasurement()
      blackHole(box.screen!.checksum)
    } catch {
      benchmark.error("\(error)")
    }
  }
}

/// `<prefix>_<n>_build` (the screen made by `make`) and `<prefix>_<n>_rotate` (one rotation
/// of a screen built once).
func registerBuildAndRotate(
  _ prefix: String, _ n: Int, _ size: Size, skip: Bool,
  make: @escaping () throws -> any RotatingScreen
) {
  Benchmark("\(prefix)_\(n)_build", configuration: layoutConfiguration(size, skip: skip) {}) {
    benchmark in
    do {
      benchmark.startMeasurement()
      let screen = try make()
      benchmark.stopMeasurement()
      blackHole(screen.checksum)
    } catch {
      benchmark.error("\(error)")
    }
  }
  registerRotation(
    "\(prefix)_\(n)_rotate", configuration: { layoutConfiguration(size, skip: skip, teardown: $0) },
    make: make)
}

/// `name`: `change` measured on a screen `make` builds outside the measurement, a new one
/// each iteration; `result` is kept from being optimised away.
func registerChange<Screen, Result>(
  _ name: String, _ size: Size, skip: Bool, make: @escaping () throws -> Screen,
  change: @escaping (Screen) throws -> Void, result: @escaping (Screen) -> Result
) {
  Benchmark(name, configuration: layoutConfiguration(size, skip: skip) {}) { benchmark in
    do {
      let screen = try make()
      benchmark.startMeasurement()
      try change(screen)
      benchmark.stopMeasurement()
      blackHole(result(screen))
    } catch {
      benchmark.error("\(error)")
    }
  }
}

/// `column_<n>_build`, `column_<n>_rotate` (one rotation of a column built once) and
/// `column_<n>_remove` (the scroll view's removal, the column built outside the measurement).
func registerColumn(_ n: Int, _ size: Size, skip: Bool = false) {
  registerBuildAndRotate("column", n, size, skip: skip) { try StackedColumn(rows: n) }
  registerChange(
    "column_\(n)_remove", size, skip: skip, make: { try StackedColumn(rows: n) },
    change: { $0.removeScrollView() }, result: \.window.solverStatistics.rows)
}

/// `nest_<n>_activate` and `nest_<n>_remove` (the top view's removal after the activation).
func registerNesting(_ n: Int, _ size: Size, skip: Bool = false) {
  registerChange(
    "nest_\(n)_activate", size, skip: skip, make: { try Nesting(depth: n) },
    change: { try $0.activate() }, result: \.checksum)
  registerChange(
    "nest_\(n)_remove", size, skip: skip,
    make: { () throws -> Nesting in
      let nesting = try Nesting(depth: n)
      try nesting.activate()
      return nesting
    },
    change: { $0.removeTopView() }, result: \.window.solverStatistics.rows)
}
