import ReflowLayout
import Testing

/// The examples of Docs/layout.md and README's layout block, run as written (each test's body
/// holds the example's lines verbatim; ReflowTestingTests' DocumentationDriftTests checks
/// that for every document), with the values the text claims.
@Suite("Examples of Docs/layout.md and README")
struct LayoutDocExampleTests {
  @Test("README: a card a third of the height in portrait, all of it in landscape")
  func readme() throws {
    let window = try Window(size: Size(width: 393, height: 852))
    let root = window.rootView, card = View(name: "card")
    root.addSubview(card)
    try window.add([
      ConstraintSet("common") { card.edges == root.edges ~ .low; card.topAnchor == root.topAnchor },
      ConstraintSet("portrait", when: .orientation(.portrait)) { card.heightAnchor == root.heightAnchor / 3 },
      ConstraintSet("landscape", when: .orientation(.landscape)) { card.heightAnchor == root.heightAnchor },
    ])
    try window.rotate(); print(card.frame)   // (0, 0, 852, 393)
    #expect(card.frame == Rect(x: 0, y: 0, width: 852, height: 393))
    try window.rotate()
    #expect(card.frame.isClose(to: Rect(x: 0, y: 0, width: 393, height: 284)))
  }

  @Test("layout.md: a first layout")
  func firstLayout() throws {
    let window = try Window(size: Size(width: 393, height: 852),
                            safeAreaInsets: EdgeInsets(top: 59, bottom: 34))
    let root = window.rootView
    let card = View(name: "card")
    root.addSubview(card)
    try activate([
      card.leadingAnchor == root.layoutMarginsGuide.leadingAnchor + 8,
      card.trailingAnchor == root.layoutMarginsGuide.trailingAnchor - 8,
      card.topAnchor == root.safeAreaLayoutGuide.topAnchor + 16,
      card.heightAnchor == card.widthAnchor * 0.5,
    ])
    print(card.frame)   // (24, 75, 345, 172.5)
    // The root's margins are UIKit's system minimum, 16 at the sides on a compact width:
    // x 16 + 8, width 393 - 2 x 24 = 345, height 345 / 2.
    #expect(card.frame == Rect(x: 24, y: 75, width: 345, height: 172.5))
  }

  @Test("layout.md: constraint sets for portrait and landscape")
  func sets() throws {
    let window = try Window(size: Size(width: 393, height: 852))
    let root = window.rootView
    let photo = View(name: "photo")
    root.addSubview(photo)
    let common = ConstraintSet("common") {
      photo.leadingAnchor == root.leadingAnchor
      photo.topAnchor == root.topAnchor
      photo.widthAnchor == root.widthAnchor
    }
    let portrait = ConstraintSet("portrait", when: .orientation(.portrait)) {
      photo.heightAnchor == root.heightAnchor / 3
    }
    let landscape = ConstraintSet("landscape", when: { $0.verticalSizeClass == .compact }) {
      photo.heightAnchor == root.heightAnchor
    }
    try window.add([common, portrait, landscape])
    print(photo.frame)   // (0, 0, 393, 284)
    try window.rotate()
    print(photo.frame)   // (0, 0, 852, 393)
    try window.rotate(to: .landscape)   // already landscape: touches nothing
    #expect(photo.frame == Rect(x: 0, y: 0, width: 852, height: 393))
    try window.rotate()
    #expect(photo.frame == Rect(x: 0, y: 0, width: 393, height: 284))
  }

