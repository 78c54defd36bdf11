import ReflowLayout
import ReflowTesting
import Testing

/// A 44-point icon 16 inside the safe area's top leading corner and a label "Hello" in the
/// body style beside it at the standard text sizes, below it at the accessibility sizes: two
/// constraint sets switched by the content size category.
private func iconAndHello(in window: Window) throws -> Label {
  let root = window.rootView
  let icon = View(name: "icon"), hello = Label(name: "hello", text: "Hello")
  root.addSubview(icon)
  root.addSubview(hello)
  try activate {
    icon.leadingAnchor == root.safeAreaLayoutGuide.leadingAnchor + 16
    icon.topAnchor == root.safeAreaLayoutGuide.topAnchor + 16
    icon.size == Size(width: 44, height: 44)
  }
  let accessible = TraitCondition.contentSizeCategory(atLeast: .accessibilityMedium)
  try window.add([
    ConstraintSet("beside", when: accessible.negated) {
      hello.leadingAnchor == icon.trailingAnchor + 8
      hello.centerYAnchor == icon.centerYAnchor
    },
    ConstraintSet("below", when: accessible) {
      hello.leadingAnchor == icon.leadingAnchor
      hello.topAnchor == icon.bottomAnchor + 8
    },
  ])
  window.layoutIfNeeded()
  return hello
}

/// "Hello" in the body style, from DejaVu Sans's tables: 5191 units wide, 2384 high, at
/// 17 pt (L), 23 pt (XXXL), 28 pt (AX1) and 33 pt (AX2), x size / 2048.
private let hello: [ContentSizeCategory: Size] = [
  .large: Size(width: 43.08935546875, height: 19.7890625),
  .extraExtraExtraLarge: Size(width: 58.29736328125, height: 26.7734375),
  .accessibilityMedium: Size(width: 70.970703125, height: 32.59375),
  .accessibilityLarge: Size(width: 83.64404296875, height: 38.4140625),
]

/// Where the label is in a window whose safe area is `safe`, at `category`.
private func expectedFrame(_ category: ContentSizeCategory, safe: Rect) throws -> Rect {
  let size = try #require(hello[category])
  let origin =
    category.isAccessibilityCategory
    ? Point(x: safe.x + 16, y: safe.y + 16 + 44 + 8)
    : Point(x: safe.x + 16 + 44 + 8, y: safe.y + 16 + 22 - size.height / 2)
  return Rect(origin: origin, size: size)
}

@Suite("Dynamic Type in layouts: sweeps, sets and labels by category")
struct DynamicTypeLayoutTests {
  @Test("Sweeps at three categories: the label measured at each, the set chosen by it",
        arguments: SweepCase.all(
          [.iPhoneSE, .iPhone16, .iPadMini],
          categories: [.large, .extraExtraExtraLarge, .accessibilityLarge]))
  func sweep(_ sweep: SweepCase) throws {
    var label: Label!
    try run(sweep, build: { label = try iconAndHello(in: $0) }) { window, _ in
      #expect(window.traits.contentSizeCategory == sweep.contentSizeCategory)
      let safe = Rect(origin: .zero, size: window.size).inset(by: window.safeAreaInsets)
      try assertFrame(of: label, equals: try expectedFrame(sweep.contentSizeCategory, safe: safe))
    }
  }

  @Test("A change of category switches the sets and re-measures the label in one transaction")
  func categoryChanges() throws {
    let window = Device.iPhone16.window()
    let label = try iconAndHello(in: window)
    let safe = Rect(origin: .zero, size: window.size).inset(by: window.safeAreaInsets)
    for (category, set) in [
      (ContentSizeCategory.large, "beside"), (.accessibilityMedium, "below"),
      (.extraExtraExtraLarge, "beside"),
    ] {
      var traits = window.traits
      traits.contentSizeCategory = category
      try window.resize(to: window.size, traits: traits)
      #expect(window.activeSets.map(\.name) == [set], "\(category)")
      #expect(label.frame == (try expectedFrame(category, safe: safe)), "\(category)")
    }

    // A category whose set's required constraints conflict with one of yours is refused: the
    // category, the sets in force and the label's measure stay as they were.
    let before = label.frame
    try activate(label.topAnchor == window.rootView.topAnchor + before.y)
    var traits = window.traits
    traits.contentSizeCategory = .accessibilityLarge
    #expect(throws: LayoutError.self) { try window.resize(to: window.size, traits: traits) }
    #expect(window.traits.contentSizeCategory == .extraExtraExtraLarge)
    #expect(window.activeSets.map(\.name) == ["beside"])
    window.layoutIfNeeded()
    #expect(label.frame == before)
    #expect(label.font.pointSize == 23)
  }
}
