// Layout margins as UIKit has them: set by left and right or by leading and trailing,
// measured from the safe area by default, at least the superview's where asked, at least the
// system minimum on a window's root view; and the readable content guide inside them.

/// How a view's margins were set: by left and right, or by leading and trailing (which flip
/// with the direction).
enum _Margins {
  case absolute(EdgeInsets)
  case directional(DirectionalEdgeInsets)
}

extension View {
  /// The view's margins by left and right edge, in its current direction, as set (UIKit's
  /// `layoutMargins`; 8 on every side by default, zero for a window's root view, whose
  /// margins guide keeps the window's system minimum). ``layoutMarginsGuide`` is inset by
  /// these from the safe area (``insetsLayoutMarginsFromSafeArea``).
  public var layoutMargins: EdgeInsets {
    switch storedMargins {
    case .absolute(let insets): return insets
    case .directional(let insets): return insets.resolved(effectiveUserInterfaceLayoutDirection)
    }
  }

  /// The view's margins by leading and trailing edge (UIKit's `directionalLayoutMargins`):
  /// the leading margin is on the right in a right-to-left view. Margins set with
  /// ``setLayoutMargins(_:)`` read back converted in the current direction.
  public var directionalLayoutMargins: DirectionalEdgeInsets {
    switch storedMargins {
    case .absolute(let insets):
      return DirectionalEdgeInsets(insets, in: effectiveUserInterfaceLayoutDirection)
    case .directional(let insets): return insets
    }
  }

  /// Changes the margins by left and right edge; they stay on those edges whatever the
  /// direction. In a window the margins guide moves at once.
  /// - Throws: ``LayoutError/nonFinite(_:)``; ``LayoutError/unsatisfiable(_:conflicting:)``
  ///   when required constraints on the margins guide cannot follow. Nothing changes then.
  public func setLayoutMargins(_ margins: EdgeInsets) throws(LayoutError) {
    for v in [margins.top, margins.left, margins.bottom, margins.right] where !v.isFinite {
      throw .nonFinite("the layout margins of \(name)")
    }
    try changeMargins { $0.storedMargins = .absolute(margins) }
  }

  /// Changes the margins by leading and trailing edge (UIKit's `directionalLayoutMargins =`):
  /// they flip when the view's direction does.
  /// - Throws: As ``setLayoutMargins(_:)``.
  public func setDirectionalLayoutMargins(_ margins: DirectionalEdgeInsets) throws(LayoutError) {
    for v in [margins.top, margins.leading, margins.bottom, margins.trailing] where !v.isFinite {
      throw .nonFinite("the layout margins of \(name)")
    }
    try changeMargins { $0.storedMargins = .directional(margins) }
  }

  /// Whether the margins are measured from the safe area's edges rather than the view's
  /// (UIKit's `insetsLayoutMarginsFromSafeArea`, true by default): a view under the status
  /// bar keeps its content below it. A change the layout cannot take leaves it as it was;
  /// ``setInsetsLayoutMarginsFromSafeArea(_:)`` says why.
  public var insetsLayoutMarginsFromSafeArea: Bool {
    get { storedInsetsFromSafeArea }
    set { try? setInsetsLayoutMarginsFromSafeArea(newValue) }
  }

  /// Sets ``insetsLayoutMarginsFromSafeArea``.
  /// - Throws: As ``setLayoutMargins(_:)``.
  public func setInsetsLayoutMarginsFromSafeArea(_ value: Bool) throws(LayoutError) {
    try changeMargins { $0.storedInsetsFromSafeArea = value }
  }

  /// Whether each margin is at least as far in as the superview's margin on that side, where
  /// the view's edge is closer to the superview's than that margin (UIKit's
  /// `preservesSuperviewLayoutMargins`, false by default). A change the layout cannot take
  /// leaves it as it was.
  public var preservesSuperviewLayoutMargins: Bool {
    get { storedPreservesSuperviewMargins }
    set { try? setPreservesSuperviewLayoutMargins(newValue) }
  }

