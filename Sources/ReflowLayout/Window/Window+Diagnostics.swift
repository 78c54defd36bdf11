/// A view whose frame its constraints do not determine, and on which attributes.
public struct AmbiguousLayout: CustomStringConvertible {
  /// The view.
  public let view: View
  /// The attributes that can take other values: among `.left` (x), `.top` (y), `.width`,
  /// `.height`.
  public let attributes: [LayoutAttribute]

  /// `card: left, width`.
  public var description: String {
    "\(view.name): \(attributes.map(\.description).joined(separator: ", "))"
  }
}

extension Window {
  // MARK: - Ambiguity

  /// The views whose layout is ambiguous, each with the attributes that could take other
  /// values (the analogue of running `hasAmbiguousLayout` over the tree), parents first.
  ///
  /// An attribute is ambiguous when another layout satisfies the required constraints and is
  /// just as good at every priority with another value of it, or when no constraint mentions
  /// it at all.
  /// - Complexity: One ambiguity analysis of the solver, then linear in the views.
  public func ambiguousViews() -> [AmbiguousLayout] {
    let ambiguous = engine.ambiguousSet()
    return allViews.compactMap { v in
      let attributes = ambiguousAttributes(of: v, in: ambiguous)
      return attributes.isEmpty ? nil : AmbiguousLayout(view: v, attributes: attributes)
    }
  }

  func ambiguousAttributes(of view: View, in ambiguous: Set<ObjectIdentifier>)
    -> [LayoutAttribute]
  {
    [LayoutAttribute.left, .top, .width, .height].filter { a in
      let v = view.variable(a)!
      return ambiguous.contains(ObjectIdentifier(v)) || !engine.solver.mentions(v)
    }
  }

  /// Warnings about layouts that hold but will not behave, about scroll views' content,
  /// each naming the constraint to add:
  ///
  /// - a content width (or height) that no constraint determines (neither tied to the frame
  ///   layout guide, nor a constant, nor given by the content's subviews or intrinsic size):
  ///   the solver leaves it at its minimum, silently;
  /// - a content that matched the scroll view's width and stayed at it when the width changed
  ///   in a layout pass (a constant width read off the screen, seed 003).
  /// - Complexity: One ambiguity analysis of the solver when the window has a scroll view
  ///   whose content the layout does not size itself, then linear in the views.
  public var layoutWarnings: [String] {
    let scrollViews = allViews.compactMap { $0 as? ScrollView }.filter(\.checksContentWidth)
    guard !scrollViews.isEmpty else { return [] }
    let ambiguous = engine.ambiguousSet()
    return scrollViews.flatMap { $0.contentWarnings(ambiguous: ambiguous) }
  }

  // MARK: - Dump

  /// The tree as text, for messages and tests: the window (size, traits, active and inactive
  /// sets), then each view indented under its superview with its frame in the superview's
  /// coordinates, `hidden` when hidden, and `<- marked` after the views in `marked`.
  ///
  /// ```text
  /// window 393x852, phone portrait, w compact h regular, @3x
  /// sets: common, portrait (inactive: landscape)
  /// window (0, 0, 393, 852)
  ///   card (16, 59, 361, 284)
  /// ```
  public func dump(marking marked: [View] = []) -> String {
    var lines = ["\(name) \(size), \(traits)"]
    if !constraintSets.isEmpty {
      let active = constraintSets.filter(\.isActive).map(\.name)
      let inactive = constraintSets.filter { !$0.isActive }.map(\.name)
      var line = "sets: " + (active.isEmpty ? "none" : active.joined(separator: ", "))
      if !inactive.isEmpty { line += " (inactive: \(inactive.joined(separator: ", ")))" }
      lines.append(line)
    }
    let marks = Set(marked.map(ObjectIdentifier.init))
    func visit(_ v: View, _ depth: Int) {
      var line = String(repeating: "  ", count: depth) + "\(v.name) \(v.frame)"
      if v.isHidden { line += " hidden" }
      line += v.dumpDetails
      if marks.contains(ObjectIdentifier(v)) { line += "  <- marked" }
      lines.append(line)
      for s in v.subviews { visit(s, depth + 1) }
    }
    visit(rootView, 0)
    return lines.joined(separator: "\n")
  }
}

extension View {
  /// The view's subtree as text, indented, with frames in superview coordinates (see
  /// ``Window/dump(marking:)``).
  public func dump() -> String {
    var lines: [String] = []
    func visit(_ v: View, _ depth: Int) {
      var line = String(repeating: "  ", count: depth) + "\(v.name) \(v.frame)"
      if v.isHidden { line += " hidden" }
      line += v.dumpDetails
      lines.append(line)
      for s in v.subviews { visit(s, depth + 1) }
    }
    visit(self, 0)
    return lines.joined(separator: "\n")
  }
}
