import ReflowSolver
import Synchronization
import Testing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

// Randomised differential tests: scripts of solver calls, generated from fixed seeds, run
// against `Solver` and checked after every step against a model of what the solver holds
// and against `ReferenceSolver`, an independent dense lexicographic simplex.
//
// After every step:
//   (a) the error thrown (if any) is the predicted one, naming the predicted object;
//   (b) after a throw, every variable's value is bit-identical to before the call;
//   (c) every required constraint holds;
//   (d) the per-priority total violations equal the reference's lexicographic optimum;
//   (e) an unsatisfiable error's conflict set is minimal and made of required constraints
//       currently in the solver;
// and contains/priority(of:)/isEditVariable agree with the model. Every 10th script is also
// run twice and must give bit-identical values (the summary line prints a digest of all
// values, to compare two processes).
//
// A failure prints the seed and the whole script, then a shrunk script that still fails,
// also as a Swift literal to paste into `DifferentialRegressions.swift`.
//
// Environment knobs, for exploration: REFLOW_DIFFERENTIAL_SCALE=n runs n times as many
// scripts; REFLOW_DIFFERENTIAL_SEED=n,m runs only those seeds;
// REFLOW_DIFFERENTIAL_MAGNITUDES=a,b,... mixes magnitudes into every number.

/// Random scripts of solver calls, checked step by step against a model and
/// ``ReferenceSolver``: 2,000 short scripts and 400 long ones, in parallel batches.
@Suite("Differential") struct DifferentialTests {
  static let batches = 20
  /// `REFLOW_DIFFERENTIAL_SCALE=50` runs 50 times as many scripts (more seeds).
  static let scale = max(1, Int(Differential.environment("REFLOW_DIFFERENTIAL_SCALE") ?? "") ?? 1)
  /// `REFLOW_DIFFERENTIAL_SEED=n` or `=n,m,...`: run only those seeds (to reproduce failures).
  static let onlySeeds = Differential.environment("REFLOW_DIFFERENTIAL_SEED").map {
    Set($0.split(separator: ",").compactMap { UInt64($0) })
  }
  /// `REFLOW_DIFFERENTIAL_MAGNITUDES=0.001,0.25,1,40`: every number of the scripts is also
  /// multiplied by one of these (mixed magnitudes in one script; see
  /// ``Differential/Generator/magnitudes``).
  static let magnitudes = (Differential.environment("REFLOW_DIFFERENTIAL_MAGNITUDES") ?? "")
    .split(separator: ",").compactMap { Double($0) }
  /// Seeds of the long scripts start here, apart from those of the short ones.
  static let longSeedBase: UInt64 = 1_000_000

  /// 2,000 scripts of 15 to 25 steps, 100 per batch.
  @Test("Random scripts against the reference solver", arguments: 0..<batches)
  func randomScripts(batch: Int) {
    Self.runBatch(batch, scripts: 100 * Self.scale, seedBase: 0, lengthFactor: 1)
  }

  /// 400 scripts of 60 to 100 steps, 20 per batch: state that builds up over many calls
  /// (recycled symbols and rows, long-lived edits, rounding) is where incremental solvers
  /// break, and short scripts rarely get there.
  @Test("Long random scripts against the reference solver", arguments: 0..<batches)
  func longRandomScripts(batch: Int) {
    Self.runBatch(batch, scripts: 20 * Self.scale, seedBase: Self.longSeedBase, lengthFactor: 4)
  }

  static func runBatch(_ batch: Int, scripts: Int, seedBase: UInt64, lengthFactor: Int) {
    let start = ContinuousClock.now
    var stats = Differential.Statistics()
    for index in 0..<scripts {
      let seed = seedBase + UInt64(batch * scripts + index)
      if let only = onlySeeds, !only.contains(seed) { continue }
      let script = Differential.Script.generate(
        seed: seed, lengthFactor: lengthFactor, magnitudes: Self.magnitudes)
      // Determinism (the same calls give bit-identical values) is checked on every 10th seed.
      let (failure, statistics) = Differential.check(script, determinism: seed % 10 == 0)
      stats.add(statistics)
      if let failure {
        stats.failures += 1
        let shrunk = Differential.shrink(script, failing: failure)
        let minimal = shrunk.script.compacted()
        let kind = lengthFactor == 1 ? "" : " (a long script)"
        Issue.record(
          """
          Differential failure, seed \(seed)\(kind): \(failure.message)
          at step \(failure.step + 1) of the script:
          \(script)
          Shrunk to \(minimal.steps.count) steps, which fails with: \(shrunk.failure.message)
          at step \(shrunk.failure.step + 1):
          \(minimal)
          As a Swift literal:
          \(minimal.swiftLiteral)
          """)
      }
    }
    if onlySeeds == nil {
      #expect(stats.scripts == scripts, "batch \(batch) ran \(stats.scripts) of \(scripts) scripts")
    }
    Differential.Summary.record(
      stats, name: lengthFactor == 1 ? "short" : "long", batches: batches, start: start)
  }

