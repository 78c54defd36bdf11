/// Layout guides a view owns: its own, the margins guide and the safe-area guide, and the
/// layout margins.
extension View {
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
    if let window {
      window.uninstall([guide])
    } else {
      View.dropHeldConstraints(from: self) { $0 === guide }
    }
    layoutGuides.removeAll { $0 === guide }
    guide.owningView = nil
  }

  /// The view's rectangle inset by its margins, named `<name>.margins` (see
  /// ``layoutMargins``, ``insetsLayoutMarginsFromSafeArea``,
  /// ``preservesSuperviewLayoutMargins``; the root view's keep the window's system minimum).
  public var layoutMarginsGuide: LayoutGuide {
    if let storedMarginsGuide { return storedMarginsGuide }
    // The margins are measured from the safe area: its guide first.
    _ = safeAreaLayoutGuide
    let guide = LayoutGuide(name: "\(name).margins")
    guide.systemConstraintMaker = { [unowned guide] in
      guide.owningView?.marginSystemConstraints(guide) ?? []
    }
    storedMarginsGuide = guide
    addMadeGuide(guide) { $0.storedMarginsGuide = nil }
    return guide
  }

  /// The part of the view inside the window's safe area, named `<name>.safeArea`: the
  /// window's safe-area insets for the root view, and for other views the intersection of
  /// the view with the root view's safe area.
  public var safeAreaLayoutGuide: LayoutGuide {
    if let storedSafeAreaGuide { return storedSafeAreaGuide }
    let guide = LayoutGuide(name: "\(name).safeArea")
    guide.systemConstraintMaker = { [unowned guide] in
      guide.owningView?.safeAreaSystemConstraints(guide) ?? []
    }
    storedSafeAreaGuide = guide
    addMadeGuide(guide) { $0.storedSafeAreaGuide = nil }
    return guide
  }

  /// Adds a guide the view made when it was first asked for (its margins, safe-area,
  /// readable-content or keyboard guide). Made inside a transaction (a tree joining a window
  /// whose constraints refer to the root's safe area, a margins change reading the
  /// superview's margins), the making is logged: if the transaction fails, its rollback takes
  /// the guide's constraints out of the solver, and then `forget` and this take the guide
  /// away, so that the next use makes and installs it again rather than finding it without
  /// constraints.
  func addMadeGuide(_ guide: LayoutGuide, forget: @escaping (View) -> Void) {
    // Strong captures: the log lives only as long as the transaction, and the guide must
    // outlast `forget`, which lets go of the view's reference to it.
    window?.engine.log(
      .restore { [self, guide] in
        forget(self)
        self.layoutGuides.removeAll { $0 === guide }
        guide.owningView = nil
      })
    addLayoutGuide(guide)
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
    // Inside a scroll view's content the view's place on screen moves with the scroll
    // offset, which is not in the solver: a cell scrolled below the window would get a
    // safe area of negative height (and, inset from it, negative margins). Such a view's
    // safe area is its bounds, as if the scroll view took the insets into its content
    // insets (UIKit's contentInsetAdjustmentBehavior).
    if isInScrollContent {
      return [
        g.left == 0, g.top == 0, g.width == Expression(width), g.height == Expression(height),
      ].map { _SystemConstraint($0, why) }
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

  /// Whether a scroll view is among the view's ancestors (the view is scrolled content).
  var isInScrollContent: Bool {
    var ancestor = superview
    var steps = 0
    defer { window?.ancestorSteps &+= steps }
    while let v = ancestor {
      if v is ScrollView { return true }
      ancestor = v.superview
      steps += 1
    }
    return false
  }
}
