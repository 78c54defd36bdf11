/// An array that, while an undo scope is open, logs the old value of each element the first
/// time the scope changes it, so that undoing costs the changes, not the array.
///
/// Every array of the solver's state that a scope can change lives in one of these (rows,
/// columns, records, and the per-symbol, per-entry and list arrays). A snapshot that copied
/// them would make the first change after it copy the whole array (and retain every row's
/// storage): with one scope per removed view, removing a long column spent most of its time
/// copying per-symbol arrays. With a log, a scope pays for the elements it touches and nothing
/// else. Scopes nest: each has an epoch, larger than every epoch before it, and an element
/// is logged again by a scope whose epoch is above the one it was last logged in.
///
/// Appending logs nothing: the elements at and above the scope's *floor* (the fewest elements
/// the array held since the scope began) were all appended in the scope, so a rollback drops
/// whatever is above the length at the beginning. Only removing an element below the floor
/// (one the scope did not append) is logged, with its index; an enclosing scope's floor
/// takes the inner one's when it ends. A transaction that adds thousands of symbols then
/// costs no log entry per symbol and per-symbol array.
struct _UndoArray<Element>: RandomAccessCollection {
  private(set) var elements: [Element] = []
  /// Per element: the epoch of the scope that last logged it (0: none since it was undone).
  private var stamps: [UInt64] = []
  private var log: [Entry] = []
  /// The open scope's epoch, or 0 when no scope is open (nothing is logged).
  private var epoch: UInt64 = 0
  /// The last epoch handed out: epochs only grow.
  private var lastEpoch: UInt64 = 0
  /// The open scope's floor: every element at or above it was appended in the scope.
  private var floor = 0

  private enum Entry {
    /// `elements[index]` was `old`.
    case changed(Int32, Element)
    /// The last element, `old`, at `index`, was removed.
    case removedLast(Int32, Element)
  }

  typealias Mark = _UndoMark

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
    // Without a scope `epoch` is 0, which no stamp is below: one comparison either way.
    if stamps[i] < epoch {
      log.append(.changed(Int32(i), elements[i]))
      stamps[i] = epoch
    }
  }

  mutating func append(_ element: Element) {
    elements.append(element)
    // Changes to an element the scope appended are not logged: the rollback drops it.
    stamps.append(epoch)
  }

  @discardableResult
  mutating func removeLast() -> Element {
    let old = elements.removeLast()
    stamps.removeLast()
    let index = elements.count
    if epoch != 0 && index < floor {
      log.append(.removedLast(Int32(index), old))
      floor = index
    }
    return old
  }

  /// Removes and returns the last element, or returns nil if there is none.
  mutating func popLast() -> Element? {
    elements.isEmpty ? nil : removeLast()
  }

  /// Removes every element (each logged, if a scope is open).
  mutating func removeAll(keepingCapacity: Bool = false) {
    if epoch == 0 {
      elements.removeAll(keepingCapacity: keepingCapacity)
      stamps.removeAll(keepingCapacity: keepingCapacity)
    } else {
      while !elements.isEmpty { removeLast() }
    }
  }

  /// Removes the elements that satisfy `predicate`, keeping the others in order (each moved
  /// element and each removed one logged, if a scope is open).
  mutating func removeAll(where predicate: (Element) -> Bool) {
    var kept = 0
    for i in elements.indices where !predicate(elements[i]) {
      if kept != i { self[kept] = elements[i] }
      kept += 1
    }
    while elements.count > kept { removeLast() }
  }

  mutating func swapAt(_ i: Int, _ j: Int) {
    if i == j { return }
    let a = elements[i]
    self[i] = elements[j]
    self[j] = a
  }

  mutating func reserveCapacity(_ n: Int) {
    elements.reserveCapacity(n)
    stamps.reserveCapacity(n)
  }

  // MARK: - Scopes

  /// Opens a scope: from now on, changes are logged until it ends.
  mutating func beginUndo() -> Mark {
    let mark = Mark(
      logCount: log.count, outerEpoch: epoch, outerFloor: floor, count: elements.count)
    floor = elements.count
    lastEpoch += 1
    epoch = lastEpoch
    return mark
  }

  /// Ends the scope opened at `mark`, keeping its changes (logged for the enclosing scope,
  /// if any; forgotten if none).
  mutating func endUndo(_ mark: Mark) {
    epoch = mark.outerEpoch
    // What the inner scope appended, the enclosing one appended too.
    floor = Swift.min(floor, mark.outerFloor)
    if epoch == 0 { log.removeAll(keepingCapacity: true) }
  }

  /// Ends the scope opened at `mark`, undoing its changes, newest first.
  ///
  /// Appends were not logged: undoing a removal first drops what was appended above its
  /// index since, and the end drops everything above the length at the beginning. A change
  /// logged for an element that is gone by then was to one the scope appended (an inner
  /// scope logs the changes to its enclosing scope's new elements): it is skipped.
  mutating func rollBack(to mark: Mark) {
    while log.count > mark.logCount {
      switch log.removeLast() {
      case .changed(let i, let old):
        if Int(i) < elements.count {
          elements[Int(i)] = old
          // Logged again if the enclosing scope changes it (the entry is gone).
          stamps[Int(i)] = 0
        }
      case .removedLast(let i, let old):
        truncate(to: Int(i))
        elements.append(old)
        stamps.append(0)
      }
    }
    truncate(to: mark.count)
    precondition(elements.count == mark.count, "an undo scope lost elements it did not log")
    epoch = mark.outerEpoch
    floor = mark.outerFloor
    if epoch == 0 { log.removeAll(keepingCapacity: true) }
  }

  /// Drops the elements above `count` (appended in the scope being undone).
  private mutating func truncate(to count: Int) {
    if elements.count > count {
      elements.removeLast(elements.count - count)
      stamps.removeLast(stamps.count - count)
    }
  }

  /// The entries the open scopes have logged (for tests of what a scope costs).
  var loggedCount: Int { log.count }

  /// The same elements with no scope open and nothing logged (for an independent copy).
  var withoutUndo: _UndoArray {
    var copy = _UndoArray()
    copy.elements = elements
    copy.stamps = [UInt64](repeating: 0, count: elements.count)
    return copy
  }
}

/// Where a scope of an ``_UndoArray`` began: the log's length, the enclosing scope's epoch
/// and floor, and the length.
struct _UndoMark {
  fileprivate let logCount: Int
  fileprivate let outerEpoch: UInt64
  fileprivate let outerFloor: Int
  fileprivate let count: Int
}
