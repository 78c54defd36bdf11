import ReflowLayout
import ReflowTesting
import Testing

/// Hidden views, custom spacing, margins, the stack's own size, the arranged list, changes at
/// run time and their failures, ambiguity. Stacks of a (40x20), b (60x30), c (80x10),
/// spacing 10, 300 long on their axis unless said (see StackViewLayoutTests); the expected
/// frames are worked out by hand in the comments.
@Suite("Stack view: hiding, spacing, margins and changes")
struct StackViewBehaviourTests {
  @Test("A hidden view collapses (no size, no spacing on either side) and comes back")
  func hiddenCollapses() throws {
    let (window, stack, views) = try makeABCStack(axis: .horizontal)
    let (a, b, c) = (views[0], views[1], views[2])
    stack.distribution = .fillEqually
    // Equal widths: (300 - 2 x 10) / 3 = 93.333 each.
    let w = 280.0 / 3
    #expect(c.frame.isClose(to: Rect(x: 2 * w + 20, y: 0, width: w, height: 30)))
    b.isHidden = true
    // a and c share 300 - 10 = 290: 145 each; b has no size, at a's end (145) and the top.
    // Across, the stack now fills to the tallest visible view: a, 20.
    #expect(stack.lastLayoutError == nil)
    #expect(a.frame.isClose(to: Rect(x: 0, y: 0, width: 145, height: 20)))
    #expect(b.frame.isClose(to: Rect(x: 145, y: 0, width: 0, height: 0)))
    #expect(c.frame.isClose(to: Rect(x: 155, y: 0, width: 145, height: 20)))
    a.isHidden = true
    // c alone fills the 300, from 0, 10 high; a has no size, at the start.
    #expect(a.frame.isClose(to: Rect(x: 0, y: 0, width: 0, height: 0)))
    #expect(c.frame.isClose(to: Rect(x: 0, y: 0, width: 300, height: 10)))
    a.isHidden = false
    b.isHidden = false
    for (v, x) in zip(views, [0, w + 10, 2 * w + 20]) {
      #expect(v.frame.isClose(to: Rect(x: x, y: 0, width: w, height: 30)), "\(window.dump())")
    }
  }

  @Test("A hidden view does not count across the axis: the stack hugs the visible ones")
  func hiddenAcross() throws {
    let (window, stack, views) = try makeABCStack(axis: .horizontal)
    defer { withExtendedLifetime(window) {} }
    stack.alignment = .top
    stack.distribution = .equalSpacing
    #expect(stack.frame.height == 30)
    views[1].isHidden = true
    // b (30 high) hidden: the tallest visible is a, 20; a and c are 300 - 120 = 180 apart.
    #expect(stack.frame.height == 20)
    #expect(views[2].frame.isClose(to: Rect(x: 220, y: 0, width: 80, height: 10)))
  }

  @Test("The stack's size follows its content, through the constraints alone")
  func sizeFromContent() throws {
    let window = try Window(size: Size(width: 393, height: 852))
    for axis in [LayoutAxis.horizontal, .vertical] {
      let stack = StackView(name: "stack-\(axis)")
      stack.axis = axis
      stack.spacing = 10
      for (w, h) in [(40.0, 20.0), (60, 30), (80, 10)] {
        let v = View(name: "v\(w)-\(axis)")
        try v.setIntrinsicContentSize(IntrinsicSize(width: w, height: h))
        stack.addArrangedSubview(v)
      }
      window.rootView.addSubview(stack)
      try activate(stack.topAnchor == window.rootView.topAnchor)
      try activate(stack.leadingAnchor == window.rootView.leadingAnchor)
      // Row: 40 + 60 + 80 + 2 x 10 = 200 wide, 30 high. Column: 80 wide, 20 + 30 + 10 + 20 = 80.
      let expected = axis == .horizontal ? Size(width: 200, height: 30) : Size(width: 80, height: 80)
      #expect(stack.frame.size.isClose(to: expected), "\(window.dump())")
      stack.arrangedSubviews[1].isHidden = true
      // Without the middle one: 40 + 80 + 10 = 130 wide; 20 + 10 + 10 = 40 high (80 wide).
      let smaller = axis == .horizontal ? Size(width: 130, height: 20) : Size(width: 80, height: 40)
      #expect(stack.frame.size.isClose(to: smaller), "\(window.dump())")
      stack.spacing = 0
      let tight = axis == .horizontal ? Size(width: 120, height: 20) : Size(width: 80, height: 30)
      #expect(stack.frame.size.isClose(to: tight), "\(window.dump())")
      stack.removeFromSuperview()
    }
    #expect(window.ambiguousViews().isEmpty)
  }

