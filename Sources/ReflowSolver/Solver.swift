/// An incremental linear constraint solver with Auto Layout's semantics.
///
/// Add and remove ``Constraint``s, declare edit variables and suggest values for them, change
/// priorities; after every call that returns, ``value(of:)`` gives the current solution:
///
/// - every required constraint holds;
/// - among the solutions that satisfy them, the total violation of the constraints at the
///   highest non-required priority is as small as possible; among those, the total violation
///   at the next priority; and so on (a *strict* hierarchy: priorities are never traded);
/// - the violation of an equality is `|expression|`, of an inequality how far it is broken.
///
/// Every call that throws has changed nothing: values, constraints, edit variables and
/// suggested values are exactly as before. Results are deterministic: the same calls in the
/// same order give bit-identical values in every process.
///
/// The engine is a Cassowary-style simplex tableau (rows solved for basic symbols, with a
/// column index of which rows hold a symbol) and an objective with one level per priority,
/// optimised lexicographically; suggested values are re-solved by the dual simplex.
public final class Solver {
  /// The state and the representation it was made with. The state is behind a pointer: a
  /// class's stored property gets a dynamic exclusivity check on every access (about 80
  /// instructions, more than reading a value costs); a pointer that only this object owns
  /// needs none.
  let backing: _Backing

  /// The state of a solver, by representation.
  enum _Backing {
    /// The canonical tableau (``_Tableau``).
    case tableau(UnsafeMutablePointer<_SolverState<_Tableau>>)
    /// The factored engine (``_RevisedSimplex``).
    case engine(UnsafeMutablePointer<_SolverState<_RevisedSimplex>>)
  }

  /// Operation counts, for tests of complexity and for benchmarks (work undone by a failed
  /// call or transaction is not counted), and the representation's current size.
  /// - Complexity: O(rows), for the size.
  public var statistics: Statistics {
    switch backing {
    case .tableau(let s): return _SolverCore(self, s).statistics
    case .engine(let s): return _SolverCore(self, s).statistics
    }
  }

  /// Creates an empty solver.
  public convenience init() {
    self.init(representation: Solver.representationForNewSolvers, reportsConflicts: true)
  }

  /// An empty solver of the representation new solvers take in this task.
  convenience init(reportsConflicts: Bool) {
    self.init(representation: Solver.representationForNewSolvers, reportsConflicts: reportsConflicts)
  }

  /// An empty solver keeping its program as `representation`.
  convenience init(representation: Representation, reportsConflicts: Bool) {
    switch representation {
    case .tableau:
      var state = _SolverState<_Tableau>()
      state.reportsConflicts = reportsConflicts
      self.init(state: state)
    case .factored:
      var state = _SolverState<_RevisedSimplex>()
      state.reportsConflicts = reportsConflicts
      self.init(state: state)
    }
  }

  /// A solver holding `state` (a copy of another's, for a scratch solver).
  init<R: _SolverRepresentation>(state: _SolverState<R>) {
    let storage = UnsafeMutablePointer<_SolverState<R>>.allocate(capacity: 1)
    storage.initialize(to: state)
    let raw = UnsafeMutableRawPointer(storage)
    if R.self == _Tableau.self {
      backing = .tableau(raw.assumingMemoryBound(to: _SolverState<_Tableau>.self))
    } else if R.self == _RevisedSimplex.self {
      backing = .engine(raw.assumingMemoryBound(to: _SolverState<_RevisedSimplex>.self))
    } else {
      preconditionFailure("no solver for representation \(R.self)")
    }
  }

  deinit {
    switch backing {
    case .tableau(let s):
      s.deinitialize(count: 1)
      s.deallocate()
    case .engine(let s):
      s.deinitialize(count: 1)
      s.deallocate()
    }
  }

  /// The state of a solver on the tableau, for tests of its internals.
  var state: _SolverState<_Tableau> {
    unsafeAddress { UnsafePointer(tableauStorage) }
    unsafeMutableAddress { tableauStorage }
  }

  private var tableauStorage: UnsafeMutablePointer<_SolverState<_Tableau>> {
    guard case .tableau(let s) = backing else {
      preconditionFailure("this solver keeps the factored engine, not the tableau")
    }
    return s
  }

