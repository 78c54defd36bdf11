import ReflowLayout
import ReflowTesting
import Testing

// Every expected number is worked out from DejaVu Sans's tables (2048 units per em,
// ascender 1901, descender -483, no line gap): at 17 pt (body, Large) the ascent is
// 1901 x 17 / 2048 = 15.77978515625, the descent 483 x 17 / 2048 = 4.00927734375, the line
// height 2384 x 17 / 2048 = 19.7890625. Advances (units): H 1540, e 1260, l 569, o 1253,
// space 651, w 1675, r 842, d 1300, a 1255, g 1300, i 569, n 1298, T 1251, t 803, P 1235,
// c 1126; kerning: "Ti" -63, "Pr" -36, "re" -45, "ex" -36.

// Compared to 1e-9 (`isClose`): widths are sums of products of the tables.

@Suite("Labels")
struct LabelTests {
  @Test("A one-line label takes its text's size; its baselines come from the font")
  func oneLine() throws {
    let window = try Window(size: Size(width: 393, height: 852))
    let root = window.rootView
    let hello = Label(name: "hello", text: "Hello")
    root.addSubview(hello)
    try activate {
      hello.leadingAnchor == root.leadingAnchor + 16
      hello.topAnchor == root.topAnchor + 20
    }
    window.layoutIfNeeded()
    // "Hello": 1540 + 1260 + 569 + 569 + 1253 = 5191 units, x 17 / 2048 = 43.08935546875.
    #expect(hello.frame.isClose(
      to: Rect(x: 16, y: 20, width: 43.08935546875, height: 19.7890625), tolerance: 1e-9))
    #expect(isClose(hello.firstBaselineY, 15.77978515625, tolerance: 1e-9))
    // One line: the last baseline is the first, 19.7890625 - 4.00927734375 from the top.
    #expect(isClose(hello.lastBaselineY, 15.77978515625, tolerance: 1e-9))
    #expect(hello.numberOfLines == 1 && hello.lineBreakMode == .byTruncatingTail)
    #expect(hello.font.pointSize == 17 && hello.font.textStyle == .body)
  }

  @Test("A wrapping label in a 120-wide column takes two lines; a new text is one transaction")
  func wrapsInColumn() throws {
    let window = try Window(size: Size(width: 393, height: 852))
    let root = window.rootView
    let title = Label(name: "title", text: "Title")
    let body = Label(name: "body", text: "Hello world again")
    body.numberOfLines = 0
    let column = verticalStack(in: root, spacing: 8, [title, body])
    try activate {
      column.leadingAnchor == root.leadingAnchor + 20
      column.topAnchor == root.topAnchor
      column.widthAnchor == 120
    }
    window.layoutIfNeeded()
    // "Hello world again" is 17809 units = 147.83 pt: more than 120. "Hello world" is
    // 5191 + 651 + (1675 + 1253 + 842 + 569 + 1300) = 11481 units = 95.30126953125 pt; "again"
    // 1255 + 1300 + 1255 + 569 + 1298 = 5677 units = 47.12255859375 pt. Two lines:
    // 2 x 19.7890625 = 39.578125 high, below the title (19.7890625) and 8 of spacing.
    #expect(body.textLayout.lines.map(\.text) == ["Hello world", "again"])
    #expect(isClose(body.intrinsicContentSize.width ?? 0, 95.30126953125, tolerance: 1e-9))
    #expect(title.frame.isClose(
      to: Rect(x: 0, y: 0, width: 120, height: 19.7890625), tolerance: 1e-9))
    #expect(body.frame.isClose(
      to: Rect(x: 0, y: 27.7890625, width: 120, height: 39.578125), tolerance: 1e-9))
    // The last baseline: a descent above the bottom, 39.578125 - 4.00927734375.
    #expect(isClose(body.lastBaselineY, 35.56884765625, tolerance: 1e-9))
    #expect(isClose(column.frame.height, 67.3671875, tolerance: 1e-9))

    body.text = "Hello"
    #expect(body.lastLayoutError == nil)
    window.layoutIfNeeded()
    #expect(body.frame.isClose(
      to: Rect(x: 0, y: 27.7890625, width: 120, height: 19.7890625), tolerance: 1e-9))
    #expect(isClose(body.lastBaselineY, 15.77978515625, tolerance: 1e-9))
  }

  @Test("Labels aligned on their first baselines in a horizontal stack")
  func firstBaselineInRow() throws {
    let window = try Window(size: Size(width: 393, height: 852))
    let root = window.rootView
    let row = StackView(name: "row")
    row.axis = .horizontal
    row.spacing = 8
    row.alignment = .firstBaseline
    root.addSubview(row)
    let title = Label(name: "title", text: "Title", font: .preferredFont(forTextStyle: .title1))
    let price = Label(name: "price", text: "Price")
    row.addArrangedSubview(title)
    row.addArrangedSubview(price)
    try activate {
      row.leadingAnchor == root.leadingAnchor
      row.topAnchor == root.topAnchor
    }
    window.layoutIfNeeded()
    // title1 at Large is 28 pt: ascent 1901 x 28 / 2048 = 25.990234375, line height
    // 2384 x 28 / 2048 = 32.59375. "Title": 1251 - 63 + 569 + 803 + 569 + 1260 = 4389 units,
    // x 28 / 2048 = 60.005859375. "Price" at 17 pt: 1235 - 36 + 842 + 569 + 1126 + 1260 =
    // 4996 units = 41.470703125, 8 after the title: x 68.005859375. The baselines meet: the
    // price's top is 25.990234375 - 15.77978515625 = 10.21044921875 below the title's.
    #expect(title.frame.isClose(
      to: Rect(x: 0, y: 0, width: 60.005859375, height: 32.59375), tolerance: 1e-9))
    #expect(price.frame.isClose(
      to: Rect(x: 68.005859375, y: 10.21044921875, width: 41.470703125, height: 19.7890625),
      tolerance: 1e-9))
    #expect(isClose(
      title.frame.y + title.firstBaselineY, price.frame.y + price.firstBaselineY, tolerance: 1e-9))
    // The price in title1 too: same ascent, both tops at 0; "Price" at 28 pt is
    // 4996 x 28 / 2048 = 68.3046875 wide.
    price.font = .preferredFont(forTextStyle: .title1)
    #expect(price.lastLayoutError == nil)
    window.layoutIfNeeded()
    #expect(price.frame.isClose(
      to: Rect(x: 68.005859375, y: 0, width: 68.3046875, height: 32.59375), tolerance: 1e-9))
  }

  @Test("A wrapping label in a vertical stack in a scroll view re-wraps when rotated")
  func inScrollViewRotated() throws {
    let window = try Window(size: Size(width: 320, height: 480))
    let root = window.rootView
    let scroll = ScrollView(name: "scroll")
    root.addSubview(scroll)
    let heading = Label(name: "heading", text: "Labels")
    let body = Label(name: "body", text: "Labels measure their text with real font metrics")
    body.numberOfLines = 0
    let column = verticalStack(in: scroll, spacing: 8, [heading, body])
    try activate {
      scroll.edges == root.edges
      column.edges == scroll.contentLayoutGuide.edges
      column.widthAnchor == scroll.frameLayoutGuide.widthAnchor
    }
    window.layoutIfNeeded()
    // Portrait, 320 wide = 38550.6 units at 17 pt. "Labels measure their text with real" is
    // 6592 + 651 + 8932 + 651 + 4772 + 651 + 4042 + 651 + 4345 + 651 + 3881 = 35819 units;
    // with " font" (651 + 4075) 40545: too wide. Two lines, 39.578125 high, below the heading
    // (19.7890625) and 8: content 19.7890625 + 8 + 39.578125 = 67.3671875.
    #expect(body.textLayout.lines.map(\.text) == ["Labels measure their text with real", "font metrics"])
    #expect(body.frame.isClose(
      to: Rect(x: 0, y: 27.7890625, width: 320, height: 39.578125), tolerance: 1e-9))
    #expect(isClose(scroll.contentSize.height, 67.3671875, tolerance: 1e-9))
    // Landscape, 480 wide: the whole text, 48858 units = 405.5595703125 pt, fits on one line:
    // content 19.7890625 + 8 + 19.7890625 = 47.578125.
    try window.rotate()
    #expect(body.textLayout.lines.count == 1)
    #expect(isClose(body.intrinsicContentSize.width ?? 0, 405.5595703125, tolerance: 1e-9))
    #expect(body.frame.isClose(
      to: Rect(x: 0, y: 27.7890625, width: 480, height: 19.7890625), tolerance: 1e-9))
    #expect(isClose(scroll.contentSize.height, 47.578125, tolerance: 1e-9))
    try window.rotate()
    #expect(body.frame.isClose(
      to: Rect(x: 0, y: 27.7890625, width: 320, height: 39.578125), tolerance: 1e-9))
    #expect(isClose(scroll.contentSize.height, 67.3671875, tolerance: 1e-9))
  }
}

