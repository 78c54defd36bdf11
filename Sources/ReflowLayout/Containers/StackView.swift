/// A view that lays out a row or a column of views (UIKit's `UIStackView`): its
/// ``arrangedSubviews``, along its ``axis``, by ``distribution`` along the axis and
/// ``alignment`` across it, with ``spacing`` between them.
///
/// The stack makes and owns the constraints that do it: they are its own constraints (like a
/// view's margins or intrinsic size, not yours: ``Window/constraints`` does not list them),
/// made again whenever a property, the arranged list or an arranged view's ``View/isHidden``
/// changes, each change one layout transaction. The constraints for each combination are
/// written down in `Docs/stacks.md`; in short:
///
/// - **Along the axis**: the first visible view's leading (top) edge at the stack's (at its
///   margins' with ``isLayoutMarginsRelativeArrangement``), the last one's trailing (bottom)
///   edge at the stack's, and between neighbours `spacing` (or the custom spacing after the
///   first of them): exactly for `.fill`, `.fillEqually` and `.fillProportionally`, at least
///   for `.equalSpacing` and `.equalCentering`. `.fillEqually` makes the sizes equal;
///   `.fillProportionally` makes each size its share of the intrinsic sizes (priority 999
///   down to 999 - n + 1 in order, as UIKit counts); `.equalSpacing` makes the gaps equal;
///   `.equalCentering` makes the distances between centres equal (priority 150). With
///   `.fill` the content priorities decide: the view with the lowest hugging priority
///   stretches, the one with the lowest compression resistance shrinks; a tie is ambiguous
///   (``Window/ambiguousViews()`` names the views), as UIKit warns of it.
/// - **Across it**: `.fill` pins both edges; `.leading`/`.top`, `.trailing`/`.bottom` and
///   `.center` pin that edge (or the centre) and keep the views inside the stack, which
///   hugs them (its size across at priority 51, each view's at 25 as UIKit's
///   ambiguity suppression); `.firstBaseline`/`.lastBaseline` (horizontal stacks; a vertical
///   stack fills) make the baselines equal, inside the stack, the group at its top.
/// - **Hidden views** collapse: no size (on both axes), no spacing on either side, so they
///   do not count for the stack's size; shown again, they come back.
///
/// The stack's size follows its content through these constraints alone: a stack without
/// constraints on its size along the axis is as long as its views plus the spacing.
///
/// The properties are UIKit's, settable: a change the layout refuses (your required
/// constraints conflict with the new arrangement) leaves everything as it was and is kept in
/// ``lastLayoutError``; ``update(_:)`` makes several changes in one transaction and throws.
open class StackView: View {
  /// How the views share the stack's length along its axis (UIKit's
  /// `UIStackView.Distribution`).
  public enum Distribution: String, Hashable, Sendable, CaseIterable {
    /// Spacing exactly `spacing`; the content priorities decide who stretches or shrinks.
    case fill
    /// Spacing exactly `spacing`; every view the same size.
    case fillEqually
    /// Spacing exactly `spacing`; sizes in proportion to the intrinsic sizes.
    case fillProportionally
    /// Intrinsic sizes; equal gaps of at least `spacing`.
    case equalSpacing
    /// Intrinsic sizes; equal distances between centres, gaps of at least `spacing`.
    case equalCentering
  }

  /// How the views are placed across the stack's axis (UIKit's `UIStackView.Alignment`).
  public enum Alignment: String, Hashable, Sendable, CaseIterable {
    /// Both edges at the stack's.
    case fill
    /// The leading edges at the stack's (vertical stacks; `.top` for horizontal ones).
    case leading
    /// The top edges at the stack's (horizontal stacks; `.leading` for vertical ones).
    case top
    /// The centres at the stack's.
    case center
    /// The trailing edges at the stack's (vertical stacks; `.bottom` for horizontal ones).
    case trailing
    /// The bottom edges at the stack's (horizontal stacks; `.trailing` for vertical ones).
    case bottom
    /// The first baselines equal (horizontal stacks; a vertical stack fills).
    case firstBaseline
    /// The last baselines equal (horizontal stacks; a vertical stack fills).
    case lastBaseline
  }

