// The anchor DSL. Every operator is a concrete overload on a concrete anchor type (no
// generics, no protocols), so that long files of constraints type-check quickly.

// MARK: - X axis

extension XAxisAnchor {
  /// The anchor moved right by `constant` points.
  public static func + (anchor: XAxisAnchor, constant: Double) -> XAxisTarget {
    XAxisTarget(anchor: anchor, constant: constant)
  }
  /// The anchor moved left by `constant` points.
  public static func - (anchor: XAxisAnchor, constant: Double) -> XAxisTarget {
    XAxisTarget(anchor: anchor, constant: -constant)
  }
  /// `lhs` at `rhs`.
  public static func == (lhs: XAxisAnchor, rhs: XAxisAnchor) -> LayoutConstraint {
    make(lhs, .equal, XAxisTarget(anchor: rhs, constant: 0))
  }
  /// `lhs` at or before `rhs`.
  public static func <= (lhs: XAxisAnchor, rhs: XAxisAnchor) -> LayoutConstraint {
    make(lhs, .lessThanOrEqual, XAxisTarget(anchor: rhs, constant: 0))
  }
  /// `lhs` at or after `rhs`.
  public static func >= (lhs: XAxisAnchor, rhs: XAxisAnchor) -> LayoutConstraint {
    make(lhs, .greaterThanOrEqual, XAxisTarget(anchor: rhs, constant: 0))
  }
  /// `lhs` at `rhs`'s anchor plus its constant.
  public static func == (lhs: XAxisAnchor, rhs: XAxisTarget) -> LayoutConstraint {
    make(lhs, .equal, rhs)
  }
  /// `lhs` at or before `rhs`.
  public static func <= (lhs: XAxisAnchor, rhs: XAxisTarget) -> LayoutConstraint {
    make(lhs, .lessThanOrEqual, rhs)
  }
  /// `lhs` at or after `rhs`.
  public static func >= (lhs: XAxisAnchor, rhs: XAxisTarget) -> LayoutConstraint {
    make(lhs, .greaterThanOrEqual, rhs)
  }

  static func make(_ lhs: XAxisAnchor, _ relation: Relation, _ rhs: XAxisTarget)
    -> LayoutConstraint
  {
    LayoutConstraint(
      first: lhs.item, lhs.attribute, relation, second: rhs.anchor.item, rhs.anchor.attribute,
      multiplier: 1, constant: rhs.constant)
  }
}

extension XAxisTarget {
  /// The target moved right by `constant` more points.
  public static func + (target: XAxisTarget, constant: Double) -> XAxisTarget {
    XAxisTarget(anchor: target.anchor, constant: target.constant + constant)
  }
  /// The target moved left by `constant` more points.
  public static func - (target: XAxisTarget, constant: Double) -> XAxisTarget {
    XAxisTarget(anchor: target.anchor, constant: target.constant - constant)
  }
}

// MARK: - Y axis

extension YAxisAnchor {
  /// The anchor moved down by `constant` points.
  public static func + (anchor: YAxisAnchor, constant: Double) -> YAxisTarget {
    YAxisTarget(anchor: anchor, constant: constant)
  }
  /// The anchor moved up by `constant` points.
  public static func - (anchor: YAxisAnchor, constant: Double) -> YAxisTarget {
    YAxisTarget(anchor: anchor, constant: -constant)
  }
  /// `lhs` at `rhs`.
  public static func == (lhs: YAxisAnchor, rhs: YAxisAnchor) -> LayoutConstraint {
    make(lhs, .equal, YAxisTarget(anchor: rhs, constant: 0))
  }
  /// `lhs` at or above `rhs`.
  public static func <= (lhs: YAxisAnchor, rhs: YAxisAnchor) -> LayoutConstraint {
    make(lhs, .lessThanOrEqual, YAxisTarget(anchor: rhs, constant: 0))
  }
  /// `lhs` at or below `rhs`.
  public static func >= (lhs: YAxisAnchor, rhs: YAxisAnchor) -> LayoutConstraint {
    make(lhs, .greaterThanOrEqual, YAxisTarget(anchor: rhs, constant: 0))
  }
  /// `lhs` at `rhs`'s anchor plus its constant.
  public static func == (lhs: YAxisAnchor, rhs: YAxisTarget) -> LayoutConstraint {
    make(lhs, .equal, rhs)
  }
  /// `lhs` at or above `rhs`.
  public static func <= (lhs: YAxisAnchor, rhs: YAxisTarget) -> LayoutConstraint {
    make(lhs, .lessThanOrEqual, rhs)
  }
  /// `lhs` at or below `rhs`.
  public static func >= (lhs: YAxisAnchor, rhs: YAxisTarget) -> LayoutConstraint {
    make(lhs, .greaterThanOrEqual, rhs)
  }

  static func make(_ lhs: YAxisAnchor, _ relation: Relation, _ rhs: YAxisTarget)
    -> LayoutConstraint
  {
    LayoutConstraint(
      first: lhs.item, lhs.attribute, relation, second: rhs.anchor.item, rhs.anchor.attribute,
      multiplier: 1, constant: rhs.constant)
  }
}

