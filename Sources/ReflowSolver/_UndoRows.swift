/// An array of lines (arrays) that, while an undo scope is open, logs every change element
/// by element: an element appended to a line, removed from it or changed, a line appended,
/// inserted, removed or replaced. Undoing a scope replays its log backwards, so it costs the
/// changes, never the lines' lengths.
///
/// ``_UndoArray`` logs the old value of a whole element: for a line that would keep the old
/// line alive, and the next change would copy it (a column of the revised simplex holds
/// every row that mentions its symbol, thousands for a container's width). Here a line
/// changes in place and the log holds only what changed.
///
/// Scopes nest (``beginUndo()`` / ``endUndo(_:)`` / ``rollBack(to:)``, as ``_UndoArray``'s);
/// with none open nothing is logged.
struct _UndoRows<Element> {
  private(set) var lines: [[Element]] = []
  private var log: [Entry] = []
  private var openScopes = 0

  private enum Entry {
    case appendedLine
    case insertedLine(Int32)
    case removedLastLine([Element])
    /// Line `i` was replaced; it was `old` (kept by reference: O(1)).
    case replacedLine(Int32, [Element])
    /// An element was appended to line `i`.
    case appended(Int32)
    /// Element `j` of line `i`, `old`, was removed (the later ones moved down).
    case removed(Int32, Int32, Element)
    /// Element `j` of line `i` was `old`.
    case changed(Int32, Int32, Element)
  }

  struct Mark {
    fileprivate let logCount: Int
  }

  init() {}

  var count: Int { lines.count }
  var indices: Range<Int> { lines.indices }

  /// Line `i` (a copy-on-write reference: O(1)).
  subscript(i: Int) -> [Element] { lines[i] }

  /// Element `j` of line `i`.
  subscript(i: Int, j: Int) -> Element {
    get { lines[i][j] }
    set {
      if openScopes > 0 { log.append(.changed(Int32(i), Int32(j), lines[i][j])) }
      lines[i][j] = newValue
    }
  }

  mutating func appendLine(_ line: [Element]) {
    lines.append(line)
    if openScopes > 0 { log.append(.appendedLine) }
  }

  mutating func insertLine(_ line: [Element], at i: Int) {
    lines.insert(line, at: i)
    if openScopes > 0 { log.append(.insertedLine(Int32(i))) }
  }

  mutating func removeLastLine() {
    let old = lines.removeLast()
    if openScopes > 0 { log.append(.removedLastLine(old)) }
  }

  mutating func replaceLine(_ i: Int, with line: [Element]) {
    if openScopes > 0 { log.append(.replacedLine(Int32(i), lines[i])) }
    lines[i] = line
  }

  mutating func append(_ element: Element, toLine i: Int) {
    lines[i].append(element)
    if openScopes > 0 { log.append(.appended(Int32(i))) }
  }

  /// Removes the elements of line `i` that satisfy `predicate`, keeping the others in order.
  /// - Complexity: O(the line) per element removed.
  mutating func removeAll(inLine i: Int, where predicate: (Element) -> Bool) {
    var j = lines[i].count - 1
    while j >= 0 {
      if predicate(lines[i][j]) {
        let old = lines[i].remove(at: j)
        if openScopes > 0 { log.append(.removed(Int32(i), Int32(j), old)) }
      }
      j -= 1
    }
  }

  // MARK: - Scopes

  mutating func beginUndo() -> Mark {
    openScopes += 1
    return Mark(logCount: log.count)
  }

  /// Ends a scope keeping its changes (logged for the enclosing scope, if any).
  mutating func endUndo(_ mark: Mark) {
    openScopes -= 1
    if openScopes == 0 { log.removeAll(keepingCapacity: true) }
  }

  /// Ends a scope undoing its changes, newest first.
  /// - Complexity: the entries logged since `mark` (and the elements moved by undoing a
  ///   removal from the middle of a line).
  mutating func rollBack(to mark: Mark) {
    while log.count > mark.logCount {
      switch log.removeLast() {
      case .appendedLine: lines.removeLast()
      case .insertedLine(let i): lines.remove(at: Int(i))
      case .removedLastLine(let old): lines.append(old)
      case .replacedLine(let i, let old): lines[Int(i)] = old
      case .appended(let i): lines[Int(i)].removeLast()
      case .removed(let i, let j, let old): lines[Int(i)].insert(old, at: Int(j))
      case .changed(let i, let j, let old): lines[Int(i)][Int(j)] = old
      }
    }
    openScopes -= 1
    if openScopes == 0 { log.removeAll(keepingCapacity: true) }
  }

  /// The entries the open scopes have logged (for tests of what a scope costs).
  var loggedCount: Int { log.count }

  /// Removes every line, newest first (each logged by reference, O(1), if a scope is open).
  mutating func removeAllLines() {
    if openScopes == 0 {
      lines.removeAll()
      return
    }
    while !lines.isEmpty { removeLastLine() }
  }

  /// The same lines with no scope open and nothing logged (for an independent copy).
  var withoutUndo: _UndoRows {
    var copy = _UndoRows()
    copy.lines = lines
    return copy
  }
}