  /// The solver's logic on its state, when the representation is `R`.
  func core<R: _SolverRepresentation>(_: R.Type) -> _SolverCore<R> {
    switch backing {
    case .tableau(let s):
      guard R.self == _Tableau.self else { break }
      return _SolverCore(self, UnsafeMutableRawPointer(s).assumingMemoryBound(to: _SolverState<R>.self))
    case .engine(let s):
      guard R.self == _RevisedSimplex.self else { break }
      return _SolverCore(self, UnsafeMutableRawPointer(s).assumingMemoryBound(to: _SolverState<R>.self))
    }
    preconditionFailure("this solver does not hold a \(R.self)")
  }

  /// Counts of the work the solver has done since it was created.
  public struct Statistics: Sendable, Equatable {
    /// Simplex pivots (primal, dual and phase one).
    public var pivots = 0
    /// Rows rewritten by substitution during pivots and additions.
    public var rowsTouched = 0
    /// Constraints added (including edit constraints).
    public var additions = 0
    /// Constraints removed (including edit constraints).
    public var removals = 0
    /// Rows found out of bounds only through rounding and snapped back; 0 in a healthy run.
    public var numericRepairs = 0
    /// Rows in the tableau now (one per constraint, edit constraints included).
    public var rows = 0
    /// Non-zero entries in the tableau now: with ``rows``, how much the rows filled in.
    public var cells = 0
  }

  // MARK: - Constraints

  /// Adds a constraint and re-solves.
  ///
  /// - Parameter constraint: The constraint; its variables become known to the solver.
  /// - Throws: ``SolverError/duplicateConstraint(_:)`` if it is already added,
  ///   ``SolverError/invalidPriority(_:)`` if its priority is not in `1...1000`,
  ///   ``SolverError/nonFinite(_:)`` for a NaN or infinite coefficient or constant,
  ///   ``SolverError/unsatisfiableConstraint(_:conflicting:)`` if it is required and cannot
  ///   hold together with the required constraints already added (a minimal set of which is
  ///   named). Nothing changes when it throws.
  /// - Complexity: Proportional to the rows that mention the constraint's variables, plus the
  ///   simplex pivots needed to re-optimise (usually none or a few).
  public func add(_ constraint: Constraint) throws(SolverError) {
    switch backing {
    case .tableau(let s): return try _SolverCore(self, s).add(constraint)
    case .engine(let s): return try _SolverCore(self, s).add(constraint)
    }
  }

  /// Adds several constraints as one transaction: all of them, or none if one throws.
  /// - Throws: The first error of ``add(_:)``; then none of `constraints` is added.
  public func add(_ constraints: [Constraint]) throws(SolverError) {
    switch backing {
    case .tableau(let s): return try _SolverCore(self, s).add(constraints)
    case .engine(let s): return try _SolverCore(self, s).add(constraints)
    }
  }

  /// Removes a constraint and re-solves.
  /// - Throws: ``SolverError/unknownConstraint(_:)`` if it is not in the solver.
  /// - Complexity: Proportional to the rows that hold the constraint's symbols, plus the
  ///   pivots needed to re-optimise.
  public func remove(_ constraint: Constraint) throws(SolverError) {
    switch backing {
    case .tableau(let s): return try _SolverCore(self, s).remove(constraint)
    case .engine(let s): return try _SolverCore(self, s).remove(constraint)
    }
  }

  /// Removes several constraints as one transaction: all of them, or none if one throws.
  /// - Throws: ``SolverError/unknownConstraint(_:)`` (for one not in the solver, or listed
  ///   twice); then none of `constraints` is removed.
  /// - Complexity: As many single removals, and one re-optimisation. A removal cannot fail
  ///   once the list is checked, so no snapshot of the state is taken for undo. They are
  ///   removed newest first, whatever the order of the list: that undoes the additions
  ///   (a chain removed so rewrites no row, where oldest first rewrites every later row).
  public func remove(_ constraints: [Constraint]) throws(SolverError) {
    switch backing {
    case .tableau(let s): return try _SolverCore(self, s).remove(constraints)
    case .engine(let s): return try _SolverCore(self, s).remove(constraints)
    }
  }

