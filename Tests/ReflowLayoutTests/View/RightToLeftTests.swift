import ReflowLayout
import ReflowTesting
import Testing

// The rule these numbers follow (Apple, "Supporting right-to-left languages" and the
// documentation of NSLayoutAnchor's leadingAnchor/trailingAnchor): in a right-to-left
// interface the leading edge is the right edge and the trailing edge the left one, and a
// constant added to a leading or trailing anchor runs towards the trailing side (leftwards);
// `leftAnchor` and `rightAnchor` never flip. `semanticContentAttribute`: `.unspecified`
// follows the interface's direction, `.playback` and `.spatial` never flip,
// `.forceLeftToRight` / `.forceRightToLeft` force one (UIView.userInterfaceLayoutDirection(
// for:)); and, per the documentation of effectiveUserInterfaceLayoutDirection, the value does
// not propagate through the subtree.

private func rightToLeft(_ traits: Traits) -> Traits {
  var t = traits
  t.layoutDirection = .rightToLeft
  return t
}

@Suite("Right-to-left layout")
struct RightToLeftTests {
  /// Builds, in a 393 x 852 window: a card 100 x 50 at leading + 16, a label 50 x 20 at
  /// 8 after the card's trailing edge, a badge 30 x 30 at left + 16 (never flips).
  private func build(_ window: Window) throws -> (card: View, label: View, badge: View) {
    let root = window.rootView
    let card = addView("card", to: root)
    let label = addView("label", to: root)
    let badge = addView("badge", to: root)
    try activate {
      card.leadingAnchor == root.leadingAnchor + 16
      card.topAnchor == root.topAnchor
      card.size == Size(width: 100, height: 50)
      label.leadingAnchor == card.trailingAnchor + 8
      label.topAnchor == root.topAnchor
      label.size == Size(width: 50, height: 20)
      badge.leftAnchor == root.leftAnchor + 16
      badge.topAnchor == root.topAnchor + 100
      badge.size == Size(width: 30, height: 30)
    }
    return (card, label, badge)
  }

  @Test("Leading and trailing resolve to right and left in a right-to-left window; left never flips")
  func rightToLeftWindow() throws {
    let window = try Window(
      size: Size(width: 393, height: 852), traits: Traits(layoutDirection: .rightToLeft))
    let (card, label, badge) = try build(window)
    // card: right edge = 393 - 16 = 377, so x = 377 - 100 = 277.
    try assertFrame(of: card, equals: Rect(x: 277, y: 0, width: 100, height: 50))
    // label: right edge = card's left (277) - 8 = 269, so x = 269 - 50 = 219.
    try assertFrame(of: label, equals: Rect(x: 219, y: 0, width: 50, height: 20))
    try assertFrame(of: badge, equals: Rect(x: 16, y: 100, width: 30, height: 30))
    #expect(card.effectiveUserInterfaceLayoutDirection == .rightToLeft)
    #expect(window.traits.description.hasSuffix(", rightToLeft"))
  }

  @Test("A window changes direction on resize: the leading constraints are rewritten, and back")
  func windowChangesDirection() throws {
    let window = try Window(size: Size(width: 393, height: 852))
    let (card, label, badge) = try build(window)
    try assertFrame(of: card, equals: Rect(x: 16, y: 0, width: 100, height: 50))
    // Left to right: label.left = 16 + 100 + 8 = 124.
    try assertFrame(of: label, equals: Rect(x: 124, y: 0, width: 50, height: 20))
    try window.resize(to: window.size, traits: rightToLeft(window.traits))
    #expect(window.traits.layoutDirection == .rightToLeft)
    try assertFrame(of: card, equals: Rect(x: 277, y: 0, width: 100, height: 50))
    try assertFrame(of: label, equals: Rect(x: 219, y: 0, width: 50, height: 20))
    try assertFrame(of: badge, equals: Rect(x: 16, y: 100, width: 30, height: 30))
    try assertLayoutInvariants(window)
    // Rotated right to left: 852 wide, card right edge 852 - 16 = 836, x = 736.
    try window.rotate()
    try assertFrame(of: card, equals: Rect(x: 736, y: 0, width: 100, height: 50))
    #expect(window.traits.layoutDirection == .rightToLeft)
    try window.rotate()
    var back = window.traits
    back.layoutDirection = .leftToRight
    try window.resize(to: window.size, traits: back)
    try assertFrame(of: card, equals: Rect(x: 16, y: 0, width: 100, height: 50))
    try assertFrame(of: label, equals: Rect(x: 124, y: 0, width: 50, height: 20))
  }

