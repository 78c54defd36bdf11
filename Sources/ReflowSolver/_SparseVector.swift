/// One non-zero of a sparse vector, row or column: where, and how much.
struct _SparseEntry: Equatable {
  var index: Int32
  var value: Double
}

/// A sparse vector kept dense: the values of every index (zero at rest) and the list of the
/// indices that may be non-zero, so that clearing it costs its non-zeros, not its size.
///
/// Scratch for the solves of ``_BasisFactors``: sized once to the dimension, it keeps its
/// capacity, so a solve allocates nothing once the vectors have grown.
struct _SparseVector {
  /// The value at each index; 0 where the index is not listed.
  private(set) var values: [Double] = []
  /// The indices that may hold a non-zero, each once, in the order they were first set
  /// (a listed index may hold 0 after a cancellation).
  private(set) var indices: [Int32] = []
  private var isListed: [Bool] = []

  init(count: Int = 0) { resize(to: count) }

  /// The dimension.
  var count: Int { values.count }

  /// Grows or shrinks the dimension; the vector must be clear when it shrinks below a
  /// listed index.
  /// - Complexity: O(change of size).
  mutating func resize(to count: Int) {
    if count > values.count {
      values.append(contentsOf: repeatElement(0, count: count - values.count))
      isListed.append(contentsOf: repeatElement(false, count: count - isListed.count))
    } else if count < values.count {
      values.removeLast(values.count - count)
      isListed.removeLast(isListed.count - count)
    }
  }

  @inline(__always) subscript(i: Int32) -> Double { values[Int(i)] }

  /// Sets the value at `i`, listing it.
  /// - Complexity: O(1).
  @inline(__always) mutating func set(_ i: Int32, _ value: Double) {
    list(i)
    values[Int(i)] = value
  }

  /// Adds `delta` at `i`, snapping a sum that is only rounding noise to 0.
  /// - Complexity: O(1).
  @inline(__always) mutating func add(_ i: Int32, _ delta: Double) {
    list(i)
    values[Int(i)] = _Tolerance.sum(values[Int(i)], delta)
  }

  /// Lists `i` without changing its value.
  @inline(__always) mutating func list(_ i: Int32) {
    if !isListed[Int(i)] {
      isListed[Int(i)] = true
      indices.append(i)
    }
  }

  /// Whether `i` is listed.
  @inline(__always) func isListed(_ i: Int32) -> Bool { isListed[Int(i)] }

  /// Back to all zeros.
  /// - Complexity: O(listed indices).
  mutating func clear() {
    for i in indices {
      values[Int(i)] = 0
      isListed[Int(i)] = false
    }
    indices.removeAll(keepingCapacity: true)
  }

  /// Whether every value is 0 and nothing is listed (the state at rest).
  var isClear: Bool { indices.isEmpty && !values.contains { $0 != 0 } && !isListed.contains(true) }

  /// The non-zeros, by increasing index, into `result` (its capacity kept), with `order` as
  /// scratch: the same as ``entries`` without allocating once both have grown.
  /// - Complexity: O(k log k) for k listed indices.
  func sortedEntries(into result: inout [_SparseEntry], order: inout [Int32]) {
    result.removeAll(keepingCapacity: true)
    appendSortedEntries(to: &result, order: &order)
  }

  /// The non-zeros, by increasing index, appended to `result` (which grows by doubling, as
  /// an append does: a buffer that keeps its capacity soon stops growing).
  /// - Complexity: O(k log k) for k listed indices.
  func appendSortedEntries(to result: inout [_SparseEntry], order: inout [Int32]) {
    order.removeAll(keepingCapacity: true)
    order.append(contentsOf: indices)
    Self.heapSort(&order)
    for i in order where values[Int(i)] != 0 {
      result.append(_SparseEntry(index: i, value: values[Int(i)]))
    }
  }

  /// Sorts `a` increasing in place (a heap sort: no buffer, unlike the standard library's
  /// stable sort beyond a few elements).
  static func heapSort(_ a: inout [Int32]) {
    func siftDown(_ a: inout [Int32], _ start: Int, _ end: Int) {
      var root = start
      while 2 * root + 1 < end {
        var child = 2 * root + 1
        if child + 1 < end && a[child] < a[child + 1] { child += 1 }
        if a[root] >= a[child] { return }
        a.swapAt(root, child)
        root = child
      }
    }
    var i = a.count / 2
    while i > 0 {
      i -= 1
      siftDown(&a, i, a.count)
    }
    var end = a.count
    while end > 1 {
      end -= 1
      a.swapAt(0, end)
      siftDown(&a, 0, end)
    }
  }

  /// The non-zeros, by increasing index.
  /// - Complexity: O(k log k) for k listed indices.
  var entries: [_SparseEntry] {
    indices.sorted().compactMap { i in
      values[Int(i)] == 0 ? nil : _SparseEntry(index: i, value: values[Int(i)])
    }
  }
}

/// A sparse matrix in compressed rows (or columns): the entries of line `k` are
/// `index[start[k]..<start[k + 1]]` and `value` at the same places.
struct _CompressedLines {
  var start: [Int32] = [0]
  var index: [Int32] = []
  var value: [Double] = []

  var lineCount: Int { start.count - 1 }
  var nonZeros: Int { index.count }

  /// Appends an entry to the last line being built.
  @inline(__always) mutating func append(_ i: Int32, _ v: Double) {
    index.append(i)
    value.append(v)
  }

  /// Back to no line, keeping the capacity.
  mutating func removeAll() {
    start.removeAll(keepingCapacity: true)
    start.append(0)
    index.removeAll(keepingCapacity: true)
    value.removeAll(keepingCapacity: true)
  }

  /// Ends the line being built.
  @inline(__always) mutating func endLine() { start.append(Int32(index.count)) }

  /// The same entries by the other dimension (line `i` lists `(k, v)` for every entry `(i, v)`
  /// of line `k`), each line in increasing order of `k`.
  /// - Complexity: O(lines + count + non-zeros).
  func transposed(count: Int) -> _CompressedLines {
    var result = _CompressedLines()
    result.start = [Int32](repeating: 0, count: count + 1)
    for i in index { result.start[Int(i) + 1] += 1 }
    for k in 0..<count { result.start[k + 1] += result.start[k] }
    var next = Array(result.start.dropLast())
    result.index = [Int32](repeating: 0, count: index.count)
    result.value = [Double](repeating: 0, count: index.count)
    for k in 0..<lineCount {
      for p in Int(start[k])..<Int(start[k + 1]) {
        let i = Int(index[p])
        let q = Int(next[i])
        result.index[q] = Int32(k)
        result.value[q] = value[p]
        next[i] += 1
      }
    }
    return result
  }
}
