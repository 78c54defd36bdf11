import ReflowExamples
import ReflowLayout
import ReflowTesting
import Testing

// Seed 001: a thumbnail grid forced to 4 across (item = (width - 6) / 4, 2 points apart) and
// a full-screen pager (item = width x 0.8 height) that must re-size on rotation; a screen
// rotated while not visible still had its old size when it came back.
//
// The screen, `PhotoBrowser`, is in Sources/ReflowExamples/PhotoBrowser.swift:
// the demo's catalogue shows the very screen these tests prove.

@Suite("Seed 001: off-screen grids and pagers resize with the window")
struct OffscreenGridRotationTests {
  @Test("Four across with 2 points between, after every rotation step",
        arguments: SweepCase.all([.iPhoneSE, .iPhone16ProMax, .iPadPro13]))
  func grid(_ sweep: SweepCase) throws {
    var browser: PhotoBrowser!
    try run(sweep, build: { browser = try PhotoBrowser($0) }) { window, _ in
      let width = browser.grid.frame.width
      try assertItemsPerLine(of: browser.grid, equals: 4)
      try assertItemSizes(of: browser.grid, equal: Size(width: (width - 6) / 4, height: (width - 6) / 4))
      #expect(browser.grid.itemFrames[1].x == (width - 6) / 4 + 2)
    }
  }

  @Test("The pager's items are the width by 0.8 of the height, and keep the photo shown",
        arguments: [Device.iPhoneSE, .iPhone16ProMax, .iPadPro13])
  func pager(device: Device) throws {
    let window = device.window(.portrait)
    let browser = try PhotoBrowser(window)
    try browser.showPhoto(7, in: window)
    for _ in 0..<3 {
      try window.rotate()
      let size = browser.pager.frame.size
      try assertItemSizes(of: browser.pager, equal: Size(width: size.width, height: size.height * 0.8))
      #expect(browser.pager.currentPage == 7)
      #expect(browser.pager.contentOffset.x == 7 * size.width)
    }
  }

  @Test("Rotated while the pager is on top, the hidden grid comes back with the new size",
        arguments: [Orientation.portrait, .landscape])
  func hiddenGrid(start: Orientation) throws {
    let window = Device.iPhone16.window(start)
    let browser = try PhotoBrowser(window)
    try browser.showPhoto(3, in: window)
    #expect(browser.grid.isHidden)
    try window.rotate()
    browser.stack.pop()
    window.layoutIfNeeded()
    #expect(!browser.grid.isHidden)
    let safe = Rect(origin: .zero, size: window.size).inset(by: window.safeAreaInsets)
    try assertFrame(of: browser.grid, equals: Rect(origin: .zero, size: safe.size))
    let side = (safe.width - 6) / 4
    try assertItemSizes(of: browser.grid, equal: Size(width: side, height: side))
  }
}
