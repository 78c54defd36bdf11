@testable import ReflowLayout
import Testing

// A wrapped label that hugs its text (as wide as its widest line) widens again whenever its
// room grows, not only when the window resizes: a constraint's new constant, a sibling
// hidden, a container widened. Expected frames from DejaVu Sans's tables at 17 pt (x 17 /
// 2048 per font unit, no kerned pair in these words):
// "Hello world again" H 1540 + e 1260 + l 569 x 2 + o 1253 + space 651 + w 1675 + o 1253
// + r 842 + l 569 + d 1300 + space 651 + a 1255 + g 1300 + a 1255 + i 569 + n 1298
// = 17,809 units = 147.82861328125; "Hello world" 11,481 units = 95.30126953125.
// A line is 19.7890625 high.
private let unwrapped = 147.82861328125
private let wrapped = 95.30126953125
private let line = 19.7890625

/// A wrapping `CountingLabel` showing "Hello world again", in `superview`.
private func helloLabel(in superview: View) -> CountingLabel {
  let label = CountingLabel(name: "label", text: "Hello world again")
  label.numberOfLines = 0
  superview.addSubview(label)
  return label
}

/// A 300 x 300 window with a wrapping "Hello world again" label 10 in from the left, at the
/// top, its trailing edge at most 170 in from the right (`cap`): 120 of room.
private func cappedLabel() throws -> (Window, CountingLabel, LayoutConstraint) {
  let window = try Window(size: Size(width: 300, height: 300))
  let root = window.rootView
  let label = helloLabel(in: root)
  let cap = label.trailingAnchor <= root.trailingAnchor - 170
  try activate {
    label.leadingAnchor == root.leadingAnchor + 10
    label.topAnchor == root.topAnchor
    cap
  }
  return (window, label, cap)
}

/// Lays `window` out and says how many layout rounds it took.
private func layoutRounds(_ window: Window) -> Int {
  let before = window.layoutRoundSerial
  window.layoutIfNeeded()
  return window.layoutRoundSerial - before
}

@Suite("Wrapped labels widen when their room grows")
struct WrappedRoomTests {
  @Test("A constraint's new constant gives the label room: it widens in the same pass")
  func newConstant() throws {
    let (window, label, cap) = try cappedLabel()
    window.layoutIfNeeded()
    // 300 - 10 - 170 = 120 of room: "Hello world" / "again", as wide as the first line.
    #expect(label.frame == Rect(x: 10, y: 0, width: wrapped, height: 2 * line))
    #expect(label.asked.filter(\.isFinite) == [120])
    // 280 of room: the whole text on one line, asked once at its unwrapped width.
    cap.constant = -10
    #expect(layoutRounds(window) == 2)
    #expect(label.frame == Rect(x: 10, y: 0, width: unwrapped, height: line))
    #expect(label.textLayout.lines.map(\.text) == ["Hello world again"])
    #expect(label.asked.filter(\.isFinite) == [120, unwrapped])
    #expect(window.lastChangedViews.map(\.name) == ["label"])
    // Less room again: the required cap squeezes it to 120, where it wraps.
    cap.constant = -170
    window.layoutIfNeeded()
    #expect(label.frame == Rect(x: 10, y: 0, width: wrapped, height: 2 * line))
    #expect(label.asked.filter(\.isFinite) == [120, unwrapped, 120])
  }

  @Test("A container widened: the label inside it widens")
  func containerWidened() throws {
    let window = try Window(size: Size(width: 400, height: 300))
    let root = window.rootView
    let box = View(name: "box")
    root.addSubview(box)
    let label = helloLabel(in: box)
    let boxWidth = box.widthAnchor == 130
    try activate {
      box.leadingAnchor == root.leadingAnchor + 20
      box.topAnchor == root.topAnchor + 20
      boxWidth
      box.heightAnchor == 100
      label.leadingAnchor == box.leadingAnchor + 5
      label.trailingAnchor <= box.trailingAnchor - 5
      label.topAnchor == box.topAnchor
    }
    window.layoutIfNeeded()
    // 130 - 10 = 120 of room: two lines.
    #expect(label.frame == Rect(x: 5, y: 0, width: wrapped, height: 2 * line))
    boxWidth.constant = 300
    window.layoutIfNeeded()
    // 290 of room: one line.
    #expect(box.frame == Rect(x: 20, y: 20, width: 300, height: 100))
    #expect(label.frame == Rect(x: 5, y: 0, width: unwrapped, height: line))
    #expect(label.asked.filter(\.isFinite) == [120, unwrapped])
  }

  @Test("A sibling hidden in a stack: the label takes its place and its room")
  func siblingHidden() throws {
    let window = try Window(size: Size(width: 300, height: 300))
    let root = window.rootView
    let row = StackView(name: "row")
    row.spacing = 10
    let icon = View(name: "icon")
    let label = CountingLabel(name: "label", text: "Hello world again")
    label.numberOfLines = 0
    row.addArrangedSubview(icon)
    row.addArrangedSubview(label)
    root.addSubview(row)
    try activate {
      // Below required: the stack's collapse of a hidden view is required.
      icon.widthAnchor == 150 ~ Priority(999)
      row.leadingAnchor == root.leadingAnchor
      row.topAnchor == root.topAnchor
      row.trailingAnchor <= root.trailingAnchor
    }
    window.layoutIfNeeded()
    // 300 - 150 - 10 = 140 of room: two lines; the row hugs the icon, the spacing and the
    // label's first line.
    #expect(label.frame == Rect(x: 160, y: 0, width: wrapped, height: 2 * line))
    #expect(row.frame.width == 160 + wrapped)
    icon.isHidden = true
    window.layoutIfNeeded()
    // The icon and its spacing collapse: 300 of room, one line.
    #expect(label.frame == Rect(x: 0, y: 0, width: unwrapped, height: line))
    #expect(label.asked.filter(\.isFinite) == [140, unwrapped])
    icon.isHidden = false
    window.layoutIfNeeded()
    #expect(label.frame == Rect(x: 160, y: 0, width: wrapped, height: 2 * line))
  }

