/// A named group of constraints that is in force while a condition on the window's traits
/// holds: the portrait layout, the landscape layout, the pad layout, the common layout.
///
/// Add it to a window with `window.add(_:)`. When the traits change (``Window/rotate()``,
/// ``Window/resize(to:traits:safeAreaInsets:)``), every set whose condition flipped is
/// switched in one solver transaction, the sets turning off before the sets turning on, so a
/// required constraint of one set never conflicts with the set it replaces. Switching to the
/// traits already in force touches nothing.
///
/// ```swift
/// let portrait = ConstraintSet("portrait", when: .orientation(.portrait)) {
///   card.heightAnchor == root.heightAnchor / 3
/// }
/// ```
public final class ConstraintSet: CustomStringConvertible {
  /// The name, shown in messages (`card.height == window.height (landscape)`) and dumps.
  public let name: String
  /// When the set is in force.
  public let condition: TraitCondition
  /// The constraints, in the order given.
  public let constraints: [LayoutConstraint]
  /// Whether the set is in force in its window.
  public internal(set) var isActive = false
  /// The window the set was added to (`nil` once it is gone: the set does not keep it).
  // Unowned, as a view's `window` (see `View.window`); the window clears it in its deinit.
  public internal(set) unowned(safe) var window: Window?

  /// A set in force when `condition` holds (by default, always: a common set).
  public init(
    _ name: String, when condition: TraitCondition = .always,
    @ConstraintBuilder _ constraints: () -> [LayoutConstraint]
  ) {
    self.name = name
    self.condition = condition
    self.constraints = constraints()
    for c in self.constraints { c.constraintSet = self }
  }

  /// A set in force when `matches` returns true for the window's traits.
  public convenience init(
    _ name: String, when matches: @escaping @Sendable (Traits) -> Bool,
    @ConstraintBuilder _ constraints: () -> [LayoutConstraint]
  ) {
    self.init(name, when: TraitCondition("custom", matches), constraints)
  }

  /// `name (condition): N constraints, active`.
  public var description: String {
    "\(name) (\(condition)): \(constraints.count) constraints, \(isActive ? "active" : "inactive")"
  }
}
