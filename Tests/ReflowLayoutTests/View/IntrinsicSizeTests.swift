import ReflowLayout
import ReflowTesting
import Testing

@Suite("Intrinsic size")
struct IntrinsicSizeTests {
  /// A label of intrinsic size 120x20 placed at the root's leading edge, with a required
  /// width range and a width wish at `wish` priority.
  func label(wish: Double, at priority: Priority) throws -> (Window, View) {
    let window = Device.iPhone16.window()
    let root = window.rootView
    let label = addView("label", to: root)
    try label.setIntrinsicContentSize(IntrinsicSize(width: 120, height: 20))
    try activate {
      label.leadingAnchor == root.leadingAnchor
      label.topAnchor == root.topAnchor
      label.widthAnchor == wish ~ priority
    }
    return (window, label)
  }

  @Test("With nothing else, a view takes its intrinsic size and is not ambiguous in size")
  func takesIntrinsicSize() throws {
    let (window, label) = try label(wish: 0, at: 1)
    try assertFrame(of: label, equals: Rect(x: 0, y: 0, width: 120, height: 20))
    #expect(!window.ambiguousViews().contains { $0.view === label })
  }

  /// The laid-out width (the window is kept alive while it is read: views hold their window
  /// weakly, as the window holds them).
  func width(wish: Double, at priority: Priority) throws -> Double {
    let (window, label) = try label(wish: wish, at: priority)
    return withExtendedLifetime(window) { label.frame.width }
  }

  @Test("Hugging (250) beats a wish to grow at 200; a wish at 300 stretches the view")
  func hugging() throws {
    #expect(try width(wish: 200, at: 200) == 120)
    #expect(try width(wish: 200, at: 300) == 200)
  }

  @Test("Compression resistance (750) beats a wish to shrink at 700; 800 compresses it")
  func compressionResistance() throws {
    #expect(try width(wish: 50, at: 700) == 120)
    #expect(try width(wish: 50, at: 800) == 50)
  }

  @Test("Changing the hugging priority lets a weaker wish win")
  func changedHugging() throws {
    let (window, label) = try label(wish: 200, at: 200)
    defer { withExtendedLifetime(window) {} }
    #expect(label.frame.width == 120)
    try label.setContentHuggingPriority(Priority(100), for: .horizontal)
    #expect(label.contentHuggingPriority(for: .horizontal) == Priority(100))
    #expect(label.frame.width == 200)
    #expect(throws: LayoutError.self) {
      try label.setContentHuggingPriority(Priority(0), for: .horizontal)
    }
  }

  @Test("Required hugging applies as 999 and so never makes a layout unsatisfiable")
  func requiredHugging() throws {
    let (window, label) = try label(wish: 200, at: 200)
    try label.setContentHuggingPriority(.required, for: .horizontal)
    try activate(label.widthAnchor == 300)
    #expect(label.frame.width == 300)
    #expect(window.ambiguousViews().isEmpty)
  }

  @Test("Two labels in a row: the one with lower hugging stretches")
  func twoLabels() throws {
    let window = Device.iPhone16.window()
    let root = window.rootView
    let name = addView("name", to: root)
    let value = addView("value", to: root)
    try name.setIntrinsicContentSize(IntrinsicSize(width: 80, height: 20))
    try value.setIntrinsicContentSize(IntrinsicSize(width: 60, height: 20))
    try value.setContentHuggingPriority(Priority(251), for: .horizontal)
    try activate {
      name.leadingAnchor == root.leadingAnchor + 16
      value.leadingAnchor == name.trailingAnchor + 8
      value.trailingAnchor == root.trailingAnchor - 16
      name.topAnchor == root.topAnchor
      value.topAnchor == root.topAnchor
    }
    try assertFrame(of: value, equals: Rect(x: 317, y: 0, width: 60, height: 20))
    try assertFrame(of: name, equals: Rect(x: 16, y: 0, width: 293, height: 20))
  }

  @Test("Removing the intrinsic size on an axis removes its constraints")
  func removedIntrinsic() throws {
    let (window, label) = try label(wish: 0, at: 1)
    try label.setIntrinsicContentSize(IntrinsicSize(width: nil, height: 20))
    #expect(label.frame.width == 0, "only the wish at priority 1 is left")
    try label.setIntrinsicContentSize(.none)
    #expect(window.ambiguousViews().first { $0.view === label }?.attributes == [.height])
    #expect(throws: LayoutError.self) {
      try label.setIntrinsicContentSize(IntrinsicSize(width: .nan))
    }
  }
}
