// `reflow-run layout`: rotation of a ReflowLayout screen, constraint sets switched by
// priority (`window.rotate()`) against the same constraints deactivated and activated around
// a resize, in the same run.
import Foundation
import LayoutWorkloads

func layout(_ arguments: ArraySlice<String>) {
  let (rounds, sizes) = roundsAndSizes(arguments, rounds: 20, sizes: [100, 1000])
  for n in sizes {
    var results: [String: Double] = [:]
    var checksums: [String: Double] = [:]
    for switching in [TreeScreen.Switching.sets, .removeAdd] {
      let (screen, build) = timed { try TreeScreen(views: n, switching: switching) }
      let times = timedRounds(rounds) { try screen.rotate() }
      let ms = build / 1e6
      results[switching.rawValue] = median(times)
      checksums[switching.rawValue] = screen.checksum
      print(
        "RESULT layout_tree_\(n) switching=\(switching.rawValue) build_ms=\(String(format: "%.2f", ms))"
          + " rotate_median_ns=\(Int(median(times))) min_ns=\(Int(times.min()!))"
          + " max_ns=\(Int(times.max()!)) rounds=\(rounds) checksum=\(screen.checksum)")
    }
    let ratio = results["sets"]! / results["removeAdd"]!
    let same = abs(checksums["sets"]! - checksums["removeAdd"]!) <= 1e-6 * abs(checksums["sets"]!)
    print("layout_tree_\(n): sets/removeAdd = \(String(format: "%.3f", ratio))x, same frames: \(same)")
  }
}

/// `reflow-run screen [--rounds R]`: workload 5 of Docs/performance.md, rotations of the
/// container screen.
func screen(_ arguments: ArraySlice<String>) {
  let (rounds, _) = roundsAndSizes(arguments, rounds: 40, sizes: [])
  let (s, build) = timed { try ContainerScreen() }
  let before = s.window.solverStatistics
  let times = timedRounds(rounds) { try s.rotate() }
  let ms = build / 1e6
  print(
    "RESULT window_rotate views=\(s.viewCount) build_ms=\(String(format: "%.2f", ms))"
      + " rotate_median_ns=\(Int(median(times))) min_ns=\(Int(times.min()!)) max_ns=\(Int(times.max()!))"
      + " rounds=\(rounds) checksum=\(s.checksum)")
  let after = s.window.solverStatistics
  print(
    "SOLVER per_rotate pivots=\((after.pivots - before.pivots) / rounds)"
      + " rows_touched=\((after.rowsTouched - before.rowsTouched) / rounds)"
      + " additions=\((after.additions - before.additions) / rounds)"
      + " removals=\((after.removals - before.removals) / rounds)"
      + " rows=\(after.rows) cells=\(after.cells)")
}

/// `reflow-run layout-build [--rounds R] [N...]`: the build of `TreeScreen` (N views, sets)
/// through the layout layer against the same constraints added straight to a solver
/// (`BareTree`), alternately, R times each (default 5); medians, their ratio (issue 15's
/// target: at most 1.5x), and whether both solvers ended with the same counters and frames.
func layoutBuildCommand(_ arguments: ArraySlice<String>) {
  let (rounds, sizes) = roundsAndSizes(arguments, rounds: 5, sizes: [1000])
  for n in sizes {
    var layered: [Double] = []
    var bare: [Double] = []
    var same = true
    for _ in 0..<rounds {
      let (screen, screenTime) = timed { try TreeScreen(views: n, switching: .sets) }
      layered.append(screenTime)
      let (tree, treeTime) = timed { try BareTree(views: n) }
      bare.append(treeTime)
      let (a, b) = (screen.window.solverStatistics, tree.solver.statistics)
      let checksum = screen.checksum
      let sameSolver = a.rows == b.rows && a.cells == b.cells && a.pivots == b.pivots
      let sameFrames = abs(checksum - tree.checksum) <= 1e-9 * max(1.0, abs(checksum))
      same = same && sameSolver && sameFrames
    }
    let ratio = median(layered) / median(bare)
    print(
      "RESULT layout_build_\(n) layout_ms=\(String(format: "%.2f", median(layered) / 1e6))"
        + " bare_solver_ms=\(String(format: "%.2f", median(bare) / 1e6))"
        + " ratio=\(String(format: "%.3f", ratio)) rounds=\(rounds) same_solver_and_frames=\(same)")
    fflush(nil)
  }
}
