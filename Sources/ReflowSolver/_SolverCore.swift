/// ``Solver``'s logic over one representation of its linear program (``_SolverRepresentation``):
/// the public calls, the records and their rows, transactions and the commit. ``Solver`` holds
/// the state and calls this with the representation it was made with, so every call inside
/// is specialised for that representation and none pays for dispatch.
struct _SolverCore<Representation: _SolverRepresentation> {
  /// The solver whose state this is (what a transaction's body receives).
  unowned(unsafe) let solver: Solver
  /// The state, which `solver` owns.
  let storage: UnsafeMutablePointer<_SolverState<Representation>>

  @inline(__always) init(_ solver: Solver, _ storage: UnsafeMutablePointer<_SolverState<Representation>>) {
    self.solver = solver
    self.storage = storage
  }

  /// The mutable state (undo: ``_SolverState/beginUndo()``), through the pointer: no
  /// exclusivity check, no copy.
  var state: _SolverState<Representation> {
    unsafeAddress { UnsafePointer(storage) }
    nonmutating unsafeMutableAddress { storage }
  }

  /// The nesting depth of open transactions.
  var transactionDepth: Int {
    get { state.transactionDepth }
    nonmutating set { state.transactionDepth = newValue }
  }

  /// `numericRepairs` of the representation when the objective was last rebuilt.
  var repairsAtLastRebuild: Int {
    get { state.repairsAtLastRebuild }
    nonmutating set { state.repairsAtLastRebuild = newValue }
  }

  /// Whether an unsatisfiable required constraint gets a minimal conflict set computed.
  /// Off for the scratch solvers that compute that set.
  var reportsConflicts: Bool { state.reportsConflicts }
}

extension _SolverCore {
  /// ``Solver``'s call of the same name.
  var statistics: Solver.Statistics {
    Solver.Statistics(
      pivots: state.representation.pivots, rowsTouched: state.representation.rowsTouched,
      additions: state.additions, removals: state.removals,
      numericRepairs: state.representation.numericRepairs,
      rows: state.representation.rowCount, cells: state.representation.cellCount)
  }

  // MARK: - Constraints

