/// The top of a view tree: a size, traits, safe-area insets, and the solver that lays the
/// tree out.
///
/// The root view fills the window (the only implicit constraint besides intrinsic sizes):
/// its origin is required to be at zero and its size follows the window's through two edit
/// variables, so a rotation is a suggestion and one incremental re-solve.
public final class Window: CustomStringConvertible {
  /// The name of the window, also the root view's name (`window.height` in messages).
  public let name: String
  /// The window's size in points.
  public internal(set) var size: Size
  /// The window's traits (size classes, orientation, idiom, scale).
  @exclusivity(unchecked) public internal(set) var traits: Traits
  /// The insets of the safe area from the window's edges.
  public internal(set) var safeAreaInsets: EdgeInsets
  /// How size classes follow from size and idiom when the window rotates or resizes.
  public let sizeClassRule: SizeClassRule
  /// The view that fills the window.
  public let rootView: View
  /// The constraint sets added to the window, in the order added.
  public internal(set) var constraintSets: [ConstraintSet] = []

  let engine = _LayoutEngine()
  /// The safe-area insets the window takes in the other orientation, when known.
  var otherOrientationInsets: EdgeInsets?
  /// The storage of ``keyboardLayoutGuide`` and ``keyboardHeight``.
  var storedKeyboardGuide: LayoutGuide?
  var storedKeyboardHeight: Double?
  /// The keyboard's height in the other orientation, when given: a turn swaps the two.
  var storedOtherKeyboardHeight: Double?
  /// See ``viewRespectsSystemMinimumLayoutMargins``.
  var respectsSystemMinimumMargins = true
  /// Edit variables holding the safe-area insets.
  let safeInsetVariables: (top: Variable, left: Variable, bottom: Variable, right: Variable)
  var needsLayout = true
  /// The view each view variable belongs to, for reading back only the views that moved.
  @exclusivity(unchecked) var viewOfVariable = _ViewsByVariable()
  /// Views that joined the window since the last layout pass (they get a first pass).
  @exclusivity(unchecked) var joinedViews: [View] = []
  /// Views that asked for `layoutSubviews()` in the next pass.
  var viewsNeedingLayout: [View] = []
  /// Views let out to their unwrapped width (see `releaseWrappedWidths`).
  var releasedViews: [View] = []
  /// Views that hugged their wrapped text when last laid out (some may no longer): the
  /// only ones a change of room can let out.
  var huggingViews: [View] = []
  /// Changes kept (outermost transactions), and their count when a layout round last let
  /// hugging views out: a change since then may have given them room without moving
  /// anything (a slack constraint's constant).
  var transactionSerial = 0
  var transactionSerialSeen = 0
  /// Views that asked for `updateConstraints()` before the next pass.
  var viewsNeedingConstraintUpdate: [View] = []

  /// Failures of changes that cannot throw, oldest first: a constraint's setters
  /// (``LayoutConstraint/isActive``, ``LayoutConstraint/constant``,
  /// ``LayoutConstraint/priority``) and the constraints of a view tree that could not take
  /// effect when it joined the window (each one deactivated, as UIKit breaks a constraint and
  /// logs it). Each change left the layout as it was. Clear it when you have read it.
  public var layoutErrors: [LayoutError] = []
  /// Counters of layout passes and of their rounds, for the marks on views.
  var layoutPassSerial = 0
  var layoutRoundSerial = 0
  /// Every view in the window, each before its subviews, until a view joins or leaves.
  private var viewsInOrder: [View]?
  /// The storage of a layout round's lists (views to read, to lay out, to measure), kept
  /// empty between passes.
  private var passLists: (candidates: [View], resized: [View], measuring: [View]) = ([], [], [])
  /// The steps the layout took up this window's view tree (common ancestors, coordinate
  /// spaces, `isDescendant`, the search for a scroll view above a view), for tests that a
  /// change walks what it touches and not the whole depth of the tree for every view.
  @exclusivity(unchecked) var ancestorSteps = 0
  /// The layout passes' work, for tests that a pass costs a few operations per view that
  /// moved: the variables the solver reported changed (each looked up for its view), and the
  /// frames read.
  @exclusivity(unchecked) var changedVariablesLookedUp = 0
  @exclusivity(unchecked) var framesRead = 0

