// A view: its state, its frame, and the callbacks a subclass overrides (they must be in the
// class's body to be overridable). Hierarchy, guides and margins, intrinsic size: the
// View+ files.

/// A rectangle in a view tree, laid out by its window's solver (UIKit's `UIView`, headless).
///
/// Nothing is implicit: a view's frame comes only from the constraints you activate, its
/// intrinsic content size, and, for the root view, the window's size. Subclass it to react
/// to layout (``layoutSubviews()``), trait changes (``traitsDidChange(from:)``) and size
/// transitions (``willTransition(to:traits:)``).
open class View: LayoutItem {
  // The properties read for every view and constraint of a layout (here, the engine's, the
  // window's, a constraint's) are `@exclusivity(unchecked)`: each read of a class's property
  // was a dynamic access check of about 75 instructions, a tenth of the layer's work in
  // building a tree. Views are used from one thread, and no access of these overlaps another.
  /// The views inside this one, back to front.
  @exclusivity(unchecked) public internal(set) var subviews: [View] = []
  /// The view this one is inside.
  public internal(set) var superview: View? {
    get { storedSuperview }
    set { storedSuperview = newValue }
  }
  /// The storage of ``superview``: unowned(unsafe), cleared by hand. Neither `weak` (a weak
  /// reference gives its target a side table, and every retain and release of every view
  /// with a subview then took the runtime's slow path: a tenth of the time of activating
  /// and removing a nesting) nor `unowned(safe)` (a subclass's deinit runs before `View`'s,
  /// and may remove the subviews, reading their `superview`: the dying view, which a safe
  /// unowned reference traps on, and which is still whole until its deinit ends). A view's
  /// superview holds it strongly, so it cannot go first but through `View`'s deinit, which
  /// clears the reference of every subview it still has.
  @exclusivity(unchecked) unowned(unsafe) var storedSuperview: View?
  /// The window whose solver lays the view out, or `nil` while it is not in one.
  // Unowned, not weak: a weak reference gives its target a side table, and every retain and
  // release of the target then takes the runtime's slow path (the window is read for every
  // view of a layout pass). `Window` is final and clears it in its deinit, before anything
  // else of the window goes, so it never dangles.
  @exclusivity(unchecked) public internal(set) unowned(safe) var window: Window?
  // What a layout pass reads and writes for every view it lists, declared together so that
  // they share a few cache lines (stored properties are laid out in this order): spread
  // over the view, ten rotations of a column of 10,000 rows missed the level-1 data cache
  // 6.46 M times, together 6.06 M (callgrind's cache simulation).
  /// The number of views above this one, set when the view is inserted or removed (what a
  /// layout pass orders views by; it only matters in a window).
  @exclusivity(unchecked) var depth = 0
  /// The frame the last layout pass saw (for ``layoutSubviews()`` and change tracking).
  @exclusivity(unchecked) var lastLaidOutFrame: Rect?
  /// Marks of the window's layout pass (its serial numbers): the round the view was listed
  /// in, the round its `layoutSubviews()` was queued in, the pass it was found changed in.
  @exclusivity(unchecked) var listedInRound = 0
  /// Which of the view's variables the solver reported changed since its frame was last read
  /// (bits: left 1, top 2, width 4, height 8): a pass reads only those, on top of
  /// ``lastLaidOutFrame`` (a rotation of a column moves each row's width alone).
  @exclusivity(unchecked) var changedVariables: UInt8 = 0
  @exclusivity(unchecked) var calledInRound = 0
  @exclusivity(unchecked) var changedInPass = 0
  /// The frame before the pass that found it changed: a view whose frame comes back within
  /// the pass (let out, then hugging its text again) did not change.
  @exclusivity(unchecked) var frameBeforePass: Rect?
  /// Hidden views are laid out like the others (as in UIKit) and drawn as hidden; an arranged
  /// subview of a ``StackView`` collapses while hidden.
  public var isHidden = false {
    didSet {
      if isHidden != oldValue { (superview as? StackView)?.arrangedSubviewDidChangeHidden(self) }
    }
  }

