import ReflowSolver
import Synchronization
import Testing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

// The runner of one differential script: every step checked against a model and
// `ReferenceSolver` (see DifferentialTests.swift).

extension Differential {
  /// Runs one script against a fresh `Solver`, checking every step; stops at the first failure.
  final class Runner {
    let script: Script
    let solver = Solver()
    let variables: [Variable]
    let constraints: [Constraint]
    let constraintIDs: [ObjectIdentifier: Int]
    var model = Model()
    var statistics = Statistics()
    var failure: Failure?
    var currentStep = 0
    /// The bit patterns of the values after each step.
    var trace: [[UInt64]] = []
    /// Whether each step also compares `ambiguousVariables()` with the reference's ranges.
    var checksAmbiguity = true
    /// Where a failing step is written for an outside judge (``dump(_:_:)``).
    var dumpPath: String?
    /// Whether each step is judged against a fresh solver instead of the reference (scripts
    /// too large for it: ``checkAgainstFresh()``).
    var comparesWithFresh = false
    /// Set while the required constraints of an array being added are known to hold
    /// together with those in the solver.
    var knownFeasible = false

    init(_ script: Script) {
      self.script = script
      variables = (0..<script.variableCount).map { Variable(variableName($0)) }
      var constraints: [Constraint] = []
      var ids: [ObjectIdentifier: Int] = [:]
      for spec in script.constraints {
        // Every other constraint is built through the DSL's operators, as users write them.
        let c: Constraint
        if spec.id % 2 == 1 {
          c = Differential.byOperators(spec, variables)
        } else {
          let expression = Expression(
            terms: spec.terms.map { [variables] in Term(variables[$0.variable], $0.coefficient) },
            constant: spec.constant)
          c = Constraint(expression, spec.relation, priority: spec.priority, name: "c\(spec.id)")
        }
        ids[ObjectIdentifier(c)] = spec.id
        constraints.append(c)
      }
      self.constraints = constraints
      self.constraintIDs = ids
    }

    /// A step as the script prints it, constraints written out.
    func text(_ step: Step) -> String {
      step.lines(indent: "", constraints: script.constraints).joined(separator: "\n")
    }

    func fail(_ kind: Failure.Kind, _ message: String) {
      if failure == nil { failure = Failure(step: currentStep, kind: kind, message: message) }
    }

    func run() -> Failure? {
      statistics.scripts = 1
      for spec in script.constraints where spec.id % 2 == 1 {
        let c = constraints[spec.id]
        if !Differential.writesExactly(c, spec, variables) {
          fail(.operators, "the operators wrote c\(spec.id) as `\(c)` (\(c.priority)), not \(spec)")
          return failure
        }
      }
      for (index, step) in script.steps.enumerated() {
        currentStep = index
        let before = variables.map { solver.value(of: $0).bitPattern }
        let error = perform(step, &model)
        if let failure { return failure }
        if let error {
          let after = variables.map { solver.value(of: $0).bitPattern }
          if after != before {
            let changed = variables.indices.filter { after[$0] != before[$0] }.map {
              let old = Double(bitPattern: before[$0]), new = Double(bitPattern: after[$0])
              return "\(variables[$0]): \(old) -> \(new)"
            }
            fail(
              .rollback,
              "`\(text(step))` threw \(ErrorKind(error)) but changed values: \(changed)")
          }
        }
        trace.append(variables.map { solver.value(of: $0).bitPattern })
        checkState()
        if failure == nil {
          if comparesWithFresh { checkAgainstFresh() } else { checkSolution() }
        }
        if let failure { return failure }
        statistics.steps += 1
      }
      return nil
    }

    // MARK: Reference rows

    func row(_ id: Int, priority: Priority) -> ReferenceSolver.Row {
      let spec = script.constraints[id]
      var coefficients = [Double](repeating: 0, count: script.variableCount)
      for term in spec.terms { coefficients[term.variable] += term.coefficient }
      let relation: ReferenceSolver.Relation
      switch spec.relation {
      case .equal: relation = .equal
      case .lessThanOrEqual: relation = .lessThanOrEqual
      case .greaterThanOrEqual: relation = .greaterThanOrEqual
      }
      return ReferenceSolver.Row(
        coefficients, spec.constant, relation,
        priority: isRequired(priority) ? nil : priority.rawValue)
    }

    func editRow(_ v: Int, _ edit: (priority: Priority, value: Double)) -> ReferenceSolver.Row {
      var coefficients = [Double](repeating: 0, count: script.variableCount)
      coefficients[v] = 1
      return ReferenceSolver.Row(
        coefficients, -edit.value, .equal, priority: edit.priority.rawValue)
    }

