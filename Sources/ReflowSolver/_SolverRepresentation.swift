/// What ``Solver`` needs of the representation of its linear program: the one seam between
/// the solver's records (constraints, edit variables, priorities, undo of its own books) and
/// the simplex that holds the rows.
///
/// The solver writes each constraint as a row over symbols (its variables' external
/// symbols, then its own marker and errors, divided by its largest coefficient), asks the
/// representation where the row can go, adds it, moves costs between priority levels,
/// moves right-hand sides for suggested values and constant changes, and re-optimises. It
/// never reads the representation's storage: everything it needs is a requirement here.
///
/// ``_Tableau`` (the canonical tableau: every basic symbol's row over the parametric ones)
/// conforms today. The solver holds a concrete conformer, so no call pays for dispatch.
///
/// Symbols are dense `Int32` ids that the representation hands out (``newSymbol(_:)``) and
/// takes back (``releaseSymbol(_:)``), last freed first reused, so the same calls give the
/// same ids; the solver keeps its per-symbol tables in step with them.
protocol _SolverRepresentation {
  /// Where an undo scope began (``beginUndo()``).
  associatedtype UndoMark
  /// A constraint's row as the representation takes it, from ``writeRow(_:constant:)``.
  associatedtype WrittenRow

  /// An empty representation.
  init()

  // MARK: - Symbols

  /// A new symbol of `kind`, non-basic (value 0) and in no row.
  mutating func newSymbol(_ kind: _SymbolKind) -> Int32
  /// Gives back a non-basic symbol's id (its cost and any rounding residue go with it).
  mutating func releaseSymbol(_ s: Int32)
  /// The kind `s` was made with.
  func kind(of s: Int32) -> _SymbolKind
  /// Whether `s` is basic (its value is then its row's).
  func isBasic(_ s: Int32) -> Bool
  /// The current value of `s` (0 when non-basic).
  func value(of s: Int32) -> Double
  /// Ids handed out so far, in use or free.
  var symbolCount: Int { get }
  /// The basic symbols, in the representation's deterministic order.
  var basicSymbols: [Int32] { get }

  // MARK: - Rows

  /// The row `constant + sum(terms) = 0` of a constraint, written for the current basis.
  /// The terms are its variables' symbols (one may repeat) and its own marker and errors.
  mutating func writeRow(_ terms: [(symbol: Int32, coefficient: Double)], constant: Double)
    -> WrittenRow
  /// How `row` (of the constraint whose own symbols are `marker` and `other`, or -1) can go
  /// in: solved at once for a symbol, redundant with the required equalities there,
  /// infeasible with them, or only by the general way
  /// (``addRowGenerally(_:marker:other:tolerance:)``).
  /// `tolerance`: how far from 0 a row over required equalities alone may be and still be
  /// redundant.
  mutating func placement(of row: WrittenRow, marker: Int32, other: Int32, tolerance: Double)
    -> _RowPlacement
  /// The value basic symbol `e` would take if a row were solved for `subject` (non-basic)
  /// at `value`; nil when `e` is non-basic (it stays 0).
  mutating func value(of e: Int32, solvingFor subject: Int32, at value: Double) -> Double?
  /// Adds `row` solved for `subject` (from ``placement(of:marker:other:tolerance:)``).
  mutating func addRow(_ row: WrittenRow, solvedFor subject: Int32)
  /// Adds a row found ``_RowPlacement/redundant``, solved for its own `marker` (a dummy), so
  /// that it can be removed like any other.
  mutating func addRedundantRow(_ row: WrittenRow, marker: Int32)
  /// Adds a row the general way (phase one: an artificial symbol of its own, minimised;
  /// zero within `tolerance` means the row can hold, and the artificial is released). Nil
  /// when added; else the symbols of the row that proved it infeasible (a Farkas
  /// certificate), with the representation changed: the caller rolls back.
  mutating func addRowGenerally(
    _ row: WrittenRow, marker: Int32, other: Int32, tolerance: Double
  ) -> [Int32]?
  /// Removes the row of the constraint whose own symbols are `marker` and `other` (or -1),
  /// keeping feasibility; the caller releases the symbols afterwards.
  mutating func removeRow(marker: Int32, other: Int32)
  /// Moves the constant of the constraint whose own symbols are `marker` and `other` (or
  /// -1) by `delta` in units of `marker` (its row with `marker + delta` for `marker`), to
  /// the right-hand side `rightHandSide` (minus its new constant over its weight, for a
  /// representation that keeps rows as written); feasibility is the dual simplex's to
  /// restore.
  mutating func shiftRightHandSide(
    marker: Int32, other: Int32, by delta: Double, to rightHandSide: Double)
  /// Opens a batch of ``shiftRightHandSide(marker:other:by:to:)`` calls (the constants of a
  /// `replace`, the suggestions of a transaction), closed by ``endShifts()`` before anything
  /// else is asked: a representation may move its values once for the whole batch.
  mutating func beginShifts()
  /// Closes the batch opened by ``beginShifts()``: the values are those of the rows shifted.
  mutating func endShifts()
  /// Writes every row afresh from the constraints as written (`written`, for the current
  /// basic symbols), dropping the rounding that pivots accumulated. The costs must be
  /// rebuilt after it (``Solver/rebuildObjective()``).
  mutating func rewriteRows(from written: _WrittenBasis)

