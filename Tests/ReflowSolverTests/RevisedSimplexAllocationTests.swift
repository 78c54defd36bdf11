@_spi(Representation) @testable import ReflowSolver
import Testing

/// Issue 15's "0 allocations per resolve" on the engine: a resolve (new right-hand sides for
/// the edit rows, the dual simplex, the report of changed values) reuses the engine's
/// scratch, and its pivots reuse the factors' pooled storage (the lines' arenas, the etas'
/// buffer, the saved lines). Checked here by what is deterministic: across 100 resolves
/// after a warm-up, no buffer the resolve path writes is reallocated (its storage and
/// capacity are the same), and the factors' own count of reallocations does not move.
/// The allocations themselves were counted with valgrind on a release executable driving the
/// engine the same way (Docs/solver-internals.md, "Allocations per resolve"; valgrind does
/// not run the test binary here).
@Suite("Revised simplex: resolves allocate nothing")
struct RevisedSimplexAllocationTests {
  /// Where each buffer of the resolve path keeps its elements, and how many it can hold.
  struct Footprint: Equatable, CustomStringConvertible {
    var buffers: [String: (address: UInt, capacity: Int)] = [:]

    init(_ e: _RevisedSimplex) {
      note("scratch", e.scratch)
      note("rowVector", e.rowVector)
      note("rowResidual", e.rowResidual)
      note("work", e.factors.work)
      note("factorsScratch", e.factors.scratch)
      note("rowEntry", e.rowEntry)
      note("rowListed", e.rowListed)
      note("rowSymbols", e.rowSymbols)
      note("moved", e.moved)
      note("isMoved", e.isMoved)
      note("rowChecked", e.rowChecked)
      note("checkedRows", e.checkedRows)
      note("ratios", e.ratioScratch)
      note("bestRatios", e.bestRatioScratch)
      note("dropped", e.droppedScratch)
      note("touched", e.touched.elements)
      note("candidates", e.candidates.elements)
      note("visited", e.factors.visited)
      note("stackNode", e.factors.stackNode)
      note("stackEdge", e.factors.stackEdge)
      note("order", e.factors.order)
      note("seeds", e.factors.seeds)
      note("spikeBuffer", e.factors.spikeBuffer)
      note("rhoBuffer", e.factors.rhoBuffer)
      note("sortOrder", e.factors.sortOrder)
      // A refactorisation writes into the factors' arrays and the elimination's workspace.
      let lu = e.factors.lu
      note("lu.pivotRow", lu.pivotRow)
      note("lu.pivotColumn", lu.pivotColumn)
      note("lu.rowPivot", lu.rowPivot)
      note("lu.columnPivot", lu.columnPivot)
      note("lu.diagonal", lu.diagonal)
      let w = e.factors.elimination
      note("elimination.rowColumns", w.rowColumns)
      note("elimination.rowValues", w.rowValues)
      note("elimination.columnRows", w.columnRows)
      note("elimination.rowCount", w.rowCount)
      note("elimination.columnCount", w.columnCount)
      note("elimination.position", w.position)
      note("elimination.pivotRow", w.pivotRow)
      note("elimination.diagonal", w.diagonal)
      note("elimination.l.index", w.l.index)
      note("elimination.u.value", w.u.value)
      note("dualVector", e.dualVector)
      note("dualResidual", e.dualResidual)
      note("valueVector", e.valueVector)
      // The pivots' pooled storage: the lines' arenas, the etas, the saved lines.
      note("lu.lColumns", lu.lColumns)
      note("lu.lRows", lu.lRows)
      note("lu.uRows", lu.uRows)
      note("lu.uColumns", lu.uColumns)
      note("lu.spareLines", lu.spareLines)
      note("etaEntries", e.factors.etaEntries)
      note("updates", e.factors.updates)
    }

    private mutating func note(_ name: String, _ lines: _SparseLines) {
      note(name + ".storage", lines.storage)
      note(name + ".blocks", lines.blocks)
    }

    private mutating func note(_ name: String, _ v: _SparseVector) {
      note(name + ".values", v.values)
      note(name + ".indices", v.indices)
    }

    private mutating func note<T>(_ name: String, _ array: [T]) {
      let address = array.withUnsafeBufferPointer { UInt(bitPattern: $0.baseAddress) }
      buffers[name] = (address, array.capacity)
    }

    static func == (a: Footprint, b: Footprint) -> Bool {
      a.buffers.count == b.buffers.count
        && a.buffers.allSatisfy { name, x in
          b.buffers[name].map { $0.address == x.address && $0.capacity == x.capacity } ?? false
        }
    }

    var description: String {
      buffers.keys.sorted().map { "\($0): \(buffers[$0]!.capacity)" }.joined(separator: ", ")
    }
  }

  /// The number of resolves of the measured phase.
  static let resolves = 100

  /// One resolve: both edits' right-hand sides, the dual simplex, the changed report.
  static func resolve(
    _ engine: inout _RevisedSimplex, rows: (Int32, Int32), to values: (Double, Double)
  ) -> Int {
    engine.setRightHandSide(ofRow: rows.0, to: values.0)
    engine.setRightHandSide(ofRow: rows.1, to: values.1)
    _ = engine.dualOptimize()
    var changed = 0
    engine.consumeChangedSymbols { _ in changed += 1 }
    return changed
  }