  /// Sets ``preservesSuperviewLayoutMargins``.
  /// - Throws: As ``setLayoutMargins(_:)``.
  public func setPreservesSuperviewLayoutMargins(_ value: Bool) throws(LayoutError) {
    if value { _ = superview?.layoutMarginsGuide }
    try changeMargins { $0.storedPreservesSuperviewMargins = value }
  }

  /// Applies a change of the margins' settings and, in a window, moves the margins guide in
  /// one transaction (logged, so that a refusal puts everything back).
  private func changeMargins(_ change: (View) -> Void) throws(LayoutError) {
    guard let window else {
      change(self)
      return
    }
    try window.transaction { () throws(LayoutError) in
      window.engine.log(
        .layoutMargins(
          self, storedMargins, insetsFromSafeArea: storedInsetsFromSafeArea,
          preservesSuperview: storedPreservesSuperviewMargins))
      change(self)
      try storedMarginsGuide?.updateSystemConstraints()
    }
  }

  /// The margins the guide keeps from its reference rectangle: ``layoutMargins``, and on a
  /// window's root view at least the window's system minimum, edge by edge (UIKit: "the root
  /// view's actual margins are set to either your custom values or the system minimum,
  /// whichever is greater").
  var effectiveLayoutMargins: EdgeInsets {
    var m = layoutMargins
    if let window, window.rootView === self, window.viewRespectsSystemMinimumLayoutMargins {
      let minimum = window.systemMinimumLayoutMargins.resolved(
        effectiveUserInterfaceLayoutDirection)
      m = EdgeInsets(
        top: max(m.top, minimum.top), left: max(m.left, minimum.left),
        bottom: max(m.bottom, minimum.bottom), right: max(m.right, minimum.right))
    }
    return m
  }

  /// The margins guide's constraints: inset by the effective margins from the safe area (or
  /// the bounds); with ``preservesSuperviewLayoutMargins``, each edge at least as far in as
  /// the superview's margins guide and otherwise as far out as its own margin allows.
  func marginSystemConstraints(_ g: LayoutGuide) -> [_SystemConstraint] {
    let m = effectiveLayoutMargins
    let why = "\(name)'s layout margins"
    // The rectangle the margins are measured from, in the view's coordinates.
    let (x, y, w, h): (Expression, Expression, Expression, Expression)
    // The guides read here exist already (made with the margins guide, or when the setting
    // changed): making a guide while the window installs another would change the lists it
    // walks.
    if insetsLayoutMarginsFromSafeArea, window != nil, let s = storedSafeAreaGuide {
      (x, y, w, h) = (Expression(s.left), Expression(s.top), Expression(s.width), Expression(s.height))
    } else {
      (x, y, w, h) = (Expression(constant: 0), Expression(constant: 0), Expression(width), Expression(height))
    }
    let left = x + m.left
    let top = y + m.top
    let right = x + w - m.right
    let bottom = y + h - m.bottom
    guard preservesSuperviewLayoutMargins, let superview, let sm = superview.storedMarginsGuide
    else {
      return [
        g.left == left, g.top == top, g.width == w - (m.left + m.right),
        g.height == h - (m.top + m.bottom),
      ].map { _SystemConstraint($0, why) }
    }
    // In the superview's coordinates: the view's origin plus the guide's edges.
    let (gx, gy) = (g.expression(.left, in: superview), g.expression(.top, in: superview))
    let soft = Priority(999)
    return [
      g.left >= left, gx >= Expression(sm.left),
      g.top >= top, gy >= Expression(sm.top),
      g.left + g.width <= right, gx + g.width <= sm.left + sm.width,
      g.top + g.height <= bottom, gy + g.height <= sm.top + sm.height,
      g.left == left ~ soft, g.top == top ~ soft,
      g.left + g.width == right ~ soft, g.top + g.height == bottom ~ soft,
    ].map { _SystemConstraint($0, why) }
  }

