import ReflowSolver
import Testing

// Random solver scripts from a seed, shared by the determinism, conflict and known-failure
// suites. A script names variables and constraints by index, so that several runs can build
// their own objects (in different orders if they like) and perform the same calls.

// MARK: - Script

/// A constraint described by variable indices.
struct ConstraintSpec {
  var terms: [(variable: Int, coefficient: Double)]
  var constant: Double
  var relation: Relation
  var priority: Priority

  /// The constraint over `variables`.
  func make(_ variables: [Variable], name: String) -> Constraint {
    let expression = Expression(
      terms: terms.map { Term(variables[$0.variable], $0.coefficient) }, constant: constant)
    return Constraint(expression, relation, priority: priority, name: name)
  }
}

/// One call (or one transaction of calls) of a script.
indirect enum ScriptStep {
  case add(Int)
  case remove(Int)
  case setPriority(Int, Priority)
  case setEnabled(Int, Bool)
  case addEdit(Int, Priority)
  case removeEdit(Int)
  case suggest(Int, Double)
  case transaction([ScriptStep], ending: TransactionEnding)
}

/// How a scripted transaction ends.
enum TransactionEnding {
  /// Errors of the calls inside are caught inside; the transaction commits.
  case commit
  /// The first error of a call inside is rethrown: the whole transaction is undone.
  case rethrowFirstError
  /// The body throws an error of its own after its calls: the whole transaction is undone.
  case throwCustom
}

/// A body's own error, thrown to undo a transaction.
struct ScriptAbort: Error {}

/// A random script: constraints over `variableCount` variables and the steps that use them.
struct RandomScript {
  var variableCount: Int
  var specs: [ConstraintSpec] = []
  var steps: [ScriptStep] = []

  init(seed: UInt64, variableCount: Int = 6, stepCount: Int = 40) {
    self.variableCount = variableCount
    var random = SplitMix64(seed: seed)
    for _ in 0..<stepCount { steps.append(makeStep(&random, depth: 0)) }
  }

  private static let priorities: [Priority] = [
    .required, .required, .required, 999, .high, 751, .medium, .low, 1,
  ]
  private static let editPriorities: [Priority] = [.high, .medium, .low, 999, 1]
  private static let coefficients: [Double] = [1, -1, 2, -2, 0.5, 3, -0.25, 1.5]

  private mutating func newSpec(_ random: inout SplitMix64) -> Int {
    var terms: [(variable: Int, coefficient: Double)] = []
    for _ in 0...random.below(3) {
      terms.append((random.below(variableCount), random.pick(Self.coefficients)))
    }
    let relation = random.pick([Relation.equal, .equal, .lessThanOrEqual, .greaterThanOrEqual])
    let constant = Double(random.below(4001) - 2000) / 10
    specs.append(
      ConstraintSpec(
        terms: terms, constant: constant, relation: relation,
        priority: random.pick(Self.priorities)))
    return specs.count - 1
  }

  private mutating func makeStep(_ random: inout SplitMix64, depth: Int) -> ScriptStep {
    let roll = random.below(100)
    if specs.isEmpty || roll < 40 { return .add(newSpec(&random)) }
    if roll < 45 { return .add(random.below(specs.count)) }
    if roll < 60 { return .remove(random.below(specs.count)) }
    if roll < 63 { return .setEnabled(random.below(specs.count), random.chance(50)) }
    if roll < 68 {
      let priority =
        random.chance(5) ? random.pick([Priority(0), 1001]) : random.pick(Self.priorities)
      return .setPriority(random.below(specs.count), priority)
    }
    if roll < 75 {
      let priority = random.chance(5) ? Priority.required : random.pick(Self.editPriorities)
      return .addEdit(random.below(variableCount), priority)
    }
    if roll < 88 {
      return .suggest(random.below(variableCount), Double(random.below(2001) - 1000) / 2)
    }
    if roll < 93 || depth >= 2 { return .removeEdit(random.below(variableCount)) }
    var inner: [ScriptStep] = []
    for _ in 0...random.below(4) { inner.append(makeStep(&random, depth: depth + 1)) }
    let ending = random.pick([TransactionEnding.commit, .commit, .rethrowFirstError, .throwCustom])
    return .transaction(inner, ending: ending)
  }
}

