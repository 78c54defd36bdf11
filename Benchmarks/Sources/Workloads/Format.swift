// The line-based text format of a workload file (described in Benchmarks/README.md).

extension Workload {
  /// The operations written as a bare keyword.
  static let argumentless: [String: Op] = [
    "begin": .begin, "commit": .commit, "read": .read, "reset": .reset, "untimed": .untimed,
  ]

  /// The workload as a file: `workload <name>`, then one operation a line.
  public var text: String {
    var out = "workload \(name)\n"
    out.reserveCapacity(ops.count * 40)
    for op in ops {
      op.write(to: &out)
      out += "\n"
    }
    return out
  }

  /// Reads a workload file and checks it (ids in order, ids defined before use, transactions
  /// balanced, no phase, `reset` or `read` inside a transaction, phase names unique).
  /// - Throws: ``WorkloadError`` naming the line.
  public init(parsing text: String) throws(WorkloadError) {
    var name: String?
    var ops: [Op] = []
    var lineNumber = 0
    for rawLine in text.split(separator: "\n", omittingEmptySubsequences: false) {
      lineNumber += 1
      let line = rawLine.hasSuffix("\r") ? rawLine.dropLast() : rawLine
      let fields = line.split(separator: " ", omittingEmptySubsequences: true)
      guard let keyword = fields.first, !keyword.hasPrefix("#") else { continue }
      func fail(_ message: String) -> WorkloadError {
        WorkloadError("line \(lineNumber): \(message): \(line)")
      }
      func int(_ i: Int) throws(WorkloadError) -> Int {
        guard i < fields.count, let v = Int(fields[i]), v >= 0 else { throw fail("expected an id") }
        return v
      }
      func number(_ i: Int) throws(WorkloadError) -> Double {
        guard i < fields.count, let v = Double(fields[i]), v.isFinite else {
          throw fail("expected a finite number")
        }
        return v
      }
      func priority(_ i: Int) throws(WorkloadError) -> Double {
        guard i < fields.count else { throw fail("expected a priority") }
        if fields[i] == "required" { return Workload.required }
        guard let v = Double(fields[i]), v > 0, v <= 1000 else {
          throw fail("expected a priority in (0, 1000] or 'required'")
        }
        return v
      }
      func count(_ n: Int) throws(WorkloadError) {
        if fields.count != n { throw fail("expected \(n - 1) field(s) after '\(keyword)'") }
      }
      switch keyword {
      case "workload":
        try count(2)
        guard name == nil, ops.isEmpty else { throw fail("'workload' must be the first line") }
        name = String(fields[1])
      case "var":
        guard fields.count >= 2 else { throw fail("expected 'var <id> [<name>]'") }
        let id = try int(1)
        let varName = fields.count > 2 ? fields[2...].joined(separator: " ") : "v\(id)"
        ops.append(.variable(id: id, name: varName))
      case "edit":
        try count(3)
        ops.append(.edit(variable: try int(1), priority: try priority(2)))
      case "suggest":
        try count(3)
        ops.append(.suggest(variable: try int(1), value: try number(2)))
      case "add":
        guard fields.count >= 5 else {
          throw fail("expected 'add <cid> <rel> <priority> <constant> <var>:<coef>...'")
        }
        let id = try int(1)
        guard let relation = WorkloadRelation(rawValue: String(fields[2])) else {
          throw fail("expected ==, <= or >=")
        }
        var terms: [WorkloadTerm] = []
        terms.reserveCapacity(fields.count - 5)
        for field in fields[5...] {
          guard let colon = field.firstIndex(of: ":"),
            let v = Int(field[..<colon]), v >= 0,
            let c = Double(field[field.index(after: colon)...]), c.isFinite
          else { throw fail("expected a term <var>:<coef>, not '\(field)'") }
          terms.append(WorkloadTerm(v, c))
        }
        ops.append(
          .add(
            id: id,
            ConstraintSpec(
              relation: relation, priority: try priority(3), constant: try number(4), terms: terms)))
      case "remove":
        try count(2)
        ops.append(.remove(id: try int(1)))
      case "priority":
        try count(3)
        ops.append(.priority(id: try int(1), priority: try priority(2)))
      case "begin", "commit", "read", "reset", "untimed":
        try count(1)
        ops.append(Self.argumentless[String(keyword)]!)
      case "phase":
        guard fields.count == 2 || fields.count == 3 else {
          throw fail("expected 'phase <name> [<rounds>]'")
        }
        let rounds = fields.count == 3 ? try int(2) : 1
        guard rounds >= 1 else { throw fail("rounds must be at least 1") }
        ops.append(.phase(name: String(fields[1]), rounds: rounds))
      default:
        throw fail("unknown keyword '\(keyword)'")
      }
    }
    self.init(name: name ?? "unnamed", ops: ops)
    try validate()
  }

