/// A constraint between anchors, in Auto Layout's form
/// `first.attribute  relation  multiplier x second.attribute + constant`, with a priority.
///
/// Make one with the DSL (`card.widthAnchor == root.widthAnchor * 0.33 ~ .high`), then
/// ``activate(_:)-(LayoutConstraint)`` it or put it in a ``ConstraintSet``. Its identity is
/// the object: activating it twice is the same as once.
public final class LayoutConstraint: CustomStringConvertible {
  /// The constrained item, or `nil` once it is gone: a constraint does not keep its items
  /// alive (UIKit's `firstItem` is `unowned(unsafe)`; this one reads `nil` instead of
  /// dangling), so a view may store constraints that mention it without a retain cycle.
  public var firstItem: LayoutItem? { firstReference.item }
  /// The constrained attribute of ``firstItem``.
  public let firstAttribute: LayoutAttribute
  /// How the two sides relate.
  public let relation: Relation
  /// The item on the right-hand side, or `nil` for a constant (`card.heightAnchor >= 44`) and
  /// once it is gone (see ``firstItem``).
  public var secondItem: LayoutItem? { secondReference?.item }
  /// The attribute of ``secondItem``.
  public let secondAttribute: LayoutAttribute?
  /// The factor applied to the right-hand side's attribute.
  public let multiplier: Double
  /// A name for messages and dumps, like UIKit's `identifier`.
  public var identifier: String?

  let firstReference: _ItemReference
  let secondReference: _ItemReference?

  /// The constant added to the right-hand side, in points, settable as UIKit's
  /// (`c.constant = 80`).
  ///
  /// On an active constraint the solver re-solves at once, in place (as
  /// ``setConstant(_:)``). A setter cannot throw: a change the layout refuses (NaN or
  /// infinity, or a required constraint that cannot take the value) leaves the constant as it
  /// was and is reported in ``lastLayoutError`` and its window's
  /// ``Window/layoutErrors``; ``setConstant(_:)`` throws it instead.
  public var constant: Double {
    get { storedConstant }
    set { reportingFailure { () throws(LayoutError) in try setConstant(newValue) } }
  }
  @exclusivity(unchecked) var storedConstant: Double

  /// The priority, like UIKit's mutable `priority` (default `.required`).
  ///
  /// Changing it on an active constraint re-solves at once. A change the layout refuses (a
  /// value outside 1...1000, or making it required where it conflicts) leaves the priority
  /// as it was and is reported as for ``constant``; ``setPriority(_:)`` throws it instead.
  public var priority: Priority {
    get { storedPriority }
    set { reportingFailure { () throws(LayoutError) in try setPriority(newValue) } }
  }
  @exclusivity(unchecked) var storedPriority: Priority

  /// Whether the constraint is active, settable as UIKit's `isActive`: `true` activates it
  /// (as ``activate(_:)-(LayoutConstraint)``), `false` deactivates it.
  ///
  /// An active constraint is in force in its window's solver or, while its items' view tree
  /// is not in a window, held by their nearest common ancestor until the tree joins one (see
  /// ``activate(_:)-([LayoutConstraint])``). A constraint of a set is active while its set is
  /// in force. A refused change (the items share no view tree, a conflict, a constraint of a
  /// set) leaves the constraint as it was and is reported as for ``constant``.
  public var isActive: Bool {
    get {
      if solverConstraint != nil { return constraintSet?.isActive ?? true }
      return heldBy != nil
    }
    set {
      reportingFailure { () throws(LayoutError) in
        if newValue { try activate(self) } else { try deactivate(self) }
      }
    }
  }

  /// The error of the last change made through a setter (``isActive``, ``constant``,
  /// ``priority``) or of the constraint's activation when its view tree joined a window,
  /// `nil` if that change succeeded. The same error is appended to the window's
  /// ``Window/layoutErrors``.
  public internal(set) var lastLayoutError: LayoutError?

  /// The set this constraint belongs to, if any: the set activates and deactivates it.
  public internal(set) weak var constraintSet: ConstraintSet?

  /// The solver's form of the constraint while it is active in a window.
  @exclusivity(unchecked) var solverConstraint: Constraint?
  /// The window it is active in. Unowned, as a view's `window` (see `View.window`); the
  /// window clears it in its deinit.
  @exclusivity(unchecked) unowned(safe) var activeWindow: Window?
  /// While active outside a window: the view that holds it (its items' nearest common
  /// ancestor, in whose `heldConstraints` it is).
  @exclusivity(unchecked) var holderReference: _ItemReference?
  /// Where the constraint is in its window engine's list of constraints in the solver (-1:
  /// not in it), and when it entered the solver (the list is sorted by it when an order is
  /// needed).
  @exclusivity(unchecked) var activeIndex = -1
  @exclusivity(unchecked) var activationSerial = 0