  /// The harness itself: a script whose outcome is known by hand runs clean, and its
  /// predictions include the failing calls.
  @Test func knownScriptRunsClean() {
    let c0 = Differential.ConstraintSpec(
      id: 0, terms: [(0, 1)], constant: -10, relation: .greaterThanOrEqual, priority: .required)
    let c1 = Differential.ConstraintSpec(
      id: 1, terms: [(0, 1)], constant: 0, relation: .lessThanOrEqual, priority: .required)
    let c2 = Differential.ConstraintSpec(
      id: 2, terms: [(0, 1), (1, -1)], constant: 0, relation: .equal, priority: .high)
    let script = Differential.Script(
      seed: 0, variableCount: 2, constraints: [c0, c1, c2],
      steps: [
        .add(0), .add(1), .add(2), .add(2), .addEdit(1, .low), .suggest(1, 30),
        .transaction([.remove(0), .add(1)], catching: true, throwsAtEnd: true),
        .setPriority(1, .low), .addEdit(1, .high), .removeEdit(0),
      ])
    let run = Differential.Runner(script)
    let failure = run.run()
    #expect(failure == nil, "\(failure?.message ?? "")\n\(script)")
    #expect(run.statistics.expectedErrors >= 4)
  }
}

/// The pieces of the differential test: PRNG, scripts, the runner that checks a script
/// against the solver, the shrinker, and the summary.
enum Differential {
  // MARK: - PRNG

  /// SplitMix64: a tiny deterministic generator, so that seeds mean the same on every
  /// platform and toolchain (no stdlib `random(in:)` algorithms involved).
  struct SplitMix64 {
    var state: UInt64

    init(seed: UInt64) { state = seed &* 0x2545_F491_4F6C_DD1D ^ 0x5DEE_CE66_D1CE_4E5B }

    mutating func next() -> UInt64 {
      state &+= 0x9E37_79B9_7F4A_7C15
      var z = state
      z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
      z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
      return z ^ (z >> 31)
    }

    /// A uniform integer in `range` (the modulo bias is irrelevant for tiny ranges).
    mutating func int(_ range: ClosedRange<Int>) -> Int {
      range.lowerBound + Int(next() % UInt64(range.count))
    }

    /// `true` with probability `p`.
    mutating func chance(_ p: Double) -> Bool {
      Double(next() >> 11) / Double(1 << 53) < p
    }

    mutating func pick<T>(_ items: [T]) -> T { items[int(0...(items.count - 1))] }
  }

  // MARK: - Scripts

  /// A constraint of a script, by index of variable; made into a `Constraint` per run.
  struct ConstraintSpec: Sendable, CustomStringConvertible {
    var id: Int
    var terms: [(variable: Int, coefficient: Double)]
    var constant: Double
    var relation: Relation
    var priority: Priority

    var isFinite: Bool { constant.isFinite && terms.allSatisfy { $0.coefficient.isFinite } }

    /// As in `c3: 2b - a + 4 >= 0 @750`.
    var description: String {
      var text = ""
      for (variable, c) in terms {
        let name = Differential.variableName(variable)
        let magnitude = c.magnitude == 1 ? "" : Differential.format(c.magnitude)
        if text.isEmpty {
          text = (c < 0 ? "-" : "") + magnitude + name
        } else {
          text += (c < 0 ? " - " : " + ") + magnitude + name
        }
      }
      if text.isEmpty {
        text = Differential.format(constant)
      } else if constant != 0 || constant.isNaN {
        text += (constant < 0 ? " - " : " + ") + Differential.format(constant.magnitude)
      }
      return "c\(id): \(text) \(relation) 0 @\(Differential.format(priority))"
    }
  }

