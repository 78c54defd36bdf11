// `reflow-run script`: runs a solver script in the shared text format of the kiwi comparison
// (`Benchmarks/workloads/FORMAT.md`, version 1: add, remove, edit, unedit, suggest,
// check) on ReflowSolver, printing what a check must report, or with `--time` the build and
// resolve times of the solver calls alone, as every runner of that format does.
import Foundation
import ReflowSolver

/// One operation of a shared-format script, with its solver objects built before any timing.
enum ScriptOp {
  case add(id: String, Constraint)
  case remove(id: String)
  case edit(Variable, Priority)
  case unedit(Variable)
  case suggest(Variable, Double)
  /// The N-th check: the variables named before it, sorted by byte-wise name order.
  case check(Int, [(name: String, variable: Variable)])
}

/// A parsed script. Strengths are kiwi's weights; they map by rank to Reflow's priorities
/// (the strongest non-required one to 999, the weakest to 1, strictly ordered between).
struct SharedScript {
  var ops: [ScriptOp] = []
  /// The non-required strengths met, strongest first, and the priority each maps to.
  var levels: [(strength: Double, priority: Priority)] = []

  /// kiwi clips strengths to this value: a number at least this large means required.
  static let requiredStrength = 1_001_001_000.0

  /// Reads `text`.
  /// - Throws: `line L: message` for the first malformed line (the format's fatal input error).
  init(parsing text: String) throws(ScriptError) {
    var lines: [(number: Int, tokens: [Substring])] = []
    var strengths = Set<Double>()
    var number = 0
    for raw in text.split(separator: "\n", omittingEmptySubsequences: false) {
      number += 1
      let content = raw.prefix { $0 != "#" }
      let tokens = content.split { " \t\r\u{0B}\u{0C}".contains($0) }
      guard !tokens.isEmpty else { continue }
      lines.append((number, tokens))
      let kind = tokens[0]
      if (kind == "add" && tokens.count > 2) || (kind == "edit" && tokens.count > 2) {
        let s = try Self.strength(tokens[2], line: number)
        if s < Self.requiredStrength { strengths.insert(s) }
      }
    }
    let sorted = strengths.sorted(by: >)
    for (rank, s) in sorted.enumerated() {
      let p: Float =
        sorted.count == 1 ? 999 : 999 - Float(rank) * 998 / Float(sorted.count - 1)
      levels.append((s, Priority(p)))
    }
    var priorityOf: [Double: Priority] = [:]
    for level in levels { priorityOf[level.strength] = level.priority }
    var variables: [String: Variable] = [:]
    func variable(_ name: Substring) -> Variable {
      if let v = variables[String(name)] { return v }
      let v = Variable(String(name))
      variables[String(name)] = v
      return v
    }
    var checks = 0
    for (line, tokens) in lines {
      func fail(_ message: String) -> ScriptError { ScriptError("line \(line): \(message)") }
      func count(_ n: Int) throws(ScriptError) {
        if tokens.count != n { throw fail("\(tokens[0]) takes \(n - 1) fields") }
      }
      func priority(_ token: Substring) throws(ScriptError) -> Priority {
        let s = try Self.strength(token, line: line)
        return s >= Self.requiredStrength ? .required : priorityOf[s]!
      }
      switch tokens[0] {
      case "add":
        guard tokens.count >= 5, tokens.count % 2 == 1 else {
          throw fail("add takes ID STRENGTH OP CONSTANT and COEF VAR pairs")
        }
        let relation: Relation
        switch tokens[3] {
        case "==": relation = .equal
        case "<=": relation = .lessThanOrEqual
        case ">=": relation = .greaterThanOrEqual
        default: throw fail("unknown relation \(tokens[3])")
        }
        let constant = try Self.number(tokens[4], line: line)
        // Coefficients of a variable named twice are summed; a zero sum drops the term.
        var order: [String] = []
        var coefficients: [String: Double] = [:]
        var i = 5
        while i < tokens.count {
          let c = try Self.number(tokens[i], line: line)
          let name = String(tokens[i + 1])
          _ = variable(tokens[i + 1])
          if coefficients[name] == nil { order.append(name) }
          coefficients[name, default: 0] += c
          i += 2
        }
        let terms = order.compactMap { name in
          coefficients[name] == 0 ? nil : Term(variables[name]!, coefficients[name]!)
        }
        let constraint = Constraint(
          Expression(terms: terms, constant: constant), relation,
          priority: try priority(tokens[2]), name: String(tokens[1]))
        ops.append(.add(id: String(tokens[1]), constraint))
      case "remove":
        try count(2)
        ops.append(.remove(id: String(tokens[1])))
      case "edit":
        try count(3)
        ops.append(.edit(variable(tokens[1]), try priority(tokens[2])))
      case "unedit":
        try count(2)
        ops.append(.unedit(variable(tokens[1])))
      case "suggest":
        try count(3)
        ops.append(.suggest(variable(tokens[1]), try Self.number(tokens[2], line: line)))
      case "check":
        try count(1)
        checks += 1
        let named = variables.keys.sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }
        ops.append(.check(checks, named.map { ($0, variables[$0]!) }))
      default:
        throw fail("unknown operation \(tokens[0])")
      }
    }
  }

  /// A decimal literal of the format (no inf, nan, hex or separators).
  static func number(_ token: Substring, line: Int) throws(ScriptError) -> Double {
    let allowed = token.allSatisfy { $0.isASCII && ($0.isNumber || "+-.eE".contains($0)) }
    guard allowed, let v = Double(token), v.isFinite else {
      throw ScriptError("line \(line): not a number: \(token)")
    }
    return v
  }

  static func strength(_ token: Substring, line: Int) throws(ScriptError) -> Double {
    if token == "required" { return requiredStrength }
    let s = try number(token, line: line)
    guard s > 0 else { throw ScriptError("line \(line): a strength must be > 0: \(token)") }
    return s
  }
}

