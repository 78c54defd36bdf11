import ReflowExamples
import ReflowLayout
import ReflowTesting
import Testing

// The sweep's checks added for issue 17's proof: right to left the mirror of left to right
// (runMirrored), every paged scroll view kept on its page (run), frames finite, and parked
// cells left out of the scroll-content check. Each is shown passing and failing.

/// A badge 40 x 20 at leading + 16 and a tag 30 x 10 at left + 10, under the safe area's
/// top.
private func badgeAndTag(_ window: Window) throws {
  let root = window.rootView
  let badge = View(name: "badge"), tag = View(name: "tag")
  root.addSubview(badge)
  root.addSubview(tag)
  try activate {
    badge.leadingAnchor == root.safeAreaLayoutGuide.leadingAnchor + 16
    badge.topAnchor == root.safeAreaLayoutGuide.topAnchor
    badge.size == Size(width: 40, height: 20)
    tag.leftAnchor == root.leftAnchor + 10
    tag.topAnchor == badge.bottomAnchor
    tag.size == Size(width: 30, height: 10)
  }
}

@Suite("Sweeps: mirror, pages, finite frames")
struct SweepMirrorTests {
  @Test("runMirrored: leading flips, left keeps its place when named, on every device",
        arguments: SweepCase.all())
  func mirrored(_ sweep: SweepCase) throws {
    var directions: [LayoutDirection] = []
    try runMirrored(sweep, keepingPlace: ["tag"], build: badgeAndTag) { window, step in
      if step == 0 { directions.append(window.traits.layoutDirection) }
    }
    #expect(directions == [.leftToRight, .rightToLeft])
  }

  @Test("runMirrored: a view placed by left and not named fails, with the frames by hand")
  func unnamedLeft() throws {
    // iPhone SE portrait, 375 wide: the tag at x = 10 both ways; its mirror would be at
    // 375 - 10 - 30 = 335.
    let sweep = SweepCase(device: .iPhoneSE, start: .portrait, steps: [.landscape])
    #expect {
      try runMirrored(sweep, build: badgeAndTag)
    } throws: { error in
      let text = "\(error)"
      return text.hasPrefix(
        "iPhone SE: portrait -> landscape, rightToLeft, step 0 (portrait): right to left is "
          + "not the mirror of left to right: tag at (10, 40, 30, 10), expected (335, 40, 30, "
          + "10) (the mirror of (10, 40, 30, 10) in 375.0)")
    }
  }

  @Test("runMirrored: a carousel's pages and offset mirror; its page is kept through the steps",
        arguments: SweepCase.all([.iPhone16, .iPadMini]))
  func carousel(_ sweep: SweepCase) throws {
    var carousel: Carousel!
    try runMirrored(sweep, build: { window in
      carousel = try carouselScreen(window)
      carousel.scroll(toPage: 3)
    }) { window, _ in
      // Left to right page 3 is 3 widths from the left; right to left, of 5 pages, 1 width.
      let pages = window.traits.layoutDirection == .leftToRight ? 3.0 : 1.0
      #expect(carousel.contentOffset.x == pages * carousel.frame.width)
    }
  }

  @Test("assertOnPage: the page shown, or a failure naming the page and the offsets")
  func onPage() throws {
    let window = Device.iPhone16.window()
    let carousel = try carouselScreen(window)
    carousel.scroll(toPage: 2)
    window.layoutIfNeeded()
    try assertOnPage(carousel, 2)
    // 393 wide: page 1 would be at x 393; page 2 shows, at 786.
    #expect {
      try assertOnPage(carousel, 1)
    } throws: { error in
      "\(error)".hasPrefix(
        "photos should show page 1 at offset (393, 0) but shows page 2 at offset (786, 0)")
    }
  }

  @Test("run: a check that scrolls sets the page the next step must keep")
  func pageSetByCheck() throws {
    let sweep = SweepCase(device: .iPhoneSE, start: .portrait, steps: [.landscape, .portrait])
    var carousel: Carousel!
    var offsets: [Double] = []
    try run(sweep, build: { carousel = try carouselScreen($0) }) { window, step in
      if step == 0 { carousel.scroll(toPage: 4) }
      offsets.append(carousel.contentOffset.x)
    }
    // scroll(toPage:) moves the offset at once: page 4 is 4 x 375 = 1500 in portrait, then
    // 4 x 667 = 2668 in landscape and 1500 again, kept by the steps after the check that set it.
    let expected: [Double] = [1500, 2668, 1500]
    #expect(offsets == expected)
  }

  @Test("run: a paged scroll view whose page count changes is held to a whole page only")
  func pageCountChanges() throws {
    let sweep = SweepCase(device: .iPhone16, start: .portrait, steps: [.landscape, .portrait])
    var scroll: ScrollView!
    var pages: [Int] = []
    try run(sweep, build: { window in
      let root = window.rootView
      scroll = ScrollView(name: "pages")
      let content = View(name: "content")
      root.addSubview(scroll)
      scroll.addSubview(content)
      scroll.isPagingEnabled = true
      try activate {
        scroll.edges == root.edges
        content.edges == scroll.contentLayoutGuide.edges
        content.heightAnchor == scroll.frameLayoutGuide.heightAnchor
      }
      try window.add([
        ConstraintSet("four pages", when: .orientation(.portrait)) {
          content.widthAnchor == scroll.frameLayoutGuide.widthAnchor * 4
        },
        ConstraintSet("two pages", when: .orientation(.landscape)) {
          content.widthAnchor == scroll.frameLayoutGuide.widthAnchor * 2
        },
      ])
      window.layoutIfNeeded()
      scroll.scroll(toPage: 3)
    }) { _, _ in pages.append(scroll.currentPage) }
    // Portrait, 4 pages: page 3. Landscape, 2 pages: the last, 1 (offset 852, the most the
    // content allows). Portrait again: page 3, the page asked for, which the scroll view keeps.
    #expect(pages == [3, 1, 3])
  }

  @Test("assertFramesFinite and assertLayoutInvariants hold on a built example")
  func finite() throws {
    let window = Device.iPadPro13.window(.landscape)
    _ = try photoExample.build(window)
    try assertFramesFinite(window)
    try assertLayoutInvariants(window)
  }

  @Test("A parked cell outside the content after a rotation is not held to it; one on hand is")
  func parkedCells() throws {
    // Seed 004's plant markers right to left on an iPhone SE in landscape (667 wide, no
    // insets): 3 columns of (647 - 20) / 3 = 209 by 334.4, filling the line; item 3 starts
    // the second line, at the right: x = 667 - 10 - 209 = 448, y = 10 + 334.4 + 10 = 354.4.
    // In portrait (375 wide, 647 tall below the 20-point bar) one 220 x 352 item per line:
    // item 3 at y = 10 + 3 x 362 = 1096, beyond the 647 points in view and half a screen
    // (970.5), so its cell is parked at x 448, right of the 375-wide content.
    let window = Device.iPhoneSE.window(.landscape)
    var traits = window.traits
    traits.layoutDirection = .rightToLeft
    try window.resize(to: window.size, traits: traits)
    let plants = try plantMarkersScreen(window)
    let cell = try #require(plants.cell(at: 3))
    try window.rotate(to: .portrait)
    #expect(plants.cell(at: 3) == nil && cell.isHidden)
    #expect(cell.frame.isClose(to: Rect(x: 448, y: 354.4, width: 209, height: 334.4)))
    #expect(plants.contentSize.width == 375)
    try assertInsideScrollContent([cell])
    let onHand = try #require(plants.cell(at: 0))
    try assertInsideScrollContent([onHand])
  }
}
