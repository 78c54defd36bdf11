// Issue 16: a stack of wrapping labels (`Sources/LayoutWorkloads/LabelScreens.swift`).
import Benchmark
import LayoutWorkloads

extension LabelColumn: RotatingScreen {}

/// `labels_<n>_build` and `labels_<n>_rotate` (one rotation of a column built once, every
/// label wrapped again).
func registerLabels(_ n: Int, _ size: Size, skip: Bool = false) {
  registerBuildAndRotate("labels", n, size, skip: skip) { try LabelColumn(labels: n) }
}