/// A malformed script, with the line it was found on.
struct ScriptError: Error, CustomStringConvertible {
  let description: String
  init(_ description: String) { self.description = description }
}

/// Runs a script on a fresh solver: what it prints (`error` and `check` lines), or the
/// nanoseconds of the solver calls of each phase (see ``ScriptTimes``).
struct ScriptRun {
  let solver = Solver()
  var added: [String: Constraint] = [:]
  var output: [String] = []
  var times = ScriptTimes()

  /// The format's error kind for a solver error.
  static func kind(_ error: SolverError) -> String {
    switch error {
    case .duplicateConstraint: "duplicate"
    case .unsatisfiableConstraint: "unsatisfiable"
    case .unknownConstraint: "unknown"
    case .duplicateEditVariable: "duplicate_edit"
    case .requiredEditVariable: "bad_required"
    case .unknownEditVariable: "unknown_edit"
    case .invalidPriority, .nonFinite: "internal"
    }
  }

  /// `-0.000000` prints as `0.000000`.
  static func format(_ value: Double) -> String {
    let text = String(format: "%.6f", value)
    return text == "-0.000000" ? "0.000000" : text
  }

  mutating func run(_ script: SharedScript, printing: Bool) {
    var segmentStart = DispatchTime.now().uptimeNanoseconds
    var inBuild = true
    var onlySuggests = true
    for op in script.ops {
      if inBuild, case .suggest = op {
        let now = DispatchTime.now().uptimeNanoseconds
        times.build = now - segmentStart
        segmentStart = now
        inBuild = false
      }
      switch op {
      case .add(let id, let c):
        onlySuggests = false
        do throws(SolverError) {
          if added[id] != nil { throw SolverError.duplicateConstraint(c) }
          try solver.add(c)
          added[id] = c
        } catch { if printing { output.append("error \(Self.kind(error)) \(id)") } }
      case .remove(let id):
        onlySuggests = false
        if let c = added.removeValue(forKey: id) {
          do throws(SolverError) { try solver.remove(c) } catch {
            if printing { output.append("error \(Self.kind(error)) \(id)") }
          }
        } else if printing {
          output.append("error unknown \(id)")
        }
      case .edit(let v, let p):
        onlySuggests = false
        do throws(SolverError) {
          // The format starts an edit at a suggested value of 0; Reflow's holds the
          // variable's current value, so 0 is suggested right after.
          try solver.addEditVariable(v, priority: p)
          try solver.suggestValue(0, for: v)
        } catch { if printing { output.append("error \(Self.kind(error)) \(v.name)") } }
      case .unedit(let v):
        onlySuggests = false
        do throws(SolverError) { try solver.removeEditVariable(v) } catch {
          if printing { output.append("error \(Self.kind(error)) \(v.name)") }
        }
      case .suggest(let v, let value):
        do throws(SolverError) { try solver.suggestValue(value, for: v) } catch {
          if printing { output.append("error \(Self.kind(error)) \(v.name)") }
        }
      case .check(let n, let variables):
        // The update: every variable read, as a view reads its frame.
        var sum = 0.0
        for entry in variables { sum += solver.value(of: entry.variable) }
        times.checksum += sum
        if !inBuild {
          let now = DispatchTime.now().uptimeNanoseconds
          if onlySuggests {
            times.resolves.append(now - segmentStart)
          } else {
            times.modifies.append(now - segmentStart)
          }
          segmentStart = now
          onlySuggests = true
        }
        if printing {
          output.append("check \(n)")
          for entry in variables {
            output.append("\(entry.name) \(Self.format(solver.value(of: entry.variable)))")
          }
          // Printing is not a solver call: the next segment starts after it.
          if !inBuild { segmentStart = DispatchTime.now().uptimeNanoseconds }
        }
      }
    }
    if inBuild { times.build = DispatchTime.now().uptimeNanoseconds - segmentStart }
  }
}

