// MARK: - Constraint sets

extension Window {
  /// Adds a constraint set. All its constraints enter the window's solver at once, switched
  /// on if the set's condition holds for the current traits and switched off (present, but
  /// without any effect) otherwise, so that later switches change priorities only.
  /// - Throws: ``LayoutError/duplicateSet(_:)`` if the set is already in a window;
  ///   ``LayoutError/duplicateSetName(_:)`` if a set of this window already has its name;
  ///   the errors of ``activate(_:)-([LayoutConstraint])`` if turning it on fails. Nothing
  ///   changes then.
  public func add(_ set: ConstraintSet) throws(LayoutError) {
    try add([set])
  }

  /// Adds several constraint sets in one transaction: all of them, or none.
  /// - Throws: As adding one set (two sets of the list with one name:
  ///   ``LayoutError/duplicateSetName(_:)``).
  /// - Complexity: The additions plus one re-optimisation.
  public func add(_ sets: [ConstraintSet]) throws(LayoutError) {
    var seen = Set<ObjectIdentifier>()
    var names = Set(constraintSets.map(\.name))
    for set in sets {
      if set.window != nil || !seen.insert(ObjectIdentifier(set)).inserted {
        throw .duplicateSet(set.name)
      }
      if !names.insert(set.name).inserted { throw .duplicateSetName(set.name) }
    }
    let on = sets.filter { $0.condition.matches(traits) }
    let off = sets.filter { !$0.condition.matches(traits) }
    try transaction { () throws(LayoutError) in
      let made = try prepare(on.flatMap(\.constraints), enabled: true)
        + prepare(off.flatMap(\.constraints), enabled: false)
      try engine.add(made, in: self)
      for set in sets { setState(of: set, isActive: set.condition.matches(traits), window: self) }
      engine.log(.sets(constraintSets))
      constraintSets += sets
    }
    setNeedsLayout()
  }

  /// Removes a constraint set: its constraints leave the solver.
  /// - Throws: ``LayoutError/unknownSet(_:)`` if it is not in this window.
  public func remove(_ set: ConstraintSet) throws(LayoutError) {
    guard set.window === self else { throw .unknownSet(set.name) }
    transactionThatCannotFail("removing the set \(set.name)") { () throws(LayoutError) in
      try engine.deactivate(set.constraints, in: self)
      setState(of: set, isActive: false, window: nil)
      engine.log(.sets(constraintSets))
      constraintSets.removeAll { $0 === set }
    }
    setNeedsLayout()
  }

  /// The sets in force, in the order added.
  public var activeSets: [ConstraintSet] { constraintSets.filter(\.isActive) }

  /// Changes a set's state (logged).
  private func setState(of set: ConstraintSet, isActive: Bool, window: Window?) {
    engine.log(.set(set, isActive: set.isActive, window: set.window))
    set.isActive = isActive
    set.window = window
  }

  /// The solver forms of the set constraints not in the solver (all of a new set's, or
  /// those that left with a view and whose set turns on again), checked, each with whether
  /// it goes in switched on.
  private func prepare(_ constraints: [LayoutConstraint], enabled: Bool) throws(LayoutError)
    -> [(LayoutConstraint, Constraint, Bool)]
  {
    var made: [(LayoutConstraint, Constraint, Bool)] = []
    for c in constraints where c.solverConstraint == nil {
      if try Window.window(of: c) !== self {
        throw .differentWindows(constraint: NamedConstraint(c))
      }
      try _LayoutEngine.validate(c)
      made.append((c, c.makeSolverConstraint(), enabled))
    }
    return made
  }

  /// Switches sets inside a transaction: the constraints of `off` switched off, then those of
  /// `on` switched on (those that left the solver with a view enter it again). The
  /// constraints stay in the solver: only their priorities change (non-required ones rebuild
  /// no row). Switching off first is what makes a set's required constraints unable to
  /// conflict with the set it replaces.
  private func switchSets(off: [ConstraintSet], on: [ConstraintSet]) throws(LayoutError) {
    let returning = try prepare(on.flatMap(\.constraints), enabled: true)
    let solver = engine.solver
    func turn(_ sets: [ConstraintSet], on enabled: Bool) throws(SolverError) {
      for set in sets {
        for c in set.constraints {
          if let sc = c.solverConstraint { try solver.setEnabled(enabled, for: sc) }
        }
      }
    }
    try engine.solving(self, entering: { returning.map { ($0.1, $0.0) } }) {
      () throws(SolverError) in
      try turn(off, on: false)
      try turn(on, on: true)
    }
    try engine.add(returning, in: self)
    for set in off { setState(of: set, isActive: false, window: self) }
    for set in on { setState(of: set, isActive: true, window: self) }
  }
}

// MARK: - Rotation and resizing

extension Window {
  /// Turns the window a quarter: size swapped, orientation flipped, size classes recomputed
  /// by ``sizeClassRule``, safe-area insets turned (or the other orientation's, if given),
  /// constraint sets switched, then laid out.
  /// - Throws: As ``resize(to:traits:safeAreaInsets:)``; nothing changes then.
  public func rotate() throws(LayoutError) {
    try rotate(to: traits.orientation.rotated)
  }