  @Test("A change that gives no room asks nothing and moves nothing")
  func noNewRoom() throws {
    let (window, label, _) = try cappedLabel()
    let root = window.rootView
    let other = View(name: "other")
    root.addSubview(other)
    let otherWidth = other.widthAnchor == 50
    try activate {
      other.leadingAnchor == root.leadingAnchor
      other.topAnchor == root.topAnchor + 100
      other.heightAnchor == 10
      otherWidth
    }
    window.layoutIfNeeded()
    let frame = label.frame
    #expect(frame == Rect(x: 10, y: 0, width: wrapped, height: 2 * line))
    otherWidth.constant = 80
    // Let out and back within the pass: two rounds, no question (120 answers for it), and
    // only the view that moved is reported.
    #expect(layoutRounds(window) == 2)
    #expect(label.frame == frame)
    #expect(label.asked.filter(\.isFinite) == [120])
    #expect(window.lastChangedViews.map(\.name) == ["other"])
  }

  @Test("Labels that do not hug their text are never let out")
  func widthFromConstraints() throws {
    let window = try Window(size: Size(width: 300, height: 300))
    let root = window.rootView
    let label = helloLabel(in: root)
    let width = label.widthAnchor == 120
    try activate {
      label.leadingAnchor == root.leadingAnchor + 10
      label.topAnchor == root.topAnchor
      width
    }
    window.layoutIfNeeded()
    // As wide as its constraint, wider than its first line: not hugging.
    #expect(label.frame == Rect(x: 10, y: 0, width: 120, height: 2 * line))
    #expect(window.huggingViews.isEmpty)
    width.constant = 200
    window.layoutIfNeeded()
    #expect(label.frame == Rect(x: 10, y: 0, width: 200, height: line))
    #expect(label.asked.filter(\.isFinite) == [120, 200])
  }
}

extension WrappedRoomTests {
  @Test("New text in a label that hugs its text is wrapped in its room, not in its old width")
  func newTextWrapsInItsRoom() throws {
    let (window, label, _) = try cappedLabel()
    window.layoutIfNeeded()
    #expect(label.frame == Rect(x: 10, y: 0, width: wrapped, height: 2 * line))
    // "again again" is 1255 + 1300 + 1255 + 569 + 1298 = 5,677 units a word, 2 x 5,677 + 651
    // = 12,005 units = 99.65087890625: wider than the old width (95.3), within the room
    // (120). So "Hello world" / "again again", as wide as the second line.
    label.text = "Hello world again again"
    window.layoutIfNeeded()
    #expect(label.textLayout.lines.map(\.text) == ["Hello world", "again again"])
    #expect(label.frame == Rect(x: 10, y: 0, width: 99.65087890625, height: 2 * line))
  }
}

extension WrappedRoomTests {
  @Test("A hugging label moved to another window widens there when its room grows")
  func movedToAnotherWindow() throws {
    let first = try Window(size: Size(width: 300, height: 300))
    let second = try Window(size: Size(width: 300, height: 300))
    let box = View(name: "box")
    first.rootView.addSubview(box)
    let label = helloLabel(in: box)
    let cap = label.trailingAnchor <= box.trailingAnchor - 170
    try activate {
      box.edges == first.rootView.edges
      label.leadingAnchor == box.leadingAnchor + 10
      label.topAnchor == box.topAnchor
      cap
    }
    first.layoutIfNeeded()
    #expect(first.huggingViews.map(\.name) == ["label"])
    // The box keeps the label's constraints (its own), not the edges to the first root.
    box.removeFromSuperview()
    #expect(first.huggingViews.isEmpty)
    second.rootView.addSubview(box)
    try activate { box.edges == second.rootView.edges }
    second.layoutIfNeeded()
    #expect(label.frame == Rect(x: 10, y: 0, width: wrapped, height: 2 * line))
    #expect(second.huggingViews.map(\.name) == ["label"])
    cap.constant = -10
    second.layoutIfNeeded()
    #expect(label.frame == Rect(x: 10, y: 0, width: unwrapped, height: line))
  }
}

extension WrappedRoomTests {
  @Test("A refused resize lets nothing out: the next change of room still widens the label")
  func refusedResize() throws {
    let (window, label, cap) = try cappedLabel()
    try activate(window.rootView.widthAnchor >= 300)
    window.layoutIfNeeded()
    #expect(throws: LayoutError.self) { try window.resize(to: Size(width: 250, height: 300)) }
    #expect(label.intrinsicContentSize == IntrinsicSize(width: wrapped, height: 2 * line))
    cap.constant = -10
    window.layoutIfNeeded()
    #expect(label.frame == Rect(x: 10, y: 0, width: unwrapped, height: line))
  }
}
