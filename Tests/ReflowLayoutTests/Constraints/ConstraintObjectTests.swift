import ReflowLayout
import ReflowTesting
import Testing

/// Constraints are ordinary objects, as UIKit's `NSLayoutConstraint`: `isActive`, `constant`
/// and `priority` are settable, and each behaves the same through every path (the setter,
/// `activate`/`deactivate`, the throwing `setConstant`/`setPriority`).
///
/// Sources of the rules, Apple's documentation:
/// - `NSLayoutConstraint.isActive`: "You can activate or deactivate a constraint by changing
///   this property ... For newly created constraints, the isActive property is false by
///   default." `activate(_:)`: "The effect of this method is the same as setting the isActive
///   property of each constraint to true."
/// - Auto Layout's priorities: a required constraint (1000) must hold; among optional ones a
///   higher priority is satisfied before a lower one.
/// - A setter cannot throw: where UIKit logs ("Unable to simultaneously satisfy
///   constraints"), Reflow leaves the state as it was and reports the error in the
///   constraint's `lastLayoutError` and the window's `layoutErrors`.
@Suite("Constraints as objects: settable isActive, constant and priority")
struct ConstraintObjectTests {
  /// A 393x852 window with a card pinned at (20, 40) and 50 high; its width is left to the
  /// test.
  private func cardScreen() throws -> (Window, View) {
    let window = try Window(size: Size(width: 393, height: 852))
    let root = window.rootView
    let card = addView("card", to: root)
    try activate([
      card.leadingAnchor == root.leadingAnchor + 20, card.topAnchor == root.topAnchor + 40,
      card.heightAnchor == 50,
    ])
    return (window, card)
  }

  @Test("isActive = true activates, false deactivates, as activate and deactivate do")
  func isActiveSetter() throws {
    let (window, card) = try cardScreen()
    // `wide` at 750 is met unless a required width overrides it: 200, then 100 while the
    // required `narrow` is active, then 200 again.
    let wide = card.widthAnchor == 200 ~ .high
    let narrow = card.widthAnchor == 100
    #expect(!wide.isActive && !narrow.isActive, "new constraints are inactive (UIKit)")
    wide.isActive = true
    #expect(wide.isActive)
    #expect(card.frame == Rect(x: 20, y: 40, width: 200, height: 50))
    narrow.isActive = true
    #expect(narrow.isActive && narrow.lastLayoutError == nil)
    #expect(card.frame.width == 100)
    narrow.isActive = true   // already active: nothing changes
    #expect(window.constraints.filter { $0 === narrow }.count == 1)
    narrow.isActive = false
    #expect(!narrow.isActive)
    #expect(card.frame.width == 200)
    // The same through the functions.
    try activate(narrow)
    #expect(narrow.isActive && card.frame.width == 100)
    try deactivate(narrow)
    #expect(!narrow.isActive && card.frame.width == 200)
    #expect(window.layoutErrors.isEmpty)
  }

  @Test("constant = 80 moves an active constraint in place; before activation it is kept")
  func constantSetter() throws {
    let (window, card) = try cardScreen()
    let width = card.widthAnchor == 100
    width.constant = 150   // inactive: only the number changes
    #expect(width.constant == 150 && !width.isActive)
    width.isActive = true
    #expect(card.frame.width == 150)
    let top = try #require(window.constraints.first { $0.firstAttribute == .top })
    top.constant = 80   // card.top == root.top + 80
    #expect(top.constant == 80)
    #expect(card.frame == Rect(x: 20, y: 80, width: 150, height: 50))
    // The same as the throwing method.
    try top.setConstant(60)
    #expect(card.frame.y == 60)
    #expect(top.lastLayoutError == nil && window.layoutErrors.isEmpty)
  }

