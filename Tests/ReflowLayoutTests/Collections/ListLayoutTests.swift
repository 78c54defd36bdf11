import ReflowLayout
import Testing

// ListLayout's rules, UIKit's list layout (UICollectionLayoutListConfiguration with
// supplementary headers and footers, laid out as a plain UITableView): each section is its
// header, its rows one under another, then its footer; rows, headers and footers are as wide
// as the collection less the leading and trailing content insets; right to left the leading
// inset is on the right (flipsHorizontallyInOppositeLayoutDirection).
//
// The list used below: sections of 2 and 1 items, rows 44 high 1 apart, headers 30, footers
// 20, sections 10 apart, insets top 8, leading 16, bottom 8, trailing 0. At width 390 a row
// is 374 wide at x 16:
//   header 0 (16, 8, 374, 30); item 0 (16, 38, 374, 44); item 1 at 38 + 44 + 1 = 83;
//   footer 0 at 83 + 44 = 127 (20 high); header 1 at 147 + 10 = 157; item 2 at 187;
//   footer 1 at 231; content height 251 + 8 = 259.
private func list(sections: [Int] = [2, 1]) -> ListLayout {
  ListLayout(
    sections: sections, rowHeight: 44, headerHeight: 30, footerHeight: 20, rowSpacing: 1,
    sectionSpacing: 10, contentInsets: DirectionalEdgeInsets(top: 8, leading: 16, bottom: 8))
}

private func row(_ y: Double, x: Double = 16, width: Double = 374, height: Double = 44) -> Rect {
  Rect(x: x, y: y, width: width, height: height)
}

/// A collection of `count` items with `layout` in a window of `size`, with header and footer
/// views named for their kind and section.
private func collection(
  _ layout: ListLayout, count: Int, size: Size = Size(width: 390, height: 600),
  traits: Traits = Traits()
) throws -> (Window, CollectionView) {
  let window = try Window(size: size, traits: traits)
  let view = CollectionView(
    name: "list", layout: layout, numberOfItems: count, cell: { View(name: "cell\($0)") })
  view.supplementaryViewProvider = { kind, section in View(name: "\(kind.rawValue)\(section)") }
  window.rootView.addSubview(view)
  try activate(view.edges == window.rootView.edges)
  window.layoutIfNeeded()
  return (window, view)
}

