import ReflowLayout
import ReflowTesting
import Testing

/// A header, a body and a footer stacked in the safe area of an iPhone 16.
func stackedScreen(_ window: Window) throws -> (header: View, body: View, footer: View) {
  let root = window.rootView
  let safe = root.safeAreaLayoutGuide
  let header = View(name: "header"), body = View(name: "body"), footer = View(name: "footer")
  for v in [header, body, footer] { root.addSubview(v) }
  try activate {
    for v in [header, body, footer] {
      v.leadingAnchor == safe.leadingAnchor
      v.trailingAnchor == safe.trailingAnchor
    }
    header.topAnchor == safe.topAnchor
    header.heightAnchor == 44
    body.topAnchor == header.bottomAnchor
    footer.topAnchor == body.bottomAnchor
    footer.bottomAnchor == safe.bottomAnchor
    footer.heightAnchor == 60
  }
  return (header, body, footer)
}

/// A scroll view on the safe area, its content 1,200 points tall with a card at 1,000 (20 in
/// from the sides, 150 tall) and a 100x20 badge 30 points into the card, scrolled by 100.
func longScrollContent(_ window: Window) throws
  -> (scroll: ScrollView, content: View, card: View, badge: View, badgeTop: LayoutConstraint)
{
  let root = window.rootView
  let scroll = ScrollView(name: "scroll")
  let content = View(name: "content"), card = View(name: "card"), badge = View(name: "badge")
  let badgeTop = badge.topAnchor == card.topAnchor + 30
  root.addSubview(scroll)
  scroll.addSubview(content)
  content.addSubview(card)
  card.addSubview(badge)
  try activate {
    scroll.edges == root.safeAreaLayoutGuide.edges
    content.edges == scroll.contentLayoutGuide.edges
    content.widthAnchor == scroll.frameLayoutGuide.widthAnchor
    content.heightAnchor == 1200
    card.leadingAnchor == content.leadingAnchor + 20
    card.trailingAnchor == content.trailingAnchor - 20
    card.topAnchor == content.topAnchor + 1000
    card.heightAnchor == 150
    badge.leadingAnchor == card.leadingAnchor + 30
    badgeTop
    badge.widthAnchor == 100
    badge.heightAnchor == 20
  }
  try scroll.setContentOffset(Point(x: 0, y: 100))
  return (scroll, content, card, badge, badgeTop)
}

/// The failure an assertion throws, or nil if it passes.
func failure(_ body: () throws -> Void) -> LayoutAssertionFailure? {
  do {
    try body()
    return nil
  } catch {
    return error as? LayoutAssertionFailure
  }
}

@Suite("Layout assertions")
struct AssertionTests {
  @Test("A correct screen passes every assertion")
  func passes() throws {
    let window = Device.iPhone16.window()
    let s = try stackedScreen(window)
    try assertFrame(of: s.header, equals: Rect(x: 0, y: 59, width: 393, height: 44))
    try assertFrame(of: s.footer, equals: Rect(x: 0, y: 758, width: 393, height: 60))
    try assertInsideSuperview([s.header, s.body, s.footer])
    try assertInsideSafeArea([s.header, s.body, s.footer])
    try assertSubviewsDoNotOverlap(in: window.rootView)
    try assertNoAmbiguity(window)
    try assertRequiredConstraintsHold(window)
  }

  @Test("A wrong frame fails with both frames and the tree, the view marked")
  func wrongFrame() throws {
    let window = Device.iPhone16.window()
    let s = try stackedScreen(window)
    let f = try #require(failure { try assertFrame(of: s.body, equals: .zero, "the body") })
    #expect(f.message == "body should be at (0, 0, 0, 0) (the body) but is at (0, 103, 393, 655)")
    #expect(f.description.contains("  body (0, 103, 393, 655)  <- marked"))
  }

