import Foundation
import ReflowSolver
import Testing

// Determinism: the same calls in the same order give bit-identical values, whatever the
// addresses of the objects involved (and so whatever order hashed dictionaries keep them in).

/// The bit patterns of every variable's value.
private func bits(_ run: ScriptRunner) -> [UInt64] {
  run.variables.map { run.solver.value(of: $0).bitPattern }
}

/// Runs `script` on two fresh solvers side by side and checks, after every step, that both
/// ended the step the same way and hold bit-identical values.
private func expectIdenticalRuns(
  _ script: RandomScript, reversedSecond: Bool, _ label: String,
  sourceLocation: SourceLocation = #_sourceLocation
) {
  let first = ScriptRunner(script)
  let second = ScriptRunner(script, reversedCreation: reversedSecond)
  for (i, step) in script.steps.enumerated() {
    let a = first.perform(step)
    let b = second.perform(step)
    #expect(
      a == b, "\(label), step \(i): both runs should end the same way: \(a) vs \(b)",
      sourceLocation: sourceLocation)
    let aBits = bits(first)
    let bBits = bits(second)
    if aBits != bBits {
      Issue.record(
        "\(label), step \(i): values should be bit-identical: \(aBits.map(Double.init(bitPattern:))) vs \(bBits.map(Double.init(bitPattern:)))",
        sourceLocation: sourceLocation)
      return
    }
    expectSameState(
      second.snapshot(), as: first.snapshot(), "\(label), step \(i)", sourceLocation: sourceLocation
    )
  }
  #expect(
    first.solver.statistics == second.solver.statistics,
    "\(label): both runs should have done the same work: \(first.solver.statistics) vs \(second.solver.statistics)",
    sourceLocation: sourceLocation)
}

/// A screen laid out with fractions that are not exact in binary, rotated a few times.
/// `variableOrder` is the order the variables are created in; they are always used in the
/// same order. Returns every value's bit pattern after every rotation.
private func rotatedScreen(variableOrder: [Int], padding: Int) throws -> [[UInt64]] {
  var keepAlive: [AnyObject] = []
  var made: [Variable?] = Array(repeating: nil, count: variableOrder.count)
  for i in variableOrder {
    for _ in 0..<padding { keepAlive.append(Variable("padding")) }
    made[i] = Variable("v\(i)")
  }
  let v = made.map { $0! }
  // v0 root width, v1 root height (edits); per card k (k = 0...3): v[2 + 4k...5 + 4k] are
  // left, top, width, height.
  let solver = Solver()
  var constraints: [Constraint] = []
  for k in 0..<4 {
    let left = v[2 + 4 * k]
    let top = v[3 + 4 * k]
    let width = v[4 + 4 * k]
    let height = v[5 + 4 * k]
    constraints += [
      width == v[0] * 0.33 ~ .high,
      width >= 44,
      height == v[1] / 3 ~ .high,
      height <= width * 1.7,
      left == v[0] * (0.1 * Double(k)) + 7.3 ~ .medium,
      top == (k == 0 ? v[1] * 0.07 : v[3 + 4 * (k - 1)] + v[5 + 4 * (k - 1)] * 0.9) ~ 751,
      left + width <= v[0],
    ]
  }
  try solver.add(constraints)
  try solver.addEditVariable(v[0], priority: 999)
  try solver.addEditVariable(v[1], priority: 999)
  var history: [[UInt64]] = []
  for (w, h) in [(393.0, 852.0), (852, 393), (320, 568), (1_024.5, 1_366.25), (393, 852)] {
    try solver.suggestValue(w, for: v[0])
    try solver.suggestValue(h, for: v[1])
    history.append(v.map { solver.value(of: $0).bitPattern })
  }
  _ = keepAlive
  return history
}

/// FNV-1a (64 bits) over bytes: a digest that, unlike `Hasher`, is the same in every
/// process.
private struct Digest {
  private(set) var value: UInt64 = 0xcbf2_9ce4_8422_2325

