/// One constraint in the solver (a user constraint or an edit variable's constraint).
struct _Record {
  var constraint: Constraint
  /// The priority the solver uses (``Solver/setPriority(_:of:)`` changes it).
  var priority: Float
  /// The row entered the tableau divided by this (its largest coefficient); each unit of its
  /// errors costs this much, so violations count in the constraint's own units.
  var weight: Double
  /// The slack (inequality), dummy (required equality) or positive error (non-required
  /// equality) of the constraint.
  var marker: Int32
  /// The error of a non-required constraint (negative error of an equality), or -1.
  var other: Int32
  /// The external symbols of the variables it mentions, each once.
  var variables: [Int32]
  /// Order of addition, for listing.
  var serial: Int
  var isEdit: Bool
  var isLive: Bool
  /// Set while the constraint is switched off (``Solver/setEnabled(_:for:)``): the priority
  /// it takes back when switched on. A switched-off constraint keeps its row, built as a
  /// non-required one, but its errors cost nothing at any level, so it has no effect.
  var disabledPriority: Float?

  var isRequired: Bool { priority == Priority.required.rawValue }

  /// Whether the row has error symbols: built as non-required, or as switchable (a required
  /// constraint that was added or switched off, see ``Solver/switchedOnRequiredLevel``).
  var hasErrors: Bool { other >= 0 }

  /// The error symbols of the row (none for a row built as required).
  var errorSymbols: [Int32] {
    if !hasErrors { return [] }
    return constraint.relation == .equal ? [marker, other] : [other]
  }

  /// The objective level its errors cost at while switched on.
  var costLevel: Float { isRequired ? Solver.switchedOnRequiredLevel : priority }
}

/// An edit variable: its constraint and the value it is held at.
struct _Edit {
  var variable: Variable
  var constraint: Constraint
  /// The positive and negative error symbols of its constraint (`v - value - e+ + e- = 0`).
  var plus: Int32
  var minus: Int32
  /// The value currently imposed on the representation.
  var value: Double
  /// A value suggested inside a transaction, applied at its end.
  var pending: Double?
}

/// Everything a ``Solver`` holds.
///
/// Undo (a transaction, or a call that must change nothing when it throws) takes an
/// ``_UndoPoint``: a mark in the log of every array (``_UndoArray``: rows, columns, records,
/// the per-symbol and per-entry arrays, the lists; the two ``_IdentityTable``s) and a copy of
/// the few numbers and of the edit variables, so that it costs what the scope changes, not
/// the size of the state.
struct _SolverState<Representation: _SolverRepresentation> {
  /// The rows, costs and values: all the solver asks of them goes through
  /// ``_SolverRepresentation``.
  var representation = Representation()

  var records = _UndoArray<_Record>()
  var freeRecords = _UndoArray<Int32>()
  var recordIndex = _IdentityTable()

  var edits: [ObjectIdentifier: _Edit] = [:]
  /// Edit variables with a pending suggestion, in the order first suggested.
  var pendingSuggestions: [ObjectIdentifier] = []
  /// The switched-on required constraints whose rows have errors (costed at
  /// ``Solver/switchedOnRequiredLevel``), which must be checked to hold.
  var switchedOnRequired = _UndoArray<Int32>()

  var variableSymbol = _IdentityTable()
  /// Per symbol: the variable of an external symbol.
  var symbolVariable = _UndoArray<Variable?>()
  /// Per symbol: how many live records mention an external symbol.
  var symbolUses = _UndoArray<Int32>()
  /// Per symbol: when the variable became known, for listing.
  var symbolSerial = _UndoArray<Int>()
  /// Per symbol: the record a marker or error symbol belongs to, or -1.
  var symbolOwner = _UndoArray<Int32>()

  /// Variables whose value changed before their symbol was released (reported by
  /// ``Solver/consumeChangedVariables(_:)``).
  var releasedChanged = _UndoArray<Variable>()
  /// Scratch of ``Solver/consumeChangedVariables(_:)``: empty at rest, keeps its capacity.
  var changedSymbols: [Int32] = []
  var nextSerial = 0
  var additions = 0
  var removals = 0
  /// The nesting depth of open transactions (not undone: a scope ends at its own depth).
  var transactionDepth = 0
  /// `numericRepairs` of the representation when the objective was last rebuilt.
  var repairsAtLastRebuild = 0
  /// Whether an unsatisfiable required constraint gets a minimal conflict set computed.
  /// Off for the scratch solvers that compute that set.
  var reportsConflicts = true

