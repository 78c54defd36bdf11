@testable import ReflowSolver
import Testing

/// The factors changed in place (`_BasisFactors+InPlace.swift`): borders folded in as new
/// pivots, the newest pivot taken out, columns detached at their pivot, mixed with
/// product-form updates, refactorisations and nested undo scopes, against a dense model of
/// `B`; and what each costs, by operation counts.
@Suite("Basis factors changed in place")
struct BasisFactorsInPlaceTests {
  /// What a sequence did, so that the test knows each operation really ran.
  struct Seen {
    var folds = 0
    var unfolds = 0
    var detaches = 0
    var rollbacks = 0
  }

  @Test("Folds, unfolds and detaches, checked after every step, with undo", arguments: 0..<4)
  func sequences(batch: Int) throws {
    var seen = Seen()
    var steps = 0
    for index in 0..<10 {
      let seed = UInt64(7000 + batch * 10 + index)
      var g = MatrixGenerator(seed: seed)
      var model = g.triangular(6 + g.random.below(20))
      var f = try _BasisFactors(columns: model.columns)
      var scopes: [(_BasisFactors.Mark, DenseMatrix, Int)] = []
      for step in 0..<80 {
        let context = "seed \(seed), step \(step)"
        let n = model.size
        let roll = g.random.below(100)
        if roll < 30 {
          // A new row over some columns, solved for a new symbol (an empty column).
          let row = g.sparseColumn(n, count: g.random.below(4))
          let diagonal = g.value()
          let folds = f.updates.isEmpty
          try f.addBorder(row: row, column: [], diagonal: diagonal)
          #expect(f.updates.isEmpty == folds, "\(context): a border folded with updates")
          if folds { seen.folds += 1 }
          model = model.bordered(row: row, column: [], diagonal: diagonal)
        } else if roll < 45 && f.endsWithBorder && n > 1 {
          if f.updates.isEmpty { seen.unfolds += 1 }
          f.removeLastBorder()
          model = BasisFactorsUpdateTests.removing(model, row: n - 1, column: n - 1)
        } else if roll < 70 {
          let r = g.random.below(n)
          if let q = f.detachablePosition(row: r) {
            // Row r and column q meet at a pivot of L U (after a Forrest-Tomlin replacement,
            // not necessarily at a non-zero of B).
            let diagonal = g.value()
            for i in 0..<n { model.entries[i][q] = 0 }
            model.entries[r][q] = diagonal
            let before = f.updates.count
            f.detach(row: r, diagonal: diagonal)
            #expect(f.updates.count == before, "\(context): a detach left an update")
            seen.detaches += 1
          }
        } else if roll < 76 {
          let p = g.random.below(n)
          let column = g.sparseColumn(n, count: 1 + g.random.below(3))
          var next = model
          for i in 0..<n { next.entries[i][p] = 0 }
          for e in column { next.entries[Int(e.index)][p] = e.value }
          if (try? f.replaceColumn(p, with: column)) != nil { model = next }
        } else if roll < 80 {
          try f.refactorize()
        } else if roll < 90 {
          scopes.append((f.beginUndo(), model, f.updates.count))
        } else if let (mark, old, updates) = scopes.popLast() {
          if g.random.chance(50) {
            f.rollBack(to: mark)
            model = old
            #expect(f.updates.count == updates, "\(context): updates after a rollback")
            seen.rollbacks += 1
          } else {
            f.endUndo(mark)
          }
        }
        BasisFactorsUpdateTests.expectAgree(&f, model, &g, context)
        steps += 1
      }
      while let (mark, old, _) = scopes.popLast() {
        f.rollBack(to: mark)
        model = old
        BasisFactorsUpdateTests.expectAgree(&f, model, &g, "seed \(seed), final rollback")
      }
    }
    #expect(steps == 800)
    #expect(
      seen.folds > 50 && seen.unfolds > 20 && seen.detaches > 50 && seen.rollbacks > 5,
      "\(seen)")
  }

  @Test("A rollback puts the factors back bit for bit: the same solves")
  func rollbackIsExact() throws {
    var g = MatrixGenerator(seed: 91)
    let model = g.triangular(30)
    var f = try _BasisFactors(columns: model.columns)
    let b = g.vector(30)
    let before = (f.solve(b), f.solveTransposed(b))
    let mark = f.beginUndo()
    var detached = 0
    for r in 0..<30 where f.detachablePosition(row: r) != nil {
      f.detach(row: r, diagonal: 2)
      detached += 1
      try f.addBorder(row: [_SparseEntry(index: Int32(r), value: 1)], column: [], diagonal: 3)
      if r % 3 == 0 { f.removeLastBorder() }
    }
    #expect(detached > 10)
    f.rollBack(to: mark)
    #expect(f.dimension == 30 && f.updates.isEmpty)
    #expect(f.solve(b) == before.0 && f.solveTransposed(b) == before.1)
  }

  /// A chain `x_i = x_{i-1} + 1` of `n` rows, folded one border at a time, then every row's
  /// column detached in the order added; the operations of each phase.
  static func chainWork(_ n: Int) throws -> (build: Int, detach: Int, solve: Int) {
    var f = try _BasisFactors(columns: [])
    for i in 0..<n {
      let row = i == 0 ? [] : [_SparseEntry(index: Int32(i - 1), value: -1)]
      try f.addBorder(row: row, column: [], diagonal: 1)
    }
    let build = f.operations
    for r in 0..<n {
      guard f.detachablePosition(row: r) == r else { return (build, -1, -1) }
      f.detach(row: r, diagonal: 1)
    }
    let detach = f.operations - build
    // The first row's unit vector now reaches its own row only.
    var v = _SparseVector(count: n)
    v.set(0, 1)
    f.ftran(&v)
    return (build, detach, f.operations - build - detach)
  }

  @Test("Folding and detaching a chain cost O(1) a row, and no update stays")
  func chainIsLinear() throws {
    let small = try Self.chainWork(1_000)
    let large = try Self.chainWork(4_000)
    print("chain 1,000: \(small); chain 4,000: \(large)")
    #expect(small.detach > 0 && large.detach > 0)
    #expect(large.build <= 4 * small.build + 10)
    #expect(large.detach <= 4 * small.detach + 10)
    #expect(large.solve == small.solve)
  }
}
