// Issue 16's self-sizing list through the public API: a collection of N cells, each a
// wrapping label of random length pinned to the cell's margins, measured near the screen
// once per width; built, scrolled from top to bottom and rotated.
import ReflowLayout
import ReflowTesting

/// A collection view filling an iPhone-sized window (393x852, no safe area) whose flow layout
/// has an estimated item size: one item per row, each cell a label of 1 to 24 words (a
/// fixed sequence) that wraps at the cell's width less its margins.
public final class SelfSizingList {
  /// The window.
  public let window: Window
  /// The collection view.
  public let list: CollectionView
  /// Each item's text.
  public let texts: [String]

  /// Builds the list and lays it out (the build the benchmarks time).
  public init(items count: Int) throws {
    window = try Window(size: Size(width: 393, height: 852))
    let words = ["Hello", "world", "again", "label", "cells", "wrap", "text", "a"]
    // A fixed sequence (SplitMix64, seed 16: the texts of SelfSizingCellTests' 10,000 cells),
    // so every run shows the same texts.
    var random = SplitMix64(seed: 16)
    let texts = (0..<count).map { _ in
      (0...random.next(below: 24)).map { _ in words[random.next(below: 8)] }
        .joined(separator: " ")
    }
    self.texts = texts
    var layout = FlowLayout { Size(width: $0.available, height: 44) }
    layout.estimatedItemSize = Size(width: 0, height: 44)
    list = CollectionView(
      name: "list", layout: layout, numberOfItems: count, cell: { _ in View(name: "cell") },
      setUp: { cell throws(LayoutError) in
        let label = Label(name: "label")
        label.numberOfLines = 0
        cell.addSubview(label)
        try activate(label.edges == cell.layoutMarginsGuide.edges)
      },
      configure: { cell, index in (cell.subviews[0] as! Label).text = texts[index] })
    window.rootView.addSubview(list)
    try activate(list.edges == window.rootView.edges)
    window.layoutIfNeeded()
  }

  /// Scrolls a screen at a time from the top to the bottom, laying out at each step; the
  /// number of steps.
  @discardableResult
  public func scrollToBottom() throws -> Int {
    try list.setContentOffset(Point(x: 0, y: 0))
    window.layoutIfNeeded()
    var steps = 0
    while list.contentOffset.y < list.maximumContentOffset.y {
      try list.setContentOffset(
        Point(x: 0, y: list.contentOffset.y + list.visibleRect.height))
      window.layoutIfNeeded()
      steps += 1
    }
    return steps
  }

  /// Turns the window a quarter and lays it out (the cells near the screen measured again
  /// at their new width).
  public func rotate() throws {
    try window.rotate()
    window.layoutIfNeeded()
  }

  /// How many cells were measured since the list was made.
  public var measurements: Int { list.measurementCount }

  /// A sum over the item frames and the content size, to keep the work observable.
  public var checksum: Double {
    list.itemFrames.reduce(list.contentSize.height) { $0 + $1.y + 3 * $1.height }
  }
}
