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
  @Test("List or grid on every device, split view and orientation",
        arguments: SweepCase.all([.iPhoneSE, .iPhone16ProMax, .iPadMini, .iPadPro13SplitThird, .iPadPro13SplitHalf]))
  func mode(_ sweep: SweepCase) throws {
    var collection: CollectionView!
    try run(sweep, build: { collection = try adaptiveCollectionScreen($0) }) { window, _ in
      let width = collection.frame.width
      if FlowLayout.isListMode(window.traits) {
        try assertItemsPerLine(of: collection, equals: 1)
        try assertItemSizes(of: collection, equal: Size(width: width, height: 130))
      } else {
        try assertItemsPerLine(of: collection, equals: 4)
        let side = (width - 30) / 4
        try assertItemSizes(of: collection, equal: Size(width: side, height: side))
      }
    }
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
