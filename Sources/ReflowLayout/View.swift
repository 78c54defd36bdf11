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

/// A rectangle in a view tree, laid out by its window's solver (UIKit's `UIView`, headless).
///
/// Nothing is implicit: a view's frame comes only from the constraints you activate, its
/// intrinsic content size, and, for the root view, the window's size. Subclass it to react
/// to layout (``layoutSubviews()``), trait changes (``traitsDidChange(from:)``) and size
/// transitions (``willTransition(to:traits:)``).
open class View: LayoutItem {
  /// The views inside this one, back to front.
  public private(set) var subviews: [View] = []
  /// The view this one is inside.
  // Weak, as a guide's `owningView`: a subclass's deinit runs before anything `View` could
  // do, and may remove the subviews (reading their `superview`), which an unowned
  // reference to the dying view would trap on.
  public private(set) weak var superview: View?
  /// The window whose solver lays the view out, or `nil` while it is not in one.
  // Unowned, not weak: a weak reference gives its target a side table, and every retain and
  // release of the target then takes the runtime's slow path (the window is read for every
  // view of a layout pass). `Window` is final and clears it in its deinit, before anything
  // else of the window goes, so it never dangles.
  public internal(set) unowned(safe) var window: Window?
  /// Hidden views are laid out like the others (as in UIKit) and drawn as hidden; an arranged
  /// subview of a ``StackView`` collapses while hidden.
  public var isHidden = false {
    didSet {
      if isHidden != oldValue { (superview as? StackView)?.arrangedSubviewDidChangeHidden(self) }
    }
  }

  /// Insets of ``layoutMarginsGuide`` from the view's edges (default 8 on all sides). Change
  /// them with ``setLayoutMargins(_:)``.
  public internal(set) var layoutMargins = EdgeInsets(all: 8)
  /// The natural size of the content. Change it with ``setIntrinsicContentSize(_:)``.
  public internal(set) var intrinsicContentSize = IntrinsicSize.none
  /// Content hugging and compression resistance, per axis.
  var contentPriorities = _ViewContentPriorities()

  /// Guides owned by the view (``addLayoutGuide(_:)``), margins and safe area included once
  /// they have been asked for.
  public private(set) var layoutGuides: [LayoutGuide] = []
  private var marginsGuide: LayoutGuide?
  private var safeAreaGuide: LayoutGuide?

  /// The frame the last layout pass saw (for ``layoutSubviews()`` and change tracking).
  var lastLaidOutFrame: Rect?
  /// Marks of the window's layout pass (its serial numbers): the round the view was listed
  /// in, the round its `layoutSubviews()` was queued in, the pass it was found changed in.
  var listedInRound = 0
  var calledInRound = 0
  var changedInPass = 0
  /// The number of views above this one, set when the view is inserted or removed (what a
  /// layout pass orders views by; it only matters in a window).
  private(set) var depth = 0

  /// A view named `name`; the name appears in every message, dump and picture.
  public override init(name: String) {
    super.init(name: name)
  }

  override var layoutWindow: Window? { window }

  override var coordinateParent: View? { superview }

  override var nearestView: View? { self }

  // MARK: - Hierarchy

  /// Adds `view` at the front, taking it out of its current superview first. Adding a view to
  /// itself or to one of its own subviews does nothing (it would make the tree a cycle), and
  /// so does adding a window's root view.
  ///
  /// If this view is in a window, `view` and its subtree join it: their margins, safe area
  /// and intrinsic-size constraints enter the window's solver (they relate only the subtree's
  /// own variables, so they cannot conflict).
  public func addSubview(_ view: View) {
    insertSubview(view, at: subviews.count)
  }

  /// Inserts `view` among the subviews at `index` (clamped to the valid range).
  ///
  /// Inserting a view into itself or into one of its own subviews does nothing (it would
  /// make the tree a cycle), and so does inserting a window's root view (it fills its
  /// window for as long as the window exists).
  public func insertSubview(_ view: View, at index: Int) {
    if isDescendant(of: view) || view.window?.rootView === view { return }
    if view.superview != nil || view.window != nil { view.removeFromSuperview() }
    subviews.insert(view, at: max(0, min(index, subviews.count)))
    view.superview = self
    View.setDepth(of: view, to: depth + 1)
    if let window { window.attach(view) }
  }

  /// Takes the view out of its superview. If it was in a window, every constraint that
  /// mentions the view, its guides or its subviews is deactivated (constraint sets keep them
  /// as members; a set that turns on again while they are out of the window throws).
  ///
  /// A window's root view has no superview and stays in its window: this does nothing then.
  public func removeFromSuperview() {
    if let window, window.rootView === self { return }
    (superview as? StackView)?.subviewWillLeave(self)
    if let window {
      window.detach(self)
    }
    if let superview {
      superview.subviews.removeAll { $0 === self }
    }
    superview = nil
    View.setDepth(of: self, to: 0)
  }

  /// Sets the depth of `view` and of the views inside it.
  private static func setDepth(of view: View, to depth: Int) {
    view.depth = depth
    for s in view.subviews { setDepth(of: s, to: depth + 1) }
  }

