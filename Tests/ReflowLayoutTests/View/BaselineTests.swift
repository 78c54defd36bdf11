import ReflowLayout
import Testing

/// A view with baselines of its own, as a label will have: the first one `ascent` below its
/// top, the last one `descent` above its bottom.
final class TextLikeView: View {
  var ascent: Double
  var descent: Double
  init(name: String, ascent: Double, descent: Double) {
    self.ascent = ascent
    self.descent = descent
    super.init(name: name)
  }
  override var firstBaselineOffset: BaselineOffset { .fromTop(ascent) }
  override var lastBaselineOffset: BaselineOffset { .fromBottom(descent) }
}

@Suite("Baseline anchors")
struct BaselineTests {
  @Test("A plain view's baselines are its bottom, in every form of the DSL")
  func plainViewForms() throws {
    let window = try Window(size: Size(width: 393, height: 852))
    let root = window.rootView
    let (a, b, c) = (addView("a", to: root), addView("b", to: root), addView("c", to: root))
    for v in [a, b, c] {
      try activate(v.size == Size(width: 50, height: 20))
      try activate(v.leadingAnchor == root.leadingAnchor)
    }
    try activate {
      a.firstBaselineAnchor == root.topAnchor + 100          // a's bottom at 100: y 80
      b.lastBaselineAnchor == a.firstBaselineAnchor - 30     // b's bottom at 70: y 50
      c.firstBaselineAnchor >= b.lastBaselineAnchor + 5      // c's bottom at 75 or below
      c.lastBaselineAnchor <= a.centerYAnchor                // ... and at 90 or above
      c.firstBaselineAnchor == root.topAnchor ~ .low         // as high as it can: 75, y 55
    }
    #expect(a.frame == Rect(x: 0, y: 80, width: 50, height: 20))
    #expect(b.frame == Rect(x: 0, y: 50, width: 50, height: 20))
    #expect(c.frame == Rect(x: 0, y: 55, width: 50, height: 20))
    #expect(a.firstBaselineY == 20 && a.lastBaselineY == 20)
    #expect(window.constraints.map(\.description).contains("b.lastBaseline == a.firstBaseline - 30"))
  }

  @Test("Offsets from the top and from the bottom; a change moves every constraint on them")
  func customOffsets() throws {
    let window = try Window(size: Size(width: 393, height: 852))
    let root = window.rootView
    let title = TextLikeView(name: "title", ascent: 15, descent: 4)
    let price = View(name: "price")
    root.addSubview(title)
    root.addSubview(price)
    try activate {
      title.edges == root.edges.inset(by: EdgeInsets(top: 100, left: 0, bottom: 700, right: 200))
      price.size == Size(width: 60, height: 12)
      price.trailingAnchor == root.trailingAnchor
      price.lastBaselineAnchor == title.firstBaselineAnchor     // price's bottom at 115
    }
    // title: y 100, 52 high: first baseline 15 below the top, last 4 above the bottom (48).
    #expect(title.firstBaselineY == 15 && title.lastBaselineY == 48)
    #expect(price.frame == Rect(x: 333, y: 103, width: 60, height: 12))
    title.ascent = 18
    try title.baselinesDidChange()
    #expect(price.frame == Rect(x: 333, y: 106, width: 60, height: 12))
    // A required constraint the new baseline cannot keep: refused, nothing moves.
    try activate(price.topAnchor == root.topAnchor + 106)
    title.ascent = 30
    let before = window.dump()
    #expect(throws: LayoutError.self) { try title.baselinesDidChange() }
    #expect(window.dump() == before)
    #expect(title.firstBaselineY == 18)
  }