  @Test("A direction change that required constraints cannot follow is refused, nothing moves")
  func conflictingFlip() throws {
    let window = try Window(size: Size(width: 393, height: 852))
    let root = window.rootView
    let card = addView("card", to: root)
    try activate {
      card.leadingAnchor == root.leadingAnchor + 10
      card.leftAnchor == root.leftAnchor + 10
      card.topAnchor == root.topAnchor
      card.size == Size(width: 100, height: 50)
    }
    let before = window.dump()
    let traits = window.traits
    #expect(throws: LayoutError.self) {
      try window.resize(to: window.size, traits: rightToLeft(traits))
    }
    #expect(window.traits == traits)
    #expect(window.dump() == before)
    try assertFrame(of: card, equals: Rect(x: 10, y: 0, width: 100, height: 50))
    // And the layout still works: the constraints keep their left-to-right forms.
    try activate(card.heightAnchor >= 10)
    try assertFrame(of: card, equals: Rect(x: 10, y: 0, width: 100, height: 50))
  }

  @Test("A semantic content attribute forces a view's direction, not its subviews'")
  func semanticContentAttribute() throws {
    let window = try Window(
      size: Size(width: 393, height: 852), traits: Traits(layoutDirection: .rightToLeft))
    let root = window.rootView
    let player = addView("player", to: root)
    let play = addView("play", to: player)
    try activate {
      player.edges == root.edges
      play.leadingAnchor == player.leadingAnchor + 20
      play.topAnchor == player.topAnchor
      play.size == Size(width: 44, height: 44)
    }
    // `play` follows the window: right edge 393 - 20 = 373, x = 329.
    try assertFrame(of: play, equals: Rect(x: 329, y: 0, width: 44, height: 44))
    // Playback controls never flip; the constraint is `play`'s (its first item), so `play`
    // must be marked too: forcing only `player` does not propagate (Apple's documentation of
    // effectiveUserInterfaceLayoutDirection).
    player.semanticContentAttribute = .playback
    #expect(player.effectiveUserInterfaceLayoutDirection == .leftToRight)
    #expect(play.effectiveUserInterfaceLayoutDirection == .rightToLeft)
    try assertFrame(of: play, equals: Rect(x: 329, y: 0, width: 44, height: 44))
    play.semanticContentAttribute = .playback
    try assertFrame(of: play, equals: Rect(x: 20, y: 0, width: 44, height: 44))
    // Forced right to left in a left-to-right window.
    var ltr = window.traits
    ltr.layoutDirection = .leftToRight
    try window.resize(to: window.size, traits: ltr)
    try assertFrame(of: play, equals: Rect(x: 20, y: 0, width: 44, height: 44))
    try play.setSemanticContentAttribute(.forceRightToLeft)
    try assertFrame(of: play, equals: Rect(x: 329, y: 0, width: 44, height: 44))
    for attribute in [SemanticContentAttribute.spatial, .forceLeftToRight, .unspecified] {
      try play.setSemanticContentAttribute(attribute)
      try assertFrame(of: play, equals: Rect(x: 20, y: 0, width: 44, height: 44), "\(attribute)")
    }
  }

  @Test("A constraint set can be chosen by direction, by the factory or by a closure")
  func setsByDirection() throws {
    let window = Device.iPhone16.window()
    let root = window.rootView
    let arrow = addView("arrow", to: root)
    try activate {
      arrow.topAnchor == root.topAnchor
      arrow.size == Size(width: 20, height: 20)
    }
    let ltr = ConstraintSet("ltr", when: .layoutDirection(.leftToRight)) {
      arrow.leftAnchor == root.leftAnchor
    }
    let rtl = ConstraintSet("rtl", when: { $0.layoutDirection == .rightToLeft }) {
      arrow.rightAnchor == root.rightAnchor
    }
    try window.add([ltr, rtl])
    try assertFrame(of: arrow, equals: Rect(x: 0, y: 0, width: 20, height: 20))
    #expect(window.activeSets.map(\.name) == ["ltr"])
    try window.resize(to: window.size, traits: rightToLeft(window.traits))
    #expect(window.activeSets.map(\.name) == ["rtl"])
    // 393 - 20 = 373.
    try assertFrame(of: arrow, equals: Rect(x: 373, y: 0, width: 20, height: 20))
    try window.rotate()
    // Landscape, 852 wide: 852 - 20 = 832.
    try assertFrame(of: arrow, equals: Rect(x: 832, y: 0, width: 20, height: 20))
  }

  @Test("Set constraints on leading edges, switched off, flip too and are right when they turn on")
  func switchedOffSetFlips() throws {
    let window = Device.iPhone16.window()
    let root = window.rootView
    let card = addView("card", to: root)
    try activate {
      card.topAnchor == root.topAnchor
      card.size == Size(width: 100, height: 40)
    }
    let portrait = ConstraintSet("portrait", when: .orientation(.portrait)) {
      card.leadingAnchor == root.leadingAnchor + 10
    }
    let landscape = ConstraintSet("landscape", when: .orientation(.landscape)) {
      card.leadingAnchor == root.leadingAnchor + 30
    }
    try window.add([portrait, landscape])
    try window.resize(to: window.size, traits: rightToLeft(window.traits))
    // 393 - 10 - 100 = 283.
    try assertFrame(of: card, equals: Rect(x: 283, y: 0, width: 100, height: 40))
    try window.rotate()
    // 852 - 30 - 100 = 722.
    try assertFrame(of: card, equals: Rect(x: 722, y: 0, width: 100, height: 40))
  }

  @Test("A constant changed right to left runs leftwards too")
  func constantRightToLeft() throws {
    let window = try Window(
      size: Size(width: 393, height: 852), traits: Traits(layoutDirection: .rightToLeft))
    let root = window.rootView
    let card = addView("card", to: root)
    let lead = card.leadingAnchor == root.leadingAnchor + 16
    try activate {
      lead
      card.topAnchor == root.topAnchor
      card.size == Size(width: 100, height: 50)
    }
    try lead.setConstant(40)
    // 393 - 40 - 100 = 253.
    try assertFrame(of: card, equals: Rect(x: 253, y: 0, width: 100, height: 50))
  }
}