  /// One call (or transaction of calls) of a script.
  indirect enum Step: Sendable, CustomStringConvertible {
    case add(Int)
    case remove(Int)
    case addEdit(Int, Priority)
    case suggest(Int, Double)
    case removeEdit(Int)
    case setPriority(Int, Priority)
    /// `add(_:isEnabled: false)`: add a constraint switched off.
    case addOff(Int)
    /// `setEnabled(_:for:)`: switch a constraint off or on.
    case setEnabled(Int, Bool)
    /// `add(_:)` with an array: all or nothing.
    case addAll([Int])
    /// `remove(_:)` with an array: all or nothing.
    case removeAll([Int])
    /// A transaction of steps. With `catching`, the body catches its steps' errors and goes
    /// on; without, the first error leaves the body. `throwsAtEnd`: the body then throws.
    case transaction([Step], catching: Bool, throwsAtEnd: Bool)

    var description: String { lines(indent: "", constraints: nil).joined(separator: "\n") }

    func lines(indent: String, constraints: [ConstraintSpec]?) -> [String] {
      func c(_ id: Int) -> String {
        if let constraints { return "\(constraints[id])" }
        return "c\(id)"
      }
      switch self {
      case .add(let id): return [indent + "add \(c(id))"]
      case .remove(let id): return [indent + "remove c\(id)"]
      case .addEdit(let v, let p):
        return [indent + "addEditVariable \(variableName(v)) @\(format(p))"]
      case .suggest(let v, let value):
        return [indent + "suggestValue \(format(value)) for \(variableName(v))"]
      case .removeEdit(let v): return [indent + "removeEditVariable \(variableName(v))"]
      case .setPriority(let id, let p): return [indent + "setPriority @\(format(p)) of c\(id)"]
      case .setEnabled(let id, let on): return [indent + "setEnabled \(on) for c\(id)"]
      case .addOff(let id): return [indent + "add \(c(id)) switched off"]
      case .addAll(let ids):
        return [indent + "add [" + ids.map(c).joined(separator: ", ") + "]"]
      case .removeAll(let ids):
        return [indent + "remove [" + ids.map { "c\($0)" }.joined(separator: ", ") + "]"]
      case .transaction(let steps, let catching, let throwsAtEnd):
        var header = indent + "transaction"
        if catching { header += " (catching errors inside)" }
        var result = [header + " {"]
        for step in steps {
          result += step.lines(indent: indent + "  ", constraints: constraints)
        }
        if throwsAtEnd { result.append(indent + "  throw CustomError") }
        result.append(indent + "}")
        return result
      }
    }

    /// The number of solver calls, counting a transaction's own call and its steps.
    var callCount: Int {
      if case .transaction(let steps, _, _) = self {
        return 1 + steps.reduce(0) { $0 + $1.callCount }
      }
      return 1
    }
  }

  /// A reproducible sequence of solver calls.
  struct Script: Sendable, CustomStringConvertible {
    var seed: UInt64
    var variableCount: Int
    var constraints: [ConstraintSpec]
    var steps: [Step]

    var description: String {
      var text = "  // seed \(seed), variables "
      text += (0..<variableCount).map(variableName).joined(separator: ", ")
      for (index, step) in steps.enumerated() {
        let lines = step.lines(indent: "  ", constraints: constraints)
        var numbered = lines
        numbered[0] += "  // \(index + 1)"
        text += "\n" + numbered.joined(separator: "\n")
      }
      return text
    }

    /// The same script with only the constraints its steps use, renumbered from 0 in order
    /// of first use.
    func compacted() -> Script {
      var map: [Int: Int] = [:]
      var kept: [ConstraintSpec] = []
      func id(_ old: Int) -> Int {
        if let new = map[old] { return new }
        map[old] = kept.count
        var spec = constraints[old]
        spec.id = kept.count
        kept.append(spec)
        return spec.id
      }
      func renumber(_ step: Step) -> Step {
        switch step {
        case .add(let c): return .add(id(c))
        case .remove(let c): return .remove(id(c))
        case .setPriority(let c, let p): return .setPriority(id(c), p)
        case .setEnabled(let c, let on): return .setEnabled(id(c), on)
        case .addOff(let c): return .addOff(id(c))
        case .addAll(let cs): return .addAll(cs.map(id))
        case .removeAll(let cs): return .removeAll(cs.map(id))
        case .transaction(let steps, let catching, let throwsAtEnd):
          return .transaction(steps.map(renumber), catching: catching, throwsAtEnd: throwsAtEnd)
        case .addEdit, .suggest, .removeEdit: return step
        }
      }
      let steps = steps.map(renumber)
      return Script(seed: seed, variableCount: variableCount, constraints: kept, steps: steps)
    }