  @Test("priority behaves the same set before activation, after it, with ~ or setPriority")
  func priorityThroughEveryPath() throws {
    // `low` (card.width == 300) against `high` (card.width == 100 at 750): the higher
    // priority wins, 100; lowering `high` to 200 puts it under `low` at 250: 300.
    func width(_ configure: (LayoutConstraint, LayoutConstraint) throws -> Void) throws -> Double {
      let (window, card) = try cardScreen()
      let low = card.widthAnchor == 300 ~ .low
      let high = card.widthAnchor == 100
      try configure(low, high)
      // Frames are read from the window's solver: keep it alive while reading.
      return withExtendedLifetime(window) { card.frame.width }
    }
    let paths: [(String, (LayoutConstraint, LayoutConstraint) throws -> Void)] = [
      ("setter before activation", { low, high in
        high.priority = .high; try activate([low, high]); high.priority = Priority(200) }),
      ("setter after activation", { low, high in
        high.priority = .high; low.isActive = true; high.isActive = true
        high.priority = Priority(200) }),
      ("setPriority", { low, high in
        try high.setPriority(.high); try activate([low, high]); try high.setPriority(Priority(200)) }),
      ("~ then setter on the copy", { low, high in
        let copy = high ~ .high
        try activate([low, copy]); copy.priority = Priority(200) }),
    ]
    for (name, path) in paths {
      #expect(try width(path) == 300, "\(name)")
    }
    // And the highest wins while it is 750: 100.
    #expect(try width { low, high in high.priority = .high; try activate([low, high]) } == 100)
  }

  @Test("`~` copies a constraint you hold and leaves it as it was; a temporary takes it")
  func priorityOperatorCopies() throws {
    let (_, card) = try cardScreen()
    let held = card.widthAnchor == 200
    let copy = held ~ .low
    #expect(copy !== held && held.priority == .required && copy.priority == .low)
    #expect(copy.description == "card.width == 200 ~ 250" && held.description == "card.width == 200")
    let made = card.widthAnchor == 100 ~ Priority(300)
    #expect(made.priority == Priority(300) && made.description == "card.width == 100 ~ 300")
  }

  @Test("A refused setter leaves everything as it was and reports the error")
  func refusedSetters() throws {
    let (window, card) = try cardScreen()
    let atLeast = card.widthAnchor >= 100
    let atMost = card.widthAnchor <= 150
    try activate([atLeast, atMost, card.widthAnchor == 400 ~ .low])
    #expect(card.frame.width == 150)
    let before = window.dump()
    let active = window.constraints.map(ObjectIdentifier.init)

    atMost.constant = 50   // width <= 50 against the required width >= 100: refused
    #expect(atMost.constant == 150)
    guard case .unsatisfiable = atMost.lastLayoutError else {
      Issue.record("expected unsatisfiable, got \(String(describing: atMost.lastLayoutError))")
      return
    }
    atMost.constant = .nan
    #expect(atMost.lastLayoutError == .nonFinite("the constant of `card.width <= 150`"))
    atMost.priority = Priority(2000)
    #expect(atMost.priority == .required)
    #expect(atMost.lastLayoutError == .invalidPriority(2000, constraint: NamedConstraint(atMost)))
    let tooNarrow = card.widthAnchor == 20
    tooNarrow.isActive = true   // required 20 against required >= 100
    #expect(!tooNarrow.isActive)
    #expect(tooNarrow.lastLayoutError?.constraints.first?.layoutConstraint === tooNarrow)

    #expect(window.dump() == before)
    #expect(window.constraints.map(ObjectIdentifier.init) == active)
    #expect(window.layoutErrors.count == 4)
    #expect(window.layoutErrors[1] == .nonFinite("the constant of `card.width <= 150`"))
    // A change that succeeds clears the constraint's error; the window's list is the log.
    atMost.constant = 120
    #expect(atMost.lastLayoutError == nil && card.frame.width == 120)
    window.layoutErrors.removeAll()
    #expect(window.layoutErrors.isEmpty)
  }

  @Test("isActive on a set's constraint, or between unrelated trees, is refused and reported")
  func refusedActivation() throws {
    let (window, card) = try cardScreen()
    let set = ConstraintSet("common") { card.widthAnchor == 10 }
    try window.add(set)
    set.constraints[0].isActive = false
    #expect(set.constraints[0].isActive)
    #expect(set.constraints[0].lastLayoutError
      == .ownedBySet(constraint: NamedConstraint(set.constraints[0]), set: "common"))
    // UIKit: "If you try to activate a constraint whose items have no common ancestor, an
    // exception is thrown." A view in no tree shared with the card.
    let loose = View(name: "loose")
    let across = loose.widthAnchor == card.widthAnchor
    across.isActive = true
    #expect(!across.isActive)
    #expect(across.lastLayoutError == .notInWindow(constraint: NamedConstraint(across), item: "loose"))
    #expect(window.layoutErrors.count == 2)
  }
}
