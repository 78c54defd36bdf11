/// The solver of one window and what it needs to speak about its constraints in words.
///
/// Every change goes through one solver transaction, so a change that throws leaves the
/// solver exactly as it was; the layout objects (constraints, sets) are updated only after
/// the transaction succeeded.
final class _LayoutEngine {
  let solver = Solver()

  /// The words of the window's own solver constraints (margins, safe area, intrinsic size,
  /// the root at the origin).
  private var systemDescriptions: [ObjectIdentifier: String] = [:]
  /// The layout constraints whose solver forms are being added or swapped in by the call in
  /// progress (not yet recorded as active), for naming them if it throws.
  private var entering: [(Constraint, LayoutConstraint)] = []

  /// The active layout constraints, in activation order (for dumps and diagnostics).
  private(set) var activeConstraints: [ObjectIdentifier: LayoutConstraint] = [:]
  /// When each constraint in `activeConstraints` entered the solver, for listing in order.
  private var activationSerial: [ObjectIdentifier: Int] = [:]
  private var nextSerial = 0

  /// The layout constraints in the solver (switched on or off), in the order they entered.
  var constraintsInOrder: [LayoutConstraint] {
    activeConstraints.values.sorted {
      activationSerial[ObjectIdentifier($0)]! < activationSerial[ObjectIdentifier($1)]!
    }
  }

  // MARK: - Words

  /// Solver constraints in words: a layout constraint's description, or a system
  /// constraint's.
  ///
  /// Layout constraints are found from the active ones and those entering, only here: a
  /// map kept from solver constraint to owner would be re-keyed on every constant change
  /// (hundreds per rotation), and words are needed only for errors.
  func describe(_ list: [Constraint]) -> [String] {
    var owner: [ObjectIdentifier: LayoutConstraint] = [:]
    for lc in activeConstraints.values {
      if let sc = lc.solverConstraint { owner[ObjectIdentifier(sc)] = lc }
    }
    for (sc, lc) in entering { owner[ObjectIdentifier(sc)] = lc }
    return list.map { c in
      let id = ObjectIdentifier(c)
      return owner[id]?.description ?? systemDescriptions[id] ?? c.name ?? c.description
    }
  }

  /// The solver's error in the layout's words.
  func translate(_ error: SolverError) -> LayoutError {
    switch error {
    case .unsatisfiableConstraint(let c, let conflicting):
      let words = describe([c] + conflicting)
      return .unsatisfiable(words[0], conflicting: Array(words.dropFirst()))
    case .invalidPriority(let p):
      return .invalidPriority(p, constraint: "a layout constraint")
    case .nonFinite(let where_):
      return .nonFinite(where_)
    case .duplicateConstraint(let c), .unknownConstraint(let c):
      // The layout adds and removes each solver constraint once; reaching this is a bug.
      return .unsatisfiable("internal error about \(describe([c])[0])", conflicting: [])
    case .duplicateEditVariable(let v), .unknownEditVariable(let v),
      .requiredEditVariable(let v):
      return .unsatisfiable("internal error about edit variable \(v)", conflicting: [])
    }
  }

  /// Runs `body` as one solver transaction, translating its error.
  func transaction(_ body: (Solver) throws(SolverError) -> Void) throws(LayoutError) {
    do {
      try solver.transaction(body)
    } catch {
      throw translate(error)
    }
  }

  // MARK: - Layout constraints

  /// Validates a constraint about to be activated.
  func validate(_ c: LayoutConstraint) throws(LayoutError) {
    guard c.priority.isValid else {
      throw .invalidPriority(c.priority.rawValue, constraint: c.description)
    }
    guard c.multiplier.isFinite, c.constant.isFinite else {
      throw .nonFinite("the multiplier or constant of `\(c)`")
    }
  }

  /// Adds the layout constraints (none already active) in one transaction.
  func activate(_ list: [LayoutConstraint], in window: Window) throws(LayoutError) {
    var seen = Set<ObjectIdentifier>()
    var made: [(LayoutConstraint, Constraint, Bool)] = []
    for c in list where seen.insert(ObjectIdentifier(c)).inserted {
      try validate(c)
      made.append((c, c.makeSolverConstraint(), true))
    }
    try commit(adding: made, in: window) { _ throws(SolverError) in }
  }

  /// One solver transaction: `body`, then the additions (each switched on or off); the
  /// constraints are recorded only if it all succeeds, and the solver's error is named in
  /// the layout's words.
  func commit(
    adding made: [(LayoutConstraint, Constraint, Bool)], in window: Window,
    _ body: (Solver) throws(SolverError) -> Void
  ) throws(LayoutError) {
    let outer = entering
    entering += made.map { ($0.1, $0.0) }
    defer { entering = outer }
    try transaction { (s: Solver) throws(SolverError) in
      try body(s)
      for (_, sc, enabled) in made { try s.add(sc, isEnabled: enabled) }
    }
    for (c, sc, _) in made { record(c, sc, in: window) }
  }

