import ReflowLayout
import ReflowTesting
import Testing

@Suite("Constraint sets and idempotent switching")
struct ConstraintSetTests {
  @Test("Only the sets whose condition holds are in force", arguments: [false, true])
  func initialSets(landscapeFirst: Bool) throws {
    let screen = try CardScreen(Device.iPhone16.window(), landscapeFirst: landscapeFirst)
    #expect(screen.common.isActive && screen.portrait.isActive && !screen.landscape.isActive)
    #expect(screen.window.activeSets.map(\.name) == ["common", "portrait"])
    try assertFrame(of: screen.card, equals: Rect(x: 0, y: 0, width: 393, height: 281.16))
  }

  @Test(
    "Required constraints of two sets never conflict during a switch, whatever the order",
    arguments: [false, true])
  func noConflictWhileSwitching(landscapeFirst: Bool) throws {
    let screen = try CardScreen(Device.iPhone16.window(), landscapeFirst: landscapeFirst)
    for round in 0..<3 {
      try screen.window.rotate()
      try assertFrame(of: screen.card, equals: Rect(x: 0, y: 0, width: 852, height: 393), "round \(round)")
      #expect(screen.landscape.isActive && !screen.portrait.isActive)
      try screen.window.rotate()
      try assertFrame(of: screen.card, equals: Rect(x: 0, y: 0, width: 393, height: 281.16), "round \(round)")
    }
  }

