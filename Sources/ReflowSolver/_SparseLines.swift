/// Sparse lines (rows or columns) that change in place: the factors' `L` and `U` after a
/// factorisation, which gain a pivot when a border is folded in and lose entries when a
/// pivot is detached (``_LUFactors``'s updates). Line `k` lists `(index, value)` entries.
///
/// Removals keep the order of the other entries and say where the entry was, so that an
/// undo puts it back at the same place: the solves then add the same numbers in the same
/// order as before (bit-identical results after a rollback).
///
/// Storage is pooled, so that a warmed-up solver's pivots allocate nothing: every line lives
/// in a block of one arena. A line that outgrows its block moves to a larger one, and the
/// block it leaves goes to a free list by size class (powers of two), where the next line
/// that needs that size takes it; an emptied line keeps its block. A load (a refactorisation)
/// lays every line out again from the arena's start, keeping the arena's capacity. Once the
/// arena has grown to what the lines ever need at once, nothing is allocated:
/// ``reallocations`` counts the times a buffer had to grow (for tests).
struct _SparseLines {
  /// Where line `k` is: `storage[start ..< start + count]`, in a block of `capacity`.
  struct Block {
    var start: Int32
    var count: Int32
    var capacity: Int32
  }

  /// The arena: every line's block, and free blocks (whose first entry's `index` links to
  /// the next free block of the class, -1 ending the list).
  private(set) var storage: [_SparseEntry] = []
  private(set) var blocks: [Block] = []
  /// Per size class `c` (blocks of at least `1 << c` entries): the first free block, or -1.
  private(set) var freeHead: [Int32] = []
  private(set) var nonZeros = 0
  /// The times `storage`, `blocks` or the free lists had to grow (an allocation each).
  private(set) var reallocations = 0

  init() {}

  var lineCount: Int { blocks.count }

  /// Line `k`, a view of the arena (valid until the lines change).
  @inline(__always) subscript(k: Int32) -> _SparseLine {
    let b = blocks[Int(k)]
    return _SparseLine(storage: storage, base: Int(b.start), count: Int(b.count))
  }

  /// Every line as an array (for tests and descriptions).
  var lines: [[_SparseEntry]] { (0..<lineCount).map { Array(self[Int32($0)]) } }

  // MARK: - Loads

  /// The lines of `compressed` (its first `lineCount`), each entry's index mapped through
  /// `map`, laid out from the arena's start (its capacity kept).
  /// - Complexity: O(lines + non-zeros).
  mutating func load(_ compressed: _CompressedLines, lineCount: Int, mappedBy map: [Int32]) {
    let total = Int(compressed.start[lineCount])
    reset(lineCount: 0, entries: total)
    for k in 0..<lineCount {
      let first = Int32(storage.count)
      for p in Int(compressed.start[k])..<Int(compressed.start[k + 1]) {
        let index = map[Int(compressed.index[p])]
        storage.append(_SparseEntry(index: index, value: compressed.value[p]))
      }
      let count = Int32(storage.count) - first
      appendBlock(Block(start: first, count: count, capacity: count))
    }
    nonZeros = total
  }

  /// The same entries as `other` by the other dimension (line `i` lists `(k, v)` for every
  /// entry `(i, v)` of `other`'s line `k`, in increasing `k`), laid out from the arena's
  /// start.
  /// - Complexity: O(lines + non-zeros).
  mutating func loadTransposed(_ other: _SparseLines) {
    reset(lineCount: other.lineCount, entries: other.nonZeros)
    // Count each line's entries (in `capacity`), then place the lines one after another.
    for b in other.blocks {
      for p in Int(b.start)..<Int(b.start + b.count) {
        blocks[Int(other.storage[p].index)].capacity += 1
      }
    }
    var next: Int32 = 0
    for i in blocks.indices {
      blocks[i].start = next
      next += blocks[i].capacity
    }
    storage.append(contentsOf: repeatElement(_SparseEntry(index: -1, value: 0), count: Int(next)))
    for (k, b) in other.blocks.enumerated() {
      for p in Int(b.start)..<Int(b.start + b.count) {
        let e = other.storage[p]
        let i = Int(e.index)
        let place = Int(blocks[i].start + blocks[i].count)
        storage[place] = _SparseEntry(index: Int32(k), value: e.value)
        blocks[i].count += 1
      }
    }
    nonZeros = other.nonZeros
  }

