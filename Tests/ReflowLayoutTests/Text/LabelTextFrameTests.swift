import ReflowLayout
import Testing

// DejaVu Sans at 17 pt: "Hello" is 5191 units = 43.08935546875 wide, a line 2384 units =
// 19.7890625 high (see LabelTests.swift).

@Suite("Where a label's text is drawn")
struct LabelTextFrameTests {
  /// A window with a label "Hello" at (20, 100), its width and height given (the window is
  /// returned too: a view does not keep its window alive).
  func hello(width: Double, height: Double, lines: Int = 1) throws -> (Window, Label) {
    let window = try Window(size: Size(width: 393, height: 852))
    let root = window.rootView
    let label = Label(name: "hello", text: "Hello")
    label.numberOfLines = lines
    root.addSubview(label)
    try activate {
      label.leadingAnchor == root.leadingAnchor + 20
      label.topAnchor == root.topAnchor + 100
      label.size == Size(width: width, height: height)
    }
    window.layoutIfNeeded()
    return (window, label)
  }

  @Test("A label taller than its text centres it vertically, as UIKit draws it")
  func centred() throws {
    let (window, label) = try hello(width: 120, height: 44)
    defer { withExtendedLifetime(window) {} }
    // (44 - 19.7890625) / 2 = 12.10546875 from the top.
    #expect(label.textFrame == Rect(x: 0, y: 12.10546875, width: 120, height: 19.7890625))
    // The first baseline stays the ascent below the label's top: 1901 x 17 / 2048.
    #expect(label.firstBaselineY == 15.77978515625)
  }

  @Test("Wrapped lines are centred as a block")
  func centredLines() throws {
    let (window, label) = try hello(width: 30, height: 100, lines: 0)
    defer { withExtendedLifetime(window) {} }
    // "Hello" is wider than 30: broken between characters, "Hel" (H 1540 + e 1260 + l 569
    // = 3369 units, 27.97 pt) and "lo"; two lines, 39.578125 high, (100 - 39.578125) / 2.
    #expect(label.textLayout.lines.map(\.text) == ["Hel", "lo"])
    #expect(label.textFrame == Rect(x: 0, y: 30.2109375, width: 30, height: 39.578125))
  }

  @Test("A label as tall as its text, or shorter, draws it from its top")
  func fromTop() throws {
    let (window, fitting) = try hello(width: 120, height: 19.7890625)
    defer { withExtendedLifetime(window) {} }
    #expect(fitting.textFrame == Rect(x: 0, y: 0, width: 120, height: 19.7890625))
    let (other, short) = try hello(width: 120, height: 10)
    defer { withExtendedLifetime(other) {} }
    #expect(short.textFrame == Rect(x: 0, y: 0, width: 120, height: 19.7890625))
    // Outside a window: its intrinsic size.
    let alone = Label(name: "alone", text: "Hello")
    #expect(alone.textFrame == Rect(x: 0, y: 0, width: 43.08935546875, height: 19.7890625))
  }
}
