@testable import ReflowSolver
import Testing

// Coefficients and constants from 1e-3 to 40 in one script: a cost kept up to date pivot by
// pivot can come out of a cancellation between terms 1e10 times larger (0.001 left of
// 6.4e7 - 6.4e7), and a pivot on a column with coefficients of 4e4 multiplies its error.
// Snapped as rounding, or off by more than a real cost, such a cost sent the tableau to a
// vertex 1e6 times worse than the optimum (seeds 10044 and 10064: totals of 1e12 where an
// independent LP solver (HiGHS, level by level) and the revised simplex agree on 1e3 and
// 5.5e9), or dropped a candidate as "unbounded" with required constraints left violated.

@Suite("Mixed magnitudes") struct MixedMagnitudeTests {
  static let magnitudes: [Double] = [1, 1e-3, 0.25, 40]

  /// Seeds with the number of steps for which the revised simplex agrees with HiGHS (10081's
  /// 18th step is one where the engine's own optimum is the worse one).
  @Test(
    "Costs that cancel between large terms: the optimum, healthy after every step",
    arguments: [(UInt64(10_044), 60), (10_064, 60), (10_081, 17)])
  func cancellingCosts(seed: UInt64, steps: Int) {
    let failure = RevisedSimplexTests.run(
      seed: seed, steps: steps, magnitudes: Self.magnitudes,
      checkSolver: { $0.invariantViolations() })
    #expect(
      failure == nil,
      "RevisedSimplexTests.run(seed: \(seed), steps: \(steps), magnitudes: \(Self.magnitudes)): \(failure ?? "")")
  }
}
