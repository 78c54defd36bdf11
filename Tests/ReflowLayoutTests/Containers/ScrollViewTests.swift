import ReflowLayout
import ReflowTesting
import Testing

/// A scroll view filling the safe area with a content view of 20 rows of 60 points; with
/// `tiedWidth`, the content's width follows the scroll view's frame.
func scrollScreen(_ window: Window, tiedWidth: Bool) throws -> (ScrollView, View, [View]) {
  let root = window.rootView
  let scroll = ScrollView(name: "scroll")
  root.addSubview(scroll)
  let content = View(name: "content")
  scroll.addSubview(content)
  var rows: [View] = []
  try activate {
    scroll.edges == root.safeAreaLayoutGuide.edges
    content.edges == scroll.contentLayoutGuide.edges
    if tiedWidth {
      content.widthAnchor == scroll.frameLayoutGuide.widthAnchor
    } else {
      content.widthAnchor == 393   // the width at build time, as if read off the screen
    }
  }
  for i in 0..<20 {
    let row = View(name: "row\(i)")
    content.addSubview(row)
    try activate {
      row.leadingAnchor == content.leadingAnchor
      row.trailingAnchor == content.trailingAnchor
      row.heightAnchor == 60
      if let previous = rows.last {
        row.topAnchor == previous.bottomAnchor
      } else {
        row.topAnchor == content.topAnchor
      }
    }
    rows.append(row)
  }
  try activate(rows.last!.bottomAnchor == content.bottomAnchor)
  return (scroll, content, rows)
}

@Suite("Scroll views")
struct ScrollViewTests {
  @Test("The content size comes from the content guide and reflows when tied to the frame")
  func contentReflows() throws {
    let window = Device.iPhone16.window()
    let (scroll, content, rows) = try scrollScreen(window, tiedWidth: true)
    try assertContentSize(of: scroll, equals: Size(width: 393, height: 1200))
    try assertFrame(of: content, equals: Rect(x: 0, y: 0, width: 393, height: 1200))
    try assertFrame(of: rows[3], equals: Rect(x: 0, y: 180, width: 393, height: 60))
    try window.rotate()
    try assertContentSize(of: scroll, equals: Size(width: 734, height: 1200), "reflowed")
    try assertFrame(of: rows[3], equals: Rect(x: 0, y: 180, width: 734, height: 60))
    try assertNoAmbiguity(window)
  }

  @Test("Without the width tied to the frame, the content keeps its width (seed 003's pitfall)")
  func contentDoesNotReflow() throws {
    let window = Device.iPhone16.window()
    let (scroll, _, _) = try scrollScreen(window, tiedWidth: false)
    try window.rotate()
    try assertContentSize(of: scroll, equals: Size(width: 393, height: 1200))
    #expect(scroll.frame.width == 734)
  }

  @Test("The offset is clamped to the content, also when the scroll view grows")
  func offsetClamping() throws {
    let window = Device.iPhone16.window()
    let (scroll, _, _) = try scrollScreen(window, tiedWidth: true)
    #expect(scroll.maximumContentOffset == Point(x: 0, y: 1200 - 759))
    try scroll.setContentOffset(Point(x: 50, y: 2000))
    #expect(scroll.contentOffset == Point(x: 0, y: 441))
    #expect(scroll.visibleRect == Rect(x: 0, y: 441, width: 393, height: 759))
    try scroll.setContentOffset(Point(x: 0, y: 300))
    try window.rotate()
    #expect(scroll.contentOffset == Point(x: 0, y: 300), "still within 1200 - 372")
    #expect(throws: LayoutError.self) { try scroll.setContentOffset(Point(x: .nan, y: 0)) }
    #expect(scroll.contentOffset == Point(x: 0, y: 300))
  }

  @Test("The dump shows the content size and offset")
  func dump() throws {
    let window = Device.iPhone16.window()
    let (scroll, _, _) = try scrollScreen(window, tiedWidth: true)
    try scroll.setContentOffset(Point(x: 0, y: 120))
    #expect(window.dump().contains("  scroll (0, 59, 393, 759) content 393x1200 offset (0, 120)"))
  }
}
