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
  ///
  /// A view that hugged its wrapped text (as wide as its widest line) takes its unwrapped
  /// size instead: its width was its old text's, not its room, so the next layout pass gives
  /// it the room it has and measures it there.
  /// - Throws: ``LayoutError/nonFinite(_:)`` for a non-finite answer; nothing changes then.
  public func invalidateIntrinsicContentSize() throws(LayoutError) {
    let width: Double
    let hugging = hugsWrappedText
    if measuresHeightForWidth, window != nil, lastLaidOutFrame != nil, !hugging {
      width = frame.width
    } else {
      width = .infinity
    }
    let size = sizeThatFits(width: width)
    try setIntrinsicContentSize(size)
    measurement = width.isFinite ? (width, size) : nil
    unwrappedSize = width.isFinite ? nil : size
    // Measured in the pass even if its frame does not move.
    if hugging, let window { window.releasedViews.append(self) }
  }

  /// Whether the last measurement answers for `width`: it was asked there, or its answer is
  /// narrower than the width asked and `width` lies between the two (the same lines).
  func isMeasured(at width: Double) -> Bool {
    guard let (asked, answer) = measurement else { return false }
    if width == asked { return true }
    guard let narrowest = answer.width, narrowest < asked else { return false }
    return width <= asked && width >= narrowest - 1e-9 * max(1, narrowest)
  }

  /// Whether a view that measures height-for-width, now `width` wide, must take another
  /// size: it was not measured there, or its intrinsic size is not that measurement's (it
  /// was let out to its unwrapped width, see ``Window/releaseWrappedWidths()``).
  func needsMeasuring(at width: Double) -> Bool {
    guard isMeasured(at: width), let answer = measurement?.answer else { return true }
    return intrinsicContentSize != answer
  }

  /// The view's own constraints for the intrinsic size `size` (not yet taken), the old ones
  /// kept as spares: a view measured at two widths in turn (a rotation and back) takes the
  /// spares of the other width again instead of making four new constraints each time, and
  /// the solver shifts their constants as for new ones. `nil` for a view whose own
  /// constraints are more than its intrinsic size's.
  func intrinsicConstraints(for size: IntrinsicSize) -> [_SystemConstraint]? {
    guard systemConstraintsAreIntrinsic else { return nil }
    let current = (intrinsicContentSize, contentPriorities, systemConstraints)
    let new: [_SystemConstraint]
    if let spare = spareIntrinsicConstraints, spare.size == size,
      spare.priorities == contentPriorities
    {
      new = spare.list
    } else {
      new = intrinsicSizeConstraints(for: size)
    }
    spareIntrinsicConstraints = current
    return new
  }

  /// Whether the view hugs its wrapped text: laid out at the width of its measurement's
  /// answer, narrower than the width it was asked at (its widest line, with room to spare).
  var hugsWrappedText: Bool {
    guard measuresHeightForWidth, let (asked, answer) = measurement, let wrapped = answer.width,
      wrapped < asked, let laidOut = lastLaidOutFrame?.width
    else { return false }
    return abs(laidOut - wrapped) <= 1e-9 * max(1, wrapped)
  }

  /// The answer without a limit of width, asked once per content.
  var unwrapped: IntrinsicSize {
    if let unwrappedSize { return unwrappedSize }
    let size = sizeThatFits(width: .infinity)
    unwrappedSize = size
    return size
  }
}

extension Window {
  /// Lets each view that hugs its wrapped text (laid out at the width of its measurement's
  /// answer, narrower than the width it was asked at) out to its unwrapped width: held at its
  /// widest line, it would never get a wider width to be measured at when its room grows (a
  /// rotation, a constraint's new constant, a sibling hidden, a container widened). The
  /// layout pass then gives it the width it has room for, up to its unwrapped width, and
  /// measures it there, or takes its last answer back if that width answers for it (its room
  /// did not grow), without asking. Each view is let out once per pass, so the pass ends.
  ///
  /// A resize calls it in its transaction; ``layoutIfNeeded()`` in any round where views
  /// moved, before it reads their frames (``releaseWrappedWidths(inPass:)``).
  /// - Returns: Whether any view was let out.
  /// - Complexity: O(views listed as hugging their text), not O(views in the window).
  @discardableResult
  func letOutHuggingViews(inPass pass: Int) throws(LayoutError) -> Bool {
    var changes: [(View, IntrinsicSize)] = []
    var kept = 0
    for i in huggingViews.indices {
      let v = huggingViews[i]
      guard v.window === self, v.hugsWrappedText else {
        v.isListedAsHugging = false
        continue
      }
      huggingViews[kept] = v
      kept += 1
      guard v.releasedInPass != pass, let answer = v.measurement?.answer,
        v.intrinsicContentSize == answer, let wrapped = answer.width,
        let unwrapped = v.unwrapped.width, unwrapped > wrapped
      else { continue }
      changes.append((v, IntrinsicSize(width: unwrapped, height: answer.height)))
    }
    huggingViews.removeLast(huggingViews.count - kept)
    guard !changes.isEmpty else { return false }
    try setIntrinsicContentSizes(changes)
    // Inside a resize's transaction, a rollback takes the marks back with the sizes.
    let marks = changes.map { ($0.0, $0.0.releasedInPass) }
    engine.log(.restore { for (v, mark) in marks { v.releasedInPass = mark } })
    for (v, _) in changes { v.releasedInPass = pass }
    // Read again in the next round even if their frames do not move (a stronger constraint
    // held them at that width): their intrinsic size goes back to their answer.
    releasedViews += changes.map(\.0)
    return true
  }

  /// ``letOutHuggingViews(inPass:)`` in a layout pass, which cannot throw: a refusal (a
  /// non-finite size, which a measured view cannot give) is kept in ``layoutErrors``.
  func releaseWrappedWidths(inPass pass: Int) -> Bool {
    do {
      return try letOutHuggingViews(inPass: pass)
    } catch {
      layoutErrors.append(error)
      return false
    }
  }

  /// Asks each view of `views` for its size at its new width (unless its last measurement
  /// answers for that width), and takes the sizes that changed as intrinsic sizes in one transaction; if any did, the pass goes on with another
  /// round. If the transaction is refused (a non-finite answer), the sizes go in one by one
  /// and each refused one is kept in ``layoutErrors``: one bad view stops no other.
  func remeasure(_ views: [View]) {
    var changes: [(View, IntrinsicSize)] = []
    changes.reserveCapacity(views.count)
    for v in views {
      // The frame this round just read (no solver lookups again).
      let width = (v.lastLaidOutFrame ?? v.frame).width
      let size: IntrinsicSize
      if let known = v.measurement, v.isMeasured(at: width) {
        size = known.answer
      } else {
        size = v.sizeThatFits(width: width)
        v.measurement = (width, size)
      }
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
      var lists: [(item: LayoutItem, new: [_SystemConstraint])] = []
      lists.reserveCapacity(changes.count)
      for (v, size) in changes {
        for x in [size.width, size.height] {
          if let x, !x.isFinite { throw .nonFinite("the intrinsic content size of \(v.name)") }
        }
        engine.log(.intrinsicSize(v, v.intrinsicContentSize, v.contentPriorities))
        let spare = v.intrinsicConstraints(for: size)
        v.intrinsicContentSize = size
        lists.append((v, spare ?? v.makeSystemConstraints()))
      }
      try engine.replaceSystemConstraints(lists, in: self)
      for (v, _) in changes {
        try (v.superview as? StackView)?.arrangedSubviewDidChangeIntrinsicSize(v)
      }
    }
  }
}
