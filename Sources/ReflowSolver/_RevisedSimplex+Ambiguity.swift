/// Which variables the optimum of ``_RevisedSimplex`` does not pin down, decided as
/// `Solver.findAmbiguousVariables()` decides it on the tableau: a tableau row is minus the
/// row of `B^-1 A` at its basic symbol's position (one BTRAN and the rows of `A` it
/// reaches), and the rows that hold a symbol are the non-zeros of its column `B^-1 a_s`
/// (one FTRAN).
extension _RevisedSimplex {
  /// The external symbols whose value is not the same in every optimal solution: one that
  /// some direction along the optimal face moves. The directions are the non-basic
  /// symbols with no reduced cost at any level: a slack or error may increase; a variable
  /// (non-basic here, unlike in the tableau, when its row was solved for its marker) may
  /// move either way, taken as two directions (`s` and `~s`, the opposite). A direction
  /// that no degenerate row (a restricted basic symbol at 0) blocks moves the variables of
  /// its column; when degenerate rows are in the way, the solver's small linear programs
  /// (`Solver.canMove`) decide. By increasing id.
  /// - Complexity: a BTRAN per basic variable and an FTRAN per direction it reaches, with
  ///   the rows they reach; the linear programs when degenerate rows are in the way.
  mutating func ambiguousSymbols() -> [Int32] {
    var result: [Int32] = []
    for s in kinds.indices where kinds[s] == .external {
      let p = positionOf[s]
      var directions: [(symbol: Int32, coefficient: Double)] = []
      if p < 0 {
        directions = [(Int32(s), 1), (~Int32(s), -1)]
      } else {
        for entry in Self.withoutNoise(tableauRow(position: p)) {
          appendDirections(entry.index, coefficient: -entry.value, to: &directions)
        }
      }
      if directions.contains(where: { movesAlone($0.symbol) })
        || (!directions.isEmpty && canMove(along: directions))
      {
        result.append(Int32(s))
      }
    }
    return result
  }

  /// Adds the directions of non-basic symbol `j`, whose coefficient in some tableau row is
  /// `c`: itself if it is a zero-cost slack or error; itself and its opposite if it is a
  /// variable.
  private func appendDirections(
    _ j: Int32, coefficient c: Double, to directions: inout [(symbol: Int32, coefficient: Double)]
  ) {
    switch kinds[Int(j)] {
    case .external:
      directions.append((j, c))
      directions.append((~j, -c))
    case .slack, .error:
      if leadingReducedCost(j, atLeast: -.infinity) == nil { directions.append((j, c)) }
    case .dummy, .artificial, .unused: break
    }
  }

  /// Whether position `q`'s basic symbol is a dummy or a restricted symbol at 0 (or below).
  private func isDegenerate(_ q: Int32) -> Bool {
    let kind = kinds[Int(basic[Int(q)])]
    return kind == .dummy || (kind != .external && kind != .unused && values[Int(q)] <= 0)
  }

  /// The tableau's column of direction `d` (`~s`: the opposite of `s`): per position, the
  /// coefficient of the direction in its tableau row (minus `B^-1 a_s`, negated for `~s`).
  private mutating func tableauColumn(_ d: Int32) -> [_SparseEntry] {
    let sign: Double = d < 0 ? 1 : -1
    var v = takeScratch()
    ftran(column: d < 0 ? ~d : d, into: &v)
    let entries = v.entries.map { _SparseEntry(index: $0.index, value: sign * $0.value) }
    putBackScratch(&v)
    return Self.withoutNoise(entries)
  }

  /// `entries` without those at rounding level against the largest (the tableau's
  /// substitutions snap such cancellations to 0; a solve leaves them, e.g. 1e-16 where
  /// the others are 1 to 3).
  private static func withoutNoise(_ entries: [_SparseEntry]) -> [_SparseEntry] {
    var largest = 0.0
    for entry in entries { largest = max(largest, abs(entry.value)) }
    let noise = _Tolerance.pivot * largest
    return entries.filter { abs($0.value) > noise }
  }

  /// Whether direction `d` can be taken on its own without breaking a degenerate row.
  private mutating func movesAlone(_ d: Int32) -> Bool {
    for entry in tableauColumn(d) where isDegenerate(entry.index) {
      if kinds[Int(basic[Int(entry.index)])] == .dummy || entry.value < 0 { return false }
    }
    return true
  }

  /// The directions and degenerate rows connected to `directions`, then the solver's
  /// linear programs over them.
  private mutating func canMove(along directions: [(symbol: Int32, coefficient: Double)])
    -> Bool
  {
    var symbols = directions.map(\.symbol)
    var included = Set(symbols)
    var rows: [(isDummy: Bool, cells: [(symbol: Int32, coefficient: Double)])] = []
    var rowSeen = Set<Int32>()
    var k = 0
    while k < symbols.count {
      for entry in tableauColumn(symbols[k])
      where isDegenerate(entry.index) && !rowSeen.contains(entry.index) {
        let q = entry.index
        rowSeen.insert(q)
        var cells: [(symbol: Int32, coefficient: Double)] = []
        for e in Self.withoutNoise(tableauRow(position: q)) {
          appendDirections(e.index, coefficient: -e.value, to: &cells)
        }
        rows.append((kinds[Int(basic[Int(q)])] == .dummy, cells))
        for (d, _) in cells where included.insert(d).inserted { symbols.append(d) }
      }
      k += 1
    }
    return Solver.canMove(along: directions, symbols: symbols, degenerateRows: rows)
  }
}