  @Test("layout.md: an unsatisfiable activation")
  func unsatisfiable() throws {
    let window = try Window(size: Size(width: 393, height: 852))
    let root = window.rootView
    let card = View(name: "card")
    root.addSubview(card)
    try activate(card.heightAnchor == root.heightAnchor * 0.33)
    do {
      try activate(card.heightAnchor == 100)
    } catch {
      print(error)
      // Unable to simultaneously satisfy `window.height == 852 (the window's size)` and
      // `card.height == 0.33 x window.height`, `card.height == 100` (all required); lower
      // the priority of one of them, or remove it. The layout was left unchanged.
    }
    let third = window.constraints[0]
    let fixed = card.heightAnchor == 100
    #expect(throws: LayoutError.unsatisfiable(
      NamedConstraint(words: "window.height == 852", purpose: "the window's size"),
      conflicting: [NamedConstraint(third), NamedConstraint(fixed)])
    ) { try activate(fixed) }
    #expect(third.description == "card.height == 0.33 x window.height")
    #expect(fixed.description == "card.height == 100")
    do {
      try activate(card.heightAnchor == 100)
    } catch {
      for named in error.constraints {
        print(named.layoutConstraint == nil ? "the layout's:" : "yours:", named)
      }
      // the layout's: window.height == 852 (the window's size)
      // yours: card.height == 0.33 x window.height
      // yours: card.height == 100
    }
    do {
      try activate(card.heightAnchor == 100)
    } catch {
      let lines = error.constraints.map { "\($0.layoutConstraint == nil ? "the layout's:" : "yours:") \($0)" }
      #expect(lines == [
        "the layout's: window.height == 852 (the window's size)",
        "yours: card.height == 0.33 x window.height", "yours: card.height == 100",
      ])
    }
    #expect(card.frame.height == 281.16)
  }

  @Test("layout.md: ambiguity and the dump")
  func ambiguityAndDump() throws {
    let window = try Window(size: Size(width: 393, height: 852))
    let root = window.rootView
    let label = View(name: "label")
    root.addSubview(label)
    try label.setIntrinsicContentSize(IntrinsicSize(width: 120, height: 20))
    try activate(label.centerXAnchor == root.centerXAnchor)
    print(window.ambiguousViews())   // [label: top]
    print(window.dump())
    // window 393x852, phone portrait, w compact h regular, @3x
    // window (0, 0, 393, 852)
    //   label (136.5, 0, 120, 20)
    #expect(window.ambiguousViews().map(\.description) == ["label: top"])
    #expect(window.dump() == """
      window 393x852, phone portrait, w compact h regular, @3x
      window (0, 0, 393, 852)
        label (136.5, 0, 120, 20)
      """)
  }

  @Test("layout.md: reacting to layout")
  func reacting() throws {
    final class Badge: View {
      var layouts = 0
      override func layoutSubviews() { layouts += 1 }
      override func traitsDidChange(from previous: Traits) {
        print("now \(traits!.orientation), was \(previous.orientation)")
      }
    }
    let window = try Window(size: Size(width: 393, height: 852))
    let badge = Badge(name: "badge")
    window.rootView.addSubview(badge)
    try activate(badge.edges == window.rootView.edges.inset(by: 20))
    window.layoutIfNeeded()
    try window.rotate()   // prints "now landscape, was portrait"; lays the badge out again
    #expect(badge.layouts == 2)
  }

  @Test("layout.md: constraints are objects, and setters report what they refuse")
  func settableConstraints() throws {
    let window = try Window(size: Size(width: 393, height: 852))
    let root = window.rootView
    let card = View(name: "card")
    root.addSubview(card)
    let top = card.topAnchor == root.topAnchor + 40
    let height = card.heightAnchor == 100
    for c in [top, height, card.leadingAnchor == root.leadingAnchor, card.widthAnchor == 200] {
      c.isActive = true
    }
    top.constant = 80
    print(card.frame)   // (0, 80, 200, 100)
    #expect(card.frame == Rect(x: 0, y: 80, width: 200, height: 100))
    let before = window.dump()
    height.constant = .nan   // refused: nothing changes
    print(height.constant, window.layoutErrors.count)   // 100.0 1
    print(height.lastLayoutError!)
    // A number is NaN or infinite: the constant of `card.height == 100`.
    top.isActive = false
    print(top.isActive)   // false
    #expect(before.contains("card (0, 80, 200, 100)"))
    #expect(height.constant == 100 && window.layoutErrors.count == 1)
    #expect("\(height.lastLayoutError!)" == "A number is NaN or infinite: the constant of `card.height == 100`.")
    #expect(!top.isActive && card.frame.height == 100)
  }

  @Test("layout.md: a component that sets itself up in init works in any window")
  func componentBeforeWindow() throws {
    final class ProfileCard: View {
      let title = View(name: "title")
      override init(name: String) {
        super.init(name: name)
        addSubview(title)
        for c in [title.topAnchor == topAnchor + 12, title.leadingAnchor == leadingAnchor + 16,
                  title.trailingAnchor == trailingAnchor - 16, title.heightAnchor == 24] {
          c.isActive = true   // no window yet: held by the card
        }
      }
    }
    let card = ProfileCard(name: "card")
    let window = try Window(size: Size(width: 393, height: 852))
    window.rootView.addSubview(card)   // the card's constraints take effect here
    try activate(card.edges == window.rootView.edges.inset(by: 20))
    print(card.title.frame)   // (16, 12, 321, 24)
    #expect(card.title.frame == Rect(x: 16, y: 12, width: 321, height: 24))
    card.removeFromSuperview()   // the pins to the root go; the card's own stay with it
    let other = try Window(size: Size(width: 852, height: 393))
    other.rootView.addSubview(card)
    try activate(card.edges == other.rootView.edges)
    print(card.title.frame)   // (16, 12, 820, 24)
    #expect(card.title.frame == Rect(x: 16, y: 12, width: 820, height: 24))
    #expect(window.layoutErrors.isEmpty && other.layoutErrors.isEmpty)
  }
}
