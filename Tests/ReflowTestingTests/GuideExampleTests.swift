import ReflowLayout
import ReflowTesting
import Testing

/// The screen of Docs/testing.md: a card under the safe area's top, a third of the window
/// tall in portrait and down to the safe area's bottom in landscape.
func buildScreen(_ window: Window) throws -> View {
  let root = window.rootView
  let safe = root.safeAreaLayoutGuide
  let card = View(name: "card")
  root.addSubview(card)
  try window.add([
    ConstraintSet("common") {
      card.leadingAnchor == safe.leadingAnchor + 16
      card.trailingAnchor == safe.trailingAnchor - 16
      card.topAnchor == safe.topAnchor + 16
    },
    ConstraintSet("portrait", when: .orientation(.portrait)) { card.heightAnchor == root.heightAnchor / 3 },
    ConstraintSet("landscape", when: .orientation(.landscape)) { card.bottomAnchor == safe.bottomAnchor - 16 },
  ])
  return card
}

/// The examples of Docs/getting-started.md, Docs/dsl.md and Docs/testing.md, each block
/// verbatim (DocumentationDriftTests checks it) and then the values the text claims.
@Suite("Guide examples")
struct GuideExampleTests {
  @Test("getting-started.md: a first layout in 20 lines")
  func firstLayout() throws {
    let window = Device.iPhone16.window(.portrait)
    let root = window.rootView
    let title = View(name: "title"), photo = View(name: "photo")
    root.addSubview(title)
    root.addSubview(photo)
    try title.setIntrinsicContentSize(IntrinsicSize(width: 200, height: 24))
    let safe = root.safeAreaLayoutGuide
    try window.add([
      ConstraintSet("common") {
        title.leadingAnchor == safe.leadingAnchor + 16
        title.topAnchor == safe.topAnchor + 16
        photo.leadingAnchor == safe.leadingAnchor + 16
        photo.trailingAnchor == safe.trailingAnchor - 16
        photo.topAnchor == title.bottomAnchor + 8
      },
      ConstraintSet("portrait", when: .orientation(.portrait)) { photo.heightAnchor == photo.widthAnchor * 0.75 },
      ConstraintSet("landscape", when: .orientation(.landscape)) { photo.bottomAnchor == safe.bottomAnchor - 16 },
    ])
    try window.rotate()
    print(photo.frame)   // (75, 48, 702, 308): the photo fills the landscape safe area
    try assertFrame(of: photo, equals: Rect(x: 75, y: 48, width: 702, height: 308))
  }

  @Test("testing.md: assertions")
  func assertions() throws {
    let window = Device.iPhone16.window()
    let card = try buildScreen(window)
    try assertFrame(of: card, equals: Rect(x: 16, y: 75, width: 361, height: 284))
    try assertInsideSafeArea([card])
    try assertSubviewsDoNotOverlap(in: window.rootView)
    try assertNoAmbiguity(window)
    try assertRequiredConstraintsHold(window)
    #expect {
      try assertFrame(of: card, equals: Rect(x: 0, y: 0, width: 100, height: 100))
    } throws: { error in
      "\(error)" == """
        card should be at (0, 0, 100, 100) but is at (16, 75, 361, 284)
        window 393x852, phone portrait, w compact h regular, @3x
        sets: common, portrait (inactive: landscape)
        window (0, 0, 393, 852)
          card (16, 75, 361, 284)  <- marked
        """
    }
  }

  @Test(arguments: SweepCase.all())
  func screen(_ sweep: SweepCase) throws {
    var card: View!
    try run(sweep, build: { window in card = try buildScreen(window) }) { window, step in
      try assertInsideSafeArea([card])
    }
  }

  @Test("testing.md: snapshots")
  func snapshot() throws {
    let window = Device.iPhone16.window()
    _ = try buildScreen(window)
    try Snapshot.assertMatches(window.dump(), named: "card-portrait", in: Snapshot.directory())
  }

  @Test("testing.md: pictures")
  func pictures() throws {
    let window = Device.iPhone16.window()
    _ = try buildScreen(window)
    let pictures = try LayoutPicture.portraitAndLandscape(window, name: "card")
    let svg = SVGRenderer.render(pictures)   // portrait and landscape side by side
    #expect(pictures.map(\.activeSets) == [["common", "portrait"], ["common", "landscape"]])
    #expect(svg.contains(">card, landscape</text>"))
  }
}
