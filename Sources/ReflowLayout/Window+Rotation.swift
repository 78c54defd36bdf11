// MARK: - Constraint sets

extension Window {
  /// Adds a constraint set; it is in force at once if its condition holds for the current
  /// traits.
  /// - Throws: ``LayoutError/duplicateSet(_:)`` if the set is already in a window; the
  ///   errors of ``activate(_:)-([LayoutConstraint])`` if turning it on fails. Nothing
  ///   changes then.
  public func add(_ set: ConstraintSet) throws(LayoutError) {
    guard set.window == nil else { throw .duplicateSet(set.name) }
    if set.condition.matches(traits) {
      try guardingWindowSize { () throws(LayoutError) in
        try switchSets(off: [], on: [set], size: size, insets: safeAreaInsets)
      } undo: {
        restoreSets(off: [set], on: [], size: size, insets: safeAreaInsets)
      }
      set.isActive = true
    }
    set.window = self
    constraintSets.append(set)
    setNeedsLayout()
  }

  /// Removes a constraint set, taking its constraints out of force.
  /// - Throws: ``LayoutError/unknownSet(_:)`` if it is not in this window.
  public func remove(_ set: ConstraintSet) throws(LayoutError) {
    guard set.window === self else { throw .unknownSet(set.name) }
    if set.isActive {
      try guardingWindowSize { () throws(LayoutError) in
        try switchSets(off: [set], on: [], size: size, insets: safeAreaInsets)
      } undo: {
        restoreSets(off: [], on: [set], size: size, insets: safeAreaInsets)
      }
      set.isActive = false
    }
    set.window = nil
    constraintSets.removeAll { $0 === set }
    setNeedsLayout()
  }

  /// The sets in force, in the order added.
  public var activeSets: [ConstraintSet] { constraintSets.filter(\.isActive) }

  /// Undoes a switch that succeeded (the reverse switch back to a state that held).
  func restoreSets(off: [ConstraintSet], on: [ConstraintSet], size: Size, insets: EdgeInsets) {
    do {
      try switchSets(off: off, on: on, size: size, insets: insets)
    } catch {
      preconditionFailure("Reflow internal error restoring the window: \(error)")
    }
  }

  /// One solver transaction: the constraints of `off` out, then those of `on` in, then the
  /// window's size and insets suggested; one re-optimisation at the end. Removing first is
  /// what makes a set's required constraints unable to conflict with the set it replaces.
  func switchSets(off: [ConstraintSet], on: [ConstraintSet], size: Size, insets: EdgeInsets)
    throws(LayoutError)
  {
    var adding: [(LayoutConstraint, Constraint)] = []
    for set in on {
      for c in set.constraints where !c.isActive {
        if try Window.common(of: [c]) !== self {
          throw .differentWindows(constraint: c.description)
        }
        try engine.validate(c)
        adding.append((c, c.makeSolverConstraint()))
      }
    }
    let removing = off.flatMap { $0.constraints.filter(\.isActive) }
    do {
      try engine.solver.transaction { (s: Solver) throws(SolverError) in
        for c in removing { try s.remove(c.solverConstraint!) }
        for (_, sc) in adding { try s.add(sc) }
        try suggest(size, insets, into: s)
      }
    } catch {
      // Name the constraints as the layout knows them.
      for (c, sc) in adding { engine.record(c, sc, in: self) }
      let translated = engine.translate(error)
      for (c, _) in adding { engine.forget(c) }
      throw translated
    }
    for c in removing { engine.forget(c) }
    for (c, sc) in adding { engine.record(c, sc, in: self) }
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
    let insets =
      otherOrientationInsets
      ?? (orientation == .landscape
        ? safeAreaInsets.rotatedCounterClockwise : safeAreaInsets.rotatedClockwise)
    var newTraits = traits
    let classes = sizeClassRule.sizeClasses(newSize, traits.idiom)
    newTraits.horizontalSizeClass = classes.horizontal
    newTraits.verticalSizeClass = classes.vertical
    newTraits.orientation = orientation
    let previousInsets = safeAreaInsets
    try resize(to: newSize, traits: newTraits, safeAreaInsets: insets)
    otherOrientationInsets = otherOrientationInsets.map { _ in previousInsets }
  }

  /// Gives the window a new size (and traits and insets), the path of every change:
  ///
  /// 1. views hear ``View/willTransition(to:traits:)``;
  /// 2. every constraint set whose condition flipped is switched, and the new size and insets
  ///    are suggested, all in one solver transaction with one re-solve;
  /// 3. views hear ``View/traitsDidChange(from:)`` if the traits changed;
  /// 4. a layout pass reads the frames and runs ``View/layoutSubviews()`` where sizes changed.
  ///
  /// Resizing to the size, traits and insets already in force does nothing at all.
  /// - Parameters:
  ///   - size: The new size.
  ///   - traits: The new traits; by default the current ones with the orientation and size
  ///     classes recomputed for `size`.
  ///   - safeAreaInsets: The new insets; by default unchanged.
  /// - Throws: ``LayoutError/nonFinite(_:)``; ``LayoutError/unsatisfiable(_:conflicting:)``
  ///   when a set turning on conflicts; ``LayoutError/windowSizeNotSatisfied(requested:laidOut:)``
  ///   when required constraints keep the root view from the new size. The window, its sets
  ///   and every frame are then left exactly as they were.
  public func resize(to size: Size, traits: Traits? = nil, safeAreaInsets: EdgeInsets? = nil)
    throws(LayoutError)
  {
    let insets = safeAreaInsets ?? self.safeAreaInsets
    try Window.validate(size, insets)
    let newTraits: Traits
    if let traits {
      newTraits = traits
    } else {
      var t = self.traits
      let classes = sizeClassRule.sizeClasses(size, t.idiom)
      t.horizontalSizeClass = classes.horizontal
      t.verticalSizeClass = classes.vertical
      t.orientation = Orientation(of: size)
      newTraits = t
    }
    if size == self.size && newTraits == self.traits && insets == self.safeAreaInsets { return }

    for v in rootView.subtree { v.willTransition(to: size, traits: newTraits) }
    let off = constraintSets.filter { $0.isActive && !$0.condition.matches(newTraits) }
    let on = constraintSets.filter { !$0.isActive && $0.condition.matches(newTraits) }
    let (oldSize, oldInsets) = (self.size, self.safeAreaInsets)
    try guardingWindowSize(size) { () throws(LayoutError) in
      try switchSets(off: off, on: on, size: size, insets: insets)
    } undo: {
      restoreSets(off: on, on: off, size: oldSize, insets: oldInsets)
    }
    for set in off { set.isActive = false }
    for set in on { set.isActive = true }
    let previous = self.traits
    self.size = size
    self.traits = newTraits
    self.safeAreaInsets = insets
    if previous != newTraits {
      for v in rootView.subtree { v.traitsDidChange(from: previous) }
    }
    setNeedsLayout()
    layoutIfNeeded()
  }
}
