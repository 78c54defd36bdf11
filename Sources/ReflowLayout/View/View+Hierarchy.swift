/// The view tree: subviews, superview, and joining or leaving a window.
extension View {
  /// Adds `view` at the front, taking it out of its current superview first. Adding a view to
  /// itself or to one of its own subviews does nothing (it would make the tree a cycle), and
  /// so does adding a window's root view.
  ///
  /// If this view is in a window, `view` and its subtree join it, in one transaction: their
  /// margins, safe area and intrinsic-size constraints, and the constraints their views hold
  /// (activated before they were in a window), enter the window's solver. Joining cannot
  /// fail: a held constraint that cannot hold with the others is deactivated and reported in
  /// the window's ``Window/layoutErrors`` (UIKit breaks a constraint and logs it). Then
  /// ``didMoveToWindow()`` (if the window changed) and ``didMoveToSuperview()`` are called.
  public func addSubview(_ view: View) {
    insertSubview(view, at: subviews.count)
  }

  /// Inserts `view` among the subviews at `index` (clamped to the valid range); see
  /// ``addSubview(_:)``. A view that is already a subview only moves to `index`, keeping its
  /// constraints.
  ///
  /// Inserting a view into itself or into one of its own subviews does nothing (it would
  /// make the tree a cycle), and so does inserting a window's root view (it fills its
  /// window for as long as the window exists).
  public func insertSubview(_ view: View, at index: Int) {
    if isDescendant(of: view) || view.window?.rootView === view { return }
    if view.superview === self {
      // Already a subview: only its place among the others changes (as in UIKit, which
      // keeps its constraints and calls no hook).
      subviews.removeAll { $0 === view }
      subviews.insert(view, at: max(0, min(index, subviews.count)))
      window?.viewOrderChanged()
      return
    }
    let oldWindow = view.window
    if view.superview != nil || view.window != nil { view.leaveSuperview() }
    subviews.insert(view, at: max(0, min(index, subviews.count)))
    view.superview = self
    View.setDepth(of: view, to: depth + 1)
    if let window { window.attach(view) }
    if view.window !== oldWindow { view.notifyDidMoveToWindow() }
    view.didMoveToSuperview()
  }

  /// Takes the view out of its superview. Constraints that mention the view, its guides or
  /// its subviews are deactivated where an item leaves their nearest common ancestor (those
  /// held above the view, as UIKit removes them); those between views inside it stay with
  /// it, and take effect again when it joins a window. Constraint sets keep their members
  /// (a set that turns on again while they are out of the window throws). Then
  /// ``didMoveToWindow()`` (if it was in a window) and ``didMoveToSuperview()`` are called.
  ///
  /// A window's root view has no superview and stays in its window: this does nothing then.
  public func removeFromSuperview() {
    if let window, window.rootView === self { return }
    guard superview != nil else { return }
    let wasInWindow = window != nil
    leaveSuperview()
    if wasInWindow { notifyDidMoveToWindow() }
    didMoveToSuperview()
  }

  /// Takes the view out of its superview (and window), without the callbacks.
  private func leaveSuperview() {
    (superview as? StackView)?.subviewWillLeave(self)
    if let window {
      window.detach(self)
    } else {
      View.dropHeldConstraints(from: superview) { $0.nearestView?.isDescendant(of: self) == true }
    }
    if let superview {
      superview.subviews.removeAll { $0 === self }
    }
    superview = nil
    View.setDepth(of: self, to: 0)
  }

  /// Sets the depth of `view` and of the views inside it. A loop, not a recursion: a tree
  /// 100,000 deep would overflow the stack.
  private static func setDepth(of view: View, to depth: Int) {
    view.depth = depth
    var pending = view.subviews
    while let v = pending.popLast() {
      v.depth = v.superview!.depth + 1
      pending += v.subviews
    }
  }

  /// Whether `self` is `view` or inside it.
  /// - Complexity: O(1) when `view` has no subviews or is not above `self`'s depth; else
  ///   the difference of their depths (a view's depth is its distance to the top of its
  ///   tree, kept as views move), not a walk to the top of the tree.
  public func isDescendant(of view: View) -> Bool {
    if view === self { return true }
    let steps = depth - view.depth
    if steps <= 0 || view.subviews.isEmpty { return false }
    var current = self
    for _ in 0..<steps {
      guard let up = current.superview else { return false }
      current = up
    }
    window?.ancestorSteps &+= steps
    return current === view
  }

  /// The view and all views inside it, depth first, each before its subviews.
  /// - Complexity: O(n) for n views, by a loop (a recursion overflowed the stack of a
  ///   nesting 100,000 deep).
  public var subtree: [View] {
    var result: [View] = []
    var pending: [View] = [self]
    while let v = pending.popLast() {
      result.append(v)
      // Pushed in reverse: popped front to back, as a depth-first walk visits them.
      pending.append(contentsOf: v.subviews.reversed())
    }
    return result
  }

  /// The view and its guides.
  var itemsOfView: [LayoutItem] {
    var items: [LayoutItem] = []
    appendItemsOfView(to: &items)
    return items
  }

  /// Appends the view and its guides (``itemsOfView``) to `items`, with no array of its own.
  func appendItemsOfView(to items: inout [LayoutItem]) {
    items.append(self)
    if !layoutGuides.isEmpty { items += layoutGuides as [LayoutItem] }
  }
}
