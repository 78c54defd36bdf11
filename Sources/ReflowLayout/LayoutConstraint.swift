/// A constraint between anchors, in Auto Layout's form
/// `first.attribute  relation  multiplier x second.attribute + constant`, with a priority.
///
/// Make one with the DSL (`card.widthAnchor == root.widthAnchor * 0.33 ~ .high`), then
/// ``activate(_:)-(LayoutConstraint)`` it or put it in a ``ConstraintSet``. Its identity is
/// the object: activating it twice is the same as once.
public final class LayoutConstraint: CustomStringConvertible {
  /// The constrained item.
  public let firstItem: LayoutItem
  /// The constrained attribute of ``firstItem``.
  public let firstAttribute: LayoutAttribute
  /// How the two sides relate.
  public let relation: Relation
  /// The item on the right-hand side, or `nil` for a constant (`card.heightAnchor >= 44`).
  public let secondItem: LayoutItem?
  /// The attribute of ``secondItem``.
  public let secondAttribute: LayoutAttribute?
  /// The factor applied to the right-hand side's attribute.
  public let multiplier: Double
  /// The constant added to the right-hand side, in points.
  public internal(set) var constant: Double
  /// A name for messages and dumps, like UIKit's `identifier`.
  public var identifier: String?

  /// The priority, like UIKit's mutable `priority` (default `.required`).
  ///
  /// Changing it on an active constraint re-solves at once. A change the solver refuses (a
  /// value outside 1...1000, or making it required where it conflicts) leaves the priority
  /// as it was; ``setPriority(_:)`` says why.
  public var priority: Priority {
    get { storedPriority }
    set { try? setPriority(newValue) }
  }
  var storedPriority: Priority

  /// The set this constraint belongs to, if any: the set activates and deactivates it.
  public internal(set) weak var constraintSet: ConstraintSet?

  /// The solver's form of the constraint while it is active.
  var solverConstraint: Constraint?
  /// The window it is active in. Unowned, as a view's `window` (see `View.window`); the
  /// window clears it in its deinit.
  unowned(safe) var activeWindow: Window?

  init(
    first: LayoutItem, _ firstAttribute: LayoutAttribute, _ relation: Relation,
    second: LayoutItem?, _ secondAttribute: LayoutAttribute?, multiplier: Double,
    constant: Double
  ) {
    self.firstItem = first
    self.firstAttribute = firstAttribute
    self.relation = relation
    self.secondItem = second
    self.secondAttribute = secondAttribute
    self.multiplier = multiplier
    self.constant = constant
    self.storedPriority = .required
  }

  /// Whether the constraint is in force: in a window's solver and, for a constraint of a
  /// set, with its set in force.
  public var isActive: Bool {
    guard solverConstraint != nil else { return false }
    return constraintSet?.isActive ?? true
  }

  /// The items the constraint mentions.
  var items: [LayoutItem] {
    if let secondItem, secondItem !== firstItem { return [firstItem, secondItem] }
    return [firstItem]
  }

  /// Changes the priority; on an active constraint the solver re-solves at once.
  /// - Throws: ``LayoutError/invalidPriority(_:constraint:)`` outside 1...1000;
  ///   ``LayoutError/unsatisfiable(_:conflicting:)`` when making an active constraint
  ///   required conflicts with other required constraints. Nothing changes then.
  public func setPriority(_ newValue: Priority) throws(LayoutError) {
    guard newValue.isValid else {
      throw .invalidPriority(newValue.rawValue, constraint: NamedConstraint(self))
    }
    guard let window = activeWindow else {
      storedPriority = newValue
      return
    }
    try window.transaction { () throws(LayoutError) in
      try window.engine.setPriority(newValue, of: self, in: window)
    }
    window.setNeedsLayout()
  }

  /// Changes the constant (UIKit's `constant = ...`); on an active constraint the solver
  /// re-solves at once.
  /// - Throws: ``LayoutError/nonFinite(_:)`` for NaN or infinity;
  ///   ``LayoutError/unsatisfiable(_:conflicting:)`` if a required constraint cannot take the
  ///   new value. Nothing changes then.
  /// - Complexity: In place in the solver (no row is rebuilt): proportional to the rows
  ///   that depend on the constraint, plus the dual simplex's pivots, as a suggested value.
  public func setConstant(_ newValue: Double) throws(LayoutError) {
    guard newValue.isFinite else { throw .nonFinite("the constant of `\(description)`") }
    guard let window = activeWindow else {
      constant = newValue
      return
    }
    try window.setConstants([(self, newValue)])
  }

  /// The solver form of this active constraint with its constant replaced, not made again
  /// from the items: it is `items - constant relation 0`, the items' part in the coordinates
  /// they had when it was activated, which are still those (a view that changes superview
  /// leaves the window first). The items' part has no constant, so this is exactly the form
  /// `makeSolverConstraint()` would give (moving the constant by the difference would round,
  /// and accumulate).
  func solverConstraint(withConstant value: Double) -> Constraint {
    let sc = solverConstraint!
    var expression = sc.expression
    expression.constant = 0 - value * directionSign
    return Constraint(expression, sc.relation, priority: storedPriority, name: sc.name)
  }

