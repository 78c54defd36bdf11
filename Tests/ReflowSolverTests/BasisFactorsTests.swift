@testable import ReflowSolver
import Testing

/// The factored basis (`_BasisFactors`) against a dense reference: factorisation, FTRAN and
/// BTRAN on random sparse, triangular and near-triangular matrices, mixed magnitudes,
/// singular matrices. Every randomised case prints its seed when it fails.
@Suite("Basis factors")
struct BasisFactorsTests {
  /// Backward error allowed for a solve (relative to `|B| |x| + |b|`, entry by entry).
  static let backward = 1e-12

  /// Factorises `matrix`, checks both solves on random vectors against the dense reference
  /// and the backward error; returns the factors.
  @discardableResult
  static func check(
    _ matrix: DenseMatrix, seed: UInt64, _ generator: inout MatrixGenerator,
    backward: Double = backward, conditioning: Double = 100, _ what: String
  ) -> _BasisFactors? {
    let factors: _BasisFactors
    do {
      factors = try _BasisFactors(columns: matrix.columns)
    } catch {
      Issue.record("seed \(seed) (\(what)): reported singular \(error)\n\(matrix)")
      return nil
    }
    var f = factors
    for _ in 0..<3 {
      let x = generator.vector(matrix.size)
      let error = f.backwardError(matrix, x)
      #expect(error <= backward, "seed \(seed) (\(what)): backward error \(error)")
      // Forward: the same solution as dense elimination, within 1e-8 of its largest entry,
      // or within `conditioning` times the dense solution's own distance from `x` when the
      // matrix is so ill-conditioned that elimination cannot do better (mixed magnitudes).
      let b = matrix.times(x)
      if let dense = matrix.solve(b) {
        let mine = f.solve(b)
        let scale = dense.reduce(0) { max($0, abs($1)) }
        let denseError = zip(x, dense).reduce(0) { max($0, abs($1.0 - $1.1)) }
        let worst = zip(mine, dense).reduce(0) { max($0, abs($1.0 - $1.1)) }
        #expect(
          worst <= max(1e-8 * scale, conditioning * denseError),
          "seed \(seed) (\(what)): FTRAN differs by \(worst) (dense: \(denseError))")
      }
    }
    #expect(f.isScratchAtRest, "seed \(seed): scratch not at rest")
    return f
  }

  @Test("Random sparse matrices", arguments: 0..<4)
  func randomSparse(batch: Int) {
    var checked = 0
    for index in 0..<50 {
      let seed = UInt64(1000 + batch * 50 + index)
      var g = MatrixGenerator(seed: seed)
      let n = 1 + g.random.below(40)
      let m = g.sparse(n, perColumn: 1 + g.random.below(3))
      if m.solve(g.vector(n)) == nil {
        #expect(throws: _SingularBasis.self, "seed \(seed)") {
          try _BasisFactors(columns: m.columns)
        }
      } else if Self.check(m, seed: seed, &g, "sparse \(n)") != nil {
        checked += 1
      }
    }
    #expect(checked >= 40, "most random matrices are non-singular (\(checked) of 50)")
  }

  @Test("Triangular matrices factorise with singletons only, without fill-in")
  func triangular() {
    for seed in UInt64(0)..<40 {
      var g = MatrixGenerator(seed: seed)
      let n = 1 + g.random.below(60)
      let m = g.triangular(n)
      guard let f = Self.check(m, seed: seed, &g, "triangular \(n)") else { continue }
      #expect(f.lu.singletonPivots == n, "seed \(seed)")
      let nonZeros = m.columns.reduce(0) { $0 + $1.count }
      #expect(f.lu.lNonZeros + f.lu.uNonZeros == nonZeros, "seed \(seed): fill-in")
    }
  }

  @Test("Near-triangular matrices: a nucleus by Markowitz")
  func nearTriangular() {
    var nuclei = 0
    for seed in UInt64(100)..<140 {
      var g = MatrixGenerator(seed: seed)
      let n = 10 + g.random.below(60)
      let m = g.nearTriangular(n, nucleus: 3 + g.random.below(8), percent: 70)
      if m.solve(g.vector(n)) == nil { continue }
      guard let f = Self.check(m, seed: seed, &g, "near-triangular \(n)") else { continue }
      if f.lu.singletonPivots < n { nuclei += 1 }
    }
    #expect(nuclei >= 20, "the generator makes nuclei (\(nuclei))")
    // Larger nuclei, sparse enough that Markowitz's order matters (fill-in).
    var filled = 0
    for seed in UInt64(140)..<146 {
      var g = MatrixGenerator(seed: seed)
      let m = g.nearTriangular(200, nucleus: 40, percent: 10)
      if m.solve(g.vector(200)) == nil { continue }
      guard let f = Self.check(m, seed: seed, &g, "nucleus of 40 in 200") else { continue }
      let nonZeros = m.columns.reduce(0) { $0 + $1.count }
      if f.lu.lNonZeros + f.lu.uNonZeros > nonZeros { filled += 1 }
    }
    #expect(filled >= 3, "large nuclei fill in (\(filled) of 6)")
  }

  @Test("Magnitudes from 1e-3 to 1e6 in one matrix")
  func mixedMagnitudes() {
    for seed in UInt64(200)..<240 {
      var g = MatrixGenerator(seed: seed)
      g.exponents = -3...6
      let n = 2 + g.random.below(30)
      let m = seed % 2 == 0 ? g.nearTriangular(n, nucleus: 4) : g.sparse(n)
      if m.solve(g.vector(n)) == nil { continue }
      // Threshold pivoting bounds growth by 10 per nucleus step, not by 1: a backward error
      // a hundred times the well-scaled cases' bound is still 1e-10 of the magnitudes; on
      // an ill-conditioned matrix the forward error is that much larger than the dense
      // reference's (partial pivoting, growth at most 2 per step).
      Self.check(
        m, seed: seed, &g, backward: 1e-10, conditioning: 1e4, "magnitudes \(n)")
    }
  }

  @Test("Factorisations and solves are bit-identical from run to run")
  func determinism() throws {
    for seed in UInt64(400)..<410 {
      var g = MatrixGenerator(seed: seed)
      let m = g.nearTriangular(30, nucleus: 8, percent: 70)
      if m.solve(g.vector(30)) == nil { continue }
      let b = g.vector(30)
      var results: [[UInt64]] = []
      for _ in 0..<2 {
        var f = try _BasisFactors(columns: m.columns)
        results.append((f.solve(b) + f.solveTransposed(b)).map(\.bitPattern))
      }
      #expect(results[0] == results[1], "seed \(seed)")
    }
  }

  @Test("A singular basis is reported, naming a column and a row")
  func singular() {
    // Column 2 = column 0 + 2 x column 1.
    var m = DenseMatrix(size: 4)
    m.entries = [[1, 0, 1, 0], [0, 1, 2, 0], [3, 1, 5, 0], [0, 0, 0, 4]]
    #expect(throws: _SingularBasis.self) { try _BasisFactors(columns: m.columns) }
    // An empty column: that column is named, and the row its absence leaves unpivoted
    // (rows 0 and 2 are taken as singletons with columns 0 and 2).
    m.entries = [[1, 0, 0], [0, 0, 1], [2, 0, 3]]
    #expect(throws: _SingularBasis(row: 1, column: 1)) { try _BasisFactors(columns: m.columns) }
    // Random: a column made a combination of two others, in large matrices.
    for seed in UInt64(300)..<320 {
      var g = MatrixGenerator(seed: seed)
      let n = 5 + g.random.below(30)
      var d = g.sparse(n)
      let (a, b, c) = (g.random.below(n), g.random.below(n), g.random.below(n))
      guard a != b, b != c, a != c else { continue }
      for i in 0..<n { d.entries[i][c] = 2 * d.entries[i][a] - 0.5 * d.entries[i][b] }
      #expect(throws: _SingularBasis.self, "seed \(seed)") {
        try _BasisFactors(columns: d.columns)
      }
    }
  }

  @Test("Solves are hypersparse: a unit vector on a chain reaches only what depends on it")
  func chainReach() throws {
    // x[0] = b[0], x[j] - x[j-1] = b[j]: B e_j's solution is non-zero from j on.
    func chain(_ n: Int) -> [[_SparseEntry]] {
      (0..<n).map { j in
        j + 1 < n
          ? [_SparseEntry(index: Int32(j), value: 1), _SparseEntry(index: Int32(j + 1), value: -1)]
          : [_SparseEntry(index: Int32(j), value: 1)]
      }
    }
    var costs: [Int] = []
    var factorisations: [Int] = []
    var transposedCosts: [Int] = []
    for n in [1_000, 4_000] {
      var f = try _BasisFactors(columns: chain(n))
      factorisations.append(f.operations)
      f.operations = 0
      var v = _SparseVector(count: n)
      v.set(Int32(n - 5), 1)
      f.ftran(&v)
      #expect(v.entries.map(\.index) == (n - 5..<n).map(Int32.init))
      #expect(v.entries.allSatisfy { $0.value == 1 })
      costs.append(f.operations)
      v.clear()
      // BTRAN of the first unit vector reaches the first entry only: y[0] = 1.
      f.operations = 0
      v.set(0, 1)
      f.btran(&v)
      #expect(v.entries == [_SparseEntry(index: 0, value: 1)])
      transposedCosts.append(f.operations)
      v.clear()
      // The last one reaches every entry: y[j] = 1 for all j.
      v.set(Int32(n - 1), 1)
      f.btran(&v)
      #expect(v.entries.count == n && v.entries.allSatisfy { $0.value == 1 })
      v.clear()
    }
    #expect(costs[0] == costs[1], "the same reach costs the same whatever N: \(costs)")
    #expect(costs[0] <= 40, "five entries reached: \(costs[0]) operations")
    #expect(transposedCosts[0] == transposedCosts[1] && transposedCosts[0] <= 10)
    // The factorisation of a triangular N x N is O(non-zeros).
    #expect(
      factorisations[1] <= 4 * factorisations[0] + 100,
      "factorisation operations: \(factorisations)")
  }
}
