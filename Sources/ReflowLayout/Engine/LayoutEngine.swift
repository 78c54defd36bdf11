/// The solver of one window, the layout's side of its state (which constraints are active,
/// in which order), and the undo log of that side.
///
/// Every change runs inside a window transaction (``Window/transaction(_:)``): one solver
/// transaction, and in the same scope the log of what the change did to layout objects
/// (``_LayoutUndo``). A change that throws is undone by the solver's own logs and this one,
/// newest first: nothing is replayed or reversed by hand.
final class _LayoutEngine {
  let solver = Solver()

  /// The window's own solver constraints that are not an item's (the root view at the
  /// origin), with what they are for.
  var windowConstraints: [_SystemConstraint] = []
  /// The layout constraints in the solver, in no particular order: each knows its place
  /// (`activeIndex`) and when it entered (`activationSerial`), so that recording one is an
  /// append and forgetting one a swap with the last, without hashing (two dictionaries keyed
  /// by constraint were a fifth of the layout layer's cost of building a tree).
  @exclusivity(unchecked) private(set) var activeConstraints: [LayoutConstraint] = []
  @exclusivity(unchecked) private var nextSerial = 0

  /// What the open transactions changed on the layout's side, oldest first (empty when none
  /// is open).
  @exclusivity(unchecked) var undoLog: [_LayoutUndo] = []
  /// The number of window transactions open.
  @exclusivity(unchecked) var transactionDepth = 0

  /// The layout constraints in the solver (switched on or off), in the order they entered.
  var constraintsInOrder: [LayoutConstraint] { inActivationOrder(activeConstraints) }

  /// Constraints in the solver, in the order they entered it.
  /// - Complexity: A sort of integers (a comparator that looked both serials up hashed
  ///   2 n log n times: most of a window's teardown).
  func inActivationOrder(_ list: [LayoutConstraint]) -> [LayoutConstraint] {
    list.map { ($0.activationSerial, $0) }.sorted { $0.0 < $1.0 }.map(\.1)
  }

  // MARK: - Words

  /// Solver constraints as the error names them: a layout constraint (with its words), or one
  /// of the layout's own, written from its expression with what it is for.
  ///
  /// Owners are found here, only when an error needs them: a map kept from solver constraint
  /// to owner would be re-keyed on every constant change (hundreds per rotation).
  /// `entering`: layout constraints whose solver forms were being added or swapped in (not
  /// yet recorded); `extra`: constraints of the layout's own that no item holds.
  func describe(
    _ list: [Constraint], in window: Window, entering: [(Constraint, LayoutConstraint)],
    extra: [_SystemConstraint]
  ) -> [NamedConstraint] {
    var owner: [ObjectIdentifier: LayoutConstraint] = [:]
    for lc in activeConstraints {
      if let sc = lc.solverConstraint { owner[ObjectIdentifier(sc)] = lc }
    }
    for (sc, lc) in entering { owner[ObjectIdentifier(sc)] = lc }
    var purpose: [ObjectIdentifier: String] = [:]
    let own = window.allViews.flatMap { $0.itemsOfView.flatMap(\.systemConstraints) }
    for s in own + windowConstraints + extra { purpose[ObjectIdentifier(s.constraint)] = s.purpose }
    return list.map { c in
      let id = ObjectIdentifier(c)
      if let lc = owner[id] { return NamedConstraint(lc) }
      return NamedConstraint(c, purpose: purpose[id] ?? "made by the layout")
    }
  }

  /// The solver's error in the layout's words.
  func translate(
    _ error: SolverError, in window: Window, entering: [(Constraint, LayoutConstraint)] = [],
    extra: [_SystemConstraint] = []
  ) -> LayoutError {
    switch error {
    case .unsatisfiableConstraint(let c, let conflicting):
      let named = describe([c] + conflicting, in: window, entering: entering, extra: extra)
      return .unsatisfiable(named[0], conflicting: Array(named.dropFirst()))
    case .invalidPriority(let p):
      return .invalidPriority(p, constraint: NamedConstraint(words: "", purpose: "a constraint"))
    case .nonFinite(let where_):
      return .nonFinite(where_)
    case .duplicateConstraint(let c), .unknownConstraint(let c):
      // The layout adds and removes each solver constraint once; reaching this is a bug.
      let named = describe([c], in: window, entering: entering, extra: extra)[0]
      return .unsatisfiable(
        NamedConstraint(words: named.description, purpose: "internal error"), conflicting: [])
    case .duplicateEditVariable(let v), .unknownEditVariable(let v),
      .requiredEditVariable(let v):
      return .unsatisfiable(
        NamedConstraint(words: "edit variable \(v)", purpose: "internal error"), conflicting: [])
    }
  }

