import ReflowExamples
import ReflowLayout
import ReflowTesting
import Testing

/// The examples of the seed guides (Docs/seed-000-carousel.md to
/// Docs/seed-004-resizing-flow-layout.md), each block verbatim (DocumentationDriftTests checks
/// it) and then the values the text claims. Where a guide writes a screen out in full, the test
/// also checks that it lays out exactly as the catalogue's screen, which the seed suites prove.
@Suite("Examples of the seed documents (Docs/seed-*.md)")
struct SeedDocExampleTests {
  // MARK: - Seed 000

  @Test("seed-000-carousel.md: three sets and a Carousel; no offset arithmetic")
  func carousel() throws {
    let window = Device.iPhone16.window()
    let root = window.rootView
    let carousel = Carousel(name: "photos", pageCount: 5)
    root.addSubview(carousel)
    try window.add([
      ConstraintSet("common") {
        carousel.leadingAnchor == root.leadingAnchor
        carousel.trailingAnchor == root.trailingAnchor
      },
      ConstraintSet("portrait", when: .orientation(.portrait)) {
        carousel.topAnchor == root.safeAreaLayoutGuide.topAnchor
        carousel.heightAnchor == root.heightAnchor * 0.33
      },
      ConstraintSet("landscape", when: .orientation(.landscape)) {
        carousel.topAnchor == root.topAnchor
        carousel.heightAnchor == root.heightAnchor
      },
    ])
    window.layoutIfNeeded()
    carousel.scroll(toPage: 3)
    try window.rotate()
    print(carousel.frame, carousel.currentPage, carousel.contentOffset)
    // (0, 0, 852, 393) 3 (2556, 0): full screen, still on page 3, offset 3 x 852
    #expect(carousel.frame == Rect(x: 0, y: 0, width: 852, height: 393))
    #expect(carousel.currentPage == 3 && carousel.contentOffset == Point(x: 2556, y: 0))

    // On a phone the guide's screen is the catalogue's, in both orientations.
    let catalogueWindow = Device.iPhone16.window()
    try carouselScreen(catalogueWindow).scroll(toPage: 3)
    for orientation in [Orientation.landscape, .portrait] {
      try window.rotate(to: orientation)
      try catalogueWindow.rotate(to: orientation)
      #expect(window.dump() == catalogueWindow.dump())
    }
  }

  @Test("seed-000-carousel.md: during an animated rotation the page never slides")
  func carouselTransition() throws {
    let window = Device.iPhone16.window(.landscape)
    let carousel = try carouselScreen(window)
    carousel.scroll(toPage: 3)
    window.layoutIfNeeded()
    let transition = try window.rotate(animated: true)
    for t in stride(from: 0.0, through: 1.0, by: 0.25) {
      let width = transition.frame(of: carousel, at: t)!.width
      let offset = transition.contentOffset(of: carousel, at: t)!.x
      print(offset / width)   // 3.0 at every moment: the page never slides
    }
    #expect(transition.startSize != transition.endSize)
    for t in stride(from: 0.0, through: 1.0, by: 0.05) {
      let frame = try #require(transition.frame(of: carousel, at: t))
      let offset = try #require(transition.contentOffset(of: carousel, at: t))
      #expect(abs(offset.x / frame.width - 3) < 1e-9, "t = \(t)")
    }
  }

  // MARK: - Seed 001

  @Test("seed-001-offscreen-grid.md: a screen rotated while hidden comes back at the new size")
  func hiddenGrid() throws {
    let window = Device.iPhone16.window()
    let stack = NavigationStack(name: "nav")
    window.rootView.addSubview(stack)
    try activate(stack.edges == window.rootView.safeAreaLayoutGuide.edges)
    let grid = CollectionView(
      name: "thumbnails", layout: .columns(4, spacing: 2), numberOfItems: 60
    ) { View(name: "thumb\($0)") }
    let detail = View(name: "detail")
    try stack.push(grid)
    try stack.push(detail)   // the grid is hidden, and stays in the tree
    try window.rotate()      // rotated while the detail is on top
    stack.pop()
    print(grid.frame.size, grid.itemFrames[0].size)   // 734x372 182x182
    #expect(!grid.isHidden)
    #expect(grid.frame.size == Size(width: 734, height: 372))
    try assertItemSizes(of: grid, equal: Size(width: 182, height: 182))
  }

  @Test("seed-001-offscreen-grid.md: the pager's items follow the width and keep the photo")
  func pager() throws {
    let window = Device.iPhone16.window()
    let browser = try PhotoBrowser(window)
    try browser.showPhoto(7, in: window)
    try window.rotate()
    print(browser.pager.currentPage, browser.pager.itemFrames[7].size)   // 7 734x297.6
    try assertItemSizes(of: browser.pager, equal: Size(width: 734, height: 372 * 0.8))
    // Photo 7 is what shows: the offset is 7 widths and its cell is in view.
    #expect(browser.pager.currentPage == 7)
    #expect(browser.pager.contentOffset == Point(x: 7 * 734, y: 0))
    #expect(browser.pager.cell(at: 7)?.frame.origin == browser.pager.visibleRect.origin)
  }

  // MARK: - Seed 002

