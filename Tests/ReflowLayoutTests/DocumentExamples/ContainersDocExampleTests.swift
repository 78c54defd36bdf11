import ReflowLayout
import ReflowTesting
import Testing

/// The examples of Docs/containers.md, each block verbatim (DocumentationDriftTests checks it)
/// and then the values the text claims.
@Suite("Examples of Docs/containers.md")
struct ContainersDocExampleTests {
  @Test("containers.md: a scroll view, its guides and its offset")
  func scrollView() throws {
    let window = Device.iPhone16.window()
    let root = window.rootView
    let strip = ScrollView(name: "strip"), timeline = View(name: "timeline")
    root.addSubview(strip)
    strip.addSubview(timeline)
    try activate {
      strip.leadingAnchor == root.leadingAnchor
      strip.trailingAnchor == root.trailingAnchor
      strip.topAnchor == root.safeAreaLayoutGuide.topAnchor
      strip.heightAnchor == 120
      timeline.edges == strip.contentLayoutGuide.edges               // the content size
      timeline.heightAnchor == strip.frameLayoutGuide.heightAnchor   // scrolls sideways only
      timeline.widthAnchor == 2400
    }
    print(strip.contentSize, strip.maximumContentOffset)   // 2400x120 (2007, 0)
    try strip.setContentOffset(Point(x: 3000, y: 0))       // clamped to the content
    print(strip.contentOffset, strip.visibleRect)          // (2007, 0) (2007, 0, 393, 120)
    try window.rotate()
    print(strip.contentOffset)                             // (1548, 0): clamped for the new width
    try assertContentSize(of: strip, equals: Size(width: 2400, height: 120))
    #expect(strip.contentOffset == Point(x: 1548, y: 0))
    #expect(strip.visibleRect == Rect(x: 1548, y: 0, width: 852, height: 120))
  }

  @Test("containers.md: a flow layout with a size range, centred lines and cells set up once")
  func flowLayout() throws {
    let window = Device.iPhone16.window()
    let layout = FlowLayout(
      sectionInsets: EdgeInsets(all: 16), interitemSpacing: 8, lineSpacing: 8,
      minimumItemSize: Size(width: 100, height: 44), maximumItemSize: Size(width: 160, height: 44),
      centersItems: true
    ) { context in
      Size(width: context.available / 3 - 8, height: 44)   // about three across, within range
    }
    let tags = CollectionView(
      name: "tags", layout: layout, numberOfItems: 12, cell: { View(name: "tag\($0)") },
      setUp: { cell throws(LayoutError) in
        let label = View(name: "\(cell.name).label")
        cell.addSubview(label)
        try activate(label.edges == cell.layoutMarginsGuide.edges ~ .high)
      })
    window.rootView.addSubview(tags)
    try activate(tags.edges == window.rootView.safeAreaLayoutGuide.edges)
    window.layoutIfNeeded()
    print(tags.itemsPerLine, tags.itemFrames[0])   // 3 (20, 16, 112.333, 44)
    try window.rotate()
    print(tags.itemsPerLine, tags.itemFrames[0])   // 4 (35, 16, 160, 44): capped, centred
    #expect(tags.itemFrames[0] == Rect(x: 35, y: 16, width: 160, height: 44))
    try assertContentSize(of: tags, equals: Size(width: 734, height: 16 + 3 * 44 + 2 * 8 + 16))
    try assertItemsPerLine(of: tags, equals: 4)
    try assertItemSizes(of: tags, equal: Size(width: 160, height: 44))
    try assertInsideScrollContent(tags.visibleCells.map(\.cell))
    let label = try #require(tags.cell(at: 0)?.subviews.first)
    #expect(label.frame == Rect(x: 8, y: 8, width: 144, height: 28))
    try window.rotate()
    #expect(tags.itemFrames[0].isClose(to: Rect(x: 20, y: 16, width: 361.0 / 3 - 8, height: 44)))
  }

  @Test("containers.md: when a layout is laid out again")
  func shouldRelayout() throws {
    let window = Device.iPadPro13.window()
    var layout = FlowLayout.columns(3, spacing: 4)
    layout.shouldRelayout = { old, new in old.size.width != new.size.width }   // not heights
    let photos = CollectionView(name: "photos", layout: layout, numberOfItems: 30) {
      View(name: "photo\($0)")
    }
    window.rootView.addSubview(photos)
    try activate(photos.edges == window.rootView.safeAreaLayoutGuide.edges)
    window.layoutIfNeeded()
    let layouts = photos.layoutCount
    try window.resize(to: Size(width: 1024, height: 1000))
    print(photos.layoutCount - layouts)   // 0
    #expect(photos.layoutCount == layouts)
    try window.resize(to: Size(width: 1000, height: 1000))
    #expect(photos.layoutCount == layouts + 1)
  }