  /// The solver constraint: `first - (multiplier x second + constant)  relation  0`, in
  /// the coordinates of the items' nearest common view; right to left, leading and trailing
  /// are the right and left edges and the constant runs leftwards (``directionSign``).
  func makeSolverConstraint() -> Constraint {
    let space = LayoutItem.commonSpace(firstItem, secondItem)
    let rtl = resolvesRightToLeft
    var expression = firstItem.expression(firstAttribute, in: space, rightToLeft: rtl)
    if let secondItem, let secondAttribute {
      expression =
        expression - secondItem.expression(secondAttribute, in: space, rightToLeft: rtl)
        * multiplier
    }
    expression.constant -= constant * directionSign
    // No name: the window's engine describes its solver constraints by their owner, and
    // formatting the description for every constraint a layout pass places is not free.
    return Constraint(expression, relation, priority: storedPriority)
  }

  /// In words, as in `card.height == 0.33 x window.height (portrait)`: the identifier first
  /// if there is one, the priority after `~` unless required, the set's name in parentheses.
  public var description: String {
    var text = identifier.map { "\($0): " } ?? ""
    text += "\(firstItem.name).\(firstAttribute) \(relation) "
    if let secondItem, let secondAttribute {
      if multiplier != 1 { text += "\(formatNumber(multiplier)) x " }
      text += "\(secondItem.name).\(secondAttribute)"
      if constant > 0 { text += " + \(formatNumber(constant))" }
      if constant < 0 { text += " - \(formatNumber(-constant))" }
    } else {
      text += formatNumber(constant)
    }
    if !storedPriority.isRequired { text += " ~ \(formatNumber(Double(storedPriority.rawValue)))" }
    if let set = constraintSet { text += " (\(set.name))" }
    return text
  }
}

// MARK: - Activation

/// Activates constraints: they take effect in their window's solver, all of them or none.
///
/// Already active constraints are left as they are. Every item a constraint mentions must be
/// in the same window (build the view tree first, then activate).
/// - Throws: ``LayoutError/notInWindow(constraint:item:)``,
///   ``LayoutError/differentWindows(constraint:)``, ``LayoutError/ownedBySet(constraint:set:)``,
///   ``LayoutError/invalidPriority(_:constraint:)``, ``LayoutError/nonFinite(_:)``, or
///   ``LayoutError/unsatisfiable(_:conflicting:)`` naming the conflicting constraints in
///   words. The layout is left exactly as it was.
/// - Complexity: One solver transaction: the additions, then one re-optimisation.
public func activate(_ constraints: [LayoutConstraint]) throws(LayoutError) {
  for c in constraints where c.constraintSet != nil {
    throw .ownedBySet(constraint: NamedConstraint(c), set: c.constraintSet!.name)
  }
  guard let window = try Window.common(of: constraints) else { return }
  let fresh = constraints.filter { !$0.isActive }
  try window.transaction { () throws(LayoutError) in
    try window.engine.activate(fresh, in: window)
  }
  window.setNeedsLayout()
}

/// Activates one constraint; see ``activate(_:)-([LayoutConstraint])``.
public func activate(_ constraint: LayoutConstraint) throws(LayoutError) {
  try activate([constraint])
}

/// Activates the constraints a builder lists (single constraints, `edges`/`size` groups,
/// `if` and `for`), all of them or none.
public func activate(@ConstraintBuilder _ constraints: () -> [LayoutConstraint])
  throws(LayoutError)
{
  try activate(constraints())
}

/// Deactivates constraints: they leave their window's solver, which re-solves once.
/// Inactive constraints are ignored.
/// - Throws: ``LayoutError/ownedBySet(constraint:set:)`` for a constraint that a set manages.
public func deactivate(_ constraints: [LayoutConstraint]) throws(LayoutError) {
  for c in constraints where c.constraintSet != nil {
    throw .ownedBySet(constraint: NamedConstraint(c), set: c.constraintSet!.name)
  }
  var byWindow: [ObjectIdentifier: (Window, [LayoutConstraint])] = [:]
  var order: [ObjectIdentifier] = []
  for c in constraints {
    guard let w = c.activeWindow, c.isActive else { continue }
    let key = ObjectIdentifier(w)
    if byWindow[key] == nil { order.append(key); byWindow[key] = (w, []) }
    byWindow[key]!.1.append(c)
  }
  for key in order {
    let (window, list) = byWindow[key]!
    try window.transaction { () throws(LayoutError) in
      try window.engine.deactivate(list, in: window)
    }
    window.setNeedsLayout()
  }
}

/// Deactivates one constraint; see ``deactivate(_:)-([LayoutConstraint])``.
public func deactivate(_ constraint: LayoutConstraint) throws(LayoutError) {
  try deactivate([constraint])
}

extension Window {
  /// Gives active constraints of this window new constants, in place in the solver (one
  /// solver call, one repair of feasibility), as one transaction (or inside the one open):
  /// all of them, or none if the solver refuses one.
  /// - Throws: As ``LayoutConstraint/setConstant(_:)``.
  func setConstants(_ changes: [(LayoutConstraint, Double)]) throws(LayoutError) {
    for (c, value) in changes where !value.isFinite {
      throw .nonFinite("the constant of `\(c.description)`")
    }
    if changes.isEmpty { return }
    try transaction { () throws(LayoutError) in try engine.setConstants(changes, in: self) }
    setNeedsLayout()
  }
}
