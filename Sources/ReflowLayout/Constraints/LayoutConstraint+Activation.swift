// Activating and deactivating constraints: in a window's solver, or held by the items'
// nearest common ancestor while their view tree is not in a window (UIKit's rule).

/// Activates constraints: they take effect in their window's solver, all of them or none.
///
/// Already active constraints are left as they are. The items of each constraint must share
/// a view tree, as in UIKit ("If you try to activate a constraint whose items have no common
/// ancestor, an exception is thrown"): a constraint whose items are in a window enters that
/// window's solver; one whose items' tree is not in a window yet is held by their nearest
/// common ancestor and takes effect when the tree joins a window (one transaction with the
/// join; see ``View/addSubview(_:)``).
/// - Throws: ``LayoutError/notInWindow(constraint:item:)`` when the items share no view tree
///   (or one is gone), ``LayoutError/differentWindows(constraint:)`` when the list relates
///   items of two windows, ``LayoutError/ownedBySet(constraint:set:)``,
///   ``LayoutError/invalidPriority(_:constraint:)``, ``LayoutError/nonFinite(_:)``, or
///   ``LayoutError/unsatisfiable(_:conflicting:)`` naming the conflicting constraints in
///   words. The layout is left exactly as it was.
/// - Complexity: One solver transaction: the additions, then one re-optimisation.
public func activate(_ constraints: [LayoutConstraint]) throws(LayoutError) {
  for c in constraints where c.constraintSet != nil {
    throw .ownedBySet(constraint: NamedConstraint(c), set: c.constraintSet!.name)
  }
  let (window, inWindow, held) = try place(constraints)
  for (c, _) in held { try _LayoutEngine.validate(c) }
  if let window {
    try window.transaction { () throws(LayoutError) in
      try window.engine.activate(inWindow, in: window)
      if !held.isEmpty {
        window.engine.log(.restore({ for (c, _) in held { View.release(c) } }))
      }
      for (c, holder) in held { holder.hold(c) }
    }
    window.setNeedsLayout()
  } else {
    for (c, holder) in held { holder.hold(c) }
  }
}

/// Where constraints about to be activated go: the window whose solver takes those whose
/// items are in it, and the holders (nearest common ancestors) of the others. Inactive
/// constraints only, each once.
private func place(_ constraints: [LayoutConstraint]) throws(LayoutError)
  -> (Window?, [LayoutConstraint], [(LayoutConstraint, View)])
{
  var window: Window?
  var inWindow: [LayoutConstraint] = []
  var held: [(LayoutConstraint, View)] = []
  var heldIDs = Set<ObjectIdentifier>()
  for c in constraints where !c.isActive {
    let first: LayoutItem
    let second: LayoutItem?
    switch c.liveItems() {
    case .success(let items): (first, second) = items
    case .failure(let gone): throw .notInWindow(constraint: NamedConstraint(c), item: gone.name)
    }
    let w1 = first.layoutWindow
    let w2 = second == nil ? w1 : second!.layoutWindow
    if let w1, let w2 {
      guard w1 === w2, window == nil || window === w1 else {
        throw .differentWindows(constraint: NamedConstraint(c))
      }
      window = w1
      inWindow.append(c)
      continue
    }
    guard let holder = LayoutItem.commonAncestor(first, second) else {
      let outside = w1 == nil ? first : second!
      throw .notInWindow(constraint: NamedConstraint(c), item: outside.name)
    }
    if heldIDs.insert(ObjectIdentifier(c)).inserted { held.append((c, holder)) }
  }
  return (window, inWindow, held)
}

/// Activates one constraint; see ``activate(_:)-([LayoutConstraint])``.
public func activate(_ constraint: LayoutConstraint) throws(LayoutError) {
  try activate([constraint])
}

/// Activates the constraints a builder lists (single constraints, `edges`/`size` groups,
/// `if` and `for`), all of them or none.
public func activate(@ConstraintBuilder _ constraints: () -> [LayoutConstraint])
  throws(LayoutError)
{
  try activate(constraints())
}

/// Deactivates constraints: they leave their window's solver, which re-solves once, or the
/// view that holds them outside a window. Inactive constraints are ignored.
/// - Throws: ``LayoutError/ownedBySet(constraint:set:)`` for a constraint that a set manages.
public func deactivate(_ constraints: [LayoutConstraint]) throws(LayoutError) {
  for c in constraints where c.constraintSet != nil {
    throw .ownedBySet(constraint: NamedConstraint(c), set: c.constraintSet!.name)
  }
  var byWindow: [ObjectIdentifier: (Window, [LayoutConstraint])] = [:]
  var order: [ObjectIdentifier] = []
  for c in constraints {
    if c.heldBy != nil {
      View.release(c)
      continue
    }
    guard let w = c.activeWindow, c.isActive else { continue }
    let key = ObjectIdentifier(w)
    if byWindow[key] == nil { order.append(key); byWindow[key] = (w, []) }
    byWindow[key]!.1.append(c)
  }
  for key in order {
    let (window, list) = byWindow[key]!
    try window.transaction { () throws(LayoutError) in
      try window.engine.deactivate(list, in: window)
    }
    window.setNeedsLayout()
  }
}

/// Deactivates one constraint; see ``deactivate(_:)-([LayoutConstraint])``.
public func deactivate(_ constraint: LayoutConstraint) throws(LayoutError) {
  try deactivate([constraint])
}

extension Window {
  /// Gives active constraints of this window new constants, in place in the solver (one
  /// solver call, one repair of feasibility), as one transaction (or inside the one open):
  /// all of them, or none if the solver refuses one.
  /// - Throws: As ``LayoutConstraint/setConstant(_:)``.
  func setConstants(_ changes: [(LayoutConstraint, Double)]) throws(LayoutError) {
    for (c, value) in changes where !value.isFinite {
      throw .nonFinite("the constant of `\(c.description)`")
    }
    if changes.isEmpty { return }
    try transaction { () throws(LayoutError) in try engine.setConstants(changes, in: self) }
    setNeedsLayout()
  }
}