  mutating func add(_ word: UInt64) {
    for shift in stride(from: 0, to: 64, by: 8) {
      value = (value ^ ((word >> UInt64(shift)) & 0xff)) &* 0x0000_0100_0000_01b3
    }
  }

  mutating func add(_ text: String) {
    for byte in text.utf8 { value = (value ^ UInt64(byte)) &* 0x0000_0100_0000_01b3 }
    add(UInt64(text.utf8.count))
  }
}

/// Random scripts, and after every step everything observable about their solvers: how the
/// step ended, every value's bit pattern, the order of `constraints` and of
/// `ambiguousVariables()`, and the work done. The same in every process, or the solver
/// depends on hashing (seeded per process) or on addresses.
private func scriptsDigest() -> (digest: UInt64, steps: Int) {
  var digest = Digest()
  var steps = 0
  for seed in [1, 2, 3, 42, 2_024, 0xDEAD_BEEF, 5, 6, 7, 99] as [UInt64] {
    let script = RandomScript(seed: seed, variableCount: 8, stepCount: 60)
    let runner = ScriptRunner(script)
    for step in script.steps {
      digest.add(runner.perform(step))
      for bits in bits(runner) { digest.add(bits) }
      let snapshot = runner.snapshot()
      for i in snapshot.constraintOrder + [-1] + snapshot.ambiguous {
        digest.add(UInt64(bitPattern: Int64(i)))
      }
      steps += 1
    }
    digest.add("\(runner.solver.statistics)")
  }
  return (digest.value, steps)
}

/// This process's hash of a fixed string: equal in two processes only if their hash seeds
/// are (`SWIFT_DETERMINISTIC_HASHING`), in which case the comparison would prove nothing.
private func hashProbe() -> Int {
  var hasher = Hasher()
  hasher.combine("reflow determinism")
  return hasher.finalize()
}

@Suite("Determinism")
struct DeterminismTests {
  /// Set in the test's own child processes: the file to write the child's digest to.
  static let childVariable = "REFLOW_DETERMINISM_DIGEST_FILE"

