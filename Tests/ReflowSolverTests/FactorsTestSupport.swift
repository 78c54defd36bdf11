@testable import ReflowSolver

// A dense reference for the factored basis (Gaussian elimination with partial pivoting) and
// generators of sparse square matrices from a seed.

/// A dense square matrix, `entries[row][column]`.
struct DenseMatrix: CustomStringConvertible {
  var entries: [[Double]]

  init(size: Int) { entries = Array(repeating: Array(repeating: 0, count: size), count: size) }

  init(columns: [[_SparseEntry]]) {
    self.init(size: columns.count)
    for (j, column) in columns.enumerated() {
      for entry in column { entries[Int(entry.index)][j] += entry.value }
    }
  }

  var size: Int { entries.count }

  /// `[[self, column], [row, diagonal]]`: a row and a column added as a border.
  func bordered(row: [_SparseEntry], column: [_SparseEntry], diagonal: Double) -> DenseMatrix {
    let n = size
    var next = DenseMatrix(size: n + 1)
    for i in 0..<n { for j in 0..<n { next.entries[i][j] = entries[i][j] } }
    for e in row { next.entries[n][Int(e.index)] = e.value }
    for e in column { next.entries[Int(e.index)][n] = e.value }
    next.entries[n][n] = diagonal
    return next
  }

  /// The matrix by columns, as ``_BasisFactors`` takes it (zeros left out).
  var columns: [[_SparseEntry]] {
    (0..<size).map { j in
      (0..<size).compactMap { i in
        entries[i][j] == 0 ? nil : _SparseEntry(index: Int32(i), value: entries[i][j])
      }
    }
  }

  var transposed: DenseMatrix {
    var t = DenseMatrix(size: size)
    for i in 0..<size { for j in 0..<size { t.entries[j][i] = entries[i][j] } }
    return t
  }

  func times(_ x: [Double]) -> [Double] {
    entries.map { row in zip(row, x).reduce(0) { $0 + $1.0 * $1.1 } }
  }

  /// `|A| |x|`: the scale of each entry of `A x`, for backward-error checks.
  func magnitudeTimes(_ x: [Double]) -> [Double] {
    entries.map { row in zip(row, x).reduce(0) { $0 + abs($1.0 * $1.1) } }
  }

  /// The solution of `A x = b` by Gaussian elimination with partial pivoting; `nil` when a
  /// pivot is below `1e-11` of its column's largest original magnitude (singular).
  func solve(_ b: [Double]) -> [Double]? {
    let n = size
    var a = entries
    var rhs = b
    let scales = (0..<n).map { j in (0..<n).reduce(0.0) { max($0, abs(entries[$1][j])) } }
    for k in 0..<n {
      let p = (k..<n).max { abs(a[$0][k]) < abs(a[$1][k]) }!
      if !(abs(a[p][k]) > 1e-11 * scales[k]) { return nil }
      a.swapAt(k, p)
      rhs.swapAt(k, p)
      for i in (k + 1)..<max(n, k + 1) where a[i][k] != 0 {
        let m = a[i][k] / a[k][k]
        for j in k..<n { a[i][j] -= m * a[k][j] }
        rhs[i] -= m * rhs[k]
      }
    }
    var x = [Double](repeating: 0, count: n)
    for k in (0..<n).reversed() {
      var s = rhs[k]
      for j in (k + 1)..<max(n, k + 1) { s -= a[k][j] * x[j] }
      x[k] = s / a[k][k]
    }
    return x
  }

  var description: String {
    entries.map { row in row.map { $0 == 0 ? "0" : "\($0)" }.joined(separator: " ") }
      .joined(separator: "\n")
  }
}

/// Sparse square matrices from a seed.
struct MatrixGenerator {
  var random: SplitMix64
  /// Magnitudes are `10^e` for `e` uniform in this range (a random sign).
  var exponents: ClosedRange<Double> = 0...0

  init(seed: UInt64) { random = SplitMix64(seed: seed) }

  mutating func value() -> Double {
    let unit = Double(random.below(1_000_001)) / 1_000_000
    let e = exponents.lowerBound + unit * (exponents.upperBound - exponents.lowerBound)
    let m = (0.5 + Double(random.below(1000)) / 1000) * pow10(e)
    return random.chance(50) ? m : -m
  }

