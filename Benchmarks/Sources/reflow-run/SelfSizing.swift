// `reflow-run selfsizing`: issue 16's list of self-sizing cells, built, scrolled and rotated
// through the public API.
import Foundation
import LayoutWorkloads

/// `reflow-run selfsizing [--rounds R] [N...]`: the build of a list of N self-sizing cells
/// (default 10,000), a scroll from top to bottom a screen at a time, then R rotations
/// (median, min, max) and the cells measured per rotation.
func selfSizingCommand(_ arguments: ArraySlice<String>) {
  let (rounds, sizes) = roundsAndSizes(arguments, rounds: 11, sizes: [10_000])
  for n in sizes {
    let (list, build) = timed { try SelfSizingList(items: n) }
    let built = list.measurements
    let (steps, scroll) = timed { try list.scrollToBottom() }
    let scrolled = list.measurements
    var times: [Double] = []
    var measured: [Int] = []
    for _ in 0..<rounds {
      let before = list.measurements
      times.append(timed { try list.rotate() }.ns)
      measured.append(list.measurements - before)
    }
    print(
      "RESULT selfsizing_\(n) build_ms=\(String(format: "%.2f", build / 1e6))"
        + " build_measurements=\(built)"
        + " scroll_ms=\(String(format: "%.2f", scroll / 1e6)) scroll_steps=\(steps)"
        + " scroll_measurements=\(scrolled - built)"
        + " rotate_median_ns=\(Int(median(times))) min_ns=\(Int(times.min()!))"
        + " max_ns=\(Int(times.max()!)) rounds=\(rounds)"
        + " measurements_per_rotation=\(measured.min()!)-\(measured.max()!)"
        + " checksum=\(list.checksum)")
    fflush(nil)
  }
}
