// reflow-run: writes the workload files and times them against ReflowSolver.
// Usage: see `usage` below and Benchmarks/README.md.
import Foundation
@_spi(Representation) import ReflowSolver
import Workloads

let usage = """
  usage: reflow-run [--representation tableau|factored] COMMAND ...
    --representation R   every solver of the command (the layout's too) keeps its linear
                         program as R: the canonical tableau (the default) or the factored
                         engine
    reflow-run generate DIR [NAME...]   write DIR/NAME.txt for each workload (default: all)
    reflow-run list                     the standard workloads, their size and phases
    reflow-run values FILE_OR_NAME      run once and print every variable's final value
    reflow-run selftest                 check that every standard workload is valid, reads back
                                        from its text unchanged, and (the quick ones) runs
    reflow-run run [-k K] [--budget S] [--warmup W] FILE_OR_NAME...
        run each workload K times (default 5; each run on a new solver, all phases in order)
        and print one line per phase: the median, min and max time per round over the runs.
        Stops repeating a workload once its runs took S seconds (default 20; at least 1 run).
        W runs (default 0) are done first and not counted. A NAME (enaml, tree_1000, ...)
        that is not a file is generated in memory.
    reflow-run layout [--rounds R] [N...]
        ReflowLayout: build a screen of N views (default 100 and 1000) with portrait and
        landscape constraints on every fifth view, then time R rotations (default 20) with
        the constraints as sets (switched by priority) and as plain constraints deactivated
        and activated around the resize; prints both and their ratio.
    reflow-run layout-build [--rounds R] [N...]
        The same screen's build (N views, default 1000) through ReflowLayout against its
        constraints added straight to a Solver, alternately R times each (default 5): medians
        and their ratio (issue 15: at most 1.5x), and whether both solvers agree.
    reflow-run screen [--rounds R]
        Workload 5 of Docs/performance.md: a 1,000-view screen with a carousel, a scroll
        view of rows and a flow-layout grid; times R rotations (default 40), frames read out.
    reflow-run column [--rounds R] [N...]
    reflow-run labels [--rounds R] [N...]
        Workload 6 of Docs/performance.md: a scroll view stacking N rows (default 1000 and 2000): build, R
        rotations (default 10, median), removal of the scroll view, peak memory.
    reflow-run selfsizing [--rounds R] [N...]
        Issue 16's list of N self-sizing cells (default 10,000): build, a scroll from top to
        bottom a screen at a time, R rotations (default 11, median), cells measured each.
    reflow-run script [--time] [--repeat K] FILE
        a script in the shared text format of the kiwi comparison (workloads/FORMAT.md: add,
        remove, edit, unedit, suggest, check), strengths mapped by rank to priorities 999..1:
        prints the error and check lines; with --time only the format's time lines (build,
        resolve and modify medians of the solver calls, over K runs on fresh solvers).
    reflow-run nest [N...]
        views nested N deep (default 500 and 1000): activation, then removal of the top view.
    reflow-run growth KIND [N...]
        issue 15's growth table of KIND (chain, tree: the solver alone; column, nest, layout:
        through ReflowLayout) at each N (default 1000 10000 100000), one run each: every
        phase's time and its ratio to the size before (target: 10x the size, <= 12x the time).
  output of run, one line per phase (times in nanoseconds per round):
    RESULT workload=W phase=P rounds=R repeats=N median_ns=T min_ns=T max_ns=T pivots=N rows_touched=N
           rows=N cells=N checksum=X   (rows and cells: the tableau's size after the phase)
  """

func fail(_ message: String) -> Never {
  FileHandle.standardError.write(Data("reflow-run: \(message)\n".utf8))
  exit(2)
}

func loadWorkload(_ argument: String) -> Workload {
  if FileManager.default.fileExists(atPath: argument) {
    guard let text = try? String(contentsOfFile: argument, encoding: .utf8) else {
      fail("cannot read \(argument)")
    }
    do { return try Workload(parsing: text) } catch { fail("\(argument): \(error)") }
  }
  guard let workload = Generators.make(argument) else {
    fail("\(argument) is neither a file nor a workload name (\(Generators.standardNames.joined(separator: ", ")))")
  }
  return workload
}

func median(_ values: [Double]) -> Double {
  let s = values.sorted()
  return s.count % 2 == 1 ? s[s.count / 2] : (s[s.count / 2 - 1] + s[s.count / 2]) / 2
}

func generate(_ arguments: ArraySlice<String>) {
  guard let dir = arguments.first else { fail("generate needs a directory\n\(usage)") }
  let names = arguments.count > 1 ? Array(arguments.dropFirst()) : Generators.standardNames
  do {
    try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
  } catch { fail("cannot create \(dir): \(error)") }
  for name in names {
    guard let workload = Generators.make(name) else { fail("unknown workload \(name)") }
    let path = (dir as NSString).appendingPathComponent("\(name).txt")
    let text = workload.text
    do { try text.write(toFile: path, atomically: true, encoding: .utf8) } catch {
      fail("cannot write \(path): \(error)")
    }
    print(
      "\(path): \(workload.variableCount) variables, \(workload.constraintCount) constraints, "
        + "\(workload.ops.count) lines, phases \(workload.phaseNames.joined(separator: " "))")
  }
}

