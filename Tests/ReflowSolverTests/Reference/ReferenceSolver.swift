// An independent oracle for the differential tests: a dense two-phase simplex with Bland's
// rule and preemptive (level by level) lexicographic optimisation. It deliberately shares no
// code and no types with `ReflowSolver`, and favours being obviously right over being clever:
// it is only ever given small systems (a handful of variables, a few dozen rows).
//
// Numbers: coefficients and constants from 1e-3 to 1e6 in one system (the differential
// test's mixed-magnitude scripts) rule out absolute epsilons: every row is divided by its
// largest coefficient (its errors cost that much, so violations count as written), every
// tolerance is relative to the terms it compares, and the tableau is recomputed from the
// rows as given (dense Gaussian elimination with partial pivoting on the basis) after
// phase one, every `refactorEvery` pivots and after each level, so that rounding never
// accumulates over a long run of pivots.

/// A small, dense, obviously-correct linear programming oracle for constraint hierarchies.
///
/// The problem it answers: given rows `a·x + c (== | <= | >=) 0`, each either required or
/// at a non-required priority, is the set of required rows feasible, and if so, what is the
/// lexicographically smallest vector of per-priority total violations (priorities sorted
/// from highest to lowest)? The violation of `e == 0` is `|e|`, of `e <= 0` is `max(0, e)`,
/// of `e >= 0` is `max(0, -e)`.
///
/// Method: every free variable is split into `x⁺ - x⁻`; inequalities get a slack column,
/// non-required rows get error columns; phase one (one artificial column per row) decides
/// feasibility; then, for each priority level from the highest, the sum of that level's
/// error columns is minimised with Bland's rule, after which every nonbasic column with a
/// positive reduced cost is locked at zero so that later levels cannot worsen it.
struct ReferenceSolver {
  /// How a row's expression relates to zero.
  enum Relation: Sendable, Hashable {
    case equal, lessThanOrEqual, greaterThanOrEqual
  }

  /// One constraint `coefficients·x + constant (relation) 0`.
  struct Row: Sendable {
    /// One coefficient per variable (dense; missing trailing entries count as zero).
    var coefficients: [Double]
    /// The constant part of the expression.
    var constant: Double
    /// The relation to zero.
    var relation: Relation
    /// `nil` for a required row, otherwise the priority (any finite number; higher wins).
    var priority: Float?

    init(_ coefficients: [Double], _ constant: Double, _ relation: Relation, priority: Float?) {
      self.coefficients = coefficients
      self.constant = constant
      self.relation = relation
      self.priority = priority
    }

    /// `coefficients·values + constant`.
    func evaluate(_ values: [Double]) -> Double {
      var sum = constant
      for (j, a) in coefficients.enumerated() where a != 0 { sum += a * values[j] }
      return sum
    }

    /// How far `values` break the row (0 when it holds).
    func violation(_ values: [Double]) -> Double {
      let e = evaluate(values)
      switch relation {
      case .equal: return abs(e)
      case .lessThanOrEqual: return max(0, e)
      case .greaterThanOrEqual: return max(0, -e)
      }
    }
  }

  /// The lexicographic optimum of a feasible system.
  struct Solution: Sendable {
    /// The distinct non-required priorities, highest first.
    var priorities: [Float]
    /// The minimal total violation at each of `priorities`, in the same order.
    var violations: [Double]
    /// One optimal assignment (one of possibly many).
    var values: [Double]
    /// With `ranges: true`, each variable's smallest and largest value over the optimal
    /// face (infinite where unbounded).
    var ranges: [(low: Double, high: Double)] = []
  }

  /// What ``solve(variableCount:rows:)`` found.
  enum Outcome: Sendable {
    /// The required rows cannot all hold.
    case infeasible
    /// The lexicographic optimum.
    case optimal(Solution)
    /// The oracle itself gave up (iteration limit); a bug in the oracle, not in the solver.
    case failed(String)
  }

  /// Whether the required rows of `rows` can all hold (non-required rows are ignored).
  static func isFeasible(variableCount: Int, rows: [Row]) -> Bool? {
    var lp = ReferenceSolver(variableCount: variableCount, rows: rows.filter { $0.priority == nil })
    return lp.phaseOne()
  }