    /// Swift source that rebuilds this script, for a regression test.
    var swiftLiteral: String {
      func number(_ x: Double) -> String {
        x.isNaN ? ".nan" : x.isInfinite ? (x < 0 ? "-.infinity" : ".infinity") : format(x)
      }
      func priority(_ p: Priority) -> String {
        if p.rawValue.isNaN { return "Priority(.nan)" }
        return p.rawValue == 1000 ? ".required" : "Priority(\(format(Double(p.rawValue))))"
      }
      func literal(_ step: Step) -> String {
        switch step {
        case .add(let c): return ".add(\(c))"
        case .remove(let c): return ".remove(\(c))"
        case .setPriority(let c, let p): return ".setPriority(\(c), \(priority(p)))"
        case .setEnabled(let c, let on): return ".setEnabled(\(c), \(on))"
        case .addOff(let c): return ".addOff(\(c))"
        case .addAll(let cs): return ".addAll(\(cs))"
        case .removeAll(let cs): return ".removeAll(\(cs))"
        case .addEdit(let v, let p): return ".addEdit(\(v), \(priority(p)))"
        case .suggest(let v, let x): return ".suggest(\(v), \(number(x)))"
        case .removeEdit(let v): return ".removeEdit(\(v))"
        case .transaction(let steps, let catching, let throwsAtEnd):
          let inner = steps.map(literal).joined(separator: ", ")
          return ".transaction([\(inner)], catching: \(catching), throwsAtEnd: \(throwsAtEnd))"
        }
      }
      let relation: (Relation) -> String = {
        switch $0 {
        case .equal: return ".equal"
        case .lessThanOrEqual: return ".lessThanOrEqual"
        case .greaterThanOrEqual: return ".greaterThanOrEqual"
        }
      }
      var text = "Differential.Script(\n  seed: \(seed), variableCount: \(variableCount),\n"
      text += "  constraints: [\n"
      for c in constraints {
        let terms = c.terms.map { "(\($0.variable), \(number($0.coefficient)))" }
        text += "    .init(\n      id: \(c.id), terms: [\(terms.joined(separator: ", "))], "
          + "constant: \(number(c.constant)),\n      relation: \(relation(c.relation)), "
          + "priority: \(priority(c.priority))),\n"
      }
      text += "  ],\n  steps: [\n"
      for s in steps { text += "    \(literal(s)),\n" }
      return text + "  ])"
    }

    /// The script of `seed`: 15 to 25 steps, times `lengthFactor`.
    static func generate(seed: UInt64, lengthFactor: Int = 1, magnitudes: [Double] = []) -> Script {
      var generator = Generator(seed: seed, lengthFactor: lengthFactor)
      generator.magnitudes = magnitudes
      return generator.script()
    }
  }

  static func variableName(_ index: Int) -> String {
    String(UnicodeScalar(UInt8(ascii: "a") + UInt8(index)))
  }

  static func environment(_ name: String) -> String? {
    guard let value = getenv(name) else { return nil }
    return String(cString: value)
  }

  /// `required`, or the number: `750`, `1001`, `nan`.
  static func format(_ priority: Priority) -> String {
    priority.rawValue == 1000 ? "required" : format(Double(priority.rawValue))
  }

  static func format(_ value: Double) -> String {
    if value.isNaN { return "nan" }
    if value.isInfinite { return value < 0 ? "-inf" : "inf" }
    if value == value.rounded(), abs(value) < 1e15 { return String(Int64(value)) }
    return String(value)
  }

  // MARK: - Generation

  /// The extremes (999 just under required, 1), adjacent levels (501 and 500) and a
  /// fractional one, as well as the usual ones: levels must never be traded, however close.
  static let softPriorities: [Priority] = [999, 750, 501, 500, 250.5, 250, 1]
  static let invalidPriorities: [Priority] = [0, 1001, Priority(Float.nan)]
  static let nonFinite: [Double] = [.nan, .infinity, -.infinity]

  /// Generates a script, keeping a rough idea of what will be added (the runner's model is
  /// exact; this only makes the calls interesting).
  struct Generator {
    var rng: SplitMix64
    var variableCount = 0
    var constraints: [ConstraintSpec] = []
    var added: [Int: Priority] = [:]
    var removed: Set<Int> = []
    var edits: Set<Int> = []
    /// When not empty, every coefficient, constant and suggestion is also multiplied by one
    /// of these, picked per number (mixed magnitudes in one script); empty leaves the
    /// scripts exactly as they were (the same draws).
    var magnitudes: [Double] = []

    let seed: UInt64

    let lengthFactor: Int

    init(seed: UInt64, lengthFactor: Int) {
      self.seed = seed
      self.lengthFactor = lengthFactor
      rng = SplitMix64(seed: seed)
    }

    mutating func script() -> Script {
      variableCount = rng.int(2...8)
      let count = rng.int(15...25) * lengthFactor
      var steps: [Step] = []
      for _ in 0..<count { steps.append(step(depth: 0)) }
      return Script(
        seed: seed, variableCount: variableCount, constraints: constraints, steps: steps)
    }

    mutating func randomPriority() -> Priority {
      rng.chance(0.35) ? .required : rng.pick(softPriorities)
    }