  /// ``Solver``'s call of the same name.
  func add(_ constraint: Constraint) throws(SolverError) {
    try operation { () throws(SolverError) in try addConstraint(constraint, at: constraint.priority) }
  }
  /// ``Solver``'s call of the same name.
  func add(_ constraints: [Constraint]) throws(SolverError) {
    try transaction { () throws(SolverError) in
      for c in constraints { try addConstraint(c, at: c.priority) }
    }
  }
  /// ``Solver``'s call of the same name.
  func remove(_ constraint: Constraint) throws(SolverError) {
    try operation { () throws(SolverError) in try removeConstraint(constraint) }
  }
  /// ``Solver``'s call of the same name.
  func remove(_ constraints: [Constraint]) throws(SolverError) {
    var seen = Set<ObjectIdentifier>()
    var ids: [Int32] = []
    ids.reserveCapacity(constraints.count)
    for c in constraints {
      guard let id = state.recordIndex[ObjectIdentifier(c)], !state.records[Int(id)].isEdit,
        seen.insert(ObjectIdentifier(c)).inserted
      else { throw .unknownConstraint(c) }
      ids.append(id)
    }
    ids.sort { state.records[Int($0)].serial > state.records[Int($1)].serial }
    transactionDepth += 1
    for id in ids { removeRecord(id) }
    transactionDepth -= 1
    if transactionDepth == 0 { commit() }
  }
  /// ``Solver``'s call of the same name.
  func contains(_ constraint: Constraint) -> Bool {
    state.recordIndex[ObjectIdentifier(constraint)] != nil
  }
  /// ``Solver``'s call of the same name.
  func consumeChangedVariables(_ body: (Variable) -> Void) {
    // The list's storage is kept from call to call (taken out, so that the representation
    // and the list are not both borrowed from the state at once).
    var changed = state.changedSymbols
    state.changedSymbols = []
    state.representation.takeChangedSymbols(into: &changed)
    for s in changed {
      if let v = state.symbolVariable[Int(s)] { body(v) }
    }
    changed.removeAll(keepingCapacity: true)
    state.changedSymbols = changed
    if !state.releasedChanged.isEmpty {
      for v in state.releasedChanged { body(v) }
      state.releasedChanged.removeAll(keepingCapacity: true)
    }
  }
  /// ``Solver``'s call of the same name.
  func mentions(_ variable: Variable) -> Bool {
    guard let symbol = state.variableSymbol[ObjectIdentifier(variable)] else { return false }
    return state.symbolUses[Int(symbol)] > 0
  }
  /// ``Solver``'s call of the same name.
  var constraints: [Constraint] {
    state.records.lazy.filter { $0.isLive && !$0.isEdit }
      .sorted { $0.serial < $1.serial }.map(\.constraint)
  }
  /// ``Solver``'s call of the same name.
  func priority(of constraint: Constraint) -> Priority? {
    guard let index = state.recordIndex[ObjectIdentifier(constraint)] else { return nil }
    let record = state.records[Int(index)]
    return Priority(record.disabledPriority ?? record.priority)
  }
  /// ``Solver``'s call of the same name.
  func setEnabled(_ enabled: Bool, for constraint: Constraint) throws(SolverError) {
    try operation { () throws(SolverError) in try changeEnabled(enabled, of: constraint) }
  }
  /// ``Solver``'s call of the same name.
  func add(_ constraint: Constraint, isEnabled: Bool) throws(SolverError) {
    if isEnabled { return try add(constraint) }
    try operation { () throws(SolverError) in try addSwitchedOff(constraint) }
  }
  /// ``Solver``'s call of the same name.
  func isEnabled(_ constraint: Constraint) -> Bool? {
    guard let index = state.recordIndex[ObjectIdentifier(constraint)] else { return nil }
    return state.records[Int(index)].disabledPriority == nil
  }
  /// ``Solver``'s call of the same name.
  func setPriority(_ priority: Priority, of constraint: Constraint) throws(SolverError) {
    try operation { () throws(SolverError) in try changePriority(of: constraint, to: priority) }
  }

  // MARK: - Edit variables

  /// ``Solver``'s call of the same name.
  func addEditVariable(_ variable: Variable, priority: Priority) throws(SolverError) {
    try operation { () throws(SolverError) in try addEdit(variable, priority: priority) }
  }
  /// ``Solver``'s call of the same name.
  func removeEditVariable(_ variable: Variable) throws(SolverError) {
    try operation { () throws(SolverError) in try removeEdit(variable) }
  }
  /// ``Solver``'s call of the same name.
  func isEditVariable(_ variable: Variable) -> Bool {
    state.edits[ObjectIdentifier(variable)] != nil
  }
  /// ``Solver``'s call of the same name.
  func suggestValue(_ value: Double, for variable: Variable) throws(SolverError) {
    try operation { () throws(SolverError) in try suggest(value, for: variable) }
  }

  // MARK: - Transactions

  // A transaction's steps, apart from its body: the public calls are generic in the body's
  // result and error, and run these, which are not, so that they are specialised for the
  // representation (a generic call through them would reach the state through witnesses).

  /// Opens a transaction: its undo scope, one level deeper.
  func openTransaction() -> _UndoPoint<Representation> {
    let point = state.beginUndo()
    transactionDepth += 1
    return point
  }

  /// Closes a transaction whose body returned: its changes kept, re-optimised if it is the
  /// outermost.
  func closeTransaction(_ point: _UndoPoint<Representation>) {
    transactionDepth -= 1
    state.endUndo(point)
    if transactionDepth == 0 { commit() }
  }

