// The constraints a stack view makes for its arrangement, in the stack's coordinates (its
// arranged views' variables are in them: they are its subviews). Docs/stacks.md lists them
// per distribution and alignment; the priorities are UIKit's.

extension StackView {
  /// A stretch of a rectangle along one axis: where it starts and how long it is.
  struct _Span {
    let start: Expression
    let length: Expression
    var end: Expression { start + length }
    var center: Expression { start + length * 0.5 }
  }

  /// UIKit's priorities for the stack's own soft constraints.
  enum _StackPriority {
    /// The stack hugs its views along the axis when the gaps are free (equal spacing and
    /// centring): just below `fittingSize`, so that any size you give the stack wins.
    static let hugAlong = Priority(49)
    /// The stack hugs its views across the axis when they do not fill it.
    static let hugAcross = Priority(51)
    /// A view's size across the axis when nothing else decides it (UIKit's ambiguity
    /// suppression).
    static let viewAcross = Priority(25)
    /// With baseline alignment, the group of views is pulled to the stack's top.
    static let baselineGroupToTop = Priority(48)
    /// Equal distances between centres.
    static let equalCentering = Priority(150)
  }

  /// Whether the views are aligned by a baseline (only horizontal stacks do; a vertical one
  /// fills).
  var isBaselineAligned: Bool {
    state.axis == .horizontal && [.firstBaseline, .lastBaseline].contains(state.alignment)
  }

  /// Makes the guides the arrangement is written on before a transaction opens (the margins
  /// guide, the arranged views' baseline guides), so that none is made inside one.
  func prepareArrangement() {
    if state.marginsRelative { _ = layoutMarginsGuide }
    if isBaselineAligned {
      for v in state.arranged { v.prepareBaselines() }
    }
  }

  /// The arrangement constraints for the current state.
  /// - Complexity: O(n) constraints for n arranged views.
  func arrangementConstraints() -> [_SystemConstraint] {
    let views = state.arranged.filter { $0.superview === self }
    let why = "\(name)'s arrangement"
    var result: [Constraint] = []
    result += alongConstraints(views)
    result += acrossConstraints(views)
    return result.map { _SystemConstraint($0, why) }
  }

  // MARK: - Spans

  /// The rectangle the views are arranged in: the stack's bounds, or its margins guide.
  private var container: (x: _Span, y: _Span) {
    if state.marginsRelative {
      let g = layoutMarginsGuide
      return (onX(_Span(start: Expression(g.left), length: Expression(g.width))),
              _Span(start: Expression(g.top), length: Expression(g.height)))
    }
    return (onX(_Span(start: Expression(0), length: Expression(width))),
            _Span(start: Expression(0), length: Expression(height)))
  }

  private func along(_ v: View) -> _Span {
    state.axis == .horizontal
      ? onX(_Span(start: Expression(v.left), length: Expression(v.width)))
      : _Span(start: Expression(v.top), length: Expression(v.height))
  }

  private func across(_ v: View) -> _Span {
    state.axis == .horizontal
      ? _Span(start: Expression(v.top), length: Expression(v.height))
      : onX(_Span(start: Expression(v.left), length: Expression(v.width)))
  }

  /// A span on the x axis as the stack reads it: right to left, measured from the right edge
  /// leftwards (`x' = -(x + width)`), so that the same relations put the first arranged view
  /// at the right and `.leading` alignment at the right edge, as UIKit's stacks do (they
  /// arrange along leading and trailing anchors).
  private func onX(_ span: _Span) -> _Span {
    isRightToLeft ? _Span(start: -span.end, length: span.length) : span
  }

  // MARK: - Along the axis

