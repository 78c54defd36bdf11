/// The objective: for every parametric symbol, its reduced cost at each priority level.
///
/// Instead of one row with huge weights (kiwi's `strong = 1e6`), the cost of a symbol is a
/// short vector with one entry per priority level where it is non-zero, sorted from the
/// highest level down, and compared lexicographically: a cost is negative when its first
/// entry is. Entries live in a pool (no allocation per symbol), linked per symbol.
struct _Objective {
  /// The phase-one level, above every priority.
  static let artificialLevel: Float = 2000

  /// Per symbol: its first entry, or -1.
  var head: [Int32] = []
  var entryLevel: [Float] = []
  var entryCoefficient: [Double] = []
  /// The largest magnitude that went into the entry's sum: rounding noise is relative to it.
  var entryScale: [Double] = []
  var entryNext: [Int32] = []
  var freeEntries: [Int32] = []
  /// Symbols whose cost became negative since they were last looked at, each once
  /// (`isCandidate`); the simplex scans them, dropping the stale ones.
  var candidates: [Int32] = []
  var isCandidate: [Bool] = []
  /// Symbols with an entry at the phase-one level, to clear it after phase one.
  var artificialSymbols: [Int32] = []

  mutating func growSymbols(to count: Int) {
    while head.count < count {
      head.append(-1)
      isCandidate.append(false)
    }
  }

  /// The first (highest-level) non-zero cost of `symbol`, or 0.
  @inline(__always) func leadingCoefficient(_ symbol: Int32) -> Double {
    let e = head[Int(symbol)]
    return e < 0 ? 0 : entryCoefficient[Int(e)]
  }

  /// The first (highest-level) non-zero cost of `symbol` and its level; (-inf, 0) if none.
  @inline(__always) func leadingEntry(_ symbol: Int32) -> (level: Float, cost: Double) {
    let e = head[Int(symbol)]
    return e < 0 ? (-.infinity, 0) : (entryLevel[Int(e)], entryCoefficient[Int(e)])
  }

  /// The cost of `symbol` at `level`, or 0.
  func coefficient(_ symbol: Int32, at level: Float) -> Double {
    var e = head[Int(symbol)]
    while e >= 0 {
      if entryLevel[Int(e)] == level { return entryCoefficient[Int(e)] }
      e = entryNext[Int(e)]
    }
    return 0
  }

  /// Whether `symbol` has any non-zero cost.
  @inline(__always) func hasCost(_ symbol: Int32) -> Bool { head[Int(symbol)] >= 0 }

  /// Adds `delta` to the cost of `symbol` at `level`.
  mutating func add(_ delta: Double, to symbol: Int32, at level: Float) {
    if delta == 0 { return }
    var previous: Int32 = -1
    var e = head[Int(symbol)]
    while e >= 0 && entryLevel[Int(e)] > level {
      previous = e
      e = entryNext[Int(e)]
    }
    if e >= 0 && entryLevel[Int(e)] == level {
      let old = entryCoefficient[Int(e)]
      let scale = max(entryScale[Int(e)], abs(delta))
      let sum = old + delta
      if abs(sum) <= max(_Tolerance.costCancellation * scale, _Tolerance.costFloor) {
        unlink(e, after: previous, of: symbol)
      } else {
        entryCoefficient[Int(e)] = sum
        entryScale[Int(e)] = scale
      }
    } else {
      if abs(delta) <= _Tolerance.costFloor { return }
      let n = newEntry(level: level, coefficient: delta, next: e)
      if previous < 0 { head[Int(symbol)] = n } else { entryNext[Int(previous)] = n }
      if level == Self.artificialLevel { artificialSymbols.append(symbol) }
    }
    if leadingCoefficient(symbol) < 0 && !isCandidate[Int(symbol)] {
      isCandidate[Int(symbol)] = true
      candidates.append(symbol)
    }
  }

  /// Removes every cost of `symbol`.
  mutating func clear(_ symbol: Int32) {
    var e = head[Int(symbol)]
    while e >= 0 {
      let next = entryNext[Int(e)]
      freeEntries.append(e)
      e = next
    }
    head[Int(symbol)] = -1
  }

  /// Removes the phase-one level from every symbol.
  mutating func clearArtificialLevel() {
    for symbol in artificialSymbols {
      let c = coefficient(symbol, at: Self.artificialLevel)
      if c != 0 { add(-c, to: symbol, at: Self.artificialLevel) }
    }
    artificialSymbols.removeAll(keepingCapacity: true)
  }

  private mutating func unlink(_ e: Int32, after previous: Int32, of symbol: Int32) {
    let next = entryNext[Int(e)]
    if previous < 0 { head[Int(symbol)] = next } else { entryNext[Int(previous)] = next }
    freeEntries.append(e)
  }

  private mutating func newEntry(level: Float, coefficient: Double, next: Int32) -> Int32 {
    if let e = freeEntries.popLast() {
      entryLevel[Int(e)] = level
      entryCoefficient[Int(e)] = coefficient
      entryScale[Int(e)] = abs(coefficient)
      entryNext[Int(e)] = next
      return e
    }
    entryLevel.append(level)
    entryCoefficient.append(coefficient)
    entryScale.append(abs(coefficient))
    entryNext.append(next)
    return Int32(entryLevel.count - 1)
  }

  /// How `a`'s cost divided by `ca` compares, lexicographically, with `b`'s divided by `cb`
  /// (the dual simplex ratio test): -1, 0 (equal within rounding) or 1.
  func compareRatios(_ a: Int32, _ ca: Double, _ b: Int32, _ cb: Double) -> Int {
    var ea = head[Int(a)], eb = head[Int(b)]
    while ea >= 0 || eb >= 0 {
      let la = ea >= 0 ? entryLevel[Int(ea)] : -1
      let lb = eb >= 0 ? entryLevel[Int(eb)] : -1
      let level = max(la, lb)
      let va = la == level ? entryCoefficient[Int(ea)] / ca : 0
      let vb = lb == level ? entryCoefficient[Int(eb)] / cb : 0
      if abs(va - vb) > 1e-12 * max(abs(va), abs(vb)) { return va < vb ? -1 : 1 }
      if la == level { ea = entryNext[Int(ea)] }
      if lb == level { eb = entryNext[Int(eb)] }
    }
    return 0
  }
}
