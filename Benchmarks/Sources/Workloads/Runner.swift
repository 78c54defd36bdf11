import ReflowSolver

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// The monotonic clock, in nanoseconds.
@inline(__always)
public func monotonicNanoseconds() -> UInt64 {
  var ts = timespec()
  clock_gettime(CLOCK_MONOTONIC, &ts)
  return UInt64(ts.tv_sec) &* 1_000_000_000 &+ UInt64(ts.tv_nsec)
}

/// The time and work of one phase in one run of a workload.
public struct PhaseMeasurement: Sendable {
  /// The phase's name.
  public var name: String
  /// How many rounds of the same work the phase holds.
  public var rounds: Int
  /// The phase's whole time (all rounds), in nanoseconds.
  public var nanoseconds: UInt64
  /// Simplex pivots and rows rewritten during the phase (``Solver/statistics``).
  public var pivots: Int
  public var rowsTouched: Int
  /// The size of the tableau at the end of the phase: rows and cells (non-zero entries).
  public var rows: Int
  public var cells: Int
  /// The sum of every value the phase's `read`s returned (to check two runs agree).
  public var checksum: Double
}

/// Runs a ``Workload`` against ReflowSolver.
///
/// Variables and constraints are made once, when the runner is made; a run only calls the
/// solver (and reads values), so a timed phase times the solver calls and nothing else but a
/// loop over prepared steps. Every run starts with a new solver; the same `Constraint` objects
/// are added to each new solver.
public final class WorkloadRunner {
  public let workload: Workload
  /// The variables, by id.
  public let variables: [Variable]
  /// The constraints, by id.
  public let constraints: [Constraint]
  /// The phases, in order, with their rounds.
  public let phases: [(name: String, rounds: Int)]
  /// The solver of the current run.
  public private(set) var solver = Solver()
  /// The sum of the values read since the run started.
  public private(set) var checksum: Double = 0

  enum Step {
    case edit(Variable, Priority)
    case suggest(Variable, Double)
    case add(Constraint, Int)
    case remove(Constraint, Int)
    case setPriority(Constraint, Priority, Int)
    case transaction([Step])
    case read
    case reset
  }

  struct Segment {
    let phase: String?
    let rounds: Int
    let steps: [Step]
  }

  let segments: [Segment]
  /// The index of the next segment to run.
  var next = 0

  /// Prepares `workload` to run.
  /// - Throws: ``WorkloadError`` if it is not valid (see ``Workload/validate()``).
  public init(_ workload: Workload) throws(WorkloadError) {
    try workload.validate()
    self.workload = workload
    var variables: [Variable] = []
    var constraints: [Constraint] = []
    var segments: [Segment] = []
    var stack: [[Step]] = [[]]
    var phase: String? = nil
    var rounds = 1
    func closeSegment() {
      if phase != nil || !stack[0].isEmpty {
        segments.append(Segment(phase: phase, rounds: rounds, steps: stack[0]))
      }
      stack[0] = []
    }
    for op in workload.ops {
      switch op {
      case .variable(_, let name):
        variables.append(Variable(name))
      case .edit(let v, let p):
        stack[stack.count - 1].append(.edit(variables[v], Priority(Float(p))))
      case .suggest(let v, let value):
        stack[stack.count - 1].append(.suggest(variables[v], value))
      case .add(let id, let spec):
        if id == constraints.count {
          let expression = Expression(
            terms: spec.terms.map { Term(variables[$0.variable], $0.coefficient) },
            constant: spec.constant)
          let relation: Relation =
            switch spec.relation {
            case .equal: .equal
            case .lessThanOrEqual: .lessThanOrEqual
            case .greaterThanOrEqual: .greaterThanOrEqual
            }
          constraints.append(
            Constraint(expression, relation, priority: Priority(Float(spec.priority)), name: "c\(id)"))
        }
        stack[stack.count - 1].append(.add(constraints[id], id))
      case .remove(let id):
        stack[stack.count - 1].append(.remove(constraints[id], id))
      case .priority(let id, let p):
        stack[stack.count - 1].append(.setPriority(constraints[id], Priority(Float(p)), id))
      case .begin:
        stack.append([])
      case .commit:
        let body = stack.removeLast()
        stack[stack.count - 1].append(.transaction(body))
      case .read:
        stack[0].append(.read)
      case .reset:
        stack[0].append(.reset)
      case .phase(let name, let r):
        closeSegment()
        phase = name
        rounds = r
      case .untimed:
        closeSegment()
        phase = nil
        rounds = 1
      }
    }
    closeSegment()
    self.variables = variables
    self.constraints = constraints
    self.segments = segments
    self.phases = segments.compactMap { s in s.phase.map { ($0, s.rounds) } }
  }

