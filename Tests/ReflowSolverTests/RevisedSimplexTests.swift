@testable import ReflowSolver
import Synchronization
import Testing

// The revised simplex (`_RevisedSimplex`) against the canonical tableau, which stays the
// reference until the solver is switched to it: random scripts from fixed seeds run on a
// `Solver` and on a `RevisedSimplexMirror`; after every step the engine's invariants hold,
// both accept or refuse the same required constraints, and the total violation at every
// priority level is the same in both solutions (the lexicographic optimum is unique in
// those totals, not always in the values).

@Suite("Revised simplex") struct RevisedSimplexTests {
  /// One random script: constraints over a few variables (priorities 1, 999, 500 and 501,
  /// a fractional one and required; coefficients and constants of mixed magnitudes),
  /// added, removed, re-prioritised, switched, and edit variables suggested.
  struct Script {
    var rng: Differential.SplitMix64
    let variables: [Variable]
    let magnitudes: [Double]

    init(seed: UInt64, variableCount: Int, magnitudes: [Double]) {
      rng = Differential.SplitMix64(seed: seed)
      variables = (0..<variableCount).map { Variable("v\($0)") }
      self.magnitudes = magnitudes
    }

    mutating func constraint() -> Constraint {
      let priorities: [Priority] = [.required, .required, .required, 1, 999, 500, 501, 12.5, .high]
      let count = rng.int(1...3)
      var terms: [Term] = []
      for _ in 0..<count {
        let sign: Double = rng.chance(0.3) ? -1 : 1
        terms.append(Term(rng.pick(variables), sign * rng.pick(magnitudes)))
      }
      let constant = Double(rng.int(-40...40)) * rng.pick(magnitudes)
      let relation = rng.pick([Relation.equal, .lessThanOrEqual, .greaterThanOrEqual])
      return Constraint(
        Expression(terms: terms, constant: constant), relation, priority: rng.pick(priorities))
    }
  }

  /// The total violation at each non-required level, and the largest violation of a
  /// required constraint, of the values `value`.
  static func violations(
    _ live: [(constraint: Constraint, level: Float?, required: Bool)],
    _ value: (Variable) -> Double
  ) -> (levels: [Float: Double], required: Double, scale: Double) {
    var levels: [Float: Double] = [:]
    var required = 0.0
    var scale = 1.0
    for (c, level, isRequired) in live {
      var x = c.expression.constant
      scale = max(scale, abs(x))
      for term in c.expression.terms {
        let t = term.coefficient * value(term.variable)
        x += t
        scale = max(scale, abs(t))
      }
      let violation: Double
      switch c.relation {
      case .equal: violation = abs(x)
      case .lessThanOrEqual: violation = max(0, x)
      case .greaterThanOrEqual: violation = max(0, -x)
      }
      if isRequired {
        required = max(required, violation)
      } else if let level {
        levels[level, default: 0] += violation
      }
    }
    return (levels, required, scale)
  }

  /// Runs one script; returns the first disagreement, or nil.
  /// Refactorisations seen by all scripts (the updates' bound must be reached, or the
  /// scripts do not test what follows a refactorisation).
  static let refactorizations = Mutex(0)