  /// Checks the rules of the format (see ``init(parsing:)``).
  /// - Throws: ``WorkloadError`` naming the operation (its index, counting from 1).
  public func validate() throws(WorkloadError) {
    var variables = 0
    var definitions: [ConstraintSpec] = []
    var depth = 0
    var phases = Set<String>()
    for (index, op) in ops.enumerated() {
      func fail(_ message: String) -> WorkloadError {
        WorkloadError("operation \(index + 1) (\(op.line)): \(message)")
      }
      func checkVariable(_ v: Int) throws(WorkloadError) {
        if v >= variables { throw fail("variable \(v) is not declared") }
      }
      func checkConstraint(_ c: Int) throws(WorkloadError) {
        if c >= definitions.count { throw fail("constraint \(c) is not defined") }
      }
      switch op {
      case .variable(let id, _):
        if id != variables { throw fail("expected variable id \(variables)") }
        variables += 1
      case .edit(let v, _), .suggest(let v, _):
        try checkVariable(v)
      case .add(let id, let spec):
        for term in spec.terms { try checkVariable(term.variable) }
        if id == definitions.count {
          definitions.append(spec)
        } else if id < definitions.count {
          if definitions[id] != spec { throw fail("constraint \(id) is re-added with another definition") }
        } else {
          throw fail("expected constraint id \(definitions.count) or an earlier one")
        }
      case .remove(let id), .priority(let id, _):
        try checkConstraint(id)
      case .begin:
        depth += 1
      case .commit:
        if depth == 0 { throw fail("'commit' without 'begin'") }
        depth -= 1
      case .read, .reset, .phase, .untimed:
        if depth > 0 { throw fail("not allowed inside begin/commit") }
        if case .phase(let name, _) = op {
          if name.contains("/") || name.isEmpty { throw fail("bad phase name") }
          if !phases.insert(name).inserted { throw fail("phase '\(name)' appears twice") }
        }
      }
    }
    if depth != 0 { throw WorkloadError("a transaction is not committed at the end") }
  }
}

extension Op {
  /// The operation as one line of a workload file.
  public var line: String {
    var s = ""
    write(to: &s)
    return s
  }

  func write(to out: inout String) {
    switch self {
    case .variable(let id, let name):
      out += "var \(id) \(name)"
    case .edit(let v, let p):
      out += "edit \(v) \(formatPriority(p))"
    case .suggest(let v, let value):
      out += "suggest \(v) \(formatNumber(value))"
    case .add(let id, let spec):
      out += "add \(id) \(spec.relation.rawValue) \(formatPriority(spec.priority)) "
      out += formatNumber(spec.constant)
      for term in spec.terms {
        out += " \(term.variable):\(formatNumber(term.coefficient))"
      }
    case .remove(let id):
      out += "remove \(id)"
    case .priority(let id, let p):
      out += "priority \(id) \(formatPriority(p))"
    case .begin: out += "begin"
    case .commit: out += "commit"
    case .read: out += "read"
    case .reset: out += "reset"
    case .untimed: out += "untimed"
    case .phase(let name, let rounds):
      out += rounds == 1 ? "phase \(name)" : "phase \(name) \(rounds)"
    }
  }
}

/// A number as it is written in a file: `8`, `-0.25`, `1e-05`; read back bit-identical
/// by Swift's `Double(_:)` and Python's `float()`.
public func formatNumber(_ value: Double) -> String {
  if value == 0 { return "0" }  // also -0
  if abs(value) < 1e15, value.rounded() == value { return String(Int64(value)) }
  return value.description
}

/// A priority as it is written in a file: `required` for 1000, else the number.
public func formatPriority(_ value: Double) -> String {
  value == Workload.required ? "required" : formatNumber(value)
}
