/// The view that owns each view variable of a window (its left, top, width, height): what a
/// layout pass looks up for every variable the solver changed, to read back only the views
/// that moved.
///
/// An open-addressing table keyed by the variable's address: a rotation of a column of 300
/// wrapping labels looks up about 1,100 variables, and the standard `Dictionary` hashed each
/// `ObjectIdentifier` with SipHash (about 110 instructions a lookup, a sixth of the layer's
/// work for the rotation), where a multiplicative hash of the address is enough. The table is
/// only looked up, never iterated, so its order cannot reach a result. Linear probing,
/// removal by backward shift, at most half full. A view holds its variables, and the table
/// holds the view, so no key's address can be reused while it is a key.
struct _ViewsByVariable {
  /// Per slot: the variable's address, or 0 for an empty slot.
  private var keys: [UInt] = Array(repeating: 0, count: 16)
  private var views: [View?] = Array(repeating: nil, count: 16)
  /// The number of variables in the table.
  private(set) var count = 0

  private static func key(_ variable: Variable) -> UInt {
    UInt(bitPattern: unsafeBitCast(ObjectIdentifier(variable), to: Int.self))
  }

  /// The slot a key's probe starts at.
  @inline(__always) private func home(_ key: UInt) -> Int {
    // Fibonacci hashing: the product's high half mixes every bit of the address.
    Int(truncatingIfNeeded: (key &* 0x9E37_79B9_7F4A_7C15) >> 32) & (keys.count - 1)
  }

  /// The slot holding `key`, or the empty slot where it would go.
  @inline(__always) private func slot(of key: UInt) -> Int {
    let mask = keys.count - 1
    var i = home(key)
    while keys[i] != 0 && keys[i] != key { i = (i + 1) & mask }
    return i
  }

  /// The view whose variable `variable` is; setting `nil` removes it.
  /// - Complexity: O(1) on average.
  subscript(variable: Variable) -> View? {
    get {
      let i = slot(of: Self.key(variable))
      return keys[i] == 0 ? nil : views[i]
    }
    set {
      let key = Self.key(variable)
      if let newValue { insert(newValue, for: key) } else { remove(key) }
    }
  }

  private mutating func insert(_ view: View, for key: UInt) {
    if 2 * (count + 1) > keys.count { grow() }
    let i = slot(of: key)
    if keys[i] == 0 {
      keys[i] = key
      count += 1
    }
    views[i] = view
  }

  /// Empties `key`'s slot and moves back the entries after it that probed past it, so that
  /// every probe still ends at an empty slot.
  private mutating func remove(_ key: UInt) {
    var hole = slot(of: key)
    guard keys[hole] != 0 else { return }
    let mask = keys.count - 1
    var i = hole
    while true {
      i = (i + 1) & mask
      let k = keys[i]
      if k == 0 { break }
      // The entry at i may fill the hole if its home is not cyclically within (hole, i].
      let h = home(k)
      if (i > hole && (h <= hole || h > i)) || (i < hole && h <= hole && h > i) {
        keys[hole] = k
        views[hole] = views[i]
        hole = i
      }
    }
    keys[hole] = 0
    views[hole] = nil
    count -= 1
  }

  /// Doubles the slots and puts every entry back.
  private mutating func grow() {
    let (oldKeys, oldViews) = (keys, views)
    keys = Array(repeating: 0, count: 2 * oldKeys.count)
    views = Array(repeating: nil, count: 2 * oldKeys.count)
    for j in oldKeys.indices where oldKeys[j] != 0 {
      let i = slot(of: oldKeys[j])
      keys[i] = oldKeys[j]
      views[i] = oldViews[j]
    }
  }
}