extension YAxisTarget {
  /// The target moved down by `constant` more points.
  public static func + (target: YAxisTarget, constant: Double) -> YAxisTarget {
    YAxisTarget(anchor: target.anchor, constant: target.constant + constant)
  }
  /// The target moved up by `constant` more points.
  public static func - (target: YAxisTarget, constant: Double) -> YAxisTarget {
    YAxisTarget(anchor: target.anchor, constant: target.constant - constant)
  }
}

// MARK: - Dimensions

extension DimensionAnchor {
  /// The dimension times `multiplier`.
  public static func * (anchor: DimensionAnchor, multiplier: Double) -> DimensionTarget {
    DimensionTarget(anchor: anchor, multiplier: multiplier, constant: 0)
  }
  /// The dimension times `multiplier`.
  public static func * (multiplier: Double, anchor: DimensionAnchor) -> DimensionTarget {
    DimensionTarget(anchor: anchor, multiplier: multiplier, constant: 0)
  }
  /// The dimension divided by `divisor`.
  public static func / (anchor: DimensionAnchor, divisor: Double) -> DimensionTarget {
    DimensionTarget(anchor: anchor, multiplier: 1 / divisor, constant: 0)
  }
  /// The dimension plus `constant` points.
  public static func + (anchor: DimensionAnchor, constant: Double) -> DimensionTarget {
    DimensionTarget(anchor: anchor, multiplier: 1, constant: constant)
  }
  /// The dimension minus `constant` points.
  public static func - (anchor: DimensionAnchor, constant: Double) -> DimensionTarget {
    DimensionTarget(anchor: anchor, multiplier: 1, constant: -constant)
  }
  /// `lhs` equal to `rhs` (`a.heightAnchor == a.widthAnchor` fixes an aspect ratio).
  public static func == (lhs: DimensionAnchor, rhs: DimensionAnchor) -> LayoutConstraint {
    make(lhs, .equal, DimensionTarget(anchor: rhs, multiplier: 1, constant: 0))
  }
  /// `lhs` at most `rhs`.
  public static func <= (lhs: DimensionAnchor, rhs: DimensionAnchor) -> LayoutConstraint {
    make(lhs, .lessThanOrEqual, DimensionTarget(anchor: rhs, multiplier: 1, constant: 0))
  }
  /// `lhs` at least `rhs`.
  public static func >= (lhs: DimensionAnchor, rhs: DimensionAnchor) -> LayoutConstraint {
    make(lhs, .greaterThanOrEqual, DimensionTarget(anchor: rhs, multiplier: 1, constant: 0))
  }
  /// `lhs` equal to `multiplier x anchor + constant`.
  public static func == (lhs: DimensionAnchor, rhs: DimensionTarget) -> LayoutConstraint {
    make(lhs, .equal, rhs)
  }
  /// `lhs` at most `multiplier x anchor + constant`.
  public static func <= (lhs: DimensionAnchor, rhs: DimensionTarget) -> LayoutConstraint {
    make(lhs, .lessThanOrEqual, rhs)
  }
  /// `lhs` at least `multiplier x anchor + constant`.
  public static func >= (lhs: DimensionAnchor, rhs: DimensionTarget) -> LayoutConstraint {
    make(lhs, .greaterThanOrEqual, rhs)
  }
  /// `lhs` equal to `constant` points.
  public static func == (lhs: DimensionAnchor, constant: Double) -> LayoutConstraint {
    constantConstraint(lhs, .equal, constant)
  }
  /// `lhs` at most `constant` points.
  public static func <= (lhs: DimensionAnchor, constant: Double) -> LayoutConstraint {
    constantConstraint(lhs, .lessThanOrEqual, constant)
  }
  /// `lhs` at least `constant` points.
  public static func >= (lhs: DimensionAnchor, constant: Double) -> LayoutConstraint {
    constantConstraint(lhs, .greaterThanOrEqual, constant)
  }

  static func make(_ lhs: DimensionAnchor, _ relation: Relation, _ rhs: DimensionTarget)
    -> LayoutConstraint
  {
    LayoutConstraint(
      first: lhs.item, lhs.attribute, relation, second: rhs.anchor.item, rhs.anchor.attribute,
      multiplier: rhs.multiplier, constant: rhs.constant)
  }

  static func constantConstraint(_ lhs: DimensionAnchor, _ relation: Relation, _ c: Double)
    -> LayoutConstraint
  {
    LayoutConstraint(
      first: lhs.item, lhs.attribute, relation, second: nil, nil, multiplier: 0, constant: c)
  }
}

extension DimensionTarget {
  /// The target plus `constant` more points.
  public static func + (target: DimensionTarget, constant: Double) -> DimensionTarget {
    DimensionTarget(
      anchor: target.anchor, multiplier: target.multiplier, constant: target.constant + constant)
  }
  /// The target minus `constant` more points.
  public static func - (target: DimensionTarget, constant: Double) -> DimensionTarget {
    DimensionTarget(
      anchor: target.anchor, multiplier: target.multiplier, constant: target.constant - constant)
  }
}

