import ReflowExamples
import ReflowLayout
import ReflowTesting
import Testing

// Seed 003: a scroll view with a content view; the content does not reflow on rotation
// unless its width is tied to the scroll view's frame width; two whole constraint sets
// (portrait, landscape) toggled idempotently, only when the orientation really changes.
//
// The screen, `ArticleScreen`, is in Sources/ReflowExamples/ArticleScreen.swift:
// the demo's catalogue shows the very screen these tests prove.

@Suite("Seed 003: scroll content that reflows, sets toggled idempotently")
struct ScrollContentReflowTests {
  @Test("Content size, header and body after every step, every preset, both directions",
        arguments: SeedRules.sweeps)
  func sweep(_ sweep: SweepCase) throws {
    var screen: ArticleScreen!
    try run(sweep, build: { screen = try ArticleScreen($0) }) { window, _ in
      let width = screen.scroll.frame.width
      if window.traits.orientation == .portrait {
        try assertContentSize(of: screen.scroll, equals: Size(width: width, height: 1200))
        try assertFrame(of: screen.body, equals: Rect(x: 0, y: 200, width: width, height: 1000))
      } else {
        // Header at the leading side, 0.4 of the width; the body after it: right to left the
        // header is at the right (x = 0.6 x width) and the body at x = 0.
        let rtl = sweep.layoutDirection == .rightToLeft
        try assertContentSize(of: screen.scroll, equals: Size(width: width, height: 1000))
        try assertFrame(
          of: screen.header,
          equals: Rect(x: rtl ? width * 0.6 : 0, y: 0, width: width * 0.4, height: 300))
        try assertFrame(
          of: screen.body,
          equals: Rect(x: rtl ? 0 : width * 0.4, y: 0, width: width * 0.6, height: 1000))
      }
      #expect(window.layoutWarnings.isEmpty)
    }
  }

  @Test("Turning to the orientation in force touches nothing: no solver work, no layout")
  func idempotent() throws {
    let window = Device.iPhone16.window()
    _ = try ArticleScreen(window)
    for orientation in [Orientation.portrait, .landscape] {
      try window.rotate(to: orientation)
      let stats = window.solverStatistics
      let dump = window.dump()
      try window.rotate(to: orientation)
      try window.rotate(to: orientation)
      #expect(window.solverStatistics == stats)
      #expect(window.dump() == dump)
    }
  }

  @Test("Content not tied to the frame: a warning names the constraint to add")
  func pitfall() throws {
    let window = Device.iPhone16.window()
    let screen = try ArticleScreen(window, tiedWidth: false)
    #expect(screen.content.frame.width == 393)
    try window.rotate()
    #expect(window.layoutWarnings == [
      "scroll's content stayed 393 wide when scroll became 734 wide: its width is not tied to "
        + "the frame, so it does not reflow. Add `content.widthAnchor == scroll.frameLayoutGuide.widthAnchor`."
    ])
    #expect(screen.content.frame.width == 393)
  }
}