  @Test("self-sizing-cells.md: cells measured near the screen, once per width")
  func selfSizingCells() throws {
    let window = try Window(size: Size(width: 136, height: 100))   // narrow: short texts wrap
    let texts = ["Hello", "Hello world again", "Hello world again Hello world again"]
    var layout = FlowLayout { context in Size(width: context.available, height: 44) }
    layout.estimatedItemSize = Size(width: 136, height: 44)   // the height until measured
    let list = CollectionView(
      name: "list", layout: layout, numberOfItems: 9, cell: { _ in View(name: "cell") },
      setUp: { cell throws(LayoutError) in
        let label = Label(name: "label")
        label.numberOfLines = 0
        cell.addSubview(label)
        try activate(label.edges == cell.layoutMarginsGuide.edges)
      },
      configure: { cell, index in (cell.subviews[0] as! Label).text = texts[index % 3] })
    window.rootView.addSubview(list)
    try activate(list.edges == window.rootView.edges)
    window.layoutIfNeeded()
    print(list.itemFrames.prefix(4).map(\.height))       // [35.789, 55.578, 75.367, 35.789]
    print(list.measurementCount, list.contentSize.height)   // 4 422.523: 5 items still at 44
    try list.setContentOffset(Point(x: 0, y: 200))
    window.layoutIfNeeded()
    print(list.measurementCount, list.contentSize.height)   // 8 468.836: 4 more measured
    // One, two and three lines of 19.7890625, plus the margins (16): see SelfSizingCellTests.
    let heights = [35.7890625, 55.578125, 75.3671875, 35.7890625, 55.578125, 75.3671875]
    #expect(zip(list.itemFrames.map(\.height), heights + [35.7890625, 55.578125, 44])
      .allSatisfy { abs($0 - $1) < 1e-9 })
    #expect(list.measurementCount == 8)
    #expect(abs(list.contentSize.height - 468.8359375) < 1e-9)
  }

  @Test("containers.md: a paged scroll view keeps its page at every size")
  func paging() throws {
    let window = Device.iPadMini.window()
    let root = window.rootView
    let pages = ScrollView(name: "pages"), strip = View(name: "strip")
    root.addSubview(pages)
    pages.addSubview(strip)
    pages.isPagingEnabled = true
    try activate {
      pages.edges == root.safeAreaLayoutGuide.edges
      strip.edges == pages.contentLayoutGuide.edges
      strip.widthAnchor == pages.frameLayoutGuide.widthAnchor * 4   // four pages
      strip.heightAnchor == pages.frameLayoutGuide.heightAnchor
    }
    window.layoutIfNeeded()
    pages.scroll(toPage: 2)
    try window.rotate()
    print(pages.pageCount, pages.currentPage, pages.contentOffset)   // 4 2 (2266, 0)
    #expect(pages.pageCount == 4 && pages.currentPage == 2)
    #expect(pages.contentOffset == Point(x: 2266, y: 0))
  }

  @Test("containers.md: a carousel holds the pages around the one shown")
  func carousel() throws {
    let window = Device.iPhone16.window()
    let root = window.rootView
    let slides = Carousel(name: "slides", pageCount: 6) { View(name: "slide\($0)") }
    root.addSubview(slides)
    try activate {
      slides.leadingAnchor == root.leadingAnchor
      slides.trailingAnchor == root.trailingAnchor
      slides.topAnchor == root.safeAreaLayoutGuide.topAnchor
      slides.heightAnchor == 300
    }
    window.layoutIfNeeded()
    slides.scroll(toPage: 4)
    window.layoutIfNeeded()
    print(slides.visibleCells.map(\.index), slides.itemFrames[4])   // [3, 4, 5] (1572, 0, 393, 300)
    #expect(slides.visibleCells.map(\.index) == [3, 4, 5])
    #expect(slides.itemFrames[4] == Rect(x: 1572, y: 0, width: 393, height: 300))
    #expect(slides.contentOffset.x == slides.itemFrames[4].x)
  }

  @Test("containers.md: tabs and a navigation stack keep their hidden screens laid out")
  func screens() throws {
    let window = Device.iPadMini.window()
    let tabs = TabContainer(name: "tabs")
    window.rootView.addSubview(tabs)
    try activate(tabs.edges == window.rootView.safeAreaLayoutGuide.edges)
    let library = NavigationStack(name: "library"), settings = View(name: "settings")
    try tabs.addTab(library)
    try tabs.addTab(settings)             // hidden: the first tab is shown
    let shelf = View(name: "shelf"), book = View(name: "book")
    try library.push(shelf)
    try library.push(book)                // the shelf is hidden under the book
    tabs.select(1)                        // settings shown, the library hidden
    try window.rotate()                   // every screen is laid out, shown or not
    tabs.select(0)
    library.pop()
    print(library.topScreen!.name, library.topScreen!.frame)   // shelf (0, 0, 1133, 700)
    #expect(library.topScreen === shelf && !shelf.isHidden && !library.isHidden)
    try assertFrame(of: shelf, equals: Rect(x: 0, y: 0, width: 1133, height: 700))
    #expect(book.window == nil, "popped screens leave the tree")
  }

  @Test("containers.md: an animated rotation moves children with their parents")
  func transition() throws {
    let window = Device.iPhone16.window()
    let card = View(name: "card"), badge = View(name: "badge")
    window.rootView.addSubview(card)
    card.addSubview(badge)
    try activate {
      card.edges == window.rootView.safeAreaLayoutGuide.edges.inset(by: 16)
      badge.size == Size(width: 24, height: 24)
      badge.trailingAnchor == card.trailingAnchor - 8
      badge.topAnchor == card.topAnchor + 8
    }
    window.layoutIfNeeded()
    let transition = try window.rotate(animated: true)
    print(transition.startSize, transition.endSize)   // 393x852 852x393
    for t in [0, 0.5, 1] {
      let c = transition.frame(of: card, at: t)!, b = transition.frame(of: badge, at: t)!
      print(c.maxX - b.maxX, b.y - c.y)   // 8.0 8.0 at every moment: the badge keeps its corner
    }
    print(transition.frames(at: 0.5).count)   // 3: the root view, the card and the badge
    #expect(transition.startSize == Size(width: 393, height: 852))
    for t in stride(from: 0.0, through: 1.0, by: 0.1) {
      let c = try #require(transition.frame(of: card, at: t))
      let b = try #require(transition.frame(of: badge, at: t))
      #expect(abs(c.maxX - b.maxX - 8) < 1e-9 && abs(b.y - c.y - 8) < 1e-9, "t = \(t)")
    }
    #expect(transition.frame(of: card, at: 1) == card.frameInWindow)
    #expect(transition.frames(at: 0.5).count == 3)
  }
}
