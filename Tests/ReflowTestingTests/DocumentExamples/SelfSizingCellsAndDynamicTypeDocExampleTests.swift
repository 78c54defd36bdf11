import ReflowLayout
import ReflowTesting
import Testing

/// The title of Docs/dynamic-type.md's sweep: "Hello" in the body style at the top leading
/// corner of the safe area, inside the margins.
func buildTitle(_ window: Window) throws -> Label {
  let title = Label(name: "title", text: "Hello")
  window.rootView.addSubview(title)
  try activate {
    title.leadingAnchor == window.rootView.layoutMarginsGuide.leadingAnchor
    title.topAnchor == window.rootView.safeAreaLayoutGuide.topAnchor
  }
  return title
}

/// The examples of Docs/self-sizing-cells.md and Docs/dynamic-type.md, each block verbatim
/// (DocumentationDriftTests checks it) and then the values the text claims, worked out from
/// DejaVu Sans's tables ("Hello" 5191 units, "Wi-Fi" 4886, "Airplane" 8494, "Mode" 5580,
/// "Airplane Mode" 14,725; a line 2384; all x size / 2048).
@Suite("Examples of Docs/self-sizing-cells.md and dynamic-type.md")
struct SelfSizingCellsAndDynamicTypeDocExampleTests {
  @Test("self-sizing-cells.md: a row of a wrapping label and a switch, at two text sizes")
  func stackCells() throws {
    let window = try Window(size: Size(width: 200, height: 400))
    var layout = FlowLayout { context in Size(width: context.available, height: 44) }
    layout.estimatedItemSize = Size(width: 200, height: 44)
    let list = CollectionView(
      name: "list", layout: layout, numberOfItems: 2, cell: { _ in View(name: "cell") },
      setUp: { cell throws(LayoutError) in
        let row = StackView(name: "row"), toggle = View(name: "switch")
        let label = Label(name: "label")
        label.numberOfLines = 0
        row.alignment = .center
        row.spacing = 12
        try toggle.setIntrinsicContentSize(IntrinsicSize(width: 51, height: 31))
        try toggle.setContentHuggingPriority(Priority(750), for: .horizontal)
        try toggle.setContentCompressionResistancePriority(Priority(751), for: .horizontal)
        row.addArrangedSubview(label)
        row.addArrangedSubview(toggle)
        cell.addSubview(row)
        let insets = EdgeInsets(top: 8, left: 16, bottom: 8, right: 16)
        try activate(row.edges == cell.edges.inset(by: insets))
      },
      configure: { cell, index in
        let label = (cell.subviews[0] as! StackView).arrangedSubviews[0] as! Label
        label.text = ["Wi-Fi", "Airplane Mode"][index]
      })
    window.rootView.addSubview(list)
    try activate(list.edges == window.rootView.edges)
    window.layoutIfNeeded()
    print(list.itemFrames.map(\.height))   // [47.0, 55.578125]
    // The label is 200 - 16 - 16 - 51 - 12 = 105 wide. At 17 pt, "Wi-Fi" is 40.56, one line
    // (19.79) beside the 31-point switch: 8 + 31 + 8. "Airplane Mode" is 122.23: "Airplane"
    // (70.51) and "Mode" on two lines, 8 + 39.578125 + 8.
    #expect(list.itemFrames.map(\.height) == [47, 55.578125])
    let label = try #require(
      (list.cell(at: 1)?.subviews[0] as? StackView)?.arrangedSubviews[0] as? Label)
    #expect(label.textLayout.lines.map(\.text) == ["Airplane", "Mode"])
    #expect(label.frame.width == 105)