  /// Removes layout constraints that are in the solver in one transaction (cannot fail:
  /// removing never conflicts); others are ignored.
  func deactivate(_ list: [LayoutConstraint]) {
    let active = list.filter { $0.solverConstraint != nil }
    do {
      try solver.remove(active.map { $0.solverConstraint! })
    } catch {
      preconditionFailure("Reflow internal error: \(translate(error))")
    }
    for c in active { forget(c) }
  }

  func record(_ c: LayoutConstraint, _ sc: Constraint, in window: Window) {
    c.solverConstraint = sc
    c.activeWindow = window
    activeConstraints[ObjectIdentifier(c)] = c
    activationSerial[ObjectIdentifier(c)] = nextSerial
    nextSerial += 1
  }

  func forget(_ c: LayoutConstraint) {
    c.solverConstraint = nil
    c.activeWindow = nil
    activeConstraints[ObjectIdentifier(c)] = nil
    activationSerial[ObjectIdentifier(c)] = nil
  }

  func setPriority(_ p: Priority, of c: Constraint) throws(LayoutError) {
    do {
      try solver.setPriority(p, of: c)
    } catch {
      throw translate(error)
    }
  }

  /// Swaps the solver forms of active constraints (new constants) in one solver call: in
  /// place, when only the constants change, else removed and added. Each owner's
  /// `solverConstraint` follows.
  func replace(_ changes: [(old: Constraint, new: Constraint, owner: LayoutConstraint)])
    throws(LayoutError)
  {
    do {
      try solver.replace(changes.map { ($0.old, $0.new) })
    } catch {
      let outer = entering
      entering += changes.map { ($0.new, $0.owner) }
      defer { entering = outer }
      throw translate(error)
    }
    // At once, not when the caller is done: an explanation replayed with the window's size
    // required names the constraints by their current solver forms.
    for change in changes { change.owner.solverConstraint = change.new }
  }

  // MARK: - System constraints

  /// Swaps an item's own constraints (margins, safe area, intrinsic size) in one transaction.
  func replaceSystem(
    _ old: [(constraint: Constraint, description: String)],
    with new: [(constraint: Constraint, description: String)]
  ) throws(LayoutError) {
    for (c, text) in new { systemDescriptions[ObjectIdentifier(c)] = text }
    do {
      try transaction { (s: Solver) throws(SolverError) in
        for (c, _) in old where s.contains(c) { try s.remove(c) }
        for (c, _) in new { try s.add(c) }
      }
    } catch {
      for (c, _) in new { systemDescriptions[ObjectIdentifier(c)] = nil }
      throw error
    }
    for (c, _) in old { systemDescriptions[ObjectIdentifier(c)] = nil }
  }

  /// Registers a constraint the window itself adds (the root view at the origin).
  func addSystem(_ c: Constraint, _ text: String) throws(LayoutError) {
    try replaceSystem([], with: [(c, text)])
  }

  /// Replays a change (`body`), requires the window's size and safe-area insets, then
  /// undoes and rolls everything back; returns the error that names the constraints pushing
  /// the window away from its size or insets, if the solver found one.
  func withRequiredWindow(
    _ window: Window, _ size: Size, _ insets: EdgeInsets,
    _ body: () throws(LayoutError) -> Void, undo: () -> Void
  ) -> LayoutError? {
    let root = window.rootView
    let i = window.safeInsetVariables
    let pins: [(Constraint, String)] = [
      (root.width == size.width, "\(root.name).width == \(formatNumber(size.width)) (the window's size)"),
      (root.height == size.height, "\(root.name).height == \(formatNumber(size.height)) (the window's size)"),
      (i.top == insets.top, "\(i.top.name) == \(formatNumber(insets.top)) (the window's safe area)"),
      (i.left == insets.left, "\(i.left.name) == \(formatNumber(insets.left)) (the window's safe area)"),
      (i.bottom == insets.bottom, "\(i.bottom.name) == \(formatNumber(insets.bottom)) (the window's safe area)"),
      (i.right == insets.right, "\(i.right.name) == \(formatNumber(insets.right)) (the window's safe area)"),
    ]
    for (c, text) in pins { systemDescriptions[ObjectIdentifier(c)] = text }
    defer { for (c, _) in pins { systemDescriptions[ObjectIdentifier(c)] = nil } }
    // The change first (it holds, the window's size giving way), then the window's size and
    // insets as required constraints: the first one that cannot hold is named with the
    // constraints that push the window away from it. Then the change is undone and the
    // transaction rolled back.
    var found: LayoutError?
    do {
      try solver.transaction { (s: Solver) throws(SolverError) in
        do throws(LayoutError) {
          try body()
        } catch {
          found = error
          throw SolverError.nonFinite("rolled back on purpose")
        }
        do throws(SolverError) {
          for (c, _) in pins { try s.add(c) }
        } catch {
          found = translate(error)
        }
        undo()
        throw SolverError.nonFinite("rolled back on purpose")
      }
    } catch {}
    return found
  }

  // MARK: - Ambiguity

  /// The identities of the variables the solver reports as ambiguous.
  func ambiguousSet() -> Set<ObjectIdentifier> {
    Set(solver.ambiguousVariables().map(ObjectIdentifier.init))
  }
}
