// The keyboard layout guide: a window-level guide at the bottom whose height tests set.

extension Window {
  /// The space the keyboard takes at the bottom of the window (UIKit's
  /// `keyboardLayoutGuide`), named `<name>.keyboard` and owned by the root view: full width,
  /// its bottom at the window's. While the keyboard is hidden its top is the safe area's
  /// bottom (its height the bottom safe-area inset), as UIKit's; ``showKeyboard(height:
  /// animated:)`` gives it a height. Pin a text field's bottom to its top to keep the field
  /// above the keyboard.
  public var keyboardLayoutGuide: LayoutGuide {
    if let storedKeyboardGuide { return storedKeyboardGuide }
    let guide = LayoutGuide(name: "\(name).keyboard")
    guide.systemConstraintMaker = { [unowned guide] in
      guide.owningView?.window?.keyboardSystemConstraints(guide) ?? []
    }
    storedKeyboardGuide = guide
    rootView.addMadeGuide(guide) { $0.window?.storedKeyboardGuide = nil }
    return guide
  }

  /// The height of the keyboard on screen, or `nil` while it is hidden: the height given for
  /// the current orientation, at most the window's height.
  public var keyboardHeight: Double? { storedKeyboardHeight.map { min($0, size.height) } }

  /// Shows the keyboard, `height` points tall: the keyboard guide's top moves to `window
  /// height - height`, in one transaction, and the window is laid out.
  ///
  /// Through rotations, as UIKit's keyboard (whose frame the guide follows) has a height of
  /// its own in each orientation: a turn in the rotation's own transaction gives the guide
  /// `otherOrientationHeight` and keeps `height` for the turn back; without it the keyboard
  /// keeps `height`, at most the window's height (``keyboardHeight``), until the next call.
  /// A rotation's ``Transition`` (``rotate(animated:)``) carries the views pinned to the
  /// guide from their frames above one keyboard to those above the other.
  /// - Parameters:
  ///   - height: The keyboard's height, from 0 to the window's height.
  ///   - otherOrientationHeight: Its height once the window turns, from 0 to the window's
  ///     width (the height after the turn); `nil` to keep `height`.
  ///   - animated: Whether the returned ``Transition`` starts from the frames before (as
  ///     ``rotate(animated:)``'s); otherwise it goes straight to the end.
  /// - Returns: The transition that animates every view to its new frame.
  /// - Throws: ``LayoutError/nonFinite(_:)`` for a height that is not finite or not in its
  ///   range; ``LayoutError/unsatisfiable(_:conflicting:)`` when required constraints on the
  ///   guide cannot follow. Nothing changes then.
  @discardableResult
  public func showKeyboard(
    height: Double, otherOrientationHeight: Double? = nil, animated: Bool = false
  ) throws(LayoutError) -> Transition {
    guard height.isFinite, height >= 0, height <= size.height else {
      throw .nonFinite("the keyboard height \(height) (finite, from 0 to the window's height)")
    }
    if let other = otherOrientationHeight, !(other.isFinite && other >= 0 && other <= size.width) {
      throw .nonFinite(
        "the keyboard height \(other) for the other orientation (finite, from 0 to the "
          + "window's width, its height once turned)")
    }
    return try setKeyboard(height, other: otherOrientationHeight, animated: animated)
  }

  /// Hides the keyboard: the keyboard guide's top goes back to the safe area's bottom, in one
  /// transaction, and the window is laid out.
  /// - Returns: As ``showKeyboard(height:animated:)``.
  /// - Throws: ``LayoutError/unsatisfiable(_:conflicting:)`` when required constraints on the
  ///   guide cannot follow; nothing changes then.
  @discardableResult
  public func hideKeyboard(animated: Bool = false) throws(LayoutError) -> Transition {
    try setKeyboard(nil, other: nil, animated: animated)
  }

  private func setKeyboard(_ height: Double?, other: Double?, animated: Bool) throws(LayoutError)
    -> Transition
  {
    layoutIfNeeded()
    let before = Transition.capture(self)
    try transaction { () throws(LayoutError) in
      try setKeyboardHeights(height, other: other)
    }
    setNeedsLayout()
    layoutIfNeeded()
    return Transition(before: animated ? before : Transition.capture(self), window: self, startSize: size)
  }

  /// Sets the keyboard's heights inside the open transaction (logged) and remakes the
  /// guide's constraints.
  private func setKeyboardHeights(_ height: Double?, other: Double?) throws(LayoutError) {
    let old = (storedKeyboardHeight, storedOtherKeyboardHeight)
    engine.log(
      .restore { [unowned self] in
        (self.storedKeyboardHeight, self.storedOtherKeyboardHeight) = old
      })
    (storedKeyboardHeight, storedOtherKeyboardHeight) = (height, other)
    try storedKeyboardGuide?.updateSystemConstraints()
  }

  /// Inside a resize's transaction, after the new size is in force: a shown keyboard takes
  /// its other orientation's height when the window turned (keeping the one it leaves for
  /// the turn back), and its guide follows the window's new height.
  func keyboardDidResize(turning: Bool) throws(LayoutError) {
    guard let height = storedKeyboardHeight else { return }
    if turning, let other = storedOtherKeyboardHeight {
      try setKeyboardHeights(other, other: height)
    } else {
      try storedKeyboardGuide?.updateSystemConstraints()
    }
  }

  /// The guide's constraints, in the root view's coordinates: full width, bottom at the
  /// window's, the keyboard's height (at most the window's) or the bottom safe-area inset.
  func keyboardSystemConstraints(_ g: LayoutGuide) -> [_SystemConstraint] {
    let root = rootView
    let why = "the keyboard"
    let height =
      keyboardHeight.map { g.height == $0 }
      ?? (g.height == Expression(safeInsetVariables.bottom))
    return [
      g.left == 0, g.width == Expression(root.width), g.top + g.height == Expression(root.height),
      height,
    ].map { _SystemConstraint($0, why) }
  }
}