  @Test("Overlaps, escapes from the safe area and ambiguity are reported with the views")
  func reported() throws {
    let window = Device.iPhone16.window()
    let s = try stackedScreen(window)
    let badge = View(name: "badge")
    window.rootView.addSubview(badge)
    try activate([badge.leadingAnchor == window.rootView.leadingAnchor, badge.widthAnchor == 30,
                  badge.heightAnchor == 30])
    let ambiguity = try #require(failure { try assertNoAmbiguity(window) })
    #expect(ambiguity.message == "ambiguous layout: badge: top")
    try activate(badge.topAnchor == window.rootView.topAnchor + 90)
    let overlap = try #require(failure { try assertSubviewsDoNotOverlap(in: window.rootView) })
    #expect(overlap.message.contains("header (0, 59, 393, 44) and badge (0, 90, 30, 30)"))
    #expect(overlap.description.contains("badge (0, 90, 30, 30)  <- marked"))
    try activate(badge.topAnchor == window.rootView.topAnchor + 90)
    try deactivate(window.constraints.filter { $0.firstItem === badge && $0.firstAttribute == .top })
    try activate(badge.topAnchor == window.rootView.topAnchor)
    let unsafe = try #require(failure { try assertInsideSafeArea([badge, s.header]) })
    #expect(unsafe.message.contains("badge (0, 0, 30, 30)"))
    #expect(!unsafe.message.contains("header"))
  }

  @Test("A view sticking out of its superview is reported")
  func outsideSuperview() throws {
    let window = Device.iPhone16.window()
    let s = try stackedScreen(window)
    let label = View(name: "label")
    s.header.addSubview(label)
    try activate([label.leadingAnchor == s.header.leadingAnchor + 300, label.widthAnchor == 120,
                  label.topAnchor == s.header.topAnchor, label.heightAnchor == 20])
    let f = try #require(failure { try assertInsideSuperview([label]) })
    #expect(f.message == "views outside their superview: label (300, 0, 120, 20) in header (0, 0, 393, 44)")
  }

  @Test("Scroll content may be scrolled away, never outside the content")
  func insideScrollContent() throws {
    let window = Device.iPhone16.window()
    let carousel = Carousel(name: "pages", pageCount: 3)
    window.rootView.addSubview(carousel)
    try activate(carousel.edges == window.rootView.safeAreaLayoutGuide.edges)
    window.layoutIfNeeded()
    carousel.scroll(toPage: 2)
    window.layoutIfNeeded()
    let pages = carousel.visibleCells.map(\.cell)
    #expect(pages.count == 2, "pages 1 and 2 on hand")
    try assertInsideScrollContent(pages)
    #expect(failure { try assertInsideSuperview(pages) } != nil, "page 2 is beyond the frame")
    let stray = View(name: "stray")
    carousel.addSubview(stray)
    try activate([stray.leadingAnchor == carousel.contentLayoutGuide.trailingAnchor,
                  stray.topAnchor == carousel.contentLayoutGuide.topAnchor, stray.widthAnchor == 10,
                  stray.heightAnchor == 10])
    let f = try #require(failure { try assertInsideScrollContent(pages + [stray, carousel]) })
    #expect(f.message == "views outside their scroll view's content: stray (1179, 0, 10, 10) in "
      + "pages's content 1179x759; pages is not in a scroll view")
    #expect(f.description.contains("stray (1179, 0, 10, 10)  <- marked"))
  }

  @Test("Views at any depth under a scroll view are checked against its content")
  func nestedInScrollContent() throws {
    let window = Device.iPhone16.window()
    let s = try longScrollContent(window)
    // Scrolled away below the visible part, but inside the content.
    try assertInsideScrollContent([s.content, s.card, s.badge])
    // 1000 + 190 + 20 in content coordinates: 10 points below the content's end.
    try s.badgeTop.setConstant(190)
    let f = try #require(failure { try assertInsideScrollContent([s.card, s.badge]) })
    #expect(f.message == "views outside their scroll view's content: badge (50, 1190, 100, 20) in "
      + "scroll's content 393x1200")
    #expect(f.description.contains("badge (30, 190, 100, 20)  <- marked"))
  }
}