    mutating func newConstraint(priority: Priority? = nil) -> Int {
      var terms: [(variable: Int, coefficient: Double)] = []
      for _ in 0..<rng.int(1...3) {
        let c = rng.int(1...6)
        terms.append((rng.int(0...(variableCount - 1)), Double(c <= 3 ? -c : c - 3) * scale()))
      }
      let relation = rng.pick([Relation.equal, .lessThanOrEqual, .greaterThanOrEqual])
      let spec = ConstraintSpec(
        id: constraints.count, terms: terms, constant: Double(rng.int(-20...20)) * scale(),
        relation: relation, priority: priority ?? randomPriority())
      constraints.append(spec)
      return spec.id
    }

    mutating func variable() -> Int { rng.int(0...(variableCount - 1)) }

    /// One of `magnitudes`, or 1 (without a draw) when there are none.
    mutating func scale() -> Double { magnitudes.isEmpty ? 1 : rng.pick(magnitudes) }

    mutating func suggestion() -> Double {
      let v = Double(rng.int(-50...50))
      return (rng.chance(0.2) ? v + 0.25 * Double(rng.int(1...3)) : v) * scale()
    }

    mutating func step(depth: Int) -> Step {
      let roll = rng.int(0...99)
      let addedIDs = added.keys.sorted()
      let editIDs = edits.sorted()
      switch roll {
      case 0..<27:
        let id = newConstraint()
        added[id] = constraints[id].priority
        return rng.chance(0.1) ? .addOff(id) : .add(id)
      case 27..<30:  // add or remove an array, sometimes with a bad element
        if rng.chance(0.5) || addedIDs.count < 2 {
          var ids: [Int] = []
          for _ in 0..<rng.int(2...3) {
            let id = newConstraint()
            added[id] = constraints[id].priority
            ids.append(id)
          }
          if rng.chance(0.2), !addedIDs.isEmpty {
            ids.insert(rng.pick(addedIDs), at: rng.int(0...ids.count))  // a duplicate
          }
          return .addAll(ids)
        }
        var ids: [Int] = []
        for _ in 0..<rng.int(2...3) where !added.isEmpty {
          let id = rng.pick(added.keys.sorted())
          added[id] = nil
          removed.insert(id)
          ids.append(id)
        }
        if rng.chance(0.2) { ids.insert(newConstraint(), at: rng.int(0...ids.count)) }  // unknown
        return .removeAll(ids)
      case 30..<33:  // re-add a removed constraint object
        let candidates = removed.sorted()
        guard !candidates.isEmpty else { return step(depth: depth) }
        let id = rng.pick(candidates)
        removed.remove(id)
        added[id] = constraints[id].priority
        return .add(id)
      case 33..<43:
        guard !addedIDs.isEmpty else { return step(depth: depth) }
        let id = rng.pick(addedIDs)
        added[id] = nil
        removed.insert(id)
        return .remove(id)
      case 43..<51:
        let v = variable()
        edits.insert(v)
        return .addEdit(v, rng.pick(softPriorities))
      case 51..<65:
        guard !editIDs.isEmpty else { return step(depth: depth) }
        return .suggest(rng.pick(editIDs), suggestion())
      case 65..<69:
        guard !editIDs.isEmpty else { return step(depth: depth) }
        let v = rng.pick(editIDs)
        edits.remove(v)
        return .removeEdit(v)
      case 69..<73:
        guard !addedIDs.isEmpty else { return step(depth: depth) }
        return .setEnabled(rng.pick(addedIDs), rng.chance(0.5))
      case 73..<78:
        guard !addedIDs.isEmpty else { return step(depth: depth) }
        let id = rng.pick(addedIDs)
        let p = rng.chance(0.3) ? Priority.required : rng.pick(softPriorities)
        added[id] = p
        return .setPriority(id, p)
      case 78..<86:
        guard depth < 2 else { return step(depth: depth) }
        let saved = (added, removed, edits)
        let catching = rng.chance(0.4)
        let throwsAtEnd = rng.chance(0.25)
        var steps: [Step] = []
        for _ in 0..<rng.int(2...4) { steps.append(step(depth: depth + 1)) }
        if throwsAtEnd { (added, removed, edits) = saved }
        return .transaction(steps, catching: catching, throwsAtEnd: throwsAtEnd)
      default:
        return badStep()
      }
    }

