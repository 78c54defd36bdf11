import ReflowSolver
import Testing

/// Minimal scripts that broke the solver, found by the differential tests and shrunk; each
/// one runs with every check of ``DifferentialTests`` (and twice, for determinism).
///
/// The first eleven came from long random scripts (60-100 steps) against commit 666f3a3
/// ("Row equilibration, max-ratio rounding scales..."): solutions that are not
/// lexicographically optimal, required constraints left violated, and required constraints
/// accepted although they conflict with the required ones already added. c53a366 passed
/// them; d876ce7 ("Drop only true cancellations; ratio tests never skip a smaller ratio")
/// fixed them. The scripts print as in the differential test's failure messages (variables
/// a, b, c...).
@Suite("Differential regressions") struct DifferentialRegressionTests {
  /// A named script.
  struct Regression: Sendable, CustomTestStringConvertible {
    var name: String
    var script: Differential.Script

    init(_ name: String, _ script: Differential.Script) {
      self.name = name
      self.script = script
    }

    var testDescription: String { name }
  }

  static let regressions: [Regression] = notOptimal + requiredViolatedOrWronglyAccepted

  /// Solutions that were not lexicographically optimal.
  static let notOptimal: [Regression] = [
    Regression(
      "not optimal: seed 3462, 14 steps",
      Differential.Script(
        seed: 3462, variableCount: 6,
        constraints: [
          .init(
            id: 0, terms: [(2, 2), (1, -2), (3, -1)], constant: -18,
            relation: .greaterThanOrEqual, priority: Priority(750)),
          .init(
            id: 1, terms: [(2, 1), (3, -3)], constant: 0,
            relation: .greaterThanOrEqual, priority: .required),
          .init(
            id: 2, terms: [(5, -1)], constant: 20,
            relation: .lessThanOrEqual, priority: Priority(250)),
          .init(
            id: 3, terms: [(3, 1), (2, -3), (1, 3)], constant: 0,
            relation: .lessThanOrEqual, priority: .required),
          .init(
            id: 4, terms: [(5, 1), (4, 1)], constant: 19,
            relation: .lessThanOrEqual, priority: .required),
          .init(
            id: 5, terms: [(5, 3), (4, -2), (1, 3)], constant: 2,
            relation: .greaterThanOrEqual, priority: Priority(750)),
          .init(
            id: 6, terms: [(4, -1)], constant: 0,
            relation: .lessThanOrEqual, priority: Priority(500)),
          .init(
            id: 7, terms: [(5, -3), (3, -1), (4, -3)], constant: 0,
            relation: .lessThanOrEqual, priority: Priority(250)),
          .init(
            id: 8, terms: [(3, -1), (1, 1), (5, 3)], constant: -10,
            relation: .equal, priority: .required),
          .init(
            id: 9, terms: [(2, -1), (3, -1)], constant: 0,
            relation: .lessThanOrEqual, priority: .required),
          .init(
            id: 10, terms: [(2, 1), (2, 3), (1, -3)], constant: 0,
            relation: .equal, priority: Priority(500)),
          .init(
            id: 11, terms: [(2, 2), (3, 1)], constant: -6,
            relation: .greaterThanOrEqual, priority: Priority(500)),
          .init(
            id: 12, terms: [(1, 1)], constant: 9,
            relation: .lessThanOrEqual, priority: Priority(500)),
        ],
        steps: [
          .add(0),
          .add(1),
          .add(2),
          .add(3),
          .add(4),
          .add(5),
          .setPriority(4, Priority(1)),
          .transaction([.add(6), .add(7)], catching: false, throwsAtEnd: false),
          .add(8),
          .add(9),
          .addEdit(5, Priority(250)),
          .add(10),
          .add(11),
          .add(12),
        ])),
    Regression(
      "not optimal: seed 3906, 14 steps",
      Differential.Script(
        seed: 3906, variableCount: 3,
        constraints: [
          .init(
            id: 0, terms: [(1, -1), (0, -1)], constant: 0,
            relation: .lessThanOrEqual, priority: Priority(500)),
          .init(
            id: 1, terms: [(2, 2), (0, 3), (1, 2)], constant: -4,
            relation: .greaterThanOrEqual, priority: Priority(500)),
          .init(
            id: 2, terms: [(0, -3), (1, -1)], constant: 0,
            relation: .lessThanOrEqual, priority: Priority(1)),
          .init(
            id: 3, terms: [(1, -1), (2, -2)], constant: 10,
            relation: .lessThanOrEqual, priority: Priority(1)),
          .init(
            id: 4, terms: [(2, 2), (0, -1), (1, -3)], constant: 3,
            relation: .equal, priority: .required),
          .init(
            id: 5, terms: [(2, 1), (0, -2), (0, 1)], constant: 0,
            relation: .greaterThanOrEqual, priority: Priority(1)),
          .init(
            id: 6, terms: [(1, -3), (0, 3), (1, -1)], constant: 0,
            relation: .greaterThanOrEqual, priority: .required),
          .init(
            id: 7, terms: [(2, -1)], constant: -15,
            relation: .equal, priority: .required),
          .init(
            id: 8, terms: [(2, 2), (0, -2), (0, 3)], constant: 0,
            relation: .equal, priority: Priority(1)),
          .init(
            id: 9, terms: [(2, -1)], constant: -18,
            relation: .equal, priority: .required),
        ],
        steps: [
          .addEdit(2, Priority(750)),
          .add(0),
          .add(1),
          .add(2),
          .add(3),
          .add(4),
          .removeEdit(2),
          .add(5),
          .add(6),
          .add(7),
          .add(8),
          .remove(7),
          .add(9),
          .remove(9),
        ])),
    Regression(
      "not optimal: seed 8777, 14 steps",
      Differential.Script(
        seed: 8777, variableCount: 7,
        constraints: [
          .init(
            id: 0, terms: [(5, -1), (6, 2), (4, -1)], constant: 0,
            relation: .equal, priority: Priority(750)),
          .init(
            id: 1, terms: [(4, 3)], constant: -20,
            relation: .lessThanOrEqual, priority: .required),
          .init(
            id: 2, terms: [(5, 1), (6, -3)], constant: 3,
            relation: .greaterThanOrEqual, priority: Priority(750)),
          .init(
            id: 3, terms: [(6, -1), (2, 2), (5, -2)], constant: 0,
            relation: .greaterThanOrEqual, priority: .required),
          .init(
            id: 4, terms: [(5, 1)], constant: 0,
            relation: .greaterThanOrEqual, priority: Priority(1)),
          .init(
            id: 5, terms: [(0, 1)], constant: 0,
            relation: .lessThanOrEqual, priority: Priority(750)),
          .init(
            id: 6, terms: [(4, 1), (1, 2)], constant: 14,
            relation: .greaterThanOrEqual, priority: Priority(1)),
          .init(
            id: 7, terms: [(1, -3), (5, 1), (2, 2)], constant: 19,
            relation: .equal, priority: .required),
          .init(
            id: 8, terms: [(5, 1)], constant: 0,
            relation: .lessThanOrEqual, priority: .required),
          .init(
            id: 9, terms: [(0, 1), (1, -1)], constant: 0,
            relation: .equal, priority: Priority(750)),
          .init(
            id: 10, terms: [(2, -1)], constant: 0,
            relation: .equal, priority: .required),
        ],
        steps: [
          .addEdit(6, Priority(500)),
          .add(0),
          .add(1),
          .add(2),
          .add(3),
          .add(4),
          .add(5),
          .add(6),
          .add(7),
          .setPriority(7, Priority(750)),
          .add(8),
          .add(9),
          .add(10),
          .remove(9),
        ])),
    Regression(
      "not optimal: seed 1415, 15 steps",
      Differential.Script(
        seed: 1415, variableCount: 6,
        constraints: [
          .init(
            id: 0, terms: [(3, -2), (5, -3), (2, -1)], constant: 0,
            relation: .greaterThanOrEqual, priority: Priority(500)),
          .init(
            id: 1, terms: [(1, -1)], constant: 0,
            relation: .equal, priority: Priority(1)),
          .init(
            id: 2, terms: [(1, 1)], constant: 0,
            relation: .greaterThanOrEqual, priority: Priority(750)),
          .init(
            id: 3, terms: [(4, -2), (2, 2), (4, 3)], constant: 7,
            relation: .equal, priority: .required),
          .init(
            id: 4, terms: [(2, -2), (3, 1), (4, 3)], constant: -5,
            relation: .greaterThanOrEqual, priority: Priority(500)),
          .init(
            id: 5, terms: [(2, -3), (5, -1), (2, -3)], constant: -18,
            relation: .lessThanOrEqual, priority: Priority(750)),
          .init(
            id: 6, terms: [(3, -3), (0, 2), (0, -2)], constant: 0,
            relation: .greaterThanOrEqual, priority: Priority(750)),
          .init(
            id: 7, terms: [(4, 3), (1, -1)], constant: 0,
            relation: .greaterThanOrEqual, priority: .required),
          .init(
            id: 8, terms: [(1, -3)], constant: -19,
            relation: .lessThanOrEqual, priority: Priority(1)),
        ],
        steps: [
          .add(0),
          .add(1),
          .add(2),
          .add(3),
          .add(4),
          .add(5),
          .remove(2),
          .setPriority(3, Priority(750)),
          .add(6),
          .addEdit(1, Priority(500)),
          .add(7),
          .removeEdit(1),
          .add(8),
          .remove(6),
          .add(6),
        ])),
    Regression(
      "not optimal: seed 7093, 15 steps",
      Differential.Script(
        seed: 7093, variableCount: 8,
        constraints: [
          .init(
            id: 0, terms: [(4, 1)], constant: 0,
            relation: .lessThanOrEqual, priority: .required),
          .init(
            id: 1, terms: [(7, 1), (2, -1)], constant: 20,
            relation: .lessThanOrEqual, priority: Priority(500)),
          .init(
            id: 2, terms: [(4, -1), (2, -3)], constant: 0,
            relation: .equal, priority: Priority(750)),
          .init(
            id: 3, terms: [(1, -1), (2, -3), (5, 3)], constant: 14,
            relation: .greaterThanOrEqual, priority: .required),
          .init(
            id: 4, terms: [(7, 1), (5, -2)], constant: 0,
            relation: .equal, priority: Priority(500)),
          .init(
            id: 5, terms: [(2, -1), (3, -1)], constant: -16,
            relation: .equal, priority: Priority(500)),
          .init(
            id: 6, terms: [(5, -1)], constant: 0,
            relation: .equal, priority: Priority(1)),
          .init(
            id: 7, terms: [(4, -2), (6, 1), (1, 2)], constant: 0,
            relation: .equal, priority: .required),
          .init(
            id: 8, terms: [(5, -2), (1, 1), (1, -3)], constant: 0,
            relation: .lessThanOrEqual, priority: Priority(500)),
          .init(
            id: 9, terms: [(6, -2), (7, -1), (5, 3)], constant: 13,
            relation: .lessThanOrEqual, priority: .required),
          .init(
            id: 10, terms: [(2, 1), (1, 1)], constant: -12,
            relation: .equal, priority: Priority(750)),
          .init(
            id: 11, terms: [(4, 1), (5, -1)], constant: 0,
            relation: .greaterThanOrEqual, priority: Priority(250)),
          .init(
            id: 12, terms: [(3, -1)], constant: -17,
            relation: .equal, priority: Priority(750)),
          .init(
            id: 13, terms: [(4, 1), (7, -1)], constant: 0,
            relation: .lessThanOrEqual, priority: .required),
        ],
        steps: [
          .add(0),
          .add(1),
          .add(2),
          .add(3),
          .add(4),
          .add(5),
          .add(6),
          .add(7),
          .add(8),
          .add(9),
          .remove(0),
          .transaction([.add(10), .add(11)], catching: false, throwsAtEnd: false),
          .add(12),
          .remove(2),
          .add(13),
        ])),
  ]

  @Test(arguments: regressions)
  func regression(_ regression: Regression) {
    let (failure, _) = Differential.check(regression.script, determinism: true)
    #expect(
      failure == nil,
      """
      \(regression.name): \(failure?.message ?? "")
      at step \((failure?.step ?? 0) + 1) of:
      \(regression.script)
      """)
  }
}