  // MARK: - Costs

  /// Adds `delta` to the cost of the non-basic symbol `s` at `level`.
  mutating func addCost(_ delta: Double, to s: Int32, at level: Float)
  /// Moves the cost (`weight` per unit) of error symbol `e` from level `old` to level `new`
  /// (`nil`: none), basic or not.
  mutating func moveCost(of e: Int32, weight: Double, from old: Float?, to new: Float?)
  /// Removes every cost at every level (before they are rebuilt from the records).
  mutating func clearCosts()

  // MARK: - Optimisation

  /// Primal simplex to the lexicographic optimum; with `stoppingBeforeSmallPivots`, false
  /// before a pivot whose rounding only rows written afresh can judge
  /// (``rewriteRows(from:)``), true at the optimum.
  @discardableResult
  mutating func optimize(stoppingBeforeSmallPivots: Bool) -> Bool
  /// Dual simplex back to feasibility (after moved right-hand sides). With
  /// `reportingFailure`, false when a row cannot be made feasible (the caller undoes);
  /// `stoppingBeforeSmallPivots` as for ``optimize(stoppingBeforeSmallPivots:)``.
  @discardableResult
  mutating func dualOptimize(reportingFailure: Bool, stoppingBeforeSmallPivots: Bool) -> Bool
  /// Whether the rows should be written afresh after a commit: they carry the
  /// magnification of a small pivot, or of an ill-conditioned basis and pivots were taken
  /// since `pivotsBefore`.
  func needsRowsRewritten(pivotsBefore: Int) -> Bool

  // MARK: - Reports

  /// Appends to `list` every external symbol whose value may have changed since the last
  /// call (each once), and forgets them.
  mutating func takeChangedSymbols(into list: inout [Int32])
  /// Whether `s` is listed as changed; un-lists it (before `s` is released).
  mutating func takeChangedMark(of s: Int32) -> Bool
  /// The symbols whose value is not unique at the optimum.
  mutating func ambiguousSymbols() -> [Int32]

  /// Where the representation's own state breaks its invariants (empty when healthy), for
  /// tests; `optimal`: also that no cost improves (outside transactions).
  func invariantViolations(optimal: Bool) -> [String]

  // MARK: - Undo

  /// Opens an undo scope.
  mutating func beginUndo() -> UndoMark
  /// Ends a scope, keeping its changes.
  mutating func endUndo(_ mark: UndoMark)
  /// Ends a scope, undoing every change made in it.
  mutating func rollBack(to mark: UndoMark)
  /// Entries the open scopes have logged (for tests of what a scope costs).
  var loggedCount: Int { get }
  /// The same representation with no scope open and nothing logged.
  var withoutUndo: Self { get }
  /// Empties it, keeping the open scopes (a rollback restores what was there).
  mutating func removeAll()

  // MARK: - Figures (``Solver/Statistics``)

  /// Simplex pivots so far.
  var pivots: Int { get }
  /// Rows (or basic values) rewritten so far.
  var rowsTouched: Int { get }
  /// Rows found out of bounds only through rounding and snapped back.
  var numericRepairs: Int { get }
  /// Rows in use.
  var rowCount: Int { get }
  /// Non-zero entries held for the rows.
  var cellCount: Int { get }
}

/// How a new row can go in (``_SolverRepresentation/placement(of:marker:other:tolerance:)``).
enum _RowPlacement {
  /// Solved at once for `subject`, which then takes `value`.
  case direct(subject: Int32, value: Double)
  /// Over required equalities alone, and holds with them: nothing to solve.
  case redundant
  /// Over required equalities alone, and cannot hold with them: the row's symbols.
  case infeasible(suspects: [Int32])
  /// Needs the general way (``_SolverRepresentation/addRowGenerally(_:marker:other:tolerance:)``).
  case general
}

extension _SolverRepresentation {
  /// Nothing to batch: each shift moves the rows it reaches at once (the tableau).
  @inline(__always) mutating func beginShifts() {}
  /// See ``beginShifts()``.
  @inline(__always) mutating func endShifts() {}

  /// Primal simplex to the lexicographic optimum, whatever the pivots.
  @inline(__always) mutating func optimize() {
    optimize(stoppingBeforeSmallPivots: false)
  }

  /// Dual simplex back to feasibility; with `reportingFailure`, false when a row cannot be
  /// made feasible.
  @discardableResult
  @inline(__always) mutating func dualOptimize(reportingFailure: Bool = false) -> Bool {
    dualOptimize(reportingFailure: reportingFailure, stoppingBeforeSmallPivots: false)
  }

  /// Dual simplex back to feasibility, stopping before small pivots as
  /// ``optimize(stoppingBeforeSmallPivots:)``.
  @inline(__always) mutating func dualOptimize(stoppingBeforeSmallPivots: Bool) -> Bool {
    dualOptimize(reportingFailure: false, stoppingBeforeSmallPivots: stoppingBeforeSmallPivots)
  }
}
