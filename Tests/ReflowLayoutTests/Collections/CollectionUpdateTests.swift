import ReflowLayout
import ReflowTesting
import Testing

// Items inserted, deleted, moved and reloaded one by one (issue 17). The rules are UIKit's
// (UICollectionView's documentation of `insertItems(at:)`, `deleteItems(at:)`,
// `moveItem(at:to:)`, `reloadItems(at:)`, and of batch updates): insertion indices are the
// items' positions after the insertion, deletion indices their positions before; a cell stays
// with its item; a moved item is taken out and put back at its new index.
//
// The list: rows 400 wide and 50 high, no spacing (UICollectionViewFlowLayout with an item
// size of (available width, 50)): item i at (0, 50 i, 400, 50); content 400 x 50 n. In a
// 400x300 window the cells near the screen are those within half a screen (150) of the
// visible rectangle, y from -150 to 450: items 0 to 9 (a row touching the area counts).

/// A list of `count` rows in a 400x300 window, showing `model` (the data source, which a test
/// changes before telling the collection, as with UIKit); `shown` records, for each cell,
/// the model entry its last `configure` showed.
private final class ListFixture {
  /// What `configure` was told.
  final class Record {
    var shown: [ObjectIdentifier: String] = [:]
    var configured: [Int] = []
    var model: [String] = []
  }
  let window: Window
  let list: CollectionView
  let record = Record()
  var shown: [ObjectIdentifier: String] { record.shown }
  var model: [String] {
    get { record.model }
    set { record.model = newValue }
  }
  var configured: [Int] {
    get { record.configured }
    set { record.configured = newValue }
  }

  init(count: Int, layout: FlowLayout = FlowLayout { Size(width: $0.available, height: 50) })
    throws
  {
    window = try Window(size: Size(width: 400, height: 300))
    var made = 0
    let record = record
    record.model = (0..<count).map { "item\($0)" }
    list = CollectionView(
      name: "list", layout: layout, numberOfItems: count,
      cell: { _ in
        made += 1
        return View(name: "cell\(made)")
      },
      configure: { cell, index in
        record.shown[ObjectIdentifier(cell)] = record.model[index]
        record.configured.append(index)
      })
    window.rootView.addSubview(list)
    try activate(list.edges == window.rootView.edges)
    window.layoutIfNeeded()
  }

  /// The row frame of item `i`.
  static func row(_ i: Int) -> Rect { Rect(x: 0, y: 50 * Double(i), width: 400, height: 50) }

  /// Every cell on hand is at its item's frame and shows its item.
  func expectCellsMatchItems(_ indices: [Int]) {
    #expect(list.visibleCells.map(\.index) == indices)
    for (index, cell) in list.visibleCells {
      #expect(cell.frame == list.itemFrames[index], "cell of item \(index)")
      #expect(shown[ObjectIdentifier(cell)] == model[index], "cell of item \(index) shows it")
      #expect(!cell.isHidden)
    }
  }
}

private func item(
  _ before: Int?, _ after: Int?, _ from: Rect?, _ to: Rect?, reloaded: Bool = false
) -> CollectionUpdate.Item {
  CollectionUpdate.Item(
    indexBefore: before, indexAfter: after, frameBefore: from, frameAfter: to,
    isReloaded: reloaded)
}

