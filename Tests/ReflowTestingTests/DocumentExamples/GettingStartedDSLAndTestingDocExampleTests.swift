import Foundation
import ReflowExamples
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
@Suite("Examples of Docs/getting-started.md, dsl.md and testing.md")
struct GettingStartedDSLAndTestingDocExampleTests {
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
    let taller = window.dump().replacingOccurrences(of: "361, 284", with: "361, 300")
    #expect {
      try Snapshot.assertMatches(taller, named: "card-portrait", in: Snapshot.directory())
    } throws: { error in
      "\(error)" == """
        snapshot card-portrait differs (- recorded, + now):
          window 393x852, phone portrait, w compact h regular, @3x
          sets: common, portrait (inactive: landscape)
          window (0, 0, 393, 852)
        -   card (16, 75, 361, 284)
        +   card (16, 75, 361, 300)
        """
    }
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

  @Test("testing.md: a scroll view's whole content, written to a file")
  func contentPicture() throws {
    let window = Device.iPhone16.window()
    _ = try articleExample.build(window)
    let scroll = try #require(window.rootView.subtree.compactMap { $0 as? ScrollView }.first)
    let folder = NSTemporaryDirectory() + "reflow-guide-\(UInt64.random(in: 0...UInt64.max))"
    let picture = LayoutPicture(contentOf: scroll)   // the whole content, the part on screen outlined
    try SVGRenderer.write([LayoutPicture(window), picture], to: folder + "/article.svg")
    let svg = try String(contentsOfFile: folder + "/article.svg", encoding: .utf8)
    #expect(svg == SVGRenderer.render([LayoutPicture(window), picture]))
    #expect(picture.size == scroll.contentSize && picture.visibleRect == scroll.visibleRect)
    try FileManager.default.removeItem(atPath: folder)
  }

  @Test("dsl.md: the forms")
  func forms() throws {
    let window = Device.iPhone16.window()
    let root = window.rootView, a = View(name: "a"), b = View(name: "b")
    root.addSubview(a)
    root.addSubview(b)
    let forms: [LayoutConstraint] = [
      // Positions: anchor (relation) anchor, plus or minus a constant. Same axis only.
      a.leadingAnchor == root.layoutMarginsGuide.leadingAnchor + 16,
      a.topAnchor == root.safeAreaLayoutGuide.topAnchor,
      b.topAnchor >= a.bottomAnchor + 8,
      b.topAnchor == a.bottomAnchor ~ .low,
      b.trailingAnchor <= root.trailingAnchor - 16,
      b.centerYAnchor >= a.centerYAnchor,
      // Dimensions: times or divided by a multiplier, plus or minus a constant, or a constant.
      a.widthAnchor == root.widthAnchor * 0.5 - 24,
      a.heightAnchor == a.widthAnchor / 2,
      b.widthAnchor == a.widthAnchor,
      b.heightAnchor >= 44,
      // Priorities: ~ returns a copy at that priority (UIKit's values, or any 1...1000).
      b.heightAnchor == 60 ~ .low,
      b.widthAnchor <= 200 ~ Priority(751),
    ]
    try activate(forms)
    try activate(b.leadingAnchor == a.trailingAnchor + 8 ~ .high)
    print(a.frame, b.frame)   // (32, 59, 172.5, 86.25) (204.5, 153.25, 172.5, 60)
    try assertNoAmbiguity(window)
    // The root's leading margin is UIKit's system minimum (16 on a compact width): 16 + 16.
    try assertFrame(of: a, equals: Rect(x: 32, y: 59, width: 172.5, height: 86.25))
    try assertFrame(of: b, equals: Rect(x: 204.5, y: 153.25, width: 172.5, height: 60))
  }

  @Test("dsl.md: groups and the builder")
  func groups() throws {
    let window = Device.iPhone16.window()
    let root = window.rootView, card = View(name: "card"), icon = View(name: "icon")
    root.addSubview(card)
    card.addSubview(icon)
    let compact = true
    try activate {
      card.edges == root.safeAreaLayoutGuide.edges.inset(by: 16)   // leading, trailing, top, bottom
      icon.size == Size(width: 40, height: 40)
      if compact {
        icon.center == card.center
      } else {
        icon.leadingAnchor == card.leadingAnchor + 8
        icon.topAnchor == card.topAnchor + 8
      }
    }
    print(icon.frame)   // (160.5, 343.5, 40, 40), in the card
    try assertFrame(of: icon, equals: Rect(x: 160.5, y: 343.5, width: 40, height: 40))
  }

  @Test("dsl.md: constraint objects")
  func constraintObjects() throws {
    let window = Device.iPhone16.window()
    let root = window.rootView, banner = View(name: "banner")
    root.addSubview(banner)
    let height = (banner.heightAnchor == 50).identified("bannerHeight")
    try activate([banner.leadingAnchor == root.leadingAnchor, banner.topAnchor == root.topAnchor,
                  banner.widthAnchor == root.widthAnchor, height])
    try height.setConstant(80)                 // re-solves at once; throws if it cannot hold
    height.priority = .high                   // UIKit's mutable priority
    print(height)                             // bannerHeight: banner.height == 80 ~ 750
    try deactivate(height)
    print(height.isActive)                    // false
    #expect("\(height)" == "bannerHeight: banner.height == 80 ~ 750")
    #expect(!height.isActive)
  }

  @Test("dsl.md: sets")
  func sets() throws {
    let window = Device.iPhone16.window()
    let root = window.rootView, panel = View(name: "panel")
    root.addSubview(panel)
    try window.add([
      ConstraintSet("common") { panel.edges == root.edges ~ .low },
      ConstraintSet("phone portrait", when: TraitCondition.idiom(.phone).and(.orientation(.portrait))) {
        panel.heightAnchor == root.heightAnchor / 3
      },
      ConstraintSet("tall", when: { $0.verticalSizeClass == .regular }) { panel.topAnchor == root.topAnchor },
    ])
    print(window.activeSets.map(\.name))   // ["common", "phone portrait", "tall"]
    #expect(window.activeSets.map(\.name) == ["common", "phone portrait", "tall"])
    try window.rotate()
    #expect(window.activeSets.map(\.name) == ["common"])
  }
}
