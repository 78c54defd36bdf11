@testable import ReflowSolver
import Testing

/// The factored basis beside the canonical tableau: on the differential scripts and the
/// random scripts, after every step at rest, `B` built from the constraints as written and
/// factorised gives the tableau's values (one FTRAN of the right-hand side) and, for every
/// basic symbol, the tableau's row (one BTRAN: the row of `B^-1 A`).
@Suite("Written basis beside the tableau")
struct WrittenBasisTests {
  /// Agreement allowed, relative to the magnitudes involved.
  static let relative = 1e-9

  /// What the comparisons covered.
  struct Counts {
    var bases = 0
    var rows = 0
  }

  /// Compares the factored basis of `solver` with its tableau; records issues with `context`.
  static func compare(
    _ solver: Solver, _ context: @autoclosure () -> String, _ counts: inout Counts
  ) {
    let basis = solver.writtenBasis()
    let t = solver.state.representation
    guard basis.isSquare else {
      Issue.record("\(context()): \(basis.rows.count) rows, \(basis.basic.count) basic symbols")
      return
    }
    let n = basis.basic.count
    var f: _BasisFactors
    do {
      f = try _BasisFactors(columns: basis.columns)
    } catch {
      Issue.record("\(context()): the basis is singular (\(error))")
      return
    }
    counts.bases += 1
    // Values: B x = b.
    var v = _SparseVector(count: n)
    for (i, b) in basis.rightHandSide.enumerated() where b != 0 { v.set(Int32(i), b) }
    f.ftran(&v)
    var scale = 1.0
    for b in basis.rightHandSide { scale = max(scale, abs(b)) }
    for s in basis.basic { scale = max(scale, abs(t.value(of: s))) }
    for j in 0..<n {
      let s = basis.basic[j]
      let expected = t.value(of: s)
      #expect(
        abs(v[Int32(j)] - expected) <= relative * scale,
        "\(context()): symbol \(s) is \(v[Int32(j)]) by FTRAN, \(expected) in the tableau")
    }
    v.clear()
    // Rows: e_p^T B^-1 A, through y = B^-T e_p; the tableau's row holds -alpha.
    var alpha: [Int32: (value: Double, scale: Double)] = [:]
    for p in 0..<n {
      let s = basis.basic[p]
      v.set(Int32(p), 1)
      f.btran(&v)
      alpha.removeAll(keepingCapacity: true)
      for i in v.indices where v[i] != 0 {
        for term in basis.rows[Int(i)] where basis.columnOf[Int(term.symbol)] < 0 {
          let product = v[i] * term.coefficient
          let old = alpha[term.symbol] ?? (0, 0)
          alpha[term.symbol] = (old.value + product, old.scale + abs(product))
        }
      }
      v.clear()
      let row = t.rows[Int(t.rowOf[Int(s)])]
      // Rows enter divided by their largest coefficient and markers have coefficient 1, so
      // `B`'s entries are at most 1 and `e_p` has magnitude 1: a row of `B^-1 A` is in
      // units where 1 is the floor of the magnitudes (its noise comes from `y`'s rounding).
      var largest = 1.0
      for cell in row.cells { largest = max(largest, abs(cell.coefficient)) }
      for cell in row.cells {
        let a = alpha[cell.symbol] ?? (0, 0)
        #expect(
          abs(cell.coefficient + a.value) <= relative * max(a.scale, largest),
          """
          \(context()): row of \(s), symbol \(cell.symbol): \(cell.coefficient) in the \
          tableau, \(-a.value) by BTRAN
          """)
      }
      for (symbol, a) in alpha where !row.cells.contains(where: { $0.symbol == symbol }) {
        #expect(
          abs(a.value) <= relative * max(a.scale, largest),
          "\(context()): row of \(s) lacks symbol \(symbol), \(-a.value) by BTRAN")
      }
      counts.rows += 1
    }
    #expect(f.isScratchAtRest, "\(context()): scratch not at rest")
  }

  static let batches = 4
  static let scriptsPerBatch = 50

  @Test(
    "Differential scripts: values and rows from the factors equal the tableau's",
    arguments: 0..<batches)
  func differentialScripts(batch: Int) {
    var scripts = 0
    var counts = Counts()
    for index in 0..<Self.scriptsPerBatch {
      let seed = UInt64(batch * Self.scriptsPerBatch + index)
      let lengthFactor = index % 5 == 0 ? 4 : 1
      let script = Differential.Script.generate(seed: seed, lengthFactor: lengthFactor)
      let runner = Differential.Runner(script)
      for (k, step) in script.steps.enumerated() {
        var model = runner.model
        _ = runner.perform(step, &model)
        runner.model = model
        Self.compare(
          runner.solver, "differential seed \(seed) x\(lengthFactor), step \(k)", &counts)
      }
      scripts += 1
    }
    #expect(scripts == Self.scriptsPerBatch)
    #expect(counts.bases > 10 * Self.scriptsPerBatch && counts.rows > counts.bases)
  }

  @Test("Random scripts (transactions, edits, switching): the same", arguments: 0..<batches)
  func randomScripts(batch: Int) {
    var scripts = 0
    var counts = Counts()
    for index in 0..<Self.scriptsPerBatch {
      let seed = UInt64(10_000 + batch * Self.scriptsPerBatch + index)
      let runner = ScriptRunner(RandomScript(seed: seed))
      for (k, step) in runner.script.steps.enumerated() {
        runner.perform(step)
        Self.compare(runner.solver, "random script seed \(seed), step \(k)", &counts)
      }
      scripts += 1
    }
    #expect(scripts == Self.scriptsPerBatch)
    #expect(counts.bases == Self.scriptsPerBatch * 40)
  }
}
