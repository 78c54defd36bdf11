/// An array that, while an undo scope is open, logs the old value of each element the first
/// time the scope changes it, so that undoing costs the changes, not the array.
///
/// The large parts of the solver's state (rows, columns, records) live in these. A snapshot
/// that copied them would make the first change after it copy the whole array (and retain
/// every row's storage); with a log, a transaction pays for the rows it touches and nothing
/// else. Scopes nest: each has an epoch, larger than every epoch before it, and an element
/// is logged again by a scope whose epoch is above the one it was last logged in.
struct _UndoArray<Element>: RandomAccessCollection {
  private(set) var elements: [Element] = []
  /// Per element: the epoch of the scope that last logged it (0: none since it was undone).
  private var stamps: [UInt64] = []
  private var log: [Entry] = []
  /// The open scope's epoch, or 0 when no scope is open (nothing is logged).
  private var epoch: UInt64 = 0
  /// The last epoch handed out: epochs only grow.
  private var lastEpoch: UInt64 = 0

  private enum Entry {
    /// `elements[index]` was `old`.
    case changed(Int32, Element)
    /// An element was appended.
    case appended
    /// The last element, `old`, was removed.
    case removedLast(Element)
  }

  /// Where a scope began: the log's length and the enclosing scope's epoch.
  struct Mark {
    fileprivate let logCount: Int
    fileprivate let outerEpoch: UInt64
  }

  init() {}

  var startIndex: Int { 0 }
  var endIndex: Int { elements.count }

  subscript(i: Int) -> Element {
    get { elements[i] }
    set {
      noteChange(i)
      elements[i] = newValue
    }
    _modify {
      noteChange(i)
      yield &elements[i]
    }
  }

  @inline(__always) private mutating func noteChange(_ i: Int) {
    if epoch != 0 && stamps[i] < epoch {
      log.append(.changed(Int32(i), elements[i]))
      stamps[i] = epoch
    }
  }

  mutating func append(_ element: Element) {
    if epoch != 0 { log.append(.appended) }
    elements.append(element)
    stamps.append(epoch)
  }

  mutating func removeLast() {
    let old = elements.removeLast()
    stamps.removeLast()
    if epoch != 0 { log.append(.removedLast(old)) }
  }

  /// Removes every element (each logged, if a scope is open).
  mutating func removeAll() {
    if epoch == 0 {
      elements.removeAll()
      stamps.removeAll()
    } else {
      while !elements.isEmpty { removeLast() }
    }
  }

  // MARK: - Scopes

  /// Opens a scope: from now on, changes are logged until it ends.
  mutating func beginUndo() -> Mark {
    let mark = Mark(logCount: log.count, outerEpoch: epoch)
    lastEpoch += 1
    epoch = lastEpoch
    return mark
  }

  /// Ends the scope opened at `mark`, keeping its changes (logged for the enclosing scope,
  /// if any; forgotten if none).
  mutating func endUndo(_ mark: Mark) {
    epoch = mark.outerEpoch
    if epoch == 0 { log.removeAll(keepingCapacity: true) }
  }

  /// Ends the scope opened at `mark`, undoing its changes, newest first.
  mutating func rollBack(to mark: Mark) {
    while log.count > mark.logCount {
      switch log.removeLast() {
      case .changed(let i, let old):
        elements[Int(i)] = old
        // Logged again if the enclosing scope changes it (the entry is gone).
        stamps[Int(i)] = 0
      case .appended:
        elements.removeLast()
        stamps.removeLast()
      case .removedLast(let old):
        elements.append(old)
        stamps.append(0)
      }
    }
    epoch = mark.outerEpoch
    if epoch == 0 { log.removeAll(keepingCapacity: true) }
  }

  /// The same elements with no scope open and nothing logged (for an independent copy).
  var withoutUndo: _UndoArray {
    var copy = _UndoArray()
    copy.elements = elements
    copy.stamps = [UInt64](repeating: 0, count: elements.count)
    return copy
  }
}