  /// Runs solver calls, naming their error in the layout's words, with the layout
  /// constraints of `entering` (made only if it throws) known by their new solver forms.
  func solving(
    _ window: Window, entering new: () -> [(Constraint, LayoutConstraint)] = { [] },
    _ body: () throws(SolverError) -> Void
  ) throws(LayoutError) {
    do {
      try body()
    } catch {
      throw translate(error, in: window, entering: new())
    }
  }

  // MARK: - Layout constraints

  /// Validates a constraint about to be activated.
  static func validate(_ c: LayoutConstraint) throws(LayoutError) {
    guard c.priority.isValid else {
      throw .invalidPriority(c.priority.rawValue, constraint: NamedConstraint(c))
    }
    guard c.multiplier.isFinite, c.storedConstant.isFinite else {
      throw .nonFinite("the multiplier or constant of `\(c)`")
    }
  }

  /// Adds layout constraints to the solver (each switched on or off) and records them as
  /// active. Inside a window transaction.
  func add(_ made: [(LayoutConstraint, Constraint, Bool)], in window: Window) throws(LayoutError) {
    try solving(window, entering: { made.map { ($0.1, $0.0) } }) { () throws(SolverError) in
      for (_, sc, enabled) in made { try solver.add(sc, isEnabled: enabled) }
    }
    for (c, sc, _) in made { record(c, sc, in: window) }
  }

  /// Activates layout constraints (none already active), each once. Inside a window
  /// transaction.
  func activate(_ list: [LayoutConstraint], in window: Window) throws(LayoutError) {
    var seen = Set<ObjectIdentifier>(minimumCapacity: list.count)
    var made: [(LayoutConstraint, Constraint, Bool)] = []
    made.reserveCapacity(list.count)
    for c in list where seen.insert(ObjectIdentifier(c)).inserted {
      try _LayoutEngine.validate(c)
      made.append((c, c.makeSolverConstraint(), true))
    }
    try add(made, in: window)
  }

  /// Removes the layout constraints that are in the solver (removing never conflicts);
  /// others are ignored. Inside a window transaction.
  func deactivate(_ list: [LayoutConstraint], in window: Window) throws(LayoutError) {
    try remove(list, systemConstraintsOf: [], in: window)
  }

  /// Removes layout constraints (those in the solver) and the own constraints of `items` in
  /// one solver call, and empties the items' lists (logged). Inside a window transaction.
  /// - Complexity: One removal of the whole list (newest first), whatever the number of items.
  func remove(
    _ list: [LayoutConstraint], systemConstraintsOf items: [LayoutItem], in window: Window
  ) throws(LayoutError) {
    let active = list.filter { $0.solverConstraint != nil }
    var forms = active.map { $0.solverConstraint! }
    for item in items {
      for s in item.systemConstraints where solver.contains(s.constraint) {
        forms.append(s.constraint)
      }
    }
    try solving(window) { () throws(SolverError) in try solver.remove(forms) }
    for c in active { forget(c) }
    for item in items where !item.systemConstraints.isEmpty {
      log(.systemConstraints(item, item.systemConstraints))
      item.systemConstraints = []
    }
  }

  /// Records `c` as active with the solver form `sc` (logged).
  private func record(_ c: LayoutConstraint, _ sc: Constraint, in window: Window) {
    log(.activation(c, c.solverConstraint, serial: c.activeIndex >= 0 ? c.activationSerial : nil))
    c.solverConstraint = sc
    c.activeWindow = window
    insertActive(c)
    c.activationSerial = nextSerial
    nextSerial += 1
  }

  /// Records `c` as out of the solver (logged).
  private func forget(_ c: LayoutConstraint) {
    log(.activation(c, c.solverConstraint, serial: c.activeIndex >= 0 ? c.activationSerial : nil))
    c.solverConstraint = nil
    c.activeWindow = nil
    removeActive(c)
  }

