import ReflowExamples
import ReflowLayout
import ReflowTesting
import Testing

/// Issue 16's settings list, against frames worked out by hand from DejaVu Sans's tables
/// (2048 units per em; a line is ascender 1901 - descender -483 = 2384 units high).
///
/// A row is the safe area's width W; its stack is inset 16 left and right and 11 top and
/// bottom; the switch is 51 wide, 12 from the text column, so each label is W - 95 wide.
/// Titles (body) take one line everywhere; a detail (footnote) wraps greedily at W - 95.
/// A row is 11 + max(body line + 2 + lines x footnote line, 31) + 11 high.
///
/// | category | body, footnote | body line | footnote line |
/// |---|---|---|---|
/// | L | 17, 13 pt | 19.7890625 | 15.1328125 |
/// | XXXL | 23, 19 pt | 26.7734375 | 22.1171875 |
/// | AX2 | 33, 27 pt | 38.4140625 | 31.4296875 |
///
/// The details' widths in units (no kerned pair changes a break): "Home network" and
/// "Always" fit on one line everywhere. At W - 95 = 298 (iPhone 16 portrait), L (at most
/// 298 x 2048 / 13 = 46,946 units a line): "Turns off wireless connections, calls and"
/// 41,064 / "messages" 10,271; "Banners, sounds and badges for new" 37,998 / "messages";
/// "Reduces background activity such as" 38,019 / "downloads and mail fetch until you can
/// fully" 45,324 / "charge your phone." 20,012; "Apps that support Dynamic Type adjust to"
/// 43,080 / "the reading size you prefer." 28,121. XXXL (32,121 a line): 2, 2, 4 ("Reduces
/// background activity" 29,606 / "such as downloads and mail" 28,926 / "fetch until you can
/// fully charge" 31,856 / "your phone." 12,316) and 3 lines. AX2 (22,604): 3, 3, 6
/// ("Reduces background" 21,406 / "activity such as" 15,962 / "downloads and mail" 20,513 /
/// "fetch until you can" 19,140 / "fully charge your" 17,321 / "phone.") and 4 lines.
///
/// At 639 (iPhone 16 landscape) and 649 (iPad mini portrait): L, only "Reduces ... charge
/// your" (96,946) / "phone." wraps; XXXL, it and "Apps that support Dynamic Type adjust to the
/// reading size you" (64,558) / "prefer." take two lines; AX2 (48,469 a line at 639, 49,228
/// at 649): "Banners, sounds and badges for new messages" is 48,920 units, two lines at 639
/// and one at 649. At 1,038 (iPad mini landscape) only AX2's "Reduces background activity
/// such as downloads and mail fetch until you" (74,644 of 78,734) wraps.
@Suite("Settings list")
struct SettingsListScreenTests {
  struct Case: Sendable, CustomStringConvertible {
    let device: Device
    let orientation: Orientation
    let category: ContentSizeCategory
    /// The safe area's leading and top insets, and its width, on that device and side.
    let safeLeft: Double, safeTop: Double, width: Double
    /// Each detail's line count, item by item.
    let detailLines: [Int]
    var description: String { "\(device.name) \(orientation) \(category.shortName)" }

    /// The body and footnote line heights at the case's category.
    var lineHeights: (body: Double, footnote: Double) {
      switch category {
      case .extraExtraExtraLarge: (26.7734375, 22.1171875)
      case .accessibilityLarge: (38.4140625, 31.4296875)
      default: (19.7890625, 15.1328125)
      }
    }

    /// The text column's height for an item with `lines` detail lines.
    func textHeight(_ lines: Int) -> Double {
      lineHeights.body + 2 + Double(lines) * lineHeights.footnote
    }

    /// The row's height for an item with `lines` detail lines.
    func rowHeight(_ lines: Int) -> Double { 11 + max(textHeight(lines), 31) + 11 }
  }

  static let categories: [(ContentSizeCategory, phonePortrait: [Int], phoneLandscape: [Int],
                           padPortrait: [Int], padLandscape: [Int])] = [
    (.large, [1, 2, 2, 3, 2, 1], [1, 1, 1, 2, 1, 1], [1, 1, 1, 2, 1, 1], [1, 1, 1, 1, 1, 1]),
    (.extraExtraExtraLarge, [1, 2, 2, 4, 3, 1], [1, 1, 1, 2, 2, 1], [1, 1, 1, 2, 2, 1],
     [1, 1, 1, 1, 1, 1]),
    (.accessibilityLarge, [1, 3, 3, 6, 4, 1], [1, 2, 2, 3, 2, 1], [1, 2, 1, 3, 2, 1],
     [1, 1, 1, 2, 1, 1]),
  ]

  static let cases: [Case] = categories.flatMap { c in
    [
      Case(device: .iPhone16, orientation: .portrait, category: c.0, safeLeft: 0, safeTop: 59,
           width: 393, detailLines: c.phonePortrait),
      Case(device: .iPhone16, orientation: .landscape, category: c.0, safeLeft: 59, safeTop: 0,
           width: 734, detailLines: c.phoneLandscape),
      Case(device: .iPadMini, orientation: .portrait, category: c.0, safeLeft: 0, safeTop: 24,
           width: 744, detailLines: c.padPortrait),
      Case(device: .iPadMini, orientation: .landscape, category: c.0, safeLeft: 0, safeTop: 24,
           width: 1133, detailLines: c.padLandscape),
    ]
  }

