import ReflowExamples
import ReflowLayout
import ReflowTesting
import Testing

// Seed 004: flow-layout cells that must resize, within a min/max range and centred, on every
// bounds change; UIKit only invalidates for changes orthogonal to the scroll direction and
// never re-asks item sizes unless told to.
//
// The screen, `plantMarkersScreen(_:onSizeAsked:)`, is in
// Sources/ReflowExamples/PlantMarkersScreen.swift:
// the demo's catalogue shows the very screen these tests prove.

@Suite("Seed 004: cells resized within a range, centred, on every bounds change")
struct ResizingFlowLayoutTests {
  /// The 30 plant markers in a collection `width` wide, by the seed's rules: 10-point insets
  /// and spacing; as many 180-point columns as the line (width - 20) allows, at least one,
  /// sharing it; 1.6 times as tall as wide; kept within 150...220 wide and 240...352 tall; as
  /// many to a line as fit at that size, and each line centred (the last one too).
  static func expected(width: Double) -> (items: [Rect], content: Size) {
    let available = width - 20
    var across = 1.0
    while (across + 1) * 180 <= available { across += 1 }
    let raw = (available - 10 * (across - 1)) / across
    let item = Size(width: min(max(raw, 150), 220), height: min(max(raw * 1.6, 240), 352))
    var perLine = 1
    while Double(perLine + 1) * item.width + Double(perLine) * 10 <= available + 1e-9 {
      perLine += 1
    }
    let lines = (30 + perLine - 1) / perLine
    let items = (0..<30).map { i -> Rect in
      let line = i / perLine
      let inLine = Double(min(perLine, 30 - line * perLine))
      let used = inLine * item.width + (inLine - 1) * 10
      let left = 10 + max(0, (available - used) / 2)
      return Rect(
        x: left + Double(i % perLine) * (item.width + 10),
        y: 10 + Double(line) * (item.height + 10), width: item.width, height: item.height)
    }
    let height = 20 + Double(lines) * item.height + Double(lines - 1) * 10
    return (items, Size(width: width, height: height))
  }

  @Test("Every item where the rules put it and every line centred, every preset, both ways",
        arguments: SeedRules.sweeps)
  func sweep(_ sweep: SweepCase) throws {
    var collection: CollectionView!
    try run(sweep, build: { collection = try plantMarkersScreen($0) }) { window, step in
      let context = "\(sweep), step \(step)"
      let safe = SeedRules.safeRect(sweep.device, window.traits.orientation)
      try assertFrame(of: collection, equals: safe, "the safe area")
      let expected = Self.expected(width: safe.width)
      SeedRules.expectItems(
        of: collection,
        equal: SeedRules.mirrored(expected.items, in: safe.width, sweep.layoutDirection),
        contentSize: expected.content, context)
      // Centring read from the frames themselves: in every line (the items sharing a y),
      // the gap before the first item equals the gap after the last.
      let lines = Dictionary(grouping: collection.itemFrames, by: \.y)
      #expect(lines.count * collection.itemsPerLine >= 30, "\(context): \(lines.count) lines")
      for (y, line) in lines {
        let left = line.map(\.minX).min()! - 10
        let right = safe.width - 10 - line.map(\.maxX).max()!
        #expect(abs(left - right) < 1e-9, "\(context): line at \(y) has gaps \(left) and \(right)")
      }
    }
  }

  @Test("The rules by hand at three widths: one, three and two across")
  func rulesByHand() {
    // 320: 300 available, one 180 column; 300 capped at 220, centred: (300 - 220) / 2 = 40.
    #expect(Self.expected(width: 320).items[1] == Rect(x: 50, y: 372, width: 220, height: 352))
    // 734 (an iPhone 16's safe area, landscape): 714 available, 3 columns of 231.33, capped
    // at 220; 3 x 220 + 20 = 680 used, (714 - 680) / 2 = 17 each side; 30 items in 10 lines.
    let landscape = Self.expected(width: 734)
    #expect(landscape.items[4] == Rect(x: 257, y: 372, width: 220, height: 352))
    #expect(landscape.content == Size(width: 734, height: 20 + 10 * 352 + 9 * 10))
    // 393: 373 available, 2 columns of (373 - 10) / 2 = 181.5, 290.4 tall, no room to centre.
    #expect(Self.expected(width: 393).items[3].isClose(
      to: Rect(x: 201.5, y: 310.4, width: 181.5, height: 290.4), tolerance: 1e-12))
  }

  @Test("Sizes are asked again for a change along the scroll direction too")
  func alongTheScrollDirection() throws {
    let counter = Counter()
    let window = Device.iPadPro13.window()
    _ = try plantMarkersScreen(window, onSizeAsked: { counter.count += 1 })
    let asked = counter.count
    try window.resize(to: Size(width: 1024, height: 900))   // height only: UIKit would not ask
    #expect(counter.count == asked + 30)
  }

  @Test("1,000 random resizes: every cell matches its item, sizes in range")
  func randomResizes() throws {
    var random = SplitMix64(seed: 0x404)
    let window = Device.iPadPro13.window()
    let collection = try plantMarkersScreen(window)
    for step in 0..<1000 {
      let size = Size(width: Double(320 + random.next(below: 1100)), height: Double(320 + random.next(below: 1100)))
      try window.resize(to: size)
      #expect(collection.itemFrames.allSatisfy { $0.width >= 150 && $0.width <= 220 },
              "seed 0x404, step \(step), size \(size)")
      // The pad's insets are top and bottom only: the collection is the window's width.
      let expected = Self.expected(width: size.width)
      SeedRules.expectItems(
        of: collection, equal: expected.items, contentSize: expected.content,
        "seed 0x404, step \(step), size \(size)")
      try assertCellsMatchItems(collection)
    }
    try assertNoAmbiguity(window)
  }
}
