/// Where a baseline sits in a view: a distance from its top or from its bottom, so that it
/// follows the edge it belongs to when the view is resized (a label's first baseline stays
/// one ascent below its top, its last one descent above its bottom).
public enum BaselineOffset: Hashable, Sendable, CustomStringConvertible {
  /// This many points below the view's top edge.
  case fromTop(Double)
  /// This many points above the view's bottom edge.
  case fromBottom(Double)

  /// `12 from the top`, `0 from the bottom`.
  public var description: String {
    switch self {
    case .fromTop(let d): return "\(formatNumber(d)) from the top"
    case .fromBottom(let d): return "\(formatNumber(d)) from the bottom"
    }
  }
}

// Baselines, as UIKit's: on every view, at its bottom unless the view says otherwise.
//
// A view that is asked for a baseline anchor gets a guide, `<name>.baselines`, whose top is
// the first baseline and whose bottom the last, placed by the view's own (system) constraints
// from ``View/firstBaselineOffset`` and ``View/lastBaselineOffset``. Constraints on baselines
// are written on the guide's variables, so a change of the offsets (a label's new font) is a
// swap of the guide's two constraints, in one transaction, and every constraint on the
// baselines follows without being made again.
//
// A view whose ``View/forFirstBaselineLayout`` is another view inside it (a stack view's first
// arranged subview) stands for that view's baseline: its anchor is written on that view's
// guide. A stack view remakes the constraints on its own baselines when the view standing for
// them changes.
extension View {
  /// The first baseline, a y-axis anchor usable in every form of the DSL against `topAnchor`,
  /// `bottomAnchor`, `centerYAnchor` and other baselines (`price.firstBaselineAnchor ==
  /// title.firstBaselineAnchor`). At the view's bottom unless ``firstBaselineOffset`` says
  /// otherwise.
  public var firstBaselineAnchor: YAxisAnchor {
    prepareBaselines()
    return YAxisAnchor(self, .firstBaseline)
  }

  /// The last baseline; see ``firstBaselineAnchor``.
  public var lastBaselineAnchor: YAxisAnchor {
    prepareBaselines()
    return YAxisAnchor(self, .lastBaseline)
  }

  /// The first baseline's distance from the view's top, as last solved (the height for a
  /// view whose baseline is its bottom).
  public var firstBaselineY: Double { solvedBaseline(.firstBaseline) }

  /// The last baseline's distance from the view's top, as last solved.
  public var lastBaselineY: Double { solvedBaseline(.lastBaseline) }

  /// Tells the layout that ``firstBaselineOffset`` or ``lastBaselineOffset`` changed (a
  /// label's font or number of lines): the baselines move, and every constraint on them
  /// follows, in one transaction.
  /// - Throws: ``LayoutError/unsatisfiable(_:conflicting:)`` when required constraints on
  ///   the baselines cannot follow; nothing changes then.
  public func baselinesDidChange() throws(LayoutError) {
    guard let guide = baselineGuide else { return }
    try guide.updateSystemConstraints()
  }

  // MARK: - Internals

  /// The view that stands for this one's baseline `attribute`: the view itself, or a view
  /// inside it that ``forFirstBaselineLayout`` / ``forLastBaselineLayout`` names.
  func baselineView(_ attribute: LayoutAttribute) -> View {
    let other = attribute == .firstBaseline ? forFirstBaselineLayout : forLastBaselineLayout
    return other !== self && other.isDescendant(of: self) ? other.baselineView(attribute) : self
  }

  /// Makes sure the guides that the baselines are written on exist (and are in the solver:
  /// a transaction that failed after making one took its constraints out).
  func prepareBaselines() {
    _ = baselineView(.firstBaseline).ownBaselineGuide
    _ = baselineView(.lastBaseline).ownBaselineGuide
  }

  /// The solver expression of baseline `attribute` in the coordinates of `space`.
  func baselineExpression(_ attribute: LayoutAttribute, in space: View?) -> Expression {
    let guide = baselineView(attribute).ownBaselineGuide
    return guide.expression(attribute == .firstBaseline ? .top : .bottom, in: space)
  }

  /// This view's own baseline guide, made (and installed) if needed.
  private var ownBaselineGuide: LayoutGuide {
    if let guide = baselineGuide {
      if let window, guide.systemConstraints.isEmpty { window.install(guide) }
      return guide
    }
    let guide = LayoutGuide(name: "\(name).baselines")
    guide.systemConstraintMaker = { [unowned guide] in
      (guide.owningView?.baselineSystemConstraints(guide)) ?? []
    }
    baselineGuide = guide
    addLayoutGuide(guide)
    return guide
  }

  /// The guide's place: its top at the first baseline, its bottom at the last, zero wide at
  /// the view's left edge.
  private func baselineSystemConstraints(_ g: LayoutGuide) -> [_SystemConstraint] {
    func at(_ offset: BaselineOffset) -> Expression {
      switch offset {
      case .fromTop(let d): return Expression(d)
      case .fromBottom(let d): return Expression(height) - d
      }
    }
    let why = "\(name)'s baselines"
    return [
      _SystemConstraint(g.left == 0, why), _SystemConstraint(g.width == 0, why),
      _SystemConstraint(Expression(g.top) == at(firstBaselineOffset), why),
      _SystemConstraint(g.top + g.height == at(lastBaselineOffset), why),
    ]
  }

  private func solvedBaseline(_ attribute: LayoutAttribute) -> Double {
    guard let window else { return 0 }
    let solver = window.engine.solver
    return baselineExpression(attribute, in: self).evaluate { solver.value(of: $0) }
  }
}