    func rows(_ model: Model) -> [ReferenceSolver.Row] {
      model.active.keys.sorted().map { row($0, priority: model.added[$0]!) }
        + model.edits.keys.sorted().map { editRow($0, model.edits[$0]!) }
    }

    /// Whether the required constraints `ids` and `extra` (as required) can hold together.
    func feasible(_ ids: [Int], with extra: Int) -> Bool {
      let rows = (ids + [extra]).map { row($0, priority: .required) }
      guard let result = ReferenceSolver.isFeasible(variableCount: script.variableCount, rows: rows)
      else {
        fail(.reference, "the reference did not terminate on a feasibility problem")
        return true
      }
      return result
    }

    func requiredIDs(_ model: Model, excluding: Int? = nil) -> [Int] {
      model.active.keys.sorted().filter { isRequired(model.added[$0]!) && $0 != excluding }
    }

    // MARK: Steps

    /// Performs one step, checking its outcome against the model; updates the model when the
    /// step succeeds. Returns the error the step threw.
    func perform(_ step: Step, _ model: inout Model) -> (any Error)? {
      statistics.calls += 1
      var expected: Set<ErrorKind> = []
      var error: (any Error)?
      func call(_ body: () throws(SolverError) -> Void) {
        do { try body() } catch let e { error = e }
      }
      var verify: (SolverError) -> Void = { _ in }
      switch step {
      case .add(let id):
        let spec = script.constraints[id]
        let c = constraints[id]
        expected = expectedErrors(adding: id, model)
        verify = { [model] e in
          self.verifyConstraintPayload(e, c, id: id, priority: spec.priority, model: model)
        }
        call { () throws(SolverError) in try solver.add(c) }
        if expected.isEmpty, error == nil { model.added[id] = spec.priority }

      case .addOff(let id):
        let spec = script.constraints[id]
        let c = constraints[id]
        expected = expectedErrors(adding: id, model).subtracting([.unsatisfiableConstraint])
        verify = { [model] e in
          self.verifyConstraintPayload(e, c, id: id, priority: spec.priority, model: model)
        }
        call { () throws(SolverError) in try solver.add(c, isEnabled: false) }
        if expected.isEmpty, error == nil {
          model.added[id] = spec.priority
          model.disabled.insert(id)
        }

      case .remove(let id):
        let c = constraints[id]
        expected = expectedErrors(removing: id, model)
        verify = { [model] e in
          self.verifyConstraintPayload(e, c, id: id, priority: nil, model: model)
        }
        call { () throws(SolverError) in try solver.remove(c) }
        if expected.isEmpty, error == nil { model.remove(id) }

      case .setPriority(let id, let p):
        let c = constraints[id]
        if model.added[id] == nil {
          expected = [.unknownConstraint]
          if !isValid(p) { expected.insert(.invalidPriority) }
        } else if !isValid(p) {
          expected = [.invalidPriority]
        } else if isRequired(p), !isRequired(model.added[id]!), !model.disabled.contains(id),
          !feasible(requiredIDs(model, excluding: id), with: id)
        {
          expected = [.unsatisfiableConstraint]
        }
        verify = { [model] e in
          self.verifyConstraintPayload(e, c, id: id, priority: p, model: model)
        }
        call { () throws(SolverError) in try solver.setPriority(p, of: c) }
        if expected.isEmpty, error == nil { model.added[id] = p }

      case .setEnabled(let id, let on):
        let c = constraints[id]
        if model.added[id] == nil {
          expected = [.unknownConstraint]
        } else if on, model.disabled.contains(id), isRequired(model.added[id]!),
          !feasible(requiredIDs(model, excluding: id), with: id)
        {
          expected = [.unsatisfiableConstraint]
        }
        verify = { [model] e in
          self.verifyConstraintPayload(e, c, id: id, priority: model.added[id], model: model)
        }
        call { () throws(SolverError) in try solver.setEnabled(on, for: c) }
        if expected.isEmpty, error == nil {
          if on { model.disabled.remove(id) } else { model.disabled.insert(id) }
        }

      case .addEdit(let v, let p):
        let variable = variables[v]
        if model.edits[v] != nil {
          expected = [.duplicateEditVariable]
        } else if !isValid(p) {
          expected = [.invalidPriority]
        } else if isRequired(p) {
          expected = [.requiredEditVariable]
        }
        verify = { e in self.verifyVariablePayload(e, variable, priority: p) }
        // Held at the value it has now (inside a transaction: the value(of:) at the call).
        let current = solver.value(of: variable)
        call { () throws(SolverError) in try solver.addEditVariable(variable, priority: p) }
        if expected.isEmpty, error == nil { model.edits[v] = (p, current) }

      case .suggest(let v, let value):
        let variable = variables[v]
        if model.edits[v] == nil {
          expected = [.unknownEditVariable]
          if !value.isFinite { expected.insert(.nonFinite) }
        } else if !value.isFinite {
          expected = [.nonFinite]
        }
        verify = { e in self.verifyVariablePayload(e, variable, priority: nil) }
        call { () throws(SolverError) in try solver.suggestValue(value, for: variable) }
        if expected.isEmpty, error == nil { model.edits[v]!.value = value }

      case .removeEdit(let v):
        let variable = variables[v]
        if model.edits[v] == nil { expected = [.unknownEditVariable] }
        verify = { e in self.verifyVariablePayload(e, variable, priority: nil) }
        call { () throws(SolverError) in try solver.removeEditVariable(variable) }
        if expected.isEmpty, error == nil { model.edits[v] = nil }

      case .addAll(let ids), .removeAll(let ids):
        // Simulated one by one on a copy of the model: the first failure is the error, and
        // then nothing changes.
        let adding: Bool
        if case .addAll = step { adding = true } else { adding = false }
        var inner = model
        // One feasibility problem for a whole array of new constraints that can hold
        // together (then so can every prefix), not one per required constraint in it.
        let fresh = Set(ids).count == ids.count && ids.allSatisfy { model.added[$0] == nil }
        let required = ids.filter {
          let spec = script.constraints[$0]
          return isValid(spec.priority) && spec.isFinite && isRequired(spec.priority)
        }
        knownFeasible =
          adding && fresh && required.count > 1
          && feasible(requiredIDs(model) + required.dropLast(), with: required.last!)
        defer { knownFeasible = false }
        for id in ids {
          expected =
            adding ? expectedErrors(adding: id, inner) : expectedErrors(removing: id, inner)
          if !expected.isEmpty {
            let c = constraints[id]
            let priority = adding ? script.constraints[id].priority : nil
            verify = { [inner] e in
              self.verifyConstraintPayload(e, c, id: id, priority: priority, model: inner)
            }
            break
          }
          if adding { inner.added[id] = script.constraints[id].priority } else { inner.remove(id) }
        }
        let list = ids.map { constraints[$0] }
        call { () throws(SolverError) in
          if adding { try solver.add(list) } else { try solver.remove(list) }
        }
        if expected.isEmpty, error == nil { model = inner }

      case .transaction(let steps, let catching, let throwsAtEnd):
        statistics.calls -= 1
        return performTransaction(steps, catching: catching, throwsAtEnd: throwsAtEnd, &model)
      }

      if failure != nil { return error }
      let expectedText = expected.map(\.description).sorted()
      switch (expected.isEmpty, error) {
      case (true, nil):
        break
      case (true, let error?):
        fail(.error, "`\(text(step))` threw \(describe(error)), expected no error")
      case (false, nil):
        fail(.error, "`\(text(step))` did not throw, expected \(expectedText)")
      case (false, let error?):
        if !expected.contains(ErrorKind(error)) {
          fail(
            .error,
            "`\(text(step))` threw \(describe(error)), expected \(expectedText)")
        } else if let error = error as? SolverError {
          statistics.expectedErrors += 1
          verify(error)
        }
      }
      return error
    }