  /// Everything the arrangement is made from, besides the views' own state: saved before a
  /// change and put back if it fails.
  struct _State {
    var arranged: [View] = []
    var axis = LayoutAxis.horizontal
    var spacing = 0.0
    var distribution = Distribution.fill
    var alignment = Alignment.fill
    var marginsRelative = false
    var customSpacing: [ObjectIdentifier: Double] = [:]
  }
  @exclusivity(unchecked) var state = _State()
  /// Open ``update(_:)`` calls: property changes wait for the end of the outermost.
  private var batchDepth = 0
  /// Set while a refused hide or show is put back, so that it does not make the arrangement
  /// again.
  private var revertingHidden = false
  /// Set when the arrangement left after a removal was refused: the stack then holds no
  /// arrangement constraints until its next change.
  var isArrangementDropped = false
  /// The views that stood for the stack's baselines when the arrangement was last made.
  var lastBaselineViews: (first: View, last: View)?

  /// The error of the last change made through a property or a non-throwing method that
  /// the layout refused (everything stayed as it was); `nil` after a change that succeeded.
  public private(set) var lastLayoutError: LayoutError?

  /// A stack named `name` (horizontal, fill, fill, no spacing), with `arrangedSubviews`
  /// added in order.
  public init(name: String, arrangedSubviews: [View] = []) {
    super.init(name: name)
    for v in arrangedSubviews { addArrangedSubview(v) }
  }

  // MARK: - Properties

  /// The views the stack arranges, in order. They are subviews of the stack.
  public var arrangedSubviews: [View] { state.arranged }

  /// `.horizontal` (a row, the default) or `.vertical` (a column).
  public var axis: LayoutAxis {
    get { state.axis }
    set { apply { $0.axis = newValue } }
  }

  /// The distance between neighbours (default 0); a minimum for `.equalSpacing` and
  /// `.equalCentering`. A non-finite value is refused (``lastLayoutError``).
  public var spacing: Double {
    get { state.spacing }
    set { apply { $0.spacing = newValue } }
  }

  /// How the views share the length along the axis (default `.fill`).
  public var distribution: Distribution {
    get { state.distribution }
    set { apply { $0.distribution = newValue } }
  }

  /// How the views are placed across the axis (default `.fill`).
  public var alignment: Alignment {
    get { state.alignment }
    set { apply { $0.alignment = newValue } }
  }

  /// Whether the views are arranged inside the stack's ``View/layoutMarginsGuide`` rather
  /// than its edges (default `false`).
  public var isLayoutMarginsRelativeArrangement: Bool {
    get { state.marginsRelative }
    set { apply { $0.marginsRelative = newValue } }
  }

  /// The spacing after `view` set by ``setCustomSpacing(_:after:)``, or ``spacing``.
  public func customSpacing(after view: View) -> Double {
    state.customSpacing[ObjectIdentifier(view)] ?? state.spacing
  }

  /// Sets the spacing between `view` (an arranged subview) and the next one, in place of
  /// ``spacing``. Ignored for a view that is not arranged (as in UIKit); removing the view
  /// from the stack forgets it.
  public func setCustomSpacing(_ spacing: Double, after view: View) {
    guard isArranged(view) else { return }
    apply { $0.customSpacing[ObjectIdentifier(view)] = spacing }
  }

  // MARK: - The arranged list

  /// Adds `view` at the end of the arranged list, as a subview (taken out of its superview
  /// first; a view already arranged moves to the end).
  public func addArrangedSubview(_ view: View) {
    insertArrangedSubview(view, at: state.arranged.count)
  }

  /// Inserts `view` into the arranged list at `index` (clamped), adding it as a subview if
  /// it is not one.
  public func insertArrangedSubview(_ view: View, at index: Int) {
    if view === self || isDescendant(of: view) { return }
    if view.superview !== self { addSubview(view) }
    guard view.superview === self else { return }
    apply { state in
      state.arranged.removeAll { $0 === view }
      state.arranged.insert(view, at: max(0, min(index, state.arranged.count)))
    }
  }

  /// Takes `view` out of the arranged list; it stays a subview (as in UIKit), with the
  /// constraints of yours that mention it.
  public func removeArrangedSubview(_ view: View) {
    guard isArranged(view) else { return }
    apply { state in
      state.arranged.removeAll { $0 === view }
      state.customSpacing[ObjectIdentifier(view)] = nil
    }
  }

  private func isArranged(_ view: View) -> Bool { state.arranged.contains { $0 === view } }

  // MARK: - Changes

  /// Makes several changes (properties, the arranged list) as one transaction: the
  /// arrangement is made once, at the end. A view that `addArrangedSubview` made a subview
  /// inside `changes` stays one if the transaction is refused (out of the arranged list).
  /// - Complexity: O(n) solver operations for n arranged views, once.
  /// - Throws: ``LayoutError/nonFinite(_:)`` for a non-finite spacing;
  ///   ``LayoutError/unsatisfiable(_:conflicting:)`` when your required constraints conflict
  ///   with the new arrangement. Everything is left as it was then.
  public func update(_ changes: (StackView) -> Void) throws(LayoutError) {
    let saved = state
    batchDepth += 1
    changes(self)
    batchDepth -= 1
    if batchDepth > 0 { return }
    try commit(from: saved)
  }

