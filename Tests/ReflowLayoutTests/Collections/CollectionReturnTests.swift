import ReflowLayout
import Testing

/// Collections that come back (issue 17): a collection view or carousel removed from its
/// window and added again, at the same size or after a rotation, lays out its cells, content
/// size and page again, with the constraints each cell's `setUp` gave it.
@Suite("Collections removed and added again")
struct CollectionReturnTests {
  /// Six items in two square columns; each cell's setUp pins a badge 10 from its top-left
  /// corner, half the cell's width and 20 high.
  private func grid() -> CollectionView {
    CollectionView(
      name: "grid", layout: .columns(2, spacing: 0), numberOfItems: 6,
      cell: { View(name: "cell\($0)") },
      setUp: { cell throws(LayoutError) in
        let badge = View(name: "\(cell.name).badge")
        cell.addSubview(badge)
        try activate {
          badge.leftAnchor == cell.leftAnchor + 10
          badge.topAnchor == cell.topAnchor + 10
          badge.widthAnchor == cell.widthAnchor * 0.5
          badge.heightAnchor == 20
        }
      })
  }

  /// Adds `view` to `window`'s root view, filling it, and lays out. (A constraint to a view
  /// outside the subtree that left is dropped with it, as in UIKit: it is made again.)
  private func add(_ view: View, filling window: Window) throws {
    window.rootView.addSubview(view)
    try activate(view.edges == window.rootView.edges)
    window.layoutIfNeeded()
  }

  /// Checks every visible cell against the two-column rule: item i at column i % 2 and row
  /// i / 2, each `side` square; its badge at (10, 10) in the cell, side / 2 x 20.
  private func expectCells(of grid: CollectionView, side: Double, count: Int) {
    #expect(grid.visibleCells.map(\.index) == Array(0..<count))
    for (i, cell) in grid.visibleCells {
      let expected = Rect(
        x: Double(i % 2) * side, y: Double(i / 2) * side, width: side, height: side)
      #expect(cell.frame == expected, "cell \(i)")
      #expect(cell.isHidden == false)
      #expect(cell.subviews.count == 1, "setUp ran once for cell \(i)")
      #expect(cell.subviews.first?.frame == Rect(x: 10, y: 10, width: side / 2, height: 20))
    }
  }

  @Test("Removed, rotated, added back: cells, badges and content size at the new size")
  func removeRotateAddBack() throws {
    // Rule (UIKit's flow layout, two columns, no spacing): item side = width / 2, rows of
    // two, content = width x 3 x side. 400x300: side 200, content 400x600; after the
    // rotation to 300x400: side 150, content 300x450. The visible area plus half a screen
    // each way covers all three rows in both, so all six cells are on hand.
    let window = try Window(size: Size(width: 400, height: 300))
    let grid = grid()
    try add(grid, filling: window)
    #expect(grid.contentSize == Size(width: 400, height: 600))
    expectCells(of: grid, side: 200, count: 6)

    // Same size: out and back in, the same layout.
    grid.removeFromSuperview()
    try add(grid, filling: window)
    #expect(grid.contentSize == Size(width: 400, height: 600))
    expectCells(of: grid, side: 200, count: 6)

    // Out, rotated while out, back in.
    grid.removeFromSuperview()
    try window.rotate()
    #expect(window.size == Size(width: 300, height: 400))
    try add(grid, filling: window)
    #expect(grid.frame == Rect(x: 0, y: 0, width: 300, height: 400))
    #expect(grid.contentSize == Size(width: 300, height: 450))
    expectCells(of: grid, side: 150, count: 6)
    #expect(grid.lastLayoutError == nil)
  }

  @Test("A carousel removed, rotated and added back shows its page at the new width")
  func carouselComesBack() throws {
    // Rule: page n at offset n x width (paging): page 2 of 5 at 800 in 400x300, then at
    // 2 x 300 = 600 in 300x400; the content is 5 pages wide, 2000 then 1500.
    let window = try Window(size: Size(width: 400, height: 300))
    let pages = Carousel(name: "pages", pageCount: 5)
    window.rootView.addSubview(pages)
    try activate(pages.edges == window.rootView.edges)
    pages.scroll(toPage: 2)
    window.layoutIfNeeded()
    #expect(pages.contentOffset == Point(x: 800, y: 0))
    pages.removeFromSuperview()
    try window.rotate()
    try add(pages, filling: window)
    #expect(pages.contentSize == Size(width: 1500, height: 400))
    #expect(pages.currentPage == 2)
    #expect(pages.contentOffset == Point(x: 600, y: 0))
    #expect(pages.cell(at: 2)?.frame == Rect(x: 600, y: 0, width: 300, height: 400))
  }

  @Test("A long scrolled collection moved to a window of the other orientation: the cells near the offset")
  func longCollectionToAnotherWindow() throws {
    // Rule: two square columns, side = width / 2; cells on hand are the items meeting the
    // visible rectangle grown by half its height above and below. 400x300 scrolled to
    // y = 1000: side 200, rows at 200 r, area y 850...1450: rows 4...7 (800...1600), items
    // 8...15. In a 300x400 window (side 150, content 300 x 50 x 150 = 7500) the offset
    // 1000 stays (within 7500 - 400): area 800...1600, rows 5...10 (750...1650), items 10...21.
    let window = try Window(size: Size(width: 400, height: 300))
    let grid = CollectionView(
      name: "grid", layout: .columns(2, spacing: 0), numberOfItems: 100,
      cell: { View(name: "cell\($0)") })
    try add(grid, filling: window)
    try grid.setContentOffset(Point(x: 0, y: 1000))
    window.layoutIfNeeded()
    #expect(grid.visibleCells.map(\.index) == Array(8...15))
    let other = try Window(size: Size(width: 300, height: 400))
    grid.removeFromSuperview()
    try add(grid, filling: other)
    #expect(grid.contentSize == Size(width: 300, height: 7500))
    #expect(grid.contentOffset == Point(x: 0, y: 1000))
    #expect(grid.visibleCells.map(\.index) == Array(10...21))
    for (i, cell) in grid.visibleCells {
      #expect(cell.frame == Rect(x: Double(i % 2) * 150, y: Double(i / 2) * 150, width: 150, height: 150))
    }
  }
}