  /// A new symbol of the representation, with the per-symbol tables grown to match (the
  /// representation may have made symbols of its own since, such as phase one's artificial
  /// ones: their entries are the defaults).
  mutating func newSymbol(_ kind: _SymbolKind, owner: Int32 = -1) -> Int32 {
    let s = representation.newSymbol(kind)
    if Int(s) < symbolOwner.count {
      symbolOwner[Int(s)] = owner
      return s
    }
    while Int(s) >= symbolOwner.count {
      symbolVariable.append(nil)
      symbolUses.append(0)
      symbolSerial.append(0)
      symbolOwner.append(Int(s) == symbolOwner.count ? owner : -1)
    }
    return s
  }

  /// The record a marker or error symbol belongs to, or -1 (also for a symbol the
  /// representation made for itself).
  func owner(of s: Int32) -> Int32 {
    Int(s) < symbolOwner.count ? symbolOwner[Int(s)] : -1
  }

  /// Releases a symbol (parametric) and clears its per-symbol entries.
  mutating func releaseSymbol(_ s: Int32) {
    if representation.takeChangedMark(of: s), let v = symbolVariable[Int(s)] {
      // Its value changed and it is leaving: report it by the variable (the id may be
      // reused).
      releasedChanged.append(v)
    }
    representation.releaseSymbol(s)
    symbolOwner[Int(s)] = -1
    symbolVariable[Int(s)] = nil
    symbolUses[Int(s)] = 0
  }

  /// The external symbol of `variable`, registering it when new. Counts one use.
  mutating func useVariable(_ variable: Variable) -> Int32 {
    let key = ObjectIdentifier(variable)
    if let s = variableSymbol[key] {
      symbolUses[Int(s)] += 1
      return s
    }
    let s = newSymbol(.external)
    variableSymbol.insert(key, s)
    symbolVariable[Int(s)] = variable
    symbolUses[Int(s)] = 1
    symbolSerial[Int(s)] = nextSerial
    nextSerial += 1
    return s
  }

  /// Gives back one use of an external symbol; unregisters the variable at the last one.
  mutating func unuseVariable(_ s: Int32) {
    symbolUses[Int(s)] -= 1
    guard symbolUses[Int(s)] == 0, !representation.isBasic(s), let v = symbolVariable[Int(s)] else {
      return
    }
    variableSymbol.remove(ObjectIdentifier(v))
    releaseSymbol(s)
  }
}

/// Where an undo scope began (``_SolverState/beginUndo()``); end it exactly once, with
/// ``_SolverState/endUndo(_:)`` or ``_SolverState/rollBack(to:)``.
struct _UndoPoint<Representation: _SolverRepresentation> {
  fileprivate let representation: Representation.UndoMark
  fileprivate let records: _UndoMark
  fileprivate let freeRecords: _UndoMark
  fileprivate let switchedOnRequired: _UndoMark
  fileprivate let symbolVariable: _UndoMark
  fileprivate let symbolUses: _UndoMark
  fileprivate let symbolSerial: _UndoMark
  fileprivate let symbolOwner: _UndoMark
  fileprivate let releasedChanged: _UndoMark
  fileprivate let recordIndex: Int
  fileprivate let variableSymbol: Int
  /// The edit variables and pending suggestions (a few, copied on write) and the counters.
  fileprivate let edits: [ObjectIdentifier: _Edit]
  fileprivate let pendingSuggestions: [ObjectIdentifier]
  fileprivate let counters: (nextSerial: Int, additions: Int, removals: Int)
}