  /// The lexicographic optimum of `rows`, or `.infeasible` when the required rows conflict.
  /// With `ranges`, also each variable's range over the optimal face (``Solution/ranges``).
  static func solve(variableCount: Int, rows: [Row], ranges: Bool = false) -> Outcome {
    var lp = ReferenceSolver(variableCount: variableCount, rows: rows)
    guard let feasible = lp.phaseOne() else { return .failed("phase one did not terminate") }
    if !feasible { return .infeasible }
    lp.driveOutArtificials()
    let priorities = Array(Set(rows.compactMap(\.priority))).sorted(by: >)
    for p in priorities {
      var cost = [Double](repeating: 0, count: lp.columnCount)
      for (i, row) in rows.enumerated() where row.priority == p {
        for j in lp.errorColumns[i] { cost[j] = lp.rowWeights[i] }
      }
      guard lp.minimize(cost) else { return .failed("level \(p) did not terminate") }
      lp.refactor()
      lp.lockPositiveReducedCosts(cost)
    }
    let values = lp.variableValues()
    var violations = [Double](repeating: 0, count: priorities.count)
    for row in rows {
      guard let p = row.priority, let k = priorities.firstIndex(of: p) else { continue }
      violations[k] += row.violation(values)
    }
    var solution = Solution(priorities: priorities, violations: violations, values: values)
    if ranges {
      for j in 0..<variableCount {
        guard let range = lp.range(of: j) else {
          return .failed("the range of x\(j) did not terminate")
        }
        solution.ranges.append(range)
      }
    }
    return .optimal(solution)
  }

  // MARK: - Tableau

  /// Entries below this fraction of the largest in their column (or row, for the
  /// artificials driven out) are rounding residue, not pivots.
  static let pivotTolerance = 1e-11
  /// Reduced costs below `-costTolerance` times the magnitude of the terms summed into them
  /// improve; above it they are locked.
  static let costTolerance = 1e-10
  /// Pivots between two recomputations of the tableau from the rows.
  static let refactorEvery = 20

  let variableCount: Int
  let rowCount: Int
  /// Structural columns (variables, slacks, errors) come first, then one artificial per row.
  let columnCount: Int
  let firstArtificial: Int
  /// The error columns of each input row (empty for required rows).
  var errorColumns: [[Int]]
  /// What a unit of each row's error columns costs: the factor the row was divided by.
  var rowWeights: [Double]
  /// The rows as given (divided by their weights), with the artificials: `tableau` is
  /// recomputed from them (``refactor()``).
  var original: [Double] = []
  /// Pivots since the tableau was last recomputed.
  var pivotsSinceRefactor = 0
  /// Set when ``minimize(_:)`` stopped on a column that no row blocks.
  var unbounded = false
  /// `rowCount` rows of `columnCount + 1` entries; the last entry is the right-hand side.
  var tableau: [Double]
  /// The column basic in each row.
  var basis: [Int]
  /// Columns that may not enter the basis (artificials after phase one, locked columns).
  var blocked: [Bool]
  /// The reduced costs of the objective being minimised, then its negated value.
  var objective: [Double]

  var width: Int { columnCount + 1 }

