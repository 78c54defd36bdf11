import ReflowLayout
import ReflowTesting
import Testing

/// Everything observable about a window: its dump (frames, sets, traits), which constraints
/// are active, and the solver's operation counts are not compared (a failed call may work).
func observable(_ window: Window, _ constraints: [LayoutConstraint]) -> String {
  window.dump() + "\nactive: " + constraints.map { $0.isActive ? "1" : "0" }.joined()
    + "\nsize: \(window.size) insets: \(window.safeAreaInsets)"
}

@Suite("Errors leave the layout unchanged")
struct LayoutErrorTests {
  @Test("Constraints between two items are named in words, entering or active")
  func namesTwoItemConstraints() throws {
    let window = Device.iPhone16.window()
    let root = window.rootView
    let card = addView("card", to: root)
    let badge = addView("badge", to: card)
    let existing = [card.leadingAnchor == root.leadingAnchor, card.topAnchor == root.topAnchor,
                    card.heightAnchor == 50, card.widthAnchor == 200, badge.widthAnchor == 40]
    try activate(existing)
    let bad = badge.widthAnchor == card.widthAnchor - 8
    let before = observable(window, existing + [bad])
    // The error holds the constraints themselves, with their words.
    #expect(throws: LayoutError.unsatisfiable(
      NamedConstraint(bad), conflicting: [NamedConstraint(existing[3]), NamedConstraint(existing[4])])
    ) {
      try activate(bad)
    }
    #expect(
      [bad, existing[3], existing[4]].map(\.description)
        == ["badge.width == card.width - 8", "card.width == 200", "badge.width == 40"])
    #expect(observable(window, existing + [bad]) == before)
  }

  @Test("A constant that cannot hold is named in words, with what it conflicts with")
  func namesAConstantChange() throws {
    let window = Device.iPhone16.window()
    let root = window.rootView
    let card = addView("card", to: root)
    let gap = card.leadingAnchor == root.leadingAnchor + 20
    let existing = [gap, card.topAnchor == root.topAnchor, card.heightAnchor == 50,
                    card.trailingAnchor == root.trailingAnchor - 20, card.widthAnchor >= 300]
    try activate(existing)
    let before = observable(window, existing)
    // The card's width depends on the window's: the window's size is named first, and the
    // moved constraint with its new constant (the words of the moment of the error).
    #expect {
      try gap.setConstant(80)
    } throws: { error in
      guard let error = error as? LayoutError, case .unsatisfiable = error else { return false }
      let named = error.constraints
      return named.map(\.description) == [
        "window.width == 393 (the window's size)", "card.leading == window.leading + 80",
        "card.trailing == window.trailing - 20", "card.width >= 300",
      ] && named[0].layoutConstraint == nil
        && zip(named.dropFirst(), [gap, existing[3], existing[4]]).allSatisfy { $0.layoutConstraint === $1 }
        && named[0].purpose == "the window's size"
    }
    #expect(observable(window, existing) == before)
    #expect(gap.constant == 20)
  }

  @Test("An unsatisfiable activation names the constraints in words and changes nothing")
  func unsatisfiableActivation() throws {
    let window = Device.iPhone16.window()
    let root = window.rootView
    let card = addView("card", to: root)
    let existing = [card.leadingAnchor == root.leadingAnchor, card.topAnchor == root.topAnchor,
                    card.widthAnchor == 100, card.heightAnchor == 50]
    try activate(existing)
    let bad = [card.heightAnchor == 80, card.trailingAnchor == root.trailingAnchor ~ .low]
    let before = observable(window, existing + bad)
    #expect(throws: LayoutError.unsatisfiable(NamedConstraint(bad[0]), conflicting: [NamedConstraint(existing[3])])) {
      try activate(bad)
    }
    #expect("\(NamedConstraint(bad[0])) \(NamedConstraint(existing[3]))" == "card.height == 80 card.height == 50")
    #expect(observable(window, existing + bad) == before)
    #expect(bad.allSatisfy { !$0.isActive })
  }

  @Test("The rotation conflict is reported in words: a third of the height vs the whole")
  func rotationConflictMessage() throws {
    let window = Device.iPhone16.window()
    let root = window.rootView
    let card = addView("card", to: root)
    let portrait = ConstraintSet("portrait", when: .orientation(.portrait)) {
      card.heightAnchor == root.heightAnchor * 0.33
    }
    let always = ConstraintSet("landscape", when: .always) {
      card.heightAnchor == root.heightAnchor
    }
    try window.add(portrait)
    #expect {
      try window.add(always)
    } throws: { error in
      let text = "\(error)"
      return text.contains("`card.height == window.height (landscape)`")
        && text.contains("`card.height == 0.33 x window.height (portrait)`")
        && text.contains("window.height == 852 (the window's size)")
    }
  }

  @Test("A rotation whose new set conflicts throws, and the window stays as it was")
  func failedRotation() throws {
    let window = Device.iPhone16.window()
    let root = window.rootView
    let card = addView("card", to: root)
    let pinned = [card.edges == root.edges, [card.widthAnchor == 393]].flatMap { $0 }
    try activate(pinned)
    let landscape = ConstraintSet("landscape", when: .orientation(.landscape)) {
      card.heightAnchor == 100
    }
    try window.add(landscape)
    let before = observable(window, pinned + landscape.constraints)
    let traits = window.traits
    #expect(throws: LayoutError.self) { try window.rotate() }
    #expect(observable(window, pinned + landscape.constraints) == before)
    #expect(window.traits == traits && !landscape.isActive)
    try assertFrame(of: card, equals: Rect(x: 0, y: 0, width: 393, height: 852))
  }

  @Test("A required constraint that fights the window size is refused with the window named")
  func windowSize() throws {
    let window = Device.iPhone16.window()
    let root = window.rootView
    let narrow = root.widthAnchor == 300
    #expect(throws: LayoutError.unsatisfiable(
      NamedConstraint(words: "window.width == 393", purpose: "the window's size"),
      conflicting: [NamedConstraint(narrow)])
    ) {
      try activate(narrow)
    }
    #expect(narrow.description == "window.width == 300")
    #expect(root.frame == Rect(x: 0, y: 0, width: 393, height: 852))
  }

  @Test("Required constraints that would move the safe area are refused, naming it")
  func safeArea() throws {
    let window = Device.iPhone16.window()
    let root = window.rootView
    let content = addView("content", to: root)
    try activate(content.edges == root.safeAreaLayoutGuide.edges)
    let before = observable(window, [])
    let tall = content.heightAnchor == 800
    #expect {
      try activate(tall)
    } throws: { error in
      guard let error = error as? LayoutError, case .unsatisfiable = error else { return false }
      let all = error.constraints
      return all.contains { $0.layoutConstraint === tall && $0.description == "content.height == 800" }
        && all.contains { $0.purpose == "the window's safe area" && $0.layoutConstraint == nil }
        && all.contains { $0.description.hasSuffix("(the window's safe area)") }
    }
    #expect(observable(window, []) == before)
    #expect(window.safeAreaInsets == EdgeInsets(top: 59, left: 0, bottom: 34, right: 0))
    try assertFrame(of: content, equals: Rect(x: 0, y: 59, width: 393, height: 759))
  }

  @Test("Non-finite numbers and invalid priorities are refused")
  func badNumbers() throws {
    let window = Device.iPhone16.window()
    let card = addView("card", to: window.rootView)
    #expect(throws: LayoutError.self) { try activate(card.widthAnchor == .infinity) }
    #expect(throws: LayoutError.self) { try activate(card.widthAnchor == window.rootView.widthAnchor * .nan) }
    let invalid = card.widthAnchor == 10 ~ Priority(1001)
    #expect(throws: LayoutError.invalidPriority(1001, constraint: NamedConstraint(invalid))) {
      try activate(invalid)
    }
    #expect(invalid.description == "card.width == 10 ~ 1001")
    #expect(throws: LayoutError.self) { try window.resize(to: Size(width: .nan, height: 10)) }
    #expect(throws: LayoutError.self) { try Window(size: Size(width: -1, height: 10)) }
    let c = card.widthAnchor == 10 ~ .high
    try activate(c)
    c.priority = Priority(0)
    #expect(c.priority == .high, "an invalid priority is not taken")
    #expect(throws: LayoutError.self) { try c.setPriority(Priority(0)) }
    #expect(window.ambiguousViews().first { $0.view === card }?.attributes == [.left, .top, .height])
  }

  @Test("Making an active constraint required where it conflicts is refused")
  func requiredPriorityConflict() throws {
    let window = Device.iPhone16.window()
    let card = addView("card", to: window.rootView)
    let a = card.widthAnchor == 100
    let b = card.widthAnchor == 200 ~ .high
    try activate([a, b])
    // Named with the priority it keeps (the change did not happen).
    #expect(throws: LayoutError.unsatisfiable(NamedConstraint(b), conflicting: [NamedConstraint(a)])) {
      try b.setPriority(.required)
    }
    #expect(NamedConstraint(b).description == "card.width == 200 ~ 750")
    #expect(b.priority == .high)
    #expect(card.frame.width == 100)
  }

  @Test("Error messages say what to do")
  func messages() {
    let a = View(name: "a"), v = View(name: "v")
    let third = a.heightAnchor == v.heightAnchor * 0.33
    let whole = a.heightAnchor == v.heightAnchor
    let e = LayoutError.unsatisfiable(NamedConstraint(third), conflicting: [NamedConstraint(whole)])
    #expect("\(e)".contains("lower the priority of one of them"))
    #expect("\(e)".contains("`a.height == 0.33 x v.height` and `a.height == v.height`"))
    #expect("\(LayoutError.notInWindow(constraint: NamedConstraint(third), item: "v"))".contains("add it to the view tree"))
  }
}