  @Test("A row aligned by first or last baseline: baselines equal, the group at the top")
  func rowByBaselines() throws {
    let window = try Window(size: Size(width: 393, height: 852))
    let row = StackView(name: "row")
    // v1 30 high, baselines 20 from the top and 6 from the bottom; v2 20 high, 12 and 4;
    // v3 a plain 40x10 view (both baselines at its bottom).
    let v1 = TextLikeView(name: "v1", ascent: 20, descent: 6)
    let v2 = TextLikeView(name: "v2", ascent: 12, descent: 4)
    let v3 = View(name: "v3")
    try v1.setIntrinsicContentSize(IntrinsicSize(width: 50, height: 30))
    try v2.setIntrinsicContentSize(IntrinsicSize(width: 50, height: 20))
    try v3.setIntrinsicContentSize(IntrinsicSize(width: 40, height: 10))
    for v in [v1, v2, v3] { row.addArrangedSubview(v) }
    row.alignment = .firstBaseline
    window.rootView.addSubview(row)
    try activate([row.topAnchor == window.rootView.topAnchor,
                  row.leadingAnchor == window.rootView.leadingAnchor])
    // First baselines at top1 + 20 = top2 + 12 = top3 + 10: v1 is highest (top 0), v2 at 8,
    // v3 at 10; bottoms 30, 28, 20: the row is 30 high and 140 wide.
    #expect([v1, v2, v3].map(\.frame.y) == [0, 8, 10])
    #expect(row.frame.size == Size(width: 140, height: 30))
    row.alignment = .lastBaseline
    // Last baselines at top1 + 24 = top2 + 16 = top3 + 10: tops 0, 8, 14; bottoms 30, 28, 24.
    #expect([v1, v2, v3].map(\.frame.y) == [0, 8, 14])
    #expect(row.frame.height == 30)
    #expect(row.firstBaselineY == 20 && row.lastBaselineY == 24, "the row's baselines are v1's")
    #expect(window.ambiguousViews().isEmpty)
  }

  @Test("A stack's baselines are its first and last visible views'; constraints follow")
  func stackBaselines() throws {
    let window = try Window(size: Size(width: 393, height: 852))
    let root = window.rootView
    let column = StackView(name: "column")
    column.axis = .vertical
    let t1 = TextLikeView(name: "t1", ascent: 20, descent: 5)
    let t2 = View(name: "t2")
    try t1.setIntrinsicContentSize(IntrinsicSize(width: 100, height: 30))
    try t2.setIntrinsicContentSize(IntrinsicSize(width: 100, height: 50))
    column.addArrangedSubview(t1)
    column.addArrangedSubview(t2)
    let price = View(name: "price")
    root.addSubview(column)
    root.addSubview(price)
    try activate {
      column.topAnchor == root.topAnchor + 100
      column.leadingAnchor == root.leadingAnchor
      price.size == Size(width: 20, height: 10)
      price.leadingAnchor == root.leadingAnchor + 200
      price.lastBaselineAnchor == column.firstBaselineAnchor
    }
    // The column's first baseline is t1's: 100 + 20; price's bottom there: y 110.
    #expect(price.frame.y == 110)
    #expect(column.lastBaselineY == 80, "t2's bottom, 30 + 50 below the column's top")
    t1.isHidden = true
    // Now t2 stands for it: 100 + 50 = 150; price at 140.
    #expect(price.frame.y == 140, "\(window.dump())")
    t1.isHidden = false
    #expect(price.frame.y == 110)
  }

  @Test("Nested: a row aligned by first baseline holds a column, whose baseline is its first view's")
  func nestedBaselines() throws {
    let window = try Window(size: Size(width: 393, height: 852))
    let row = StackView(name: "row"), column = StackView(name: "column")
    column.axis = .vertical
    let (x, y, z) = (View(name: "x"), View(name: "y"), View(name: "z"))
    try x.setIntrinsicContentSize(IntrinsicSize(width: 40, height: 20))
    try y.setIntrinsicContentSize(IntrinsicSize(width: 40, height: 20))
    try z.setIntrinsicContentSize(IntrinsicSize(width: 60, height: 30))
    column.addArrangedSubview(x)
    column.addArrangedSubview(y)
    row.addArrangedSubview(column)
    row.addArrangedSubview(z)
    row.alignment = .firstBaseline
    window.rootView.addSubview(row)
    try activate([row.topAnchor == window.rootView.topAnchor,
                  row.leadingAnchor == window.rootView.leadingAnchor])
    // column.top + 20 (x's bottom) == z.top + 30: z at 0, the column at 10, 40 high: row 50.
    #expect(column.frame == Rect(x: 0, y: 10, width: 40, height: 40))
    #expect(z.frame == Rect(x: 40, y: 0, width: 60, height: 30))
    #expect(row.frame.size == Size(width: 100, height: 50))
    row.alignment = .lastBaseline
    // column.top + 40 (y's bottom) == z.top + 30: the column at 0, z at 10; row 40 high.
    #expect(column.frame.y == 0 && z.frame.y == 10 && row.frame.height == 40)
    x.isHidden = true
    // The column is 20 high now (y alone), its last baseline y's bottom: both at 0, z 30.
    #expect(column.frame.height == 20 && z.frame.y == 0 && row.frame.height == 30)
    #expect(window.ambiguousViews().isEmpty)
  }
}
