import ReflowLayout
import ReflowTesting
import Testing

@Suite("Collection views and flow layouts")
struct CollectionViewTests {
  @Test("Four columns of (width - 6) / 4 with 2 points between items, in both orientations")
  func fixedColumns() throws {
    let window = Device.iPhone16.window()
    let grid = try collectionScreen(window, layout: .columns(4, spacing: 2), items: 40)
    try assertItemsPerLine(of: grid, equals: 4)
    try assertItemSizes(of: grid, equal: Size(width: 96.75, height: 96.75))
    #expect(grid.itemFrames[1] == Rect(x: 98.75, y: 0, width: 96.75, height: 96.75))
    #expect(grid.itemFrames[4].y == 98.75)
    try assertContentSize(of: grid, equals: Size(width: 393, height: 10 * 96.75 + 9 * 2))
    try window.rotate()
    try assertItemsPerLine(of: grid, equals: 4)
    try assertItemSizes(of: grid, equal: Size(width: 182, height: 182))
    try assertNoAmbiguity(window)
  }

  @Test("Item sizes are asked again on every bounds change, in either dimension (seed 004)")
  func reaskedOnEveryBoundsChange() throws {
    let counter = Counter()
    let window = Device.iPadPro13.window()
    let layout = FlowLayout(interitemSpacing: 10, lineSpacing: 10) { context in
      counter.count += 1
      return Size(width: 200, height: context.bounds.height / 5)
    }
    let grid = try collectionScreen(window, layout: layout, items: 12)
    #expect(counter.count == 12)
    // Only the height changes: UIKit's flow layout (vertical scrolling) would not re-ask.
    try window.resize(to: Size(width: 1024, height: 1000))
    #expect(counter.count == 24)
    try assertItemSizes(of: grid, equal: Size(width: 200, height: (1000 - 44) / 5))
    window.layoutIfNeeded()
    #expect(counter.count == 24, "no bounds change, no new request")
  }

  @Test("Items within a size range, centred in their line (seed 004)")
  func rangeAndCentring() throws {
    let layout = FlowLayout(
      interitemSpacing: 10, lineSpacing: 10, minimumItemSize: Size(width: 150, height: 200),
      maximumItemSize: Size(width: 180, height: 200), centersItems: true
    ) { context in
      // As wide as fits three across, within the range.
      Size(width: (context.available - 20) / 3, height: 200)
    }
    let window = Device.iPhone16ProMax.window()
    let grid = try collectionScreen(window, layout: layout, items: 6)
    // 440 wide: (440 - 20) / 3 = 140, raised to 150; two fit (310), centred: (440 - 310) / 2.
    try assertItemsPerLine(of: grid, equals: 2)
    #expect(grid.itemFrames[0] == Rect(x: 65, y: 0, width: 150, height: 200))
    try window.rotate()
    // Landscape safe width 956 - 124 = 832: (832 - 20) / 3 = 270.67, lowered to 180; four
    // fit (750), centred: (832 - 750) / 2 = 41.
    try assertItemsPerLine(of: grid, equals: 4)
    #expect(grid.itemFrames[0] == Rect(x: 41, y: 0, width: 180, height: 200))
    try assertCellsMatchItems(grid)
  }

  @Test("10,000 items: only the cells near the visible area exist, and rotation touches only them")
  func manyItems() throws {
    let window = Device.iPhone16.window()
    let grid = try collectionScreen(window, layout: .columns(4, spacing: 2), items: 10_000)
    #expect(grid.visibleCells.count <= 4 * 16, "\(grid.visibleCells.count) cells")
    let rowsBefore = window.solverStatistics.rows
    try window.rotate()
    try window.rotate()
    try assertCellsMatchItems(grid)
    #expect(window.solverStatistics.rows <= rowsBefore + 4 * 8 * 6,
            "the solver holds about the cells on hand, not 10,000 items")
    try grid.setContentOffset(Point(x: 0, y: 50_000))
    window.layoutIfNeeded()
    #expect(grid.visibleCells.first!.index > 1000)
    try assertCellsMatchItems(grid)
  }

  @Test("Repeated rotation never leaves a cell with a stale size")
  func repeatedRotation() throws {
    let window = Device.iPadMini.window()
    let grid = try collectionScreen(window, layout: .columns(3, spacing: 4), items: 90)
    for i in 0..<40 {
      try window.rotate()
      try assertCellsMatchItems(grid)
      let expectedWidth = (window.rootView.safeAreaLayoutGuide.layoutFrame.width - 8) / 3
      try assertItemSizes(of: grid, equal: Size(width: expectedWidth, height: expectedWidth))
      #expect(grid.lastLayoutError == nil, "rotation \(i)")
    }
    try assertNoAmbiguity(window)
  }

  @Test("Horizontal scrolling fills columns top to bottom")
  func horizontal() throws {
    let layout = FlowLayout(scrollDirection: .horizontal, interitemSpacing: 0, lineSpacing: 8) { context in
      Size(width: 100, height: context.available / 3)
    }
    let window = Device.iPhone16.window()
    let grid = try collectionScreen(window, layout: layout, items: 7)
    try assertItemsPerLine(of: grid, equals: 3)
    #expect(grid.itemFrames[3] == Rect(x: 108, y: 0, width: 100, height: 253))
    try assertContentSize(of: grid, equals: Size(width: 3 * 100 + 2 * 8, height: 759))
  }

  @Test("reloadData changes the items; the dump tells the collection's state")
  func reload() throws {
    let window = Device.iPhone16.window()
    let grid = try collectionScreen(window, layout: .columns(4, spacing: 2), items: 4)
    grid.reloadData(numberOfItems: 8)
    window.layoutIfNeeded()
    #expect(grid.itemFrames.count == 8)
    #expect(window.dump().contains("grid (0, 59, 393, 759) content 393x195.5 offset (0, 0) items 8, 4 per line, 8 cells"))
  }
}