  init(variableCount n: Int, rows: [Row]) {
    variableCount = n
    rowCount = rows.count
    // Lay out the columns: x⁺ and x⁻ for each variable, then per row its slack/error columns.
    var next = 2 * n
    var slackColumn = [Int?](repeating: nil, count: rows.count)
    var slackSign = [Double](repeating: 0, count: rows.count)
    var errors = [[(column: Int, sign: Double)]](repeating: [], count: rows.count)
    for (i, row) in rows.enumerated() {
      // The row is written as  a·x + (sum of sign·column) = -constant.
      switch (row.relation, row.priority == nil) {
      case (.equal, true):
        break
      case (.lessThanOrEqual, true):  // a·x + c + s = 0
        slackColumn[i] = next; slackSign[i] = 1; next += 1
      case (.greaterThanOrEqual, true):  // a·x + c - s = 0
        slackColumn[i] = next; slackSign[i] = -1; next += 1
      case (.equal, false):  // a·x + c - e⁺ + e⁻ = 0
        errors[i] = [(next, -1), (next + 1, 1)]; next += 2
      case (.lessThanOrEqual, false):  // a·x + c - e + s = 0, i.e. a·x + c <= e
        errors[i] = [(next, -1)]; slackColumn[i] = next + 1; slackSign[i] = 1; next += 2
      case (.greaterThanOrEqual, false):  // a·x + c + e - s = 0, i.e. a·x + c >= -e
        errors[i] = [(next, 1)]; slackColumn[i] = next + 1; slackSign[i] = -1; next += 2
      }
    }
    firstArtificial = next
    columnCount = next + rows.count
    errorColumns = errors.map { $0.map(\.column) }
    rowWeights = rows.map { row in
      let largest = row.coefficients.reduce(0) { max($0, abs($1)) }
      return largest == 0 ? 1 : largest
    }
    let w = columnCount + 1
    tableau = [Double](repeating: 0, count: rows.count * w)
    basis = []
    for (i, row) in rows.enumerated() {
      let base = i * w
      for (j, a) in row.coefficients.enumerated() where a != 0 {
        tableau[base + 2 * j] += a / rowWeights[i]
        tableau[base + 2 * j + 1] -= a / rowWeights[i]
      }
      if let s = slackColumn[i] { tableau[base + s] = slackSign[i] }
      for e in errors[i] { tableau[base + e.column] = e.sign }
      tableau[base + columnCount] = -row.constant / rowWeights[i]
      if tableau[base + columnCount] < 0 {  // make the right-hand side non-negative
        for j in 0..<columnCount { tableau[base + j] = -tableau[base + j] }
        tableau[base + columnCount] = -tableau[base + columnCount]
      }
      tableau[base + firstArtificial + i] = 1
      basis.append(firstArtificial + i)
    }
    blocked = [Bool](repeating: false, count: columnCount)
    objective = [Double](repeating: 0, count: w)
    original = tableau
  }

  /// Phase one: minimises the sum of the artificials. `true` if the rows are feasible,
  /// `nil` if the simplex did not terminate.
  mutating func phaseOne() -> Bool? {
    var cost = [Double](repeating: 0, count: columnCount)
    for j in firstArtificial..<columnCount { cost[j] = 1 }
    guard minimize(cost) else { return nil }
    refactor()
    // Each artificial still basic is its row's infeasibility: rounding only if it is tiny
    // beside that row's own terms at this solution (not beside the other rows' numbers).
    var value = [Double](repeating: 0, count: columnCount)
    for i in 0..<rowCount { value[basis[i]] = tableau[i * width + columnCount] }
    var feasible = true
    for i in 0..<rowCount where basis[i] >= firstArtificial {
      let k = basis[i] - firstArtificial
      var scale = abs(original[k * width + columnCount])
      for j in 0..<firstArtificial { scale = max(scale, abs(original[k * width + j] * value[j])) }
      if tableau[i * width + columnCount] > 1e-9 * scale { feasible = false }
    }
    for j in firstArtificial..<columnCount { blocked[j] = true }
    return feasible
  }

  /// Pivots every artificial still basic (at zero) out of the basis where the row has a
  /// non-zero structural entry; rows without one are redundant and harmless.
  mutating func driveOutArtificials() {
    for i in 0..<rowCount where basis[i] >= firstArtificial {
      tableau[i * width + columnCount] = 0
      var largest = 0.0
      for j in 0..<columnCount { largest = max(largest, abs(tableau[i * width + j])) }
      var best = -1, bestMagnitude = Self.pivotTolerance * largest
      for j in 0..<firstArtificial where !blocked[j] {
        let m = abs(tableau[i * width + j])
        if m > bestMagnitude { best = j; bestMagnitude = m }
      }
      if best >= 0 { pivot(row: i, column: best) }
    }
    refactor()
  }

