// Height-for-width: views whose size depends on the width they get (a wrapping label).
//
// The layout pass reads each moved view's frame; a view that measures
// (``View/measuresHeightForWidth``) and got a width it was not measured at is asked
// ``View/sizeThatFits(width:)`` there, and the answers of one round become intrinsic sizes in
// one transaction. The pass then solves and reads again: a second round, where the widths are
// those just measured at, so nothing is asked twice (UIKit's two passes for a multi-line
// label: solve, read the width, re-measure, solve again only if the size changed).

extension View {
  /// Measures the view again now, at the width it has (when it measures height-for-width and
  /// was laid out) or without a limit, and makes the answer its intrinsic size, as one
  /// transaction. A view calls it when what it measures changed (a label's text).
  /// - Throws: ``LayoutError/nonFinite(_:)`` for a non-finite answer; nothing changes then.
  public func invalidateIntrinsicContentSize() throws(LayoutError) {
    let width: Double
    if measuresHeightForWidth, window != nil, lastLaidOutFrame != nil {
      width = frame.width
    } else {
      width = .infinity
    }
    let size = sizeThatFits(width: width)
    try setIntrinsicContentSize(size)
    measuredWidth = width.isFinite ? width : nil
  }
}

extension Window {
  /// Asks each view of `views` for its size at its new width, and takes the sizes that
  /// changed as intrinsic sizes in one transaction; if any did, the pass goes on with another
  /// round. If the transaction is refused (a non-finite answer), the sizes go in one by one
  /// and each refused one is kept in ``layoutErrors``: one bad view stops no other.
  func remeasure(_ views: [View]) {
    var changes: [(View, IntrinsicSize)] = []
    for v in views {
      let width = v.frame.width
      v.measuredWidth = width
      let size = v.sizeThatFits(width: width)
      if size != v.intrinsicContentSize { changes.append((v, size)) }
    }
    guard !changes.isEmpty else { return }
    do {
      try setIntrinsicContentSizes(changes)
    } catch {
      for (v, size) in changes {
        do {
          try v.setIntrinsicContentSize(size)
        } catch {
          layoutErrors.append(error)
        }
      }
    }
    setNeedsLayout()
  }

  /// Gives views new intrinsic sizes in one transaction and one solver call (each as
  /// ``View/setIntrinsicContentSize(_:)``): a rotation re-measures every wrapping label, and
  /// one dual simplex for all of them costs about what one costs.
  /// - Throws: ``LayoutError/nonFinite(_:)`` for a non-finite size; nothing changes then.
  func setIntrinsicContentSizes(_ changes: [(View, IntrinsicSize)]) throws(LayoutError) {
    try transaction { () throws(LayoutError) in
      for (v, size) in changes {
        for x in [size.width, size.height] {
          if let x, !x.isFinite { throw .nonFinite("the intrinsic content size of \(v.name)") }
        }
        engine.log(.intrinsicSize(v, v.intrinsicContentSize, v.contentPriorities))
        v.intrinsicContentSize = size
      }
      try engine.replaceSystemConstraints(
        changes.map { ($0.0, $0.0.makeSystemConstraints()) }, in: self)
      for (v, _) in changes {
        try (v.superview as? StackView)?.arrangedSubviewDidChangeIntrinsicSize(v)
      }
    }
  }
}
