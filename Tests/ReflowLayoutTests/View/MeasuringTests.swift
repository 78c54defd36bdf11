import ReflowLayout
import Testing

/// A view of a fixed area: its height is 1000 / the width it gets, and it counts how often
/// the layout asked.
final class InverseView: View {
  var asked: [Double] = []
  override var measuresHeightForWidth: Bool { true }
  override func sizeThatFits(width proposedWidth: Double) -> IntrinsicSize {
    asked.append(proposedWidth)
    return IntrinsicSize(height: proposedWidth.isFinite ? 1000 / proposedWidth : 0)
  }
}

/// A window of `size` with an ``InverseView`` across its top.
private func fullWidthInverse(_ size: Size) throws -> (Window, InverseView) {
  let window = try Window(size: size)
  let root = window.rootView
  let m = InverseView(name: "m")
  root.addSubview(m)
  try activate {
    m.leadingAnchor == root.leadingAnchor
    m.trailingAnchor == root.trailingAnchor
    m.topAnchor == root.topAnchor
  }
  return (window, m)
}

@Suite("Height for width")
struct MeasuringTests {
  @Test("A view is measured once per new width, and its height follows in the same pass")
  func measuredPerWidth() throws {
    let (window, m) = try fullWidthInverse(Size(width: 400, height: 800))
    window.layoutIfNeeded()
    // 400 wide: 1000 / 400 = 2.5 high.
    #expect(m.frame == Rect(x: 0, y: 0, width: 400, height: 2.5))
    #expect(m.asked == [400])
    window.layoutIfNeeded()
    #expect(m.asked == [400])
    // Landscape, 800 wide: 1000 / 800 = 1.25.
    try window.rotate()
    #expect(m.frame == Rect(x: 0, y: 0, width: 800, height: 1.25))
    #expect(m.asked == [400, 800])
    try window.rotate()
    #expect(m.frame == Rect(x: 0, y: 0, width: 400, height: 2.5))
    #expect(m.asked == [400, 800, 400])
    // A change of height only (the window is taller): no new width, no question.
    try window.resize(to: Size(width: 400, height: 900))
    #expect(m.asked == [400, 800, 400])
  }

  @Test("Views measured inside a stack inside a scroll view size the content, and rotate")
  func inStackInScrollView() throws {
    let window = try Window(size: Size(width: 250, height: 500))
    let root = window.rootView
    let scroll = ScrollView(name: "scroll")
    root.addSubview(scroll)
    let a = InverseView(name: "a")
    let b = InverseView(name: "b")
    let stack = verticalStack(in: scroll, spacing: 10, [a, b])
    try activate {
      scroll.edges == root.edges
      stack.edges == scroll.contentLayoutGuide.edges
      stack.widthAnchor == scroll.frameLayoutGuide.widthAnchor
    }
    window.layoutIfNeeded()
    // 250 wide: each 1000 / 250 = 4 high; b below a and 10 of spacing: y 14; content
    // 4 + 10 + 4 = 18 high.
    #expect(a.frame == Rect(x: 0, y: 0, width: 250, height: 4))
    #expect(b.frame == Rect(x: 0, y: 14, width: 250, height: 4))
    #expect(scroll.contentSize == Size(width: 250, height: 18))
    #expect(a.asked == [250] && b.asked == [250])
    // Landscape, 500 wide: 1000 / 500 = 2 each; b at 2 + 10 = 12; content 2 + 10 + 2 = 14.
    try window.rotate()
    #expect(a.frame == Rect(x: 0, y: 0, width: 500, height: 2))
    #expect(b.frame == Rect(x: 0, y: 12, width: 500, height: 2))
    #expect(scroll.contentSize == Size(width: 500, height: 14))
    #expect(a.asked == [250, 500] && b.asked == [250, 500])
  }

  @Test("A non-finite answer is refused and reported; other views still take their sizes")
  func nonFiniteAnswer() throws {
    let (window, m) = try fullWidthInverse(Size(width: 0, height: 100))
    let fixed = InverseView(name: "fixed")
    window.rootView.addSubview(fixed)
    try activate(fixed.widthAnchor == 50)
    window.layoutIfNeeded()
    // 0 wide: 1000 / 0 is infinite. The other, 50 wide, takes 1000 / 50 = 20 all the same.
    #expect(m.asked == [0])
    #expect(window.layoutErrors == [.nonFinite("the intrinsic content size of m")])
    #expect(m.intrinsicContentSize == .none)
    #expect(fixed.intrinsicContentSize == IntrinsicSize(height: 20))
    #expect(fixed.frame.height == 20)
  }

  @Test("A wrapped label held at its text's width widens again when a rotation gives it room")
  func wrappedLabelWidensAfterRotation() throws {
    // DejaVu Sans at 17 pt, x 17 / 2048 per font unit, no kerned pair in these words:
    // "Hello world again" H 1540 + e 1260 + l 569 x 2 + o 1253 + space 651 + w 1675 + o 1253
    // + r 842 + l 569 + d 1300 + space 651 + a 1255 + g 1300 + a 1255 + i 569 + n 1298
    // = 17,809 units = 147.82861328125; "Hello world" 11,481 units = 95.30126953125.
    // A line is 19.7890625 high.
    let window = try Window(size: Size(width: 140, height: 300))
    let root = window.rootView
    let label = CountingLabel(name: "label", text: "Hello world again")
    label.numberOfLines = 0
    root.addSubview(label)
    try activate {
      label.leadingAnchor == root.leadingAnchor + 10
      label.trailingAnchor <= root.trailingAnchor - 10
      label.topAnchor == root.topAnchor
    }
    window.layoutIfNeeded()
    // Portrait: at most 140 - 20 = 120 wide, so two lines, "Hello world" / "again"; the
    // label hugs its widest line.
    let portrait = Rect(x: 10, y: 0, width: 95.30126953125, height: 39.578125)
    #expect(label.frame == portrait)
    #expect(label.asked.filter(\.isFinite) == [120])
    // Landscape: 300 - 20 = 280 of room: one line of 147.83, measured at that width.
    try window.rotate()
    #expect(label.textLayout.lines.map(\.text) == ["Hello world again"])
    #expect(label.frame == Rect(x: 10, y: 0, width: 147.82861328125, height: 19.7890625))
    #expect(label.asked.filter(\.isFinite) == [120, 147.82861328125])
    try window.rotate()
    #expect(label.frame == portrait)
    #expect(label.asked.filter(\.isFinite) == [120, 147.82861328125, 120])
    // A change that gives it no new room asks nothing.
    try window.resize(to: Size(width: 140, height: 320))
    #expect(label.frame == portrait)
    #expect(label.asked.filter(\.isFinite) == [120, 147.82861328125, 120])
  }
}