  /// Minimises `cost·columns` over the unblocked columns with Bland's rule, from the current
  /// (feasible) basis. Returns `false` if it hits the iteration limit, or if no row blocks
  /// the entering column (``unbounded``). With `bounded` (the levels' objectives, bounded
  /// below by zero) a row whose element is rounding residue blocks when nothing else does;
  /// without, the objective may be unbounded, and residue never blocks (a pivot on it
  /// would wreck the tableau).
  mutating func minimize(_ cost: [Double], bounded: Bool = true) -> Bool {
    objective = reducedCosts(cost)
    let magnitudes = costMagnitudes(cost)
    for _ in 0..<100_000 {
      if pivotsSinceRefactor >= Self.refactorEvery { refactor() }
      // Afresh from the tableau, so that their rounding is that of the terms summed now.
      objective = reducedCosts(cost)
      // Entering: the lowest-index unblocked column with a negative reduced cost.
      var entering = -1
      for j in 0..<columnCount
      where !blocked[j] && objective[j] < -Self.costTolerance * magnitudes[j] {
        entering = j
        break
      }
      if entering < 0 { return true }
      // Leaving: the minimum ratio; ties (within rounding) go to the row whose basic column
      // has the lowest index. Elements below `pivotTolerance` of their row are rounding
      // residue, unless no other row blocks.
      var leaving = -1
      var bestRatio = Double.infinity
      for ignoringResidue in bounded ? [true, false] : [true] where leaving < 0 {
        for i in 0..<rowCount {
          let a = tableau[i * width + entering]
          guard a > 0 else { continue }
          if ignoringResidue {
            var largest = 0.0
            for j in 0..<columnCount { largest = max(largest, abs(tableau[i * width + j])) }
            if a <= Self.pivotTolerance * largest { continue }
          }
          let ratio = max(0, tableau[i * width + columnCount]) / a
          let tie = 1e-12 * max(ratio, bestRatio == .infinity ? 0 : bestRatio)
          if leaving < 0 || ratio < bestRatio - tie
            || (ratio <= bestRatio + tie && basis[i] < basis[leaving])
          {
            leaving = i
            bestRatio = ratio
          }
        }
      }
      // The levels' objectives are bounded below by zero, so a leaving row always exists
      // there; a variable's range (``range(of:)``) may be unbounded.
      guard leaving >= 0 else {
        unbounded = true
        return false
      }
      pivot(row: leaving, column: entering)
    }
    return false
  }

  /// Per column, the scale of its reduced cost: the largest cost, or the column's cost, or
  /// the largest cost times the column's largest entry in the rows as given. A tableau entry
  /// that is cancellation residue makes a reduced cost that is residue too, tiny beside its
  /// own terms but not beside this, so this and not the terms decides (from the rows as
  /// given, so that it does not move with the basis).
  func costMagnitudes(_ cost: [Double]) -> [Double] {
    var largestCost = 0.0
    for c in cost { largestCost = max(largestCost, abs(c)) }
    var m = [Double](repeating: 0, count: columnCount)
    for j in 0..<columnCount {
      var column = 0.0
      for i in 0..<rowCount { column = max(column, abs(original[i * width + j])) }
      m[j] = max(abs(cost[j]), largestCost * column, largestCost)
    }
    return m
  }

  /// After a level's optimum: locks every nonbasic column whose reduced cost is positive,
  /// so that later levels keep this level's total at its optimum.
  mutating func lockPositiveReducedCosts(_ cost: [Double]) {
    let d = reducedCosts(cost)
    var isBasic = [Bool](repeating: false, count: columnCount)
    for b in basis { isBasic[b] = true }
    let magnitudes = costMagnitudes(cost)
    for j in 0..<columnCount where !isBasic[j] && d[j] > Self.costTolerance * magnitudes[j] {
      blocked[j] = true
    }
  }

  /// `cost - cost_B · B⁻¹A` for every column, then the negated objective value.
  func reducedCosts(_ cost: [Double]) -> [Double] {
    var d = cost + [0]
    for i in 0..<rowCount {
      let cb = cost[basis[i]]
      if cb == 0 { continue }
      for j in 0..<width { d[j] -= cb * tableau[i * width + j] }
    }
    return d
  }

