import ReflowLayout
import Testing

// GridLayout's rules, UIKit's compositional layout with a horizontal group per row whose
// items are fractions of it (NSCollectionLayoutSize .fractionalWidth(span / columns)), the
// group's interItemSpacing between items and the section's interGroupSpacing between rows:
// a column is (available - spacing x (columns - 1)) / columns; an item of span s is
// s columns + (s - 1) spacings; an item that does not fit in what is left of a row starts the
// next; right to left the rows fill from the right (x -> width - x - item width).
//
// Four columns across 430 with spacing 10: a column is (430 - 30) / 4 = 100. Spans
// 2, 1, 1 | 3, 1 | 4 | 1, rows 50 high, 10 apart:
//   row 0 (y 0): item 0 (0, 210 wide), item 1 (220, 100), item 2 (330, 100);
//   row 1 (y 60): item 3 (0, 320), item 4 (330, 100);
//   row 2 (y 120): item 5 (0, 430); row 3 (y 180): item 6 (0, 100); content 230.
private let spans = [2, 1, 1, 3, 1, 4, 1]
private func grid(_ columns: GridLayout.Columns = .fixed(4)) -> GridLayout {
  GridLayout(
    columns: columns, rowHeight: 50, interitemSpacing: 10, lineSpacing: 10,
    span: { spans[$0 % spans.count] })
}

private func key(
  _ width: Double, _ direction: LayoutDirection = .leftToRight
) -> CollectionLayoutKey {
  CollectionLayoutKey(
    size: Size(width: width, height: 800), traits: Traits(layoutDirection: direction))
}

/// A collection of `count` plain cells with `layout`, filling `window`, laid out.
private func filling(
  _ window: Window, with layout: any CollectionViewLayout, count: Int
) throws -> CollectionView {
  let view = CollectionView(
    name: "grid", layout: layout, numberOfItems: count, cell: { View(name: "cell\($0)") })
  window.rootView.addSubview(view)
  try activate(view.edges == window.rootView.edges)
  window.layoutIfNeeded()
  return view
}

private func cell(_ x: Double, _ y: Double, _ width: Double, height: Double = 50) -> Rect {
  Rect(x: x, y: y, width: width, height: height)
}

@Suite("Grid layout: columns and items of mixed spans")
struct GridLayoutTests {
  @Test("Mixed spans fill rows, worked out by hand")
  func frames() {
    let result = grid().prepare(itemCount: 7, in: key(430), fittingHeight: { _, _ in nil })
    #expect(
      result.frames == [
        cell(0, 0, 210), cell(220, 0, 100), cell(330, 0, 100), cell(0, 60, 320),
        cell(330, 60, 100), cell(0, 120, 430), cell(0, 180, 100),
      ])
    #expect(result.contentSize == Size(width: 430, height: 230))
  }

  @Test("Right to left, rows fill from the right")
  func rightToLeft() {
    let result = grid().prepare(
      itemCount: 7, in: key(430, .rightToLeft), fittingHeight: { _, _ in nil })
    // x -> 430 - x - width: 220, 110, 0 | 110, 0 | 0 | 330.
    #expect(
      result.frames == [
        cell(220, 0, 210), cell(110, 0, 100), cell(0, 0, 100), cell(110, 60, 320),
        cell(0, 60, 100), cell(0, 120, 430), cell(330, 180, 100),
      ])
  }

  @Test("An item that does not fit starts the next row; spans are clamped to the columns")
  func gapsAndClamping() {
    // Spans 3 then 2 in four columns: 3 + 2 > 4, so item 1 starts row 1 (the gap stays).
    // A span of 9 is four columns; a span of 0 is one.
    let layout = GridLayout(columns: .fixed(4), rowHeight: 50, interitemSpacing: 10) {
      [3, 2, 9, 0][$0]
    }
    let frames = layout.prepare(itemCount: 4, in: key(430), fittingHeight: { _, _ in nil }).frames
    #expect(frames == [cell(0, 0, 320), cell(0, 50, 210), cell(0, 100, 430), cell(0, 150, 100)])
  }

  @Test("Adaptive columns follow the width on rotation, in a collection")
  func adaptiveRotation() throws {
    // At least 100 wide with spacing 10: floor((430 + 10) / 110) = 4 columns of 100; after
    // the rotation, 300 wide: floor(310 / 110) = 2 columns of (300 - 10) / 2 = 145.
    let window = try Window(size: Size(width: 430, height: 300))
    let view = try filling(window, with: grid(.adaptive(minimumWidth: 100)), count: 7)
    #expect(view.itemFrames[3] == cell(0, 60, 320))
    #expect(view.contentSize.height == 230)
    try window.rotate()
    window.layoutIfNeeded()
    // Spans clamp to 2: rows 0 | 1, 2 | 3 | 4 | 5 | 6, so item 6 is on row 5 (y 300).
    #expect(view.itemFrames[0] == cell(0, 0, 300))
    #expect(view.itemFrames[1] == cell(0, 60, 145) && view.itemFrames[2] == cell(155, 60, 145))
    #expect(view.itemFrames[6] == cell(0, 300, 145))
    #expect(view.contentSize == Size(width: 300, height: 350))
    for (index, c) in view.visibleCells { #expect(c.frame == view.itemFrames[index]) }
  }

  @Test("Self-sizing items: each its content's height, the row its tallest")
  func selfSizing() throws {
    // Two columns across 272: 136 each, a label pinned to the margins 120 wide: "Hello"
    // 35.7890625 high, "Hello world again" 55.578125 (SelfSizingCellTests' line heights).
    // Row 0 is 55.578125 high; item 2 starts row 1 there; content 91.3671875.
    let texts = ["Hello", "Hello world again", "Hello"]
    var layout = GridLayout(columns: .fixed(2), rowHeight: 10)
    layout.estimatedItemSize = Size(width: 0, height: 44)
    let window = try Window(size: Size(width: 272, height: 400))
    let view = try labelCollection(
      "grid", layout: layout, count: texts.count, text: { texts[$0] }, in: window)
    let expected = [
      cell(0, 0, 136, height: 35.7890625), cell(136, 0, 136, height: 55.578125),
      cell(0, 55.578125, 136, height: 35.7890625),
    ]
    #expect(zip(view.itemFrames, expected).allSatisfy { $0.isClose(to: $1, tolerance: 1e-9) })
    #expect(abs(view.contentSize.height - 91.3671875) < 1e-9)
  }
}

