import ReflowLayout
import Testing

// DejaVu Sans, 2048 units per em, ascender 1901, descender -483; "Hello" is 5191 units (see
// LabelTests.swift). Body: 17 pt at Large, 19 at Extra Large, 28 at Accessibility Medium.

/// A window whose traits have `category`, with a label "Hello" in the body style at its top
/// left.
private func helloScreen(_ category: ContentSizeCategory = .large) throws -> (Window, Label) {
  let size = Size(width: 393, height: 852)
  var traits = try Window(size: size).traits
  traits.contentSizeCategory = category
  let window = try Window(size: size, traits: traits)
  let root = window.rootView
  let hello = Label(name: "hello", text: "Hello")
  root.addSubview(hello)
  try activate {
    hello.leadingAnchor == root.leadingAnchor
    hello.topAnchor == root.topAnchor
  }
  window.layoutIfNeeded()
  return (window, hello)
}

/// `window`'s traits with another content size category.
private func traits(of window: Window, _ category: ContentSizeCategory) -> Traits {
  var traits = window.traits
  traits.contentSizeCategory = category
  return traits
}

@Suite("Label changes")
struct LabelChangeTests {
  @Test("A label with a text style joins at the window's category and follows its changes")
  func dynamicType() throws {
    let (window, hello) = try helloScreen(.extraLarge)
    // 19 pt: 5191 x 19 / 2048 = 48.15869140625 wide, 2384 x 19 / 2048 = 22.1171875 high.
    #expect(hello.frame == Rect(x: 0, y: 0, width: 48.15869140625, height: 22.1171875))
    let fixed = Label(name: "fixed", text: "Hello", font: try Font(size: 17))
    window.rootView.addSubview(fixed)
    try activate(fixed.topAnchor == hello.bottomAnchor)
    try window.resize(to: window.size, traits: traits(of: window, .accessibilityMedium))
    // 28 pt: 5191 x 28 / 2048 = 70.970703125 wide, 2384 x 28 / 2048 = 32.59375 high, first
    // baseline 1901 x 28 / 2048 = 25.990234375.
    #expect(hello.frame == Rect(x: 0, y: 0, width: 70.970703125, height: 32.59375))
    #expect(hello.firstBaselineY == 25.990234375)
    #expect(hello.font.pointSize == 28)
    // A font of fixed size stays at 17 pt: 43.08935546875 x 19.7890625, below the other.
    #expect(fixed.frame == Rect(x: 0, y: 32.59375, width: 43.08935546875, height: 19.7890625))
  }

  @Test("A category change the constraints on a baseline refuse changes nothing")
  func refusedCategory() throws {
    let (window, hello) = try helloScreen()
    // Required: the first baseline at the ascent of 17 pt, 1901 x 17 / 2048.
    try activate(hello.firstBaselineAnchor == window.rootView.topAnchor + 15.77978515625)
    let before = (hello.frame, hello.intrinsicContentSize)
    #expect(throws: LayoutError.self) {
      try window.resize(to: window.size, traits: traits(of: window, .accessibilityMedium))
    }
    // The category, the label's measure and its frame are those of before: one transaction.
    #expect(window.traits.contentSizeCategory == .large)
    #expect(hello.intrinsicContentSize == before.1)
    window.layoutIfNeeded()
    #expect(hello.frame == before.0)
    #expect(hello.font.pointSize == 17)
  }

  @Test("Refused changes through the setters are put back and reported")
  func refusedSetters() throws {
    let (window, hello) = try helloScreen()
    try activate(hello.firstBaselineAnchor == window.rootView.topAnchor + 15.77978515625)
    let frame = hello.frame
    hello.font = try Font(size: 34)
    guard case .unsatisfiable = hello.lastLayoutError else {
      Issue.record("expected an unsatisfiable constraint, got \(String(describing: hello.lastLayoutError))")
      return
    }
    #expect(hello.font.pointSize == 17)
    window.layoutIfNeeded()
    #expect(hello.frame == frame)
    hello.numberOfLines = -1
    #expect(hello.lastLayoutError == .invalidText(.invalidNumberOfLines(-1), view: "hello"))
    #expect(hello.numberOfLines == 1)
    // An accepted change clears the error: "Hello world" is 11481 units = 95.30126953125 pt.
    hello.text = "Hello world"
    #expect(hello.lastLayoutError == nil)
    window.layoutIfNeeded()
    #expect(hello.frame.width == 95.30126953125)
  }
}
