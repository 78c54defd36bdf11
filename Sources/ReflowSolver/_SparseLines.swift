/// Sparse lines (rows or columns) that change in place: the factors' `L` and `U` after a
/// factorisation, which gain a pivot when a border is folded in and lose entries when a
/// pivot is detached (``_LUFactors``'s updates). Line `k` lists `(index, value)` entries.
///
/// Removals keep the order of the other entries and say where the entry was, so that an
/// undo puts it back at the same place: the solves then add the same numbers in the same
/// order as before (bit-identical results after a rollback).
struct _SparseLines {
  private(set) var lines: [[_SparseEntry]] = []
  private(set) var nonZeros = 0

  init() {}

  /// The same lines as `compressed`.
  /// - Complexity: O(lines + non-zeros).
  init(_ compressed: _CompressedLines) {
    lines.reserveCapacity(compressed.lineCount)
    for k in 0..<compressed.lineCount {
      let range = Int(compressed.start[k])..<Int(compressed.start[k + 1])
      var line: [_SparseEntry] = []
      line.reserveCapacity(range.count)
      for p in range {
        line.append(_SparseEntry(index: compressed.index[p], value: compressed.value[p]))
      }
      lines.append(line)
    }
    nonZeros = compressed.nonZeros
  }

  /// `lineCount` lines, each emptied (keeping its capacity).
  private mutating func reset(lineCount: Int) {
    if lines.count > lineCount { lines.removeLast(lines.count - lineCount) }
    for k in lines.indices { lines[k].removeAll(keepingCapacity: true) }
    while lines.count < lineCount { lines.append([]) }
    nonZeros = 0
  }

  /// The lines of `compressed` (its first `lineCount`), each entry's index mapped through
  /// `map`, reusing the lines' storage.
  /// - Complexity: O(lines + non-zeros).
  mutating func load(_ compressed: _CompressedLines, lineCount: Int, mappedBy map: [Int32]) {
    reset(lineCount: lineCount)
    for k in 0..<lineCount {
      for p in Int(compressed.start[k])..<Int(compressed.start[k + 1]) {
        let entry = _SparseEntry(index: map[Int(compressed.index[p])], value: compressed.value[p])
        lines[k].append(entry)
      }
    }
    nonZeros = compressed.nonZeros
  }

  /// The same entries as `other` by the other dimension (line `i` lists `(k, v)` for every
  /// entry `(i, v)` of `other`'s line `k`, in increasing `k`), reusing the lines' storage.
  /// - Complexity: O(lines + non-zeros).
  mutating func loadTransposed(_ other: _SparseLines) {
    reset(lineCount: other.lineCount)
    for k in other.lines.indices {
      for e in other.lines[k] {
        lines[Int(e.index)].append(_SparseEntry(index: Int32(k), value: e.value))
      }
    }
    nonZeros = other.nonZeros
  }

  var lineCount: Int { lines.count }

  @inline(__always) subscript(k: Int32) -> [_SparseEntry] { lines[Int(k)] }

  mutating func appendLine(_ line: [_SparseEntry]) {
    lines.append(line)
    nonZeros += line.count
  }

  mutating func removeLastLine() -> [_SparseEntry] {
    let line = lines.removeLast()
    nonZeros -= line.count
    return line
  }

  /// Replaces line `k`, returning what it held.
  mutating func replaceLine(_ k: Int32, with line: [_SparseEntry]) -> [_SparseEntry] {
    let old = lines[Int(k)]
    nonZeros += line.count - old.count
    lines[Int(k)] = line
    return old
  }

  mutating func append(_ entry: _SparseEntry, toLine k: Int32) {
    lines[Int(k)].append(entry)
    nonZeros += 1
  }

  /// Removes the entry of line `k` whose index is `index` (searched from the end, where the
  /// newest entries are), returning its place in the line.
  /// - Complexity: O(the line).
  mutating func remove(index: Int32, fromLine k: Int32) -> Int {
    guard let place = lines[Int(k)].lastIndex(where: { $0.index == index }) else {
      preconditionFailure("line \(k) holds no entry \(index)")
    }
    lines[Int(k)].remove(at: place)
    nonZeros -= 1
    return place
  }

  /// Puts an entry back at `place` of line `k` (the inverse of ``remove(index:fromLine:)``).
  mutating func insert(_ entry: _SparseEntry, at place: Int, inLine k: Int32) {
    lines[Int(k)].insert(entry, at: place)
    nonZeros += 1
  }

  /// Removes, from the other orientation, the mirror `(pivot, value)` of each of `entries`
  /// (line `e.index` holds `(pivot, e.value)`), returning their places in that order.
  /// - Complexity: O(the lines touched).
  mutating func removeMirrors(of entries: [_SparseEntry], pivot: Int32) -> [Int] {
    entries.map { remove(index: pivot, fromLine: $0.index) }
  }

  /// Puts back what ``removeMirrors(of:pivot:)`` removed, newest first.
  mutating func restoreMirrors(of entries: [_SparseEntry], pivot: Int32, places: [Int]) {
    for (e, place) in zip(entries, places).reversed() {
      insert(_SparseEntry(index: pivot, value: e.value), at: place, inLine: e.index)
    }
  }
}