  @Test("Custom spacing after a view replaces the spacing there")
  func customSpacing() throws {
    let (window, stack, views) = try makeABCStack(axis: .horizontal)
    defer { withExtendedLifetime(window) {} }
    try views[1].setContentHuggingPriority(Priority(200), for: .horizontal)
    stack.setCustomSpacing(30, after: views[0])
    // a 40, then 30, b stretches: 300 - 40 - 30 - 10 - 80 = 140, then 10, c 80.
    #expect(views[1].frame.isClose(to: Rect(x: 70, y: 0, width: 140, height: 30)))
    #expect(stack.customSpacing(after: views[0]) == 30)
    #expect(stack.customSpacing(after: views[1]) == 10)
    stack.setCustomSpacing(50, after: View(name: "stranger"))   // not arranged: ignored
    stack.removeArrangedSubview(views[0])
    #expect(stack.customSpacing(after: views[0]) == 10, "removing the view forgets its spacing")
  }

  @Test("Margins-relative arrangement follows the stack's layout margins")
  func marginsRelative() throws {
    let (window, stack, views) = try makeABCStack(axis: .horizontal)
    defer { withExtendedLifetime(window) {} }
    stack.distribution = .fillEqually
    stack.isLayoutMarginsRelativeArrangement = true
    // Inside 8-point margins: (300 - 16 - 20) / 3 = 88 wide, from x 8; the stack is 30 + 16.
    #expect(views[0].frame.isClose(to: Rect(x: 8, y: 8, width: 88, height: 30)))
    #expect(views[2].frame.isClose(to: Rect(x: 204, y: 8, width: 88, height: 30)))
    #expect(stack.frame.height == 46)
    try stack.setLayoutMargins(EdgeInsets(all: 20))
    // (300 - 40 - 20) / 3 = 80 wide, from x 20; the stack is 30 + 40 high.
    #expect(views[0].frame.isClose(to: Rect(x: 20, y: 20, width: 80, height: 30)))
    #expect(stack.frame.height == 70)
    stack.isLayoutMarginsRelativeArrangement = false
    #expect(views[0].frame.isClose(to: Rect(x: 0, y: 0, width: 280.0 / 3, height: 30)))
  }

  @Test("Changes at run time: axis, spacing, distribution, alignment, one after another")
  func runtimeChanges() throws {
    let (window, stack, views) = try makeABCStack(axis: .horizontal)
    try activate(stack.heightAnchor == 300)   // 300 on both axes from now on
    stack.distribution = .equalSpacing
    stack.alignment = .leading
    stack.axis = .vertical
    // A column 300 high, equal spacing: y 0, 140, 290 (gaps (300 - 60) / 2); leading: x 0.
    #expect(views[1].frame.isClose(to: Rect(x: 0, y: 140, width: 60, height: 30)), "\(window.dump())")
    stack.spacing = 130
    // Gaps of at least 130 do not fit: 60 + 260 = 320 > 300. Compression resistance gives
    // way (a, b, c all 750: shared by the solver), but the gaps hold exactly 130.
    #expect(abs(views[1].frame.minY - views[0].frame.maxY - 130) < 1e-6)
    #expect(abs(views[2].frame.minY - views[1].frame.maxY - 130) < 1e-6)
    stack.spacing = 10
    stack.alignment = .trailing
    // The column is 300 wide (the width constraint) and right-aligns: b at x 240.
    #expect(views[1].frame.isClose(to: Rect(x: 240, y: 140, width: 60, height: 30)))
    stack.axis = .horizontal
    stack.distribution = .fillEqually
    stack.alignment = .center
    // A row again: widths 93.333, b centred in 300 high: y 135.
    #expect(views[1].frame.isClose(to: Rect(x: 280.0 / 3 + 10, y: 135, width: 280.0 / 3, height: 30)))
    #expect(stack.lastLayoutError == nil)
  }