    /// The errors `add` of constraint `id` may throw (empty: it must succeed).
    func expectedErrors(adding id: Int, _ model: Model) -> Set<ErrorKind> {
      let spec = script.constraints[id]
      if model.added[id] != nil { return [.duplicateConstraint] }
      if !isValid(spec.priority) {
        return spec.isFinite ? [.invalidPriority] : [.invalidPriority, .nonFinite]
      }
      if !spec.isFinite { return [.nonFinite] }
      if isRequired(spec.priority), !knownFeasible, !feasible(requiredIDs(model), with: id) {
        return [.unsatisfiableConstraint]
      }
      return []
    }

    func expectedErrors(removing id: Int, _ model: Model) -> Set<ErrorKind> {
      model.added[id] == nil ? [.unknownConstraint] : []
    }

    func performTransaction(
      _ steps: [Step], catching: Bool, throwsAtEnd: Bool, _ model: inout Model
    ) -> (any Error)? {
      statistics.calls += 1
      statistics.transactions += 1
      var inner = model
      var expected: ErrorKind?
      var thrown: (any Error)?
      do {
        try solver.transaction { (_: Solver) throws(any Error) -> Void in
          for step in steps {
            let error = self.perform(step, &inner)
            if self.failure != nil { throw Abort() }
            if let error, !catching {
              expected = ErrorKind(error)
              throw error
            }
          }
          if throwsAtEnd {
            expected = .custom
            throw CustomError()
          }
        }
      } catch {
        thrown = error
      }
      if failure != nil { return thrown }
      if let expected {
        statistics.rolledBackTransactions += 1
        if let thrown, ErrorKind(thrown) == expected { return thrown }
        fail(.error, "transaction threw \(thrown.map(describe) ?? "nothing"), expected \(expected)")
      } else if let thrown {
        fail(.error, "transaction threw \(describe(thrown)), expected no error")
      } else {
        model = inner
      }
      return thrown
    }