@Suite("Grid and list layouts in a collection: direction, return, height changes")
struct GridAndListCollectionTests {
  @Test("A right-to-left grid, removed and added back after a rotation, lays out again")
  func rightToLeftReturn() throws {
    // The spans of GridLayoutTests in a right-to-left 430x300 window: x -> 430 - x - width.
    // Rotated while out of the window (300 wide): floor((300 + 10) / 110) = 2 adaptive
    // columns of 145; item 1 (span 1) at x 0 LTR, so 300 - 0 - 145 = 155 right to left.
    let window = try Window(
      size: Size(width: 430, height: 300), traits: Traits(layoutDirection: .rightToLeft))
    let view = try filling(window, with: grid(.adaptive(minimumWidth: 100)), count: 7)
    #expect(view.cell(at: 0)?.frame == cell(220, 0, 210))
    #expect(view.cell(at: 6)?.frame == cell(330, 180, 100))
    view.removeFromSuperview()
    try window.rotate()
    window.rootView.addSubview(view)
    try activate(view.edges == window.rootView.edges)
    window.layoutIfNeeded()
    #expect(view.cell(at: 0)?.frame == cell(0, 0, 300))
    #expect(view.cell(at: 1)?.frame == cell(155, 60, 145))
    #expect(view.contentSize == Size(width: 300, height: 350))
    for (index, c) in view.visibleCells { #expect(c.frame == view.itemFrames[index]) }
  }

  @Test("A change of height alone does not lay a list or a grid out again")
  func heightChanges() throws {
    // Both depend on the width and traits only (UIKit: invalidation across the scroll
    // direction). 390x600 to 390x500 keeps the traits (portrait, same size classes).
    // At 380 wide: a list row is 380 wide; the grid's item 0 spans 2 of 4 columns of
    // (380 - 30) / 4 = 87.5: 2 x 87.5 + 10 = 185.
    let cases: [(any CollectionViewLayout, Double)] = [
      (ListLayout(sections: [3]), 380), (grid(), 185),
    ]
    for (layout, narrower) in cases {
      let window = try Window(size: Size(width: 390, height: 600))
      let view = try filling(window, with: layout, count: 3)
      #expect(view.layoutCount == 1)
      try window.resize(to: Size(width: 390, height: 500))
      window.layoutIfNeeded()
      #expect(view.frame.height == 500 && view.layoutCount == 1)
      try window.resize(to: Size(width: 380, height: 500))
      window.layoutIfNeeded()
      #expect(view.layoutCount == 2 && view.itemFrames[0].width == narrower)
    }
  }
}
