import ReflowLayout
import Testing

/// Stacks inside stacks, scroll views and collection cells, and through rotations; expected
/// frames worked out by hand in the comments.
@Suite("Stack view: nesting, scroll views, cells and rotation")
struct StackViewContainerTests {
  @Test("A column holding a row: each stack sizes from the other's constraints")
  func nested() throws {
    let window = try Window(size: Size(width: 393, height: 852))
    let column = StackView(name: "column"), row = StackView(name: "row")
    column.axis = .vertical
    column.spacing = 8
    row.distribution = .equalSpacing
    row.alignment = .center
    let (a, b, c) = (View(name: "a"), View(name: "b"), View(name: "c"))
    try a.setIntrinsicContentSize(IntrinsicSize(width: 40, height: 20))
    try b.setIntrinsicContentSize(IntrinsicSize(width: 60, height: 30))
    try c.setIntrinsicContentSize(IntrinsicSize(height: 10))
    row.addArrangedSubview(a)
    row.addArrangedSubview(b)
    column.addArrangedSubview(row)
    column.addArrangedSubview(c)
    window.rootView.addSubview(column)
    try activate {
      column.leadingAnchor == window.rootView.leadingAnchor
      column.topAnchor == window.rootView.topAnchor
      column.widthAnchor == 300
    }
    // The column fills across: the row and c are 300 wide. The row hugs its tallest view
    // (30); a is centred in it (y 5) and b ends at its trailing edge (equal spacing of two
    // views: a at 0, b at 300 - 60). c (10 high) is 30 + 8 below: the column is 48 high.
    #expect(row.frame == Rect(x: 0, y: 0, width: 300, height: 30))
    #expect(a.frame == Rect(x: 0, y: 5, width: 40, height: 20))
    #expect(b.frame == Rect(x: 240, y: 0, width: 60, height: 30))
    #expect(c.frame == Rect(x: 0, y: 38, width: 300, height: 10))
    #expect(column.frame.height == 48)
    b.isHidden = true
    // The row hugs a alone (20); c moves up to 28, the column to 38.
    #expect(row.frame.height == 20 && c.frame.y == 28 && column.frame.height == 38)
    row.axis = .vertical
    b.isHidden = false
    // The row is a column now: a then b, 50 high, centred across (a at x 130, b at 120).
    #expect(a.frame == Rect(x: 130, y: 0, width: 40, height: 20))
    #expect(b.frame == Rect(x: 120, y: 20, width: 60, height: 30))
    #expect(column.frame.height == 50 + 8 + 10)
    #expect(window.ambiguousViews().isEmpty)
  }

  @Test("A column as a scroll view's content: the content size comes from the stack")
  func inScrollView() throws {
    let window = try Window(size: Size(width: 393, height: 852))
    let scroll = ScrollView(name: "scroll"), column = StackView(name: "column")
    column.axis = .vertical
    column.spacing = 8
    var rows: [View] = []
    for i in 0..<30 {
      let row = View(name: "row\(i)")
      try row.setIntrinsicContentSize(IntrinsicSize(height: 44))
      column.addArrangedSubview(row)
      rows.append(row)
    }
    window.rootView.addSubview(scroll)
    scroll.addSubview(column)
    try activate {
      scroll.edges == window.rootView.edges
      column.edges == scroll.contentLayoutGuide.edges
      column.widthAnchor == scroll.frameLayoutGuide.widthAnchor
    }
    window.layoutIfNeeded()
    // 30 rows of 44 and 29 gaps of 8: 1320 + 232 = 1552 high, the scroll view's width wide.
    #expect(scroll.contentSize == Size(width: 393, height: 1552))
    #expect(rows[29].frame == Rect(x: 0, y: 1508, width: 393, height: 44))
    try scroll.setContentOffset(Point(x: 0, y: 5000))
    #expect(scroll.contentOffset == Point(x: 0, y: 1552 - 852))
    rows[0].isHidden = true
    // One row and one gap fewer: 1552 - 52 = 1500.
    #expect(scroll.contentSize.height == 1500)
    try window.rotate()
    window.layoutIfNeeded()
    #expect(scroll.contentSize == Size(width: 852, height: 1500))
    #expect(rows[29].frame == Rect(x: 0, y: 1456, width: 852, height: 44))
    // The offset (700, clamped when set) is within the new maximum, 1500 - 393: it stays.
    #expect(scroll.contentOffset == Point(x: 0, y: 700))
    #expect(window.layoutWarnings.isEmpty)
  }

