@testable import ReflowSolver
import Testing

// The revised simplex on coefficients and constants of 1, 1e-3, 0.25 and 40 in one script:
// values of 1e10 solved in one system with rows of numbers near 1, and reduced costs moved
// by pivot rows whose entries span 1e8. Before the refinement of values, duals and pivot
// rows (`_RevisedSimplex+Refinement.swift`) 24 of these 100 scripts broke the engine's own
// `B x_B = b` or reduced-cost checks; none does now.

@Suite("Revised simplex: mixed magnitudes") struct RevisedSimplexMixedMagnitudeTests {
  static let magnitudes: [Double] = [1, 1e-3, 0.25, 40]
  static let steps = 60

  /// Scripts at whose first disagreement the tableau is the wrong one, judged by HiGHS
  /// (the live constraints solved level by level, each level's total then fixed within
  /// 1e-15): the engine agrees with HiGHS at every level, the tableau does not or breaks a
  /// required constraint (10081: it gains 22.5 at level 12.5 for 4e-6 at level 750, with a
  /// required constraint off by 6e-8). The engine's invariants and required constraints
  /// judge these.
  static let tableauWrong: Set<UInt64> = [
    10_046, 10_048, 10_050, 10_061, 10_081, 10_092, 10_096,
  ]

  /// Scripts compared with the tableau for fewer steps. 10083 at step 40: the tableau drops
  /// a reduced cost of 2.5e-11 at level 750 (below its absolute floor of 1e-9; the engine's
  /// kept one and the one recomputed from scratch are the same to 16 digits) and so trades
  /// about 7e-13 at level 750 for 0.0066 at level 501, which the strict order forbids. Up
  /// to step 39 it is compared at every level, including step 26, where the engine stopped
  /// 1.85 above the optimum at level 750 before its reduced costs were judged against their
  /// own terms.
  static let comparedSteps: [UInt64: Int] = [10_083: 40]


  @Test(
    "Seeds 10,000-10,099: the engine's invariants after every step, the tableau's optimum",
    arguments: 0..<4)
  func mixedMagnitudes(batch: Int) {
    var ran = 0
    for index in 0..<25 {
      let seed = UInt64(10_000 + batch * 25 + index)
      let compared = Self.tableauWrong.contains(seed) ? 0 : Self.comparedSteps[seed] ?? Self.steps
      var failures: [String] = []
      if compared > 0,
        let failure = RevisedSimplexTests.run(
          seed: seed, steps: compared, magnitudes: Self.magnitudes)
      {
        failures.append("against the tableau, \(compared) steps: \(failure)")
      }
      if let failure = RevisedSimplexTests.run(
        seed: seed, steps: Self.steps, magnitudes: Self.magnitudes, comparesWithTableau: false)
      {
        failures.append("engine alone: \(failure)")
      }
      for failure in failures {
        let call =
          "RevisedSimplexTests.run(seed: \(seed), steps: \(Self.steps),"
          + " magnitudes: \(Self.magnitudes))"
        Issue.record("\(call): \(failure)")
      }
      ran += 1
    }
    #expect(ran == 25)
  }
}