  /// Starts a new run: a new, empty solver, at the start of the workload.
  public func restart() {
    solver = Solver()
    checksum = 0
    next = 0
  }

  /// Starts a new run and runs everything before `phase` (earlier phases included, untimed),
  /// so that ``runPhase(_:)`` can run `phase` next.
  /// - Throws: ``WorkloadError`` if there is no such phase or a solver call throws.
  public func prepare(for phase: String) throws(WorkloadError) {
    guard let target = segments.firstIndex(where: { $0.phase == phase }) else {
      throw WorkloadError("\(workload.name) has no phase '\(phase)'")
    }
    restart()
    while next < target { try runSegment(segments[next]); next += 1 }
  }

  /// Runs `phase`, which must be the next part of the workload (after ``prepare(for:)``).
  /// - Throws: ``WorkloadError`` if it is not next or a solver call throws.
  public func runPhase(_ phase: String) throws(WorkloadError) {
    guard next < segments.count, segments[next].phase == phase else {
      throw WorkloadError("\(workload.name): phase '\(phase)' is not next")
    }
    try runSegment(segments[next])
    next += 1
  }

  /// Runs the whole workload on a new solver, timing each phase.
  /// - Throws: ``WorkloadError`` if a solver call throws.
  public func measure() throws(WorkloadError) -> [PhaseMeasurement] {
    restart()
    var results: [PhaseMeasurement] = []
    while next < segments.count {
      let segment = segments[next]
      let before = solver.statistics
      let checksumBefore = checksum
      let start = monotonicNanoseconds()
      try runSegment(segment)
      let end = monotonicNanoseconds()
      if let name = segment.phase {
        let after = solver.statistics
        results.append(
          PhaseMeasurement(
            name: name, rounds: segment.rounds, nanoseconds: end - start,
            pivots: after.pivots - before.pivots,
            rowsTouched: after.rowsTouched - before.rowsTouched, rows: after.rows,
            cells: after.cells,
            checksum: checksum - checksumBefore))
      }
      next += 1
    }
    return results
  }

  func runSegment(_ segment: Segment) throws(WorkloadError) {
    do {
      for step in segment.steps { try run(step, on: solver) }
    } catch {
      throw WorkloadError("\(workload.name), \(segment.phase.map { "phase \($0)" } ?? "setup"): \(error)")
    }
  }

  func run(_ step: Step, on solver: Solver) throws(SolverError) {
    switch step {
    case .edit(let v, let p): try solver.addEditVariable(v, priority: p)
    case .suggest(let v, let value): try solver.suggestValue(value, for: v)
    case .add(let c, _): try solver.add(c)
    case .remove(let c, _): try solver.remove(c)
    case .setPriority(let c, let p, _): try solver.setPriority(p, of: c)
    case .transaction(let steps):
      try solver.transaction { (s: Solver) throws(SolverError) in
        for step in steps { try run(step, on: s) }
      }
    case .read:
      var sum = 0.0
      for v in variables { sum += solver.value(of: v) }
      checksum += sum
    case .reset:
      self.solver = Solver()
    }
  }
}