    /// A call that should throw (if the rough model is right).
    mutating func badStep() -> Step {
      let addedIDs = added.keys.sorted()
      switch rng.int(0...10) {
      case 0:  // duplicate add
        guard !addedIDs.isEmpty else { return badStep() }
        return .add(rng.pick(addedIDs))
      case 1:  // unknown remove: never added, or already removed
        if let id = removed.min(), rng.chance(0.5) { return .remove(id) }
        return .remove(newConstraint())
      case 2:  // non-finite constant or coefficient
        let id = newConstraint()
        if rng.chance(0.5) {
          constraints[id].constant = rng.pick(nonFinite)
        } else {
          let t = rng.int(0...(constraints[id].terms.count - 1))
          constraints[id].terms[t].coefficient = rng.pick(nonFinite)
        }
        return .add(id)
      case 3:  // invalid priority
        return .add(newConstraint(priority: rng.pick(invalidPriorities)))
      case 4:  // setPriority to an invalid priority
        guard !addedIDs.isEmpty else { return badStep() }
        return .setPriority(rng.pick(addedIDs), rng.pick(invalidPriorities))
      case 5:  // setPriority of an unknown constraint
        return .setPriority(newConstraint(), rng.pick(softPriorities + [.required]))
      case 6:  // suggest for a non-edit variable
        let candidates = (0..<variableCount).filter { !edits.contains($0) }
        guard !candidates.isEmpty else { return badStep() }
        return .suggest(rng.pick(candidates), suggestion())
      case 7:  // suggest a non-finite value
        guard !edits.isEmpty else { return badStep() }
        return .suggest(rng.pick(edits.sorted()), rng.pick(nonFinite))
      case 8:  // duplicate edit variable, with any priority (duplicate wins)
        guard !edits.isEmpty else { return badStep() }
        return .addEdit(
          rng.pick(edits.sorted()), rng.pick(softPriorities + invalidPriorities + [.required]))
      case 9:  // required or invalid edit variable
        return .addEdit(variable(), rng.pick(invalidPriorities + [.required, .required]))
      default:  // remove an unknown edit variable
        let candidates = (0..<variableCount).filter { !edits.contains($0) }
        guard !candidates.isEmpty else { return badStep() }
        return .removeEdit(rng.pick(candidates))
      }
    }
  }
}

// MARK: - Running a script

extension Differential {
  /// The error a call throws, by case.
  enum ErrorKind: String, Hashable, CustomStringConvertible {
    case duplicateConstraint, unknownConstraint, unsatisfiableConstraint, duplicateEditVariable
    case unknownEditVariable, requiredEditVariable, invalidPriority, nonFinite
    case custom = "CustomError", other = "another error"

    init(_ error: any Error) {
      switch error {
      case let error as SolverError: self = ErrorKind(rawValue: error.caseName)!
      case is CustomError: self = .custom
      default: self = .other
      }
    }

    var description: String { rawValue }
  }

  /// The error a script's transaction body throws to test rollback.
  struct CustomError: Error {}
  /// Thrown out of a transaction body to stop a run that has already failed.
  struct Abort: Error {}

  /// The first check that failed in a run.
  struct Failure: Error {
    /// Which check failed (the shrinker keeps a script only if it fails the same way).
    enum Kind: Equatable {
      case error, rollback, state, required, optimality, conflict, reference, determinism
    }
    var step: Int
    var kind: Kind
    var message: String
  }

  /// Counts of what runs did.
  struct Statistics: Sendable {
    var scripts = 0
    var steps = 0
    var calls = 0
    var expectedErrors = 0
    var unsatisfiable = 0
    var transactions = 0
    var rolledBackTransactions = 0
    /// Steps after which the optimum breaks some non-required constraint.
    var contested = 0
    /// An order-independent digest of every value after every step: equal in two processes
    /// when the solver is deterministic across processes.
    var digest: UInt64 = 0
    var failures = 0

    mutating func add(_ other: Statistics) {
      scripts += other.scripts
      steps += other.steps
      calls += other.calls
      expectedErrors += other.expectedErrors
      unsatisfiable += other.unsatisfiable
      transactions += other.transactions
      rolledBackTransactions += other.rolledBackTransactions
      contested += other.contested
      digest &+= other.digest
      failures += other.failures
    }
  }

  /// What the solver should hold.
  struct Model {
    /// Added constraints (by spec id) with the priority the solver uses for them.
    var added: [Int: Priority] = [:]
    /// Edit variables (by index) with their priority and suggested (or initial) value.
    var edits: [Int: (priority: Priority, value: Double)] = [:]
    /// Added constraints that are switched off (`setEnabled(false, ...)`).
    var disabled: Set<Int> = []

    /// The added constraints in force: switched-off ones have no effect at all.
    var active: [Int: Priority] { added.filter { !disabled.contains($0.key) } }

    /// Removes a constraint (a re-added one starts switched on).
    mutating func remove(_ id: Int) {
      added[id] = nil
      disabled.remove(id)
    }
  }

  static func isValid(_ p: Priority) -> Bool { p.rawValue >= 1 && p.rawValue <= 1000 }
  static func isRequired(_ p: Priority) -> Bool { p.rawValue == 1000 }

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