  init(
    first: LayoutItem, _ firstAttribute: LayoutAttribute, _ relation: Relation,
    second: LayoutItem?, _ secondAttribute: LayoutAttribute?, multiplier: Double,
    constant: Double
  ) {
    self.firstReference = first.reference
    self.firstAttribute = firstAttribute
    self.relation = relation
    self.secondReference = second?.reference
    self.secondAttribute = secondAttribute
    self.multiplier = multiplier
    self.storedConstant = constant
    self.storedPriority = .required
  }

  /// A copy of `other` (same items, attributes, numbers and identifier), not active.
  init(copying other: LayoutConstraint) {
    firstReference = other.firstReference
    firstAttribute = other.firstAttribute
    relation = other.relation
    secondReference = other.secondReference
    secondAttribute = other.secondAttribute
    multiplier = other.multiplier
    storedConstant = other.storedConstant
    storedPriority = other.storedPriority
    identifier = other.identifier
  }

  /// The view holding the constraint while it is active outside a window.
  var heldBy: View? { holderReference?.item as? View }

  /// Runs a change for a setter, which cannot throw: a failure is kept in
  /// ``lastLayoutError`` and appended to the window's ``Window/layoutErrors`` (the window the
  /// constraint is active in, or its items'). The change itself left everything as it was.
  func reportingFailure(_ change: () throws(LayoutError) -> Void) {
    do {
      try change()
      lastLayoutError = nil
    } catch {
      lastLayoutError = error
      let window = activeWindow ?? firstItem?.layoutWindow ?? secondItem?.layoutWindow
      window?.layoutErrors.append(error)
    }
  }

  /// The items the constraint mentions.
  /// The items the constraint mentions that are still alive.
  var items: [LayoutItem] {
    guard let first = firstItem else { return secondItem.map { [$0] } ?? [] }
    if let second = secondItem, second !== first { return [first, second] }
    return [first]
  }

  /// The items, or the name of one that is gone.
  func liveItems() -> Result<(LayoutItem, LayoutItem?), _GoneItem> {
    guard let first = firstItem else { return .failure(_GoneItem(name: firstReference.name)) }
    guard let reference = secondReference else { return .success((first, nil)) }
    guard let second = reference.item else { return .failure(_GoneItem(name: reference.name)) }
    return .success((first, second))
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
      storedConstant = newValue
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
  /// are the right and left edges, the constant runs leftwards (``directionSign``) and an
  /// inequality turns round (`<=` is `>=` on x), so that the whole constraint is the mirror
  /// image of its left-to-right form, as a layout made with leading and trailing is mirrored
  /// in UIKit: `a.trailing <= b.leading - 8` (`a` ends at least 8 points before `b` begins,
  /// in the reading direction) puts `a`'s left edge at least 8 points right of `b`'s right
  /// edge.
  /// Only for a constraint whose items are alive (checked when it is placed).
  func makeSolverConstraint() -> Constraint {
    let firstItem = self.firstItem!
    let secondItem = self.secondItem
    let space = LayoutItem.commonSpace(firstItem, secondItem)
    let rtl = resolvesRightToLeft
    // One array of terms for the whole constraint: the first item's, then the second's times
    // -multiplier (as `first - second * multiplier` would make them, without its copies).
    var terms: [Term] = []
    terms.reserveCapacity(4)
    var constant = firstItem.appendTerms(firstAttribute, in: space, rightToLeft: rtl, scale: 1, to: &terms)
    if let secondItem, let secondAttribute {
      constant += secondItem.appendTerms(
        secondAttribute, in: space, rightToLeft: rtl, scale: -multiplier, to: &terms)
    }
    constant -= storedConstant * (rtl ? -1 : 1)
    let expression = Expression(terms: terms, constant: constant)
    // No name: the window's engine describes its solver constraints by their owner, and
    // formatting the description for every constraint a layout pass places is not free.
    return Constraint(expression, rtl ? relation.flipped : relation, priority: storedPriority)
  }

  /// In words, as in `card.height == 0.33 x window.height (portrait)`: the identifier first
  /// if there is one, the priority after `~` unless required, the set's name in parentheses.
  public var description: String {
    var text = identifier.map { "\($0): " } ?? ""
    let constant = storedConstant
    text += "\(firstReference.name).\(firstAttribute) \(relation) "
    if let secondReference, let secondAttribute {
      if multiplier != 1 { text += "\(formatNumber(multiplier)) x " }
      text += "\(secondReference.name).\(secondAttribute)"
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

/// The name of a constraint's item that is gone (a constraint does not keep its items).
struct _GoneItem: Error {
  let name: String
}
