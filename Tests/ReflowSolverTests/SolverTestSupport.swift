import ReflowSolver
import Testing

// Helpers shared by the contract suites: catching typed errors, comparing a solver's whole
// observable state before and after a call, and comparing numbers with a stated tolerance.

// MARK: - Errors

/// The error `body` throws, or `nil` when it returns. (Closures infer `throws(any Error)`, so
/// the typed error is recovered by a cast; any other error is an issue of its own.)
func solverError(
  sourceLocation: SourceLocation = #_sourceLocation, _ body: () throws -> Void
) -> SolverError? {
  do {
    try body()
    return nil
  } catch let error as SolverError {
    return error
  } catch {
    Issue.record("expected a SolverError, got \(error)", sourceLocation: sourceLocation)
    return nil
  }
}

extension SolverError {
  /// The name of the case, for messages and for comparing outcomes of two runs.
  var caseName: String {
    switch self {
    case .duplicateConstraint: return "duplicateConstraint"
    case .unknownConstraint: return "unknownConstraint"
    case .unsatisfiableConstraint: return "unsatisfiableConstraint"
    case .duplicateEditVariable: return "duplicateEditVariable"
    case .unknownEditVariable: return "unknownEditVariable"
    case .requiredEditVariable: return "requiredEditVariable"
    case .invalidPriority: return "invalidPriority"
    case .nonFinite: return "nonFinite"
    }
  }

  /// The constraints named by `.unsatisfiableConstraint`, or `nil` for another case.
  var conflictingConstraints: [Constraint]? {
    if case .unsatisfiableConstraint(_, let conflicting) = self { return conflicting }
    return nil
  }
}

/// Whether `constraints` holds exactly the objects of `expected`, in any order.
func sameObjects(_ constraints: [Constraint], _ expected: [Constraint]) -> Bool {
  Set(constraints.map(ObjectIdentifier.init)) == Set(expected.map(ObjectIdentifier.init))
    && constraints.count == expected.count
}

// MARK: - Numbers

/// Whether `actual` is within `relative x |expected|` (or `absolute`, whichever is larger) of
/// `expected`.
func isClose(_ actual: Double, _ expected: Double, relative: Double = 1e-9, absolute: Double = 0)
  -> Bool
{
  abs(actual - expected) <= max(absolute, relative * abs(expected))
}

/// Whether `constraint` holds for the solver's current values, up to rounding relative to the
/// size of its terms.
func holds(_ constraint: Constraint, in solver: Solver, relative: Double = 1e-9) -> Bool {
  let expression = constraint.expression
  let residual = expression.evaluate { solver.value(of: $0) }
  var scale = abs(expression.constant)
  for term in expression.terms { scale += abs(term.coefficient * solver.value(of: term.variable)) }
  let slack = relative * max(1, scale)
  switch constraint.relation {
  case .equal: return abs(residual) <= slack
  case .lessThanOrEqual: return residual <= slack
  case .greaterThanOrEqual: return residual >= -slack
  }
}

// MARK: - Snapshots

/// Everything a caller can observe about a solver, for a known list of variables and
/// constraints, read through the public API only.
struct SolverSnapshot {
  var variableNames: [String]
  var values: [Double]
  var isEditVariable: [Bool]
  var contains: [Bool]
  var priorities: [Priority?]
  /// `isEnabled(_:)` of each known constraint.
  var enabled: [Bool?]
  /// `solver.constraints`, each as its index in the known list (`-1` for one not in it).
  var constraintOrder: [Int]
  /// `solver.ambiguousVariables()`, each as its index in the known list (`-1` if not in it).
  var ambiguous: [Int]

  init(_ solver: Solver, variables: [Variable], constraints: [Constraint]) {
    variableNames = variables.map(\.name)
    values = variables.map { solver.value(of: $0) }
    isEditVariable = variables.map { solver.isEditVariable($0) }
    contains = constraints.map { solver.contains($0) }
    priorities = constraints.map { solver.priority(of: $0) }
    enabled = constraints.map { solver.isEnabled($0) }
    constraintOrder = solver.constraints.map { c in constraints.firstIndex { $0 === c } ?? -1 }
    ambiguous = solver.ambiguousVariables().map { v in variables.firstIndex { $0 === v } ?? -1 }
  }
}

/// Checks, value by value and with `==`, that `after` is exactly `before`.
func expectSameState(
  _ after: SolverSnapshot, as before: SolverSnapshot, _ context: String,
  sourceLocation: SourceLocation = #_sourceLocation
) {
  for (i, name) in before.variableNames.enumerated() {
    #expect(
      after.values[i] == before.values[i],
      "\(context): \(name) should still be \(before.values[i]), is \(after.values[i])",
      sourceLocation: sourceLocation)
    #expect(
      after.isEditVariable[i] == before.isEditVariable[i],
      "\(context): whether \(name) is an edit variable should not have changed",
      sourceLocation: sourceLocation)
  }
  for i in before.contains.indices {
    #expect(
      after.contains[i] == before.contains[i],
      "\(context): whether constraint #\(i) is in the solver should not have changed",
      sourceLocation: sourceLocation)
    #expect(
      after.priorities[i] == before.priorities[i],
      """
      \(context): the solver's priority of constraint #\(i) should still be \
      \(String(describing: before.priorities[i])), is \(String(describing: after.priorities[i]))
      """,
      sourceLocation: sourceLocation)
    #expect(
      after.enabled[i] == before.enabled[i],
      "\(context): whether constraint #\(i) is switched on should not have changed",
      sourceLocation: sourceLocation)
  }
  #expect(
    after.constraintOrder == before.constraintOrder,
    "\(context): the solver's constraints should still be \(before.constraintOrder) (indices)",
    sourceLocation: sourceLocation)
  #expect(
    after.ambiguous == before.ambiguous,
    "\(context): the ambiguous variables should still be \(before.ambiguous) (indices)",
    sourceLocation: sourceLocation)
}

// MARK: - Random numbers

/// SplitMix64 (Steele, Lea, Flood 2014): a tiny generator whose sequence depends only on the
/// seed, so that scripts are the same on every run and platform.
struct SplitMix64: RandomNumberGenerator {
  private var state: UInt64

  init(seed: UInt64) { state = seed }

  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE5_E4B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }

  /// A number in `0..<bound`, computed here rather than by the standard library so that the
  /// sequence never depends on its algorithm.
  mutating func below(_ bound: Int) -> Int { Int(next() % UInt64(bound)) }

  /// One element of `choices`.
  mutating func pick<T>(_ choices: [T]) -> T { choices[below(choices.count)] }

  /// Whether an event of probability `percent`/100 happens.
  mutating func chance(_ percent: Int) -> Bool { below(100) < percent }
}