func list() {
  for name in Generators.standardNames {
    let w = Generators.make(name)!
    let quick = Generators.quickNames.contains(name) ? " (quick)" : ""
    print(
      "\(name)\(quick): \(w.variableCount) variables, \(w.constraintCount) constraints, "
        + "phases \(w.phaseNames.joined(separator: " "))")
  }
}

func run(_ arguments: ArraySlice<String>) {
  var repeats = 5, budget = 20.0, warmup = 0
  var inputs: [String] = []
  var i = arguments.startIndex
  func value() -> String {
    i += 1
    guard i < arguments.endIndex else { fail("\(arguments[i - 1]) needs a value") }
    return arguments[i]
  }
  while i < arguments.endIndex {
    switch arguments[i] {
    case "-k", "--repeats":
      guard let k = Int(value()), k >= 1 else { fail("-k needs a positive integer") }
      repeats = k
    case "--budget":
      guard let s = Double(value()), s >= 0 else { fail("--budget needs seconds") }
      budget = s
    case "--warmup":
      guard let w = Int(value()), w >= 0 else { fail("--warmup needs a count") }
      warmup = w
    default:
      inputs.append(arguments[i])
    }
    i += 1
  }
  if inputs.isEmpty { fail("run needs a file or a workload name\n\(usage)") }
  for input in inputs {
    let workload = loadWorkload(input)
    let runner: WorkloadRunner
    do { runner = try WorkloadRunner(workload) } catch { fail("\(input): \(error)") }
    var runs: [[PhaseMeasurement]] = []
    do {
      for _ in 0..<warmup { _ = try runner.measure() }
      let start = monotonicNanoseconds()
      while runs.count < repeats {
        runs.append(try runner.measure())
        if Double(monotonicNanoseconds() - start) / 1e9 >= budget { break }
      }
    } catch {
      print("ERROR workload=\(workload.name) message=\(String(describing: error).replacingOccurrences(of: "\n", with: " "))")
      fflush(nil)
      continue
    }
    for (index, phase) in runs[0].enumerated() {
      let perRound = runs.map { Double($0[index].nanoseconds) / Double(phase.rounds) }
      print(
        "RESULT workload=\(workload.name) phase=\(phase.name) rounds=\(phase.rounds) "
          + "repeats=\(runs.count) median_ns=\(Int(median(perRound).rounded())) "
          + "min_ns=\(Int(perRound.min()!.rounded())) max_ns=\(Int(perRound.max()!.rounded())) "
          + "pivots=\(phase.pivots) rows_touched=\(phase.rowsTouched) rows=\(phase.rows) "
          + "cells=\(phase.cells) checksum=\(phase.checksum)")
    }
    fflush(nil)
  }
}

func values(_ arguments: ArraySlice<String>) {
  guard let input = arguments.first else { fail("values needs a file or a workload name") }
  do {
    let runner = try WorkloadRunner(loadWorkload(input))
    _ = try runner.measure()
    for v in runner.variables { print("\(v.name) \(runner.solver.value(of: v))") }
  } catch { fail("\(error)") }
}

func selftest() {
  var failures = 0
  for name in Generators.standardNames {
    let workload = Generators.make(name)!
    do {
      try workload.validate()
      let back = try Workload(parsing: workload.text)
      if back != workload { throw WorkloadError("does not read back unchanged from its text") }
      if Generators.quickNames.contains(name) {
        let phases = try WorkloadRunner(workload).measure()
        if phases.map(\.name) != workload.phaseNames { throw WorkloadError("phases do not match") }
      }
      print("ok \(name)")
    } catch {
      print("FAIL \(name): \(error)")
      failures += 1
    }
  }
  print("\(Generators.standardNames.count - failures) passed, \(failures) failed")
  if failures > 0 { exit(1) }
}

var arguments = CommandLine.arguments.dropFirst()
var representation = Solver.Representation.tableau
if arguments.first == "--representation" {
  let value = arguments.dropFirst().first ?? ""
  guard let chosen = Solver.Representation(rawValue: value) else {
    fail("--representation takes \(Solver.Representation.allCases.map(\.rawValue).joined(separator: " or ")), not `\(value)`")
  }
  representation = chosen
  arguments = arguments.dropFirst(2)
}

Solver.withRepresentation(representation) {
  switch arguments.first {
  case "generate": generate(arguments.dropFirst())
  case "list": list()
  case "values": values(arguments.dropFirst())
  case "selftest": selftest()
  case "run": run(arguments.dropFirst())
  case "layout": layout(arguments.dropFirst())
  case "layout-build": layoutBuildCommand(arguments.dropFirst())
  case "growth": growthCommand(arguments.dropFirst())
  case "screen": screen(arguments.dropFirst())
  case "column": columnCommand(arguments.dropFirst())
  case "nest": nestCommand(arguments.dropFirst())
  case "labels": labelsCommand(arguments.dropFirst())
  case "selfsizing": selfSizingCommand(arguments.dropFirst())
  case "script": scriptCommand(arguments.dropFirst())
  case "-h", "--help", "help": print(usage)
  default: fail("unknown command\n\(usage)")
  }
}