extension _SolverState {
  /// Opens an undo scope.
  mutating func beginUndo() -> _UndoPoint<Representation> {
    _UndoPoint(
      representation: representation.beginUndo(), records: records.beginUndo(),
      freeRecords: freeRecords.beginUndo(), switchedOnRequired: switchedOnRequired.beginUndo(),
      symbolVariable: symbolVariable.beginUndo(), symbolUses: symbolUses.beginUndo(),
      symbolSerial: symbolSerial.beginUndo(), symbolOwner: symbolOwner.beginUndo(),
      releasedChanged: releasedChanged.beginUndo(), recordIndex: recordIndex.beginUndo(),
      variableSymbol: variableSymbol.beginUndo(), edits: edits,
      pendingSuggestions: pendingSuggestions, counters: (nextSerial, additions, removals))
  }

  /// Ends a scope, keeping its changes.
  mutating func endUndo(_ point: _UndoPoint<Representation>) {
    representation.endUndo(point.representation)
    records.endUndo(point.records)
    freeRecords.endUndo(point.freeRecords)
    switchedOnRequired.endUndo(point.switchedOnRequired)
    symbolVariable.endUndo(point.symbolVariable)
    symbolUses.endUndo(point.symbolUses)
    symbolSerial.endUndo(point.symbolSerial)
    symbolOwner.endUndo(point.symbolOwner)
    releasedChanged.endUndo(point.releasedChanged)
    recordIndex.endUndo(point.recordIndex)
    variableSymbol.endUndo(point.variableSymbol)
  }

  /// Ends a scope, undoing every change made in it: the state is exactly as at its
  /// beginning.
  mutating func rollBack(to point: _UndoPoint<Representation>) {
    representation.rollBack(to: point.representation)
    records.rollBack(to: point.records)
    freeRecords.rollBack(to: point.freeRecords)
    switchedOnRequired.rollBack(to: point.switchedOnRequired)
    symbolVariable.rollBack(to: point.symbolVariable)
    symbolUses.rollBack(to: point.symbolUses)
    symbolSerial.rollBack(to: point.symbolSerial)
    symbolOwner.rollBack(to: point.symbolOwner)
    releasedChanged.rollBack(to: point.releasedChanged)
    recordIndex.rollBack(to: point.recordIndex)
    variableSymbol.rollBack(to: point.variableSymbol)
    edits = point.edits
    pendingSuggestions = point.pendingSuggestions
    (nextSerial, additions, removals) = point.counters
  }

  /// The entries the open scopes have logged in all the arrays (for tests of what a scope
  /// costs).
  var loggedCount: Int {
    representation.loggedCount + records.loggedCount + freeRecords.loggedCount
      + switchedOnRequired.loggedCount + symbolVariable.loggedCount + symbolUses.loggedCount
      + symbolSerial.loggedCount + symbolOwner.loggedCount + releasedChanged.loggedCount
  }

  /// A copy that shares nothing logged with this state and has no scope open (for a scratch
  /// solver).
  var independentCopy: _SolverState {
    var copy = self
    copy.representation = representation.withoutUndo
    copy.records = records.withoutUndo
    copy.freeRecords = freeRecords.withoutUndo
    copy.switchedOnRequired = switchedOnRequired.withoutUndo
    copy.symbolVariable = symbolVariable.withoutUndo
    copy.symbolUses = symbolUses.withoutUndo
    copy.symbolSerial = symbolSerial.withoutUndo
    copy.symbolOwner = symbolOwner.withoutUndo
    copy.releasedChanged = releasedChanged.withoutUndo
    copy.recordIndex = recordIndex.withoutUndo
    copy.variableSymbol = variableSymbol.withoutUndo
    copy.transactionDepth = 0
    copy.repairsAtLastRebuild = 0
    return copy
  }

  /// An empty state that keeps the open undo scopes (the logged arrays are emptied element
  /// by element, so that a rollback restores them).
  mutating func reset() {
    representation.removeAll()
    records.removeAll()
    freeRecords.removeAll()
    switchedOnRequired.removeAll()
    symbolVariable.removeAll()
    symbolUses.removeAll()
    symbolSerial.removeAll()
    symbolOwner.removeAll()
    releasedChanged.removeAll()
    recordIndex.removeAll()
    variableSymbol.removeAll()
    edits = [:]
    pendingSuggestions = []
    (nextSerial, additions, removals) = (0, 0, 0)
  }
}