  /// The priority of the window's size and insets as edit variables: 999.5, above every
  /// whole-number priority below required. Required constraints can still outweigh them:
  /// every change checks the result (``transaction(_:)``) and refuses one that moved the
  /// window's size or insets, naming the constraints responsible in
  /// ``LayoutError/unsatisfiable(_:conflicting:)``.
  static let sizePriority = Priority(999.5)

  /// A window of `size` with a root view named `name`.
  /// - Parameters:
  ///   - name: The window's name, also its root view's (`window` by default).
  ///   - size: The window's size; the orientation is landscape when it is wider than tall.
  ///   - traits: The traits; by default computed from the size with `sizeClassRule`, on a
  ///     phone.
  ///   - safeAreaInsets: The safe-area insets in the initial orientation.
  ///   - otherOrientationSafeAreaInsets: The insets after a rotation (for the size turned a
  ///     quarter); by default the insets turned a quarter with the device.
  ///   - sizeClassRule: How size classes follow from size and idiom (UIKit's by default).
  ///
  /// A zero-sized window (or one of zero width or height) is valid: every view in it can
  /// still be solved, and its insets must then be zero on that axis.
  /// - Throws: ``LayoutError/nonFinite(_:)`` for a NaN, infinite or negative size or inset;
  ///   ``LayoutError/safeAreaDoesNotFit(insets:size:)`` when left + right exceeds the width
  ///   or top + bottom the height (for the other orientation's insets, of the turned size).
  public init(
    name: String = "window", size: Size, traits: Traits? = nil,
    safeAreaInsets: EdgeInsets = .zero, otherOrientationSafeAreaInsets: EdgeInsets? = nil,
    sizeClassRule: SizeClassRule = .uiKit
  ) throws(LayoutError) {
    try Window.validate(size, safeAreaInsets)
    // The other orientation's insets apply to the turned size.
    if let other = otherOrientationSafeAreaInsets { try Window.validate(size.swapped, other) }
    self.name = name
    self.size = size
    self.sizeClassRule = sizeClassRule
    self.traits = traits ?? Traits(size: size, idiom: .phone, rule: sizeClassRule)
    self.safeAreaInsets = safeAreaInsets
    self.otherOrientationInsets = otherOrientationSafeAreaInsets
    safeInsetVariables = (
      Variable("\(name).safeInset.top"), Variable("\(name).safeInset.left"),
      Variable("\(name).safeInset.bottom"), Variable("\(name).safeInset.right")
    )
    rootView = View(name: name)
    // A root view's margins are the system minimum's (UIKit's view controllers give their
    // root view none of their own).
    rootView.storedMargins = .directional(.zero)
    try setUpRoot()
  }

  deinit {
    // Views hold their window unowned: those that outlive it must not point to it. (Reading
    // such a reference to `self` here would trap: only writes.) The root view cannot have
    // been moved elsewhere while the window existed, so its subtree is the window's views.
    // Constraints between views that outlive the window stay with them, held by their
    // nearest common ancestor below the root (as if the tree had left the window); the others
    // go with the root. The views first: the search for a common ancestor reads a view's
    // window (to count its steps).
    for v in rootView.subtree {
      v.window = nil
      v.lastLaidOutFrame = nil
    }
    for c in engine.constraintsInOrder {
      c.activeWindow = nil
      c.solverConstraint = nil
      c.activeIndex = -1
      guard c.constraintSet == nil, case .success(let (a, b)) = c.liveItems(),
        let holder = LayoutItem.commonAncestor(a, b), holder !== rootView
      else { continue }
      holder.hold(c)
    }
    for set in constraintSets { set.window = nil }
  }

  /// Checks a size and insets: finite, not negative, and the insets within the size (a safe
  /// area of negative size has no meaning; an empty one, as in a zero-sized window, is fine).
  static func validate(_ size: Size, _ insets: EdgeInsets) throws(LayoutError) {
    let numbers = [size.width, size.height, insets.top, insets.left, insets.bottom, insets.right]
    for n in numbers where !n.isFinite || n < 0 {
      throw .nonFinite("the window size \(size) or safe-area insets \(insets) (each finite and >= 0)")
    }
    if insets.left + insets.right > size.width || insets.top + insets.bottom > size.height {
      throw .safeAreaDoesNotFit(insets: insets, size: size)
    }
  }

