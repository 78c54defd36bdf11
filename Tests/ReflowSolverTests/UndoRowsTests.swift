@testable import ReflowSolver
import Testing

/// The element-by-element log of the revised simplex's long lines (columns, costs per
/// level): random nested scopes against plain arrays of arrays copied at each scope's
/// beginning, and what a scope costs on a long line.
@Suite("Undo log of lines, element by element")
struct UndoRowsTests {
  @Test("Random nested scopes roll back to plain copies, and ended ones keep their changes")
  func randomScopes() {
    var rng = Differential.SplitMix64(seed: 7)
    var rolledBack = 0
    for round in 0..<200 {
      var rows = _UndoRows<Int>()
      var model: [[Int]] = []
      for _ in 0..<rng.int(0...4) {
        let line = (0..<rng.int(0...5)).map { _ in rng.int(0...99) }
        rows.appendLine(line)
        model.append(line)
      }
      // Open scopes: each with its mark and the model when it began.
      var open: [(mark: _UndoRows<Int>.Mark, copy: [[Int]])] = []
      for _ in 0..<60 {
        let roll = rng.int(0...99)
        if roll < 12 {
          open.append((rows.beginUndo(), model))
        } else if roll < 20, let scope = open.popLast() {
          if rng.chance(0.5) {
            rows.rollBack(to: scope.mark)
            model = scope.copy
            rolledBack += 1
          } else {
            rows.endUndo(scope.mark)
          }
        } else if roll < 30 {
          let line = (0..<rng.int(0...3)).map { _ in rng.int(0...99) }
          let i = rng.int(0...model.count)
          rows.insertLine(line, at: i)
          model.insert(line, at: i)
        } else if roll < 36, !model.isEmpty {
          rows.removeLastLine()
          model.removeLast()
        } else if roll < 42, !model.isEmpty {
          let i = rng.int(0...(model.count - 1))
          let line = [rng.int(0...99)]
          rows.replaceLine(i, with: line)
          model[i] = line
        } else if roll < 60, !model.isEmpty {
          let i = rng.int(0...(model.count - 1))
          let x = rng.int(0...99)
          rows.append(x, toLine: i)
          model[i].append(x)
        } else if roll < 75, !model.isEmpty {
          let i = rng.int(0...(model.count - 1))
          let x = rng.int(0...99)
          rows.removeAll(inLine: i) { $0 % 3 == x % 3 }
          model[i].removeAll { $0 % 3 == x % 3 }
        } else if !model.isEmpty {
          let i = rng.int(0...(model.count - 1))
          guard !model[i].isEmpty else { continue }
          let j = rng.int(0...(model[i].count - 1))
          let x = rng.int(0...99)
          rows[i, j] = x
          model[i][j] = x
        }
        #expect(rows.lines == model, "round \(round)")
      }
      while let scope = open.popLast() {
        rows.rollBack(to: scope.mark)
        model = scope.copy
        #expect(rows.lines == model, "round \(round)")
      }
      #expect(rows.loggedCount == 0)
    }
    #expect(rolledBack > 100)
  }

  @Test("A change to a long line logs one entry, whatever its length")
  func longLine() {
    for length in [10, 10_000] {
      var rows = _UndoRows<Int>()
      rows.appendLine(Array(0..<length))
      let mark = rows.beginUndo()
      rows.append(-1, toLine: 0)
      rows[0, length / 2] = -2
      rows.removeAll(inLine: 0) { $0 == 3 }
      #expect(rows.loggedCount == 3, "length \(length)")
      rows.rollBack(to: mark)
      #expect(rows.lines == [Array(0..<length)])
    }
  }
}
