import ReflowLayout
import ReflowTesting
import Testing

@Suite("Ambiguity and dumps")
struct AmbiguityTests {
  @Test("A fully constrained screen has no ambiguous view")
  func determined() throws {
    let screen = try CardScreen(Device.iPhone16.window())
    #expect(screen.window.ambiguousViews().isEmpty)
    #expect(!screen.card.hasAmbiguousLayout)
    #expect(!screen.window.rootView.hasAmbiguousLayout)
  }

  @Test("A view without a position or size is ambiguous on exactly those attributes")
  func missingAttributes() throws {
    let window = Device.iPhone16.window()
    let root = window.rootView
    let loose = addView("loose", to: root)
    let sized = addView("sized", to: root)
    try activate(sized.size == Size(width: 10, height: 10))
    try activate(sized.leadingAnchor == root.leadingAnchor)
    #expect(loose.hasAmbiguousLayout)
    let found = window.ambiguousViews()
    #expect(found.map(\.description) == ["loose: left, top, width, height", "sized: top"])
  }

  @Test("Two equally good layouts make a view ambiguous: only inequalities between edges")
  func inequalitiesOnly() throws {
    let window = Device.iPhone16.window()
    let root = window.rootView
    let floating = addView("floating", to: root)
    try activate {
      floating.leadingAnchor >= root.leadingAnchor
      floating.trailingAnchor <= root.trailingAnchor
      floating.widthAnchor == 100
      floating.topAnchor == root.topAnchor
      floating.heightAnchor == 20
    }
    #expect(window.ambiguousViews().map(\.description) == ["floating: left"])
    try activate(floating.centerXAnchor == root.centerXAnchor ~ .low)
    #expect(window.ambiguousViews().isEmpty)
    try assertFrame(of: floating, equals: Rect(x: 146.5, y: 0, width: 100, height: 20))
  }

  @Test("The dump shows the tree, frames in superview coordinates, sets and hidden views")
  func dump() throws {
    let screen = try CardScreen(Device.iPhone16.window())
    let badge = addView("badge", to: screen.card)
    badge.isHidden = true
    try activate {
      badge.topAnchor == screen.card.topAnchor + 4
      badge.trailingAnchor == screen.card.trailingAnchor - 4
      badge.size == Size(width: 20, height: 20)
    }
    #expect(screen.window.dump() == """
      window 393x852, phone portrait, w compact h regular, @3x
      sets: common, portrait (inactive: landscape)
      window (0, 0, 393, 852)
        card (0, 0, 393, 281.16)
          badge (369, 4, 20, 20) hidden
      """)
    try screen.window.rotate()
    #expect(screen.window.dump(marking: [badge]) == """
      window 852x393, phone landscape, w compact h compact, @3x
      sets: common, landscape (inactive: portrait)
      window (0, 0, 852, 393)
        card (0, 0, 852, 393)
          badge (828, 4, 20, 20) hidden  <- marked
      """)
  }
}