  private func setUpRoot() throws(LayoutError) {
    let root = rootView
    let why = "the root view fills the window"
    engine.windowConstraints = [
      _SystemConstraint(root.left == 0, why), _SystemConstraint(root.top == 0, why),
    ]
    let i = safeInsetVariables
    try engine.solving(self) { () throws(SolverError) in
      for c in engine.windowConstraints { try engine.solver.add(c.constraint) }
      for v in [root.width, root.height, i.top, i.left, i.bottom, i.right] {
        try engine.solver.addEditVariable(v, priority: Window.sizePriority)
      }
      try suggest(size, safeAreaInsets, into: engine.solver)
    }
    attach(root)
  }

  /// Suggests the window's size and insets (inside a transaction, they take effect at its
  /// end).
  func suggest(_ size: Size, _ insets: EdgeInsets, into s: Solver) throws(SolverError) {
    let root = rootView
    let i = safeInsetVariables
    try s.suggestValue(size.width, for: root.width)
    try s.suggestValue(size.height, for: root.height)
    try s.suggestValue(insets.top, for: i.top)
    try s.suggestValue(insets.left, for: i.left)
    try s.suggestValue(insets.bottom, for: i.bottom)
    try s.suggestValue(insets.right, for: i.right)
  }

  /// `name size, traits`.
  public var description: String { "\(name) \(size), \(traits)" }

  // MARK: - Membership

  /// The window of both items of `c` (without the array of its items: a set's constraints
  /// are checked one by one).
  static func window(of c: LayoutConstraint) throws(LayoutError) -> Window {
    let first: LayoutItem
    let second: LayoutItem?
    switch c.liveItems() {
    case .success(let items): (first, second) = items
    case .failure(let gone): throw .notInWindow(constraint: NamedConstraint(c), item: gone.name)
    }
    guard let w = first.layoutWindow else {
      throw .notInWindow(constraint: NamedConstraint(c), item: first.name)
    }
    guard let second, second !== first else { return w }
    guard let w2 = second.layoutWindow else {
      throw .notInWindow(constraint: NamedConstraint(c), item: second.name)
    }
    if w2 !== w { throw .differentWindows(constraint: NamedConstraint(c)) }
    return w
  }

  /// A subtree joins the window, in one transaction: its items' own constraints and the
  /// constraints its views hold (activated before it was in a window) enter the solver.
  ///
  /// Joining cannot fail: if the held constraints cannot all hold, the transaction is rolled
  /// back and made again without one of them (the newest the error names), which is
  /// deactivated and reported in ``layoutErrors`` and its ``LayoutConstraint/lastLayoutError``
  /// (UIKit breaks one constraint and logs it), until the rest go in.
  func attach(_ view: View) {
    viewsInOrder = nil
    let views = view.subtree
    var items: [LayoutItem] = []
    items.reserveCapacity(views.count)
    for v in views {
      v.window = self
      // Marks from another window's passes mean nothing here.
      (v.listedInRound, v.calledInRound, v.changedInPass) = (0, 0, 0)
      viewOfVariable[v.left] = v
      viewOfVariable[v.top] = v
      viewOfVariable[v.width] = v
      viewOfVariable[v.height] = v
      joinedViews.append(v)
      if v.constraintsNeedUpdate { viewsNeedingConstraintUpdate.append(v) }
      items.append(v)
      if !v.layoutGuides.isEmpty { items += v.layoutGuides as [LayoutItem] }
    }
    var entering = View.takeHeldConstraints(of: views)
    // A plain view without intrinsic size, guides or held constraints has nothing for the
    // solver: its join is not a transaction (one per view added was most of the layout's
    // cost of building a tree view by view).
    if entering.isEmpty && !items.contains(where: Window.mayHaveSystemConstraints) {
      setNeedsLayout()
      return
    }
    while true {
      do {
        try transaction { () throws(LayoutError) in
          for item in items {
            try engine.replaceSystemConstraints(
              of: item, with: item.makeSystemConstraints(), in: self)
          }
          try engine.activate(entering, in: self)
        }
        break
      } catch {
        // An item's own constraints relate only its own variables: without constraints of
        // yours, joining cannot fail.
        guard !entering.isEmpty else {
          preconditionFailure("Reflow internal error adding \(view.name): \(error)")
        }
        let named = Set(error.constraints.compactMap { $0.layoutConstraint.map(ObjectIdentifier.init) })
        let broken = entering.remove(
          at: entering.lastIndex { named.contains(ObjectIdentifier($0)) } ?? entering.count - 1)
        broken.lastLayoutError = error
        layoutErrors.append(error)
      }
    }
    setNeedsLayout()
  }