  @Test("Switching to the traits already in force touches nothing")
  func idempotent() throws {
    let screen = try CardScreen(Device.iPhone16.window())
    let window = screen.window
    window.layoutIfNeeded()
    let before = window.solverStatistics
    try window.rotate(to: .portrait)
    try window.resize(to: window.size)
    try window.resize(to: window.size, traits: window.traits, safeAreaInsets: window.safeAreaInsets)
    let after = window.solverStatistics
    #expect(after.pivots == before.pivots && after.additions == before.additions
      && after.removals == before.removals, "no solver work: \(before) -> \(after)")
    window.layoutIfNeeded()
    #expect(window.lastChangedViews.isEmpty)
    try window.rotate(to: .landscape)
    let once = window.solverStatistics
    try window.rotate(to: .landscape)
    #expect(window.solverStatistics == once)
  }

  @Test("A switch changes priorities inside the solver: nothing is added or removed")
  func switchedByPriority() throws {
    let screen = try CardScreen(Device.iPhone16.window())
    let window = screen.window
    #expect(screen.landscape.constraints.allSatisfy { !$0.isActive })
    let before = window.solverStatistics
    try window.rotate()
    let after = window.solverStatistics
    #expect(after.removals == before.removals && after.additions == before.additions)
    #expect(after.rows == before.rows, "every set's constraints stay in the solver")
    #expect(screen.landscape.constraints.allSatisfy { $0.isActive })
    #expect(screen.portrait.constraints.allSatisfy { !$0.isActive })
  }

  @Test("A set that is off has no effect at all, even on what nothing else decides")
  func inactiveSetHasNoEffect() throws {
    let window = Device.iPhone16.window()
    let root = window.rootView
    let badge = addView("badge", to: root)
    try activate([badge.leadingAnchor == root.leadingAnchor, badge.topAnchor == root.topAnchor,
                  badge.heightAnchor == 10])
    let landscape = ConstraintSet("landscape", when: .orientation(.landscape)) {
      badge.widthAnchor == 120 ~ .low
    }
    try window.add(landscape)
    #expect(window.ambiguousViews().map(\.description) == ["badge: width"])
    try window.rotate()
    #expect(window.ambiguousViews().isEmpty)
    #expect(badge.frame.width == 120)
  }

  @Test("Conditions on size classes and idiom; combined conditions")
  func traitConditions() throws {
    let window = Device.iPadPro13.window()
    let root = window.rootView
    let panel = addView("panel", to: root)
    let base = ConstraintSet("base") {
      panel.leadingAnchor == root.leadingAnchor
      panel.topAnchor == root.topAnchor
      panel.heightAnchor == 10
    }
    let pad = ConstraintSet("pad", when: .idiom(.pad).and(.horizontalSizeClass(.regular))) {
      panel.widthAnchor == root.widthAnchor * 0.5
    }
    let narrow = ConstraintSet("narrow", when: TraitCondition.horizontalSizeClass(.regular).negated) {
      panel.widthAnchor == root.widthAnchor
    }
    let compactHeight = ConstraintSet("compactHeight", when: .verticalSizeClass(.compact).or(.idiom(.phone))) {
      panel.heightAnchor >= 20
    }
    for set in [base, pad, narrow, compactHeight] { try window.add(set) }
    #expect(window.activeSets.map(\.name) == ["base", "pad"])
    try assertFrame(of: panel, equals: Rect(x: 0, y: 0, width: 512, height: 10))
    // Split view: a 507-point wide pane is compact.
    try window.resize(to: Size(width: 507, height: 1366))
    #expect(window.traits.horizontalSizeClass == .compact)
    #expect(window.activeSets.map(\.name) == ["base", "narrow"])
    try assertFrame(of: panel, equals: Rect(x: 0, y: 0, width: 507, height: 10))
  }

  @Test("Several sets added in one transaction: all of them, or none")
  func batchAdd() throws {
    let window = Device.iPhone16.window()
    let root = window.rootView
    let card = addView("card", to: root)
    let base = ConstraintSet("base") {
      card.edges == root.edges.inset(by: EdgeInsets(top: 0, left: 0, bottom: 400, right: 0))
        ~ .high
    }
    let tall = ConstraintSet("tall", when: .orientation(.portrait)) { card.heightAnchor == 600 }
    let short = ConstraintSet("short", when: .orientation(.portrait)) { card.heightAnchor == 100 }
    #expect(throws: LayoutError.self) { try window.add([base, tall, short]) }
    #expect(window.constraintSets.isEmpty && base.window == nil)
    #expect(card.hasAmbiguousLayout)
    #expect(throws: LayoutError.duplicateSet("base")) { try window.add([base, base]) }
    try window.add([base, tall])
    try assertFrame(of: card, equals: Rect(x: 0, y: 0, width: 393, height: 600))
  }

  @Test("Adding a set twice, or removing one that is not there, is an error")
  func setMembership() throws {
    let screen = try CardScreen(Device.iPhone16.window())
    #expect(throws: LayoutError.duplicateSet("portrait")) { try screen.window.add(screen.portrait) }
    let stray = ConstraintSet("stray") {}
    #expect(throws: LayoutError.unknownSet("stray")) { try screen.window.remove(stray) }
    try screen.window.remove(screen.portrait)
    #expect(!screen.portrait.isActive && !screen.portrait.constraints[0].isActive)
    #expect(screen.window.ambiguousViews().first?.attributes == [.height])
  }

  @Test("A second set with a name the window already has is refused, and nothing changes")
  func duplicateSetName() throws {
    let screen = try CardScreen(Device.iPhone16.window())
    let window = screen.window
    let card = screen.card
    let twin = ConstraintSet("portrait", when: .orientation(.portrait)) {
      card.heightAnchor == 100 ~ .low
    }
    let before = window.dump()
    #expect(throws: LayoutError.duplicateSetName("portrait")) { try window.add(twin) }
    #expect(window.dump() == before)
    #expect(twin.window == nil && !twin.isActive && !twin.constraints[0].isActive)
    #expect(window.constraintSets.map(\.name) == ["common", "portrait", "landscape"])
    // Two new sets with one name in one call: neither goes in.
    let a = ConstraintSet("extra") { card.widthAnchor >= 10 }
    let b = ConstraintSet("extra") { card.widthAnchor <= 1000 }
    #expect(throws: LayoutError.duplicateSetName("extra")) { try window.add([a, b]) }
    #expect(a.window == nil && b.window == nil && window.constraintSets.count == 3)
    #expect("\(LayoutError.duplicateSetName("extra"))".contains("already has a constraint set named `extra`"))
    // Once the first set of that name is removed, the name is free again.
    try window.remove(screen.portrait)
    try window.add(twin)
    #expect(twin.isActive && window.constraintSets.map(\.name) == ["common", "landscape", "portrait"])
    try assertFrame(of: card, equals: Rect(x: 0, y: 0, width: 393, height: 100))
  }

  @Test("A set whose own required constraints conflict cannot be added, and changes nothing")
  func conflictingSet() throws {
    let screen = try CardScreen(Device.iPhone16.window())
    let card = screen.card
    let bad = ConstraintSet("bad") { card.heightAnchor == 100 }
    let before = screen.window.dump()
    #expect(throws: LayoutError.unsatisfiable(
      NamedConstraint(words: "window.height == 852", purpose: "the window's size"),
      conflicting: [NamedConstraint(screen.portrait.constraints[0]), NamedConstraint(bad.constraints[0])])
    ) { try screen.window.add(bad) }
    #expect(NamedConstraint(screen.portrait.constraints[0]).description
      == "card.height == 0.33 x window.height (portrait)")
    #expect(NamedConstraint(bad.constraints[0]).description == "card.height == 100 (bad)")
    #expect(!bad.isActive && bad.window == nil)
    #expect(screen.window.dump() == before)
  }
}