  // MARK: - Readable content

  /// The part of the margins guide that is comfortable to read, named
  /// `<name>.readableContent` (UIKit's `readableContentGuide`): the margins guide's top and
  /// height, centred in it, as wide as it but never wider than
  /// ``readableWidth(for:)`` of the window's content size category.
  public var readableContentGuide: LayoutGuide {
    if let storedReadableGuide { return storedReadableGuide }
    _ = layoutMarginsGuide
    let guide = LayoutGuide(name: "\(name).readableContent")
    guide.systemConstraintMaker = { [unowned guide] in
      guide.owningView?.readableSystemConstraints(guide) ?? []
    }
    storedReadableGuide = guide
    addMadeGuide(guide) { $0.storedReadableGuide = nil }
    return guide
  }

  /// The readable width at a content size category: 672 points at the default size
  /// (`.large`: UIKit's readable content guide is 672 points wide on an iPad, measured in
  /// "Readable Content Guides", useyourloaf.com), scaled by the body text style's size at
  /// that category against its default 17 points (Apple's Dynamic Type table), since a
  /// readable line holds about the same number of characters at every text size.
  public static func readableWidth(for category: ContentSizeCategory) -> Double {
    672 * Font.TextStyle.body.pointSize(at: category) / 17
  }

  private func readableSystemConstraints(_ r: LayoutGuide) -> [_SystemConstraint] {
    guard let window, let m = storedMarginsGuide else { return [] }
    let limit = View.readableWidth(for: window.traits.contentSizeCategory)
    let why = "\(name)'s readable content"
    return [
      _SystemConstraint(r.top == Expression(m.top), why),
      _SystemConstraint(r.height == Expression(m.height), why),
      _SystemConstraint(r.left + 0.5 * r.width == m.left + 0.5 * m.width, why),
      _SystemConstraint(r.width <= Expression(m.width), why),
      _SystemConstraint(r.width <= limit, why),
      // As wide as both bounds allow.
      _SystemConstraint(r.width == Expression(m.width) ~ Priority(999), why),
    ]
  }
}

extension Window {
  /// The least margins of the root view (UIKit's `systemMinimumLayoutMargins`): 16 points
  /// leading and trailing where the width is compact, 20 where it is regular, none at the top
  /// and bottom.
  public var systemMinimumLayoutMargins: DirectionalEdgeInsets {
    let side: Double = traits.horizontalSizeClass == .regular ? 20 : 16
    return DirectionalEdgeInsets(top: 0, leading: side, bottom: 0, trailing: side)
  }

  /// Whether the root view's margins are at least ``systemMinimumLayoutMargins`` (UIKit's
  /// `viewRespectsSystemMinimumLayoutMargins`, true by default).
  public var viewRespectsSystemMinimumLayoutMargins: Bool {
    get { respectsSystemMinimumMargins }
    set {
      let old = respectsSystemMinimumMargins
      guard newValue != old else { return }
      do {
        try transaction { () throws(LayoutError) in
          engine.log(.restore { [unowned self] in self.respectsSystemMinimumMargins = old })
          respectsSystemMinimumMargins = newValue
          try rootView.storedMarginsGuide?.updateSystemConstraints()
        }
      } catch {
        // Required constraints on the root's margins could not follow: nothing changed.
      }
    }
  }

  /// Remakes, inside a resize's transaction, the guides whose constraints read the traits:
  /// the root's margins (the system minimum follows the width's size class) and the readable
  /// content guides (their width follows the content size category).
  func updateTraitGuides(from previous: Traits) throws(LayoutError) {
    if previous.horizontalSizeClass != traits.horizontalSizeClass {
      try rootView.storedMarginsGuide?.updateSystemConstraints()
    }
    if previous.contentSizeCategory != traits.contentSizeCategory {
      for v in allViews { try v.storedReadableGuide?.updateSystemConstraints() }
    }
  }
}
