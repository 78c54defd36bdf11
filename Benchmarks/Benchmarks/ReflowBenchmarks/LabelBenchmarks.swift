// Issue 16: a stack of wrapping labels (`Sources/LayoutWorkloads/LabelScreens.swift`).
import Benchmark
import LayoutWorkloads

/// `labels_<n>_build` and `labels_<n>_rotate` (one rotation of a column built once, every
/// label wrapped again).
func registerLabels(_ n: Int, _ size: Size, skip: Bool = false) {
  final class Box: @unchecked Sendable { var column: LabelColumn? }
  let box = Box()
  Benchmark("labels_\(n)_build", configuration: layoutConfiguration(size, skip: skip) {}) {
    benchmark in
    do {
      benchmark.startMeasurement()
      let column = try LabelColumn(labels: n)
      benchmark.stopMeasurement()
      blackHole(column.checksum)
    } catch {
      benchmark.error("\(error)")
    }
  }
  Benchmark(
    "labels_\(n)_rotate", configuration: layoutConfiguration(size, skip: skip) { box.column = nil }
  ) { benchmark in
    do {
      if box.column == nil { box.column = try LabelColumn(labels: n) }
      benchmark.startMeasurement()
      try box.column!.rotate()
      benchmark.stopMeasurement()
      blackHole(box.column!.checksum)
    } catch {
      benchmark.error("\(error)")
    }
  }
}