  /// Whether `item` has or may make constraints of its own: `false` only for a view whose own
  /// constraints are its intrinsic size's, without an intrinsic size and with none in the
  /// solver.
  private static func mayHaveSystemConstraints(_ item: LayoutItem) -> Bool {
    guard item.systemConstraints.isEmpty, let v = item as? View, v.systemConstraintsAreIntrinsic
    else { return true }
    return v.intrinsicContentSize != .none
  }

  /// Installs an item's own constraints. They relate only the item's variables (and the
  /// root's safe area), so they cannot conflict with anything.
  func install(_ item: LayoutItem) {
    transactionThatCannotFail("installing \(item.name)") { () throws(LayoutError) in
      try engine.replaceSystemConstraints(of: item, with: item.makeSystemConstraints(), in: self)
    }
    setNeedsLayout()
  }

  /// Takes items out of the solver: their own constraints and every active constraint that
  /// mentions them. With `subtree` (a view leaving the window, `items` every one of its views
  /// and their guides), the constraints whose items' nearest common ancestor is in the
  /// subtree are kept, held by that ancestor, in the order they were activated; the others
  /// are deactivated.
  func uninstall(_ items: [LayoutItem], keepingWithin subtree: View? = nil) {
    // The items are marked while this runs, instead of a set of their identities (and one
    // of the subtree's views: they are all among `items`): hashing them was most of the
    // layer's own cost of removing a nesting.
    for item in items { item.isLeaving = true }
    defer { for item in items { item.isLeaving = false } }
    let touching = engine.inActivationOrder(
      engine.activeConstraints.filter { c in
        // The references, not `items`: an array per constraint of the window.
        if let first = c.firstItem, first.isLeaving { return true }
        return c.secondItem?.isLeaving == true
      })
    var kept: [(LayoutConstraint, View)] = []
    if subtree != nil {
      for c in touching where c.constraintSet == nil {
        guard case .success(let (a, b)) = c.liveItems(),
          let holder = LayoutItem.commonAncestor(a, b), holder.isLeaving
        else { continue }
        kept.append((c, holder))
      }
    }
    // One transaction and one solver call for all of them: a transaction per item made the
    // removal of a long column quadratic, and a list is removed newest first (additions
    // undone, no row rewritten), where item by item removed each in the order it was added.
    changeThatCannotFail("removing views from the window") { () throws(LayoutError) in
      try engine.remove(touching, systemConstraintsOf: items, in: self)
    }
    for (c, holder) in kept { holder.hold(c) }
    setNeedsLayout()
  }

  /// A subtree leaves the window, keeping the constraints inside it (see ``uninstall``).
  func detach(_ view: View) {
    viewsInOrder = nil
    let views = view.subtree
    var items: [LayoutItem] = []
    items.reserveCapacity(views.count)
    for v in views { v.appendItemsOfView(to: &items) }
    // Every view of the subtree is among the items (`uninstall` relies on it).
    uninstall(items, keepingWithin: view)
    for v in views {
      v.window = nil
      v.lastLaidOutFrame = nil
      viewOfVariable[v.left] = nil
      viewOfVariable[v.top] = nil
      viewOfVariable[v.width] = nil
      viewOfVariable[v.height] = nil
    }
    joinedViews.removeAll { $0.window !== self }
    // Listed in no window's list once out of this one: another window lists it afresh.
    huggingViews.removeAll { v in
      guard v.window !== self else { return false }
      v.isListedAsHugging = false
      return true
    }
  }

  // MARK: - Layout pass

  /// Marks the window as needing a layout pass.
  public func setNeedsLayout() { needsLayout = true }

  /// The views whose frame (in their superview's coordinates, as UIKit's `frame`) changed in
  /// the last layout pass, parents before children: a view that only moved with its
  /// superview is not among them.
  public private(set) var lastChangedViews: [View] = []

