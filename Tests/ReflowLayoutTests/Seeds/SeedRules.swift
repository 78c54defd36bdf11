import ReflowLayout
import ReflowTesting
import Testing

// Expected layouts of seeds 001, 002 and 004 worked out from the problems' rules (the seed
// write-ups and Docs/seed-00*.md), never read back from the code under test: the device's
// size and insets go in, frames come out of the arithmetic below.

enum SeedRules {
  /// The presets the seed suites sweep: every full-screen device and every split view.
  static let devices = Device.all + Device.splitViews

  /// The seed suites' sweeps: every preset, each rotation sequence, left to right and right
  /// to left.
  static let sweeps = SweepCase.all(devices, directions: LayoutDirection.allCases)

  /// `frames` as laid out in `direction` across a content `width` wide: unchanged left to
  /// right; right to left, each flipped (x becomes width - x - its width), as a flow layout
  /// mirrors its items and a layout made with leading and trailing mirrors in UIKit.
  static func mirrored(_ frames: [Rect], in width: Double, _ direction: LayoutDirection) -> [Rect] {
    guard direction == .rightToLeft else { return frames }
    return frames.map {
      Rect(x: width - $0.x - $0.width, y: $0.y, width: $0.width, height: $0.height)
    }
  }

  /// The safe area of `device` in `orientation`, in window coordinates: the size less the
  /// insets.
  static func safeRect(_ device: Device, _ orientation: Orientation) -> Rect {
    let size = device.size(orientation)
    let i = device.safeArea(orientation)
    return Rect(
      x: i.left, y: i.top, width: size.width - i.left - i.right,
      height: size.height - i.top - i.bottom)
  }

  /// Items of `count` equal cells, `perLine` to a line, from `origin`, `spacing` apart both
  /// ways (a plain grid: nothing centred).
  static func grid(
    count: Int, perLine: Int, item: Size, spacing: Double, origin: Point = .zero
  ) -> [Rect] {
    (0..<count).map { i in
      Rect(
        x: origin.x + Double(i % perLine) * (item.width + spacing),
        y: origin.y + Double(i / perLine) * (item.height + spacing),
        width: item.width, height: item.height)
    }
  }

  /// Checks a collection's items, content size and cells against the frames worked out by
  /// hand: every item at its frame, every cell on hand at its item's frame, and every item in
  /// view on hand (shown).
  static func expectItems(
    of collection: CollectionView, equal expected: [Rect], contentSize: Size, _ context: String,
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    let frames = collection.itemFrames
    #expect(
      frames.count == expected.count, "\(context): \(frames.count) items",
      sourceLocation: sourceLocation)
    let wrong = zip(frames, expected).enumerated().filter {
      !$0.1.0.isClose(to: $0.1.1, tolerance: 1e-9)
    }
    #expect(
      wrong.isEmpty,
      "\(context): items \(wrong.prefix(3).map { "\($0.0) at \($0.1.0), expected \($0.1.1)" })",
      sourceLocation: sourceLocation)
    let content = collection.contentSize
    #expect(
      abs(content.width - contentSize.width) < 1e-9
        && abs(content.height - contentSize.height) < 1e-9,
      "\(context): content \(content), expected \(contentSize)", sourceLocation: sourceLocation)
    let stale = collection.visibleCells.filter { index, cell in
      index >= expected.count || !cell.frame.isClose(to: expected[index], tolerance: 1e-9)
    }
    #expect(
      stale.isEmpty,
      "\(context): cells \(stale.prefix(3).map { "of item \($0.index) at \($0.cell.frame)" })",
      sourceLocation: sourceLocation)
    let visible = collection.visibleRect
    let inView = expected.indices.filter { expected[$0].intersects(visible, tolerance: 1e-6) }
    #expect(!inView.isEmpty, "\(context): no item in view", sourceLocation: sourceLocation)
    let missing = inView.filter { collection.cell(at: $0).map(\.isHidden) ?? true }
    #expect(
      missing.isEmpty, "\(context): items \(missing) are in view without a shown cell",
      sourceLocation: sourceLocation)
  }
}