@Suite("Collection updates: insert, delete, move, reload")
struct CollectionUpdateTests {
  @Test("Inserting at 1 and 3 of five rows: the new rows and the rows below them, at once")
  func insert() throws {
    let f = try ListFixture(count: 5)
    let row = ListFixture.row
    let cellOf1 = try #require(f.list.cell(at: 1))
    f.configured = []
    // Seven items after: old 0 stays, new 1, old 1 -> 2, new 3, old 2 -> 4, old 3 -> 5,
    // old 4 -> 6. Content 400 x 7 x 50 = 350, right away (no layout pass).
    f.model.insert("new1", at: 1)
    f.model.insert("new3", at: 3)
    let update = try f.list.insertItems(at: [3, 1])
    #expect(
      update.items == [
        item(nil, 1, nil, row(1)), item(1, 2, row(1), row(2)), item(nil, 3, nil, row(3)),
        item(2, 4, row(2), row(4)), item(3, 5, row(3), row(5)), item(4, 6, row(4), row(6)),
      ])
    #expect(update.inserted == [1, 3] && update.deleted == [])
    #expect(update.contentSizeBefore == Size(width: 400, height: 250))
    #expect(update.contentSizeAfter == Size(width: 400, height: 350))
    #expect(f.list.contentSize == Size(width: 400, height: 350))
    #expect(f.list.numberOfItems == 7)
    #expect(f.list.itemFrames == (0..<7).map(row))
    // The cell stays with its item (now 2); the new items get cells, configured once each.
    #expect(f.list.cell(at: 2) === cellOf1)
    #expect(f.configured.sorted() == [1, 3])
    f.expectCellsMatchItems(Array(0..<7))
    // Halfway through an animation, item 2 is between rows 1 and 2.
    let halfway = update.frame(of: update.item(after: 2)!, at: 0.5)
    #expect(halfway == Rect(x: 0, y: 75, width: 400, height: 50))
    #expect(f.list.lastLayoutError == nil)
    f.window.layoutIfNeeded()
    f.expectCellsMatchItems(Array(0..<7))
  }

  @Test("Inserting at the front of a two-column grid moves items across lines")
  func insertInGrid() throws {
    // Two square columns across 400 (side 200, UIKit's flow layout filling rows left to
    // right): item i at (200 (i % 2), 200 (i / 2)). Three items, then four: content 400 high
    // both times (two rows).
    let f = try ListFixture(count: 3, layout: .columns(2, spacing: 0))
    let sq = { (x: Double, y: Double) in Rect(x: x, y: y, width: 200, height: 200) }
    f.model.insert("new", at: 0)
    let update = try f.list.insertItems(at: [0])
    #expect(
      update.items == [
        item(nil, 0, nil, sq(0, 0)), item(0, 1, sq(0, 0), sq(200, 0)),
        item(1, 2, sq(200, 0), sq(0, 200)), item(2, 3, sq(0, 200), sq(200, 200)),
      ])
    #expect(update.contentSizeBefore == update.contentSizeAfter)
    #expect(f.list.contentSize == Size(width: 400, height: 400))
    f.expectCellsMatchItems([0, 1, 2, 3])
  }

  @Test("Deleting rows 0 and 2 of five: their cells are parked, the others move up")
  func delete() throws {
    let f = try ListFixture(count: 5)
    let row = ListFixture.row
    let cellOf3 = try #require(f.list.cell(at: 3))
    // Old 1 -> 0, old 3 -> 1, old 4 -> 2; content 150.
    f.model = ["item1", "item3", "item4"]
    let update = try f.list.deleteItems(at: [2, 0])
    #expect(
      update.items == [
        item(1, 0, row(1), row(0)), item(3, 1, row(3), row(1)), item(4, 2, row(4), row(2)),
        item(0, nil, row(0), nil), item(2, nil, row(2), nil),
      ])
    #expect(update.deleted == [0, 2] && update.inserted == [])
    #expect(f.list.contentSize == Size(width: 400, height: 150))
    #expect(f.list.cell(at: 1) === cellOf3)
    f.expectCellsMatchItems([0, 1, 2])
    // The deleted items' cells are hidden, kept for reuse: an insertion uses them again.
    #expect(f.list.subviews.count == 5 && f.list.subviews.filter(\.isHidden).count == 2)
    f.model += ["new3", "new4"]
    try f.list.insertItems(at: [3, 4])
    #expect(f.list.subviews.count == 5 && f.list.subviews.allSatisfy { !$0.isHidden })
    f.expectCellsMatchItems([0, 1, 2, 3, 4])
  }

  @Test("Moving row 0 to 3: the rows between shift up by one, row 4 is untouched")
  func move() throws {
    let f = try ListFixture(count: 5)
    let row = ListFixture.row
    let cellOf0 = try #require(f.list.cell(at: 0))
    f.configured = []
    // Order after: old 1, 2, 3, 0, 4.
    f.model = ["item1", "item2", "item3", "item0", "item4"]
    let update = try f.list.moveItem(at: 0, to: 3)
    #expect(
      update.items == [
        item(1, 0, row(1), row(0)), item(2, 1, row(2), row(1)), item(3, 2, row(3), row(2)),
        item(0, 3, row(0), row(3)),
      ])
    #expect(f.list.cell(at: 3) === cellOf0)
    #expect(f.configured == [], "cells keep their items: nothing to configure")
    #expect(f.list.contentSize == Size(width: 400, height: 250))
    f.expectCellsMatchItems([0, 1, 2, 3, 4])
    // Moving an item onto its own index changes nothing.
    #expect(try f.list.moveItem(at: 2, to: 2).items == [])
  }

  @Test("Reloading row 2 configures its cell again; no frame changes")
  func reload() throws {
    let f = try ListFixture(count: 5)
    f.configured = []
    f.model[2] = "changed"
    let update = try f.list.reloadItems(at: [2, 2])
    #expect(update.items == [item(2, 2, ListFixture.row(2), ListFixture.row(2), reloaded: true)])
    #expect(f.configured == [2])
    f.expectCellsMatchItems([0, 1, 2, 3, 4])
  }

  @Test("An index out of range, or given twice, throws and changes nothing")
  func badIndices() throws {
    let f = try ListFixture(count: 5)
    let dump = f.window.dump()
    let frames = f.list.itemFrames
    let cells = f.list.visibleCells.map { ObjectIdentifier($0.cell) }
    func unchanged() {
      #expect(f.window.dump() == dump)
      #expect(f.list.numberOfItems == 5 && f.list.itemFrames == frames)
      #expect(f.list.visibleCells.map { ObjectIdentifier($0.cell) } == cells)
    }
    // Inserting two items into five makes seven: positions 0...6.
    #expect(throws: LayoutError.itemIndexOutOfRange(7, count: 7, call: "list.insertItems(at:)")) {
      try f.list.insertItems(at: [1, 7])
    }
    unchanged()
    #expect(throws: LayoutError.duplicateItemIndex(1, call: "list.insertItems(at:)")) {
      try f.list.insertItems(at: [1, 1])
    }
    unchanged()
    #expect(throws: LayoutError.itemIndexOutOfRange(5, count: 5, call: "list.deleteItems(at:)")) {
      try f.list.deleteItems(at: [5])
    }
    unchanged()
    #expect(throws: LayoutError.itemIndexOutOfRange(-1, count: 5, call: "list.moveItem(at:to:)")) {
      try f.list.moveItem(at: 0, to: -1)
    }
    unchanged()
    #expect(throws: LayoutError.itemIndexOutOfRange(7, count: 5, call: "list.reloadItems(at:)")) {
      try f.list.reloadItems(at: [0, 7])
    }
    unchanged()
    #expect(
      LayoutError.itemIndexOutOfRange(7, count: 5, call: "list.reloadItems(at:)").description
        == "list.reloadItems(at:): there is no item 7 (the items are 0...4); nothing was changed.")
  }

  @Test("An update your required constraints refuse is rolled back whole")
  func conflictRollsBack() throws {
    // A required cap on the content height (250, five rows): seven rows (350) cannot hold.
    let f = try ListFixture(count: 5)
    try activate(f.list.contentLayoutGuide.heightAnchor <= 250)
    f.window.layoutIfNeeded()
    let dump = f.window.dump()
    let frames = f.list.itemFrames
    var thrown: LayoutError?
    f.model.insert(contentsOf: ["new0", "new1"], at: 0)
    do { try f.list.insertItems(at: [0, 1]) } catch { thrown = error }
    f.model.removeFirst(2)   // the data source goes back too
    guard case .unsatisfiable = thrown else {
      Issue.record("expected an unsatisfiable constraint, got \(String(describing: thrown))")
      return
    }
    #expect(f.window.dump() == dump)
    #expect(f.list.numberOfItems == 5 && f.list.itemFrames == frames)
    #expect(f.list.contentSize == Size(width: 400, height: 250))
    f.expectCellsMatchItems([0, 1, 2, 3, 4])
    // A deletion fits under the cap.
    f.model.removeLast()
    try f.list.deleteItems(at: [4])
    #expect(f.list.contentSize == Size(width: 400, height: 200))
  }

  @Test("Out of a window, an update changes the items; the frames come when it joins one")
  func outOfWindow() throws {
    let list = CollectionView(
      name: "list", layout: FlowLayout { Size(width: $0.available, height: 50) },
      numberOfItems: 2, cell: { View(name: "cell\($0)") })
    let update = try list.insertItems(at: [0])
    #expect(update.items == [item(nil, 0, nil, nil), item(0, 1, nil, nil), item(1, 2, nil, nil)])
    #expect(list.numberOfItems == 3)
    let window = try Window(size: Size(width: 400, height: 300))
    window.rootView.addSubview(list)
    try activate(list.edges == window.rootView.edges)
    window.layoutIfNeeded()
    #expect(list.itemFrames == (0..<3).map(ListFixture.row))
    #expect(list.contentSize == Size(width: 400, height: 150))
  }

  @Test("Self-sizing rows: an inserted row alone is measured, the rows below move")
  func selfSizingInsert() throws {
    // Rows 136 wide, labels 120 wide (SelfSizingCellTests' line heights): "Hello" 35.7890625
    // high, "Hello world again" 55.578125. Inserting the latter at 1 measures it alone; item
    // 2 (old 1) moves from 35.7890625 to 35.7890625 + 55.578125 = 91.3671875.
    var texts = ["Hello", "Hello"]
    var layout = ListLayout()
    layout.estimatedItemSize = Size(width: 136, height: 44)
    let window = try Window(size: Size(width: 136, height: 400))
    let list = try labelCollection(
      "list", layout: layout, count: 2, text: { texts[$0] }, in: window)
    #expect(list.measurementCount == 2)
    texts.insert("Hello world again", at: 1)
    let update = try list.insertItems(at: [1])
    #expect(list.measurementCount == 3)
    let moved = try #require(update.item(after: 2))
    #expect(moved.indexBefore == 1 && moved.frameBefore?.y == 35.7890625)
    #expect(moved.frameAfter?.y == 91.3671875)
    #expect(update.item(after: 1)?.frameAfter?.height == 55.578125)
    #expect(list.contentSize.height == 127.15625)
    #expect(list.cell(at: 2)?.frame == Rect(x: 0, y: 91.3671875, width: 136, height: 35.7890625))
  }

  @Test("Updated while out of its window, a collection comes back with its cells on their items")
  func updatedWhileOut() throws {
    // Out of the window there are no frames after; back in, the four rows are at 50 i and
    // each cell shows its item (cells followed their items while out).
    let f = try ListFixture(count: 5)
    let row = ListFixture.row
    let cellOf2 = try #require(f.list.cell(at: 2))
    f.list.removeFromSuperview()
    f.model.remove(at: 0)
    let update = try f.list.deleteItems(at: [0])
    #expect(update.item(after: 1)?.frameBefore == row(2))
    #expect(update.item(after: 1)?.frameAfter == nil)
    f.window.rootView.addSubview(f.list)
    try activate(f.list.edges == f.window.rootView.edges)
    f.window.layoutIfNeeded()
    #expect(f.list.cell(at: 1) === cellOf2)
    #expect(f.list.itemFrames == (0..<4).map(row))
    #expect(f.list.contentSize == Size(width: 400, height: 200))
    f.expectCellsMatchItems([0, 1, 2, 3])
  }

  @Test("A carousel's pages inserted and deleted sideways; its page stays")
  func carouselPages() throws {
    // Pages are the carousel's size (400x300), side by side: page i at x 400 i. Cells on
    // hand are within half a screen (200) of the visible page: on page 1 (x 400...800), x 200
    // to 1000, pages 0 to 2. Inserting a page at 0 moves every page right by 400; the
    // carousel stays on page 1 (offset 400, as UIKit keeps the offset), which is now the
    // old page 0, whose cell follows it. Five pages: content 2000 wide.
    let window = try Window(size: Size(width: 400, height: 300))
    let carousel = Carousel(name: "pages", pageCount: 4)
    window.rootView.addSubview(carousel)
    try activate(carousel.edges == window.rootView.edges)
    window.layoutIfNeeded()
    carousel.scroll(toPage: 1)
    window.layoutIfNeeded()
    #expect(carousel.visibleCells.map(\.index) == [0, 1, 2])
    let page0 = try #require(carousel.cell(at: 0))
    let update = try carousel.insertItems(at: [0])
    #expect(update.item(after: 1)?.frameBefore == Rect(x: 0, y: 0, width: 400, height: 300))
    #expect(update.item(after: 1)?.frameAfter == Rect(x: 400, y: 0, width: 400, height: 300))
    #expect(carousel.contentSize == Size(width: 2000, height: 300))
    #expect(carousel.currentPage == 1 && carousel.cell(at: 1) === page0)
    #expect(carousel.visibleCells.map(\.index) == [0, 1, 2])
    for (index, cell) in carousel.visibleCells { #expect(cell.frame == carousel.itemFrames[index]) }
    // Deleting the last two of five pages leaves three: content 1200; page 1 still shown.
    try carousel.deleteItems(at: [3, 4])
    #expect(carousel.contentSize == Size(width: 1200, height: 300))
    #expect(carousel.currentPage == 1 && carousel.visibleCells.map(\.index) == [0, 1, 2])
  }

  @Test("A deletion that clamps the offset into many small rows has their cells at once")
  func clampedIntoSmallRows() throws {
    // Rows by index: 0-2 are 600 high (0...1800), 3-52 are 10 (1800...2300), 53-55 600
    // (2300...4100). Scrolled to the bottom (offset 4100 - 300 = 3800), one row is near the
    // screen and the collection has made one cell. Deleting rows 53-55 leaves 2300 of content:
    // the offset is clamped to 2000, and the area near the screen (1850...2450) holds rows 7
    // (1840...1850, touching counts) to 52 (row i at 1800 + 10 (i - 3)), 46 rows, which need
    // 46 cells right away.
    let window = try Window(size: Size(width: 400, height: 300))
    let layout = FlowLayout { context in
      Size(width: context.available, height: (3..<53).contains(context.index) ? 10 : 600)
    }
    let list = try scrolled(
      "list", layout, count: 56, to: Point(x: 0, y: 3800), in: window)
    #expect(list.visibleCells.map(\.index) == [55] && list.subviews.count == 1)
    try list.deleteItems(at: [53, 54, 55])
    #expect(list.contentOffset == Point(x: 0, y: 2000))
    #expect(list.visibleCells.map(\.index) == Array(7...52))
    for (index, cell) in list.visibleCells {
      #expect(cell.frame == Rect(x: 0, y: 1800 + 10 * Double(index - 3), width: 400, height: 10))
    }
  }

  @Test(
    "Right to left, a deletion that clamps the offset has the cells of the columns it shows",
    arguments: [0.0, 1200.0])
  func rightToLeftClampedIntoSmallColumns(offset: Double) throws {
    // A horizontal flow in a 300x300 right-to-left window, columns by index: 0 is 100 wide,
    // 1-40 are 10, 41-43 are 600; content 2300 wide. Right to left, x = 2300 - the column's
    // end from the right: column 0 at 2200...2300, column j (1-40) at 2200 - 10 j, 41 at
    // 1200...1800, 42 at 600...1200, 43 at 0...600. The offset is physical and measured from
    // the right end: at x 1200 the reading offset is 2000 - 1200 = 800, and the cells near the
    // screen (1050...1650) are 41 and 42; at x 0 (the end) it is 2000, and only 43 is near
    // (-150...450). Deleting 41-43 leaves 500 of content (limit 200): the reading offset
    // clamps to 200 either way, that is x 0, and column 0 is at 400...500, column j at
    // 400 - 10 j: near the screen (-150...450) are all 41 columns, whose cells are needed at
    // once. (From 1200, the same x kept or clamped to the new limit, 200, would bring only
    // columns 0-36 near: 50...650.)
    let traits = Traits(layoutDirection: .rightToLeft)
    let window = try Window(size: Size(width: 300, height: 300), traits: traits)
    let layout = FlowLayout(scrollDirection: .horizontal) { context in
      let width: Double = context.index == 0 ? 100 : context.index <= 40 ? 10 : 600
      return Size(width: width, height: context.available)
    }
    let list = try scrolled(
      "columns", layout, count: 44, to: Point(x: offset, y: 0), in: window)
    #expect(list.contentSize == Size(width: 2300, height: 300))
    #expect(list.visibleCells.map(\.index) == (offset == 0 ? [43] : [41, 42]))
    try list.deleteItems(at: [41, 42, 43])
    #expect(list.contentSize == Size(width: 500, height: 300))
    #expect(list.contentOffset == Point(x: 0, y: 0))
    expectColumns(list, 0...40, firstAt: 400, firstWidth: 100)
  }

  @Test("Right to left, a deletion moves the offset with the content: its new columns have cells")
  func rightToLeftShiftedIntoSmallColumns() throws {
    // Columns by index: 0 is 1000 wide, 1 is 300, 2-41 are 10, 42 is 1000; content 2700,
    // limit 2400. Right to left, 0 at 1700...2700, 1 at 1400...1700. At x 1700 (reading
    // offset 2400 - 1700 = 700) the cells near the screen (1550...2150) are 0 and 1. Deleting
    // 1 leaves 2400 (limit 2100): the reading offset stays 700, x 2100 - 700 = 1400; column 0
    // at 1400...2400, column j (1-40, the 10-wide ones) at 1400 - 10 j. Near the screen
    // (1250...1850): 0 and 1-16, 17 cells at once. (At the old x, 1700, only column 0 is near.)
    final class Widths: @unchecked Sendable {
      var values = [1000, 300] + [Double](repeating: 10, count: 40) + [1000]
    }
    let widths = Widths()
    let window = try Window(
      size: Size(width: 300, height: 300), traits: Traits(layoutDirection: .rightToLeft))
    let layout = FlowLayout(scrollDirection: .horizontal) { context in
      Size(width: widths.values[context.index], height: context.available)
    }
    let list = try scrolled(
      "columns", layout, count: 43, to: Point(x: 1700, y: 0), in: window)
    #expect(list.contentSize == Size(width: 2700, height: 300))
    #expect(list.visibleCells.map(\.index) == [0, 1])
    widths.values.remove(at: 1)
    try list.deleteItems(at: [1])
    #expect(list.contentSize == Size(width: 2400, height: 300))
    #expect(list.contentOffset == Point(x: 1400, y: 0))
    expectColumns(list, 0...16, firstAt: 1400, firstWidth: 1000)
  }

  /// A collection of `count` items filling `window`, laid out and scrolled to `offset`.
  private func scrolled(
    _ name: String, _ layout: FlowLayout, count: Int, to offset: Point, in window: Window
  ) throws -> CollectionView {
    let list = CollectionView(
      name: name, layout: layout, numberOfItems: count, cell: { View(name: "cell\($0)") })
    window.rootView.addSubview(list)
    try activate(list.edges == window.rootView.edges)
    window.layoutIfNeeded()
    try list.setContentOffset(offset)
    window.layoutIfNeeded()
    return list
  }

  /// Cells on hand for exactly `columns`, shown, right to left: column 0 at `x` (`width`
  /// wide), column j > 0 10 wide at x - 10 j; all 300 high.
  private func expectColumns(
    _ list: CollectionView, _ columns: ClosedRange<Int>, firstAt x: Double, firstWidth: Double
  ) {
    #expect(list.visibleCells.map(\.index) == Array(columns))
    for (index, cell) in list.visibleCells {
      let frame = index == 0
        ? Rect(x: x, y: 0, width: firstWidth, height: 300)
        : Rect(x: x - 10 * Double(index), y: 0, width: 10, height: 300)
      #expect(cell.frame == frame, "cell of column \(index)")
      #expect(!cell.isHidden, "cell of column \(index)")
    }
  }

  @Test("Cells made for an estimate that measuring proves too many leave again")
  func overestimatedCells() throws {
    // Self-sizing rows 136 wide, estimated 20 high; every text is three lines, 75.3671875
    // (SelfSizingCellTests' line heights). In a 136x100 window the area near the screen is
    // -50...150: rows 0 and 1 (row 2 starts at 150.734375): two cells. Inserting three rows
    // at the top, the estimate (20 each, then the two measured rows at 60 and 135.37) brings
    // five rows near (the two measured rows at their measured heights, not the estimate,
    // which would bring all seven), so three cells are made ahead of the transaction;
    // measured, only rows 0 and 1 are near: the unused cells leave, and no view is left
    // without a frame.
    let text = "Hello world again Hello world again"
    var layout = FlowLayout { Size(width: $0.available, height: 20) }
    layout.estimatedItemSize = Size(width: 136, height: 20)
    let window = try Window(size: Size(width: 136, height: 100))
    var made = 0
    let list = try labelCollection(
      "list", layout: layout, count: 4, text: { _ in text }, in: window, made: { made += 1 })
    #expect(list.visibleCells.map(\.index) == [0, 1] && list.subviews.count == 2)
    #expect(made == 3, "two cells and the sizing cell")
    try list.insertItems(at: [0, 1, 2])
    #expect(made == 6)
    #expect(list.visibleCells.map(\.index) == [0, 1])
    #expect(list.subviews.count == 2)
    try assertNoAmbiguity(window)
  }
}