// MARK: - Running

/// A fresh solver with its own variables and constraints for a script.
final class ScriptRunner {
  let script: RandomScript
  let solver = Solver()
  let variables: [Variable]
  let constraints: [Constraint]
  /// Objects allocated between the variables and constraints of a run that creates them in
  /// another order, so that their addresses (and hash values) differ from the other run's.
  private let padding: [AnyObject]

  /// - Parameter reversedCreation: Create the variables and constraints in reverse order,
  ///   with other allocations in between (the solver must not care).
  init(_ script: RandomScript, reversedCreation: Bool = false) {
    self.script = script
    var padding: [AnyObject] = []
    var variables: [Variable?] = Array(repeating: nil, count: script.variableCount)
    let variableOrder = Array(0..<script.variableCount)
    for i in reversedCreation ? variableOrder.reversed() : variableOrder {
      if reversedCreation { padding.append(Variable("padding")) }
      variables[i] = Variable("v\(i)")
    }
    self.variables = variables.map { $0! }
    var constraints: [Constraint?] = Array(repeating: nil, count: script.specs.count)
    let constraintOrder = Array(script.specs.indices)
    for i in reversedCreation ? constraintOrder.reversed() : constraintOrder {
      if reversedCreation { padding.append(Variable("padding")) }
      constraints[i] = script.specs[i].make(self.variables, name: "c\(i)")
    }
    self.constraints = constraints.map { $0! }
    self.padding = padding
  }

  /// Performs one step; returns what happened (`ok`, an error's case, or `aborted`), with the
  /// indices of the constraints an unsatisfiable error names.
  @discardableResult
  func perform(_ step: ScriptStep) -> String {
    if case .transaction(let inner, .throwCustom) = step {
      do {
        try solver.transaction { s in
          for step in inner { _ = solverError { try self.apply(step, to: s) } }
          throw ScriptAbort()
        }
        return "committed?"
      } catch is ScriptAbort {
        return "aborted"
      } catch {
        return "unexpected \(error)"
      }
    }
    guard let error = solverError({ try apply(step, to: solver) }) else { return "ok" }
    if let conflicting = error.conflictingConstraints {
      let indices = conflicting.map { c in constraints.firstIndex { $0 === c } ?? -1 }
      return "unsatisfiableConstraint\(indices)"
    }
    return error.caseName
  }

  private func apply(_ step: ScriptStep, to s: Solver) throws(SolverError) {
    switch step {
    case .add(let i): try s.add(constraints[i])
    case .remove(let i): try s.remove(constraints[i])
    case .setPriority(let i, let p): try s.setPriority(p, of: constraints[i])
    case .setEnabled(let i, let on): try s.setEnabled(on, for: constraints[i])
    case .addEdit(let v, let p): try s.addEditVariable(variables[v], priority: p)
    case .removeEdit(let v): try s.removeEditVariable(variables[v])
    case .suggest(let v, let value): try s.suggestValue(value, for: variables[v])
    case .transaction(let inner, .commit):
      try s.transaction { (t: Solver) throws(SolverError) in
        for step in inner { _ = solverError { try self.apply(step, to: t) } }
      }
    case .transaction(let inner, .rethrowFirstError):
      try s.transaction { (t: Solver) throws(SolverError) in
        for step in inner { try self.apply(step, to: t) }
      }
    case .transaction(let inner, .throwCustom):
      // Nested: the custom error is caught by the enclosing body, which goes on.
      do {
        try s.transaction { t in
          for step in inner { _ = solverError { try self.apply(step, to: t) } }
          throw ScriptAbort()
        }
      } catch {}
    }
  }

  /// A snapshot of everything observable about the run's solver.
  func snapshot() -> SolverSnapshot {
    SolverSnapshot(solver, variables: variables, constraints: constraints)
  }
}