@Suite("List layout: sections, headers and footers")
struct ListLayoutTests {
  @Test("Frames of rows, headers and footers, worked out by hand")
  func frames() {
    let result = list().prepare(
      itemCount: 3, in: CollectionLayoutKey(size: Size(width: 390, height: 600), traits: Traits()),
      fittingHeight: { _, _ in nil })
    #expect(result.frames == [row(38), row(83), row(187)])
    #expect(
      result.supplementaryItems == [
        SupplementaryItem(kind: .header, section: 0, frame: row(8, height: 30)),
        SupplementaryItem(kind: .footer, section: 0, frame: row(127, height: 20)),
        SupplementaryItem(kind: .header, section: 1, frame: row(157, height: 30)),
        SupplementaryItem(kind: .footer, section: 1, frame: row(231, height: 20)),
      ])
    #expect(result.contentSize == Size(width: 390, height: 259))
  }

  @Test("Right to left the leading inset is on the right: x = 390 - 16 - 374 = 0")
  func rightToLeft() throws {
    let (window, view) = try collection(
      list(), count: 3, traits: Traits(layoutDirection: .rightToLeft))
    defer { withExtendedLifetime(window) {} }   // a view's frame is read from its window
    #expect(view.itemFrames == [row(38, x: 0), row(83, x: 0), row(187, x: 0)])
    #expect(view.supplementaryView(ofKind: .footer, at: 1)?.frame == row(231, x: 0, height: 20))
  }

  @Test("Items beyond the sections join the last one; sections beyond the items are empty")
  func sectionsAndCount() {
    let layout = list(sections: [2, 1])
    #expect(layout.sectionRanges(itemCount: 5) == [0..<2, 2..<5])
    #expect(layout.sectionRanges(itemCount: 1) == [0..<1, 1..<1])
    #expect(ListLayout().sectionRanges(itemCount: 4) == [0..<4])
  }

  @Test("In a collection: cells, header and footer views, content size")
  func inCollection() throws {
    let (window, view) = try collection(list(), count: 3)
    defer { withExtendedLifetime(window) {} }   // a view's frame is read from its window
    #expect(view.visibleCells.map(\.index) == [0, 1, 2])
    #expect(view.visibleCells.map(\.cell.frame) == [row(38), row(83), row(187)])
    #expect(view.contentSize == Size(width: 390, height: 259))
    let header1 = try #require(view.supplementaryView(ofKind: .header, at: 1))
    #expect(header1.name == "header1" && header1.frame == row(157, height: 30))
    #expect(view.supplementaryView(ofKind: .footer, at: 0)?.frame == row(127, height: 20))
  }

  @Test("Inserting, deleting and moving items keeps the sections in step")
  func updatesAndSections() throws {
    let (window, view) = try collection(list(), count: 3)
    defer { withExtendedLifetime(window) {} }   // a view's frame is read from its window
    // Insert at 2: the item after it (old item 2) is in section 1, so the new one joins it:
    // sections 2, 2; item 3 at 187 + 44 + 1 = 232, footer 1 at 276, content 296 + 8 = 304.
    let update = try view.insertItems(at: [2])
    #expect((view.layout as? ListLayout)?.sections == [2, 2])
    #expect(update.item(after: 3)?.frameBefore == row(187))
    #expect(update.item(after: 3)?.frameAfter == row(232))
    #expect(view.supplementaryView(ofKind: .footer, at: 1)?.frame == row(276, height: 20))
    #expect(view.contentSize == Size(width: 390, height: 304))
    // Move 0 to 2: taken out of section 0, put before old item 3 (section 1): sections 1, 3.
    try view.moveItem(at: 0, to: 2)
    #expect((view.layout as? ListLayout)?.sections == [1, 3])
    // Section 0 holds one row: footer 0 at 38 + 44 = 82, header 1 at 112, rows at 142, 187,
    // 232, footer 1 at 276, content 304.
    #expect(view.itemFrames == [row(38), row(142), row(187), row(232)])
    #expect(view.supplementaryView(ofKind: .header, at: 1)?.frame == row(112, height: 30))
    // Delete the only item of section 0: the section stays, empty, with its header and
    // footer (38 + 20 = 58, header 1 at 68, rows at 98, 143, 188).
    try view.deleteItems(at: [0])
    #expect((view.layout as? ListLayout)?.sections == [0, 3])
    #expect(view.itemFrames == [row(98), row(143), row(188)])
    #expect(view.supplementaryView(ofKind: .footer, at: 0)?.frame == row(38, height: 20))
    #expect(view.lastLayoutError == nil)
  }

  @Test("Rotated, and removed and added back: rows and headers at the new width")
  func rotationAndReturn() throws {
    let (window, view) = try collection(list(), count: 3, size: Size(width: 390, height: 600))
    try window.rotate()
    window.layoutIfNeeded()
    // 600 wide: rows 600 - 16 = 584 wide.
    #expect(view.itemFrames == [row(38, width: 584), row(83, width: 584), row(187, width: 584)])
    #expect(view.supplementaryView(ofKind: .header, at: 0)?.frame == row(8, width: 584, height: 30))
    view.removeFromSuperview()
    try window.rotate()
    window.rootView.addSubview(view)
    try activate(view.edges == window.rootView.edges)
    window.layoutIfNeeded()
    #expect(view.visibleCells.map(\.cell.frame) == [row(38), row(83), row(187)])
    #expect(view.supplementaryView(ofKind: .header, at: 1)?.frame == row(157, height: 30))
    #expect(view.contentSize == Size(width: 390, height: 259))
  }

  @Test("Self-sizing rows take their labels' heights")
  func selfSizing() throws {
    // A label pinned to the cell's margins (8) in a row 136 wide is 120 wide: "Hello" is
    // one line, 19.7890625 + 16 = 35.7890625 high; "Hello world again" two lines,
    // 55.578125 (the line heights of SelfSizingCellTests). Header 20: item 0 at 20, item 1 at
    // 55.7890625, header 1 at 111.3671875, item 2 at 131.3671875; content 167.15625.
    let texts = ["Hello", "Hello world again", "Hello"]
    var layout = ListLayout(sections: [2, 1], headerHeight: 20)
    layout.estimatedItemSize = Size(width: 136, height: 44)
    let window = try Window(size: Size(width: 136, height: 400))
    let view = try labelCollection(
      "list", layout: layout, count: texts.count, text: { texts[$0] }, in: window)
    let expected = [
      Rect(x: 0, y: 20, width: 136, height: 35.7890625),
      Rect(x: 0, y: 55.7890625, width: 136, height: 55.578125),
      Rect(x: 0, y: 131.3671875, width: 136, height: 35.7890625),
    ]
    #expect(zip(view.itemFrames, expected).allSatisfy { $0.isClose(to: $1, tolerance: 1e-9) })
    #expect(abs(view.contentSize.height - 167.15625) < 1e-9)
    #expect(view.measurementCount == 3)
  }

  @Test("Headers and footers far from the screen are hidden; scrolled to, they show")
  func farHeadersHidden() throws {
    // 20 sections of 2 rows: each section 30 + 2 x 44 + 1 + 20 = 139, plus 10 between;
    // section s starts at 8 + 149 s. In a 390x300 window the area near the screen is
    // y -150...450: sections 0 to 2 (section 3 starts at 455). Scrolled to y 1500 (the area
    // 1350...1950): header 9 (at 1349, to 1379) shows, header 2 (at 306) does not.
    let (window, view) = try collection(
      list(sections: Array(repeating: 2, count: 20)), count: 40,
      size: Size(width: 390, height: 300))
    defer { withExtendedLifetime(window) {} }   // a view's frame is read from its window
    #expect(view.supplementaryView(ofKind: .header, at: 2)?.frame == row(306, height: 30))
    #expect(view.supplementaryView(ofKind: .header, at: 3) == nil)
    try view.setContentOffset(Point(x: 0, y: 1500))
    window.layoutIfNeeded()
    #expect(view.supplementaryView(ofKind: .header, at: 2) == nil)
    #expect(view.supplementaryView(ofKind: .header, at: 9)?.frame == row(1349, height: 30))
    // Section 13 starts at 8 + 149 x 13 = 1945: its header (to 1975) meets the area, its
    // footer (at 1945 + 30 + 89 = 2064) does not.
    #expect(view.supplementaryView(ofKind: .header, at: 13)?.frame == row(1945, height: 30))
    #expect(view.supplementaryView(ofKind: .footer, at: 13) == nil)
  }
}
