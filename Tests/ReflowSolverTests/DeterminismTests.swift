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

@Suite("Determinism")
struct DeterminismTests {
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