  /// The margins as last set: by left and right (``setLayoutMargins(_:)``) or by leading and
  /// trailing (``setDirectionalLayoutMargins(_:)``); 8 on every side by default, as UIKit's.
  var storedMargins = _Margins.directional(DirectionalEdgeInsets(all: 8))
  /// See ``insetsLayoutMarginsFromSafeArea``.
  var storedInsetsFromSafeArea = true
  /// See ``preservesSuperviewLayoutMargins``.
  var storedPreservesSuperviewMargins = false
  /// The storage of ``readableContentGuide``, made when first asked for.
  var storedReadableGuide: LayoutGuide?
  /// What the view shows, for right-to-left layout (UIKit's `semanticContentAttribute`,
  /// `.unspecified` by default: the view follows the window's direction). Setting it
  /// rewrites the constraints on the view's leading and trailing edges; a change they cannot
  /// take (a conflict) leaves it as it was, as ``setSemanticContentAttribute(_:)`` says.
  public var semanticContentAttribute: SemanticContentAttribute {
    get { storedSemanticContentAttribute }
    set { try? setSemanticContentAttribute(newValue) }
  }
  @exclusivity(unchecked) var storedSemanticContentAttribute = SemanticContentAttribute.unspecified
  /// The natural size of the content. Change it with ``setIntrinsicContentSize(_:)``.
  @exclusivity(unchecked) public internal(set) var intrinsicContentSize = IntrinsicSize.none
  /// Content hugging and compression resistance, per axis.
  @exclusivity(unchecked) var contentPriorities = _ViewContentPriorities()

  /// Guides owned by the view (``addLayoutGuide(_:)``), margins and safe area included once
  /// they have been asked for.
  public internal(set) var layoutGuides: [LayoutGuide] = []
  /// The storage of ``layoutMarginsGuide`` and ``safeAreaLayoutGuide``, made when first
  /// asked for.
  var storedMarginsGuide: LayoutGuide?
  var storedSafeAreaGuide: LayoutGuide?

  /// Whether the view is in its window's list of views that hug their wrapped text, and the
  /// pass it was last let out to its unwrapped width in (see `releaseWrappedWidths`).
  @exclusivity(unchecked) var isListedAsHugging = false
  @exclusivity(unchecked) var releasedInPass = 0
  /// Constraints activated while the view's tree was not in a window, whose items' nearest
  /// common ancestor is this view (UIKit installs a constraint there): they enter the solver
  /// when the view joins a window. Empty while the view is in a window.
  var heldConstraints: [LayoutConstraint] = []
  /// Whether ``updateConstraints()`` is due (``setNeedsUpdateConstraints()``).
  var constraintsNeedUpdate = false

  /// A view named `name`; the name appears in every message, dump and picture.
  public override init(name: String) {
    super.init(name: name)
  }

  deinit {
    // The guides and subviews that outlive this view have no owner or superview any more
    // (their references to it are unowned(unsafe), see `storedSuperview`).
    for guide in layoutGuides { guide.storedOwningView = nil }
    guard !subviews.isEmpty else { return }
    // Released by recursion (a view's subviews go when its storage goes, theirs in their
    // deinit, ...), a nesting 100,000 deep overflowed the stack. The subviews this view held
    // last are released in a loop instead: a plain view's own subviews are taken out before it
    // goes. (A subclass keeps them for its deinit, which may look at them; its own `View`
    // deinit then does the same for them.)
    var pending: [View] = []
    swap(&pending, &subviews)
    for v in pending { v.storedSuperview = nil }
    while var v = pending.popLast() {
      if type(of: v) == View.self && isKnownUniquelyReferenced(&v) && !v.subviews.isEmpty {
        // `v` goes at the end of this step: its subviews lose their superview now.
        for s in v.subviews { s.storedSuperview = nil }
        pending += v.subviews
        v.subviews = []
      }
    }
  }

  override var layoutWindow: Window? { window }

  override var coordinateParent: View? { superview }

  override var nearestView: View? { self }

  // MARK: - Frames

  /// The rectangle in the superview's coordinates (in the window's for the root view), as
  /// currently solved; `.zero` outside a window.
  public var frame: Rect { frameInParent }