  /// Whether the constraint (this very object) is in the solver.
  public func contains(_ constraint: Constraint) -> Bool {
    switch backing {
    case .tableau(let s): return _SolverCore(self, s).contains(constraint)
    case .engine(let s): return _SolverCore(self, s).contains(constraint)
    }
  }

  /// Calls `body` with each variable whose value may have changed since the last call (or
  /// since the solver was made), then forgets them. `body` may read values but
  /// must not change the solver.
  ///
  /// This is how a layout reads back only the frames that moved. The list is a superset: a
  /// value that changed and came back is listed too; a variable no constraint mentions any
  /// more may be listed (its value is then 0). Inside a transaction the values are not yet
  /// final: call it after the transaction.
  /// - Complexity: Proportional to the variables listed; the list is kept as the solver
  ///   works, at the cost of one flag test per row it rewrites, and allocates nothing once
  ///   its storage has grown.
  public func consumeChangedVariables(_ body: (Variable) -> Void) {
    switch backing {
    case .tableau(let s): return _SolverCore(self, s).consumeChangedVariables(body)
    case .engine(let s): return _SolverCore(self, s).consumeChangedVariables(body)
    }
  }

  /// Whether an added constraint or edit variable mentions `variable` (with a non-zero
  /// coefficient or not). A variable nothing mentions is free: its value is `0` and
  /// ``ambiguousVariables()`` cannot list it, since the solver does not know it.
  /// - Complexity: O(1).
  public func mentions(_ variable: Variable) -> Bool {
    switch backing {
    case .tableau(let s): return _SolverCore(self, s).mentions(variable)
    case .engine(let s): return _SolverCore(self, s).mentions(variable)
    }
  }

  /// The constraints in the solver, in the order they were added (edit variables' internal
  /// constraints are not listed).
  public var constraints: [Constraint] {
    switch backing {
    case .tableau(let s): return _SolverCore(self, s).constraints
    case .engine(let s): return _SolverCore(self, s).constraints
    }
  }

  /// The priority the solver uses for an added constraint (the one it was added with, or the
  /// one given to ``setPriority(_:of:)`` since), or `nil` if it is not in the solver.
  public func priority(of constraint: Constraint) -> Priority? {
    switch backing {
    case .tableau(let s): return _SolverCore(self, s).priority(of: constraint)
    case .engine(let s): return _SolverCore(self, s).priority(of: constraint)
    }
  }

  /// Switches an added constraint off or on without removing it: a switched-off constraint
  /// stays in the solver, keeps its priority (``priority(of:)``), and has no effect at all
  /// on the solution, as if it were removed.
  ///
  /// This is how a layout switches whole constraint sets: the sets that are not in force are
  /// switched off, and a switch rebuilds no row (only the costs of the row's errors move),
  /// where removing and adding would rebuild each row. A required constraint's row is rebuilt
  /// once, the first time it is switched off, with errors costed above every priority while
  /// it is on; each switch on then checks that those errors are zero at the optimum.
  ///
  /// Switching on a required constraint that conflicts with the required constraints in
  /// force throws, and nothing changes. Switching to the state a constraint is already in
  /// does nothing.
  /// - Throws: ``SolverError/unknownConstraint(_:)``,
  ///   ``SolverError/unsatisfiableConstraint(_:conflicting:)``.
  /// - Complexity: Proportional to the length of the rows of its error symbols, plus the
  ///   pivots of re-optimising (at once, for a required one, to check it holds); the first
  ///   switch off of a required constraint added switched on: a removal and an addition.
  public func setEnabled(_ enabled: Bool, for constraint: Constraint) throws(SolverError) {
    switch backing {
    case .tableau(let s): return try _SolverCore(self, s).setEnabled(enabled, for: constraint)
    case .engine(let s): return try _SolverCore(self, s).setEnabled(enabled, for: constraint)
    }
  }