  @Test("seed-002-adaptive-collection.md: a list in portrait on a phone, a grid in landscape")
  func listOrGrid() throws {
    let window = Device.iPhone16.window()
    let items = CollectionView(
      name: "items", layout: .adaptiveListOrGrid(columns: 4, spacing: 10, rowHeight: 130),
      numberOfItems: 40
    ) { View(name: "item\($0)") }
    window.rootView.addSubview(items)
    try activate(items.edges == window.rootView.safeAreaLayoutGuide.edges)
    window.layoutIfNeeded()
    print(items.itemsPerLine, items.itemFrames[0].size)   // 1 393x130: a list
    try window.rotate()
    print(items.itemsPerLine, items.itemFrames[0].size)   // 4 176x176: a grid
    let layouts = items.layoutCount
    try window.resize(to: Size(width: 852, height: 380))   // the height only: same width, same mode
    print(items.layoutCount - layouts)   // 0: nothing to lay out again
    #expect(items.layoutCount == layouts)
    try assertItemsPerLine(of: items, equals: 4)
    try assertItemSizes(of: items, equal: Size(width: 176, height: 176))

    // The guide's collection is the catalogue's.
    let catalogueWindow = Device.iPhone16.window(.landscape)
    let catalogueItems = try adaptiveCollectionScreen(catalogueWindow)
    try window.resize(to: Size(width: 852, height: 393))
    #expect(items.frame == catalogueItems.frame && items.itemFrames == catalogueItems.itemFrames)
  }

  // MARK: - Seed 003

  @Test("seed-003-scroll-content.md: content tied to the frame's width reflows")
  func tiedContent() throws {
    let window = Device.iPhone16.window()
    let root = window.rootView
    let scroll = ScrollView(name: "scroll"), content = View(name: "content")
    root.addSubview(scroll)
    scroll.addSubview(content)
    try activate {
      scroll.edges == root.safeAreaLayoutGuide.edges
      content.edges == scroll.contentLayoutGuide.edges             // the content's size
      content.widthAnchor == scroll.frameLayoutGuide.widthAnchor   // reflow with the width
      content.heightAnchor == 1200
    }
    try window.rotate()
    print(scroll.contentSize, window.layoutWarnings)   // 734x1200 []
    try assertContentSize(of: scroll, equals: Size(width: 734, height: 1200))
    #expect(window.layoutWarnings.isEmpty)
  }

  @Test("seed-003-scroll-content.md: the article's two sets switch with the orientation")
  func article() throws {
    let window = Device.iPhone16.window()
    let article = try ArticleScreen(window)
    print(article.header.frame, article.body.frame)   // (0, 0, 393, 200) (0, 200, 393, 1000)
    try window.rotate()
    print(article.header.frame, article.body.frame)   // (0, 0, 293.6, 300) (293.6, 0, 440.4, 1000)
    print(article.scroll.contentSize)                 // 734x1000
    try assertFrame(of: article.header, equals: Rect(x: 0, y: 0, width: 293.6, height: 300))
    try assertFrame(of: article.body, equals: Rect(x: 293.6, y: 0, width: 440.4, height: 1000))
    try assertContentSize(of: article.scroll, equals: Size(width: 734, height: 1000))
  }

  // MARK: - Seed 004

  @Test("seed-004-resizing-flow-layout.md: sizes asked again for any change, kept in range")
  func plantMarkers() throws {
    let window = Device.iPhone16.window()
    let plants = try plantMarkersScreen(window)
    print(plants.itemsPerLine, plants.itemFrames[0])   // 2 (10, 10, 181.5, 290.4)
    try window.rotate()
    print(plants.itemsPerLine, plants.itemFrames[0])   // 3 (27, 10, 220, 352): capped, centred
    let layouts = plants.layoutCount
    try window.resize(to: Size(width: 852, height: 380))   // the height only
    print(plants.layoutCount - layouts)   // 1: every item's size asked again
    #expect(plants.layoutCount == layouts + 1)
    try assertItemsPerLine(of: plants, equals: 3)
    #expect(plants.itemFrames[0].isClose(to: Rect(x: 27, y: 10, width: 220, height: 352)))
  }

  @Test("seed-004-resizing-flow-layout.md: the layout alone, at any width")
  func plantMarkerLayoutAlone() throws {
    let layout = plantMarkerLayout()
    let traits = Device.iPadPro13.traits(.landscape)
    for width in [320.0, 600, 1366] {
      let bounds = Size(width: width, height: 900)
      let frames = layout.layout(count: 30, bounds: bounds, traits: traits).frames
      print(width, frames[0])
    }
    // 320.0 (50, 10, 220, 352)             one across, capped at 220 wide and centred
    // 600.0 (10, 10, 186.667, 298.667)     three across
    // 1366.0 (10, 10, 183.714, 293.943)    seven across
    let first = [320.0, 600, 1366].map {
      layout.layout(count: 30, bounds: Size(width: $0, height: 900), traits: traits).frames[0]
    }
    #expect(first[0] == Rect(x: 50, y: 10, width: 220, height: 352))
    #expect(first[1].isClose(to: Rect(x: 10, y: 10, width: 560.0 / 3, height: 560.0 / 3 * 1.6)))
    #expect(first[2].isClose(to: Rect(x: 10, y: 10, width: 1286.0 / 7, height: 1286.0 / 7 * 1.6)))
  }
}
