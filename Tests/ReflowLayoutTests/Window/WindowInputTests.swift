import ReflowLayout
import Testing

/// The window's input at its edges (issue 17): insets that do not fit, zero sizes, resizing
/// across orientations, and a carousel's page before and through them.
@Suite("Window input: insets, zero sizes, orientations")
struct WindowInputTests {
  /// A view pinned to the root's safe area, to read the safe area as a frame.
  private func safeAreaProbe(in window: Window) throws -> View {
    let probe = View(name: "probe")
    window.rootView.addSubview(probe)
    try activate { probe.edges == window.rootView.safeAreaLayoutGuide.edges }
    window.layoutIfNeeded()
    return probe
  }

  @Test("Insets wider or taller than the window are refused; insets that fill it exactly fit")
  func insetsThatDoNotFit() throws {
    // Rule: the safe area is the window inset by its insets, so left + right <= width and
    // top + bottom <= height (UIKit's safe area never has a negative size).
    let size = Size(width: 100, height: 50)
    let wide = EdgeInsets(left: 60, right: 50)  // 110 > 100
    #expect(throws: LayoutError.safeAreaDoesNotFit(insets: wide, size: size)) {
      _ = try Window(size: size, safeAreaInsets: wide)
    }
    let tall = EdgeInsets(top: 30, bottom: 21)  // 51 > 50
    #expect(throws: LayoutError.safeAreaDoesNotFit(insets: tall, size: size)) {
      _ = try Window(size: size, safeAreaInsets: tall)
    }
    // 50 + 50 = 100: a safe area of zero width at x = 50.
    let window = try Window(size: size, safeAreaInsets: EdgeInsets(left: 50, right: 50))
    let probe = try safeAreaProbe(in: window)
    #expect(probe.frame == Rect(x: 50, y: 0, width: 0, height: 50))
    // The other orientation's insets are for the turned size, 50x100: 40 + 40 = 80 <= 100
    // fits (it would not in 100x50), 30 + 30 = 60 > 50 across does not.
    _ = try Window(size: size, otherOrientationSafeAreaInsets: EdgeInsets(top: 40, bottom: 40))
    let across = EdgeInsets(left: 30, right: 30)
    #expect(throws: LayoutError.safeAreaDoesNotFit(insets: across, size: size.swapped)) {
      _ = try Window(size: size, otherOrientationSafeAreaInsets: across)
    }
  }

  @Test("A resize whose insets do not fit throws and leaves the window as it was")
  func resizeThatDoesNotFit() throws {
    // Rule: bad input, clear thrown error, state unchanged. Shrinking to 60x80 (still
    // portrait) keeps the portrait insets: 59 + 34 = 93 > 80.
    let window = try Window(
      size: Size(width: 393, height: 852), safeAreaInsets: EdgeInsets(top: 59, bottom: 34))
    let probe = try safeAreaProbe(in: window)
    let small = Size(width: 60, height: 80)
    #expect(throws: LayoutError.safeAreaDoesNotFit(insets: EdgeInsets(top: 59, bottom: 34), size: small)) {
      try window.resize(to: small)
    }
    #expect(window.size == Size(width: 393, height: 852))
    #expect(window.safeAreaInsets == EdgeInsets(top: 59, bottom: 34))
    #expect(probe.frame == Rect(x: 0, y: 59, width: 393, height: 852 - 93))
    #expect(window.rootView.frame == Rect(x: 0, y: 0, width: 393, height: 852))
  }

  @Test("A zero-sized window lays out: every frame is solved, at zero size")
  func zeroSizedWindow() throws {
    // Rule: a zero size is valid input (a window being set up, a collapsed split pane); the
    // insets must be zero then, since they must fit in it.
    let window = try Window(size: .zero)
    let probe = try safeAreaProbe(in: window)
    let card = View(name: "card")
    window.rootView.addSubview(card)
    try activate {
      card.centerXAnchor == window.rootView.centerXAnchor
      card.topAnchor == window.rootView.topAnchor + 10
      card.widthAnchor == window.rootView.widthAnchor * 0.5
      card.heightAnchor == 20
    }
    window.layoutIfNeeded()
    #expect(window.rootView.frame == Rect(x: 0, y: 0, width: 0, height: 0))
    #expect(probe.frame == Rect(x: 0, y: 0, width: 0, height: 0))
    #expect(card.frame == Rect(x: 0, y: 10, width: 0, height: 20))
    #expect(window.ambiguousViews().isEmpty)
    // Growing to 200x100: the card is 100 wide, centred at 100.
    try window.resize(to: Size(width: 200, height: 100))
    #expect(card.frame == Rect(x: 50, y: 10, width: 100, height: 20))
    // A window with insets cannot shrink to zero keeping them: give zero insets.
    let phone = try Window(
      size: Size(width: 393, height: 852), safeAreaInsets: EdgeInsets(top: 59, bottom: 34))
    #expect(throws: LayoutError.self) { try phone.resize(to: .zero) }
    try phone.resize(to: .zero, safeAreaInsets: .zero)
    #expect(phone.rootView.frame.size == .zero)
  }

  @Test("resize(to:) across orientations takes the other orientation's insets, as rotate() does")
  func resizeAcrossOrientations() throws {
    // Rule (ours, matching rotate()): a resize to a size of the other orientation, without
    // insets, takes the insets given for that orientation (iPhone 16: portrait top 59 bottom
    // 34, landscape left 59 right 59 bottom 21), and the insets it leaves become the other
    // orientation's. Insets given explicitly are used as given.
    let portrait = EdgeInsets(top: 59, bottom: 34)
    let landscape = EdgeInsets(top: 0, left: 59, bottom: 21, right: 59)
    let window = try Window(
      size: Size(width: 393, height: 852), safeAreaInsets: portrait,
      otherOrientationSafeAreaInsets: landscape)
    let probe = try safeAreaProbe(in: window)
    try window.resize(to: Size(width: 852, height: 393))
    #expect(window.traits.orientation == .landscape)
    #expect(window.safeAreaInsets == landscape)
    // x = 59, width = 852 - 59 - 59 = 734, height = 393 - 21 = 372.
    #expect(probe.frame == Rect(x: 59, y: 0, width: 734, height: 372))
    // A landscape resize keeps the landscape insets (same orientation: unchanged).
    try window.resize(to: Size(width: 800, height: 393))
    #expect(window.safeAreaInsets == landscape)
    // Back across: the portrait insets again; rotate() then finds the landscape ones.
    try window.resize(to: Size(width: 393, height: 852))
    #expect(window.safeAreaInsets == portrait)
    #expect(probe.frame == Rect(x: 0, y: 59, width: 393, height: 852 - 93))
    try window.rotate()
    #expect(window.safeAreaInsets == landscape)
    try window.rotate()
    // Explicit insets across orientations are used; the ones left behind are remembered.
    let custom = EdgeInsets(left: 44, right: 44)
    try window.resize(to: Size(width: 852, height: 393), safeAreaInsets: custom)
    #expect(window.safeAreaInsets == custom)
    try window.rotate()
    #expect(window.safeAreaInsets == portrait)
  }

  @Test("Without insets for the other orientation, resize(to:) turns the current ones")
  func resizeTurnsInsets() throws {
    // Rule: as rotate(), the insets turn a quarter with the device: to landscape
    // counterclockwise, (top 59, bottom 34) becomes (left 59, right 34).
    let window = try Window(
      size: Size(width: 393, height: 852), safeAreaInsets: EdgeInsets(top: 59, bottom: 34))
    try window.resize(to: Size(width: 852, height: 393))
    #expect(window.safeAreaInsets == EdgeInsets(top: 0, left: 59, bottom: 0, right: 34))
    try window.resize(to: Size(width: 393, height: 852))
    #expect(window.safeAreaInsets == EdgeInsets(top: 59, bottom: 34))
  }

  /// A 5-page carousel filling a 400x300 window (no insets).
  private func carousel(in window: Window) throws -> Carousel {
    let carousel = Carousel(name: "pages", pageCount: 5)
    window.rootView.addSubview(carousel)
    try activate { carousel.edges == window.rootView.edges }
    return carousel
  }

  @Test("scroll(toPage:) before the first layout pass keeps its page; the pass shows it")
  func pageBeforeFirstPass() throws {
    // Rule: page n of a paged scroll view is at offset n x width (UIKit's paging); a page
    // asked for before the pages exist is kept, and clamped to the last page once they do.
    let window = try Window(size: Size(width: 400, height: 300))
    let pages = try carousel(in: window)
    pages.scroll(toPage: 3)
    #expect(pages.currentPage == 3)
    window.layoutIfNeeded()
    #expect(pages.currentPage == 3)
    #expect(pages.contentSize == Size(width: 2000, height: 300))
    #expect(pages.contentOffset == Point(x: 1200, y: 0))
    #expect(pages.cell(at: 3)?.frame == Rect(x: 1200, y: 0, width: 400, height: 300))
    // Before it is in a window, and past the end: the last page, 4, at 1600.
    let other = try Window(size: Size(width: 400, height: 300))
    let late = Carousel(name: "late", pageCount: 5)
    late.scroll(toPage: 9)
    other.rootView.addSubview(late)
    try activate { late.edges == other.rootView.edges }
    other.layoutIfNeeded()
    #expect(late.currentPage == 4)
    #expect(late.contentOffset == Point(x: 1600, y: 0))
  }

  @Test("A zero-height window keeps the carousel on its page")
  func zeroHeightCarousel() throws {
    // Rule: one page per item whatever the height (a line with no room holds one item), so
    // at height 0 the content is still 5 x 400 = 2000 wide and page 3 at 1200.
    let window = try Window(size: Size(width: 400, height: 300))
    let pages = try carousel(in: window)
    window.layoutIfNeeded()
    pages.scroll(toPage: 3)
    window.layoutIfNeeded()
    try window.resize(to: Size(width: 400, height: 0))
    #expect(pages.contentSize == Size(width: 2000, height: 0))
    #expect(pages.currentPage == 3)
    #expect(pages.contentOffset == Point(x: 1200, y: 0))
    try window.resize(to: Size(width: 400, height: 300))
    #expect(pages.currentPage == 3)
    #expect(pages.contentOffset == Point(x: 1200, y: 0))
    #expect(pages.cell(at: 3)?.frame == Rect(x: 1200, y: 0, width: 400, height: 300))
    // A zero-sized window has no pages to show, and still keeps the page for later.
    try window.resize(to: .zero)
    #expect(pages.currentPage == 3)
    try window.resize(to: Size(width: 500, height: 300))
    #expect(pages.contentOffset == Point(x: 1500, y: 0))
  }

  @Test("Docs/layout.md's window input example: insets across orientations, misfit, zero height")
  func layoutGuideExample() throws {
    // The example of Docs/layout.md, verbatim (the drift test checks it); the printed values
    // are checked below by the rules above.
    let phone = try Window(size: Size(width: 393, height: 852),
                           safeAreaInsets: EdgeInsets(top: 59, bottom: 34),
                           otherOrientationSafeAreaInsets: EdgeInsets(left: 59, bottom: 21, right: 59))
    try phone.resize(to: Size(width: 852, height: 393))
    print(phone.safeAreaInsets)   // (top 0, left 59, bottom 21, right 59): the landscape insets
    do {
      try phone.resize(to: Size(width: 852, height: 20))
    } catch {
      print(error)   // The safe-area insets (top 0, left 59, bottom 21, right 59) do not fit in the window 852x20: ...
    }
    try phone.resize(to: Size(width: 852, height: 0), safeAreaInsets: EdgeInsets(left: 59, right: 59))
    print(phone.rootView.frame)   // (0, 0, 852, 0)
    #expect(phone.rootView.frame == Rect(x: 0, y: 0, width: 852, height: 0))
    #expect(phone.safeAreaInsets == EdgeInsets(left: 59, right: 59))
    #expect(throws: LayoutError.safeAreaDoesNotFit(
      insets: EdgeInsets(left: 59, bottom: 21, right: 59), size: Size(width: 852, height: 20))) {
      try phone.resize(to: Size(width: 852, height: 20), safeAreaInsets: EdgeInsets(left: 59, bottom: 21, right: 59))
    }
  }
}