  /// Adds a constraint switched on or off. Switched off, it goes in without effect (and so
  /// without conflict, even if required), ready for ``setEnabled(_:for:)``.
  /// - Throws: As ``add(_:)-(Constraint)``; switched off, never
  ///   ``SolverError/unsatisfiableConstraint(_:conflicting:)``.
  public func add(_ constraint: Constraint, isEnabled: Bool) throws(SolverError) {
    switch backing {
    case .tableau(let s): return try _SolverCore(self, s).add(constraint, isEnabled: isEnabled)
    case .engine(let s): return try _SolverCore(self, s).add(constraint, isEnabled: isEnabled)
    }
  }

  /// Whether an added constraint is switched on, or `nil` if it is not in the solver.
  public func isEnabled(_ constraint: Constraint) -> Bool? {
    switch backing {
    case .tableau(let s): return _SolverCore(self, s).isEnabled(constraint)
    case .engine(let s): return _SolverCore(self, s).isEnabled(constraint)
    }
  }

  /// Changes the priority of an added constraint and re-solves.
  ///
  /// Between two non-required priorities only the objective changes: no row is rebuilt, so
  /// this is much cheaper than removing and adding the constraint. To or from `.required`
  /// the constraint is rebuilt internally; making it required throws if it then conflicts.
  /// The constraint object keeps the ``Constraint/priority`` it was made with.
  /// - Throws: ``SolverError/unknownConstraint(_:)``, ``SolverError/invalidPriority(_:)``,
  ///   ``SolverError/unsatisfiableConstraint(_:conflicting:)`` (nothing changes then).
  /// - Complexity: Non-required to non-required: proportional to the length of the rows of its
  ///   error symbols, plus the pivots of re-optimising.
  public func setPriority(_ priority: Priority, of constraint: Constraint) throws(SolverError) {
    switch backing {
    case .tableau(let s): return try _SolverCore(self, s).setPriority(priority, of: constraint)
    case .engine(let s): return try _SolverCore(self, s).setPriority(priority, of: constraint)
    }
  }

  // MARK: - Edit variables

  /// Makes `variable` an edit variable: one whose value you suggest, held at that value with
  /// `priority` (like a non-required `variable == value` constraint).
  ///
  /// Until a value is suggested, the variable is held at its current value, so adding an
  /// edit variable does not move anything.
  /// - Throws: ``SolverError/duplicateEditVariable(_:)`` if it already is one (whatever
  ///   the priority), ``SolverError/requiredEditVariable(_:)`` for `.required`,
  ///   ``SolverError/invalidPriority(_:)`` outside `1...1000`.
  public func addEditVariable(_ variable: Variable, priority: Priority) throws(SolverError) {
    switch backing {
    case .tableau(let s): return try _SolverCore(self, s).addEditVariable(variable, priority: priority)
    case .engine(let s): return try _SolverCore(self, s).addEditVariable(variable, priority: priority)
    }
  }

  /// Stops editing `variable`: its edit constraint is removed.
  /// - Throws: ``SolverError/unknownEditVariable(_:)`` if it is not an edit variable.
  public func removeEditVariable(_ variable: Variable) throws(SolverError) {
    switch backing {
    case .tableau(let s): return try _SolverCore(self, s).removeEditVariable(variable)
    case .engine(let s): return try _SolverCore(self, s).removeEditVariable(variable)
    }
  }

  /// Whether `variable` is an edit variable.
  public func isEditVariable(_ variable: Variable) -> Bool {
    switch backing {
    case .tableau(let s): return _SolverCore(self, s).isEditVariable(variable)
    case .engine(let s): return _SolverCore(self, s).isEditVariable(variable)
    }
  }

  /// Suggests a value for an edit variable and re-solves (by the dual simplex).
  ///
  /// Inside a ``transaction(_:)`` the suggestion takes effect when the transaction ends;
  /// the last value suggested for a variable wins.
  /// - Throws: ``SolverError/unknownEditVariable(_:)``, ``SolverError/nonFinite(_:)``.
  /// - Complexity: Proportional to the rows that hold the edit's error symbols, plus the
  ///   dual pivots the new value needs. Allocates nothing when no row must grow.
  public func suggestValue(_ value: Double, for variable: Variable) throws(SolverError) {
    switch backing {
    case .tableau(let s): return try _SolverCore(self, s).suggestValue(value, for: variable)
    case .engine(let s): return try _SolverCore(self, s).suggestValue(value, for: variable)
    }
  }

