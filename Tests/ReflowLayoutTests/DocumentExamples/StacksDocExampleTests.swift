import ReflowLayout
import Testing

/// The examples of Docs/stacks.md, run as written (ReflowTestingTests'
/// DocumentationDriftTests checks that each block is here), with the values the text claims.
@Suite("Examples of Docs/stacks.md")
struct StacksDocExampleTests {
  @Test("stacks.md: a row of buttons, one hidden, then a column in one update")
  func buttonRow() throws {
    let window = try Window(size: Size(width: 393, height: 852))
    let bar = StackView(name: "bar")
    bar.spacing = 8
    bar.distribution = .fillEqually
    for title in ["cancel", "ok"] {
      let button = View(name: title)
      try button.setIntrinsicContentSize(IntrinsicSize(height: 44))
      bar.addArrangedSubview(button)
    }
    window.rootView.addSubview(bar)
    try activate {
      bar.leadingAnchor == window.rootView.layoutMarginsGuide.leadingAnchor
      bar.trailingAnchor == window.rootView.layoutMarginsGuide.trailingAnchor
      bar.bottomAnchor == window.rootView.bottomAnchor - 34
    }
    print(bar.frame, bar.arrangedSubviews[1].frame)   // (16, 774, 361, 44) (184.5, 0, 176.5, 44)
    let shown = (bar.frame, bar.arrangedSubviews[1].frame)
    bar.arrangedSubviews[0].isHidden = true
    print(bar.arrangedSubviews[1].frame)              // (0, 0, 361, 44): ok fills the bar
    #expect(shown.0 == Rect(x: 16, y: 774, width: 361, height: 44))
    #expect(shown.1 == Rect(x: 184.5, y: 0, width: 176.5, height: 44))
    #expect(bar.arrangedSubviews[1].frame == Rect(x: 0, y: 0, width: 361, height: 44))
    try bar.update { stack in
      stack.axis = .vertical
      stack.spacing = 4
    }
    // A column of one visible button (cancel hidden): 44 high, still on the bottom inset.
    #expect(bar.frame == Rect(x: 16, y: 774, width: 361, height: 44))
    bar.arrangedSubviews[0].isHidden = false
    // Two buttons of 44 and a spacing of 4: 92 high, up from the bottom.
    #expect(bar.frame == Rect(x: 16, y: 726, width: 361, height: 92))
  }

  @Test("stacks.md: a price on a title's first baseline, which moves with the title's font")
  func baselines() throws {
    final class Caption: View {
      var ascent = 14.0
      override var firstBaselineOffset: BaselineOffset { .fromTop(ascent) }
      override var lastBaselineOffset: BaselineOffset { .fromBottom(4) }
    }
    let window = try Window(size: Size(width: 393, height: 852))
    let title = Caption(name: "title"), price = View(name: "price")
    window.rootView.addSubview(title)
    window.rootView.addSubview(price)
    try activate {
      title.edges == window.rootView.edges.inset(by: EdgeInsets(top: 100, left: 16, bottom: 720, right: 120))
      price.size == Size(width: 80, height: 10)
      price.trailingAnchor == window.rootView.trailingAnchor - 16
      price.lastBaselineAnchor == title.firstBaselineAnchor
    }
    print(price.frame)   // (297, 104, 80, 10): price's bottom on title's first baseline, 114
    let before = price.frame
    title.ascent = 20
    try title.baselinesDidChange()
    print(price.frame)   // (297, 110, 80, 10)
    #expect(before == Rect(x: 297, y: 104, width: 80, height: 10))
    #expect(price.frame == Rect(x: 297, y: 110, width: 80, height: 10))
    #expect(title.lastBaselineY == 28, "4 above the bottom of a 32-high title")
  }

  @Test("stacks.md: a column as a scroll view's content")
  func scrollContent() throws {
    let window = try Window(size: Size(width: 393, height: 852))
    let scroll = ScrollView(name: "scroll"), column = StackView(name: "column")
    column.axis = .vertical
    column.spacing = 8
    for i in 0..<30 {
      let row = View(name: "row\(i)")
      try row.setIntrinsicContentSize(IntrinsicSize(height: 44))
      column.addArrangedSubview(row)
    }
    window.rootView.addSubview(scroll)
    scroll.addSubview(column)
    try activate {
      scroll.edges == window.rootView.edges
      column.edges == scroll.contentLayoutGuide.edges
      column.widthAnchor == scroll.frameLayoutGuide.widthAnchor
    }
    print(scroll.contentSize)   // 393x1552: 30 rows of 44 and 29 gaps of 8
    let portrait = scroll.contentSize
    try window.rotate()
    print(scroll.contentSize)   // 852x1552
    #expect(portrait == Size(width: 393, height: 1552))
    #expect(scroll.contentSize == Size(width: 852, height: 1552))
  }
}