/// The format's `--time` figures of one run.
struct ScriptTimes {
  /// Every operation before the first `suggest`.
  var build: UInt64 = 0
  /// Per check after the build whose segment holds only suggests: the suggests and reading
  /// every variable.
  var resolves: [UInt64] = []
  /// The same for segments that also add, remove, edit or unedit.
  var modifies: [UInt64] = []
  /// The sum of every value read (so that the reads are not optimised away).
  var checksum = 0.0
}

func scriptCommand(_ arguments: ArraySlice<String>) {
  var time = false
  var repeats = 1
  var files: [String] = []
  var i = arguments.startIndex
  while i < arguments.endIndex {
    switch arguments[i] {
    case "--time": time = true
    case "--repeat":
      i += 1
      guard i < arguments.endIndex, let k = Int(arguments[i]), k > 0 else {
        fail("--repeat takes a count")
      }
      repeats = k
    default: files.append(arguments[i])
    }
    i += 1
  }
  guard files.count == 1 else { fail("script takes one FILE\n\(usage)") }
  guard let text = try? String(contentsOfFile: files[0], encoding: .utf8) else {
    fail("cannot read \(files[0])")
  }
  let script: SharedScript
  do { script = try SharedScript(parsing: text) } catch {
    FileHandle.standardError.write(Data("\(error)\n".utf8))
    exit(2)
  }
  guard time else {
    var run = ScriptRun()
    run.run(script, printing: true)
    for line in run.output { print(line) }
    return
  }
  var builds: [Double] = []
  var resolves: [Double] = []
  var modifies: [Double] = []
  var checksum = 0.0
  for _ in 0..<repeats {
    var run = ScriptRun()
    run.run(script, printing: false)
    builds.append(Double(run.times.build))
    resolves += run.times.resolves.map { Double($0) }
    modifies += run.times.modifies.map { Double($0) }
    checksum = run.times.checksum
  }
  print("time build_ns \(Int(median(builds)))")
  print("time resolve_ns_median \(resolves.isEmpty ? 0 : Int(median(resolves)))")
  print("time resolves \(resolves.count / repeats)")
  if !modifies.isEmpty {
    print("time modify_ns_median \(Int(median(modifies)))")
    print("time modifies \(modifies.count / repeats)")
  }
  let levels = script.levels.map { "\($0.strength)->\($0.priority.rawValue)" }
  FileHandle.standardError.write(Data("levels \(levels) checksum \(checksum)\n".utf8))
}