  /// Whether `self` is `view` or inside it.
  public func isDescendant(of view: View) -> Bool {
    var current: View? = self
    while let v = current {
      if v === view { return true }
      current = v.superview
    }
    return false
  }

  /// The view and all views inside it, depth first, each before its subviews.
  public var subtree: [View] {
    var result: [View] = []
    View.collect(self, into: &result)
    return result
  }

  /// Appends `view` and its subviews, depth first. (A nested function appending to a captured
  /// array pays an exclusivity check per access: the walk cost more than a rotation's solve.)
  private static func collect(_ view: View, into result: inout [View]) {
    result.append(view)
    for s in view.subviews { collect(s, into: &result) }
  }

  /// The view and its guides.
  var itemsOfView: [LayoutItem] { [self] + layoutGuides }

  // MARK: - Frames

  /// The rectangle in the superview's coordinates (in the window's for the root view), as
  /// currently solved; `.zero` outside a window.
  public var frame: Rect { frameInParent }

  /// The rectangle in the view's own coordinates: origin zero, the frame's size.
  public var bounds: Rect { Rect(origin: .zero, size: frame.size) }

  /// The traits of the window the view is in.
  public var traits: Traits? { window?.traits }

  // MARK: - Guides

  /// Adds a guide that the view owns; its anchors can then be constrained like a view's.
  public func addLayoutGuide(_ guide: LayoutGuide) {
    if let owner = guide.owningView { owner.removeLayoutGuide(guide) }
    guide.owningView = self
    layoutGuides.append(guide)
    if let window { window.install(guide) }
  }

  /// Removes a guide the view owns, deactivating the constraints that mention it.
  public func removeLayoutGuide(_ guide: LayoutGuide) {
    guard guide.owningView === self else { return }
    if let window { window.uninstall([guide]) }
    layoutGuides.removeAll { $0 === guide }
    guide.owningView = nil
  }

  /// The view's rectangle inset by ``layoutMargins``, named `<name>.margins`.
  public var layoutMarginsGuide: LayoutGuide {
    if let marginsGuide { return marginsGuide }
    let guide = LayoutGuide(name: "\(name).margins")
    guide.systemConstraintMaker = { [unowned guide] in
      guide.owningView?.marginSystemConstraints(guide) ?? []
    }
    marginsGuide = guide
    addLayoutGuide(guide)
    return guide
  }

  /// The part of the view inside the window's safe area, named `<name>.safeArea`: the
  /// window's safe-area insets for the root view, and for other views the intersection of
  /// the view with the root view's safe area.
  public var safeAreaLayoutGuide: LayoutGuide {
    if let safeAreaGuide { return safeAreaGuide }
    let guide = LayoutGuide(name: "\(name).safeArea")
    guide.systemConstraintMaker = { [unowned guide] in
      guide.owningView?.safeAreaSystemConstraints(guide) ?? []
    }
    safeAreaGuide = guide
    addLayoutGuide(guide)
    return guide
  }

  private func marginSystemConstraints(_ g: LayoutGuide) -> [_SystemConstraint] {
    let m = layoutMargins
    let why = "\(name)'s layout margins"
    return [
      _SystemConstraint(g.left == m.left, why), _SystemConstraint(g.top == m.top, why),
      _SystemConstraint(g.width == width - (m.left + m.right), why),
      _SystemConstraint(g.height == height - (m.top + m.bottom), why),
    ]
  }

  private func safeAreaSystemConstraints(_ g: LayoutGuide) -> [_SystemConstraint] {
    guard let window else { return [] }
    let why = "\(name)'s safe area"
    if window.rootView === self {
      let i = window.safeInsetVariables
      return [
        _SystemConstraint(g.left == Expression(i.left), why),
        _SystemConstraint(g.top == Expression(i.top), why),
        _SystemConstraint(g.width == width - i.left - i.right, why),
        _SystemConstraint(g.height == height - i.top - i.bottom, why),
      ]
    }
    // The intersection of the view with the root's safe area: inside both, and as large as
    // that allows (the soft equalities pull each edge to the nearer bound). The guide is in
    // the view's coordinates; the root's safe area is compared in the root's.
    let root = window.rootView.safeAreaLayoutGuide
    let space = window.rootView
    let (gx, gy) = (g.expression(.left, in: space), g.expression(.top, in: space))
    let edgePriority = Priority(999)
    return [
      g.left >= 0, gx >= root.left, g.left + g.width <= width,
      gx + g.width <= root.left + root.width,
      g.top >= 0, gy >= root.top, g.top + g.height <= height,
      gy + g.height <= root.top + root.height,
      g.left == 0 ~ edgePriority, g.top == 0 ~ edgePriority,
      g.left + g.width == Expression(width) ~ edgePriority,
      g.top + g.height == Expression(height) ~ edgePriority,
    ].map { _SystemConstraint($0, why) }
  }