  /// Scrolls `list` to its end half a screen at a time, so that every item comes near the
  /// screen and is measured, then back to the top.
  static func scrollThrough(_ list: CollectionView) throws {
    let window = try #require(list.window)
    var y = 0.0
    while true {
      try list.setContentOffset(Point(x: 0, y: y))
      window.layoutIfNeeded()
      let end = max(0, list.contentSize.height - list.frame.height)
      if y >= end { break }
      y = min(y + list.frame.height / 2, end)
    }
    try list.setContentOffset(Point(x: 0, y: 0))
    window.layoutIfNeeded()
  }

  /// Every row's frame, stacked from the top at its hand-worked height, and the content size.
  static func expectRows(_ list: CollectionView, _ c: Case) {
    var y = 0.0
    for (index, lines) in c.detailLines.enumerated() {
      let expected = Rect(x: 0, y: y, width: c.width, height: c.rowHeight(lines))
      #expect(list.itemFrames[index].isClose(to: expected),
              "\(c) item \(index): \(list.itemFrames[index]) vs \(expected)")
      y += c.rowHeight(lines)
    }
    #expect(abs(list.contentSize.height - y) < 1e-9, "\(c): \(list.contentSize)")
  }

  @Test("Rows take their labels' heights at each category, device and orientation",
        arguments: cases)
  func rows(_ c: Case) throws {
    let window = c.device.window(c.orientation, contentSizeCategory: c.category)
    let screen = try SettingsListScreen(window)
    #expect(screen.list.frame == Rect(
      x: c.safeLeft, y: c.safeTop, width: c.width, height: screen.list.frame.height))
    try Self.scrollThrough(screen.list)
    Self.expectRows(screen.list, c)

    // Item 3, "Low Power Mode", the longest detail, inside its cell on screen.
    let cell = try #require(screen.cell(at: 3))
    let lines = c.detailLines[3], (body, footnote) = c.lineHeights
    let rowHeight = c.rowHeight(lines), textHeight = c.textHeight(lines)
    #expect(cell.frame.isClose(to: screen.list.itemFrames[3]))
    #expect(cell.row.frame.isClose(
      to: Rect(x: 16, y: 11, width: c.width - 32, height: rowHeight - 22)), "\(cell.row.frame)")
    let textWidth = c.width - 95
    #expect(cell.texts.frame.isClose(to: Rect(x: 0, y: 0, width: textWidth, height: textHeight)))
    #expect(cell.title.frame.isClose(to: Rect(x: 0, y: 0, width: textWidth, height: body)))
    #expect(cell.detail.frame.isClose(
      to: Rect(x: 0, y: body + 2, width: textWidth, height: Double(lines) * footnote)),
      "\(cell.detail.frame)")
    #expect(cell.detail.textLayout.lines.count == lines)
    // The switch is centred across the row.
    #expect(cell.toggle.frame.isClose(
      to: Rect(x: c.width - 32 - 51, y: (textHeight - 31) / 2, width: 51, height: 31)),
      "\(cell.toggle.frame)")
  }

  @Test("A change of category measures the rows again, as if built at the new one")
  func categoryChange() throws {
    let window = Device.iPhone16.window(.portrait)
    let screen = try SettingsListScreen(window)
    let large = try #require(Self.cases.first { $0.category == .large })
    let ax2 = try #require(Self.cases.first { $0.category == .accessibilityLarge })
    for c in [ax2, large] {
      var traits = window.traits
      traits.contentSizeCategory = c.category
      let measured = screen.list.measurementCount
      try window.resize(to: window.size, traits: traits)
      // All six rows are near the screen (at AX2 they total 940.2, less than the visible 759
      // and half a screen below it): each is measured once at the new category, in the pass
      // of the change, and scrolling through measures nothing more.
      #expect(screen.list.measurementCount - measured == 6)
      try Self.scrollThrough(screen.list)
      #expect(screen.list.measurementCount - measured == 6)
      Self.expectRows(screen.list, c)
      let cell = try #require(screen.cell(at: 0))
      #expect(cell.title.frame.height == c.lineHeights.body)
      #expect(cell.detail.frame.height == c.lineHeights.footnote)
    }
  }

  @Test("A rotation measures the rows again at the new width, and back")
  func rotation() throws {
    let window = Device.iPhone16.window(.portrait, contentSizeCategory: .extraExtraExtraLarge)
    let screen = try SettingsListScreen(window)
    let phone = Self.cases.filter {
      $0.device == .iPhone16 && $0.category == .extraExtraExtraLarge
    }
    for c in [phone[1], phone[0]] {
      try window.rotate(to: c.orientation)
      try Self.scrollThrough(screen.list)
      Self.expectRows(screen.list, c)
    }
  }
}
