import ReflowLayout
import ReflowTesting
import Testing

// Heights worked out from DejaVu Sans's tables (see LabelTests): at 17 pt a line is
// 2384 x 17 / 2048 = 19.7890625 high. Advances (units): "Hello" 5191, "world" 5639,
// "again" 5677, space 651 (no kerning pair among them). In a cell 136 wide the label, pinned
// to the cell's margins (8 all round), is 120 wide (14456.47 units at 17 pt):
// - "Hello": 5191 units, one line: cell 19.7890625 + 16 = 35.7890625;
// - "Hello world again": 17809 units > 14456, "Hello world" 11481 fits: two lines, cell
//   39.578125 + 16 = 55.578125;
// - "Hello world again Hello world again": "Hello world" (11481), "again Hello" (11519;
//   "again Hello world" 17809 does not fit), "world again" (11967): three lines, cell
//   59.3671875 + 16 = 75.3671875.
private let oneLine = 35.7890625, twoLines = 55.578125, threeLines = 75.3671875
private let texts = ["Hello", "Hello world again", "Hello world again Hello world again"]

/// Sets up a self-sizing cell: a wrapping label pinned to its margins.
func setUpLabelCell(_ cell: View) throws(LayoutError) {
  let label = Label(name: "label")
  label.numberOfLines = 0
  cell.addSubview(label)
  try activate(label.edges == cell.layoutMarginsGuide.edges)
}

/// A list of `count` self-sizing cells, each a wrapping label pinned to the cell's margins
/// and showing `text(index)`, in `window`; `measured(index, width)` is told of every
/// measurement (a configuration of the sizing cell, which is not in `window`).
private func makeList(
  in window: Window, count: Int, text: @escaping (Int) -> String,
  measured: @escaping (Int, Double) -> Void
) throws -> CollectionView {
  var layout = FlowLayout { Size(width: $0.available, height: 44) }
  layout.estimatedItemSize = Size(width: 0, height: 44)
  let list = CollectionView(
    name: "list", layout: layout, numberOfItems: count, cell: { _ in View(name: "cell") },
    setUp: setUpLabelCell,
    configure: { cell, index in
      (cell.subviews[0] as! Label).text = text(index)
      if cell.window !== window { measured(index, cell.frame.width) }
    })
  window.rootView.addSubview(list)
  try activate(list.edges == window.rootView.safeAreaLayoutGuide.edges)
  window.layoutIfNeeded()
  return list
}

@Suite("Self-sizing cells")
struct SelfSizingCellTests {
  @Test("Cells near the screen take their content's height; the content size follows")
  func heightsPositionsAndContentSize() throws {
    let window = try Window(size: Size(width: 136, height: 100))
    var content = (0..<9).map { texts[$0 % 3] }
    var measured: [Int] = []
    let list = try makeList(in: window, count: 9, text: { content[$0] }) { index, width in
      #expect(width == 136)
      measured.append(index)
    }
    // All 44 (estimated): the area near the screen (-50...150) holds items 0-3 (item 3 at
    // 132). Measured: 0-3; laid out again, item 3 starts at 166.73: off the area.
    #expect(measured == [0, 1, 2, 3])
    #expect(list.measurementCount == 4)
    let heights = list.itemFrames.map(\.height)
    let expected = [oneLine, twoLines, threeLines, oneLine] + Array(repeating: 44.0, count: 5)
    #expect(zip(heights, expected).allSatisfy { isClose($0, $1, tolerance: 1e-9) }, "\(heights)")
    var y = 0.0
    for (index, frame) in list.itemFrames.enumerated() {
      #expect(isClose(frame.y, y, tolerance: 1e-9)
          && frame.x == 0 && frame.width == 136, "item \(index): \(frame)")
      y += frame.height
    }
    // 35.7890625 + 55.578125 + 75.3671875 + 35.7890625 + 5 x 44
    #expect(isClose(list.contentSize.height, 422.5234375, tolerance: 1e-9))
    #expect(list.visibleCells.map(\.index) == [0, 1, 2])
    let label = try #require(list.cell(at: 1)?.subviews.first as? Label)
    #expect(label.frame == Rect(x: 8, y: 8, width: 120, height: 39.578125))
    #expect(label.textLayout.lines.map(\.text) == ["Hello world", "again"])

