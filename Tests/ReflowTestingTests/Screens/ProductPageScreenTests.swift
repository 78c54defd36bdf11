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
    #expect(page.title.frame.isClose(to: title), "\(page.title.frame)")
    #expect(page.title.textLayout.lines.map(\.text) == ["Desk lamp"])
    let baseline = top + 25.990234375
    #expect(abs(page.title.frame.minY + page.title.font.ascender - baseline) < 1e-9)

    let price = Rect(
      x: c.safeLeft + c.safeWidth - 16 - 41.9912109375, y: baseline - 20.4208984375,
      width: 41.9912109375, height: 25.609375)
    #expect(page.price.frame.isClose(to: price), "\(page.price.frame)")
    // The price's first baseline is the title's, although its font is smaller.
    #expect(abs(page.price.frame.minY + page.price.font.ascender - baseline) < 1e-9)

    let lines = Double(c.descriptionLines)
    let details = Rect(x: left, y: top + 32.59375 + 8, width: width, height: lines * 19.7890625)
    #expect(page.details.frame.isClose(to: details), "\(page.details.frame)")
    #expect(page.details.textLayout.lines.count == c.descriptionLines)

    let buttonWidth = (width - 8) / 2
    #expect(page.buttons.frame.isClose(
      to: Rect(x: left, y: details.maxY + 16, width: width, height: 44)))
    #expect(page.buy.frame.isClose(to: Rect(x: 0, y: 0, width: buttonWidth, height: 44)))
    #expect(page.save.frame.isClose(
      to: Rect(x: buttonWidth + 8, y: 0, width: buttonWidth, height: 44)))
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
