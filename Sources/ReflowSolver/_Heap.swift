/// A binary min-heap of symbol ids: the basic symbols of rows the dual simplex must
/// repair, smallest first (Bland's rule, which cannot cycle). Logged for undo, as the
/// tableau's arrays are.
struct _Heap {
  private(set) var items = _UndoArray<Int32>()

  mutating func push(_ value: Int32) {
    items.append(value)
    var i = items.count - 1
    while i > 0 {
      let parent = (i - 1) / 2
      if items[parent] <= value { break }
      items[i] = items[parent]
      i = parent
    }
    items[i] = value
  }

  @discardableResult
  mutating func pop() -> Int32? {
    guard let top = items.first else { return nil }
    let last = items.removeLast()
    if items.isEmpty { return top }
    var i = 0
    let n = items.count
    while true {
      var child = 2 * i + 1
      if child >= n { break }
      if child + 1 < n && items[child + 1] < items[child] { child += 1 }
      if items[child] >= last { break }
      items[i] = items[child]
      i = child
    }
    items[i] = last
    return top
  }

  mutating func beginUndo() -> _UndoMark { items.beginUndo() }
  mutating func endUndo(_ mark: _UndoMark) { items.endUndo(mark) }
  mutating func rollBack(to mark: _UndoMark) { items.rollBack(to: mark) }
  var withoutUndo: _Heap { _Heap(items: items.withoutUndo) }
  mutating func removeAll() { items.removeAll() }
}