    // Scrolled to 200 (area 150...350): items 2-7 are near (item 2 ends at 166.73, item 7
    // is estimated at 334.52); 4-7 are measured, and item 7 then starts at 369.26, off the
    // area.
    try list.setContentOffset(Point(x: 0, y: 200))
    window.layoutIfNeeded()
    #expect(measured == [0, 1, 2, 3, 4, 5, 6, 7])
    let after = [oneLine, twoLines, threeLines, oneLine, twoLines, threeLines, oneLine, twoLines, 44]
    #expect(
      zip(list.itemFrames.map(\.height), after).allSatisfy { isClose($0, $1, tolerance: 1e-9) })
    #expect(isClose(list.itemFrames[7].y, 369.2578125, tolerance: 1e-9))
    // 202.5234375 + 55.578125 + 75.3671875 + 35.7890625 + 55.578125 + 44
    #expect(isClose(list.contentSize.height, 468.8359375, tolerance: 1e-9))
    #expect(list.visibleCells.map(\.index) == [2, 3, 4, 5, 6])
    let third = try #require(list.cell(at: 5))
    #expect(isClose(third.frame.height, threeLines, tolerance: 1e-9)
        && isClose(third.frame.y, 258.1015625, tolerance: 1e-9))

    // Laid out again without a change of width or content: nothing is measured again.
    try list.setContentOffset(Point(x: 0, y: 0))
    window.layoutIfNeeded()
    #expect(list.measurementCount == 8)

    // Item 0's content changes: measured again (three lines), the items after it move down
    // by 75.3671875 - 35.7890625 = 39.578125.
    content[0] = texts[2]
    // An index that is not an item's throws, and nothing is measured or moved.
    #expect(throws: LayoutError.itemIndexOutOfRange(42, count: 9, call: "list.reloadItems(at:)")) {
      try list.reloadItems(at: [0, 42])
    }
    #expect(measured == [0, 1, 2, 3, 4, 5, 6, 7]
        && isClose(list.itemFrames[1].y, oneLine, tolerance: 1e-9))
    try list.reloadItems(at: [0])
    #expect(measured == [0, 1, 2, 3, 4, 5, 6, 7, 0])
    #expect(isClose(list.itemFrames[0].height, threeLines, tolerance: 1e-9)
        && isClose(list.itemFrames[1].y, threeLines, tolerance: 1e-9))
    #expect(isClose(list.contentSize.height, 468.8359375 + 39.578125, tolerance: 1e-9))
    let first = try #require(list.cell(at: 0)?.subviews.first as? Label)
    #expect(first.textLayout.lines.count == 3)
  }

  @Test("A cell whose content cannot be laid out keeps the estimated height, with the error")
  func unmeasurableCell() throws {
    let window = try Window(size: Size(width: 136, height: 100))
    var layout = FlowLayout { Size(width: $0.available, height: 44) }
    layout.estimatedItemSize = Size(width: 0, height: 44)
    let list = CollectionView(
      name: "list", layout: layout, numberOfItems: 3, cell: { _ in View(name: "cell") },
      setUp: { cell throws(LayoutError) in
        // A width no placement can give: setting up the sizing cell is refused.
        try activate(cell.widthAnchor == -10)
      })
    window.rootView.addSubview(list)
    try activate(list.edges == window.rootView.edges)
    window.layoutIfNeeded()
    #expect(list.itemFrames.map(\.height) == [44, 44, 44])
    #expect(list.measurementCount == 0)
    #expect(list.lastLayoutError != nil)
    #expect(isClose(list.contentSize.height, 132, tolerance: 1e-9))
  }

  @Test("10,000 cells scrolled top to bottom and rotated: each measured once per width")
  func tenThousandScrolledAndRotated() throws {
    let seed: UInt64 = 16
    var random = SplitMix64(seed: seed)
    let words = ["Hello", "world", "again", "label", "cells", "wrap", "text", "a"]
    let content = (0..<10_000).map { _ in
      (0...random.next(below: 24)).map { _ in words[random.next(below: 8)] }.joined(separator: " ")
    }
    let window = Device.iPhone16.window()
    var counts: [Double: [Int: Int]] = [:]
    let list = try makeList(in: window, count: content.count, text: { content[$0] }) {
      index, width in counts[width, default: [:]][index, default: 0] += 1
    }
    /// Scrolls a screen at a time towards `down`, checking that each cell on hand was
    /// measured, once, at its width.
    func scrollThrough(down: Bool) throws {
      while true {
        window.layoutIfNeeded()
        for (index, cell) in list.visibleCells {
          let count = counts[cell.frame.width]?[index]
          #expect(count == 1, "seed \(seed): item \(index) measured \(count ?? 0) times")
          let label = try #require(cell.subviews.first as? Label)
          #expect(
            isClose(label.frame.height + 16, cell.frame.height, tolerance: 1e-9),
            "seed \(seed): item \(index)")
        }
        let offset = list.contentOffset.y, page = list.visibleRect.height
        if down ? offset >= list.maximumContentOffset.y : offset <= 0 { return }
        try list.setContentOffset(Point(x: 0, y: down ? offset + page : offset - page))
      }
    }
    try scrollThrough(down: true)
    let portrait = list.itemFrames[0].width
    try window.rotate()
    try scrollThrough(down: false)
    let landscape = list.itemFrames[0].width
    #expect(portrait != landscape)
    for width in [portrait, landscape] {
      let perItem = counts[width] ?? [:]
      #expect(perItem.count == 10_000, "seed \(seed): \(perItem.count) items measured at \(width)")
      #expect(perItem.values.allSatisfy { $0 == 1 }, "seed \(seed)")
    }
    #expect(counts.count == 2)
    #expect(list.measurementCount == 20_000)
    // Every item measured: the content size is the sum of the measured heights.
    let sum = list.itemFrames.reduce(0) { $0 + $1.height }
    #expect(abs(list.contentSize.height - sum) < 1e-6)
  }
}