    var traits = window.traits
    traits.contentSizeCategory = .extraExtraExtraLarge
    try window.resize(to: window.size, traits: traits)
    print(list.itemFrames.map(\.height))   // [47.0, 69.546875]
    // At 23 pt "Wi-Fi" is one line of 26.77, still under the switch; "Airplane" (95.39) and
    // "Mode" (62.67) two lines: 8 + 53.546875 + 8.
    #expect(list.itemFrames.map(\.height) == [47, 69.546875])
    #expect(label.textLayout.lines.map(\.text) == ["Airplane", "Mode"])
  }

  @Test("dynamic-type.md: a window at a text size, and a change of it")
  func windowAtCategory() throws {
    let window = Device.iPhone16.window(.portrait, contentSizeCategory: .extraExtraExtraLarge)
    let title = Label(name: "title", text: "Hello")   // the body style by default
    window.rootView.addSubview(title)
    try activate {
      title.leadingAnchor == window.rootView.layoutMarginsGuide.leadingAnchor
      title.topAnchor == window.rootView.safeAreaLayoutGuide.topAnchor
    }
    window.layoutIfNeeded()
    print(title.font.pointSize, title.frame)   // 23.0 (16, 59, 58.297, 26.773)
    let before = title.frame
    var traits = window.traits
    traits.contentSizeCategory = .accessibilityLarge
    try window.resize(to: window.size, traits: traits)
    print(title.font.pointSize, title.frame)   // 33.0 (16, 59, 83.644, 38.414)
    // 5191 and 2384 units at 23 and 33 pt.
    #expect(before == Rect(x: 16, y: 59, width: 58.29736328125, height: 26.7734375))
    #expect(title.frame == Rect(x: 16, y: 59, width: 83.64404296875, height: 38.4140625))
    #expect(title.font.pointSize == 33)
  }

  @Test("dynamic-type.md: constraint sets switched by the category")
  func setsByCategory() throws {
    let window = Device.iPhone16.window()
    let root = window.rootView
    let icon = View(name: "icon"), title = Label(name: "title", text: "Hello")
    root.addSubview(icon)
    root.addSubview(title)
    try activate {
      icon.leadingAnchor == root.layoutMarginsGuide.leadingAnchor
      icon.topAnchor == root.safeAreaLayoutGuide.topAnchor
      icon.size == Size(width: 44, height: 44)
    }
    let accessible = TraitCondition.contentSizeCategory(atLeast: .accessibilityMedium)
    try window.add([
      ConstraintSet("beside", when: accessible.negated) {
        title.leadingAnchor == icon.trailingAnchor + 8
        title.centerYAnchor == icon.centerYAnchor
      },
      ConstraintSet("below", when: accessible) {
        title.leadingAnchor == icon.leadingAnchor
        title.topAnchor == icon.bottomAnchor + 8
      },
    ])
    window.layoutIfNeeded()
    print(title.frame)   // (68, 71.105, 43.089, 19.789): beside the icon
    let beside = title.frame
    var traits = window.traits
    traits.contentSizeCategory = .accessibilityMedium
    try window.resize(to: window.size, traits: traits)
    print(title.frame)   // (16, 111, 70.971, 32.594): below it, at 28 pt
    // Beside: x 16 + 44 + 8, centred on the icon: 59 + 22 - 19.7890625 / 2. Below: y 59 +
    // 44 + 8; 5191 and 2384 units at 28 pt.
    #expect(beside == Rect(x: 68, y: 71.10546875, width: 43.08935546875, height: 19.7890625))
    #expect(title.frame == Rect(x: 16, y: 111, width: 70.970703125, height: 32.59375))
    #expect(window.activeSets.map(\.name) == ["below"])
  }

  @Test(arguments: SweepCase.all(categories: [.large, .extraExtraExtraLarge, .accessibilityLarge]))
  func screen(_ sweep: SweepCase) throws {
    var title: Label!
    try run(sweep, build: { window in title = try buildTitle(window) }) { window, step in
      try assertInsideSafeArea([title])
      #expect(title.font.pointSize == Font.TextStyle.body.pointSize(at: sweep.contentSizeCategory))
    }
  }
}