@Suite("Labels in cells")
struct LabelCellTests {
  @Test("A wrapping label in a collection view's cell re-wraps when the cell's width changes")
  func inCell() throws {
    let window = try Window(size: Size(width: 320, height: 480))
    let grid = CollectionView(
      name: "grid", layout: FlowLayout { Size(width: $0.available, height: 100) },
      numberOfItems: 1, cell: { _ in View(name: "cell") },
      setUp: { cell throws(LayoutError) in
        let body = Label(name: "body", text: "Labels measure their text with real font metrics")
        body.numberOfLines = 0
        cell.addSubview(body)
        try activate([body.leadingAnchor == cell.leadingAnchor,
                      body.trailingAnchor == cell.trailingAnchor, body.topAnchor == cell.topAnchor])
      })
    window.rootView.addSubview(grid)
    try activate(grid.edges == window.rootView.edges)
    window.layoutIfNeeded()
    let body = try #require(grid.cell(at: 0)?.subviews.first as? Label)
    // 320 wide: two lines (see `inScrollViewRotated`), 2 x 19.7890625 high.
    #expect(body.frame.isClose(
      to: Rect(x: 0, y: 0, width: 320, height: 39.578125), tolerance: 1e-9))
    // 480 wide: 405.5595703125 points fit on one line.
    try window.rotate()
    #expect(body.frame.isClose(
      to: Rect(x: 0, y: 0, width: 480, height: 19.7890625), tolerance: 1e-9))
  }
}
