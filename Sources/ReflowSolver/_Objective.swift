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
  var head = _UndoArray<Int32>()
  /// The pool of entries, linked per symbol from `head`.
  var entries = _UndoArray<_CostEntry>()
  var freeEntries = _UndoArray<Int32>()
  /// Symbols whose cost became negative since they were last looked at, each once
  /// (`isCandidate`); the simplex scans them, dropping the stale ones.
  var candidates = _UndoArray<Int32>()
  var isCandidate = _UndoArray<Bool>()
  /// Symbols with an entry at the phase-one level, to clear it after phase one.
  var artificialSymbols = _UndoArray<Int32>()

  /// Where an undo scope began in each of the arrays.
  struct UndoMark {
    fileprivate let marks: (_UndoMark, _UndoMark, _UndoMark, _UndoMark, _UndoMark, _UndoMark)
  }

  mutating func beginUndo() -> UndoMark {
    UndoMark(marks: (
      head.beginUndo(), entries.beginUndo(), freeEntries.beginUndo(), candidates.beginUndo(),
      isCandidate.beginUndo(), artificialSymbols.beginUndo()
    ))
  }

  mutating func endUndo(_ mark: UndoMark) {
    head.endUndo(mark.marks.0)
    entries.endUndo(mark.marks.1)
    freeEntries.endUndo(mark.marks.2)
    candidates.endUndo(mark.marks.3)
    isCandidate.endUndo(mark.marks.4)
    artificialSymbols.endUndo(mark.marks.5)
  }

  mutating func rollBack(to mark: UndoMark) {
    head.rollBack(to: mark.marks.0)
    entries.rollBack(to: mark.marks.1)
    freeEntries.rollBack(to: mark.marks.2)
    candidates.rollBack(to: mark.marks.3)
    isCandidate.rollBack(to: mark.marks.4)
    artificialSymbols.rollBack(to: mark.marks.5)
  }

  /// The entries the open scopes have logged (for tests of what a scope costs).
  var loggedCount: Int {
    head.loggedCount + entries.loggedCount + freeEntries.loggedCount + candidates.loggedCount
      + isCandidate.loggedCount + artificialSymbols.loggedCount
  }

  /// The same costs with no scope open and nothing logged (for an independent copy).
  var withoutUndo: _Objective {
    var copy = _Objective()
    copy.head = head.withoutUndo
    copy.entries = entries.withoutUndo
    copy.freeEntries = freeEntries.withoutUndo
    copy.candidates = candidates.withoutUndo
    copy.isCandidate = isCandidate.withoutUndo
    copy.artificialSymbols = artificialSymbols.withoutUndo
    return copy
  }

  /// Empties every array (each element logged, if a scope is open).
  mutating func removeAll() {
    head.removeAll()
    entries.removeAll()
    freeEntries.removeAll()
    candidates.removeAll()
    isCandidate.removeAll()
    artificialSymbols.removeAll()
  }

  mutating func growSymbols(to count: Int) {
    while head.count < count {
      head.append(-1)
      isCandidate.append(false)
    }
  }

  /// The first (highest-level) non-zero cost of `symbol`, or 0.
  @inline(__always) func leadingCoefficient(_ symbol: Int32) -> Double {
    let e = head[Int(symbol)]
    return e < 0 ? 0 : entries[Int(e)].coefficient
  }

  /// The first (highest-level) non-zero cost of `symbol` and its level; (-inf, 0) if none.
  @inline(__always) func leadingEntry(_ symbol: Int32) -> (level: Float, cost: Double) {
    let e = head[Int(symbol)]
    if e < 0 { return (-.infinity, 0) }
    let entry = entries[Int(e)]
    return (entry.level, entry.coefficient)
  }

  /// The cost of `symbol` at `level`, or 0.
  func coefficient(_ symbol: Int32, at level: Float) -> Double {
    var e = head[Int(symbol)]
    while e >= 0 {
      let entry = entries[Int(e)]
      if entry.level == level { return entry.coefficient }
      e = entry.next
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
    while e >= 0 && entries[Int(e)].level > level {
      previous = e
      e = entries[Int(e)].next
    }
    if e >= 0 && entries[Int(e)].level == level {
      let old = entries[Int(e)].coefficient
      let scale = max(entries[Int(e)].scale, abs(delta))
      let sum = old + delta
      if abs(sum) <= max(_Tolerance.costCancellation * scale, _Tolerance.costFloor) {
        unlink(e, after: previous, of: symbol)
      } else {
        entries[Int(e)].coefficient = sum
        entries[Int(e)].scale = scale
      }
    } else {
      if abs(delta) <= _Tolerance.costFloor { return }
      let n = newEntry(level: level, coefficient: delta, next: e)
      if previous < 0 { head[Int(symbol)] = n } else { entries[Int(previous)].next = n }
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
    if e < 0 { return }
    while e >= 0 {
      let next = entries[Int(e)].next
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
    let next = entries[Int(e)].next
    if previous < 0 { head[Int(symbol)] = next } else { entries[Int(previous)].next = next }
    freeEntries.append(e)
  }

  private mutating func newEntry(level: Float, coefficient: Double, next: Int32) -> Int32 {
    let entry = _CostEntry(level: level, coefficient: coefficient, scale: abs(coefficient), next: next)
    if let e = freeEntries.popLast() {
      entries[Int(e)] = entry
      return e
    }
    entries.append(entry)
    return Int32(entries.count - 1)
  }

  /// How `a`'s cost divided by `ca` compares, lexicographically, with `b`'s divided by `cb`
  /// (the dual simplex ratio test): -1, 0 (equal within rounding) or 1.
  func compareRatios(_ a: Int32, _ ca: Double, _ b: Int32, _ cb: Double) -> Int {
    var ea = head[Int(a)], eb = head[Int(b)]
    while ea >= 0 || eb >= 0 {
      let la = ea >= 0 ? entries[Int(ea)].level : -1
      let lb = eb >= 0 ? entries[Int(eb)].level : -1
      let level = max(la, lb)
      let va = la == level ? entries[Int(ea)].coefficient / ca : 0
      let vb = lb == level ? entries[Int(eb)].coefficient / cb : 0
      if abs(va - vb) > 1e-12 * max(abs(va), abs(vb)) { return va < vb ? -1 : 1 }
      if la == level { ea = entries[Int(ea)].next }
      if lb == level { eb = entries[Int(eb)].next }
    }
    return 0
  }
}

/// One cost of one symbol at one level, linked to the symbol's next (lower) level.
struct _CostEntry {
  var level: Float
  var coefficient: Double
  /// The largest magnitude that went into the sum: rounding noise is relative to it.
  var scale: Double
  var next: Int32
}