  /// Pivots on (row, column): the column becomes basic in the row. Updates the tableau and
  /// the objective row. Raw pointers keep this fast in debug builds.
  mutating func pivot(row r: Int, column q: Int) {
    let w = width, m = rowCount
    tableau.withUnsafeMutableBufferPointer { buffer in
      let t = buffer.baseAddress!
      let pivotRow = t + r * w
      let inverse = 1 / pivotRow[q]
      for j in 0..<w { pivotRow[j] *= inverse }
      pivotRow[q] = 1
      for i in 0..<m where i != r {
        let row = t + i * w
        let f = row[q]
        if f == 0 { continue }
        for j in 0..<w { row[j] -= f * pivotRow[j] }
        row[q] = 0
      }
      objective.withUnsafeMutableBufferPointer { objectiveBuffer in
        let d = objectiveBuffer.baseAddress!
        let f = d[q]
        if f == 0 { return }
        for j in 0..<w { d[j] -= f * pivotRow[j] }
        d[q] = 0
      }
    }
    basis[r] = q
    pivotsSinceRefactor += 1
  }

  /// Recomputes the tableau from the rows as given for the current basis: `B⁻¹ [A | b]`,
  /// by Gaussian elimination with partial pivoting on `B`. Right-hand sides that come out
  /// negative by rounding (within 1e-9 of the row's magnitudes) are snapped to 0. Keeps the
  /// tableau as it is if `B` is singular within rounding.
  mutating func refactor() {
    pivotsSinceRefactor = 0
    let m = rowCount, w = width
    var b = [Double](repeating: 0, count: m * m)
    for i in 0..<m { for k in 0..<m { b[i * m + k] = original[i * w + basis[k]] } }
    var x = original
    var ok = true
    b.withUnsafeMutableBufferPointer { bp in
      x.withUnsafeMutableBufferPointer { xp in
        let b = bp.baseAddress!, x = xp.baseAddress!
        for k in 0..<m {
          var p = k
          for i in k..<m where abs(b[i * m + k]) > abs(b[p * m + k]) { p = i }
          if b[p * m + k] == 0 { ok = false; return }
          if p != k {
            for j in 0..<m { (b[p * m + j], b[k * m + j]) = (b[k * m + j], b[p * m + j]) }
            for j in 0..<w { (x[p * w + j], x[k * w + j]) = (x[k * w + j], x[p * w + j]) }
          }
          for i in (k + 1)..<max(k + 1, m) {
            let f = b[i * m + k] / b[k * m + k]
            if f == 0 { continue }
            for j in k..<m { b[i * m + j] -= f * b[k * m + j] }
            for j in 0..<w { x[i * w + j] -= f * x[k * w + j] }
          }
        }
        for k in stride(from: m - 1, through: 0, by: -1) {
          for i in (k + 1)..<max(k + 1, m) {
            let f = b[k * m + i]
            if f == 0 { continue }
            for j in 0..<w { x[k * w + j] -= f * x[i * w + j] }
          }
          let d = b[k * m + k]
          for j in 0..<w { x[k * w + j] /= d }
        }
      }
    }
    guard ok else { return }
    // Row k of the solution is basic column basis[k]'s row; its own entry is exactly 1 and
    // the other basic columns exactly 0.
    for k in 0..<m {
      for i in 0..<m { x[k * w + basis[i]] = i == k ? 1 : 0 }
      var magnitude = 0.0
      for j in 0..<columnCount { magnitude = max(magnitude, abs(x[k * w + j])) }
      let rhs = x[k * w + columnCount]
      if rhs < 0 && rhs >= -1e-9 * max(1, magnitude) { x[k * w + columnCount] = 0 }
    }
    tableau = x
  }

  /// The value of each original variable in the current basic solution.
  func variableValues() -> [Double] {
    var column = [Double](repeating: 0, count: columnCount)
    for i in 0..<rowCount { column[basis[i]] = tableau[i * width + columnCount] }
    return (0..<variableCount).map { column[2 * $0] - column[2 * $0 + 1] }
  }
}