  /// Runs a layout pass if anything changed since the last one: reads the frames of the
  /// views whose variables the solver changed (and of views new in the window), calls
  /// ``View/layoutSubviews()`` (parents first) on those whose size changed, and repeats if
  /// those calls changed constraints (at most 8 rounds).
  /// - Complexity: Proportional to the views whose variables changed, not to the tree.
  public func layoutIfNeeded() {
    var changed: [View] = []
    // Marks on the views instead of sets of identities: a pass over a thousand moved views
    // spent more in hashing than in reading their frames.
    layoutPassSerial += 1
    let pass = layoutPassSerial
    var rounds = 0
    // A round's lists, with the storage of the last pass's: arrays grown view by view were
    // most of a rotation's allocations in the layer. Taken out while in use, so a pass run
    // from a `layoutSubviews()` makes lists of its own.
    var (candidates, resized, measuring) = passLists
    passLists = ([], [], [])
    while needsLayout && rounds < 8 {
      if !viewsNeedingConstraintUpdate.isEmpty { updateConstraintsIfNeeded() }
      needsLayout = false
      rounds += 1
      layoutRoundSerial += 1
      let round = layoutRoundSerial
      candidates.removeAll(keepingCapacity: true)
      resized.removeAll(keepingCapacity: true)
      measuring.removeAll(keepingCapacity: true)
      listViewsToRead(into: &candidates, round: round, pass: pass)
      readFrames(
        of: candidates, round: round, pass: pass, changed: &changed, resized: &resized,
        measuring: &measuring)
      listViewsLetOutOrAsking(round: round, resized: &resized, measuring: &measuring)
      if !measuring.isEmpty { remeasure(measuring) }
      resized.sort { $0.depth < $1.depth }
      for v in resized { v.layoutSubviews() }
    }
    lastChangedViews = Window.withoutViewsBack(changed)
    // Kept empty: the lists must not keep views alive.
    candidates.removeAll(keepingCapacity: true)
    resized.removeAll(keepingCapacity: true)
    measuring.removeAll(keepingCapacity: true)
    passLists = (candidates, resized, measuring)
  }

  /// Lists the views whose frames a round reads, each once: those new in the window, those
  /// whose variables the solver changed, and those a change of room let out of their wrapped
  /// text.
  private func listViewsToRead(into candidates: inout [View], round: Int, pass: Int) {
    for v in joinedViews where v.window === self && v.listedInRound != round {
      v.listedInRound = round
      candidates.append(v)
    }
    joinedViews.removeAll()
    collectChangedViews(into: &candidates, round: round)
    // Something changed or moved: the room of a view hugging its wrapped text may have
    // grown.
    if !huggingViews.isEmpty && (!candidates.isEmpty || transactionSerial != transactionSerialSeen)
    {
      transactionSerialSeen = transactionSerial
      if releaseWrappedWidths(inPass: pass) { collectChangedViews(into: &candidates, round: round) }
    }
    framesRead += candidates.count
  }

  /// Reads the solved frames of `candidates`, parents first: a view whose frame moved is
  /// noted as changed in the pass (once), one whose size changed is to be laid out, one that
  /// measures height for width and has a new width is to be measured (and listed as hugging
  /// if it hugs its wrapped text).
  private func readFrames(
    of candidates: [View], round: Int, pass: Int, changed: inout [View], resized: inout [View],
    measuring: inout [View]
  ) {
    // Most views listed have changed: one allocation, not one per doubling.
    if changed.isEmpty { changed.reserveCapacity(candidates.count) }
    for v in Window.parentsFirst(candidates) {
      let f = Window.solvedFrame(of: v, in: engine.solver)
      if let last = v.lastLaidOutFrame, last == f { continue }
      if v.lastLaidOutFrame?.size != f.size {
        resized.append(v)
        v.calledInRound = round
      }
      if v.changedInPass != pass {
        v.changedInPass = pass
        v.frameBeforePass = v.lastLaidOutFrame
        changed.append(v)
      }
      v.lastLaidOutFrame = f
      if v.measuresHeightForWidth {
        if v.needsMeasuring(at: f.width) { measuring.append(v) }
        if !v.isListedAsHugging && v.hugsWrappedText {
          v.isListedAsHugging = true
          huggingViews.append(v)
        }
      }
    }
  }

  /// Adds the views let out to their unwrapped width that were not read this round (to be
  /// measured at their width), and the views that asked for `layoutSubviews()` (to be laid
  /// out), and empties both lists.
  private func listViewsLetOutOrAsking(
    round: Int, resized: inout [View], measuring: inout [View]
  ) {
    for v in releasedViews where v.window === self && v.listedInRound != round {
      guard v.measuresHeightForWidth else { continue }
      framesRead += 1
      if v.needsMeasuring(at: v.frame.width) { measuring.append(v) }
    }
    releasedViews.removeAll()
    for v in viewsNeedingLayout where v.window === self && v.calledInRound != round {
      v.calledInRound = round
      resized.append(v)
    }
    viewsNeedingLayout.removeAll()
  }

