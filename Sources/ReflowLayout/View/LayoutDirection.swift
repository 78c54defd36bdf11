// Right-to-left layout: the direction of a window's traits, a view's semantic content
// attribute, and how leading and trailing resolve to right and left.

// `LayoutDirection` itself is the text engine's (Text/TextOptions.swift): one type for
// text alignment and for layout.

/// What a view shows, for deciding whether it flips in a right-to-left interface (UIKit's
/// `UISemanticContentAttribute`).
public enum SemanticContentAttribute: String, Hashable, Sendable, CaseIterable {
  /// Follows the window's direction (the default).
  case unspecified
  /// Playback controls (play, rewind, a scrubber): never flipped.
  case playback
  /// A directional control (text alignment, a D-pad): never flipped.
  case spatial
  /// Always laid out left to right.
  case forceLeftToRight
  /// Always laid out right to left.
  case forceRightToLeft

  /// The direction of a view with this attribute in an interface of direction `direction`
  /// (UIKit's `UIView.userInterfaceLayoutDirection(for:)`).
  public func layoutDirection(in direction: LayoutDirection) -> LayoutDirection {
    switch self {
    case .unspecified: return direction
    case .playback, .spatial, .forceLeftToRight: return .leftToRight
    case .forceRightToLeft: return .rightToLeft
    }
  }
}

/// Insets by leading and trailing edge, which flip with the direction (UIKit's
/// `NSDirectionalEdgeInsets`).
public struct DirectionalEdgeInsets: Hashable, Sendable, CustomStringConvertible {
  /// The inset from the top edge.
  public var top: Double
  /// The inset from the leading edge (left, or right in a right-to-left view).
  public var leading: Double
  /// The inset from the bottom edge.
  public var bottom: Double
  /// The inset from the trailing edge (right, or left in a right-to-left view).
  public var trailing: Double

  /// Insets from each edge.
  public init(top: Double = 0, leading: Double = 0, bottom: Double = 0, trailing: Double = 0) {
    self.top = top
    self.leading = leading
    self.bottom = bottom
    self.trailing = trailing
  }

  /// The same inset on all four sides.
  public init(all inset: Double) {
    self.init(top: inset, leading: inset, bottom: inset, trailing: inset)
  }

  /// No inset.
  public static let zero = DirectionalEdgeInsets()

  /// The insets by left and right edge in `direction`.
  public func resolved(_ direction: LayoutDirection) -> EdgeInsets {
    direction == .leftToRight
      ? EdgeInsets(top: top, left: leading, bottom: bottom, right: trailing)
      : EdgeInsets(top: top, left: trailing, bottom: bottom, right: leading)
  }

  /// Directional insets that give `insets` in `direction`.
  public init(_ insets: EdgeInsets, in direction: LayoutDirection) {
    self =
      direction == .leftToRight
      ? DirectionalEdgeInsets(
        top: insets.top, leading: insets.left, bottom: insets.bottom, trailing: insets.right)
      : DirectionalEdgeInsets(
        top: insets.top, leading: insets.right, bottom: insets.bottom, trailing: insets.left)
  }

  /// `(top, leading, bottom, trailing)`.
  public var description: String {
    "(\(formatNumber(top)), \(formatNumber(leading)), \(formatNumber(bottom)), "
      + "\(formatNumber(trailing)))"
  }
}

extension LayoutItem {
  /// Whether leading is the right edge for this item: a view's effective direction, or its
  /// owning view's for a guide.
  var isRightToLeft: Bool {
    let view = self as? View ?? coordinateParent
    return view?.effectiveUserInterfaceLayoutDirection == .rightToLeft
  }
}

extension View {
  /// The direction this view's content is laid out in (UIKit's
  /// `effectiveUserInterfaceLayoutDirection`): its ``semanticContentAttribute`` applied to the
  /// window's ``Traits/layoutDirection`` (left to right outside a window).
  ///
  /// As in UIKit, a forced attribute does not propagate to the subviews: Apple's documentation
  /// of `effectiveUserInterfaceLayoutDirection` says the value cannot be assumed to propagate
  /// through the subtree; force the subviews too if they should follow.
  public var effectiveUserInterfaceLayoutDirection: LayoutDirection {
    semanticContentAttribute.layoutDirection(in: window?.traits.layoutDirection ?? .leftToRight)
  }