  #if os(Linux)
  @Test("The same scripts give the same digest in two other processes, with other hash seeds")
  func acrossProcesses() throws {
    let here = scriptsDigest()
    let environment = ProcessInfo.processInfo.environment
    if let path = environment[Self.childVariable] {
      // The child: report, and leave the comparing to the parent.
      let report = "\(here.digest) \(here.steps) \(hashProbe())"
      try report.write(toFile: path, atomically: true, encoding: .utf8)
      return
    }
    #expect(here.steps == 600)
    let folder = NSTemporaryDirectory() + "reflow-determinism-\(UInt64.random(in: 0...UInt64.max))"
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: folder) }
    var reports: [[String]] = []
    for child in 0..<2 {
      // This test binary again, running only this test, with a fresh hash seed.
      let process = Process()
      process.executableURL = URL(fileURLWithPath: "/proc/self/exe")
      process.arguments = [
        "--testing-library", "swift-testing", "--filter", "DeterminismTests/acrossProcesses",
      ]
      var childEnvironment = environment
      childEnvironment["SWIFT_DETERMINISTIC_HASHING"] = nil
      childEnvironment[Self.childVariable] = "\(folder)/digest\(child)"
      process.environment = childEnvironment
      let log = "\(folder)/log\(child)"
      try Data().write(to: URL(fileURLWithPath: log))
      let output = try FileHandle(forWritingTo: URL(fileURLWithPath: log))
      process.standardOutput = output
      process.standardError = output
      try process.run()
      process.waitUntilExit()
      try output.close()
      let text = try? String(contentsOfFile: "\(folder)/digest\(child)", encoding: .utf8)
      let childLog = (try? String(contentsOfFile: log, encoding: .utf8)) ?? ""
      let report = try #require(
        text?.split(separator: " ").map(String.init),
        "child \(child) exited with \(process.terminationStatus) and wrote no digest:\n\(childLog)")
      try #require(report.count == 3, "child \(child) wrote \(text ?? "")")
      reports.append(report)
    }
    let expected = ["\(here.digest)", "\(here.steps)"]
    for (child, report) in reports.enumerated() {
      #expect(
        Array(report.prefix(2)) == expected,
        "child \(child): digest and steps \(report.prefix(2)), this process \(expected)")
    }
    // The three processes hashed with three seeds, or the test proved nothing.
    let probes = Set(reports.map { $0[2] } + ["\(hashProbe())"])
    #expect(probes.count == 3, "hash probes \(probes): the processes share a hash seed")
  }
  #endif

  @Test(
    "The same random script in two fresh solvers gives bit-identical values",
    arguments: [1, 2, 3, 42, 2_024, 0xDEAD_BEEF] as [UInt64])
  func sameScriptTwice(seed: UInt64) {
    let script = RandomScript(seed: seed, variableCount: 8, stepCount: 60)
    expectIdenticalRuns(script, reversedSecond: false, "seed \(seed)")
  }

  @Test(
    "Objects created in another order (other addresses, other hash order) change nothing",
    arguments: [5, 6, 7, 99, 31_337] as [UInt64])
  func otherCreationOrder(seed: UInt64) {
    let script = RandomScript(seed: seed, variableCount: 8, stepCount: 60)
    expectIdenticalRuns(script, reversedSecond: true, "seed \(seed), reversed creation")
  }

  @Test("A rotated screen: value bit patterns equal whatever order the variables were made in")
  func rotatedScreenRegression() throws {
    let count = 18
    let forward = try rotatedScreen(variableOrder: Array(0..<count), padding: 0)
    let backward = try rotatedScreen(variableOrder: Array((0..<count).reversed()), padding: 3)
    let shuffled = try rotatedScreen(
      variableOrder: [9, 2, 17, 0, 11, 5, 14, 1, 8, 16, 3, 12, 6, 15, 10, 4, 13, 7], padding: 1)
    for (name, other) in [("backward", backward), ("shuffled", shuffled)] {
      for (rotation, (a, b)) in zip(forward, other).enumerated() {
        #expect(
          a == b,
          "rotation \(rotation): the \(name) run should give the same bits; differs at variables \(a.indices.filter { a[$0] != b[$0] })"
        )
      }
    }
    // The values are a real layout, not all zero: root sizes and card widths came out.
    let portrait = forward[0].map(Double.init(bitPattern:))
    #expect(
      portrait[0] == 393 && portrait[1] == 852, "the root should be 393x852 in the first rotation")
    // At high the card wants width 0.33 x 393 = 129.69 and height 852 / 3 = 284, but height
    // <= 1.7 width is required. Widening by 1 costs 1 and saves 1.7 of height error, so the
    // best is width = 284 / 1.7, height 284.
    let expectedWidth = 852.0 / 3 / 1.7
    #expect(
      isClose(portrait[4], expectedWidth, relative: 1e-12),
      "the first card should be \(expectedWidth) wide in portrait, is \(portrait[4])")
  }

  @Test("The same layout built in a transaction twice gives bit-identical values")
  func transactionTwice() throws {
    func build() throws -> [UInt64] {
      let solver = Solver()
      let vars = (0..<6).map { Variable("v\($0)") }
      try solver.transaction { (s: Solver) throws(SolverError) in
        try s.add(vars[0] == 393)
        try s.add(vars[1] == vars[0] * 0.33 ~ .high)
        try s.add(vars[2] == vars[1] / 7 + 0.1)
        try s.add(vars[3] >= vars[2] * 1.1)
        try s.add(vars[3] == 0 ~ .low)
        try s.add(vars[4] + vars[5] == vars[0] * 0.7)
        try s.add(vars[4] == vars[5] * 2.5 ~ .medium)
      }
      return vars.map { solver.value(of: $0).bitPattern }
    }
    let first = try build()
    let second = try build()
    #expect(first == second, "two builds should give the same bits: \(first) vs \(second)")
  }
}
