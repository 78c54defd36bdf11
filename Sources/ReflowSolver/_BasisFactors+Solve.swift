/// FTRAN and BTRAN: hypersparse triangular solves on the factors, then the updates.
extension _BasisFactors {
  /// Solves `B x = a` in place: `v` holds `a` by row on entry and `x` by column (basic
  /// position) on return.
  ///
  /// - Complexity: the entries of `L` and `U` on the paths from `a`'s non-zeros (the reach
  ///   of a depth-first search, Gilbert-Peierls), not the dimension; plus the non-zeros of
  ///   the updates. Allocates nothing once the scratch vectors have grown.
  mutating func ftran(_ v: inout _SparseVector) {
    moveIn(&v, through: lu.rowPivot)
    solve(lower: true, transposed: false)
    solve(lower: false, transposed: false)
    moveOut(&v, through: lu.pivotColumn)
    let before = operations
    for update in updates { apply(update, to: &v) }
    updateReads += operations - before
  }

  /// Solves `B^T y = c` in place: `v` holds `c` by column (basic position) on entry and `y`
  /// by row on return.
  ///
  /// - Complexity: as ``ftran(_:)``.
  mutating func btran(_ v: inout _SparseVector) {
    let before = operations
    for update in updates.reversed() { applyTransposed(update, to: &v) }
    updateReads += operations - before
    moveIn(&v, through: lu.columnPivot)
    solve(lower: false, transposed: true)
    solve(lower: true, transposed: true)
    moveOut(&v, through: lu.pivotRow)
  }

  /// One triangular solve of the factors alone, in pivot space (for the in-place updates):
  /// `entries` (by pivot) in, the non-zeros of the result (by pivot, increasing) out.
  /// - Complexity: the reach of `entries` in that factor, plus sorting the result.
  mutating func solvePivotSpace(
    _ entries: [_SparseEntry], lower: Bool, transposed: Bool
  ) -> [_SparseEntry] {
    for e in entries { work.set(e.index, e.value) }
    solve(lower: lower, transposed: transposed)
    let result = work.entries
    work.clear()
    return result
  }

  /// The solve of ``solvePivotSpace(_:lower:transposed:)`` on what `work` holds, its
  /// result into `result` (capacity kept): allocates nothing once the buffers have grown.
  mutating func solvePivotSpace(lower: Bool, transposed: Bool, into result: inout [_SparseEntry]) {
    solve(lower: lower, transposed: transposed)
    work.sortedEntries(into: &result, order: &sortOrder)
    work.clear()
  }

  /// Moves the entries of `v` on the factorised part (indices below the LU's size; those
  /// above belong to borders) into `work`, at their pivots.
  private mutating func moveIn(_ v: inout _SparseVector, through pivotOf: [Int32]) {
    let n = lu.size
    for i in v.indices where Int(i) < n {
      let value = v[i]
      v.set(i, 0)
      if value != 0 { work.set(pivotOf[Int(i)], value) }
    }
  }

  /// Moves `work` back into `v`, each pivot's value at its index, and clears `work`.
  private mutating func moveOut(_ v: inout _SparseVector, through indexOf: [Int32]) {
    for k in work.indices {
      let value = work[k]
      if value != 0 { v.set(indexOf[Int(k)], value) }
    }
    work.clear()
  }

  /// One triangular solve on `work` (pivot space), scattering along the entries reached.
  ///
  /// `L x = b` scatters down `L`'s columns, `U x = b` up `U`'s columns (dividing by the
  /// diagonal first), `U^T x = b` down `U`'s rows, `L^T x = b` up `L`'s rows.
  private mutating func solve(lower: Bool, transposed: Bool) {
    let graph: _SparseLines
    switch (lower, transposed) {
    case (true, false): graph = lu.lColumns
    case (false, false): graph = lu.uColumns
    case (false, true): graph = lu.uRows
    case (true, true): graph = lu.lRows
    }
    topologicalReach(graph)
    for t in order.indices.reversed() {
      let k = order[t]
      var x = work[k]
      if !lower {
        x /= lu.diagonal[Int(k)]
        work.set(k, x)
      }
      if x == 0 { continue }
      let line = graph[k]
      for entry in line { work.add(entry.index, -entry.value * x) }
      operations += line.count + 1
    }
    order.removeAll(keepingCapacity: true)
  }

  /// The nodes reachable in `graph` from the listed indices of `work`, in postorder into
  /// `order` (so reversed it is a topological order), each listed in `work`.
  ///
  /// An iterative depth-first search on the scratch stacks; `visited` is cleared after.
  private mutating func topologicalReach(_ graph: _SparseLines) {
    seeds.removeAll(keepingCapacity: true)
    seeds.append(contentsOf: work.indices)
    for seed in seeds where !visited[Int(seed)] {
      visited[Int(seed)] = true
      stackNode.append(seed)
      stackEdge.append(0)
      while let node = stackNode.last {
        let line = graph[node]
        var p = Int(stackEdge[stackEdge.count - 1])
        var descended = false
        while p < line.count {
          let next = line[p].index
          p += 1
          operations += 1
          if !visited[Int(next)] {
            visited[Int(next)] = true
            stackEdge[stackEdge.count - 1] = Int32(p)
            stackNode.append(next)
            stackEdge.append(0)
            descended = true
            break
          }
        }
        if !descended {
          stackNode.removeLast()
          stackEdge.removeLast()
          order.append(node)
        }
      }
    }
    for k in order {
      visited[Int(k)] = false
      work.list(k)
    }
  }

  /// Applies an update's inverse after the solve with the basis before it (FTRAN).
  private mutating func apply(_ update: _BasisUpdate, to v: inout _SparseVector) {
    switch update {
    case .border(let position, let row, _, _, let solved, let pivot):
      var t = v[position]
      for entry in row { t -= entry.value * v[entry.index] }
      t /= pivot
      if t != 0 { for entry in solved { v.add(entry.index, -entry.value * t) } }
      v.set(position, t)
      operations += row.count + solved.count + 1
    case .eta(let position, let eta, let pivot, _, _):
      let x = v[position] / pivot
      if x != 0 {
        for p in eta {
          let entry = etaEntries[Int(p)]
          if entry.index != position { v.add(entry.index, -entry.value * x) }
        }
      }
      v.set(position, x)
      operations += eta.count + 1
    }
  }

  /// Applies an update's transposed inverse before the solve with the basis before it
  /// (BTRAN).
  private mutating func applyTransposed(_ update: _BasisUpdate, to v: inout _SparseVector) {
    switch update {
    case .border(let position, let row, _, _, let solved, let pivot):
      var s = v[position]
      for entry in solved { s -= entry.value * v[entry.index] }
      s /= pivot
      if s != 0 { for entry in row { v.add(entry.index, -entry.value * s) } }
      v.set(position, s)
      operations += row.count + solved.count + 1
    case .eta(let position, let eta, let pivot, _, _):
      var z = v[position]
      for p in eta {
        let entry = etaEntries[Int(p)]
        if entry.index != position { z -= entry.value * v[entry.index] }
      }
      v.set(position, z / pivot)
      operations += eta.count + 1
    }
  }
}
