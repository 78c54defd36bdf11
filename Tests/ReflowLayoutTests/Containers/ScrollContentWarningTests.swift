import ReflowLayout
import Testing

/// The untied scroll content (issue 17): a content size that no constraint determines is
/// reported by `layoutWarnings`, naming the constraint to add (Docs/containers.md).
@Suite("Scroll content warnings")
struct ScrollContentWarningTests {
  /// A 393x852 window with a scroll view filling it and a content view pinned to the content
  /// guide's edges (which give the content size, as UIKit's `contentLayoutGuide`).
  private func screen() throws -> (Window, ScrollView, View) {
    let window = try Window(size: Size(width: 393, height: 852))
    let scroll = ScrollView(name: "scroll"), content = View(name: "content")
    window.rootView.addSubview(scroll)
    scroll.addSubview(content)
    try activate {
      scroll.edges == window.rootView.edges
      content.edges == scroll.contentLayoutGuide.edges
    }
    return (window, scroll, content)
  }

  @Test("An untied content width is reported at once, with the constraint to add")
  func untiedWidth() throws {
    // Rule (UIKit): the content guide's edges give the content size and say nothing of its
    // width; with only a height, no constraint determines the width and the solver leaves
    // it where it starts, at 0.
    let (window, scroll, content) = try screen()
    try activate(content.heightAnchor == 1200)
    window.layoutIfNeeded()
    #expect(scroll.contentSize == Size(width: 0, height: 1200))
    #expect(window.layoutWarnings == [
      "scroll's content width is determined by no constraint: it stays at its minimum, 0. "
        + "Add `content.widthAnchor == scroll.frameLayoutGuide.widthAnchor` (or a width)."
    ])
    // The fix the warning names: the content is 393 wide, and nothing is reported.
    try activate(content.widthAnchor == scroll.frameLayoutGuide.widthAnchor)
    window.layoutIfNeeded()
    #expect(scroll.contentSize == Size(width: 393, height: 1200))
    #expect(window.layoutWarnings.isEmpty)
  }

  @Test("A constant width, or one given by the subviews, is determined: no warning")
  func determinedWidths() throws {
    // A constant width (a sideways timeline): 2400 x 1200, nothing to report.
    let (window, scroll, content) = try screen()
    try activate {
      content.widthAnchor == 2400
      content.heightAnchor == 1200
    }
    window.layoutIfNeeded()
    #expect(scroll.contentSize == Size(width: 2400, height: 1200))
    #expect(window.layoutWarnings.isEmpty)
    // A content whose size its subview gives: a 300x44 row pinned to its four edges.
    let (other, list, box) = try screen()
    let row = View(name: "row")
    box.addSubview(row)
    try activate {
      row.edges == box.edges
      row.widthAnchor == 300
      row.heightAnchor == 44
    }
    other.layoutIfNeeded()
    #expect(list.contentSize == Size(width: 300, height: 44))
    #expect(other.layoutWarnings.isEmpty)
  }

  @Test("An untied content height is reported too; an empty scroll view is not")
  func untiedHeight() throws {
    // Rule: as for the width; a content that scrolls sideways ties its height to the frame.
    let (window, scroll, content) = try screen()
    try activate(content.widthAnchor == 2400)
    window.layoutIfNeeded()
    #expect(scroll.contentSize == Size(width: 2400, height: 0))
    #expect(window.layoutWarnings == [
      "scroll's content height is determined by no constraint: it stays at its minimum, 0. "
        + "Add `content.heightAnchor == scroll.frameLayoutGuide.heightAnchor` (or a height, "
        + "or its subviews' heights)."
    ])
    try activate(content.heightAnchor == scroll.frameLayoutGuide.heightAnchor)
    window.layoutIfNeeded()
    #expect(scroll.contentSize == Size(width: 2400, height: 852))
    #expect(window.layoutWarnings.isEmpty)
    // A scroll view with no content: nothing mentions its content size, nothing to report.
    let empty = try Window(size: Size(width: 393, height: 852))
    let bare = ScrollView(name: "bare")
    empty.rootView.addSubview(bare)
    try activate(bare.edges == empty.rootView.edges)
    empty.layoutIfNeeded()
    #expect(empty.layoutWarnings.isEmpty)
  }

  @Test("Docs/containers.md's example: the untied width is reported, the tie clears it")
  func guideExample() throws {
    // Docs/containers.md's example, verbatim (the drift test checks it).
    let window = try Window(size: Size(width: 393, height: 852))
    let scroll = ScrollView(name: "scroll"), content = View(name: "content")
    window.rootView.addSubview(scroll)
    scroll.addSubview(content)
    try activate {
      scroll.edges == window.rootView.edges
      content.edges == scroll.contentLayoutGuide.edges
      content.heightAnchor == 1200
    }
    window.layoutIfNeeded()
    print(scroll.contentSize)      // 0x1200: nothing gives the content a width
    print(window.layoutWarnings)   // ["scroll's content width is determined by no constraint: ..."]
    try activate(content.widthAnchor == scroll.frameLayoutGuide.widthAnchor)
    window.layoutIfNeeded()
    print(scroll.contentSize, window.layoutWarnings)   // 393x1200 []
    // After the tie: 393 (the frame guide's width) x 1200, and no warning; the state
    // before it is checked by untiedWidth().
    #expect(scroll.contentSize == Size(width: 393, height: 1200))
    #expect(window.layoutWarnings.isEmpty)
  }
}