  private func alongConstraints(_ views: [View]) -> [Constraint] {
    let box = state.axis == .horizontal ? container.x : container.y
    let visible = views.filter { !$0.isHidden }
    var result: [Constraint] = []
    // Hidden views collapse where they would be: at the end of the visible view before.
    var lastEnd = box.start
    for v in views {
      if v.isHidden {
        result.append(along(v).length == Expression(0))
        result.append(along(v).start == lastEnd)
      } else {
        lastEnd = along(v).end
      }
    }
    guard let first = visible.first, let last = visible.last else {
      result.append(box.length == Expression(0) ~ _StackPriority.hugAlong)
      return result
    }
    result.append(along(first).start == box.start)
    result.append(along(last).end == box.end)
    let distribution = state.distribution
    let exact = [.fill, .fillEqually, .fillProportionally].contains(distribution)
    var gaps: [Expression] = []
    var spacings: [Double] = []
    for (a, b) in zip(visible, visible.dropFirst()) {
      let gap = along(b).start - along(a).end
      let s = customSpacing(after: a)
      gaps.append(gap)
      spacings.append(s)
      result.append(exact ? gap == Expression(s) : gap >= Expression(s))
    }
    switch distribution {
    case .fill:
      break
    case .fillEqually:
      for v in visible.dropFirst() { result.append(along(v).length == along(first).length) }
    case .fillProportionally:
      result += proportionalConstraints(visible, box: box, spacing: spacings.reduce(0, +))
    case .equalSpacing:
      for gap in gaps.dropFirst() { result.append(gap == gaps[0]) }
      result.append(box.length == Expression(0) ~ _StackPriority.hugAlong)
    case .equalCentering:
      if visible.count > 2 {
        let step = along(visible[1]).center - along(visible[0]).center
        for (a, b) in zip(visible.dropFirst(), visible.dropFirst(2)) {
          result.append(along(b).center - along(a).center == step ~ _StackPriority.equalCentering)
        }
      }
      result.append(box.length == Expression(0) ~ _StackPriority.hugAlong)
    }
    return result
  }

  /// Each visible view's length its share of the intrinsic lengths, of the length left after
  /// the spacing, at priorities counting down from 999 in order (as UIKit's), never below
  /// 751 so that they beat compression resistance. Views without an intrinsic length count
  /// as zero; if none has one, the content priorities decide, as for `.fill`.
  private func proportionalConstraints(_ visible: [View], box: _Span, spacing: Double)
    -> [Constraint]
  {
    let horizontal = state.axis == .horizontal
    let sizes = visible.map {
      (horizontal ? $0.intrinsicContentSize.width : $0.intrinsicContentSize.height) ?? 0
    }
    let total = sizes.reduce(0, +)
    guard total > 0 else { return [] }
    let available = box.length - spacing
    return zip(visible, sizes).enumerated().map { i, pair in
      let priority = Priority(Float(max(751, 999 - i)))
      return along(pair.0).length == available * (pair.1 / total) ~ priority
    }
  }

  // MARK: - Across the axis

  /// The alignment as it applies: baselines only in horizontal stacks; top and bottom are
  /// leading and trailing.
  private var effectiveAlignment: Alignment {
    switch state.alignment {
    case .top: return .leading
    case .bottom: return .trailing
    case .firstBaseline, .lastBaseline: return isBaselineAligned ? state.alignment : .fill
    default: return state.alignment
    }
  }

  private func acrossConstraints(_ views: [View]) -> [Constraint] {
    let box = state.axis == .horizontal ? container.y : container.x
    let alignment = effectiveAlignment
    var result: [Constraint] = []
    let reference = views.first { !$0.isHidden }
    for v in views {
      let span = across(v)
      if v.isHidden {
        // Collapsed across too: it must not size the stack.
        result.append(span.start == box.start)
        result.append(span.length == Expression(0))
        continue
      }
      switch alignment {
      case .fill:
        result.append(span.start == box.start)
        result.append(span.end == box.end)
      case .leading, .top:
        result.append(span.start == box.start)
        result.append(span.end <= box.end)
      case .trailing, .bottom:
        result.append(span.end == box.end)
        result.append(span.start >= box.start)
      case .center:
        result.append(span.center == box.center)
        result.append(span.start >= box.start)
      case .firstBaseline, .lastBaseline:
        let attribute: LayoutAttribute = alignment == .firstBaseline ? .firstBaseline : .lastBaseline
        if let reference, v !== reference {
          result.append(
            v.expression(attribute, in: self) == reference.expression(attribute, in: self))
        }
        result.append(span.start >= box.start)
        result.append(span.end <= box.end)
        result.append(span.start == box.start ~ _StackPriority.baselineGroupToTop)
      }
      if alignment != .fill {
        result.append(span.length == Expression(0) ~ _StackPriority.viewAcross)
      }
    }
    if alignment != .fill || reference == nil {
      result.append(box.length == Expression(0) ~ _StackPriority.hugAcross)
    }
    return result
  }