extension SelfSizingCellTests {
  @Test("A rotation back measures in the sizing cell of that orientation, not a new one")
  func sizingCellKeptPerOrientation() throws {
    let window = try Window(size: Size(width: 136, height: 300))
    var sizingCellsMade = 0
    var layout = FlowLayout { Size(width: $0.available, height: 44) }
    layout.estimatedItemSize = Size(width: 0, height: 44)
    let list = CollectionView(
      name: "list", layout: layout, numberOfItems: 30, cell: { _ in View(name: "cell") },
      setUp: { cell throws(LayoutError) in
        if cell.window?.name == "list.sizing" { sizingCellsMade += 1 }
        try setUpLabelCell(cell)
      },
      configure: { cell, index in (cell.subviews[0] as! Label).text = texts[index % 3] })
    window.rootView.addSubview(list)
    try activate(list.edges == window.rootView.edges)
    window.layoutIfNeeded()
    #expect(sizingCellsMade == 1)
    let portrait = list.itemFrames
    // Portrait, 136 wide: the heights worked out above.
    #expect(isClose(portrait[0].height, oneLine, tolerance: 1e-9)
        && isClose(portrait[1].height, twoLines, tolerance: 1e-9))
    #expect(isClose(portrait[2].height, threeLines, tolerance: 1e-9))
    try window.rotate()
    let landscape = list.itemFrames
    #expect(sizingCellsMade == 2)
    // Back and forth: each orientation's sizing cell again, the same heights.
    for _ in 0..<2 {
      try window.rotate()
      #expect(list.itemFrames == portrait)
      try window.rotate()
      #expect(list.itemFrames == landscape)
    }
    #expect(sizingCellsMade == 2)
  }
}