  /// A change through a property or a non-throwing method: made at once (or at the end of
  /// ``update(_:)``); if refused, put back and kept in ``lastLayoutError``.
  private func apply(_ edit: (inout _State) -> Void) {
    let saved = state
    edit(&state)
    if batchDepth > 0 { return }
    do {
      try commit(from: saved)
      lastLayoutError = nil
    } catch {
      lastLayoutError = error
    }
  }

  /// Makes the arrangement for the current state, in one transaction; puts `saved` back if
  /// the layout refuses it.
  private func commit(from saved: _State) throws(LayoutError) {
    let spacings = [state.spacing] + Array(state.customSpacing.values)
    if spacings.contains(where: { !$0.isFinite }) {
      state = saved
      throw .nonFinite("the spacing of \(name)")
    }
    do {
      try rearrange { [unowned self] in self.state = saved }
    } catch {
      state = saved
      throw error
    }
  }

  /// Swaps the arrangement constraints for those of the current state (only those that
  /// differ: see `_LayoutEngine.updateSystemConstraints(of:to:in:)`), in one transaction
  /// (logged with `undo`, which puts the state back if this or an enclosing transaction
  /// fails), then remakes the constraints on the stack's baselines and tells an enclosing
  /// stack that aligns by baselines.
  func rearrange(undo: @escaping () -> Void) throws(LayoutError) {
    guard let window else { return }
    prepareArrangement()
    let wasDropped = isArrangementDropped
    try window.transaction { () throws(LayoutError) in
      window.engine.log(.restore { [unowned self] in
        undo()
        self.isArrangementDropped = wasDropped
      })
      isArrangementDropped = false
      try window.engine.updateSystemConstraints(of: self, to: makeSystemConstraints(), in: window)
      window.setNeedsLayout()
      try remakeBaselineConstraints(in: window)
      if let outer = superview as? StackView, outer.isArranged(self) {
        try outer.rearrange {}
      }
    }
  }

  /// An arranged view was hidden or shown: collapse or restore it. If the layout refuses,
  /// the view's `isHidden` is put back and the error kept in ``lastLayoutError``.
  func arrangedSubviewDidChangeHidden(_ view: View) {
    guard !revertingHidden, isArranged(view) else { return }
    do {
      try rearrange {}
      lastLayoutError = nil
    } catch {
      lastLayoutError = error
      revertingHidden = true
      view.isHidden.toggle()
      revertingHidden = false
    }
  }

  /// An arranged view's intrinsic size changed: a proportional distribution takes its
  /// shares from the intrinsic sizes, so it is made again (inside the view's transaction).
  func arrangedSubviewDidChangeIntrinsicSize(_ view: View) throws(LayoutError) {
    guard state.distribution == .fillProportionally, isArranged(view) else { return }
    try rearrange {}
  }

  /// A subview leaves the stack: out of the arranged list first, so that the arrangement no
  /// longer mentions it. If the remaining arrangement is refused, the stack keeps none (the
  /// view must leave) and says why in ``lastLayoutError``.
  func subviewWillLeave(_ view: View) {
    guard isArranged(view) else { return }
    let saved = state
    forget(view)
    do {
      try rearrange { [unowned self] in self.state = saved }
      lastLayoutError = nil
    } catch {
      // The rollback put the view back in the list: it leaves all the same.
      forget(view)
      lastLayoutError = error
      dropArrangement()
    }
  }

  /// Takes `view` out of the arranged list and forgets its custom spacing.
  private func forget(_ view: View) {
    state.arranged.removeAll { $0 === view }
    state.customSpacing[ObjectIdentifier(view)] = nil
  }

  /// The views that stand for the stack's baselines: the first and the last visible
  /// arranged views.
  open override var forFirstBaselineLayout: View {
    state.arranged.first { !$0.isHidden } ?? self
  }

  open override var forLastBaselineLayout: View {
    state.arranged.last { !$0.isHidden } ?? self
  }

  override func makeSystemConstraints() -> [_SystemConstraint] {
    super.makeSystemConstraints() + (isArrangementDropped ? [] : arrangementConstraints())
  }

  override var systemConstraintsAreIntrinsic: Bool { false }

  override var dumpDetails: String {
    let kind = "\(state.axis) \(state.distribution) \(state.alignment)"
    return " stack \(kind), \(state.arranged.count) arranged"
  }
}