  /// Puts `c` in the list of constraints in the solver, if it is not there.
  private func insertActive(_ c: LayoutConstraint) {
    guard c.activeIndex < 0 else { return }
    c.activeIndex = activeConstraints.count
    activeConstraints.append(c)
  }

  /// Takes `c` out of the list of constraints in the solver (the last one takes its place).
  private func removeActive(_ c: LayoutConstraint) {
    let i = c.activeIndex
    guard i >= 0 else { return }
    let last = activeConstraints.removeLast()
    if last !== c {
      activeConstraints[i] = last
      last.activeIndex = i
    }
    c.activeIndex = -1
  }

  /// Puts back a constraint's activation as a log entry recorded it.
  func restoreActivation(
    _ c: LayoutConstraint, _ sc: Constraint?, serial: Int?, in window: Window
  ) {
    c.solverConstraint = sc
    c.activeWindow = sc == nil ? nil : window
    if sc == nil {
      removeActive(c)
    } else {
      insertActive(c)
      c.activationSerial = serial ?? c.activationSerial
    }
  }

  /// Changes the solver's priority of an active constraint and the constraint's own
  /// (logged). Inside a window transaction.
  func setPriority(_ p: Priority, of c: LayoutConstraint, in window: Window) throws(LayoutError) {
    try solving(window) { () throws(SolverError) in
      try solver.setPriority(p, of: c.solverConstraint!)
    }
    log(.priority(c, c.storedPriority))
    c.storedPriority = p
  }

  /// Gives active constraints new constants, their solver forms swapped in one solver call
  /// (in place: only the constants differ). The constants are set first (logged), so that an
  /// error names the constraints with their new values. Inside a window transaction.
  func setConstants(_ changes: [(LayoutConstraint, Double)], in window: Window)
    throws(LayoutError)
  {
    var pairs: [(old: Constraint, new: Constraint)] = []
    pairs.reserveCapacity(changes.count)
    var constants: [Double] = []
    constants.reserveCapacity(changes.count)
    for (c, value) in changes {
      constants.append(c.storedConstant)
      pairs.append((c.solverConstraint!, c.solverConstraint(withConstant: value)))
      c.storedConstant = value
    }
    log(.constants(changes, pairs, constants))
    try solving(window, entering: { zip(pairs, changes).map { ($0.new, $1.0) } }) {
      () throws(SolverError) in
      try solver.replace(pairs)
    }
    for i in changes.indices { changes[i].0.solverConstraint = pairs[i].new }
  }

  // MARK: - System constraints

  /// Swaps an item's own constraints (margins, safe area, intrinsic size): the old ones out
  /// of the solver, the new ones in, and the item's list (logged). Inside a window
  /// transaction.
  func replaceSystemConstraints(
    of item: LayoutItem, with new: [_SystemConstraint], in window: Window
  ) throws(LayoutError) {
    try replaceSystemConstraints([(item, new)], in: window)
  }

  /// Swaps several items' own constraints, as ``replaceSystemConstraints(of:with:in:)`` each.
  ///
  /// Where an item's new list is its old one with other constants (a new intrinsic size, new
  /// margins), the unchanged constraints stay and the others move in place, all items' in
  /// one `Solver.replace` (one run of the dual simplex): removing and adding them pivoted and
  /// rewrote every row that mentioned the view, which made a rotation of a column of n
  /// wrapping labels O(n^3).
  /// - Complexity: In place: the rows holding the changed constraints' markers, and the
  ///   dual simplex's pivots; otherwise a removal and an addition per constraint.
  func replaceSystemConstraints(
    _ changes: [(item: LayoutItem, new: [_SystemConstraint])], in window: Window
  ) throws(LayoutError) {
    var lists: [[_SystemConstraint]] = []
    lists.reserveCapacity(changes.count)
    do {
      var moved: [(old: Constraint, new: Constraint)] = []
      // An intrinsic size's four bounds, as a rotation moves for every wrapping label.
      moved.reserveCapacity(4 * changes.count)
      for (item, new) in changes {
        let old = item.systemConstraints
        if let merged = constantChanges(from: old, to: new, into: &moved) {
          lists.append(merged)
        } else {
          for s in old where solver.contains(s.constraint) { try solver.remove(s.constraint) }
          for s in new { try solver.add(s.constraint) }
          lists.append(new)
        }
      }
      try solver.replace(moved)
    } catch {
      // The new ones are not the items' yet: name them by their purpose all the same.
      throw translate(error, in: window, extra: changes.flatMap(\.new))
    }
    for ((item, _), merged) in zip(changes, lists) {
      log(.systemConstraints(item, item.systemConstraints))
      item.systemConstraints = merged
    }
  }