  /// Turns the window to `orientation`; does nothing if it already is (idempotent).
  /// - Throws: As ``resize(to:traits:safeAreaInsets:)``; nothing changes then.
  public func rotate(to orientation: Orientation) throws(LayoutError) {
    guard orientation != traits.orientation else { return }
    let newSize = size.swapped
    var newTraits = traits(for: newSize)
    newTraits.orientation = orientation
    try resize(to: newSize, traits: newTraits)
  }

  /// The insets of the other orientation: those given for it, or the current ones turned a
  /// quarter with the device.
  func insets(turningTo orientation: Orientation) -> EdgeInsets {
    otherOrientationInsets
      ?? (orientation == .landscape
        ? safeAreaInsets.rotatedCounterClockwise : safeAreaInsets.rotatedClockwise)
  }

  /// The current traits with the size classes (by ``sizeClassRule``) and orientation of a
  /// window of `size`.
  func traits(for size: Size) -> Traits {
    var t = traits
    let classes = sizeClassRule.sizeClasses(size, t.idiom)
    t.horizontalSizeClass = classes.horizontal
    t.verticalSizeClass = classes.vertical
    t.orientation = Orientation(of: size)
    return t
  }

  /// Gives the window a new size (and traits and insets), the path of every change:
  ///
  /// 1. views hear ``View/willTransition(to:traits:)``;
  /// 2. one transaction: every constraint set whose condition flipped is switched, the
  ///    constraints on leading and trailing edges rewritten if the layout direction changed,
  ///    and the
  ///    new size and insets are suggested; one re-solve, and the result is checked (the root
  ///    view must have the new size, the safe area the new insets);
  /// 3. views hear ``View/traitsDidChange(from:)`` if the traits changed;
  /// 4. a layout pass reads the frames and runs ``View/layoutSubviews()`` where sizes changed;
  /// 5. views hear ``View/didTransition(from:traits:)``.
  ///
  /// Resizing to the size, traits and insets already in force does nothing at all.
  /// - Parameters:
  ///   - size: The new size.
  ///   - traits: The new traits; by default the current ones with the orientation and size
  ///     classes recomputed for `size`.
  ///   - safeAreaInsets: The new insets; by default unchanged when the orientation stays,
  ///     and the other orientation's (those given to the window for it, or the current ones
  ///     turned a quarter) when the new traits' orientation differs, as ``rotate()`` takes.
  ///     After a change of orientation, the insets the window had become the other
  ///     orientation's, if the window was given insets for it.
  /// - Throws: ``LayoutError/nonFinite(_:)``; ``LayoutError/safeAreaDoesNotFit(insets:size:)``
  ///   when the insets do not fit in `size`; ``LayoutError/unsatisfiable(_:conflicting:)``
  ///   when a set turning on conflicts, or when required constraints keep the root view from
  ///   the new size or the safe area from the new insets (the window's size or safe area is
  ///   named with them). The window, its sets and every frame are then left exactly as they
  ///   were.
  public func resize(to size: Size, traits: Traits? = nil, safeAreaInsets: EdgeInsets? = nil)
    throws(LayoutError)
  {
    let newTraits = traits ?? self.traits(for: size)
    let turns = newTraits.orientation != self.traits.orientation
    let insets =
      safeAreaInsets ?? (turns ? self.insets(turningTo: newTraits.orientation) : self.safeAreaInsets)
    try Window.validate(size, insets)
    if size == self.size && newTraits == self.traits && insets == self.safeAreaInsets { return }

    for v in allViews { v.willTransition(to: size, traits: newTraits) }
    let off = constraintSets.filter { $0.isActive && !$0.condition.matches(newTraits) }
    let on = constraintSets.filter { !$0.isActive && $0.condition.matches(newTraits) }
    let (oldSize, previous) = (self.size, self.traits)
    let previousInsets = self.safeAreaInsets
    try transaction { () throws(LayoutError) in
      try switchSets(off: off, on: on)
      engine.log(.window(self.size, self.traits, self.safeAreaInsets))
      (self.size, self.traits, self.safeAreaInsets) = (size, newTraits, insets)
      try engine.solving(self) { () throws(SolverError) in
        try suggest(size, insets, into: engine.solver)
      }
      // In this transaction: the pass that follows measures them without a transaction more.
      try letOutHuggingViews(inPass: layoutPassSerial + 1)
      try updateTraitGuides(from: previous)
      if size != oldSize { try keyboardDidResize(turning: turns) }
      if previous.layoutDirection != newTraits.layoutDirection {
        // Leading and trailing of every view that follows the window now mean the other
        // edges: their constraints are rewritten in this same transaction.
        try rewriteDirectionalConstraints { item in
          let view = item as? View ?? item.coordinateParent
          return view?.semanticContentAttribute == .unspecified
        }
      }
      if previous.contentSizeCategory != newTraits.contentSizeCategory {
        for v in allViews { try v.contentSizeCategoryDidChange() }
      }
    }
    if turns { otherOrientationInsets = otherOrientationInsets.map { _ in previousInsets } }
    if previous != newTraits {
      for v in allViews { v.traitsDidChange(from: previous) }
    }
    setNeedsLayout()
    layoutIfNeeded()
    for v in allViews { v.didTransition(from: oldSize, traits: previous) }
  }
}
