@testable import ReflowLayout
import ReflowTesting
import Testing

// A view makes its margins, safe-area and readable-content guides (and the window its
// keyboard guide) when first asked for. Made inside a transaction that then failed, a guide
// kept its place on the view while the rollback took its constraints out of the solver: it
// stayed at (0, 0, 0, 0) for good, or, for a guide made with other constraints on it, at
// whatever the rest allowed. The rule: a call that fails changes nothing (architecture.md,
// "Errors and state"), so the guide is unmade with the rest, and made again when next asked.
// Frames by hand in a 393 x 852 window with insets top 59, bottom 34 (UIKit's: the safe
// area is the view's part inside the window's safe area; the margins guide is it inset by
// the margins, 8 by default).

private func window() throws -> Window {
  try Window(size: Size(width: 393, height: 852), safeAreaInsets: EdgeInsets(top: 59, bottom: 34))
}

@Suite("Guides made inside a transaction that fails")
struct LazyGuideRollbackTests {
  @Test("A margins guide first asked for inside a failing transaction is made again, whole")
  func marginsGuide() throws {
    let window = try window()
    let card = View(name: "card")
    window.rootView.addSubview(card)
    try activate(card.edges == window.rootView.edges.inset(by: 20))
    #expect(throws: LayoutError.self) {
      try window.transaction { () throws(LayoutError) in
        _ = card.readableContentGuide
        throw LayoutError.nonFinite("a change that fails after asking for the guides")
      }
    }
    // Nothing of the failed call is left: no guide on the card.
    #expect(card.layoutGuides.isEmpty)
    // The card is (20, 20, 353, 812); inside the window's safe area (y 59...818) its safe
    // area is (0, 39, 353, 759) in its own coordinates, its margins 8 inside: (8, 47, 337,
    // 743). The readable guide is as wide (337 < 672).
    #expect(card.layoutMarginsGuide.layoutFrame == Rect(x: 8, y: 47, width: 337, height: 743))
    #expect(card.readableContentGuide.layoutFrame == Rect(x: 8, y: 47, width: 337, height: 743))
    #expect(card.layoutGuides.count == 3)
  }

  @Test("A tree whose join is made again keeps the root's safe area it asked for")
  func joinMadeAgain() throws {
    // The box's own constraints conflict (100 and 200 tall inner view): the join fails, is
    // rolled back and made again without the newer one. Its safe-area guide refers to the
    // root's, made during the failed attempt.
    let window = try window()
    let box = View(name: "box"), inner = View(name: "inner")
    box.addSubview(inner)
    _ = box.safeAreaLayoutGuide
    let tall = inner.heightAnchor == 200
    for c in [inner.heightAnchor == 100, tall] { c.isActive = true }
    window.rootView.addSubview(box)
    try activate(box.edges == window.rootView.edges)
    #expect(window.layoutErrors.count == 1 && tall.isActive == false)
    // The root's safe area: (0, 59, 393, 852 - 93); the box fills the window, so its safe
    // area is the same rectangle.
    #expect(window.rootView.safeAreaLayoutGuide.layoutFrame == Rect(x: 0, y: 59, width: 393, height: 759))
    #expect(box.safeAreaLayoutGuide.layoutFrame == Rect(x: 0, y: 59, width: 393, height: 759))
    try assertRequiredConstraintsHold(window)
  }

  @Test("A keyboard guide first asked for inside a failing transaction is made again")
  func keyboardGuide() throws {
    let window = try window()
    #expect(throws: LayoutError.self) {
      try window.transaction { () throws(LayoutError) in
        _ = window.keyboardLayoutGuide
        throw LayoutError.nonFinite("a change that fails after asking for the guide")
      }
    }
    #expect(window.rootView.layoutGuides.allSatisfy { !$0.name.hasSuffix(".keyboard") })
    // Hidden: from the safe area's bottom (818) to the window's, 34 tall.
    #expect(window.keyboardLayoutGuide.layoutFrame == Rect(x: 0, y: 818, width: 393, height: 34))
  }
}
