import ReflowExamples
import ReflowLayout
import ReflowTesting
import Testing

/// Issue 16's product page, against frames worked out by hand from DejaVu Sans's tables
/// (2048 units per em; ascender 1901, descender -483, so a line is 2384 units high).
///
/// - Title, "Desk lamp" at 28 pt: D 1577 + e 1260 + s 1067 + k 1186 + space 651 + l 569 +
///   a 1255 + m 1995 + p 1300 = 10,860 units (no kerned pair), 148.4765625 wide;
///   2384 x 28 / 2048 = 32.59375 high; first baseline 1901 x 28 / 2048 = 25.990234375 below
///   its top.
/// - Price, "€49" at 22 pt: 1303 x 3 = 3909 units, 41.9912109375 wide, 25.609375 high; its
///   ascent 1901 x 22 / 2048 = 20.4208984375, so its top is that far above the title's
///   baseline.
/// - Description at 17 pt (a line 19.7890625 high), wrapped greedily at the content width:
///   at 361 its widest lines are "light, a heavy base that keeps it steady" (40,549 units,
///   336.6) and "and an arm that folds flat when you need" (42,499, 352.8), and "the room."
///   is left for a fourth line; at 702, 712 and 1,101 the first line takes up to "...steady
///   and" (84,248 units, 699.3) and the rest (48,607 units, 403.5) fits on a second.
/// - Buttons: `fillEqually` with 8 between: (content width - 8) / 2 each.
@Suite("Product page")
struct ProductPageScreenTests {
  struct Case: Sendable, CustomStringConvertible {
    let device: Device
    let orientation: Orientation
    /// The safe area's leading and top insets, and its width, on that device and side.
    let safeLeft: Double, safeTop: Double, safeWidth: Double
    let descriptionLines: Int
    var description: String { "\(device.name) \(orientation)" }
  }

  static let cases = [
    Case(device: .iPhone16, orientation: .portrait, safeLeft: 0, safeTop: 59, safeWidth: 393,
         descriptionLines: 4),
    Case(device: .iPhone16, orientation: .landscape, safeLeft: 59, safeTop: 0, safeWidth: 734,
         descriptionLines: 2),
    Case(device: .iPadMini, orientation: .portrait, safeLeft: 0, safeTop: 24, safeWidth: 744,
         descriptionLines: 2),
    Case(device: .iPadMini, orientation: .landscape, safeLeft: 0, safeTop: 24,
         safeWidth: 1133, descriptionLines: 2),
  ]

  @Test("Title, price on its baseline, description and equal buttons, by hand", arguments: cases)
  func frames(_ c: Case) throws {
    // Built in portrait and rotated, so the landscape cases check the re-wrap too.
    let window = c.device.window(.portrait)
    let page = try ProductPageScreen(window)
    try window.rotate(to: c.orientation)
    let left = c.safeLeft + 16, top = c.safeTop + 16, width = c.safeWidth - 32

    let title = Rect(x: left, y: top, width: 148.4765625, height: 32.59375)
    #expect(page.title.frameInWindow.isClose(to: title), "\(page.title.frameInWindow)")
    #expect(page.title.textLayout.lines.map(\.text) == ["Desk lamp"])
    let baseline = top + 25.990234375
    #expect(abs(page.title.frameInWindow.minY + page.title.font.ascender - baseline) < 1e-9)

    let price = Rect(
      x: c.safeLeft + c.safeWidth - 16 - 41.9912109375, y: baseline - 20.4208984375,
      width: 41.9912109375, height: 25.609375)
    #expect(page.price.frameInWindow.isClose(to: price), "\(page.price.frameInWindow)")
    // The price's first baseline is the title's, although its font is smaller.
    #expect(abs(page.price.frameInWindow.minY + page.price.font.ascender - baseline) < 1e-9)

    let lines = Double(c.descriptionLines)
    let details = Rect(x: left, y: top + 32.59375 + 8, width: width, height: lines * 19.7890625)
    #expect(page.details.frameInWindow.isClose(to: details), "\(page.details.frameInWindow)")
    #expect(page.details.textLayout.lines.count == c.descriptionLines)

    let buttonWidth = (width - 8) / 2
    #expect(page.buttons.frameInWindow.isClose(
      to: Rect(x: left, y: details.maxY + 16, width: width, height: 44)))
    #expect(page.buy.frame.isClose(to: Rect(x: 0, y: 0, width: buttonWidth, height: 44)))
    #expect(page.save.frame.isClose(
      to: Rect(x: buttonWidth + 8, y: 0, width: buttonWidth, height: 44)))
  }

  @Test("At AX5 the page is taller than a phone's screen, and scrolls")
  func scrollsAtLargestText() throws {
    let window = Device.iPhone16.window(
      .portrait, contentSizeCategory: .accessibilityExtraExtraExtraLarge)
    let page = try ProductPageScreen(window)
    // Title 1 is 58 pt at AX5: a line 2384 x 58 / 2048 = 67.515625. The body is 53 pt, a line
    // 61.6953125, at most 361 x 2048 / 53 = 13,949.6 units: "An" (2,699; "An adjustable" is
    // 14,026) / "adjustable" 10,676 / "desk lamp" 10,583 / "with a warm" 12,633 / "light, a"
    // 7,096 / "heavy base" 11,770 / "that keeps it" 12,833 / "steady and" 11,401 / "an arm
    // that" 12,070 / "folds flat" 8,909 / "when you" 9,945 / "need the" 9,130 / "room.":
    // 13 lines. The page: 16 + 67.515625 + 8 + 13 x 61.6953125 + 16 + 44 + 16.
    #expect(page.details.textLayout.lines.count == 13)
    #expect(abs(page.scroll.contentSize.height - 969.5546875) < 1e-9, "\(page.scroll.contentSize)")
    #expect(page.scroll.contentSize.width == 393)
    #expect(page.scroll.frame == Rect(x: 0, y: 59, width: 393, height: 759))
    // Scrolled to the end, the buttons' bottom is the margin above the scroll view's bottom.
    try page.scroll.setContentOffset(Point(x: 0, y: 969.5546875 - 759))
    window.layoutIfNeeded()
    let bottom = page.buttons.frameInWindow.maxY - page.scroll.contentOffset.y
    #expect(abs(bottom - (59 + 759 - 16)) < 1e-9, "\(bottom)")
  }

  @Test("Rotating back restores the portrait frames")
  func rotatesBack() throws {
    let window = Device.iPhone16.window(.portrait)
    let page = try ProductPageScreen(window)
    let views: [View] = [page.title, page.price, page.details, page.buttons, page.buy, page.save]
    let portrait = views.map(\.frame)
    try window.rotate()
    #expect(page.details.frame.width == 702)
    try window.rotate()
    for (view, frame) in zip(views, portrait) {
      #expect(view.frame.isClose(to: frame), "\(view.name): \(view.frame) vs \(frame)")
    }
  }
}