    func describe(_ error: any Error) -> String {
      if let error = error as? SolverError { return "\(ErrorKind(error)) (\(error))" }
      return "\(error)"
    }

    // MARK: Payloads and conflicts

    func verifyConstraintPayload(
      _ error: SolverError, _ c: Constraint, id: Int, priority: Priority?, model: Model
    ) {
      switch error {
      case .duplicateConstraint(let x), .unknownConstraint(let x):
        if x !== c { fail(.error, "\(error) names another constraint than c\(id)") }
      case .unsatisfiableConstraint(let x, let conflicting):
        statistics.unsatisfiable += 1
        if x !== c { fail(.error, "\(error) names another constraint than c\(id)") }
        verifyConflict(id, conflicting, model: model)
      case .invalidPriority(let p):
        verifyPriorityPayload(error, p, priority)
      case .nonFinite:
        break
      default:
        fail(.error, "unexpected payload check for \(error)")
      }
    }

    func verifyVariablePayload(_ error: SolverError, _ v: Variable, priority: Priority?) {
      switch error {
      case .duplicateEditVariable(let x), .unknownEditVariable(let x), .requiredEditVariable(let x):
        if x !== v { fail(.error, "\(error) names another variable than \(v)") }
      case .invalidPriority(let p):
        verifyPriorityPayload(error, p, priority)
      case .nonFinite:
        break
      default:
        fail(.error, "unexpected payload check for \(error)")
      }
    }

    func verifyPriorityPayload(_ error: SolverError, _ p: Float, _ priority: Priority?) {
      guard let wanted = priority?.rawValue else { return }
      if p.bitPattern != wanted.bitPattern, !(p.isNaN && wanted.isNaN) {
        fail(.error, "\(error) names priority \(p), not \(wanted)")
      }
    }

    /// (e): the conflict set is made of required constraints in the solver, and is minimal.
    func verifyConflict(_ id: Int, _ conflicting: [Constraint], model: Model) {
      var ids: [Int] = []
      for c in conflicting {
        guard let member = constraintIDs[ObjectIdentifier(c)] else {
          fail(.conflict, "conflict set of c\(id) holds `\(c)`, not a constraint of the script")
          return
        }
        guard member != id, let p = model.active[member], isRequired(p), !ids.contains(member) else {
          fail(
            .conflict,
            "conflict set of c\(id) holds c\(member), which is not another required constraint "
              + "in the solver (or is listed twice); set: \(conflicting.map { "\($0)" })")
          return
        }
        ids.append(member)
      }
      let list = ids.map { "c\($0)" }.joined(separator: ", ")
      if feasible(ids, with: id) {
        fail(.conflict, "conflict set [\(list)] of c\(id) is feasible together with c\(id)")
        return
      }
      for member in ids where !feasible(ids.filter { $0 != member }, with: id) {
        fail(.conflict, "conflict set [\(list)] of c\(id) is not minimal: c\(member) is not needed")
        return
      }
    }

    // MARK: Checks after each step

    func checkState() {
      for id in script.constraints.indices {
        let c = constraints[id]
        let expected = model.added[id]
        let enabled = expected == nil ? nil : !model.disabled.contains(id)
        if solver.contains(c) != (expected != nil) || solver.priority(of: c) != expected
          || solver.isEnabled(c) != enabled
        {
          fail(
            .state,
            "c\(id): contains = \(solver.contains(c)), priority(of:) = "
              + "\(solver.priority(of: c).map { format($0) } ?? "nil"), expected "
              + "\(expected.map { format($0) } ?? "not in the solver"), isEnabled = "
              + "\(String(describing: solver.isEnabled(c))), expected \(String(describing: enabled))")
          return
        }
      }
      for (v, variable) in variables.enumerated()
      where solver.isEditVariable(variable) != (model.edits[v] != nil) {
        fail(.state, "isEditVariable(\(variable)) = \(solver.isEditVariable(variable))")
        return
      }
    }
  }
}