// MARK: - Edges, size, centre

extension EdgesAnchor {
  /// Pins the four edges of `lhs` to those of `rhs`, moved inwards by `rhs`'s insets:
  /// leading, trailing, top and bottom, in that order.
  public static func == (lhs: EdgesAnchor, rhs: EdgesAnchor) -> [LayoutConstraint] {
    let (a, b, i) = (lhs.item, rhs.item, rhs.insets)
    return [
      a.leadingAnchor == b.leadingAnchor + i.left,
      a.trailingAnchor == b.trailingAnchor - i.right,
      a.topAnchor == b.topAnchor + i.top,
      a.bottomAnchor == b.bottomAnchor - i.bottom,
    ]
  }
}

extension SizeAnchor {
  /// Fixes the width and the height: width first, then height.
  public static func == (lhs: SizeAnchor, size: Size) -> [LayoutConstraint] {
    [lhs.item.widthAnchor == size.width, lhs.item.heightAnchor == size.height]
  }
  /// Makes the width and height equal to `rhs`'s.
  public static func == (lhs: SizeAnchor, rhs: SizeAnchor) -> [LayoutConstraint] {
    [lhs.item.widthAnchor == rhs.item.widthAnchor, lhs.item.heightAnchor == rhs.item.heightAnchor]
  }
  /// Makes the width and height at least those of `size`.
  public static func >= (lhs: SizeAnchor, size: Size) -> [LayoutConstraint] {
    [lhs.item.widthAnchor >= size.width, lhs.item.heightAnchor >= size.height]
  }
  /// Makes the width and height at most those of `size`.
  public static func <= (lhs: SizeAnchor, size: Size) -> [LayoutConstraint] {
    [lhs.item.widthAnchor <= size.width, lhs.item.heightAnchor <= size.height]
  }
}

extension CenterAnchor {
  /// Centres `lhs` on `rhs`: centre X, then centre Y.
  public static func == (lhs: CenterAnchor, rhs: CenterAnchor) -> [LayoutConstraint] {
    [lhs.item.centerXAnchor == rhs.item.centerXAnchor,
     lhs.item.centerYAnchor == rhs.item.centerYAnchor]
  }
}

// MARK: - Priority and identifier

extension LayoutConstraint {
  /// A copy of the constraint at `priority` (the original is not touched), as in
  /// `a.widthAnchor == b.widthAnchor * 0.33 ~ .high`.
  public static func ~ (constraint: consuming LayoutConstraint, priority: Priority)
    -> LayoutConstraint
  {
    // A constraint nothing else holds (the DSL's temporary, as above) has no original to
    // keep: it takes the priority itself, without a copy (half the constraints of a
    // screen are written with a priority).
    var unique = constraint
    if isKnownUniquelyReferenced(&unique) {
      unique.storedPriority = priority
      return unique
    }
    let copy = LayoutConstraint(copying: unique)
    copy.storedPriority = priority
    return copy
  }

  /// Sets ``identifier`` and returns the constraint, for use inside a list.
  @discardableResult
  public func identified(_ identifier: String) -> LayoutConstraint {
    self.identifier = identifier
    return self
  }
}

/// Copies of the constraints at `priority`, as in `a.edges == b.edges ~ .high`.
public func ~ (constraints: [LayoutConstraint], priority: Priority) -> [LayoutConstraint] {
  constraints.map { $0 ~ priority }
}

// MARK: - Builder

/// Collects constraints for ``ConstraintSet`` and ``activate(_:)-(()->[LayoutConstraint])``:
/// single constraints, arrays (`edges`, `size`), `if`/`else` and `for`.
@resultBuilder
public enum ConstraintBuilder {
  /// One constraint.
  public static func buildExpression(_ constraint: LayoutConstraint) -> [LayoutConstraint] {
    [constraint]
  }
  /// Several constraints, as `a.edges == b.edges` gives.
  public static func buildExpression(_ constraints: [LayoutConstraint]) -> [LayoutConstraint] {
    constraints
  }
  /// The statements of a block, in order.
  public static func buildBlock(_ parts: [LayoutConstraint]...) -> [LayoutConstraint] {
    parts.flatMap { $0 }
  }
  /// An `if` without `else`.
  public static func buildOptional(_ part: [LayoutConstraint]?) -> [LayoutConstraint] {
    part ?? []
  }
  /// The first branch of an `if`/`else`.
  public static func buildEither(first part: [LayoutConstraint]) -> [LayoutConstraint] { part }
  /// The second branch of an `if`/`else`.
  public static func buildEither(second part: [LayoutConstraint]) -> [LayoutConstraint] { part }
  /// A `for` loop.
  public static func buildArray(_ parts: [[LayoutConstraint]]) -> [LayoutConstraint] {
    parts.flatMap { $0 }
  }
}
