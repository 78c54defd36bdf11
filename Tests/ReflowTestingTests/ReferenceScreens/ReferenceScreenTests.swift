import ReflowLayout
import ReflowTesting
import Testing

/// The reference screens the layout tests and the benchmarks share, against frames worked out
/// by hand from their descriptions.
@Suite("Reference screens")
struct ReferenceScreenTests {
  @Test("StackedColumn: rows 20 to 36 high, 8 apart, 16 in; 820 wide after a rotation")
  func stackedColumn() throws {
    let column = try StackedColumn(rows: 5)
    #expect(column.window.size == Size(width: 393, height: 852))
    #expect(column.window.rootView.subviews.map(\.name) == ["scroll"])
    #expect(column.rows.map(\.name) == ["row0", "row1", "row2", "row3", "row4"])
    // Heights 20, 24, 28, 32, 36; tops 8, 8 + 20 + 8 = 36, 68, 104, 144; the last bottom 180,
    // the content 188 high; 393 - 2 x 16 = 361 wide.
    let heights = [20.0, 24, 28, 32, 36], tops = [8.0, 36, 68, 104, 144]
    #expect(column.rows.map(\.frame) == (0..<5).map {
      Rect(x: 16, y: tops[$0], width: 361, height: heights[$0])
    })
    #expect(column.scroll.contentSize == Size(width: 393, height: 188))
    // 5 x 16 + 2 x 360 + 3 x 5 x 361 + 5 x 140.
    #expect(column.checksum == 80 + 720 + 5415 + 700)
    try assertRequiredConstraintsHold(column.window)
    try assertNoAmbiguity(column.window)

    try column.rotate()
    #expect(column.window.size == Size(width: 852, height: 393))
    #expect(column.rows.map(\.frame) == (0..<5).map {
      Rect(x: 16, y: tops[$0], width: 820, height: heights[$0])
    })
    #expect(column.checksum == 80 + 720 + 3 * 5 * 820 + 700)

    column.removeScrollView()
    #expect(column.scroll.window == nil && column.rows.allSatisfy { $0.window == nil })
    #expect(column.window.constraints.isEmpty)
  }

  @Test("StackedColumn in a window of one's own; the sixth row is 20 high again")
  func stackedColumnInWindow() throws {
    let window = Device.iPhone16.window()
    let column = try StackedColumn(rows: 6, in: window)
    #expect(column.window === window && column.scroll.superview === window.rootView)
    // The scroll view fills the root view, safe area or not: 144 + 36 + 8 = 188 for the sixth
    // row's top, 208 its bottom, 216 the content.
    #expect(column.rows[5].frame == Rect(x: 16, y: 188, width: 361, height: 20))
    #expect(column.scroll.contentSize == Size(width: 393, height: 216))
    #expect(try StackedColumn(rows: 0).rows.isEmpty)
  }

  @Test("Nesting: made inactive; each view 0.01 inside the last once activated")
  func nesting() throws {
    let nesting = try Nesting(depth: 3)
    #expect(nesting.views.map(\.name) == ["nest0", "nest1", "nest2"])
    #expect(nesting.views[0].superview === nesting.window.rootView)
    #expect(nesting.views[2].superview === nesting.views[1])
    #expect(nesting.constraints.count == 12 && !nesting.constraints.contains { $0.isActive })

    try nesting.activate()
    #expect(nesting.constraints.allSatisfy { $0.isActive })
    // Leading and top 0.01 inside each, trailing and bottom on the window's: the innermost
    // at 0.03, 393 - 0.03 wide.
    let inner = nesting.views[2].frameInWindow
    #expect(inner.isClose(
      to: Rect(x: 0.03, y: 0.03, width: 393 - 0.03, height: 852 - 0.03), tolerance: 1e-9))
    #expect(nesting.views[1].frame.isClose(
      to: Rect(x: 0.01, y: 0.01, width: 393 - 0.02, height: 852 - 0.02), tolerance: 1e-9))
    let sum = nesting.views.reduce(0.0) {
      $0 + $1.frame.x + 2 * $1.frame.y + 3 * $1.frame.width + 5 * $1.frame.height
    }
    #expect(nesting.checksum == sum)
    try assertRequiredConstraintsHold(nesting.window)

    nesting.removeTopView()
    #expect(nesting.views.allSatisfy { $0.window == nil })
    // The outermost view's four leave with it; the others stay with their common ancestors.
    #expect(nesting.constraints.filter(\.isActive).count == 8)
  }

  @Test("LabelColumn: two lines a label in portrait, one in landscape")
  func labelColumn() throws {
    let column = try LabelColumn(labels: 3)
    #expect(column.labels.map(\.name) == ["label0", "label1", "label2"])
    #expect(column.labels[1].text == "Item 1: a line of text that wraps on a phone held upright")
    #expect(column.labels.allSatisfy { $0.numberOfLines == 0 })
    #expect(column.column.arrangedSubviews.map(\.name) == column.labels.map(\.name))
    // Body text at 17 pt: a line 2384 x 17 / 2048 = 19.7890625 high, two lines 39.578125,
    // 8 apart; 361 wide (393 - 2 x 16), the stack 16 in.
    let twoLines = 39.578125
    #expect(column.labels.allSatisfy { $0.textLayout.lines.count == 2 })
    #expect(column.labels.map(\.frame) == (0..<3).map {
      Rect(x: 0, y: Double($0) * (twoLines + 8), width: 361, height: twoLines)
    })
    #expect(column.column.frame == Rect(x: 16, y: 16, width: 361, height: 3 * twoLines + 16))
    #expect(column.scroll.contentSize == Size(width: 393, height: 3 * twoLines + 16 + 32))

    try column.rotate()
    let oneLine = 19.7890625
    #expect(column.labels.allSatisfy { $0.textLayout.lines.count == 1 })
    #expect(column.labels.map(\.frame) == (0..<3).map {
      Rect(x: 0, y: Double($0) * (oneLine + 8), width: 820, height: oneLine)
    })
    #expect(column.scroll.contentSize == Size(width: 852, height: 3 * oneLine + 16 + 32))
    try assertRequiredConstraintsHold(column.window)
  }

  @Test("LabelColumn makes its labels with the function it is given")
  func labelColumnOwnLabels() throws {
    final class TaggedLabel: Label {}
    var made: [String] = []
    let column = try LabelColumn(labels: 2) { name, text in
      made.append(name)
      return TaggedLabel(name: name, text: text)
    }
    #expect(made == ["label0", "label1"])
    #expect(column.labels.allSatisfy { $0 is TaggedLabel })
    #expect(column.labels.allSatisfy { $0.numberOfLines == 0 })
    #expect(column.labels[0].text == "Item 0: a line of text that wraps on a phone held upright")
  }
}
