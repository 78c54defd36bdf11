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
    rootView.addLayoutGuide(guide)
    return guide
  }

  /// The height of the keyboard on screen, or `nil` while it is hidden.
  public var keyboardHeight: Double? { storedKeyboardHeight }

  /// Shows the keyboard, `height` points tall (it keeps that height through rotations until
  /// the next call): the keyboard guide's top moves to `window height - height`, in one
  /// transaction, and the window is laid out.
  /// - Parameters:
  ///   - height: The keyboard's height, from 0 to the window's height.
  ///   - animated: Whether the returned ``Transition`` starts from the frames before (as
  ///     ``rotate(animated:)``'s); otherwise it goes straight to the end.
  /// - Returns: The transition that animates every view to its new frame.
  /// - Throws: ``LayoutError/nonFinite(_:)`` for a height that is not finite or not in
  ///   0...window height; ``LayoutError/unsatisfiable(_:conflicting:)`` when required
  ///   constraints on the guide cannot follow. Nothing changes then.
  @discardableResult
  public func showKeyboard(height: Double, animated: Bool = false) throws(LayoutError)
    -> Transition
  {
    guard height.isFinite, height >= 0, height <= size.height else {
      throw .nonFinite("the keyboard height \(height) (finite, from 0 to the window's height)")
    }
    return try setKeyboard(height, animated: animated)
  }

  /// Hides the keyboard: the keyboard guide's top goes back to the safe area's bottom, in one
  /// transaction, and the window is laid out.
  /// - Returns: As ``showKeyboard(height:animated:)``.
  /// - Throws: ``LayoutError/unsatisfiable(_:conflicting:)`` when required constraints on the
  ///   guide cannot follow; nothing changes then.
  @discardableResult
  public func hideKeyboard(animated: Bool = false) throws(LayoutError) -> Transition {
    try setKeyboard(nil, animated: animated)
  }

  private func setKeyboard(_ height: Double?, animated: Bool) throws(LayoutError) -> Transition {
    layoutIfNeeded()
    let before = Transition.capture(self)
    let old = storedKeyboardHeight
    try transaction { () throws(LayoutError) in
      engine.log(.restore { [unowned self] in self.storedKeyboardHeight = old })
      storedKeyboardHeight = height
      try storedKeyboardGuide?.updateSystemConstraints()
    }
    setNeedsLayout()
    layoutIfNeeded()
    return Transition(before: animated ? before : Transition.capture(self), window: self, startSize: size)
  }

  /// The guide's constraints, in the root view's coordinates: full width, bottom at the
  /// window's, the keyboard's height or the bottom safe-area inset.
  func keyboardSystemConstraints(_ g: LayoutGuide) -> [_SystemConstraint] {
    let root = rootView
    let why = "the keyboard"
    let height =
      storedKeyboardHeight.map { g.height == $0 }
      ?? (g.height == Expression(safeInsetVariables.bottom))
    return [
      g.left == 0, g.width == Expression(root.width), g.top + g.height == Expression(root.height),
      height,
    ].map { _SystemConstraint($0, why) }
  }
}