  @Test("A row in every collection cell, laid out at the cell's width, rotated")
  func inCells() throws {
    let window = try Window(size: Size(width: 393, height: 852))
    let layout = FlowLayout(lineSpacing: 1) { context in
      Size(width: context.available, height: 44)
    }
    let list = CollectionView(
      name: "list", layout: layout, numberOfItems: 50, cell: { View(name: "cell\($0)") },
      setUp: { cell throws(LayoutError) in
        let row = StackView(name: "\(cell.name).row")
        row.alignment = .center
        row.spacing = 8
        row.isLayoutMarginsRelativeArrangement = true
        let icon = View(name: "\(cell.name).icon"), title = View(name: "\(cell.name).title")
        try icon.setIntrinsicContentSize(IntrinsicSize(width: 24, height: 24))
        try title.setIntrinsicContentSize(IntrinsicSize(width: 100, height: 20))
        try title.setContentHuggingPriority(Priority(200), for: .horizontal)
        row.addArrangedSubview(icon)
        row.addArrangedSubview(title)
        cell.addSubview(row)
        try activate(row.edges == cell.edges)
      })
    window.rootView.addSubview(list)
    try activate(list.edges == window.rootView.edges)
    window.layoutIfNeeded()
    let cell = try #require(list.cell(at: 3))
    let row = try #require(cell.subviews.first as? StackView)
    // Inside 8-point margins of a 393 x 44 cell: the icon 24 wide at x 8, y 8 + (28 - 24) / 2;
    // the title stretches: 393 - 16 - 24 - 8 = 345 wide, at x 40, y 8 + 4.
    #expect(row.arrangedSubviews[0].frame == Rect(x: 8, y: 10, width: 24, height: 24))
    #expect(row.arrangedSubviews[1].frame == Rect(x: 40, y: 12, width: 345, height: 20))
    try window.rotate()
    window.layoutIfNeeded()
    let turned = try #require(list.cell(at: 3)?.subviews.first as? StackView)
    // 852 wide: the title is 852 - 16 - 24 - 8 = 804.
    #expect(turned.arrangedSubviews[1].frame == Rect(x: 40, y: 12, width: 804, height: 20))
    #expect(list.lastLayoutError == nil)
  }

  @Test("A window with stacks rotates: every stack follows the new size")
  func rotation() throws {
    let window = try Window(size: Size(width: 393, height: 852))
    let root = window.rootView
    let page = StackView(name: "page"), toolbar = StackView(name: "toolbar")
    page.axis = .vertical
    page.spacing = 16
    toolbar.distribution = .fillEqually
    toolbar.spacing = 8
    let header = View(name: "header"), body = View(name: "body")
    try header.setIntrinsicContentSize(IntrinsicSize(height: 60))
    try body.setContentHuggingPriority(Priority(200), for: .vertical)
    let buttons = (0..<3).map { View(name: "button\($0)") }
    for b in buttons {
      try b.setIntrinsicContentSize(IntrinsicSize(height: 44))
      toolbar.addArrangedSubview(b)
    }
    for v in [header, body, toolbar] { page.addArrangedSubview(v) }
    root.addSubview(page)
    try activate(page.edges == root.edges.inset(by: 20))
    // Portrait, 353 x 812 inside: buttons (353 - 16) / 3 = 112.333 wide; the body stretches:
    // 812 - 60 - 44 - 2 x 16 = 676, the toolbar at 60 + 16 + 676 + 16 = 768.
    #expect(body.frame.height == 676)
    #expect(toolbar.frame.y == 768)
    #expect(buttons[2].frame.isClose(to: Rect(x: 2 * (337.0 / 3 + 8), y: 0, width: 337.0 / 3, height: 44)))
    let transition = try window.rotate(animated: true)
    // Landscape, 812 x 353: buttons (812 - 16) / 3 = 265.333; the body 353 - 136 = 217.
    #expect(body.frame.height == 217)
    #expect(buttons[2].frame.isClose(to: Rect(x: 2 * (796.0 / 3 + 8), y: 0, width: 796.0 / 3, height: 44)))
    #expect(transition.frame(of: buttons[2], at: 1)!.isClose(to: buttons[2].frameInWindow))
    try window.rotate()
    #expect(body.frame.height == 676)
    #expect(window.ambiguousViews().isEmpty)
  }
}
