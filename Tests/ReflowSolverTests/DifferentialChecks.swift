import ReflowSolver
import Synchronization
import Testing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

// Running and shrinking the differential test's scripts (see DifferentialTests.swift); the
// runner itself is in DifferentialRunner.swift.

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
      /// A constraint written with the DSL's operators is not exactly the script's.
      case operators
      /// `ambiguousVariables()` differs from the reference's ranges over the optimal face.
      case ambiguity
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
    /// Steps whose `ambiguousVariables()` was compared with the reference, and the
    /// ambiguous variables found there.
    var ambiguityChecks = 0
    var ambiguous = 0
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
      ambiguityChecks += other.ambiguityChecks
      ambiguous += other.ambiguous
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
          + "optimum; \(s.ambiguityChecks) ambiguity checks, \(s.ambiguous) ambiguous "
          + "variables; values digest \(String(s.digest, radix: 16))), \(s.failures) failing "
          + "scripts, in \(elapsed)"
      }
      if let line { print(line) }
    }
  }
}
