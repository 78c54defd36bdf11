// Scrolling self-sizing cells incrementally: the frames after each step are those a full
// layout with the same measured heights gives, and the items found near the screen are those
// a pass over every frame finds.
@testable import ReflowLayout
import ReflowTesting
import Testing

/// A window of 200x300 (in `direction`) holding a collection of `count` self-sizing items of
/// random widths (1 to 3 a row), each a wrapping label showing one of `texts`.
private func randomList(
  seed: UInt64, count: Int, direction: LayoutDirection
) throws -> (Window, CollectionView, String) {
  var random = SplitMix64(seed: seed)
  let texts = ["Hello", "Hello world again", "a", "", "Hello world again Hello world again"]
  let content = (0..<count).map { _ in texts[random.next(below: texts.count)] }
  let widths = (0..<count).map { _ in Double(40 + random.next(below: 140)) }
  let lineSpacing = Double(random.next(below: 3)) * 4  // 0, 4 or 8
  let centers = random.next(below: 2) == 0
  let estimate = Double(random.next(below: 3)) * 22  // 0, 22 or 44
  var layout = FlowLayout(
    sectionInsets: EdgeInsets(top: 3, left: 5, bottom: 7, right: 5), interitemSpacing: 4,
    lineSpacing: lineSpacing, centersItems: centers
  ) { Size(width: widths[$0.index], height: 44) }
  layout.estimatedItemSize = Size(width: 0, height: estimate)
  let window = try Window(
    size: Size(width: 200, height: 300),
    traits: Traits(
      size: Size(width: 200, height: 300), idiom: .phone, layoutDirection: direction))
  let list = CollectionView(
    name: "list", layout: layout, numberOfItems: count, cell: { _ in View(name: "cell") },
    setUp: setUpLabelCell,
    configure: { cell, index in (cell.subviews[0] as! Label).text = content[index] })
  window.rootView.addSubview(list)
  try activate(list.edges == window.rootView.edges)
  window.layoutIfNeeded()
  let words =
    "seed \(seed) \(direction): line spacing \(lineSpacing), centred \(centers), estimate \(estimate)"
  return (window, list, words)
}

@Suite("Self-sizing cells scrolled incrementally")
struct SelfSizingScrollTests {
  @Test("Each step's frames are a full layout's; the items near the screen are all found",
        arguments: [LayoutDirection.leftToRight, .rightToLeft])
  func matchesFullLayout(_ direction: LayoutDirection) throws {
    for seed: UInt64 in 1...6 {
      let (window, list, words) = try randomList(seed: seed, count: 150, direction: direction)
      let layouts = list.layoutCount
      var steps = 0
      while true {
        window.layoutIfNeeded()
        var traits = window.traits
        traits.layoutDirection = list.effectiveUserInterfaceLayoutDirection
        let flow = try #require(list.layout as? FlowLayout)
        let full = flow.layout(
          count: list.numberOfItems, bounds: list.frame.size, traits: traits
        ) { index, width in list.fittedHeight(index, width: width) }
        for (i, frame) in list.itemFrames.enumerated() {
          #expect(frame.isClose(to: full.frames[i], tolerance: 1e-9), "\(words): item \(i)")
        }
        #expect(abs(list.contentSize.height - full.contentSize.height) < 1e-9, "\(words)")
        // The near-screen search against every frame, at the offset and half a screen off.
        let visible = list.visibleRect
        let area = Rect(
          x: visible.x, y: visible.y - visible.height / 2, width: visible.width,
          height: visible.height * 2)
        let all = list.itemFrames.indices.filter {
          list.itemFrames[$0].intersects(area, tolerance: -1e-9)
        }
        #expect(list.indicesNearScreen() == all, "\(words): step \(steps)")
        let offset = list.contentOffset.y
        if offset >= list.maximumContentOffset.y { break }
        try list.setContentOffset(Point(x: 0, y: min(offset + 97, list.maximumContentOffset.y)))
        steps += 1
      }
      #expect(steps > 5, "\(words)")
      // The measured heights moved the items without asking their sizes again.
      #expect(list.layoutCount == layouts, "\(words)")
    }
  }
}
