/// A linear expression over workload variables, for writing generators: `sum(terms) + constant`.
public struct Lin: Sendable {
  public var terms: [WorkloadTerm]
  public var constant: Double

  public init(terms: [WorkloadTerm] = [], constant: Double = 0) {
    self.terms = terms
    self.constant = constant
  }

  /// `1 * variable`.
  public init(variable: Int) { self.init(terms: [WorkloadTerm(variable, 1)]) }

  func scaled(_ f: Double) -> Lin {
    Lin(terms: terms.map { WorkloadTerm($0.variable, $0.coefficient * f) }, constant: constant * f)
  }

  public static func + (a: Lin, b: Lin) -> Lin {
    Lin(terms: a.terms + b.terms, constant: a.constant + b.constant)
  }
  public static func - (a: Lin, b: Lin) -> Lin { a + b.scaled(-1) }
  public static func + (a: Lin, b: Double) -> Lin { Lin(terms: a.terms, constant: a.constant + b) }
  public static func - (a: Lin, b: Double) -> Lin { Lin(terms: a.terms, constant: a.constant - b) }
  public static func * (a: Lin, f: Double) -> Lin { a.scaled(f) }
  public static func * (f: Double, a: Lin) -> Lin { a.scaled(f) }
  public static prefix func - (a: Lin) -> Lin { a.scaled(-1) }
}

/// Writes a workload operation by operation, numbering variables and constraints.
public struct WorkloadBuilder {
  public private(set) var workload: Workload
  public private(set) var variableCount = 0
  private var definitions: [ConstraintSpec] = []

  public init(name: String) { workload = Workload(name: name) }

  /// Declares a variable and returns it as an expression.
  public mutating func variable(_ name: String) -> Lin {
    let id = variableCount
    variableCount += 1
    workload.ops.append(.variable(id: id, name: name))
    return Lin(variable: id)
  }

  /// Adds `lhs relation rhs` (written `lhs - rhs relation 0`, terms in the order written, the
  /// terms of one variable summed) and returns its constraint id.
  @discardableResult
  public mutating func add(
    _ lhs: Lin, _ relation: WorkloadRelation, _ rhs: Lin, _ priority: Double
  ) -> Int {
    let e = lhs - rhs
    var terms: [WorkloadTerm] = []
    for t in e.terms {
      if let i = terms.firstIndex(where: { $0.variable == t.variable }) {
        terms[i].coefficient += t.coefficient
      } else {
        terms.append(t)
      }
    }
    let spec = ConstraintSpec(
      relation: relation, priority: priority, constant: e.constant == 0 ? 0 : e.constant,
      terms: terms)
    let id = definitions.count
    definitions.append(spec)
    workload.ops.append(.add(id: id, spec))
    return id
  }

  /// `lhs relation constant`.
  @discardableResult
  public mutating func add(
    _ lhs: Lin, _ relation: WorkloadRelation, _ constant: Double, _ priority: Double
  ) -> Int {
    add(lhs, relation, Lin(constant: constant), priority)
  }

  /// Adds again a constraint defined earlier (after it was removed, or after `reset`).
  public mutating func readd(_ id: Int) { workload.ops.append(.add(id: id, definitions[id])) }

  /// The definition of a constraint.
  public func definition(_ id: Int) -> ConstraintSpec { definitions[id] }

  /// A new constraint id with the definition of `id` but another priority.
  public mutating func copy(_ id: Int, priority: Double) -> Int {
    var spec = definitions[id]
    spec.priority = priority
    let newID = definitions.count
    definitions.append(spec)
    workload.ops.append(.add(id: newID, spec))
    return newID
  }

  public mutating func edit(_ v: Lin, _ priority: Double) {
    workload.ops.append(.edit(variable: v.terms[0].variable, priority: priority))
  }
  public mutating func suggest(_ v: Lin, _ value: Double) {
    workload.ops.append(.suggest(variable: v.terms[0].variable, value: value))
  }
  public mutating func remove(_ id: Int) { workload.ops.append(.remove(id: id)) }
  public mutating func setPriority(_ id: Int, _ priority: Double) {
    workload.ops.append(.priority(id: id, priority: priority))
  }
  public mutating func begin() { workload.ops.append(.begin) }
  public mutating func commit() { workload.ops.append(.commit) }
  public mutating func read() { workload.ops.append(.read) }
  public mutating func reset() { workload.ops.append(.reset) }
  public mutating func phase(_ name: String, rounds: Int = 1) {
    workload.ops.append(.phase(name: name, rounds: rounds))
  }
  public mutating func untimed() { workload.ops.append(.untimed) }
}

extension WorkloadBuilder {
  /// Appends operations recorded earlier (to repeat a section, such as a build after `reset`).
  public mutating func append(_ ops: [Op]) { workload.ops.append(contentsOf: ops) }
}
