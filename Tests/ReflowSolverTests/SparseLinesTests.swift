@testable import ReflowSolver
import Testing

/// The factors' lines in one pooled arena (`_SparseLines`): random changes against plain
/// arrays of arrays, the arena's blocks never overlapping, and a warmed-up cycle of changes
/// reallocating nothing.
@Suite("Sparse lines in a pooled arena")
struct SparseLinesTests {
  typealias Lines = [[_SparseEntry]]

  static func entry(_ rng: inout Differential.SplitMix64, lines: Int) -> _SparseEntry {
    _SparseEntry(index: Int32(rng.int(0...max(0, lines - 1))), value: Double(rng.int(1...999)))
  }

  static func compressed(_ model: Lines) -> _CompressedLines {
    var c = _CompressedLines()
    for line in model {
      for e in line { c.append(e.index, e.value) }
      c.endLine()
    }
    return c
  }

  /// The blocks of the live lines and of the free lists: none overlaps another, each within
  /// the arena, each line within its block.
  static func overlaps(_ lines: _SparseLines) -> String? {
    var extents: [(start: Int, end: Int, what: String)] = []
    for (k, b) in lines.blocks.enumerated() where b.capacity > 0 {
      if b.count > b.capacity { return "line \(k): \(b.count) in \(b.capacity)" }
      extents.append((Int(b.start), Int(b.start + b.capacity), "line \(k)"))
    }
    for (c, head) in lines.freeHead.enumerated() {
      var s = head
      while s >= 0 {
        extents.append((Int(s), Int(s) + (1 << c), "free block of class \(c)"))
        s = lines.storage[Int(s)].index
      }
    }
    extents.sort { $0.start < $1.start }
    for (a, b) in zip(extents, extents.dropFirst()) where a.end > b.start {
      return "\(a.what) and \(b.what) overlap"
    }
    if let last = extents.last, last.end > lines.storage.count {
      return "\(last.what) past the end"
    }
    return nil
  }

