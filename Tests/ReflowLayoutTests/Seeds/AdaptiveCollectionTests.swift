import ReflowExamples
import ReflowLayout
import ReflowTesting
import Testing

// Seed 002: a list when the width is compact and the height regular (iPhone portrait, iPad
// split view), a grid of 4 columns otherwise; square grid items ((width - spacing x 3) / 4);
// laid out again only when the display mode or the container width really changes.
//
// The screen, `adaptiveCollectionScreen(_:)`, is in
// Sources/ReflowExamples/AdaptiveCollectionScreen.swift:
// the demo's catalogue shows the very screen these tests prove.

@Suite("Seed 002: a list or a grid, by traits")
struct AdaptiveCollectionTests {
  enum Display { case list, grid }

  /// The display on each preset, by hand from the seed's table: a list where the width is
  /// compact and the height regular. Phones: compact width in portrait (list); compact
  /// height in landscape (grid, even on the Pro Max whose landscape width is regular). Pads:
  /// height always regular; width regular from 678 points (full screen, half split view), so
  /// the 375 and 639 wide panes are lists in portrait and grids once turned (1024 and 1366
  /// wide).
  static let display: [String: (portrait: Display, landscape: Display)] = [
    "iPhone SE": (.list, .grid),
    "iPhone 16": (.list, .grid),
    "iPhone 16 Pro Max": (.list, .grid),
    "iPad mini": (.grid, .grid),
    "iPad Pro 13\"": (.grid, .grid),
    "iPad Pro 13\" split 1/3": (.list, .grid),
    "iPad Pro 13\" split 1/2": (.grid, .grid),
    "iPad Pro 13\" split 2/3 portrait": (.list, .grid),
  ]

  /// The 40 items of the seed's collection in `display` at `width`: rows as wide as the
  /// collection and 130 tall, 10 apart; or 4 square columns of (width - 3 x 10) / 4, 10 apart.
  static func expected(_ display: Display, width: Double) -> (items: [Rect], content: Size) {
    switch display {
    case .list:
      let items = SeedRules.grid(
        count: 40, perLine: 1, item: Size(width: width, height: 130), spacing: 10)
      return (items, Size(width: width, height: 40 * 130 + 39 * 10))
    case .grid:
      let side = (width - 30) / 4
      let items = SeedRules.grid(
        count: 40, perLine: 4, item: Size(width: side, height: side), spacing: 10)
      return (items, Size(width: width, height: 10 * side + 9 * 10))
    }
  }

  @Test("List or grid on every preset and orientation, both directions, frames by the rules",
        arguments: SeedRules.sweeps)
  func mode(_ sweep: SweepCase) throws {
    let modes = try #require(
      Self.display[sweep.device.name], "no expected display for \(sweep.device)")
    var collection: CollectionView!
    try run(sweep, build: { collection = try adaptiveCollectionScreen($0) }) { window, step in
      let orientation = window.traits.orientation
      let safe = SeedRules.safeRect(sweep.device, orientation)
      let display = orientation == .portrait ? modes.portrait : modes.landscape
      try assertFrame(of: collection, equals: safe, "the safe area")
      let (items, content) = Self.expected(display, width: safe.width)
      SeedRules.expectItems(
        of: collection,
        equal: SeedRules.mirrored(items, in: content.width, sweep.layoutDirection),
        contentSize: content, "\(sweep), step \(step) (\(display))")
    }
  }

  @Test("The display changes at an unchanged width: a phone's height crosses 500 points")
  func modeChangeAtSameWidth() throws {
    let window = Device.iPhone16.window()
    let collection = try adaptiveCollectionScreen(window)
    let before = collection.layoutCount
    // 393 wide either way; 480 tall makes the height compact (under 500): a grid. The insets
    // stay 59 and 34, so the collection is 393 x 387.
    try window.resize(to: Size(width: 393, height: 480))
    #expect(collection.layoutCount == before + 1)
    try assertFrame(of: collection, equals: Rect(x: 0, y: 59, width: 393, height: 387))
    let grid = Self.expected(.grid, width: 393)
    SeedRules.expectItems(of: collection, equal: grid.items, contentSize: grid.content, "393x480")
    #expect(collection.itemFrames[5] == Rect(x: 100.75, y: 100.75, width: 90.75, height: 90.75))
    // Back to the full height, still 393 wide: a list again.
    try window.resize(to: Size(width: 393, height: 852))
    #expect(collection.layoutCount == before + 2)
    let list = Self.expected(.list, width: 393)
    SeedRules.expectItems(of: collection, equal: list.items, contentSize: list.content, "393x852")
  }

  @Test("The display changes with the traits alone, at the same size: a split view's pane")
  func modeChangeAtSameSize() throws {
    let window = Device.iPadPro13SplitThird.window()
    let collection = try adaptiveCollectionScreen(window)
    let list = Self.expected(.list, width: 375)
    SeedRules.expectItems(of: collection, equal: list.items, contentSize: list.content, "compact")
    let before = collection.layoutCount
    var regular = window.traits
    regular.horizontalSizeClass = .regular
    try window.resize(to: window.size, traits: regular)
    #expect(collection.layoutCount == before + 1)
    let grid = Self.expected(.grid, width: 375)
    SeedRules.expectItems(of: collection, equal: grid.items, contentSize: grid.content, "regular")
    #expect(collection.itemFrames[1] == Rect(x: 96.25, y: 0, width: 86.25, height: 86.25))
  }

  @Test("The display mode follows the traits: list on a phone in portrait, grid in landscape")
  func phone() throws {
    let window = Device.iPhone16.window()
    let collection = try adaptiveCollectionScreen(window)
    try assertItemsPerLine(of: collection, equals: 1)
    try window.rotate()
    try assertItemsPerLine(of: collection, equals: 4)
  }

  @Test("Laid out again only when the mode or the width really changes")
  func onlyWhenNeeded() throws {
    let window = Device.iPadPro13.window()
    let collection = try adaptiveCollectionScreen(window)
    let before = collection.layoutCount
    // Height only: neither the width nor the mode change.
    try window.resize(to: Size(width: 1024, height: 1200))
    #expect(collection.layoutCount == before)
    // Width changes: laid out again.
    try window.resize(to: Size(width: 900, height: 1200))
    #expect(collection.layoutCount == before + 1)
    // Same traits and size again: nothing.
    try window.resize(to: Size(width: 900, height: 1200))
    #expect(collection.layoutCount == before + 1)
    // A narrow split view: compact width, so a list.
    try window.resize(to: Size(width: 375, height: 1200))
    #expect(collection.layoutCount == before + 2)
    try assertItemsPerLine(of: collection, equals: 1)
  }
}
