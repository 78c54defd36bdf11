// `reflow-run labels`: issue 16's stacks of wrapping labels, built and rotated through the
// public API.
import Foundation
import ReflowTesting

/// `reflow-run labels [--rounds R] [N...]`: the build of a column of N wrapping labels, then R
/// rotations (median, min, max), each re-wrapping every label. Issue 16's target: a rotation
/// of a screen of 300 labels within 2 ms.
func labelsCommand(_ arguments: ArraySlice<String>) {
  let (rounds, sizes) = roundsAndSizes(arguments, rounds: 21, sizes: [300, 1000])
  for n in sizes {
    let (column, build) = timed { try LabelColumn(labels: n) }
    let lines = column.labels.map(\.textLayout.lines.count).reduce(0, +)
    let times = timedRounds(rounds) { try column.rotate() }
    print(
      "RESULT labels_\(n) build_ms=\(String(format: "%.2f", build / 1e6))"
        + " rotate_median_ns=\(Int(median(times))) min_ns=\(Int(times.min()!))"
        + " max_ns=\(Int(times.max()!)) rounds=\(rounds) portrait_lines=\(lines)"
        + " checksum=\(column.checksum)")
    fflush(nil)
  }
}