  /// The rectangle in the view's own coordinates: origin zero, the frame's size.
  public var bounds: Rect { Rect(origin: .zero, size: frame.size) }

  /// The traits of the window the view is in.
  public var traits: Traits? { window?.traits }

  // MARK: - Own constraints

  /// The intrinsic-size constraints (see ``setIntrinsicContentSize(_:)``).
  override func makeSystemConstraints() -> [_SystemConstraint] { intrinsicSizeConstraints() }

  // MARK: - Measuring (see View+Measuring.swift)

  /// Whether the view's size depends on the width it gets (height-for-width, as a wrapping
  /// label's): if so, each layout pass that gives it a new width asks ``sizeThatFits(width:)``
  /// again and makes the answer its intrinsic size in the same pass. `false` by default.
  open var measuresHeightForWidth: Bool { false }

  /// The view's natural size at a proposed width (UIKit's `sizeThatFits` with
  /// `preferredMaxLayoutWidth`): `.infinity` asks for the size without a limit. Called by the
  /// layout when ``measuresHeightForWidth`` is `true`; by default the intrinsic size.
  ///
  /// An answer narrower than the proposal (a wrapped text's widest line) must be the answer
  /// at every width between the two, as greedy line breaking's is: the view then takes that
  /// width without being asked again.
  /// - Parameter proposedWidth: The width the view gets (its frame's), or `.infinity`.
  /// - Returns: The intrinsic size to take, `nil` on an axis without one.
  open func sizeThatFits(width proposedWidth: Double) -> IntrinsicSize { intrinsicContentSize }

  /// The last measurement at a width: the width asked and the answer (`nil`: not measured
  /// at a width since the content last changed).
  @exclusivity(unchecked) var measurement: (width: Double, answer: IntrinsicSize)?
  /// The answer without a limit of width, kept until the content changes
  /// (``invalidateIntrinsicContentSize()``).
  @exclusivity(unchecked) var unwrappedSize: IntrinsicSize?
  /// The intrinsic-size constraints a measurement replaced last, with the size and content
  /// priorities they hold the view to (see `intrinsicConstraints(for:)`); dropped when a
  /// transaction that changed them rolls back.
  @exclusivity(unchecked) var spareIntrinsicConstraints:
    (size: IntrinsicSize, priorities: _ViewContentPriorities, list: [_SystemConstraint])?
  /// Whether the view's own constraints are its intrinsic-size constraints alone (a stack
  /// view's hold its arrangement too).
  var systemConstraintsAreIntrinsic: Bool { true }

  /// The window's content size category changed, inside the transaction of the change: a
  /// view whose content follows it (a label with a text style) re-measures here.
  func contentSizeCategoryDidChange() throws(LayoutError) {}

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

  // MARK: - Setting itself up

  /// Called after the view moved to another superview (or was removed from its superview),
  /// as UIKit's `didMoveToSuperview()`: after ``didMoveToWindow()`` when the window changed
  /// too. Constraints the view activates here, on views of its tree, take effect at once in a
  /// window, or when the tree joins one.
  open func didMoveToSuperview() {}

  /// Called on the view and every view inside it, parents first, after they joined a window
  /// or left one (``window`` is the new one, or `nil`), as UIKit's `didMoveToWindow()`. Not
  /// called when a view moves within its window.
  open func didMoveToWindow() {}

  /// Makes or updates the view's constraints, before the layout pass, when
  /// ``setNeedsUpdateConstraints()`` asked for it (UIKit's `updateConstraints()`): views
  /// deepest first, in ``Window/layoutIfNeeded()`` before frames are read. Each call is made
  /// once per request.
  open func updateConstraints() {}

  // MARK: - Ambiguity

  /// Whether the view's frame is not uniquely determined by its constraints (UIKit's
  /// `hasAmbiguousLayout`). Outside a window, `false`.
  /// - Complexity: One ambiguity analysis of the window's solver.
  public var hasAmbiguousLayout: Bool {
    guard let window else { return false }
    return !window.ambiguousAttributes(of: self, in: window.engine.ambiguousSet()).isEmpty
  }
}