  /// `observe` sees the variables' values in the engine after every step; `checkSolver`
  /// finds what is wrong with the solver after every step (a failure if anything).
  /// `comparesWithTableau` false judges the engine by its own invariants and its required
  /// constraints only (for scripts where the tableau's optimum is the wrong one).
  static func run(
    seed: UInt64, steps: Int, magnitudes: [Double], observe: ([Double]) -> Void = { _ in },
    checkSolver: (Solver) -> [String] = { _ in [] }, comparesWithTableau: Bool = true
  ) -> String? {
    var mirror = RevisedSimplexMirror()
    defer { refactorizations.withLock { $0 += mirror.engine.refactorizations } }
    var script = Script(seed: seed, variableCount: 6, magnitudes: magnitudes)
    let solver = Solver()
    var live: [Constraint] = []
    var edits: [Variable] = []
    /// Per edit variable: its priority and the value it is held at (the solver's value when
    /// it became an edit variable, given to the engine too, then the suggestions).
    var held: [ObjectIdentifier: (priority: Priority, value: Double)] = [:]
    for step in 0..<steps {
      let roll = script.rng.int(0...99)
      var what = ""
      if roll < 55 || live.isEmpty {
        let c = script.constraint()
        what = "add \(c)"
        let accepted = (try? solver.add(c)) != nil
        let engineAccepted = mirror.add(c, priority: c.priority)
        if accepted != engineAccepted {
          return "step \(step) (\(what)): solver accepted \(accepted), engine \(engineAccepted)"
        }
        if accepted { live.append(c) }
      } else if roll < 70 {
        let i = script.rng.int(0...(live.count - 1))
        what = "remove \(live[i])"
        try? solver.remove(live[i])
        mirror.remove(live[i])
        live.remove(at: i)
      } else if roll < 78 {
        let c = script.rng.pick(live)
        guard !c.priority.isRequired else { continue }
        let p = script.rng.pick([Priority(1), 999, 500, 501, 12.5])
        what = "setPriority \(p) of \(c)"
        try? solver.setPriority(p, of: c)
        mirror.setPriority(p, of: c)
      } else if roll < 84 {
        let c = script.rng.pick(live)
        guard !c.priority.isRequired else { continue }
        let on = script.rng.chance(0.5)
        what = "setEnabled \(on) for \(c)"
        try? solver.setEnabled(on, for: c)
        mirror.setEnabled(on, for: c)
      } else if roll < 88 {
        let v = script.rng.pick(script.variables)
        if edits.contains(where: { $0 === v }) {
          what = "removeEdit \(v)"
          try? solver.removeEditVariable(v)
          mirror.removeEdit(v)
          edits.removeAll { $0 === v }
          held[ObjectIdentifier(v)] = nil
        } else {
          let p = script.rng.pick([Priority.high, 999, 1])
          what = "addEdit \(v) @\(p)"
          held[ObjectIdentifier(v)] = (p, solver.value(of: v))
          try? solver.addEditVariable(v, priority: p)
          mirror.addEdit(v, priority: p, value: solver.value(of: v))
          edits.append(v)
        }
      } else {
        guard let v = edits.isEmpty ? nil : script.rng.pick(edits) else { continue }
        let x = Double(script.rng.int(-50...50)) * script.rng.pick(magnitudes)
        what = "suggest \(x) for \(v)"
        try? solver.suggestValue(x, for: v)
        mirror.suggest(x, for: v)
        held[ObjectIdentifier(v)]!.value = x
      }
      observe(script.variables.map { mirror.value(of: $0) })
      let wrong = checkSolver(solver)
      if !wrong.isEmpty { return "step \(step) (\(what)): solver: \(wrong)" }
      if let failure = compare(
        mirror, solver, edits: edits, held: held, levels: comparesWithTableau)
      {
        return "step \(step) (\(what)): \(failure)"
      }
    }
    return nil
  }

  /// What is wrong with the engine after a step: its invariants, a required constraint
  /// off, or (with `levels`) a total at some level that differs from the tableau's (`edits`
  /// are held at `held`'s values); nil when nothing.
  static func compare(
    _ mirror: RevisedSimplexMirror, _ solver: Solver, edits: [Variable],
    held: [ObjectIdentifier: (priority: Priority, value: Double)], levels: Bool = true
  ) -> String? {
    let broken = mirror.violations()
    if !broken.isEmpty { return "engine invariants: \(broken)" }
    let all = mirror.liveConstraints
    let withEdits =
      all
      + edits.map { v in
        let h = held[ObjectIdentifier(v)]!
        let c = Constraint(
          Expression(terms: [Term(v)], constant: -h.value), .equal, priority: h.priority)
        return (c, Optional(h.priority.rawValue), false)
      }
    let reference = violations(withEdits) { solver.value(of: $0) }
    let engine = violations(withEdits) { mirror.value(of: $0) }
    let tolerance = 1e-6 * max(reference.scale, engine.scale)
    if engine.required > tolerance {
      return "a required constraint is off by \(engine.required)"
    }
    if !levels { return nil }
    // The highest level that differs is the one that says which solution is better.
    for level in Set(reference.levels.keys).union(engine.levels.keys).sorted(by: >) {
      let (a, b) = (reference.levels[level] ?? 0, engine.levels[level] ?? 0)
      if abs(a - b) > tolerance { return "level \(level): tableau \(a), engine \(b)" }
    }
    return nil
  }

  @Test("Random scripts: the same optimum per level as the tableau", arguments: 0..<4)
  func randomScripts(batch: Int) {
    var ran = 0
    for index in 0..<50 {
      let seed = UInt64(batch * 50 + index)
      if let failure = Self.run(seed: seed, steps: 60, magnitudes: [1, 1, 2, 0.5, 3]) {
        Issue.record("seed \(seed): \(failure)")
      }
      ran += 1
    }
    #expect(ran == 50)
    #expect(Self.refactorizations.withLock { $0 } > 0)
  }

  @Test("The same script gives bit-identical values, step by step")
  func determinism() {
    for seed in UInt64(0)..<20 {
      var runs: [[UInt64]] = [[], []]
      for k in 0..<2 {
        _ = Self.run(seed: seed, steps: 60, magnitudes: [1, 1, 2, 0.5, 3]) { values in
          runs[k].append(contentsOf: values.map(\.bitPattern))
        }
      }
      #expect(!runs[0].isEmpty && runs[0] == runs[1], "seed \(seed)")
    }
  }
}
