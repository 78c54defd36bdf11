import ReflowLayout
import ReflowTesting
import Testing

// A carousel's pages set up as a collection view's cells (issue 17): `setUp` gives each page
// view its content once, and that content is laid out again whenever the carousel is: after
// leaving its window and joining it again, at the same size or after a rotation, and right
// to left. The rules the numbers follow: a page is the carousel's size (UIKit's paged
// collection with full-size items); page n of N is n x width from the content's reading
// start (physically (N - 1 - n) x width right to left, contentOffset staying physical); the
// page views on hand are those meeting the visible rectangle grown by half its width on each
// side; leading and trailing insets mirror right to left.

/// What the carousel's closures saw: how many page views were set up, and the pages given
/// to page views, in order.
private final class Calls {
  var setUps = 0
  var configured: [Int] = []
}

/// Five pages filling `window`'s root view; each page view gets an image at leading 16,
/// trailing 32, top 16, 0.75 of the page's height, and a caption 20 tall 8 below it.
private func carousel(in window: Window, calls: Calls) throws -> Carousel {
  let carousel = Carousel(
    name: "photos", pageCount: 5,
    setUp: { page throws(LayoutError) in
      calls.setUps += 1
      let image = View(name: "\(page.name).image"), caption = View(name: "\(page.name).caption")
      page.addSubview(image)
      page.addSubview(caption)
      try activate {
        image.leadingAnchor == page.leadingAnchor + 16
        image.trailingAnchor == page.trailingAnchor - 32
        image.topAnchor == page.topAnchor + 16
        image.heightAnchor == page.heightAnchor * 0.75
        caption.leadingAnchor == image.leadingAnchor
        caption.trailingAnchor == image.trailingAnchor
        caption.topAnchor == image.bottomAnchor + 8
        caption.heightAnchor == 20
      }
    },
    configure: { _, index in calls.configured.append(index) })
  try add(carousel, to: window)
  return carousel
}

/// Adds `carousel` to `window`'s root view, filling it, and lays out (its pins to the root
/// left with it, as in UIKit, so they are made again).
private func add(_ carousel: Carousel, to window: Window) throws {
  window.rootView.addSubview(carousel)
  try activate(carousel.edges == window.rootView.edges)
  window.layoutIfNeeded()
}

/// Checks the pages on hand: their indices, each at its page's frame, with its image and
/// caption where setUp put them (`image` in the page's coordinates) and set up once.
private func expectPages(
  _ carousel: Carousel, _ indices: [Int], image: Rect, _ context: String,
  sourceLocation: SourceLocation = #_sourceLocation
) {
  #expect(carousel.visibleCells.map(\.index) == indices, "\(context)", sourceLocation: sourceLocation)
  for (index, page) in carousel.visibleCells {
    #expect(page.frame == carousel.itemFrames[index], "\(context)", sourceLocation: sourceLocation)
    #expect(page.subviews.count == 2, "\(context): page \(index)", sourceLocation: sourceLocation)
    #expect(
      page.subviews.first?.frame == image, "\(context): page \(index)'s image",
      sourceLocation: sourceLocation)
    #expect(
      page.subviews.last?.frame
        == Rect(x: image.x, y: image.maxY + 8, width: image.width, height: 20),
      "\(context): page \(index)'s caption", sourceLocation: sourceLocation)
  }
}

@Suite("Carousel pages set up once, laid out again")
struct CarouselSetUpTests {
  @Test("Removed and added back, at the same size and after a rotation: pages set up once")
  func removedAndAddedBack() throws {
    // 400 x 300: image (16, 16, 400 - 48 = 352, 0.75 x 300 = 225), caption at y 249. Page 1
    // at offset 400; on hand: pages meeting 200...1000, so 0, 1 and 2.
    let window = try Window(size: Size(width: 400, height: 300))
    let calls = Calls()
    let photos = try carousel(in: window, calls: calls)
    photos.scroll(toPage: 1)
    window.layoutIfNeeded()
    #expect(photos.contentOffset == Point(x: 400, y: 0))
    expectPages(photos, [0, 1, 2], image: Rect(x: 16, y: 16, width: 352, height: 225), "built")
    #expect(calls.setUps == 3 && calls.configured == [0, 1, 2])

    photos.removeFromSuperview()
    try add(photos, to: window)
    #expect(photos.contentOffset == Point(x: 400, y: 0))
    expectPages(photos, [0, 1, 2], image: Rect(x: 16, y: 16, width: 352, height: 225), "back")

    // Rotated while out: 300 x 400, image (16, 16, 252, 300); page 1 at 300; on hand: pages
    // meeting 150...750, so 0, 1 and 2 again: no page view is made or set up anew.
    photos.removeFromSuperview()
    try window.rotate()
    try add(photos, to: window)
    #expect(photos.contentOffset == Point(x: 300, y: 0))
    #expect(photos.contentSize == Size(width: 1500, height: 400))
    expectPages(photos, [0, 1, 2], image: Rect(x: 16, y: 16, width: 252, height: 300), "rotated")
    #expect(calls.setUps == 3 && calls.configured == [0, 1, 2])
    #expect(photos.lastLayoutError == nil)
    try assertLayoutInvariants(window)
  }