  /// When `new` is `old` (all in the solver) position by position with only constants
  /// changed: appends the pairs whose constant changed to `moved` and returns the list to
  /// keep (`old`'s constraint where the constant is the same); otherwise `nil`, and `moved`
  /// is as it was. By index, without a list of pairs per item: a rotation calls it for every
  /// wrapping label.
  private func constantChanges(
    from old: [_SystemConstraint], to new: [_SystemConstraint],
    into moved: inout [(old: Constraint, new: Constraint)]
  ) -> [_SystemConstraint]? {
    guard old.count == new.count, !old.isEmpty else { return nil }
    for i in old.indices {
      let (a, b) = (old[i].constraint, new[i].constraint)
      guard a.relation == b.relation, a.priority == b.priority, solver.contains(a) else {
        return nil
      }
      // Both a bound on the same variable (an intrinsic size's): the same terms, known
      // without copying them out of the constraints.
      if let v = old[i].boundVariable, v == new[i].boundVariable { continue }
      let (x, y) = (a.expression.terms, b.expression.terms)
      guard x.count == y.count else { return nil }
      for j in x.indices
      where x[j].variable !== y[j].variable || x[j].coefficient != y[j].coefficient {
        return nil
      }
    }
    var merged = new
    for i in old.indices {
      let (a, b) = (old[i].constraint, new[i].constraint)
      if a.expression.constant != b.expression.constant {
        moved.append((a, b))
      } else if a !== b {
        merged[i] = old[i]
      }
    }
    return merged
  }

  // MARK: - The log

  /// Logs the old value of something a change is about to change (only inside a
  /// transaction: outside one there is nothing to undo).
  @inline(__always) func log(_ entry: _LayoutUndo) {
    if transactionDepth > 0 { undoLog.append(entry) }
  }

  // MARK: - Ambiguity

  /// The identities of the variables the solver reports as ambiguous.
  func ambiguousSet() -> Set<ObjectIdentifier> {
    Set(solver.ambiguousVariables().map(ObjectIdentifier.init))
  }
}

/// One of the layout's own constraints (an item's margins, safe area, intrinsic size; the
/// root at the window's origin), with what it is for; its words come from its expression.
struct _SystemConstraint {
  let constraint: Constraint
  /// Whose constraint it is (`card`), if the purpose names an item.
  private let subject: String?
  private let what: String
  /// For a bound on one variable (`variable <= c` or `>= c`, coefficient 1), that variable:
  /// two such constraints of one relation differ only in their constants.
  let boundVariable: ObjectIdentifier?

  /// `card's layout margins`, `the window's size`: made when asked, in an error, not for
  /// each of the constraints a rotation makes (four per wrapping label).
  var purpose: String { subject.map { "\($0)'s \(what)" } ?? what }

  init(_ constraint: Constraint, _ purpose: String) {
    self.constraint = constraint
    subject = nil
    what = purpose
    boundVariable = nil
  }

  /// A constraint of `subject`'s: its purpose is `subject's what`.
  init(_ constraint: Constraint, of subject: String, _ what: String) {
    self.constraint = constraint
    self.subject = subject
    self.what = what
    boundVariable = nil
  }

  /// `subject`'s bound on `variable` (`variable <= c` or `variable >= c`).
  init(bound constraint: Constraint, on variable: Variable, of subject: String, _ what: String) {
    assert(
      constraint.expression.terms.count == 1 && constraint.expression.terms[0].variable === variable
        && constraint.expression.terms[0].coefficient == 1)
    self.constraint = constraint
    self.subject = subject
    self.what = what
    boundVariable = ObjectIdentifier(variable)
  }
}