  /// Resolves `engine` `count` times, the edits alternating between `a` and `b`; returns
  /// the changes reported.
  static func drive(
    _ engine: inout _RevisedSimplex, rows: (Int32, Int32), _ a: (Double, Double),
    _ b: (Double, Double), count: Int
  ) -> Int {
    var changed = 0
    for i in 0..<count {
      changed += resolve(&engine, rows: rows, to: i % 2 == 0 ? a : b)
    }
    return changed
  }

  /// The engine a solver on the factored engine built, and the engine's rows of `edits`,
  /// with the solver gone (so that the engine's storage is its own, and a write does not
  /// copy it).
  static func engine(
    of build: () throws -> (solver: Solver, edits: [Variable])
  ) rethrows -> (_RevisedSimplex, [Int32]) {
    let (solver, edits) = try build()
    return (solver.engine, edits.map { solver.editRow(of: $0)! })
  }

  @Test("Issue 15's chain: the width dragged, values move, no pivot, no buffer regrown")
  func chainDrag() {
    let width = Variable("w")
    var (engine, rows) = Self.engine {
      (RevisedSimplexComplexityTests.stack(100, width: width).0, [width])
    }
    // The width's edit is the first row; the second edit row is the same (one edit).
    let row = rows[0]
    #expect(row == engine.row(of: engine.rowMarker[0]))
    _ = Self.drive(&engine, rows: (row, row), (400, 400), (393, 393), count: 4)
    let before = Footprint(engine)
    let work = RevisedSimplexComplexityTests.Work(engine)
    let changed = Self.drive(
      &engine, rows: (row, row), (400, 400), (393, 393), count: Self.resolves)
    let after = Footprint(engine)
    #expect(before == after, "before: \(before)\nafter: \(after)")
    #expect(changed == 101 * Self.resolves, "every right edge and the width move")
    #expect((RevisedSimplexComplexityTests.Work(engine) - work).pivots == 0)
  }

  @Test("tree_100 rotated: pivots both ways, no buffer of the resolve path regrown")
  func treeRotation() throws {
    var (engine, edits) = try Self.engine {
      let tree = try RevisedSimplexWorkloadTests.built(100)
      return (tree.factored, [tree.width, tree.height])
    }
    let rows = (edits[0], edits[1])
    _ = Self.drive(&engine, rows: rows, (852, 393), (393, 852), count: 4)
    let before = Footprint(engine)
    let work = RevisedSimplexComplexityTests.Work(engine)
    _ = Self.drive(&engine, rows: rows, (852, 393), (393, 852), count: Self.resolves)
    let after = Footprint(engine)
    let done = RevisedSimplexComplexityTests.Work(engine) - work
    print("tree_100, \(Self.resolves) rotations: \(done)")
    #expect(before == after, "before: \(before)\nafter: \(after)")
    #expect(done.pivots >= Self.resolves, "a rotation pivots")
    #expect(done.refactorizations > 0, "the rotations refactorise")
  }

  /// The report as the solver takes it (into a list it keeps), so that the resolve is the
  /// solver's.
  static func resolve(
    _ engine: inout _RevisedSimplex, rows: (Int32, Int32), to values: (Double, Double),
    report: inout [Int32]
  ) {
    engine.setRightHandSide(ofRow: rows.0, to: values.0)
    engine.setRightHandSide(ofRow: rows.1, to: values.1)
    _ = engine.dualOptimize()
    report.removeAll(keepingCapacity: true)
    engine.takeChangedSymbols(into: &report)
  }

  @Test("tree_100 rotated: every pivot's factor update reuses pooled storage, none grows")
  func treeRotationPivotsReuseStorage() throws {
    var (engine, edits) = try Self.engine {
      let tree = try RevisedSimplexWorkloadTests.built(100)
      return (tree.factored, [tree.width, tree.height])
    }
    let rows = (edits[0], edits[1])
    var report: [Int32] = []
    let values = [(852.0, 393.0), (393.0, 852.0)]
    for i in 0..<4 { Self.resolve(&engine, rows: rows, to: values[i % 2], report: &report) }
    let grown = engine.factors.reallocations
    let work = RevisedSimplexComplexityTests.Work(engine)
    let inPlace = engine.factors.inPlaceReplacements
    let etas = engine.factors.etaReplacements
    var pivoting = 0
    for i in 0..<Self.resolves {
      let pivots = engine.pivots
      Self.resolve(&engine, rows: rows, to: values[i % 2], report: &report)
      if engine.pivots > pivots { pivoting += 1 }
    }
    let done = RevisedSimplexComplexityTests.Work(engine) - work
    let (inPlaceDone, etasDone) = (
      engine.factors.inPlaceReplacements - inPlace, engine.factors.etaReplacements - etas
    )
    print(
      "tree_100, \(Self.resolves) rotations: \(done), \(inPlaceDone) in place, \(etasDone) etas")
    #expect(pivoting == Self.resolves, "every rotation pivots")
    #expect(inPlaceDone > 0 && etasDone > 0, "columns are replaced both ways")
    #expect(done.refactorizations > 0, "the etas are refactorised away")
    #expect(
      engine.factors.reallocations == grown,
      "\(engine.factors.reallocations - grown) reallocations of the factors' storage")
  }
}