  @Test("Moved to another window of the other orientation, the pages follow its size")
  func anotherWindow() throws {
    let window = try Window(size: Size(width: 400, height: 300))
    let calls = Calls()
    let photos = try carousel(in: window, calls: calls)
    let other = try Window(size: Size(width: 300, height: 400))
    photos.removeFromSuperview()
    try add(photos, to: other)
    // Page 0 at offset 0 in 300 x 400; on hand: pages meeting -150...450, so 0 and 1.
    expectPages(photos, [0, 1], image: Rect(x: 16, y: 16, width: 252, height: 300), "other")
    #expect(calls.setUps == 2)
    try assertLayoutInvariants(other)
  }

  @Test("Reused page views keep their content: scrolled to the end, no new setUp")
  func reuse() throws {
    // Page 4 at 1600 in 400 x 300: on hand pages meeting 1400...2200, so 3 and 4; pages 0,
    // 1 and 2 are parked and two of their views show 3 and 4, given them by configure.
    let window = try Window(size: Size(width: 400, height: 300))
    let calls = Calls()
    let photos = try carousel(in: window, calls: calls)
    photos.scroll(toPage: 4)
    window.layoutIfNeeded()
    expectPages(photos, [3, 4], image: Rect(x: 16, y: 16, width: 352, height: 225), "page 4")
    #expect(calls.setUps == 2 && calls.configured == [0, 1, 3, 4])
    try assertOnPage(photos, 4)
  }

  @Test("Right to left: the page's content mirrors and the page is kept when it comes back")
  func rightToLeft() throws {
    // Right to left in 400 x 300: the image's right edge 16 from the page's, its left edge
    // 32 from the page's: x = 32. 5 pages, 2000 wide: page 1 at 2000 - 400 - 400 = 1200;
    // on hand: pages meeting 1000...1800, so 0 (1600), 1 and 2 (800). Rotated while out:
    // 300 x 400, page 1 at 1500 - 300 - 300 = 900, image (32, 16, 252, 300).
    let window = try Window(
      size: Size(width: 400, height: 300), traits: Traits(layoutDirection: .rightToLeft))
    let calls = Calls()
    let photos = try carousel(in: window, calls: calls)
    photos.scroll(toPage: 1)
    window.layoutIfNeeded()
    #expect(photos.contentOffset == Point(x: 1200, y: 0))
    expectPages(photos, [0, 1, 2], image: Rect(x: 32, y: 16, width: 352, height: 225), "rtl")
    photos.removeFromSuperview()
    try window.rotate()
    try add(photos, to: window)
    #expect(photos.contentOffset == Point(x: 900, y: 0))
    #expect(photos.cell(at: 1)?.frame == Rect(x: 900, y: 0, width: 300, height: 400))
    expectPages(photos, [0, 1, 2], image: Rect(x: 32, y: 16, width: 252, height: 300), "rtl turned")
    #expect(calls.setUps == 3)
  }

  @Test("A setUp whose constraints conflict is reported, the carousel laid out without them")
  func failingSetUp() throws {
    let window = try Window(size: Size(width: 400, height: 300))
    let photos = Carousel(
      name: "photos", pageCount: 3,
      setUp: { page throws(LayoutError) in
        // The page is the carousel's height (300): a required 500 cannot hold.
        try activate(page.heightAnchor == 500)
      })
    try add(photos, to: window)
    #expect(photos.lastLayoutError != nil)
    #expect(photos.cell(at: 0)?.frame == Rect(x: 0, y: 0, width: 400, height: 300))
    try assertRequiredConstraintsHold(window)
  }
}