  /// `changed` without the views let out and back within the pass, which did not change (a
  /// copy only if there are any).
  private static func withoutViewsBack(_ changed: [View]) -> [View] {
    let cameBack = changed.contains { $0.lastLaidOutFrame == $0.frameBeforePass }
    return cameBack ? changed.filter { $0.lastLaidOutFrame != $0.frameBeforePass } : changed
  }

  /// `views` by depth, parents first, in the order given within a depth: a counting sort
  /// into one array (an array per depth, grown view by view, cost more than reading the
  /// frames), or `views` itself when already in that order.
  static func parentsFirst(_ views: [View]) -> [View] {
    guard let first = views.first else { return views }
    var (lowest, highest, previous, ordered) = (first.depth, first.depth, first.depth, true)
    for v in views {
      let d = v.depth
      if d < previous { ordered = false }
      previous = d
      lowest = min(lowest, d)
      highest = max(highest, d)
    }
    if ordered { return views }
    // Where each depth starts in the result, then each view in its place.
    var start = [Int](repeating: 0, count: highest - lowest + 1)
    for v in views { start[v.depth - lowest] += 1 }
    var sum = 0
    for d in start.indices { (start[d], sum) = (sum, sum + start[d]) }
    return [View](unsafeUninitializedCapacity: views.count) { buffer, initialized in
      for v in views {
        let d = v.depth - lowest
        buffer.initializeElement(at: start[d], to: v)
        start[d] += 1
      }
      initialized = views.count
    }
  }

  /// Adds the views whose variables the solver changed since it was last asked, each once
  /// per round, and notes which of their variables changed.
  private func collectChangedViews(into candidates: inout [View], round: Int) {
    // A local copy (no copy of the storage): the window's property would be checked for
    // exclusive access at every lookup.
    let viewOfVariable = self.viewOfVariable
    var lookups = 0
    defer { changedVariablesLookedUp += lookups }
    engine.solver.consumeChangedVariables { variable in
      lookups += 1
      guard let v = viewOfVariable[variable] else { return }
      v.changedVariables |=
        variable === v.left ? 1 : variable === v.top ? 2 : variable === v.width ? 4 : 8
      if v.listedInRound != round {
        v.listedInRound = round
        candidates.append(v)
      }
    }
  }

  /// The frame of a view listed in a layout round, as solved: the values of the variables the
  /// solver reported changed (``View/changedVariables``) on top of the frame read last, or
  /// all four for a view without one (new in the window). The solver lists every variable
  /// whose value differs from the one it had when last asked, so the others still have the
  /// values read last; a rotation of a column reads each row's width alone, not four values
  /// (each a lookup by the variable's identity).
  static func solvedFrame(of v: View, in solver: Solver) -> Rect {
    let changed = v.changedVariables
    v.changedVariables = 0
    guard var f = v.lastLaidOutFrame, changed != 15 else { return v.frame }
    if changed & 1 != 0 { f.x = solver.value(of: v.left) }
    if changed & 2 != 0 { f.y = solver.value(of: v.top) }
    if changed & 4 != 0 { f.width = solver.value(of: v.width) }
    if changed & 8 != 0 { f.height = solver.value(of: v.height) }
    return f
  }

  /// The constraints in force, your own and those of the sets in force, in the order they
  /// entered the solver (not the window's own: size, margins, safe area, intrinsic size).
  public var constraints: [LayoutConstraint] { engine.constraintsInOrder.filter(\.isActive) }

  /// Forgets the order of the views (a view changed places among its siblings).
  func viewOrderChanged() { viewsInOrder = nil }

  /// Every view in the window, each before its subviews.
  /// - Complexity: O(1) when no view joined or left the window since the last call.
  public var allViews: [View] {
    if let viewsInOrder { return viewsInOrder }
    let views = rootView.subtree
    viewsInOrder = views
    return views
  }

  /// The solver's operation counts (pivots, rows touched), for tests of how much a change
  /// cost.
  public var solverStatistics: Solver.Statistics { engine.solver.statistics }
}