    init(_ script: Script) {
      self.script = script
      variables = (0..<script.variableCount).map { Variable(variableName($0)) }
      var constraints: [Constraint] = []
      var ids: [ObjectIdentifier: Int] = [:]
      for spec in script.constraints {
        // Every other constraint is built through the DSL's operators, as users write them.
        let expression =
          spec.id % 2 == 1
          ? Self.byOperators(spec, variables)
          : Expression(
            terms: spec.terms.map { [variables] in Term(variables[$0.variable], $0.coefficient) },
            constant: spec.constant)
        let relation: ReflowSolver.Relation = spec.relation
        let c = Constraint(expression, relation, priority: spec.priority, name: "c\(spec.id)")
        ids[ObjectIdentifier(c)] = spec.id
        constraints.append(c)
      }
      self.constraints = constraints
      self.constraintIDs = ids
    }

    /// `spec`'s expression written with `*` and `+` on variables and numbers.
    static func byOperators(_ spec: ConstraintSpec, _ variables: [Variable]) -> Expression {
      var expression = spec.terms[0].coefficient * variables[spec.terms[0].variable]
      for term in spec.terms.dropFirst() {
        expression = expression + term.coefficient * variables[term.variable]
      }
      return expression + spec.constant
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
        if failure == nil { checkSolution() }
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
      if isRequired(spec.priority), !feasible(requiredIDs(model), with: id) {
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

    /// (c) and (d).
    func checkSolution() {
      let values = variables.map { solver.value(of: $0) }
      let valueText = zip(variables, values).map { "\($0)=\(format($1))" }.joined(separator: " ")
      if values.contains(where: { !$0.isFinite }) {
        fail(.required, "non-finite values: \(valueText)")
        return
      }
      for id in model.active.keys.sorted() where isRequired(model.added[id]!) {
        let r = row(id, priority: .required)
        var magnitude = abs(r.constant)
        for (j, a) in r.coefficients.enumerated() { magnitude += abs(a * values[j]) }
        let violation = r.violation(values)
        if violation > 1e-6 * (1 + magnitude) {
          fail(
            .required,
            "required \(script.constraints[id]) is violated by \(violation) at \(valueText)")
          return
        }
      }
      switch ReferenceSolver.solve(variableCount: script.variableCount, rows: rows(model)) {
      case .failed(let message):
        fail(.reference, "the reference failed: \(message)")
      case .infeasible:
        fail(.reference, "the reference finds the model's required constraints infeasible")
      case .optimal(let optimum):
        if optimum.violations.contains(where: { $0 > 1e-9 }) { statistics.contested += 1 }
        var actual = [Double](repeating: 0, count: optimum.priorities.count)
        for r in rows(model) {
          guard let p = r.priority, let k = optimum.priorities.firstIndex(of: p) else { continue }
          actual[k] += r.violation(values)
        }
        for k in optimum.priorities.indices
        where abs(actual[k] - optimum.violations[k]) > 1e-6 * (1 + abs(optimum.violations[k])) {
          let levels = optimum.priorities.indices.map {
            "@\(format(Double(optimum.priorities[$0]))): solver \(actual[$0]) vs optimum "
              + "\(optimum.violations[$0])"
          }
          let refText = zip(variables, optimum.values).map { "\($0)=\($1)" }.joined(separator: " ")
          fail(
            .optimality,
            "violations at @\(format(Double(optimum.priorities[k]))) are not optimal: "
              + levels.joined(separator: "; ")
              + "\n  solver values: \(valueText)\n  a reference optimum: \(refText)")
          return
        }
      }
    }
  }

  /// Runs `script` with every check; with `determinism`, runs it a second time on a new
  /// solver and compares the values after every step bit for bit.
  static func check(_ script: Script, determinism: Bool) -> (Failure?, Statistics) {
    let run = Runner(script)
    if let failure = run.run() { return (failure, run.statistics) }
    var statistics = run.statistics
    var hash: UInt64 = 0xCBF2_9CE4_8422_2325 ^ script.seed
    for values in run.trace {
      for bits in values { hash = (hash ^ bits) &* 0x0000_0100_0000_01B3 }
    }
    statistics.digest = hash
    if determinism {
      let again = Runner(script)
      _ = again.run()
      if again.trace != run.trace {
        let common = min(again.trace.count, run.trace.count)
        let step = (0..<common).first { again.trace[$0] != run.trace[$0] } ?? common
        let failure = Failure(
          step: step, kind: .determinism,
          message: "a second run of the same script gives other values after step \(step + 1)")
        return (failure, statistics)
      }
    }
    return (nil, statistics)
  }

  // MARK: - Shrinking

  /// Simplifies a failing script while it still fails the same way: removes steps and steps
  /// inside transactions, unwraps transactions and array calls, then simplifies the
  /// constraints (drops terms, zeroes constants, makes coefficients ±1).
  static func shrink(_ script: Script, failing: Failure) -> (script: Script, failure: Failure) {
    var best = script
    var bestFailure = failing
    func attempt(_ candidate: Script) -> Bool {
      let (failure, _) = check(candidate, determinism: failing.kind == .determinism)
      guard let f = failure, f.kind == failing.kind else { return false }
      best = candidate
      best.steps = Array(best.steps.prefix(f.step + 1))
      bestFailure = f
      return true
    }
    func attempt(steps: [Step]) -> Bool {
      var candidate = best
      candidate.steps = steps
      return attempt(candidate)
    }
    best.steps = Array(best.steps.prefix(failing.step + 1))
    var changed = true
    var rounds = 0
    while changed && rounds < 20 {
      changed = false
      rounds += 1
      // Steps.
      var i = best.steps.count - 1
      while i >= 0 {
        if i < best.steps.count {
          var steps = best.steps
          steps.remove(at: i)
          if attempt(steps: steps) { changed = true }
        }
        i -= 1
      }
      // Transactions and arrays: unwrap, or drop inner steps.
      for i in best.steps.indices.reversed() where i < best.steps.count {
        switch best.steps[i] {
        case .addAll(let ids), .removeAll(let ids):
          var steps = best.steps
          let adding: Bool
          if case .addAll = best.steps[i] { adding = true } else { adding = false }
          steps.replaceSubrange(i...i, with: ids.map { adding ? Step.add($0) : .remove($0) })
          if attempt(steps: steps) { changed = true }
        case .transaction(let inner, let catching, let throwsAtEnd):
          var flat = best.steps
          flat.replaceSubrange(i...i, with: inner)
          if attempt(steps: flat) {
            changed = true
            continue
          }
          for j in inner.indices.reversed() {
            guard i < best.steps.count,
              case .transaction(var current, _, _) = best.steps[i], j < current.count
            else { break }
            current.remove(at: j)
            var steps = best.steps
            steps[i] = .transaction(current, catching: catching, throwsAtEnd: throwsAtEnd)
            if attempt(steps: steps) { changed = true }
          }
        default:
          break
        }
      }
      // Constraints: fewer terms, zero constants, unit coefficients.
      for id in best.constraints.indices {
        var t = best.constraints[id].terms.count - 1
        while t >= 0 {
          if best.constraints[id].terms.count > 1, t < best.constraints[id].terms.count {
            var candidate = best
            candidate.constraints[id].terms.remove(at: t)
            if attempt(candidate) { changed = true }
          }
          t -= 1
        }
        if best.constraints[id].constant != 0, best.constraints[id].constant.isFinite {
          var candidate = best
          candidate.constraints[id].constant = 0
          if attempt(candidate) { changed = true }
        }
        for t in best.constraints[id].terms.indices {
          let c = best.constraints[id].terms[t].coefficient
          guard c.isFinite, abs(c) != 1 else { continue }
          var candidate = best
          candidate.constraints[id].terms[t].coefficient = c < 0 ? -1 : 1
          if attempt(candidate) { changed = true }
        }
      }
    }
    return (best, bestFailure)
  }

  // MARK: - Summary

  /// Adds up the batches' statistics and prints one line per test when its last batch is
  /// done.
  enum Summary {
    /// The statistics of one test's batches so far.
    struct Totals: Sendable {
      var batches = 0
      var stats = Statistics()
      var start: ContinuousClock.Instant?
    }
    static let state = Mutex<[String: Totals]>([:])

    static func record(
      _ stats: Statistics, name: String, batches: Int, start: ContinuousClock.Instant
    ) {
      let line: String? = state.withLock { totals in
        var t = totals[name, default: Totals()]
        t.batches += 1
        t.stats.add(stats)
        if t.start == nil || start < t.start! { t.start = start }
        totals[name] = t
        guard t.batches == batches else { return nil }
        let s = t.stats
        let elapsed = ContinuousClock.now - t.start!
        return "Differential (\(name) scripts): \(s.scripts) scripts, \(s.steps) steps checked, "
          + "\(s.calls) solver calls (\(s.expectedErrors) predicted errors, "
          + "\(s.unsatisfiable) unsatisfiable, \(s.transactions) transactions, "
          + "\(s.rolledBackTransactions) rolled back; \(s.contested) steps with a non-zero "
          + "optimum; values digest \(String(s.digest, radix: 16))), \(s.failures) failing "
          + "scripts, in \(elapsed)"
      }
      if let line { print(line) }
    }
  }
}