  /// An empty arena with room for `entries`, `lineCount` empty lines, no free block.
  private mutating func reset(lineCount: Int, entries: Int) {
    storage.removeAll(keepingCapacity: true)
    reserveArena(entries)
    blocks.removeAll(keepingCapacity: true)
    for _ in 0..<lineCount { appendBlock(Block(start: 0, count: 0, capacity: 0)) }
    for c in freeHead.indices { freeHead[c] = -1 }
    nonZeros = 0
  }

  // MARK: - Lines

  mutating func appendLine(_ line: [_SparseEntry]) {
    let (start, capacity) = allocate(line.count)
    for (i, e) in line.enumerated() { storage[Int(start) + i] = e }
    appendBlock(Block(start: start, count: Int32(line.count), capacity: capacity))
    nonZeros += line.count
  }

  mutating func removeLastLine() {
    let b = blocks.removeLast()
    nonZeros -= Int(b.count)
    release(b)
  }

  /// Appends line `k`'s entries to `saved` and empties the line (keeping its block).
  /// - Complexity: O(the line).
  mutating func takeLine(_ k: Int32, into saved: inout [_SparseEntry]) {
    let b = blocks[Int(k)]
    for p in Int(b.start)..<Int(b.start + b.count) { saved.append(storage[p]) }
    nonZeros -= Int(b.count)
    blocks[Int(k)].count = 0
  }

  /// Makes line `k` hold `entries`, in their order.
  /// - Complexity: O(the line and `entries`).
  mutating func setLine(_ k: Int32, to entries: [_SparseEntry]) {
    nonZeros -= Int(blocks[Int(k)].count)
    blocks[Int(k)].count = 0
    makeRoom(entries.count, inLine: Int(k))
    let start = Int(blocks[Int(k)].start)
    for (i, e) in entries.enumerated() { storage[start + i] = e }
    blocks[Int(k)].count = Int32(entries.count)
    nonZeros += entries.count
  }

  mutating func append(_ entry: _SparseEntry, toLine k: Int32) {
    makeRoom(1, inLine: Int(k))
    let b = blocks[Int(k)]
    storage[Int(b.start + b.count)] = entry
    blocks[Int(k)].count += 1
    nonZeros += 1
  }

  /// Removes the entry of line `k` whose index is `index` (searched from the end, where the
  /// newest entries are), returning its place in the line.
  /// - Complexity: O(the line).
  mutating func remove(index: Int32, fromLine k: Int32) -> Int {
    let b = blocks[Int(k)]
    let start = Int(b.start)
    var p = start + Int(b.count) - 1
    while p >= start && storage[p].index != index { p -= 1 }
    precondition(p >= start, "line \(k) holds no entry \(index)")
    for q in p..<(start + Int(b.count) - 1) { storage[q] = storage[q + 1] }
    blocks[Int(k)].count -= 1
    nonZeros -= 1
    return p - start
  }

  /// Puts an entry back at `place` of line `k` (the inverse of ``remove(index:fromLine:)``).
  mutating func insert(_ entry: _SparseEntry, at place: Int, inLine k: Int32) {
    makeRoom(1, inLine: Int(k))
    let b = blocks[Int(k)]
    let start = Int(b.start)
    var q = start + Int(b.count)
    while q > start + place {
      storage[q] = storage[q - 1]
      q -= 1
    }
    storage[start + place] = entry
    blocks[Int(k)].count += 1
    nonZeros += 1
  }