  // MARK: - Constraints on the stack's baselines

  /// Remakes your constraints on the stack's own baselines when the views standing for them
  /// changed (the first or last visible arranged view), inside the open transaction.
  func remakeBaselineConstraints(in window: Window) throws(LayoutError) {
    let now = (first: baselineView(.firstBaseline), last: baselineView(.lastBaseline))
    let before = lastBaselineViews
    if let before, before.first === now.first, before.last === now.last { return }
    window.engine.log(.restore { [unowned self] in self.lastBaselineViews = before })
    lastBaselineViews = now
    let baselines: [LayoutAttribute] = [.firstBaseline, .lastBaseline]
    func onBaselines(_ c: LayoutConstraint) -> Bool {
      (c.firstItem === self && baselines.contains(c.firstAttribute))
        || (c.secondItem === self && c.secondAttribute.map(baselines.contains) == true)
    }
    // Most stacks have none: look before ordering every constraint of the window.
    guard window.engine.activeConstraints.contains(where: onBaselines) else { return }
    let touching = window.engine.constraintsInOrder.filter(onBaselines)
    now.first.prepareBaselines()
    now.last.prepareBaselines()
    let enabled = touching.map { $0.constraintSet?.isActive ?? true }
    try window.engine.deactivate(touching, in: window)
    try window.engine.add(
      zip(touching, enabled).map { ($0, $0.makeSolverConstraint(), $1) }, in: window)
  }

  /// Takes the arrangement constraints out (after a removal whose remaining arrangement was
  /// refused); the next change makes them again.
  func dropArrangement() {
    isArrangementDropped = true
    guard let window else { return }
    window.transactionThatCannotFail("dropping \(name)'s arrangement") { () throws(LayoutError) in
      try updateSystemConstraints()
    }
  }
}

// MARK: - Swapping only what changed

/// A solver constraint's content (terms, constant, relation, priority), to find the
/// constraints a new arrangement shares with the one in force.
struct _ConstraintContent: Hashable {
  let variables: [ObjectIdentifier]
  let coefficients: [Double]
  let constant: Double
  let relation: Relation
  let priority: Float

  init(_ c: Constraint) {
    variables = c.expression.terms.map { ObjectIdentifier($0.variable) }
    coefficients = c.expression.terms.map(\.coefficient)
    constant = c.expression.constant
    relation = c.relation
    priority = c.priority.rawValue
  }
}

extension _LayoutEngine {
  /// Swaps an item's own constraints for `new` like ``replaceSystemConstraints(of:with:in:)``,
  /// but leaves in the solver those whose content did not change: adding a view to a stack
  /// of n changes a handful of its constraints, not all of them (remaking all made building a
  /// stack on screen quadratic: 300 views appended one by one took minutes). Logged; inside
  /// a window transaction.
  /// - Complexity: O(old + new) to match them; solver work for the changed ones only.
  func updateSystemConstraints(of item: LayoutItem, to new: [_SystemConstraint], in window: Window)
    throws(LayoutError)
  {
    let old = item.systemConstraints
    var inForce: [_ConstraintContent: [_SystemConstraint]] = [:]
    for s in old.reversed() where solver.contains(s.constraint) {
      inForce[_ConstraintContent(s.constraint), default: []].append(s)
    }
    var merged: [_SystemConstraint] = []
    var fresh: [Constraint] = []
    var kept = Set<ObjectIdentifier>()
    merged.reserveCapacity(new.count)
    for s in new {
      let content = _ConstraintContent(s.constraint)
      if let same = inForce[content]?.popLast() {
        merged.append(same)
        kept.insert(ObjectIdentifier(same.constraint))
      } else {
        merged.append(s)
        fresh.append(s.constraint)
      }
    }
    let dropped = old.filter {
      solver.contains($0.constraint) && !kept.contains(ObjectIdentifier($0.constraint))
    }
    do {
      for s in dropped { try solver.remove(s.constraint) }
      for c in fresh { try solver.add(c) }
    } catch {
      throw translate(error, in: window, extra: new)
    }
    log(.systemConstraints(item, old))
    item.systemConstraints = merged
  }
}