  /// Changes ``layoutMargins``; in a window the margins guide moves at once.
  /// - Throws: ``LayoutError/nonFinite(_:)``; ``LayoutError/unsatisfiable(_:conflicting:)``
  ///   when required constraints on the margins guide cannot follow. Nothing changes then.
  public func setLayoutMargins(_ margins: EdgeInsets) throws(LayoutError) {
    for v in [margins.top, margins.left, margins.bottom, margins.right] where !v.isFinite {
      throw .nonFinite("the layout margins of \(name)")
    }
    guard let window else {
      layoutMargins = margins
      return
    }
    try window.transaction { () throws(LayoutError) in
      window.engine.log(.layoutMargins(self, layoutMargins))
      layoutMargins = margins
      try marginsGuide?.updateSystemConstraints()
    }
  }

  // MARK: - Intrinsic size

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

  override func makeSystemConstraints() -> [_SystemConstraint] {
    var result: [_SystemConstraint] = []
    func add(_ v: Variable, _ value: Double?, _ axis: LayoutAxis) {
      guard let value else { return }
      let hug = min(contentHuggingPriority(for: axis), Priority(999))
      let resist = min(contentCompressionResistancePriority(for: axis), Priority(999))
      result.append(_SystemConstraint(v <= value ~ hug, "\(name)'s content hugging"))
      result.append(_SystemConstraint(v >= value ~ resist, "\(name)'s compression resistance"))
    }
    add(width, intrinsicContentSize.width, .horizontal)
    add(height, intrinsicContentSize.height, .vertical)
    return result
  }

  // MARK: - Baselines (see View+Baselines.swift)

  /// Where the first baseline is in the view (default: at its bottom). Override it for
  /// content with text (a label: its first line's ascent from the top) and call
  /// ``baselinesDidChange()`` when the value changes.
  open var firstBaselineOffset: BaselineOffset { .fromBottom(0) }
  /// Where the last baseline is in the view (default: at its bottom). Override it as
  /// ``firstBaselineOffset`` (a label: its last line's descent from the bottom).
  open var lastBaselineOffset: BaselineOffset { .fromBottom(0) }
  /// The view whose first baseline stands for this one's (UIKit's `forFirstBaselineLayout`):
  /// the view itself by default; a stack gives an arranged subview. Only the view or a view
  /// inside it counts.
  open var forFirstBaselineLayout: View { self }
  /// The view whose last baseline stands for this one's (UIKit's `forLastBaselineLayout`).
  open var forLastBaselineLayout: View { self }
  /// The guide whose top is the first baseline and whose bottom is the last, made when a
  /// baseline anchor is first asked for.
  var baselineGuide: LayoutGuide?

  /// Extra words a kind of view adds to its line of a dump (a scroll view's content size,
  /// say); empty for a plain view.
  var dumpDetails: String { "" }

  // MARK: - Reacting to layout

  /// Asks for ``layoutSubviews()`` in the next layout pass even if the view's size does not
  /// change (UIKit's `setNeedsLayout`).
  public func setNeedsLayout() {
    guard let window else { return }
    window.viewsNeedingLayout.append(self)
    window.setNeedsLayout()
  }

  /// Called during ``Window/layoutIfNeeded()`` when the view's size changed (and on its
  /// first layout), parents before children. Override it to adjust constraints or
  /// subviews; changes made here are laid out in the same `layoutIfNeeded()` call.
  open func layoutSubviews() {}

  /// Called after the window's traits changed (UIKit's `traitCollectionDidChange`), with the
  /// traits before; the new ones are in ``traits``.
  open func traitsDidChange(from previous: Traits) {}

  /// Called before the window takes a new size and traits (UIKit's
  /// `viewWillTransition(to:with:)`); ``frame`` and ``traits`` are still the old ones.
  open func willTransition(to size: Size, traits: Traits) {}

  /// Called after the window took a new size (and traits) and was laid out, with the size
  /// and traits before; ``frame`` and ``traits`` are the new ones.
  open func didTransition(from size: Size, traits: Traits) {}

  // MARK: - Ambiguity

  /// Whether the view's frame is not uniquely determined by its constraints (UIKit's
  /// `hasAmbiguousLayout`). Outside a window, `false`.
  /// - Complexity: One ambiguity analysis of the window's solver.
  public var hasAmbiguousLayout: Bool {
    guard let window else { return false }
    return !window.ambiguousAttributes(of: self, in: window.engine.ambiguousSet()).isEmpty
  }
}

/// A view's content hugging and compression resistance priorities, per axis.
struct _ViewContentPriorities {
  var hugging: (horizontal: Priority, vertical: Priority) = (.low, .low)
  var resistance: (horizontal: Priority, vertical: Priority) = (.high, .high)
}

extension LayoutItem {
  /// Remakes this item's own constraints and, in a window, swaps them in the solver (in a
  /// transaction of the window's, or one of its own).
  func updateSystemConstraints() throws(LayoutError) {
    guard let window = layoutWindow else { return }
    try window.transaction { () throws(LayoutError) in
      try window.engine.replaceSystemConstraints(of: self, with: makeSystemConstraints(), in: window)
    }
    window.setNeedsLayout()
  }
}
