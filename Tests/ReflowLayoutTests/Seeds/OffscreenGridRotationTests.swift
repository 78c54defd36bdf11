import ReflowExamples
import ReflowLayout
import ReflowTesting
import Testing

// Seed 001: a thumbnail grid forced to 4 across (item = (width - 6) / 4, 2 points apart) and
// a full-screen pager (item = width x 0.8 height) that must re-size on rotation; a screen
// rotated while not visible still had its old size when it came back.
//
// The screen, `PhotoBrowser`, is in Sources/ReflowExamples/PhotoBrowser.swift:
// the demo's catalogue shows the very screen these tests prove.

@Suite("Seed 001: off-screen grids and pagers resize with the window")
struct OffscreenGridRotationTests {
  /// The grid in a safe area `size`: 60 thumbnails 4 across, (width - 3 x 2) / 4 square,
  /// 2 points apart both ways; 15 rows.
  static func expectedGrid(_ size: Size) -> (items: [Rect], content: Size) {
    let side = (size.width - 6) / 4
    let items = SeedRules.grid(
      count: 60, perLine: 4, item: Size(width: side, height: side), spacing: 2)
    return (items, Size(width: size.width, height: 15 * side + 14 * 2))
  }

  /// The pager in a safe area `size`: 60 photos side by side, each the width by 0.8 of the
  /// height (two never fit in one column), at the top.
  static func expectedPager(_ size: Size) -> (items: [Rect], content: Size) {
    let item = Size(width: size.width, height: size.height * 0.8)
    let items = (0..<60).map {
      Rect(x: Double($0) * size.width, y: 0, width: item.width, height: item.height)
    }
    return (items, Size(width: 60 * size.width, height: size.height))
  }

  /// Checks the grid fills the safe area of `device` in `orientation` with its thumbnails
  /// where the rule puts them (`hidden`: whether it is under the pager).
  static func expectGrid(
    _ browser: PhotoBrowser, _ device: Device, _ orientation: Orientation, hidden: Bool,
    _ context: String, direction: LayoutDirection = .leftToRight,
    sourceLocation: SourceLocation = #_sourceLocation
  ) throws {
    let safe = SeedRules.safeRect(device, orientation)
    #expect(browser.grid.isHidden == hidden, "\(context)", sourceLocation: sourceLocation)
    try assertFrame(of: browser.stack, equals: safe, "\(context): the stack fills the safe area")
    try assertFrame(
      of: browser.grid, equals: Rect(x: 0, y: 0, width: safe.width, height: safe.height),
      "\(context): the grid fills the stack")
    let grid = expectedGrid(safe.size)
    SeedRules.expectItems(
      of: browser.grid, equal: SeedRules.mirrored(grid.items, in: safe.width, direction),
      contentSize: grid.content, context, sourceLocation: sourceLocation)
  }

  /// Checks the pager fills the safe area, its photos where the rule puts them, scrolled to
  /// photo `page`: the offset is page x width and that photo's cell fills the visible rect.
  static func expectPager(
    _ browser: PhotoBrowser, _ device: Device, _ orientation: Orientation, page: Int,
    _ context: String, sourceLocation: SourceLocation = #_sourceLocation
  ) throws {
    let safe = SeedRules.safeRect(device, orientation)
    let pager = browser.pager
    try assertFrame(
      of: pager, equals: Rect(x: 0, y: 0, width: safe.width, height: safe.height),
      "\(context): the pager fills the stack")
    let expected = expectedPager(safe.size)
    SeedRules.expectItems(
      of: pager, equal: expected.items, contentSize: expected.content, context,
      sourceLocation: sourceLocation)
    #expect(
      pager.contentOffset == Point(x: Double(page) * safe.width, y: 0),
      "\(context): offset \(pager.contentOffset)", sourceLocation: sourceLocation)
    #expect(
      pager.cell(at: page)?.frame.isClose(
        to: Rect(origin: pager.contentOffset, size: expected.items[page].size), tolerance: 1e-9)
        == true,
      "\(context): photo \(page) in view", sourceLocation: sourceLocation)
  }

  @Test("Four across with 2 points between, after every rotation step, every preset, both ways",
        arguments: SeedRules.sweeps)
  func grid(_ sweep: SweepCase) throws {
    var browser: PhotoBrowser!
    try run(sweep, build: { browser = try PhotoBrowser($0) }) { window, step in
      try Self.expectGrid(
        browser, sweep.device, window.traits.orientation, hidden: false, "\(sweep), step \(step)",
        direction: sweep.layoutDirection)
    }
  }

  @Test("Rotated under the pager, the hidden grid has the new size at once; the photo stays",
        arguments: SeedRules.devices)
  func hiddenGrid(device: Device) throws {
    for start in [Orientation.portrait, .landscape] {
      let window = device.window(start)
      let browser = try PhotoBrowser(window)
      try browser.showPhoto(7, in: window)
      let context = "\(device.name) from \(start)"
      try Self.expectPager(browser, device, start, page: 7, "\(context), pushed")
      try Self.expectGrid(browser, device, start, hidden: true, "\(context), pushed")
      // Turned four times while hidden; checked right after each turn, with no layout pass of
      // the test's own.
      for orientation in [start.rotated, start, start.rotated, start] {
        try window.rotate()
        try Self.expectGrid(
          browser, device, orientation, hidden: true, "\(context), \(orientation)")
        try Self.expectPager(browser, device, orientation, page: 7, "\(context), \(orientation)")
      }
      try window.rotate()
      browser.stack.pop()
      try Self.expectGrid(browser, device, start.rotated, hidden: false, "\(context), popped")
      #expect(browser.pager.window == nil)
    }
  }
}
