import ReflowSolver

extension DifferentialRegressionTests {
  /// Required constraints left violated, and required constraints accepted although they
  /// conflict with the required ones already added.
  static let requiredViolatedOrWronglyAccepted: [Regression] = [
    Regression(
      "required violated: seed 1478, 22 steps",
      Differential.Script(
        seed: 1478, variableCount: 7,
        constraints: [
          .init(
            id: 0, terms: [(5, 1), (2, 1), (0, -3)], constant: 0,
            relation: .greaterThanOrEqual, priority: Priority(750)),
          .init(
            id: 1, terms: [(0, -2), (3, 2), (2, 1)], constant: 0,
            relation: .greaterThanOrEqual, priority: Priority(500)),
          .init(
            id: 2, terms: [(4, -1)], constant: 0,
            relation: .lessThanOrEqual, priority: Priority(1)),
          .init(
            id: 3, terms: [(4, 1)], constant: 0,
            relation: .equal, priority: .required),
          .init(
            id: 4, terms: [(6, -3), (3, 1), (0, -2)], constant: 13,
            relation: .greaterThanOrEqual, priority: Priority(500)),
          .init(
            id: 5, terms: [(4, -1)], constant: 0,
            relation: .equal, priority: Priority(750)),
          .init(
            id: 6, terms: [(1, 2), (4, -3), (6, -2)], constant: 0,
            relation: .equal, priority: Priority(1)),
          .init(
            id: 7, terms: [(5, 2), (5, -3), (3, 2)], constant: 0,
            relation: .lessThanOrEqual, priority: .required),
          .init(
            id: 8, terms: [(1, 2), (3, 2), (0, -3)], constant: 0,
            relation: .lessThanOrEqual, priority: Priority(750)),
          .init(
            id: 9, terms: [(6, -3), (5, 3), (2, -1)], constant: 0,
            relation: .lessThanOrEqual, priority: Priority(750)),
          .init(
            id: 10, terms: [(1, 3), (6, 1), (4, -2)], constant: 0,
            relation: .lessThanOrEqual, priority: .required),
          .init(
            id: 11, terms: [(0, 1)], constant: 0,
            relation: .greaterThanOrEqual, priority: Priority(750)),
          .init(
            id: 12, terms: [(5, -1)], constant: -15,
            relation: .greaterThanOrEqual, priority: Priority(750)),
          .init(
            id: 13, terms: [(2, 3), (3, -3)], constant: 18,
            relation: .equal, priority: .required),
          .init(
            id: 14, terms: [(6, -1)], constant: 13,
            relation: .equal, priority: Priority(250)),
          .init(
            id: 15, terms: [(5, 2), (1, 1)], constant: 0,
            relation: .equal, priority: .required),
        ],
        steps: [
          .addEdit(4, Priority(1)),
          .add(0),
          .add(1),
          .add(2),
          .add(3),
          .add(4),
          .removeEdit(4),
          .add(5),
          .add(6),
          .add(7),
          .add(8),
          .addEdit(4, Priority(750)),
          .remove(3),
          .add(9),
          .suggest(4, -16),
          .add(10),
          .add(11),
          .add(12),
          .remove(11),
          .add(13),
          .add(14),
          .add(15),
        ])),
    Regression(
      "required violated: seed 4808, 23 steps",
      Differential.Script(
        seed: 4808, variableCount: 8,
        constraints: [
          .init(
            id: 0, terms: [(0, -3), (1, 2), (6, -1)], constant: 0,
            relation: .lessThanOrEqual, priority: .required),
          .init(
            id: 1, terms: [(7, 1), (4, -1)], constant: 0,
            relation: .equal, priority: Priority(1)),
          .init(
            id: 2, terms: [(5, -1), (3, -2)], constant: 0,
            relation: .lessThanOrEqual, priority: Priority(1)),
          .init(
            id: 3, terms: [(6, -1)], constant: 0,
            relation: .lessThanOrEqual, priority: .required),
          .init(
            id: 4, terms: [(4, 2), (3, -3)], constant: 0,
            relation: .equal, priority: .required),
          .init(
            id: 5, terms: [(5, -2), (7, -3)], constant: 0,
            relation: .equal, priority: .required),
          .init(
            id: 6, terms: [(7, -1), (3, 1)], constant: 0,
            relation: .lessThanOrEqual, priority: .required),
          .init(
            id: 7, terms: [(4, 2), (1, -1)], constant: 0,
            relation: .lessThanOrEqual, priority: Priority(250)),
          .init(
            id: 8, terms: [(0, 1), (1, -2), (2, 2)], constant: 0,
            relation: .lessThanOrEqual, priority: .required),
          .init(
            id: 9, terms: [(3, -1), (2, -1)], constant: 17,
            relation: .greaterThanOrEqual, priority: .required),
          .init(
            id: 10, terms: [(6, 1), (2, -1), (5, -1)], constant: 0,
            relation: .equal, priority: Priority(750)),
          .init(
            id: 11, terms: [(5, -3), (4, 1), (6, 2)], constant: -9,
            relation: .greaterThanOrEqual, priority: .required),
          .init(
            id: 12, terms: [(1, -1), (0, -2), (5, 2)], constant: 0,
            relation: .lessThanOrEqual, priority: Priority(750)),
          .init(
            id: 13, terms: [(1, 1)], constant: 0,
            relation: .equal, priority: .required),
        ],
        steps: [
          .addEdit(0, Priority(750)),
          .add(0),
          .addEdit(7, Priority(500)),
          .suggest(7, 41),
          .add(1),
          .add(2),
          .add(3),
          .add(4),
          .add(5),
          .suggest(0, -17),
          .remove(1),
          .add(6),
          .add(7),
          .add(8),
          .add(9),
          .add(10),
          .add(11),
          .suggest(7, -21),
          .remove(2),
          .remove(6),
          .setPriority(10, Priority(1)),
          .add(12),
          .add(13),
        ])),
    Regression(
      "required violated: seed 9604, 23 steps",
      Differential.Script(
        seed: 9604, variableCount: 4,
        constraints: [
          .init(
            id: 0, terms: [(0, 1)], constant: 14,
            relation: .lessThanOrEqual, priority: Priority(500)),
          .init(
            id: 1, terms: [(1, 1)], constant: 0,
            relation: .equal, priority: Priority(1)),
          .init(
            id: 2, terms: [(0, 1)], constant: 0,
            relation: .lessThanOrEqual, priority: Priority(1)),
          .init(
            id: 3, terms: [(0, 1)], constant: 0,
            relation: .lessThanOrEqual, priority: Priority(500)),
          .init(
            id: 4, terms: [(2, 2), (3, 1), (3, 1)], constant: 16,
            relation: .equal, priority: Priority(250)),
          .init(
            id: 5, terms: [(3, 3), (0, 1)], constant: -14,
            relation: .equal, priority: .required),
          .init(
            id: 6, terms: [(0, 3)], constant: -18,
            relation: .lessThanOrEqual, priority: Priority(500)),
          .init(
            id: 7, terms: [(0, -3), (1, -3), (2, -1)], constant: 11,
            relation: .greaterThanOrEqual, priority: Priority(500)),
          .init(
            id: 8, terms: [(3, -2), (2, 2), (2, -1)], constant: 11,
            relation: .equal, priority: Priority(1)),
          .init(
            id: 9, terms: [(3, -1), (2, -2)], constant: 0,
            relation: .greaterThanOrEqual, priority: Priority(750)),
          .init(
            id: 10, terms: [(2, 1), (0, -1)], constant: 20,
            relation: .greaterThanOrEqual, priority: .required),
          .init(
            id: 11, terms: [(3, -1), (1, -1), (2, 3)], constant: 0,
            relation: .greaterThanOrEqual, priority: .required),
          .init(
            id: 12, terms: [(1, -3), (3, 2)], constant: 0,
            relation: .lessThanOrEqual, priority: .required),
          .init(
            id: 13, terms: [(1, 1)], constant: 0,
            relation: .equal, priority: Priority(500)),
          .init(
            id: 14, terms: [(2, 2), (0, 3), (3, -1)], constant: 0,
            relation: .greaterThanOrEqual, priority: Priority(500)),
          .init(
            id: 15, terms: [(1, 3), (0, 2), (0, -3)], constant: 13,
            relation: .lessThanOrEqual, priority: Priority(750)),
          .init(
            id: 16, terms: [(3, -2), (0, -1)], constant: 0,
            relation: .lessThanOrEqual, priority: Priority(250)),
          .init(
            id: 17, terms: [(2, 3), (1, 1)], constant: -5,
            relation: .greaterThanOrEqual, priority: .required),
          .init(
            id: 18, terms: [(0, -1), (3, 1)], constant: 0,
            relation: .equal, priority: .required),
          .init(
            id: 19, terms: [(0, -1)], constant: 0,
            relation: .lessThanOrEqual, priority: .required),
        ],
        steps: [
          .add(0),
          .add(1),
          .add(2),
          .setPriority(0, Priority(1)),
          .add(3),
          .add(4),
          .add(5),
          .add(6),
          .add(7),
          .add(8),
          .remove(2),
          .add(9),
          .add(10),
          .addEdit(1, Priority(750)),
          .add(11),
          .remove(5),
          .add(12),
          .suggest(1, 1),
          .add(13),
          .add(14),
          .addEdit(0, Priority(500)),
          .suggest(1, 9),
          .transaction([.add(15), .addAll([16, 17, 18, 19])], catching: true, throwsAtEnd: false),
        ])),
    Regression(
      "required violated: seed 4813, 24 steps",
      Differential.Script(
        seed: 4813, variableCount: 5,
        constraints: [
          .init(
            id: 0, terms: [(0, 3), (4, 1)], constant: 8,
            relation: .equal, priority: Priority(750)),
          .init(
            id: 1, terms: [(0, -1), (0, -1), (1, 1)], constant: 0,
            relation: .greaterThanOrEqual, priority: Priority(500)),
          .init(
            id: 2, terms: [(2, -2), (3, -3), (2, -2)], constant: 7,
            relation: .lessThanOrEqual, priority: .required),
          .init(
            id: 3, terms: [(4, 3), (0, 3)], constant: -10,
            relation: .lessThanOrEqual, priority: .required),
          .init(
            id: 4, terms: [(1, 3), (0, 3), (4, 2)], constant: -16,
            relation: .greaterThanOrEqual, priority: Priority(500)),
          .init(
            id: 5, terms: [(0, 1), (3, -3), (3, -2)], constant: 16,
            relation: .greaterThanOrEqual, priority: .required),
          .init(
            id: 6, terms: [(0, -1)], constant: -6,
            relation: .equal, priority: .required),
          .init(
            id: 7, terms: [(2, -2), (4, -2)], constant: 14,
            relation: .greaterThanOrEqual, priority: .required),
          .init(
            id: 8, terms: [(2, -1)], constant: 0,
            relation: .equal, priority: Priority(250)),
          .init(
            id: 9, terms: [(0, -1)], constant: 0,
            relation: .lessThanOrEqual, priority: Priority(500)),
          .init(
            id: 10, terms: [(1, 2), (3, -2)], constant: 0,
            relation: .lessThanOrEqual, priority: Priority(500)),
          .init(
            id: 11, terms: [(2, -2), (0, -3)], constant: -9,
            relation: .lessThanOrEqual, priority: Priority(250)),
          .init(
            id: 12, terms: [(3, 3), (1, 3), (2, 1)], constant: -20,
            relation: .equal, priority: .required),
          .init(
            id: 13, terms: [(3, 2), (0, 3)], constant: -5,
            relation: .equal, priority: Priority(250)),
          .init(
            id: 14, terms: [(3, -1)], constant: -12,
            relation: .greaterThanOrEqual, priority: .required),
          .init(
            id: 15, terms: [(2, 3)], constant: 20,
            relation: .lessThanOrEqual, priority: Priority(750)),
          .init(
            id: 16, terms: [(3, 3), (3, 1), (1, -3)], constant: -20,
            relation: .greaterThanOrEqual, priority: .required),
        ],
        steps: [
          .addEdit(0, Priority(250)),
          .add(0),
          .add(1),
          .add(2),
          .suggest(0, 31.25),
          .add(3),
          .add(4),
          .add(5),
          .add(6),
          .add(7),
          .add(8),
          .addEdit(1, Priority(250)),
          .add(9),
          .add(10),
          .add(11),
          .add(12),
          .remove(6),
          .addEdit(4, Priority(500)),
          .suggest(1, -26),
          .add(13),
          .add(14),
          .setPriority(7, Priority(500)),
          .setPriority(14, Priority(500)),
          .transaction([.add(15), .add(16)], catching: true, throwsAtEnd: false),
        ])),
    Regression(
      "required constraint wrongly accepted: seed 1695, 24 steps",
      Differential.Script(
        seed: 1695, variableCount: 6,
        constraints: [
          .init(
            id: 0, terms: [(5, -1), (3, 3), (0, 1)], constant: 0,
            relation: .lessThanOrEqual, priority: Priority(250)),
          .init(
            id: 1, terms: [(1, 2), (2, 1), (4, 2)], constant: 20,
            relation: .greaterThanOrEqual, priority: Priority(250)),
          .init(
            id: 2, terms: [(4, 1), (5, 2)], constant: 0,
            relation: .greaterThanOrEqual, priority: Priority(250)),
          .init(
            id: 3, terms: [(5, -3), (3, 1), (1, -1)], constant: 0,
            relation: .lessThanOrEqual, priority: .required),
          .init(
            id: 4, terms: [(0, -3), (3, 1)], constant: 0,
            relation: .lessThanOrEqual, priority: Priority(1)),
          .init(
            id: 5, terms: [(3, -1)], constant: 0,
            relation: .greaterThanOrEqual, priority: Priority(250)),
          .init(
            id: 6, terms: [(2, 3), (3, 1)], constant: 0,
            relation: .equal, priority: Priority(250)),
          .init(
            id: 7, terms: [(0, -1), (1, 1)], constant: 0,
            relation: .equal, priority: .required),
          .init(
            id: 8, terms: [(1, -2), (1, 1)], constant: -7,
            relation: .greaterThanOrEqual, priority: Priority(1)),
          .init(
            id: 9, terms: [(1, -2), (1, 1), (4, 3)], constant: 0,
            relation: .lessThanOrEqual, priority: .required),
          .init(
            id: 10, terms: [(5, -3)], constant: 15,
            relation: .equal, priority: .required),
          .init(
            id: 11, terms: [(2, -2), (4, -1)], constant: 0,
            relation: .equal, priority: Priority(500)),
          .init(
            id: 12, terms: [(2, 1), (0, 3)], constant: 0,
            relation: .equal, priority: Priority(250)),
          .init(
            id: 13, terms: [(2, -2), (1, -1), (3, -2)], constant: 0,
            relation: .equal, priority: Priority(250)),
          .init(
            id: 14, terms: [(3, -3)], constant: 17,
            relation: .lessThanOrEqual, priority: .required),
          .init(
            id: 15, terms: [(4, 1)], constant: 0,
            relation: .equal, priority: Priority(750)),
          .init(
            id: 16, terms: [(2, 1)], constant: 15,
            relation: .equal, priority: .required),
          .init(
            id: 17, terms: [(0, 1)], constant: 17,
            relation: .lessThanOrEqual, priority: .required),
        ],
        steps: [
          .add(0),
          .add(1),
          .addEdit(4, Priority(1)),
          .add(2),
          .add(3),
          .add(4),
          .add(5),
          .add(6),
          .removeEdit(4),
          .add(7),
          .add(8),
          .add(9),
          .add(10),
          .add(11),
          .remove(4),
          .addEdit(2, Priority(1)),
          .add(12),
          .add(4),
          .addEdit(4, Priority(750)),
          .add(13),
          .add(14),
          .add(15),
          .add(16),
          .add(17),
        ])),
    Regression(
      "required constraint wrongly accepted: seed 9252, 30 steps",
      Differential.Script(
        seed: 9252, variableCount: 6,
        constraints: [
          .init(
            id: 0, terms: [(2, -2), (0, 1)], constant: 20,
            relation: .equal, priority: .required),
          .init(
            id: 1, terms: [(5, 1)], constant: 0,
            relation: .greaterThanOrEqual, priority: .required),
          .init(
            id: 2, terms: [(2, 3), (1, 2)], constant: -19,
            relation: .lessThanOrEqual, priority: Priority(1)),
          .init(
            id: 3, terms: [(2, -1), (0, 1)], constant: 0,
            relation: .equal, priority: .required),
          .init(
            id: 4, terms: [(4, 1)], constant: 0,
            relation: .greaterThanOrEqual, priority: .required),
          .init(
            id: 5, terms: [(2, 1), (3, 2), (4, -1)], constant: 6,
            relation: .greaterThanOrEqual, priority: Priority(1)),
          .init(
            id: 6, terms: [(3, -3), (1, 1)], constant: 0,
            relation: .lessThanOrEqual, priority: .required),
          .init(
            id: 7, terms: [(5, 2), (3, 1)], constant: -18,
            relation: .lessThanOrEqual, priority: .required),
          .init(
            id: 8, terms: [(3, -1)], constant: 0,
            relation: .greaterThanOrEqual, priority: Priority(250)),
          .init(
            id: 9, terms: [(0, -1), (3, 1), (4, -1)], constant: 17,
            relation: .greaterThanOrEqual, priority: Priority(750)),
          .init(
            id: 10, terms: [(2, -1), (5, -3)], constant: 0,
            relation: .equal, priority: .required),
          .init(
            id: 11, terms: [(2, 1)], constant: 0,
            relation: .lessThanOrEqual, priority: Priority(750)),
          .init(
            id: 12, terms: [(4, -3), (3, -1)], constant: 7,
            relation: .equal, priority: Priority(500)),
          .init(
            id: 13, terms: [(5, -2), (4, 3)], constant: -12,
            relation: .equal, priority: .required),
          .init(
            id: 14, terms: [(4, -2), (1, 3)], constant: -6,
            relation: .greaterThanOrEqual, priority: .required),
          .init(
            id: 15, terms: [(2, 1)], constant: -3,
            relation: .lessThanOrEqual, priority: Priority(750)),
          .init(
            id: 16, terms: [(2, 1), (3, -1)], constant: 20,
            relation: .lessThanOrEqual, priority: Priority(750)),
          .init(
            id: 17, terms: [(2, 1), (1, -2), (3, -3)], constant: 0,
            relation: .equal, priority: Priority(750)),
          .init(
            id: 18, terms: [(4, -1), (1, -1)], constant: 0,
            relation: .greaterThanOrEqual, priority: .required),
        ],
        steps: [
          .add(0),
          .addEdit(1, Priority(1)),
          .add(1),
          .add(2),
          .add(3),
          .setPriority(1, Priority(250)),
          .addEdit(2, Priority(500)),
          .add(4),
          .add(5),
          .add(6),
          .add(7),
          .add(8),
          .add(9),
          .setPriority(1, Priority(750)),
          .add(10),
          .remove(0),
          .addEdit(5, Priority(750)),
          .remove(10),
          .add(11),
          .add(12),
          .add(13),
          .suggest(5, 30.75),
          .remove(3),
          .remove(8),
          .remove(11),
          .add(14),
          .add(15),
          .add(16),
          .add(17),
          .add(18),
        ])),
  ]
}
