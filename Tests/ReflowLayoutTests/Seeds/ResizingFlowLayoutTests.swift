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
  @Test("Every item within the range and every line centred, after every step",
        arguments: SweepCase.all([.iPhoneSE, .iPhone16ProMax, .iPadMini, .iPadPro13]))
  func sweep(_ sweep: SweepCase) throws {
    var collection: CollectionView!
    try run(sweep, build: { collection = try plantMarkersScreen($0) }) { _, _ in
      let frames = collection.itemFrames
      let available = collection.frame.width - 20
      #expect(frames.allSatisfy { $0.width >= 150 && $0.width <= 220 })
      let line = Array(frames.prefix(collection.itemsPerLine))
      let left = line.first!.x - 10
      let right = available - (line.last!.maxX - 10)
      #expect(abs(left - right) < 1e-9, "centred: \(left) vs \(right)")
      try assertItemSizes(of: collection, equal: frames[0].size)
      try assertCellsMatchItems(collection)
    }
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
    var random = SeededRandom(seed: 0x404)
    let window = Device.iPadPro13.window()
    let collection = try plantMarkersScreen(window)
    for step in 0..<1000 {
      let size = Size(width: Double(320 + random.next(below: 1100)), height: Double(320 + random.next(below: 1100)))
      try window.resize(to: size)
      #expect(collection.itemFrames.allSatisfy { $0.width >= 150 && $0.width <= 220 },
              "seed 0x404, step \(step), size \(size)")
      try assertCellsMatchItems(collection)
    }
    try assertNoAmbiguity(window)
  }
}