  @Test("Random changes give the lines of plain arrays; blocks never overlap")
  func randomChanges() {
    var rng = Differential.SplitMix64(seed: 15)
    var checked = 0
    for round in 0..<100 {
      var lines = _SparseLines()
      var model: Lines = []
      for step in 0..<120 {
        let context = "seed 15, round \(round), step \(step)"
        let roll = rng.int(0...99)
        let k = Int32(rng.int(0...max(0, model.count - 1)))
        if roll < 10 || model.isEmpty {
          let line = (0..<rng.int(0...6)).map { _ in Self.entry(&rng, lines: 8) }
          lines.appendLine(line)
          model.append(line)
        } else if roll < 15 {
          lines.removeLastLine()
          model.removeLast()
        } else if roll < 40 {
          let e = Self.entry(&rng, lines: 8)
          lines.append(e, toLine: k)
          model[Int(k)].append(e)
        } else if roll < 55, !model[Int(k)].isEmpty {
          // The newest entry with that index goes; putting it back restores the line.
          let e = model[Int(k)][rng.int(0...model[Int(k)].count - 1)]
          let place = lines.remove(index: e.index, fromLine: k)
          let expected = model[Int(k)].lastIndex { $0.index == e.index }!
          #expect(place == expected, "\(context): place")
          let removed = model[Int(k)].remove(at: place)
          if rng.int(0...1) == 0 {
            lines.insert(removed, at: place, inLine: k)
            model[Int(k)].insert(removed, at: place)
          }
        } else if roll < 65 {
          var taken: [_SparseEntry] = [Self.entry(&rng, lines: 8)]
          let kept = taken
          lines.takeLine(k, into: &taken)
          #expect(taken == kept + model[Int(k)], "\(context): taken")
          model[Int(k)] = []
        } else if roll < 80 {
          let line = (0..<rng.int(0...9)).map { _ in Self.entry(&rng, lines: 8) }
          lines.setLine(k, to: line)
          model[Int(k)] = line
        } else if roll < 85 {
          // Each entry's mirror is (k, value) in the line its index names (one per line, as
          // in the factors); removed, then put back at the same places.
          let mirrors = model.indices.filter { m in
            m < 8 && !model[m].contains { $0.index == k }
          }.map {
            _SparseEntry(index: Int32($0), value: Double(rng.int(1...999)))
          }
          for m in mirrors {
            let place = rng.int(0...model[Int(m.index)].count)
            lines.insert(_SparseEntry(index: k, value: m.value), at: place, inLine: m.index)
            model[Int(m.index)].insert(_SparseEntry(index: k, value: m.value), at: place)
          }
          let before = model
          for m in mirrors {
            let place = model[Int(m.index)].lastIndex { $0.index == k }!
            model[Int(m.index)].remove(at: place)
          }
          var places: [Int] = []
          lines.removeMirrors(of: mirrors, pivot: k, places: &places)
          #expect(lines.lines == model, "\(context): mirrors removed")
          lines.restoreMirrors(of: mirrors, pivot: k, places: places)
          model = before
        } else if roll < 92 {
          let mapped = model.map { $0.map { _SparseEntry(index: $0.index % 8, value: $0.value) } }
          let map = (0..<8).map { Int32($0) }
          lines.load(Self.compressed(mapped), lineCount: mapped.count, mappedBy: map)
          model = mapped
        } else {
          // The transpose of a copy holding only indices below the line count.
          var source = _SparseLines()
          var square: Lines = []
          for line in model {
            let kept = line.filter { Int($0.index) < model.count }
            var seen = Set<Int32>()
            let unique = kept.filter { seen.insert($0.index).inserted }
            source.appendLine(unique)
            square.append(unique)
          }
          lines.loadTransposed(source)
          model = square.indices.map { i in
            square.indices.flatMap { k in
              square[k].filter { Int($0.index) == i }.map {
                _SparseEntry(index: Int32(k), value: $0.value)
              }
            }
          }
        }
        #expect(lines.lines == model, "\(context): lines")
        #expect(lines.nonZeros == model.reduce(0) { $0 + $1.count }, "\(context): non-zeros")
        if let overlap = Self.overlaps(lines) { Issue.record("\(context): \(overlap)") }
        checked += 1
      }
    }
    #expect(checked == 100 * 120, "every step checked")
  }

  @Test("Once a cycle of changes has run, running it again reallocates nothing")
  func warmCycle() {
    var rng = Differential.SplitMix64(seed: 16)
    var lines = _SparseLines()
    for _ in 0..<40 {
      lines.appendLine((0..<rng.int(0...5)).map { _ in Self.entry(&rng, lines: 40) })
    }
    let start = lines.lines
    // A pivot's worth of changes per line: cut, a longer line, entries appended to others,
    // then everything put back; a load of the result ends the cycle (a refactorisation).
    func cycle(_ lines: inout _SparseLines, _ rng: inout Differential.SplitMix64) {
      var saved: [_SparseEntry] = []
      for k in 0..<Int32(40) {
        saved.removeAll(keepingCapacity: true)
        lines.takeLine(k, into: &saved)
        lines.setLine(k, to: (0..<rng.int(0...12)).map { _ in Self.entry(&rng, lines: 40) })
        let other = Int32(rng.int(0...39))
        lines.append(_SparseEntry(index: 99, value: 1), toLine: other)
        _ = lines.remove(index: 99, fromLine: other)
        lines.setLine(k, to: saved)
      }
      var c = _CompressedLines()
      for line in lines.lines {
        for e in line { c.append(e.index, e.value) }
        c.endLine()
      }
      lines.load(c, lineCount: 40, mappedBy: (0..<40).map { Int32($0) })
    }
    var first = Differential.SplitMix64(seed: 17)
    cycle(&lines, &first)
    #expect(lines.lines == start)
    let grown = lines.reallocations
    var again = Differential.SplitMix64(seed: 17)
    cycle(&lines, &again)
    #expect(lines.lines == start)
    #expect(grown > 0, "the first cycle grew the arena")
    #expect(lines.reallocations == grown, "the same cycle again reallocated nothing")
  }
}