  /// Closes a transaction whose body threw: every change undone.
  func abandonTransaction(_ point: _UndoPoint<Representation>) {
    state.rollBack(to: point)
    transactionDepth -= 1
  }

  /// After a validated transaction's body returned: re-optimised, at the enclosing depth
  /// (the validation's operations re-optimise at once, or at the enclosing transaction's
  /// end, and are still undone with the rest if it throws).
  func settleForValidation() {
    commit()
    transactionDepth -= 1
  }

  /// ``Solver/transaction(_:)``: always inlined into it, where the representation is
  /// concrete, so that the steps above are called specialised.
  @inline(__always)
  func transaction<R, E: Error>(_ body: (Solver) throws(E) -> R) throws(E) -> R {
    let point = openTransaction()
    do {
      let result = try body(solver)
      closeTransaction(point)
      return result
    } catch {
      abandonTransaction(point)
      throw error
    }
  }

  /// ``Solver/transaction(_:validate:)``, inlined as ``transaction(_:)``.
  @inline(__always)
  func transaction<R, E: Error>(
    _ body: (Solver) throws(E) -> R, validate: (Solver) throws(E) -> Void
  ) throws(E) -> R {
    let point = openTransaction()
    let result: R
    do {
      result = try body(solver)
    } catch {
      abandonTransaction(point)
      throw error
    }
    settleForValidation()
    do {
      try validate(solver)
    } catch {
      state.rollBack(to: point)
      throw error
    }
    state.endUndo(point)
    return result
  }

  /// Runs `body` as a transaction (``Solver/transaction(_:)``), for calls inside the core.
  func transaction<R, E: Error>(_ body: () throws(E) -> R) throws(E) -> R {
    let point = openTransaction()
    do {
      let result = try body()
      closeTransaction(point)
      return result
    } catch {
      abandonTransaction(point)
      throw error
    }
  }

  // MARK: - Reading the solution

  /// ``Solver``'s call of the same name.
  func value(of variable: Variable) -> Double {
    guard let symbol = state.variableSymbol[ObjectIdentifier(variable)] else { return 0 }
    return state.representation.value(of: symbol)
  }
  /// ``Solver``'s call of the same name.
  func ambiguousVariables() -> [Variable] {
    findAmbiguousVariables()
  }
  /// ``Solver``'s call of the same name.
  func reset() {
    state.reset()
  }

  // MARK: - Operations

  /// Runs one public operation: alone it is a transaction of its own (re-optimised at once);
  /// inside a transaction, optimisation waits for the end.
  func operation(_ body: () throws(SolverError) -> Void) throws(SolverError) {
    try body()
    if transactionDepth == 0 { commit() }
  }

  /// Re-optimises after a batch of changes: the objective first (primal simplex), then the
  /// suggested values (dual simplex).
  func commit() {
    let pivotsBefore = state.representation.pivots
    optimizeRefreshingRows { $0.optimize(stoppingBeforeSmallPivots: $1) }
    if state.representation.numericRepairs != repairsAtLastRebuild {
      // A repair means some cost was rounding residue, in magnitudes where the costs kept
      // up to date pivot by pivot can be off by more than a real cost (mixed magnitudes
      // cancel): costs rebuilt from the rows decide instead.
      rebuildObjective()
      optimizeRefreshingRows { $0.optimize(stoppingBeforeSmallPivots: $1) }
      repairsAtLastRebuild = state.representation.numericRepairs
    }
    applyPendingSuggestions()
    optimizeRefreshingRows { $0.dualOptimize(stoppingBeforeSmallPivots: $1) }
    if state.representation.needsRowsRewritten(pivotsBefore: pivotsBefore) {
      // The rows carry the magnification of a small pivot (one that was real), or of the
      // ill-conditioned basis they were written for: written afresh for the optimal basis,
      // they hold only its own conditioning.
      refreshRows()
      state.representation.optimize()
      state.representation.dualOptimize()
    }
  }
}
