@testable import ReflowSolver
import Testing

/// Updates of the factored basis (bordered additions and removals, column replacements,
/// removals that refactorise, refactorisations) and their undo, against a dense model of
/// `B` kept by the test: after every step, the solves agree with the model.
@Suite("Basis factor updates")
struct BasisFactorsUpdateTests {
  /// The model after removing row `r` and column `c` as ``_BasisFactors`` does: the last row
  /// takes index `r`, the last column index `c`.
  static func removing(_ m: DenseMatrix, row r: Int, column c: Int) -> DenseMatrix {
    var e = m.entries
    let last = e.count - 1
    e[r] = e[last]
    e.removeLast()
    for i in e.indices {
      e[i][c] = e[i][last]
      e[i].removeLast()
    }
    var result = DenseMatrix(size: last)
    result.entries = e
    return result
  }

  /// Checks the factors against the model: the same `B`, solves that reproduce it.
  static func expectAgree(
    _ f: inout _BasisFactors, _ model: DenseMatrix, _ g: inout MatrixGenerator, _ context: String
  ) {
    #expect(DenseMatrix(columns: f.columns).entries == model.entries, "\(context): B differs")
    let x = g.vector(model.size)
    let error = f.backwardError(model, x)
    #expect(error <= 1e-10, "\(context): backward error \(error)")
    #expect(f.isScratchAtRest, "\(context): scratch not at rest")
  }

  @Test("Long sequences of updates, checked after every step, with undo", arguments: 0..<4)
  func sequences(batch: Int) throws {
    var steps = 0
    var refactorisations = 0
    var rollbacks = 0
    var throwsSeen = 0
    for index in 0..<10 {
      let seed = UInt64(5000 + batch * 10 + index)
      var g = MatrixGenerator(seed: seed)
      var model = g.nearTriangular(8 + g.random.below(20), nucleus: 4)
      while model.solve(g.vector(model.size)) == nil { model = g.sparse(model.size) }
      var f = try _BasisFactors(columns: model.columns)
      // Open scopes: the factors' mark and the model as it was.
      var scopes: [(_BasisFactors.Mark, DenseMatrix)] = []
      for step in 0..<80 {
        let context = "seed \(seed), step \(step)"
        let n = model.size
        let roll = g.random.below(100)
        if roll < 30 {
          // A border: a new row over some columns, a new column (often empty).
          let row = g.sparseColumn(n, count: g.random.below(4))
          let column = g.random.chance(50) ? [] : g.sparseColumn(n, count: 2)
          let diagonal = g.value()
          let next = model.bordered(row: row, column: column, diagonal: diagonal)
          do {
            try f.addBorder(row: row, column: column, diagonal: diagonal)
            model = next
          } catch {
            throwsSeen += 1
            #expect(next.solve(g.vector(n + 1)) == nil, "\(context): border reported singular")
          }
        } else if roll < 45 && f.endsWithBorder {
          f.removeLastBorder()
          model = Self.removing(model, row: n - 1, column: n - 1)
        } else if roll < 75 {
          let p = g.random.below(n)
          let column = g.sparseColumn(n, count: 1 + g.random.below(3))
          var next = model
          for i in 0..<n { next.entries[i][p] = 0 }
          for e in column { next.entries[Int(e.index)][p] = e.value }
          do {
            try f.replaceColumn(p, with: column)
            model = next
          } catch {
            throwsSeen += 1
            #expect(next.solve(g.vector(n)) == nil, "\(context): replacement reported singular")
          }
        } else if roll < 82 && n > 3 {
          let (r, c) = (g.random.below(n), g.random.below(n))
          let next = Self.removing(model, row: r, column: c)
          do {
            try f.removeRowAndColumn(row: r, column: c)
            model = next
          } catch {
            throwsSeen += 1
            #expect(next.solve(g.vector(n - 1)) == nil, "\(context): removal reported singular")
          }
        } else if roll < 90 {
          scopes.append((f.beginUndo(), model))
        } else if let (mark, old) = scopes.popLast() {
          if g.random.chance(50) {
            f.rollBack(to: mark)
            model = old
            rollbacks += 1
          } else {
            f.endUndo(mark)
          }
        }
        if f.needsRefactorization {
          try f.refactorize()
          refactorisations += 1
        }
        Self.expectAgree(&f, model, &g, context)
        steps += 1
      }
      while let (mark, old) = scopes.popLast() {
        f.rollBack(to: mark)
        model = old
        Self.expectAgree(&f, model, &g, "seed \(seed), final rollback")
      }
    }
    #expect(steps == 800)
    #expect(
      rollbacks > 5 && refactorisations > 0,
      "\(rollbacks) rollbacks, \(refactorisations) refactorisations, \(throwsSeen) singular")
  }

  @Test("A border whose column is empty costs its own entries, whatever the size of B")
  func borderIsBlockTriangular() throws {
    var costs: [Int] = []
    for n in [500, 5_000] {
      let identity = (0..<n).map { [_SparseEntry(index: Int32($0), value: 1)] }
      var f = try _BasisFactors(columns: identity)
      f.operations = 0
      // x_n = 7 - 2 x_3: a new constraint solved for its own new symbol.
      try f.addBorder(row: [_SparseEntry(index: 3, value: 2)], column: [], diagonal: 1)
      var v = _SparseVector(count: n + 1)
      v.set(3, 1)
      v.set(Int32(n), 7)
      f.ftran(&v)
      #expect(
        v.entries == [_SparseEntry(index: 3, value: 1), _SparseEntry(index: Int32(n), value: 5)])
      v.clear()
      f.removeLastBorder()
      #expect(f.dimension == n && f.updates.isEmpty)
      costs.append(f.operations)
    }
    #expect(costs[0] == costs[1], "\(costs)")
  }

  @Test("A refactorisation inside an undo scope is undone, with the updates before it")
  func refactorisationUndone() throws {
    var g = MatrixGenerator(seed: 77)
    // A chain, and a 2 x 2 nucleus on rows and columns 10 and 11: eliminating it leaves an
    // L entry.
    var model = DenseMatrix(size: 12)
    for i in 0..<10 { model.entries[i][i] = 1 }
    for i in 1..<10 { model.entries[i][i - 1] = -1 }
    model.entries[10][10] = 1
    model.entries[10][11] = 1
    model.entries[11][10] = 1
    model.entries[11][11] = 2
    var f = try _BasisFactors(columns: model.columns)
    // An update before the scope: a column whose pivot has both an L column and a U row is
    // replaced by an eta (the in-place replacement needs one of them empty).
    let p = try #require(
      (0..<12).first {
        let k = f.lu.columnPivot[$0]
        return !f.lu.lColumns[k].isEmpty && !f.lu.uRows[k].isEmpty
      })
    try f.replaceColumn(
      p, with: f.columns[p].map { _SparseEntry(index: $0.index, value: 3 * $0.value) })
    #expect(f.updates.count == 1)
    let before = DenseMatrix(columns: f.columns)
    let mark = f.beginUndo()
    try f.addBorder(row: [_SparseEntry(index: 1, value: 1)], column: [], diagonal: 2)
    try f.refactorize()
    #expect(f.updates.isEmpty)
    let doubled = f.columns[4].map { _SparseEntry(index: $0.index, value: 2 * $0.value) }
    try f.replaceColumn(4, with: doubled)
    f.rollBack(to: mark)
    #expect(f.updates.count == 1 && f.dimension == 12)
    Self.expectAgree(&f, before, &g, "after rollback")
  }
}