  func pow10(_ e: Double) -> Double {
    // 10^e without Foundation: integer part by multiplication, fraction by a short series.
    var r = 1.0
    let whole = Int(e.rounded(.down))
    for _ in 0..<abs(whole) { r = whole < 0 ? r / 10 : r * 10 }
    let f = (e - Double(whole)) * 2.302585092994046
    var term = 1.0, sum = 1.0
    for k in 1..<20 {
      term *= f / Double(k)
      sum += term
    }
    return r * sum
  }

  mutating func permutation(_ n: Int) -> [Int] {
    var p = Array(0..<n)
    for i in stride(from: n - 1, to: 0, by: -1) { p.swapAt(i, random.below(i + 1)) }
    return p
  }

  /// A matrix that is triangular after permuting rows and columns: in pivot order `k`,
  /// column `k` holds its diagonal and up to `extra` entries on later rows.
  mutating func triangular(_ n: Int, extra: Int = 2) -> DenseMatrix {
    let rows = permutation(n), cols = permutation(n)
    var m = DenseMatrix(size: n)
    for k in 0..<n {
      m.entries[rows[k]][cols[k]] = value()
      if k + 1 < n {
        for _ in 0..<random.below(extra + 1) {
          m.entries[rows[k + 1 + random.below(n - k - 1)]][cols[k]] = value()
        }
      }
    }
    return m
  }

  /// A triangular matrix with a `nucleus x nucleus` block of random entries (density about
  /// `percent`) among its last pivots, so that no singleton remains there.
  mutating func nearTriangular(_ n: Int, nucleus: Int, percent: Int = 40) -> DenseMatrix {
    var m = triangular(n)
    let rows = permutation(n).prefix(nucleus), cols = permutation(n).prefix(nucleus)
    for i in rows {
      for j in cols where random.chance(percent) { m.entries[i][j] = value() }
    }
    return m
  }

  /// A random sparse matrix: a random permutation's entries (structurally non-singular)
  /// plus about `perColumn` random entries per column.
  mutating func sparse(_ n: Int, perColumn: Int = 2) -> DenseMatrix {
    var m = DenseMatrix(size: n)
    let p = permutation(n)
    for j in 0..<n {
      m.entries[p[j]][j] = value()
      for _ in 0..<random.below(perColumn + 1) { m.entries[random.below(n)][j] = value() }
    }
    return m
  }

  /// A dense random vector.
  mutating func vector(_ n: Int) -> [Double] { (0..<n).map { _ in value() } }

  /// A sparse random column of an `n`-row matrix with up to `count` entries.
  mutating func sparseColumn(_ n: Int, count: Int) -> [_SparseEntry] {
    var rows: [Int] = []
    for _ in 0..<max(1, count) {
      let i = random.below(n)
      if !rows.contains(i) { rows.append(i) }
    }
    return rows.sorted().map { _SparseEntry(index: Int32($0), value: value()) }
  }
}

extension _BasisFactors {
  /// `B^-1 a` for a dense `a`, through FTRAN.
  mutating func solve(_ a: [Double]) -> [Double] {
    var v = _SparseVector(count: a.count)
    for (i, x) in a.enumerated() where x != 0 { v.set(Int32(i), x) }
    ftran(&v)
    return (0..<a.count).map { v[Int32($0)] }
  }

  /// `B^-T c` for a dense `c`, through BTRAN.
  mutating func solveTransposed(_ c: [Double]) -> [Double] {
    var v = _SparseVector(count: c.count)
    for (i, x) in c.enumerated() where x != 0 { v.set(Int32(i), x) }
    btran(&v)
    return (0..<c.count).map { v[Int32($0)] }
  }

  /// The largest backward error of FTRAN and BTRAN on `B x` and `B^T x` for `x`:
  /// `max |B x' - b| / (|B| |x'| + |b|)` over entries, for the computed `x'`.
  mutating func backwardError(_ matrix: DenseMatrix, _ x: [Double]) -> Double {
    var worst = 0.0
    for (t, isTransposed) in [(matrix, false), (matrix.transposed, true)] {
      let b = t.times(x)
      let solved = isTransposed ? solveTransposed(b) : solve(b)
      let residual = t.times(solved)
      let scale = t.magnitudeTimes(solved)
      for i in b.indices {
        let denominator = scale[i] + abs(b[i])
        if denominator > 0 { worst = max(worst, abs(residual[i] - b[i]) / denominator) }
      }
    }
    return worst
  }
}
