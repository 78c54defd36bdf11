import ReflowLayout
import ReflowTesting
import Testing

// UIKit's rules, from Apple's documentation:
// - directionalLayoutMargins: "the leading margin is applied to the right edge of the view in
//   right-to-left layouts"; 8 points on each side by default for most views.
// - insetsLayoutMarginsFromSafeArea (default true): margins are kept inside the safe area;
//   Reflow measures them from the safe area's edges.
// - systemMinimumLayoutMargins / viewRespectsSystemMinimumLayoutMargins: the root view's
//   actual margins are the larger of its own and the system minimum (16 at the sides on a
//   compact width, 20 on a regular one, none above and below).
// - preservesSuperviewLayoutMargins: where the view's edge is closer to the superview's edge
//   than the superview's margin, the superview's margin is used.
// - readableContentGuide: a readable width, centred in the margins (672 points at the default
//   text size; Reflow scales it with the body style's size, see View.readableWidth(for:)).
// - keyboardLayoutGuide: when the keyboard is hidden its top is the safe area's bottom.
@Suite("Margins and guides as UIKit's")
struct UIKitMarginsTests {
  @Test("Directional margins flip with the direction")
  func directionalMargins() throws {
    let window = try Window(
      size: Size(width: 393, height: 852), traits: Traits(layoutDirection: .rightToLeft),
      safeAreaInsets: EdgeInsets(top: 59, bottom: 34))
    let root = window.rootView
    let card = addView("card", to: root)
    try activate(card.edges == root.edges.inset(by: EdgeInsets(top: 100, left: 20, bottom: 100, right: 20)))
    try card.setDirectionalLayoutMargins(DirectionalEdgeInsets(top: 4, leading: 10, bottom: 6, trailing: 30))
    // card (20, 100, 353, 652), inside the safe area (59...818): its margins guide is the card
    // inset by 30 on the left (trailing) and 10 on the right (leading): (30, 4, 313, 642).
    #expect(card.layoutMarginsGuide.layoutFrame.isClose(to: Rect(x: 30, y: 4, width: 313, height: 642)))
    #expect(card.layoutMargins == EdgeInsets(top: 4, left: 30, bottom: 6, right: 10))
    var ltr = window.traits
    ltr.layoutDirection = .leftToRight
    try window.resize(to: window.size, traits: ltr)
    #expect(card.layoutMarginsGuide.layoutFrame.isClose(to: Rect(x: 10, y: 4, width: 313, height: 642)))
    // Margins set by left and right stay there.
    try card.setLayoutMargins(EdgeInsets(top: 4, left: 30, bottom: 6, right: 10))
    try window.resize(to: window.size, traits: Traits(layoutDirection: .rightToLeft))
    #expect(card.layoutMarginsGuide.layoutFrame.isClose(to: Rect(x: 30, y: 4, width: 313, height: 642)))
    #expect(card.directionalLayoutMargins == DirectionalEdgeInsets(top: 4, leading: 10, bottom: 6, trailing: 30))
  }

  @Test("The root's margins: the system minimum, 16 compact and 20 regular, from the safe area")
  func rootMargins() throws {
    let phone = Device.iPhone16.window()
    // (16, 59, 393 - 32, 852 - 59 - 34).
    #expect(phone.rootView.layoutMarginsGuide.layoutFrame.isClose(to: Rect(x: 16, y: 59, width: 361, height: 759)))
    try phone.rotate()
    // Landscape, safe area left 59, bottom 21, right 59: (59 + 16, 0, 852 - 150, 393 - 21).
    #expect(phone.rootView.layoutMarginsGuide.layoutFrame.isClose(to: Rect(x: 75, y: 0, width: 702, height: 372)))
    let pad = Device.iPadPro13.window()
    // Regular width: 20 at the sides; safe area top 24, bottom 20: (20, 24, 984, 1322).
    #expect(pad.rootView.layoutMarginsGuide.layoutFrame.isClose(to: Rect(x: 20, y: 24, width: 984, height: 1322)))
    pad.viewRespectsSystemMinimumLayoutMargins = false
    #expect(pad.rootView.layoutMarginsGuide.layoutFrame.isClose(to: Rect(x: 0, y: 24, width: 1024, height: 1322)))
    pad.rootView.insetsLayoutMarginsFromSafeArea = false
    #expect(pad.rootView.layoutMarginsGuide.layoutFrame.isClose(to: Rect(x: 0, y: 0, width: 1024, height: 1366)))
    // The largest phone is regular in landscape: 62 + 20 at the sides.
    let large = Device.iPhone16ProMax.window(.landscape)
    #expect(large.rootView.layoutMarginsGuide.layoutFrame.isClose(to: Rect(x: 82, y: 0, width: 956 - 164, height: 440 - 21)))
  }