  /// Changes ``semanticContentAttribute``; in a window, the constraints that mention the
  /// leading or trailing edge of this view or its guides are rewritten for the new direction,
  /// with its margins, in one transaction.
  /// - Throws: ``LayoutError/unsatisfiable(_:conflicting:)`` when the flipped constraints
  ///   conflict with required ones. Nothing changes then.
  public func setSemanticContentAttribute(_ attribute: SemanticContentAttribute)
    throws(LayoutError)
  {
    guard attribute != storedSemanticContentAttribute else { return }
    guard let window else {
      storedSemanticContentAttribute = attribute
      return
    }
    let old = storedSemanticContentAttribute
    try window.transaction { () throws(LayoutError) in
      window.engine.log(.restore { [unowned self] in self.storedSemanticContentAttribute = old })
      storedSemanticContentAttribute = attribute
      try window.rewriteDirectionalConstraints { item in
        item === self || (item as? LayoutGuide)?.owningView === self
      }
    }
    // A collection lays its items out again in the new direction.
    setNeedsLayout()
  }
}

extension LayoutConstraint {
  /// Whether the constraint's leading and trailing edges are right and left: the direction
  /// of its first item (a guide's: its owning view's) when the first attribute is leading or
  /// trailing, else of its second item. Both sides resolve in that one direction, so that
  /// `a.leading == b.leading + 16` always means "16 points further along the reading
  /// direction", whichever of the two views a semantic content attribute forces.
  var resolvesRightToLeft: Bool {
    if firstAttribute == .leading || firstAttribute == .trailing { return firstItem?.isRightToLeft ?? false }
    if let secondItem, secondAttribute == .leading || secondAttribute == .trailing {
      return secondItem.isRightToLeft
    }
    return false
  }

  /// The direction the constraint's leading and trailing edges resolve in, now: that of its
  /// first item (a guide's owning view's) when its first attribute is leading or trailing,
  /// else its second item's; left to right when it mentions neither.
  public var layoutDirection: LayoutDirection { resolvesRightToLeft ? .rightToLeft : .leftToRight }

  /// -1 when the constant runs leftwards (right to left, UIKit's `a.leading == b.leading +
  /// 16` puts `a`'s right edge 16 points to the left of `b`'s), else 1.
  var directionSign: Double { resolvesRightToLeft ? -1 : 1 }

  /// Whether the constraint mentions a leading or trailing edge.
  var isDirectional: Bool {
    [firstAttribute, secondAttribute].contains { $0 == .leading || $0 == .trailing }
  }
}

extension Window {
  /// Rewrites, inside the open transaction, the solver forms of the constraints (yours and
  /// the sets', switched on or off) that mention a leading or trailing edge of an item
  /// `affected` selects, and the margins of the views it selects: call it after the
  /// direction changed.
  func rewriteDirectionalConstraints(_ affected: (LayoutItem) -> Bool) throws(LayoutError) {
    let list = engine.constraintsInOrder.filter { c in
      c.isDirectional && c.items.contains(where: affected)
    }
    let solver = engine.solver
    var pairs: [(LayoutConstraint, old: Constraint, new: Constraint)] = []
    for c in list {
      pairs.append((c, c.solverConstraint!, c.makeSolverConstraint()))
    }
    try engine.solving(self, entering: { pairs.map { ($0.new, $0.0) } }) {
      () throws(SolverError) in
      for (_, old, new) in pairs {
        let enabled = solver.isEnabled(old) ?? true
        try solver.remove(old)
        try solver.add(new, isEnabled: enabled)
      }
    }
    for (c, old, new) in pairs {
      engine.log(.restore { c.solverConstraint = old })
      c.solverConstraint = new
    }
    for v in allViews where affected(v) {
      try v.storedMarginsGuide?.updateSystemConstraints()
      // A stack arranges along leading and trailing: its arrangement is remade.
      if let stack = v as? StackView { try stack.updateSystemConstraints() }
    }
  }
}
