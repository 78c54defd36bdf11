/// Constraints a view holds outside a window, and the requests for ``updateConstraints()``.
///
/// UIKit installs an active constraint on its items' closest common ancestor, whether or not
/// the tree is in a window. Here a constraint active in a window is in the window's solver;
/// outside a window it is held by that ancestor (``heldConstraints``) and enters the solver
/// when the tree joins a window. A view that leaves a window keeps the constraints whose
/// common ancestor it contains, and the others are deactivated: an item left their common
/// ancestor (UIKit: removing a view removes the constraints that refer to it from the views
/// above it).
extension View {
  /// Holds an active constraint of this view's tree while it is not in a window.
  func hold(_ c: LayoutConstraint) {
    c.holderReference = reference
    heldConstraints.append(c)
  }

  /// Takes a held constraint back from the view that holds it (it is inactive then).
  static func release(_ c: LayoutConstraint) {
    guard let holder = c.heldBy else { return }
    holder.heldConstraints.removeAll { $0 === c }
    c.holderReference = nil
  }

  /// Hands over the held constraints of the views of `views` (they are entering a window),
  /// in the order they were activated, view by view.
  static func takeHeldConstraints(of views: [View]) -> [LayoutConstraint] {
    var taken: [LayoutConstraint] = []
    for v in views where !v.heldConstraints.isEmpty {
      for c in v.heldConstraints { c.holderReference = nil }
      taken += v.heldConstraints
      v.heldConstraints = []
    }
    return taken
  }

  /// Deactivates the constraints held by `start` and the views above it that mention an
  /// item for which `leaves` is true (an item leaving their common ancestor).
  static func dropHeldConstraints(from start: View?, mentioning leaves: (LayoutItem) -> Bool) {
    var next = start
    while let v = next {
      if !v.heldConstraints.isEmpty {
        v.heldConstraints.removeAll { c in
          guard c.items.contains(where: leaves) else { return false }
          c.holderReference = nil
          return true
        }
      }
      next = v.superview
    }
  }

  /// Calls ``didMoveToWindow()`` on the view and every view inside it, parents first.
  func notifyDidMoveToWindow() {
    for v in subtree { v.didMoveToWindow() }
  }

  // MARK: - Updating constraints

  /// Asks for ``updateConstraints()`` before the next layout pass (UIKit's
  /// `setNeedsUpdateConstraints()`). Outside a window, the request waits until the view
  /// joins one.
  public func setNeedsUpdateConstraints() {
    constraintsNeedUpdate = true
    guard let window else { return }
    window.viewsNeedingConstraintUpdate.append(self)
    window.setNeedsLayout()
  }

  /// Whether ``updateConstraints()`` will be called before the next layout pass (UIKit's
  /// `needsUpdateConstraints()`).
  public func needsUpdateConstraints() -> Bool { constraintsNeedUpdate }
}

extension Window {
  /// Calls ``View/updateConstraints()`` on the views that asked for it, deepest first (UIKit
  /// updates constraints from subviews up); requests made during those calls are served in
  /// the same call, for at most 8 rounds.
  func updateConstraintsIfNeeded() {
    var rounds = 0
    while !viewsNeedingConstraintUpdate.isEmpty && rounds < 8 {
      rounds += 1
      let due = viewsNeedingConstraintUpdate.filter { $0.window === self }
      viewsNeedingConstraintUpdate.removeAll()
      for v in due.sorted(by: { $0.depth > $1.depth }) where v.constraintsNeedUpdate {
        v.constraintsNeedUpdate = false
        v.updateConstraints()
      }
    }
  }
}
