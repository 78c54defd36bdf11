import ReflowExamples
import ReflowLayout
import ReflowTesting
import Testing

// Seed 000: a paged, full-width image carousel, a third of the height in portrait (half on
// iPad), full screen in landscape; common, portrait and landscape sets swapped on a vertical
// size-class change; the visible page must survive rotation (offset = page x new width),
// with no flicker mid-rotation.
//
// The screen, `carouselScreen(_:pages:)`, is in Sources/ReflowExamples/CarouselScreen.swift:
// the demo's catalogue shows the very screen these tests prove.

@Suite("Seed 000: the carousel keeps its page through rotation")
struct CarouselRotationTests {
  /// The expected carousel frame on `device` in `orientation`.
  static func expectedFrame(_ device: Device, _ orientation: Orientation) -> Rect {
    let size = device.size(orientation)
    if orientation == .landscape { return Rect(x: 0, y: 0, width: size.width, height: size.height) }
    let share = device.idiom == .pad ? 0.5 : 0.33
    return Rect(x: 0, y: device.safeArea(orientation).top, width: size.width, height: size.height * share)
  }

  @Test("Frames, page and item sizes after every step, on every preset, both directions",
        arguments: SeedRules.sweeps)
  func sweep(_ sweep: SweepCase) throws {
    var carousel: Carousel!
    try run(sweep, build: { window in
      carousel = try carouselScreen(window)
      carousel.scroll(toPage: 3)
    }) { window, _ in
      let orientation = window.traits.orientation
      try assertFrame(of: carousel, equals: Self.expectedFrame(sweep.device, orientation))
      try assertItemSizes(of: carousel, equal: carousel.frame.size)
      try assertItemsPerLine(of: carousel, equals: 1)
      // Page 3 is what shows: the offset is 3 widths from the content's start (left to right
      // its left edge; right to left its right edge, so the physical offset is (5 - 1 - 3)
      // widths, UIKit's contentOffset staying physical) and page 3's cell fills the view.
      let pagesBefore = sweep.layoutDirection == .leftToRight ? 3.0 : 1.0
      #expect(carousel.contentOffset == Point(x: pagesBefore * carousel.frame.width, y: 0))
      #expect(carousel.cell(at: 3).map { !$0.isHidden && $0.frame == carousel.visibleRect } == true)
      try assertContentSize(
        of: carousel, equals: Size(width: 5 * carousel.frame.width, height: carousel.frame.height))
      #expect(window.activeSets.map(\.name).contains(orientation == .portrait ? "portrait" : "landscape"))
    }
  }

  /// Where the carousel and each page on hand are on screen, read from the views: the
  /// carousel's frame in the window, and each page's frame in the content moved by the
  /// carousel's origin less its offset.
  static func onScreen(_ carousel: Carousel) -> (carousel: Rect, pages: [Int: Rect]) {
    let frame = carousel.frameInWindow
    let offset = carousel.contentOffset
    var pages: [Int: Rect] = [:]
    for (index, cell) in carousel.visibleCells where !cell.isHidden {
      pages[index] = cell.frame.offsetBy(dx: frame.x - offset.x, dy: frame.y - offset.y)
    }
    return (frame, pages)
  }

  @Test("No flicker: during an animated rotation only the current page is in view",
        arguments: [Device.iPhoneSE, .iPhone16ProMax, .iPadPro13])
  func noFlicker(device: Device) throws {
    let window = device.window(.portrait)
    let carousel = try carouselScreen(window)
    carousel.scroll(toPage: 2)
    window.layoutIfNeeded()
    for turn in 0..<2 {
      let before = Self.onScreen(carousel)
      let cellsBefore = Dictionary(
        uniqueKeysWithValues: carousel.visibleCells.map { ($0.index, $0.cell) })
      let transition = try window.rotate(animated: true)
      let after = Self.onScreen(carousel)
      let context = "\(device), turn \(turn)"
      // Page 2 is what shows, before and after: it fills the carousel.
      #expect(before.pages[2] == before.carousel && after.pages[2] == after.carousel, "\(context)")
      #expect(before.pages.keys.sorted() == [1, 2, 3] && after.pages.keys.sorted() == [1, 2, 3])
      // The animation starts and ends where the views were seen to be.
      #expect(transition.frame(of: carousel, at: 0) == before.carousel, "\(context)")
      #expect(transition.frame(of: carousel, at: 1) == after.carousel, "\(context)")
      for (index, cell) in cellsBefore {
        let ends = (transition.frame(of: cell, at: 0), transition.frame(of: cell, at: 1))
        #expect(ends.0 == before.pages[index], "\(context), page \(index)")
        #expect(ends.1 == after.pages[index], "\(context), page \(index)")
      }
      // In between, at 21 moments: page 2 fills the carousel and no other page shows.
      for t in stride(from: 0.0, through: 1.0, by: 0.05) {
        let frame = try #require(transition.frame(of: carousel, at: t))
        for (index, cell) in cellsBefore {
          let page = try #require(
            transition.frame(of: cell, at: t), "\(context): page \(index) at t = \(t)")
          if index == 2 {
            #expect(
              page.isClose(to: frame, tolerance: 1e-9),
              "\(context): page 2 at \(page), carousel \(frame), t = \(t)")
          } else {
            let overlap = min(page.maxX, frame.maxX) - max(page.x, frame.x)
            #expect(
              overlap <= 1e-9, "\(context): page \(index) shows \(overlap) points at t = \(t)")
          }
        }
      }
    }
  }

  @Test("1,000 random resizes keep the page and every invariant")
  func randomResizes() throws {
    var random = SplitMix64(seed: 0xC0)
    let window = Device.iPadPro13.window()
    let carousel = try carouselScreen(window, pages: 8)
    carousel.scroll(toPage: 5)
    window.layoutIfNeeded()
    for step in 0..<1000 {
      let width = 320 + random.next(below: 1100)
      let height = 320 + random.next(below: 1100)
      try window.resize(to: Size(width: Double(width), height: Double(height)))
      #expect(carousel.contentOffset.x == 5 * carousel.frame.width, "seed 0xC0, step \(step)")
      try assertCellsMatchItems(carousel)
      try assertRequiredConstraintsHold(window)
    }
    try assertNoAmbiguity(window)
  }
}
