// MARK: - Constraint sets

extension Window {
  /// Adds a constraint set. All its constraints enter the window's solver at once, switched
  /// on if the set's condition holds for the current traits and switched off (present, but
  /// without any effect) otherwise, so that later switches change priorities only.
  /// - Throws: ``LayoutError/duplicateSet(_:)`` if the set is already in a window; the
  ///   errors of ``activate(_:)-([LayoutConstraint])`` if turning it on fails. Nothing
  ///   changes then.
  public func add(_ set: ConstraintSet) throws(LayoutError) {
    try add([set])
  }

  /// Adds several constraint sets in one solver transaction: all of them, or none.
  /// - Throws: As adding one set.
  /// - Complexity: The additions plus one re-optimisation.
  public func add(_ sets: [ConstraintSet]) throws(LayoutError) {
    var seen = Set<ObjectIdentifier>()
    for set in sets where set.window != nil || !seen.insert(ObjectIdentifier(set)).inserted {
      throw .duplicateSet(set.name)
    }
    let on = sets.filter { $0.condition.matches(traits) }
    let off = sets.filter { !$0.condition.matches(traits) }
    try guardingWindowSize { () throws(LayoutError) in
      let made = try prepare(on.flatMap(\.constraints), enabled: true)
        + prepare(off.flatMap(\.constraints), enabled: false)
      try engine.commit(adding: made, in: self) { _ throws(SolverError) in }
    } undo: {
      engine.deactivate(sets.flatMap(\.constraints))
    }
    for set in sets {
      set.isActive = set.condition.matches(traits)
      set.window = self
      constraintSets.append(set)
    }
    setNeedsLayout()
  }

  /// Removes a constraint set: its constraints leave the solver.
  /// - Throws: ``LayoutError/unknownSet(_:)`` if it is not in this window.
  public func remove(_ set: ConstraintSet) throws(LayoutError) {
    guard set.window === self else { throw .unknownSet(set.name) }
    engine.deactivate(set.constraints)
    set.isActive = false
    set.window = nil
    constraintSets.removeAll { $0 === set }
    setNeedsLayout()
  }

  /// The sets in force, in the order added.
  public var activeSets: [ConstraintSet] { constraintSets.filter(\.isActive) }

  /// The solver forms of the set constraints not in the solver (all of a new set's, or
  /// those that left with a view and whose set turns on again), checked, each with whether
  /// it goes in switched on.
  private func prepare(_ constraints: [LayoutConstraint], enabled: Bool) throws(LayoutError)
    -> [(LayoutConstraint, Constraint, Bool)]
  {
    var made: [(LayoutConstraint, Constraint, Bool)] = []
    for c in constraints where c.solverConstraint == nil {
      if try Window.common(of: [c]) !== self {
        throw .differentWindows(constraint: c.description)
      }
      try engine.validate(c)
      made.append((c, c.makeSolverConstraint(), enabled))
    }
    return made
  }

  /// Undoes a switch that succeeded (the reverse switch back to a state that held).
  func restoreSets(off: [ConstraintSet], on: [ConstraintSet], size: Size, insets: EdgeInsets) {
    do {
      try switchSets(off: off, on: on, size: size, insets: insets)
    } catch {
      preconditionFailure("Reflow internal error restoring the window: \(error)")
    }
  }

  /// One solver transaction: the constraints of `off` switched off, then those of `on`
  /// switched on, then the window's size and insets suggested; one re-optimisation at the
  /// end. The constraints stay in the solver: only their priorities change (non-required
  /// ones rebuild no row). Switching off first is what makes a set's required constraints
  /// unable to conflict with the set it replaces.
  func switchSets(off: [ConstraintSet], on: [ConstraintSet], size: Size, insets: EdgeInsets)
    throws(LayoutError)
  {
    let returning = try prepare(on.flatMap(\.constraints), enabled: true)
    try engine.commit(adding: returning, in: self) { (s: Solver) throws(SolverError) in
      for set in off {
        for c in set.constraints { if let sc = c.solverConstraint { try s.setEnabled(false, for: sc) } }
      }
      for set in on {
        for c in set.constraints { if let sc = c.solverConstraint { try s.setEnabled(true, for: sc) } }
      }
      try suggest(size, insets, into: s)
    }
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
    var newTraits = traits(for: newSize)
    newTraits.orientation = orientation
    let previousInsets = safeAreaInsets
    try resize(to: newSize, traits: newTraits, safeAreaInsets: insets)
    otherOrientationInsets = otherOrientationInsets.map { _ in previousInsets }
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
  /// 2. every constraint set whose condition flipped is switched, and the new size and insets
  ///    are suggested, all in one solver transaction with one re-solve;
  /// 3. views hear ``View/traitsDidChange(from:)`` if the traits changed;
  /// 4. a layout pass reads the frames and runs ``View/layoutSubviews()`` where sizes changed;
  /// 5. views hear ``View/didTransition(from:traits:)``.
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
    let newTraits = traits ?? self.traits(for: size)
    if size == self.size && newTraits == self.traits && insets == self.safeAreaInsets { return }

    for v in allViews { v.willTransition(to: size, traits: newTraits) }
    let off = constraintSets.filter { $0.isActive && !$0.condition.matches(newTraits) }
    let on = constraintSets.filter { !$0.isActive && $0.condition.matches(newTraits) }
    let (oldSize, oldInsets) = (self.size, self.safeAreaInsets)
    try guardingWindowSize(size, insets: insets) { () throws(LayoutError) in
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
      for v in allViews { v.traitsDidChange(from: previous) }
    }
    setNeedsLayout()
    layoutIfNeeded()
    for v in allViews { v.didTransition(from: oldSize, traits: previous) }
  }
}
