// Issue 16: a stack of wrapping labels (ReflowTesting's reference screen,
// `Sources/ReflowTesting/ReferenceScreens/LabelScreens.swift` in the root package).
import Benchmark
import LayoutWorkloads
import ReflowTesting

extension LabelColumn: RotatingScreen {}

/// `labels_<n>_build` and `labels_<n>_rotate` (one rotation of a column built once, every
/// label wrapped again).
func registerLabels(_ n: Int, _ size: Size, skip: Bool = false) {
  registerBuildAndRotate("labels", n, size, skip: skip) { try LabelColumn(labels: n) }
}

/// `selfsizing_<n>_build`, `selfsizing_<n>_scroll` (top to bottom, a screen at a time, on a
/// list built outside the measurement) and `selfsizing_<n>_rotate` (one rotation of a list
/// built and scrolled once), with the cells measured by each as the metric `measurements`.
func registerSelfSizing(_ n: Int, _ size: Size, skip: Bool = false) {
  let measurements = BenchmarkMetric.custom("measurements", useScalingFactor: false)
  var configuration = layoutConfiguration(size, skip: skip) {}
  configuration.metrics.append(measurements)
  Benchmark("selfsizing_\(n)_build", configuration: configuration) { benchmark in
    do {
      benchmark.startMeasurement()
      let list = try SelfSizingList(items: n)
      benchmark.stopMeasurement()
      benchmark.measurement(measurements, list.measurements)
      blackHole(list.checksum)
    } catch {
      benchmark.error("\(error)")
    }
  }
  Benchmark("selfsizing_\(n)_scroll", configuration: configuration) { benchmark in
    do {
      let list = try SelfSizingList(items: n)
      let before = list.measurements
      benchmark.startMeasurement()
      try list.scrollToBottom()
      benchmark.stopMeasurement()
      benchmark.measurement(measurements, list.measurements - before)
      blackHole(list.checksum)
    } catch {
      benchmark.error("\(error)")
    }
  }
  let box = SelfSizingBox()
  var rotating = layoutConfiguration(size, skip: skip) { box.list = nil }
  rotating.metrics.append(measurements)
  Benchmark("selfsizing_\(n)_rotate", configuration: rotating) { benchmark in
    do {
      if box.list == nil {
        box.list = try SelfSizingList(items: n)
        try box.list!.scrollToBottom()
      }
      let list = box.list!
      let before = list.measurements
      benchmark.startMeasurement()
      try list.rotate()
      benchmark.stopMeasurement()
      benchmark.measurement(measurements, list.measurements - before)
      blackHole(list.checksum)
    } catch {
      benchmark.error("\(error)")
    }
  }
}

/// Holds the list the rotation benchmark builds once.
final class SelfSizingBox: @unchecked Sendable { var list: SelfSizingList? }
