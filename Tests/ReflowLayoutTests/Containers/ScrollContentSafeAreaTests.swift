import ReflowLayout
import ReflowTesting
import Testing

/// A view in a scroll view's content moves on screen with the scroll offset, which is not in
/// the solver, so its safe area is its bounds (the scroll view takes the insets, as UIKit's
/// contentInsetAdjustmentBehavior puts them into the content inset). Before this rule, a
/// view below the window got a safe area of negative height and margins inset from it.
@Suite("Safe area of scrolled content")
struct ScrollContentSafeAreaTests {
  @Test("A view 2,000 points down a scroll view's content: safe area = bounds, margins inside")
  func farDown() throws {
    // iPhone 16 portrait: 393 x 852, safe-area insets 59 top, 34 bottom.
    let window = Device.iPhone16.window()
    let scroll = ScrollView(name: "scroll")
    window.rootView.addSubview(scroll)
    let row = View(name: "row")
    scroll.addSubview(row)
    try activate {
      scroll.edges == window.rootView.edges
      row.leadingAnchor == scroll.contentLayoutGuide.leadingAnchor
      row.topAnchor == scroll.contentLayoutGuide.topAnchor + 2000
      row.widthAnchor == 393
      row.heightAnchor == 100
      row.bottomAnchor == scroll.contentLayoutGuide.bottomAnchor
      row.widthAnchor == scroll.contentLayoutGuide.widthAnchor
    }
    let safe = row.safeAreaLayoutGuide, margins = row.layoutMarginsGuide
    window.layoutIfNeeded()
    // Safe area: the row's bounds, (0, 0, 393, 100).
    #expect(safe.layoutFrame == Rect(x: 0, y: 0, width: 393, height: 100), "\(window.dump())")
    // Margins: 8 on each side (the default) inside that: (8, 8, 377, 84).
    #expect(margins.layoutFrame == Rect(x: 8, y: 8, width: 377, height: 84), "\(window.dump())")
  }
}
