/// A map from an object's identity to an `Int32`: the symbol of each variable the solver
/// knows, and the record of each constraint it holds. An open-addressing hash table.
///
/// Reading a value is a lookup here, and layouts read thousands of values per frame (and
/// change hundreds of constants on a rotation); the standard `Dictionary` hashes
/// `ObjectIdentifier` with SipHash (about a hundred instructions), where a multiplicative
/// hash of the address is enough: the table is only ever looked up, never iterated, so its
/// layout can never influence a result. Linear probing, deletion by backward shift, at most
/// half full. The solver holds every variable and constraint that is a key, so no address can
/// be reused while it is one.
struct _IdentityTable {
  /// Per slot: the key's bits, or 0 for an empty slot.
  private var keys: [UInt] = Array(repeating: 0, count: 16)
  private var values: [Int32] = Array(repeating: -1, count: 16)
  private(set) var count = 0

  @inline(__always) private func slot(for key: UInt) -> Int {
    // Fibonacci hashing: the high bits of the product mix every bit of the address.
    Int(truncatingIfNeeded: (key &* 0x9E37_79B9_7F4A_7C15) >> 32) & (keys.count - 1)
  }

  /// The value of `id`, or nil. Setting a value inserts or replaces it; setting nil removes it.
  @inline(__always) subscript(id: ObjectIdentifier) -> Int32? {
    get {
      let key = UInt(bitPattern: unsafeBitCast(id, to: Int.self))
      var i = slot(for: key)
      let mask = keys.count - 1
      while true {
        let k = keys[i]
        if k == key { return values[i] }
        if k == 0 { return nil }
        i = (i + 1) & mask
      }
    }
    set {
      guard let newValue else {
        remove(id)
        return
      }
      let key = UInt(bitPattern: unsafeBitCast(id, to: Int.self))
      var i = slot(for: key)
      let mask = keys.count - 1
      while keys[i] != 0 {
        if keys[i] == key {
          values[i] = newValue
          return
        }
        i = (i + 1) & mask
      }
      insert(id, newValue)
    }
  }

  /// Sets the value of `id` (which must not be in the table yet).
  mutating func insert(_ id: ObjectIdentifier, _ symbol: Int32) {
    if (count + 1) * 2 > keys.count { grow() }
    let key = UInt(bitPattern: unsafeBitCast(id, to: Int.self))
    var i = slot(for: key)
    let mask = keys.count - 1
    while keys[i] != 0 { i = (i + 1) & mask }
    keys[i] = key
    values[i] = symbol
    count += 1
  }

  /// Removes `id` if present, shifting back the entries of its probe run.
  mutating func remove(_ id: ObjectIdentifier) {
    let key = UInt(bitPattern: unsafeBitCast(id, to: Int.self))
    let mask = keys.count - 1
    var i = slot(for: key)
    while keys[i] != key {
      if keys[i] == 0 { return }
      i = (i + 1) & mask
    }
    var hole = i
    var j = (i + 1) & mask
    while keys[j] != 0 {
      let home = slot(for: keys[j])
      // Move j into the hole if its home is not cyclically within (hole, j].
      let distanceFromHome = (j - home) & mask
      let distanceFromHole = (j - hole) & mask
      if distanceFromHome >= distanceFromHole {
        keys[hole] = keys[j]
        values[hole] = values[j]
        hole = j
      }
      j = (j + 1) & mask
    }
    keys[hole] = 0
    values[hole] = -1
    count -= 1
  }

  private mutating func grow() {
    let oldKeys = keys, oldValues = values
    keys = Array(repeating: 0, count: oldKeys.count * 2)
    values = Array(repeating: -1, count: oldKeys.count * 2)
    let mask = keys.count - 1
    for (k, v) in zip(oldKeys, oldValues) where k != 0 {
      var i = slot(for: k)
      while keys[i] != 0 { i = (i + 1) & mask }
      keys[i] = k
      values[i] = v
    }
  }
}
