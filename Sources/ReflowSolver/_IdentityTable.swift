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
///
/// While an undo scope is open, every change logs the key's old value (as ``_UndoArray``
/// logs its elements): a transaction that re-keys a few records (hundreds of constant changes
/// on a rotation) then costs those entries, where a snapshot would copy the whole table on its
/// first change. A rollback puts the old values back; the slots they land in may differ,
/// which no lookup can tell.
struct _IdentityTable {
  /// Per slot: the key's bits, or 0 for an empty slot.
  private var keys: [UInt] = Array(repeating: 0, count: 16)
  private var values: [Int32] = Array(repeating: -1, count: 16)
  private(set) var count = 0
  /// The key and old value (-1: absent) of each change made while a scope is open.
  private var log: [(key: UInt, old: Int32)] = []
  /// The number of open scopes.
  private var scopes = 0

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
          if scopes > 0 { log.append((key, values[i])) }
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
    if scopes > 0 { log.append((key, -1)) }
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
    if scopes > 0 { log.append((key, values[i])) }
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

  /// Removes every key (each logged, if a scope is open).
  mutating func removeAll() {
    if scopes > 0 {
      for (k, v) in zip(keys, values) where k != 0 { log.append((k, v)) }
    }
    for i in keys.indices {
      keys[i] = 0
      values[i] = -1
    }
    count = 0
  }

  // MARK: - Undo scopes

  /// Opens a scope; returns its mark in the log.
  mutating func beginUndo() -> Int {
    scopes += 1
    return log.count
  }

  /// Ends the scope opened at `mark`, keeping its changes (logged for the enclosing scope,
  /// if any; forgotten if none).
  mutating func endUndo(_ mark: Int) {
    scopes -= 1
    if scopes == 0 { log.removeAll(keepingCapacity: true) }
  }

  /// Ends the scope opened at `mark`, putting back the old values, newest first.
  mutating func rollBack(to mark: Int) {
    let open = scopes - 1
    scopes = 0
    while log.count > mark {
      let (key, old) = log.removeLast()
      let id = unsafeBitCast(Int(bitPattern: key), to: ObjectIdentifier.self)
      self[id] = old < 0 ? nil : old
    }
    scopes = open
    if scopes == 0 { log.removeAll(keepingCapacity: true) }
  }

  /// The same keys with no scope open and nothing logged (for an independent copy).
  var withoutUndo: _IdentityTable {
    var copy = self
    copy.log = []
    copy.scopes = 0
    return copy
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