  // MARK: - Transactions

  /// Runs `body` as one transaction: its operations are applied as they are called, and the
  /// solution is re-optimised once, when the body returns.
  ///
  /// If the body throws, every change made in it is undone (constraints, edit variables,
  /// suggested values, priorities, values) and the error is rethrown. Transactions nest; an
  /// inner one that throws undoes only its own changes. Inside the body, ``value(of:)`` is
  /// not yet up to date.
  /// - Parameter body: Receives this solver.
  /// - Returns: What `body` returns.
  /// - Complexity: The operations' own cost plus one re-optimisation; undoing costs what
  ///   the transaction changed (each changed row, column and record is restored).
  @discardableResult
  public func transaction<R, E: Error>(_ body: (Solver) throws(E) -> R) throws(E) -> R {
    switch backing {
    case .tableau(let s): return try _SolverCore(self, s).transaction(body)
    case .engine(let s): return try _SolverCore(self, s).transaction(body)
    }
  }

  /// Runs `body` as one transaction whose result `validate` checks before it is kept: after
  /// the body returns, the solution is re-optimised (as a transaction's end does), then
  /// `validate` is called; if it throws, every change of the transaction (and of `validate`)
  /// is undone and the error rethrown, as if the body had thrown.
  ///
  /// This is how a caller refuses a result it can only judge once it is solved (a layout
  /// whose window did not get the size it asked for): the undo logs of the transaction are
  /// still open while `validate` runs, so undoing costs what the transaction changed, and
  /// nothing has to be replayed or reversed by hand. `validate` may read values
  /// (``value(of:)`` is up to date) and may change the solver, for instance add a required
  /// constraint to find out which constraints keep the result from what it should be: its
  /// operations take effect as they would after the transaction (re-optimised at once, or at
  /// the end of an enclosing transaction), are kept if it returns and undone if it throws.
  /// Inside an enclosing transaction the re-optimisation happens here too, so that
  /// `validate` sees solved values; the enclosing transaction still undoes everything if it
  /// throws later.
  /// - Parameters:
  ///   - body: Receives this solver; its operations are applied as they are called.
  ///   - validate: Receives this solver, re-optimised; throws to refuse the result.
  /// - Returns: What `body` returns.
  /// - Throws: What `body` or `validate` throws; nothing is changed then.
  /// - Complexity: As ``transaction(_:)``; the re-optimisation's changes are logged too, so
  ///   that a refusal undoes them (one log entry per row, column or record it changes).
  @discardableResult
  public func transaction<R, E: Error>(
    _ body: (Solver) throws(E) -> R, validate: (Solver) throws(E) -> Void
  ) throws(E) -> R {
    switch backing {
    case .tableau(let s): return try _SolverCore(self, s).transaction(body, validate: validate)
    case .engine(let s): return try _SolverCore(self, s).transaction(body, validate: validate)
    }
  }

  // MARK: - Reading the solution

  /// The value of `variable` in the current solution; `0` for a variable that no added
  /// constraint mentions.
  /// - Complexity: O(1).
  public func value(of variable: Variable) -> Double {
    switch backing {
    case .tableau(let s): return _SolverCore(self, s).value(of: variable)
    case .engine(let s): return _SolverCore(self, s).value(of: variable)
    }
  }

  /// The variables whose value is not unique: another solution exists that satisfies the
  /// required constraints and is just as good at every priority, and in which the variable
  /// has another value (the layout analogue of `hasAmbiguousLayout`).
  ///
  /// Listed in the order the variables first became known to the solver.
  /// - Complexity: Proportional to the tableau for most systems; a small linear program per
  ///   variable whose freedom is blocked only by degenerate rows.
  public func ambiguousVariables() -> [Variable] {
    switch backing {
    case .tableau(let s): return _SolverCore(self, s).ambiguousVariables()
    case .engine(let s): return _SolverCore(self, s).ambiguousVariables()
    }
  }

  /// Removes every constraint and edit variable.
  public func reset() {
    switch backing {
    case .tableau(let s): return _SolverCore(self, s).reset()
    case .engine(let s): return _SolverCore(self, s).reset()
    }
  }
}