  /// Removes, from the other orientation, the mirror `(pivot, value)` of each of `entries`
  /// (line `e.index` holds `(pivot, e.value)`), appending their places to `places` in that
  /// order.
  /// - Complexity: O(the lines touched).
  mutating func removeMirrors(of entries: [_SparseEntry], pivot: Int32, places: inout [Int]) {
    for e in entries { places.append(remove(index: pivot, fromLine: e.index)) }
  }

  /// Puts back what ``removeMirrors(of:pivot:places:)`` removed, newest first.
  mutating func restoreMirrors(of entries: [_SparseEntry], pivot: Int32, places: [Int]) {
    for i in entries.indices.reversed() {
      let mirror = _SparseEntry(index: pivot, value: entries[i].value)
      insert(mirror, at: places[i], inLine: entries[i].index)
    }
  }

  // MARK: - Blocks

  /// Gives line `k` room for `extra` more entries: a larger block when its own is full (the
  /// entries copied in order, the old block freed).
  private mutating func makeRoom(_ extra: Int, inLine k: Int) {
    let b = blocks[k]
    let needed = Int(b.count) + extra
    guard needed > Int(b.capacity) else { return }
    let (start, capacity) = allocate(needed)
    for i in 0..<Int(b.count) { storage[Int(start) + i] = storage[Int(b.start) + i] }
    release(b)
    blocks[k] = Block(start: start, count: b.count, capacity: capacity)
  }

  /// A block of at least `n` entries: the first free one of the size class of `n` rounded
  /// up to a power of two, else a new one at the arena's end.
  private mutating func allocate(_ n: Int) -> (start: Int32, capacity: Int32) {
    guard n > 0 else { return (0, 0) }
    let c = n == 1 ? 0 : Int.bitWidth - (n - 1).leadingZeroBitCount
    if c < freeHead.count && freeHead[c] >= 0 {
      let start = freeHead[c]
      freeHead[c] = storage[Int(start)].index
      return (start, Int32(1 << c))
    }
    reserveArena(1 << c)
    let start = Int32(storage.count)
    storage.append(contentsOf: repeatElement(_SparseEntry(index: -1, value: 0), count: 1 << c))
    return (start, Int32(1 << c))
  }

  /// Puts a line's block on the free list of the largest class it holds.
  private mutating func release(_ b: Block) {
    guard b.capacity > 0 else { return }
    let c = Int.bitWidth - 1 - Int(b.capacity).leadingZeroBitCount
    if freeHead.count <= c {
      if freeHead.capacity <= c { reallocations += 1 }
      freeHead.append(contentsOf: repeatElement(-1, count: c + 1 - freeHead.count))
    }
    storage[Int(b.start)].index = freeHead[c]
    freeHead[c] = b.start
  }

  /// Room for `n` more entries at the arena's end, doubling it when it grows.
  private mutating func reserveArena(_ n: Int) {
    let needed = storage.count + n
    guard needed > storage.capacity else { return }
    storage.reserveCapacity(Swift.max(needed, 2 * storage.capacity))
    reallocations += 1
  }

  private mutating func appendBlock(_ b: Block) {
    if blocks.count == blocks.capacity { reallocations += 1 }
    blocks.append(b)
  }
}

extension _SparseLines: CustomStringConvertible {
  /// The lines and their non-zeros, not where they are stored (the same lines laid out
  /// differently print the same).
  var description: String { "_SparseLines(lines: \(lines), nonZeros: \(nonZeros))" }
}

/// One line of ``_SparseLines``: its entries in order, indexed from 0.
struct _SparseLine: RandomAccessCollection {
  let storage: [_SparseEntry]
  let base: Int
  let count: Int

  var startIndex: Int { 0 }
  var endIndex: Int { count }
  @inline(__always) subscript(i: Int) -> _SparseEntry { storage[base + i] }
}