  @Test("Preserving the superview's margins where the view is closer to its edge")
  func preservesSuperviewMargins() throws {
    let window = Device.iPhone16.window()
    let root = window.rootView
    let panel = addView("panel", to: root)
    let child = addView("child", to: panel)
    try activate {
      panel.edges == root.edges
      child.leadingAnchor == panel.leadingAnchor + 4
      child.topAnchor == panel.topAnchor + 100
      child.size == Size(width: 200, height: 100)
    }
    try child.setLayoutMargins(EdgeInsets(all: 2))
    #expect(child.layoutMarginsGuide.layoutFrame.isClose(to: Rect(x: 2, y: 2, width: 196, height: 96)))
    child.preservesSuperviewLayoutMargins = true
    // panel's left margin is at 8; child's own at 4 + 2 = 6, so the guide starts at 8 - 4 = 4
    // in child's coordinates; its other edges are further in than panel's margins (panel's
    // top margin is at 59 + 8 = 67, child's own at 102; its right at 202, panel's at 385).
    #expect(child.layoutMarginsGuide.layoutFrame.isClose(to: Rect(x: 4, y: 2, width: 194, height: 96)))
    try assertLayoutInvariants(window)
  }

  @Test("The readable content guide is centred in the margins, its width capped by the text size")
  func readableContent() throws {
    let phone = Device.iPhone16.window()
    // Narrower than 672: the margins guide itself.
    #expect(phone.rootView.readableContentGuide.layoutFrame.isClose(to: Rect(x: 16, y: 59, width: 361, height: 759)))
    let pad = Device.iPadPro13.window(.landscape)
    // Margins guide (20, 24, 1326, 980); readable 672 wide, at 20 + (1326 - 672) / 2 = 347.
    let guide = pad.rootView.readableContentGuide
    #expect(guide.layoutFrame.isClose(to: Rect(x: 347, y: 24, width: 672, height: 980)))
    var traits = pad.traits
    traits.contentSizeCategory = .extraExtraExtraLarge
    try pad.resize(to: pad.size, traits: traits)
    // Body 23 points at xxxL against 17: 672 x 23 / 17.
    let width = 672.0 * 23 / 17
    #expect(View.readableWidth(for: .extraExtraExtraLarge) == width)
    #expect(guide.layoutFrame.isClose(to: Rect(x: 20 + (1326 - width) / 2, y: 24, width: width, height: 980)))
  }

  @Test("The keyboard guide: the safe area's bottom when hidden, the keyboard's top when shown")
  func keyboard() throws {
    let window = Device.iPhone16.window()
    let root = window.rootView
    let field = addView("field", to: root)
    try activate {
      field.leadingAnchor == root.layoutMarginsGuide.leadingAnchor
      field.trailingAnchor == root.layoutMarginsGuide.trailingAnchor
      field.heightAnchor == 44
      field.bottomAnchor == window.keyboardLayoutGuide.topAnchor - 8
    }
    // Hidden: top at 852 - 34 = 818; the field's bottom at 810.
    #expect(window.keyboardLayoutGuide.layoutFrame.isClose(to: Rect(x: 0, y: 818, width: 393, height: 34)))
    try assertFrame(of: field, equals: Rect(x: 16, y: 766, width: 361, height: 44))
    let transition = try window.showKeyboard(height: 336, animated: true)
    // 852 - 336 = 516; field bottom 508.
    try assertFrame(of: field, equals: Rect(x: 16, y: 464, width: 361, height: 44))
    #expect(window.keyboardHeight == 336)
    // Half way: (766 + 464) / 2 = 615.
    #expect(transition.frame(of: field, at: 0.5)?.isClose(to: Rect(x: 16, y: 615, width: 361, height: 44)) == true)
    let before = window.dump()
    #expect(throws: LayoutError.self) { try window.showKeyboard(height: 900) }
    #expect(throws: LayoutError.self) { try window.showKeyboard(height: .nan) }
    #expect(window.dump() == before)
    try window.rotate()
    // Landscape, 393 tall: 393 - 336 = 57, field at 57 - 8 - 44 = 5.
    try assertFrame(of: field, equals: Rect(x: 75, y: 5, width: 702, height: 44))
    try window.hideKeyboard()
    // Hidden in landscape: safe area bottom 393 - 21 = 372; field at 372 - 52 = 320.
    try assertFrame(of: field, equals: Rect(x: 75, y: 320, width: 702, height: 44))
    #expect(window.keyboardHeight == nil)
  }
}
