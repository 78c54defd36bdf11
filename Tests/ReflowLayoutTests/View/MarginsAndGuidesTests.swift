import ReflowLayout
import ReflowTesting
import Testing

@Suite("Margins and guides")
struct MarginsAndGuidesTests {
  // UIKit's rule (documentation of directionalLayoutMargins and
  // insetsLayoutMarginsFromSafeArea): margins are 8 on every side by default, measured from
  // the view's safe area (insetsLayoutMarginsFromSafeArea is true by default), which for a
  // subview is its part inside the window's safe area.
  @Test("The margins guide is the view's safe area inset by 8 on every side by default")
  func defaultMargins() throws {
    let window = Device.iPhone16.window()
    let root = window.rootView
    let card = addView("card", to: root)
    let label = addView("label", to: card)
    try activate(card.edges == root.edges.inset(by: 20))
    try activate(label.edges == card.layoutMarginsGuide.edges)
    #expect(card.layoutMargins == EdgeInsets(all: 8))
    // card (20, 20, 353, 812); its safe area in its own coordinates: top 59 - 20 = 39, bottom
    // 818 - 20 = 798 (the window's safe area ends at 852 - 34), sides 0 and 353. Inset by 8:
    // (8, 47, 337, 798 - 39 - 16 = 743).
    try assertFrame(of: label, equals: Rect(x: 8, y: 47, width: 337, height: 743))
    #expect(card.layoutMarginsGuide.layoutFrame.isClose(to: Rect(x: 8, y: 47, width: 337, height: 743)))
  }

  @Test("Changing the margins moves what is pinned to the guide")
  func changedMargins() throws {
    let window = Device.iPhone16.window()
    let root = window.rootView
    let label = addView("label", to: root)
    try activate(label.edges == root.layoutMarginsGuide.edges)
    try root.setLayoutMargins(EdgeInsets(top: 10, left: 20, bottom: 30, right: 40))
    // The root's margins are at least the system minimum (16 at the sides, compact width)
    // and measured from the safe area (top 59, bottom 34): x 20, y 59 + 10 = 69, width
    // 393 - 20 - 40 = 333, height 852 - 59 - 34 - 10 - 30 = 719.
    try assertFrame(of: label, equals: Rect(x: 20, y: 69, width: 333, height: 719))
    #expect(throws: LayoutError.self) { try root.setLayoutMargins(EdgeInsets(all: .infinity)) }
    #expect(root.layoutMargins == EdgeInsets(top: 10, left: 20, bottom: 30, right: 40))
  }

  @Test("A margin change that required constraints cannot follow is refused, nothing moves")
  func conflictingMargins() throws {
    let window = Device.iPhone16.window()
    let root = window.rootView
    let label = addView("label", to: root)
    try activate(label.edges == root.layoutMarginsGuide.edges)
    // The root's margins: the system minimum, 16 at the sides, none above and below, from
    // the safe area: (16, 59, 393 - 32 = 361, 852 - 59 - 34 = 759).
    try activate(label.widthAnchor == 361)
    #expect(throws: LayoutError.self) { try root.setLayoutMargins(EdgeInsets(all: 20)) }
    #expect(root.layoutMargins == .zero)
    try assertFrame(of: label, equals: Rect(x: 16, y: 59, width: 361, height: 759))
  }

  @Test("The root's safe area follows the window's insets, in both orientations")
  func rootSafeArea() throws {
    let window = Device.iPhone16.window()
    let root = window.rootView
    let content = addView("content", to: root)
    try activate(content.edges == root.safeAreaLayoutGuide.edges)
    try assertFrame(of: content, equals: Rect(x: 0, y: 59, width: 393, height: 759))
    try window.rotate()
    #expect(window.safeAreaInsets == EdgeInsets(top: 0, left: 59, bottom: 21, right: 59))
    try assertFrame(of: content, equals: Rect(x: 59, y: 0, width: 734, height: 372), "in landscape")
    try window.rotate()
    try assertFrame(of: content, equals: Rect(x: 0, y: 59, width: 393, height: 759), "back in portrait")
  }

  @Test("Without insets for the other orientation, rotation turns them with the device")
  func turnedInsets() throws {
    let window = try Window(
      size: Size(width: 400, height: 800), safeAreaInsets: EdgeInsets(top: 40, bottom: 20))
    try window.rotate()
    #expect(window.safeAreaInsets == EdgeInsets(top: 0, left: 40, bottom: 0, right: 20))
    try window.rotate()
    #expect(window.safeAreaInsets == EdgeInsets(top: 40, left: 0, bottom: 20, right: 0))
  }

  @Test("A subview's safe area is its intersection with the window's safe area")
  func subviewSafeArea() throws {
    let window = Device.iPhone16.window()
    let root = window.rootView
    let header = addView("header", to: root)
    let title = addView("title", to: header)
    try activate {
      header.leadingAnchor == root.leadingAnchor
      header.trailingAnchor == root.trailingAnchor
      header.topAnchor == root.topAnchor
      header.heightAnchor == 120
      title.edges == header.safeAreaLayoutGuide.edges
    }
    try assertFrame(of: title, equals: Rect(x: 0, y: 59, width: 393, height: 61))
    #expect(!window.ambiguousViews().contains { $0.view === title }, "\(window.ambiguousViews())")
  }

  @Test("Custom layout guides space views like views do")
  func customGuide() throws {
    let window = Device.iPhone16.window()
    let root = window.rootView
    let left = addView("left", to: root)
    let right = addView("right", to: root)
    let gap = LayoutGuide(name: "gap")
    root.addLayoutGuide(gap)
    #expect(gap.owningView === root)
    try activate {
      left.leadingAnchor == root.leadingAnchor
      left.topAnchor == root.topAnchor
      left.size == Size(width: 100, height: 50)
      gap.leadingAnchor == left.trailingAnchor
      gap.widthAnchor == root.widthAnchor * 0.1
      gap.topAnchor == left.topAnchor
      gap.heightAnchor == 1
      right.leadingAnchor == gap.trailingAnchor
      right.topAnchor == left.topAnchor
      right.size == left.size
    }
    try assertFrame(of: right, equals: Rect(x: 139.3, y: 0, width: 100, height: 50))
    #expect(gap.layoutFrame.isClose(to: Rect(x: 100, y: 0, width: 39.3, height: 1)))
    let spacing = right.leadingAnchor == gap.trailingAnchor + 1
    try activate(spacing ~ .low)
    root.removeLayoutGuide(gap)
    #expect(gap.owningView == nil)
    #expect(window.ambiguousViews().contains { $0.view === right }, "right lost its position")
  }
}