  @Test("A refused change leaves everything as it was, through a property or update(_:)")
  func refusedChange() throws {
    let (window, stack, views) = try makeABCStack(axis: .horizontal)
    try activate([views[0].widthAnchor == 100, views[1].widthAnchor == 100])
    // Fill: c takes 300 - 200 - 20 = 80. Equal widths cannot hold: 3 x 100 + 20 != 300.
    let before = window.dump()
    let constraints = window.constraints.map(\.description)
    stack.distribution = .fillEqually
    #expect(stack.distribution == .fill)
    guard case .unsatisfiable(let culprit, let conflicting) = stack.lastLayoutError else {
      Issue.record("expected an unsatisfiable error, got \(String(describing: stack.lastLayoutError))")
      return
    }
    // The error names the stack's constraints by their purpose, and yours by their words.
    let named = ([culprit] + conflicting).map(\.description)
    #expect(named.contains { $0.hasSuffix("(stack's arrangement)") }, "\(named)")
    #expect(named.contains("a.width == 100") && named.contains("b.width == 100"), "\(named)")
    #expect(window.dump() == before)
    #expect(window.constraints.map(\.description) == constraints)
    #expect(throws: LayoutError.self) {
      try stack.update { s in
        s.spacing = 4
        s.distribution = .fillEqually
      }
    }
    #expect(stack.spacing == 10 && stack.distribution == .fill)
    #expect(window.dump() == before)
    // Hiding c would leave 100 + 10 + 100 != 300: refused, c stays shown.
    views[2].isHidden = true
    #expect(!views[2].isHidden)
    #expect(stack.lastLayoutError != nil)
    #expect(window.dump() == before)
    // A change that holds clears the error.
    try stack.update { $0.spacing = 0 }
    stack.alignment = .top
    #expect(stack.lastLayoutError == nil)
    #expect(views[2].frame.isClose(to: Rect(x: 200, y: 0, width: 100, height: 10)))
  }

  @Test("A non-finite spacing is refused with a clear error")
  func nonFiniteSpacing() throws {
    let (window, stack, _) = try makeABCStack(axis: .horizontal)
    let before = window.dump()
    stack.spacing = .nan
    #expect(stack.spacing == 10)
    #expect(stack.lastLayoutError == .nonFinite("the spacing of stack"))
    #expect(throws: LayoutError.nonFinite("the spacing of stack")) {
      try stack.update { $0.setCustomSpacing(.infinity, after: $0.arrangedSubviews[0]) }
    }
    #expect(stack.customSpacing(after: stack.arrangedSubviews[0]) == 10)
    #expect(window.dump() == before)
  }

  @Test("Arranged subviews are subviews; removal from the superview or the list, moving")
  func arrangedList() throws {
    let (window, stack, views) = try makeABCStack(axis: .horizontal)
    let (a, b, c) = (views[0], views[1], views[2])
    stack.distribution = .fillEqually
    #expect(stack.subviews.map(\.name) == ["a", "b", "c"])
    c.removeFromSuperview()
    // a and b: (300 - 10) / 2 = 145 each.
    #expect(stack.arrangedSubviews.map(\.name) == ["a", "b"])
    #expect(b.frame.isClose(to: Rect(x: 155, y: 0, width: 145, height: 30)))
    stack.removeArrangedSubview(b)
    #expect(b.superview === stack, "removeArrangedSubview keeps it a subview, as UIKit")
    #expect(a.frame.isClose(to: Rect(x: 0, y: 0, width: 300, height: 20)))
    stack.insertArrangedSubview(c, at: 0)
    stack.addArrangedSubview(b)
    // c, a, b: 93.333 each.
    #expect(stack.arrangedSubviews.map(\.name) == ["c", "a", "b"])
    #expect(a.frame.isClose(to: Rect(x: 280.0 / 3 + 10, y: 0, width: 280.0 / 3, height: 30)))
    let other = View(name: "other")
    window.rootView.addSubview(other)
    other.addSubview(a)   // moving it elsewhere takes it out of the stack
    #expect(stack.arrangedSubviews.map(\.name) == ["c", "b"])
    #expect(window.ambiguousViews().map(\.view.name) == ["other", "a"])
  }

  @Test("A view leaving a stack whose remaining arrangement is refused: it leaves all the same")
  func refusedRemoval() throws {
    let (window, stack, views) = try makeABCStack(axis: .horizontal)
    defer { withExtendedLifetime(window) {} }
    let widths = [views[0].widthAnchor == 200, views[1].widthAnchor == 200]
    try activate(widths)
    // With c: 200 + 200 + c + 20 = 300, c is -120 wide (it gives way). Without it, a and b
    // need 410 in 300: the arrangement is refused, the stack holds none until its next change.
    views[2].removeFromSuperview()
    #expect(views[2].superview == nil)
    #expect(stack.arrangedSubviews.map(\.name) == ["a", "b"])
    guard case .unsatisfiable = stack.lastLayoutError else {
      Issue.record("expected an unsatisfiable error, got \(String(describing: stack.lastLayoutError))")
      return
    }
    #expect(views[0].frame.width == 200 && views[1].frame.width == 200, "yours still hold")
    try deactivate(widths)
    stack.distribution = .fillEqually
    // Arranged again: (300 - 10) / 2 = 145 each.
    #expect(stack.lastLayoutError == nil)
    #expect(views[1].frame.isClose(to: Rect(x: 155, y: 0, width: 145, height: 30)))
  }

  @Test("Proportional shares follow a change of an arranged view's intrinsic size")
  func proportionalFollowsIntrinsicSize() throws {
    let (window, stack, views) = try makeABCStack(axis: .horizontal)
    defer { withExtendedLifetime(window) {} }
    stack.distribution = .fillProportionally
    try views[1].setIntrinsicContentSize(IntrinsicSize(width: 150, height: 30))
    // Shares of 280 by 40 : 150 : 80 (270): 41.481, 155.556, 82.963.
    let (a, b) = (280.0 * 40 / 270, 280.0 * 150 / 270)
    #expect(views[1].frame.isClose(to: Rect(x: a + 10, y: 0, width: b, height: 30)), "\(window.dump())")
    #expect(views[2].frame.isClose(to: Rect(x: a + b + 20, y: 0, width: 280.0 * 80 / 270, height: 30)))
  }

  @Test("Appending to a stack on screen swaps a few constraints, however long the stack")
  func appendCost() throws {
    func cost(of count: Int) throws -> (additions: Int, removals: Int) {
      let window = try Window(size: Size(width: 393, height: 852))
      let stack = StackView(name: "column")
      stack.axis = .vertical
      for i in 0..<count {
        let v = View(name: "v\(i)")
        try v.setIntrinsicContentSize(IntrinsicSize(width: 100, height: 20))
        stack.addArrangedSubview(v)
      }
      window.rootView.addSubview(stack)
      try activate(stack.topAnchor == window.rootView.topAnchor)
      try activate(stack.leadingAnchor == window.rootView.leadingAnchor)
      let before = window.solverStatistics
      let last = View(name: "last")
      try last.setIntrinsicContentSize(IntrinsicSize(width: 100, height: 20))
      stack.addArrangedSubview(last)
      #expect(last.frame.y == Double(count) * 20)
      let after = window.solverStatistics
      return (after.additions - before.additions, after.removals - before.removals)
    }
    let (small, large) = (try cost(of: 10), try cost(of: 200))
    // The new view's 4 intrinsic-size constraints, its gap, the new end and its 2 edges
    // across come in; the old end goes. Remaking them all added 608 for 200 views.
    #expect(small == large, "\(small) for 10 views, \(large) for 200")
    #expect(large.additions == 8 && large.removals == 1, "\(large)")
  }

  @Test("Fill with a tie in hugging priority is ambiguous, as UIKit warns")
  func fillTie() throws {
    let (window, _, _) = try makeABCStack(axis: .horizontal)
    // a, b and c all hug at 250: which stretches is not decided.
    let ambiguous = window.ambiguousViews().map(\.view.name)
    #expect(ambiguous.contains("a") && ambiguous.contains("c"), "\(ambiguous)")
  }

  @Test("Fill: the view with the lowest compression resistance shrinks")
  func fillShrinks() throws {
    let (window, stack, views) = try makeABCStack(axis: .horizontal)
    try activate(stack.widthAnchor == 150 ~ .high)   // beats nothing required; shrinks it
    try deactivate(window.constraints.filter { $0.description == "stack.width == 300" })
    try views[2].setContentCompressionResistancePriority(Priority(700), for: .horizontal)
    // 150 - 20 = 130 for three views of 180: c (700) gives 50 and is 30 wide.
    #expect(views[2].frame.isClose(to: Rect(x: 120, y: 0, width: 30, height: 30)), "\(window.dump())")
    #expect(views[0].frame.width == 40 && views[1].frame.width == 60)
  }
}
