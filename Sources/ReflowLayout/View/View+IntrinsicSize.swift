/// The axis of a view's content hugging and compression resistance.
public enum LayoutAxis: String, Hashable, Sendable, CustomStringConvertible {
  /// Widths.
  case horizontal
  /// Heights.
  case vertical

  /// `horizontal` or `vertical`.
  public var description: String { rawValue }
}

/// The natural size of a view's content, per axis; `nil` on an axis where it has none
/// (UIKit's `noIntrinsicMetric`).
public struct IntrinsicSize: Hashable, Sendable, CustomStringConvertible {
  /// The natural width, if any.
  public var width: Double?
  /// The natural height, if any.
  public var height: Double?

  /// A natural width and height, either of them optional.
  public init(width: Double? = nil, height: Double? = nil) {
    self.width = width
    self.height = height
  }

  /// No natural size on either axis.
  public static let none = IntrinsicSize()

  /// `widthxheight`, with `-` for an axis without one.
  public var description: String {
    "\(width.map(formatNumber) ?? "-")x\(height.map(formatNumber) ?? "-")"
  }
}

/// The intrinsic content size and the priorities that hold a view to it.
extension View {
  /// Changes ``intrinsicContentSize``. On each axis where it has a value, two constraints
  /// hold the view to it: at most that size at the content hugging priority, at least that
  /// size at the compression resistance priority (both below required).
  /// - Throws: ``LayoutError/nonFinite(_:)`` for NaN or infinity. Nothing changes then.
  public func setIntrinsicContentSize(_ size: IntrinsicSize) throws(LayoutError) {
    for v in [size.width, size.height] {
      if let v, !v.isFinite { throw .nonFinite("the intrinsic content size of \(name)") }
    }
    try changeIntrinsicSize { intrinsic, _ in intrinsic = size }
  }

  /// How strongly the view resists growing beyond its intrinsic size on `axis` (default
  /// `.low`, 250).
  public func contentHuggingPriority(for axis: LayoutAxis) -> Priority {
    axis == .horizontal ? contentPriorities.hugging.horizontal : contentPriorities.hugging.vertical
  }

  /// How strongly the view resists shrinking below its intrinsic size on `axis` (default
  /// `.high`, 750).
  public func contentCompressionResistancePriority(for axis: LayoutAxis) -> Priority {
    axis == .horizontal
      ? contentPriorities.resistance.horizontal : contentPriorities.resistance.vertical
  }

  /// Sets the content hugging priority on `axis`. A required value (1000) applies as 999:
  /// intrinsic-size constraints are never required, so they can never make a layout
  /// unsatisfiable.
  /// - Throws: ``LayoutError/invalidPriority(_:constraint:)`` outside 1...1000.
  public func setContentHuggingPriority(_ priority: Priority, for axis: LayoutAxis)
    throws(LayoutError)
  {
    try setContentPriority(priority, for: axis, \.hugging, "content hugging")
  }

  /// Sets the compression resistance priority on `axis` (a required value applies as 999).
  /// - Throws: ``LayoutError/invalidPriority(_:constraint:)`` outside 1...1000.
  public func setContentCompressionResistancePriority(_ priority: Priority, for axis: LayoutAxis)
    throws(LayoutError)
  {
    try setContentPriority(priority, for: axis, \.resistance, "compression resistance")
  }

  /// Sets one of the content priorities (`what` names it in an error).
  private func setContentPriority(
    _ priority: Priority, for axis: LayoutAxis,
    _ which: WritableKeyPath<_ViewContentPriorities, (horizontal: Priority, vertical: Priority)>,
    _ what: String
  ) throws(LayoutError) {
    guard priority.isValid else {
      throw .invalidPriority(
        priority.rawValue,
        constraint: NamedConstraint(words: "", purpose: "\(name)'s \(axis) \(what)"))
    }
    try changeIntrinsicSize { _, priorities in
      if axis == .horizontal {
        priorities[keyPath: which].horizontal = priority
      } else {
        priorities[keyPath: which].vertical = priority
      }
    }
  }

  /// Changes the intrinsic size or the content priorities (logged in the window's
  /// transaction) and swaps the intrinsic-size constraints.
  private func changeIntrinsicSize(
    _ change: (inout IntrinsicSize, inout _ViewContentPriorities) -> Void
  ) throws(LayoutError) {
    guard let window else {
      change(&intrinsicContentSize, &contentPriorities)
      return
    }
    try window.transaction { () throws(LayoutError) in
      window.engine.log(.intrinsicSize(self, intrinsicContentSize, contentPriorities))
      change(&intrinsicContentSize, &contentPriorities)
      try updateSystemConstraints()
      try (superview as? StackView)?.arrangedSubviewDidChangeIntrinsicSize(self)
    }
  }

  /// The constraints that hold the view to its intrinsic size, on each axis where it has one.
  func intrinsicSizeConstraints() -> [_SystemConstraint] {
    intrinsicSizeConstraints(for: intrinsicContentSize)
  }

  /// The constraints that would hold the view to `size` with its content priorities.
  func intrinsicSizeConstraints(for size: IntrinsicSize) -> [_SystemConstraint] {
    if size.width == nil && size.height == nil { return [] }
    var result: [_SystemConstraint] = []
    result.reserveCapacity(4)
    func add(_ v: Variable, _ value: Double?, _ axis: LayoutAxis) {
      guard let value else { return }
      let hug = min(contentHuggingPriority(for: axis), Priority(999))
      let resist = min(contentCompressionResistancePriority(for: axis), Priority(999))
      result.append(_SystemConstraint(bound: v <= value ~ hug, on: v, of: name, "content hugging"))
      result.append(
        _SystemConstraint(bound: v >= value ~ resist, on: v, of: name, "compression resistance"))
    }
    add(width, size.width, .horizontal)
    add(height, size.height, .vertical)
    return result
  }
}

/// A view's content hugging and compression resistance priorities, per axis.
struct _ViewContentPriorities: Equatable {
  var hugging: (horizontal: Priority, vertical: Priority) = (.low, .low)
  var resistance: (horizontal: Priority, vertical: Priority) = (.high, .high)

  static func == (a: Self, b: Self) -> Bool { a.hugging == b.hugging && a.resistance == b.resistance }
}
