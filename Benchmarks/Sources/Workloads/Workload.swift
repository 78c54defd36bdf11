/// A workload: a script of solver calls, divided into timed phases.
///
/// A workload is what both Reflow (`reflow-run`, the package-benchmark suite) and kiwi
/// (`kiwi/compare.py`) execute, in the same order, so that their times compare. It is made by
/// ``Generators`` and kept as a small line-based text file (see ``Workload/text`` and
/// ``Workload/init(parsing:)``; the format is described in `Benchmarks/README.md`).
public struct Workload: Sendable, Equatable {
  /// The workload's name, as in `tree_1000` (no `/`, no spaces).
  public var name: String
  /// The operations, in order.
  public var ops: [Op]

  public init(name: String, ops: [Op] = []) {
    self.name = name
    self.ops = ops
  }

  /// The priority written `required`: a constraint that must hold.
  public static let required: Double = 1000

  /// How many distinct constraints (constraint ids) the workload defines.
  public var constraintCount: Int {
    ops.reduce(0) { n, op in if case .add(let id, _) = op { return max(n, id + 1) } else { return n } }
  }

  /// How many variables the workload declares.
  public var variableCount: Int {
    ops.reduce(0) { n, op in if case .variable = op { return n + 1 } else { return n } }
  }

  /// The names of the timed phases, in order.
  public var phaseNames: [String] {
    ops.compactMap { if case .phase(let name, _) = $0 { return name } else { return nil } }
  }
}

/// How the two sides of a workload constraint relate: `sum(coef * var) + constant REL 0`.
public enum WorkloadRelation: String, Sendable, Equatable {
  case equal = "=="
  case lessThanOrEqual = "<="
  case greaterThanOrEqual = ">="
}

/// One term of a workload constraint: `coefficient * variable`, the variable by its id.
public struct WorkloadTerm: Sendable, Equatable {
  public var variable: Int
  public var coefficient: Double
  public init(_ variable: Int, _ coefficient: Double) {
    self.variable = variable
    self.coefficient = coefficient
  }
}

/// A constraint of a workload: `sum(terms) + constant relation 0` at `priority`
/// (1...1000; 1000 is required).
public struct ConstraintSpec: Sendable, Equatable {
  public var relation: WorkloadRelation
  public var priority: Double
  public var constant: Double
  public var terms: [WorkloadTerm]
  public init(relation: WorkloadRelation, priority: Double, constant: Double, terms: [WorkloadTerm]) {
    self.relation = relation
    self.priority = priority
    self.constant = constant
    self.terms = terms
  }
}

/// One line of a workload file.
public enum Op: Sendable, Equatable {
  /// `var <id> <name>`: declares a variable. Ids are 0, 1, 2, ... in order.
  case variable(id: Int, name: String)
  /// `edit <var> <priority>`: makes a variable an edit variable.
  case edit(variable: Int, priority: Double)
  /// `suggest <var> <value>`: suggests a value for an edit variable.
  case suggest(variable: Int, value: Double)
  /// `add <cid> <rel> <priority> <constant> <var>:<coef> ...`: adds a constraint. A new id is
  /// the next of 0, 1, 2, ...; adding an id again (after `remove` or `reset`) repeats its
  /// definition exactly.
  case add(id: Int, ConstraintSpec)
  /// `remove <cid>`: removes a constraint.
  case remove(id: Int)
  /// `priority <cid> <priority>`: changes the priority of an added constraint.
  case priority(id: Int, priority: Double)
  /// `begin`: a transaction starts (kiwi has none: it runs the calls one by one).
  case begin
  /// `commit`: the innermost transaction ends.
  case commit
  /// `read`: reads the value of every declared variable.
  case read
  /// `reset`: the solver is replaced by a new, empty one (variables stay declared).
  case reset
  /// `phase <name> [<rounds>]`: a timed section starts; it ends at the next `phase`,
  /// `untimed` or the end of the file. `rounds` (default 1) says how many repetitions of the
  /// same work the section holds: times are reported per round.
  case phase(name: String, rounds: Int)
  /// `untimed`: the current timed section ends; what follows is setup, not timed.
  case untimed
}

/// A workload file that cannot be read, or a workload that cannot run.
public struct WorkloadError: Error, CustomStringConvertible {
  public var message: String
  public init(_ message: String) { self.message = message }
  public var description: String { message }
}
