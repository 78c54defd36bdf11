import ReflowSolver
import Testing

@Suite("Changed variables")
struct ChangedVariablesTests {
  @Test("Only the variables a suggestion moves are listed")
  func suggestion() throws {
    let w = Variable("w"), half = Variable("half"), fixed = Variable("fixed")
    let solver = Solver()
    try solver.add([half == 0.5 * w, fixed == 10])
    try solver.addEditVariable(w, priority: .high)
    try solver.suggestValue(100, for: w)
    var listed: [String] = []
    solver.consumeChangedVariables { listed.append($0.name) }
    #expect(Set(listed) == ["w", "half", "fixed"], "everything is new at first")
    try solver.suggestValue(200, for: w)
    listed = []
    solver.consumeChangedVariables { listed.append($0.name) }
    #expect(Set(listed) == ["w", "half"], "fixed did not move")
    listed = []
    solver.consumeChangedVariables { listed.append($0.name) }
    #expect(listed.isEmpty, "consumed")
  }

  @Test(
    "Random scripts: every variable whose value changed is listed after each step",
    arguments: 0..<400)
  func superset(seed: Int) throws {
    let script = RandomScript(seed: UInt64(seed) &+ 0xC4A7, variableCount: 6, stepCount: 40)
    let run = ScriptRunner(script)
    var values = run.variables.map { run.solver.value(of: $0).bitPattern }
    for (i, step) in script.steps.enumerated() {
      _ = run.perform(step)
      var listed = Set<ObjectIdentifier>()
      run.solver.consumeChangedVariables { listed.insert(ObjectIdentifier($0)) }
      for (k, v) in run.variables.enumerated() {
        let now = run.solver.value(of: v).bitPattern
        #expect(
          now == values[k] || listed.contains(ObjectIdentifier(v)),
          "seed \(seed), step \(i): \(v) changed from \(Double(bitPattern: values[k])) to \(Double(bitPattern: now)) but was not listed")
        values[k] = now
      }
    }
  }
}
