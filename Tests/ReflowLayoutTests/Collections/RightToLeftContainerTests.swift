import ReflowLayout
import ReflowTesting
import Testing

// The convention (Apple's documentation of UICollectionViewLayout's
// flipsHorizontallyInOppositeLayoutDirection, which UICollectionViewFlowLayout uses, and of
// UIScrollView.contentOffset): right to left, a flow layout's frames are mirrored across the
// content's width (item 0 at the right, a horizontal layout's first page at the right end of
// the content), and the content offset stays physical (the content point at the scroll
// view's left edge), so page n shows at offset (content width - width) - n x width.

@Suite("Right-to-left containers")
struct RightToLeftContainerTests {
  @Test("A vertical flow layout fills its rows from the right")
  func flowLayoutRows() {
    let layout = FlowLayout.columns(4, spacing: 2)
    let rtl = Traits(layoutDirection: .rightToLeft)
    let result = layout.layout(count: 5, bounds: Size(width: 393, height: 852), traits: rtl)
    // Item width (393 - 3 x 2) / 4 = 96.75; left to right item 1 is at 98.75.
    // Mirrored: item 0 at 393 - 96.75 = 296.25, item 1 at 393 - 98.75 - 96.75 = 197.5, item 4
    // opens the second row (y 98.75) at the right again.
    #expect(result.frames[0] == Rect(x: 296.25, y: 0, width: 96.75, height: 96.75))
    #expect(result.frames[1] == Rect(x: 197.5, y: 0, width: 96.75, height: 96.75))
    #expect(result.frames[3] == Rect(x: 0, y: 0, width: 96.75, height: 96.75))
    #expect(result.frames[4] == Rect(x: 296.25, y: 98.75, width: 96.75, height: 96.75))
    // Two rows: 98.75 + 96.75 = 195.5 tall.
    #expect(result.contentSize == Size(width: 393, height: 195.5))
  }

  @Test("A collection's cells flip when the window turns right to left, and back")
  func collectionFlips() throws {
    let window = Device.iPhone16.window()
    let root = window.rootView
    let grid = CollectionView(
      name: "grid", layout: .columns(4, spacing: 2), numberOfItems: 8,
      cell: { View(name: "cell\($0)") })
    root.addSubview(grid)
    try activate(grid.edges == root.edges)
    window.layoutIfNeeded()
    try assertFrame(of: try #require(grid.cell(at: 0)), equals: Rect(x: 0, y: 0, width: 96.75, height: 96.75))
    var traits = window.traits
    traits.layoutDirection = .rightToLeft
    try window.resize(to: window.size, traits: traits)
    try assertFrame(of: try #require(grid.cell(at: 0)), equals: Rect(x: 296.25, y: 0, width: 96.75, height: 96.75))
    try assertFrame(of: try #require(grid.cell(at: 5)), equals: Rect(x: 197.5, y: 98.75, width: 96.75, height: 96.75))
    try assertCellsMatchItems(grid)
    // A collection forced left to right in the right-to-left window goes back.
    grid.semanticContentAttribute = .forceLeftToRight
    window.layoutIfNeeded()
    try assertFrame(of: try #require(grid.cell(at: 0)), equals: Rect(x: 0, y: 0, width: 96.75, height: 96.75))
  }

  @Test("A carousel's page 0 is at the right end, and it keeps its page through rotation")
  func carouselRightToLeft() throws {
    let window = try Window(
      size: Size(width: 393, height: 852), traits: Traits(layoutDirection: .rightToLeft))
    let root = window.rootView
    let carousel = Carousel(name: "photos", pageCount: 5)
    root.addSubview(carousel)
    try activate {
      carousel.leadingAnchor == root.leadingAnchor
      carousel.trailingAnchor == root.trailingAnchor
      carousel.topAnchor == root.topAnchor
      carousel.heightAnchor == 300
    }
    window.layoutIfNeeded()
    // Content 5 x 393 = 1965 wide; page 0 at 1965 - 393 = 1572, shown at offset 1572.
    #expect(carousel.contentSize == Size(width: 1965, height: 300))
    try assertFrame(of: try #require(carousel.cell(at: 0)), equals: Rect(x: 1572, y: 0, width: 393, height: 300))
    #expect(carousel.contentOffset == Point(x: 1572, y: 0))
    #expect(carousel.currentPage == 0)
    carousel.scroll(toPage: 2)
    window.layoutIfNeeded()
    // Page 2: offset 1572 - 2 x 393 = 786, its frame at 1965 - 786 - 393 = 786.
    #expect(carousel.contentOffset == Point(x: 786, y: 0))
    try assertFrame(of: try #require(carousel.cell(at: 2)), equals: Rect(x: 786, y: 0, width: 393, height: 300))
    try window.rotate()
    // Landscape, 852 wide: content 4260, page 2 at 4260 - 852 - 2 x 852 = 1704.
    #expect(carousel.currentPage == 2)
    #expect(carousel.contentOffset == Point(x: 1704, y: 0))
    try assertFrame(of: try #require(carousel.cell(at: 2)), equals: Rect(x: 1704, y: 0, width: 852, height: 300))
    // Scrolling by offset: 852 is page (3408 - 852) / 852 = 3 from the right end.
    try carousel.setContentOffset(Point(x: 852, y: 0))
    #expect(carousel.currentPage == 3)
  }
}
