import ReflowLayout
import ReflowTesting
import Testing

@Suite("Anchors and DSL")
struct AnchorDSLTests {
  @Test("Leading to the margins guide plus a constant, widths as fractions, heights at least")
  func basicDSL() throws {
    let window = Device.iPhone16.window()
    let root = window.rootView
    let card = addView("card", to: root)
    try activate([
      card.leadingAnchor == root.layoutMarginsGuide.leadingAnchor + 16,
      card.widthAnchor == root.widthAnchor * 0.5 ~ .high,
      card.heightAnchor >= 44,
      card.heightAnchor <= 30 ~ .low,
      card.topAnchor == root.safeAreaLayoutGuide.topAnchor,
    ])
    // The root's leading margin is UIKit's system minimum, 16 on a compact width: 16 + 16.
    try assertFrame(of: card, equals: Rect(x: 32, y: 59, width: 196.5, height: 44))
  }

  @Test("Aspect ratio, centres, trailing and bottom, divisions and subtractions")
  func aspectAndCentres() throws {
    let window = Device.iPhone16.window()
    let root = window.rootView
    let square = addView("square", to: root)
    let wide = addView("wide", to: root)
    let footer = addView("footer", to: root)
    try activate {
      square.leadingAnchor == root.leadingAnchor + 10
      square.topAnchor == root.topAnchor + 100
      square.widthAnchor == 120
      square.heightAnchor == square.widthAnchor
      wide.widthAnchor == square.widthAnchor * 2
      wide.heightAnchor == wide.widthAnchor / 4
      wide.leadingAnchor == square.trailingAnchor + 8
      wide.centerYAnchor == square.centerYAnchor
      footer.trailingAnchor == root.trailingAnchor - 20
      footer.bottomAnchor == root.bottomAnchor - 30
      footer.size == Size(width: 100, height: 40)
    }
    try assertFrame(of: square, equals: Rect(x: 10, y: 100, width: 120, height: 120))
    try assertFrame(of: wide, equals: Rect(x: 138, y: 130, width: 240, height: 60))
    try assertFrame(of: footer, equals: Rect(x: 273, y: 782, width: 100, height: 40))
  }

  @Test("edges, center and size helpers pin the expected attributes")
  func compositeHelpers() throws {
    let window = Device.iPhone16.window()
    let root = window.rootView
    let panel = addView("panel", to: root)
    let badge = addView("badge", to: panel)
    let twin = addView("twin", to: root)
    try activate(panel.edges == root.edges.inset(by: 20))
    try activate(badge.center == panel.center)
    try activate(badge.size == Size(width: 30, height: 10))
    try activate(twin.size == badge.size)
    try activate([twin.leftAnchor == root.leftAnchor, twin.topAnchor == root.topAnchor])
    try assertFrame(of: panel, equals: Rect(x: 20, y: 20, width: 353, height: 812))
    try assertFrame(of: badge, equals: Rect(x: 161.5, y: 401, width: 30, height: 10), "(in panel's coordinates)")
    try assertFrame(of: twin, equals: Rect(x: 0, y: 0, width: 30, height: 10))
    #expect(badge.frameInWindow.isClose(to: Rect(x: 181.5, y: 421, width: 30, height: 10)))
  }

  @Test("~ makes a copy at the new priority and never touches the original")
  func priorityOperatorCopies() throws {
    let window = Device.iPhone16.window()
    let card = addView("card", to: window.rootView)
    let original = card.widthAnchor == 100
    let high = original ~ .high
    #expect(original !== high)
    #expect(original.priority == .required)
    #expect(high.priority == .high)
    let both = (card.edges == window.rootView.edges) ~ .low
    #expect(both.count == 4 && both.allSatisfy { $0.priority == .low })
  }

  @Test("Descriptions read like the constraint, with identifier, priority and set")
  func descriptions() throws {
    let window = Device.iPhone16.window()
    let root = window.rootView
    let card = addView("card", to: root)
    #expect("\(card.heightAnchor == root.heightAnchor * 0.33)" == "card.height == 0.33 x window.height")
    #expect("\(card.leadingAnchor == root.leadingAnchor + 16)" == "card.leading == window.leading + 16")
    #expect("\(card.topAnchor >= root.topAnchor - 8 ~ .high)" == "card.top >= window.top - 8 ~ 750")
    #expect("\((card.heightAnchor >= 44).identified("minHeight"))" == "minHeight: card.height >= 44")
    let set = ConstraintSet("landscape", when: .orientation(.landscape)) {
      card.heightAnchor == root.heightAnchor
    }
    #expect("\(set.constraints[0])" == "card.height == window.height (landscape)")
  }

  @Test("activate and deactivate single constraints and arrays; activating twice is once")
  func activateDeactivate() throws {
    let window = Device.iPhone16.window()
    let root = window.rootView
    let card = addView("card", to: root)
    let width = card.widthAnchor == 100
    let wider = card.widthAnchor == 200 ~ .high
    try activate([card.leadingAnchor == root.leadingAnchor, card.topAnchor == root.topAnchor,
                  card.heightAnchor == 10])
    try activate(wider)
    #expect(card.frame.width == 200)
    try activate(width)
    try activate(width)
    #expect(width.isActive)
    #expect(card.frame.width == 100, "the required width wins over the high one")
    try deactivate(width)
    #expect(!width.isActive)
    #expect(card.frame.width == 200)
    try deactivate([wider, width])
    #expect(!wider.isActive)
  }

  @Test("Constraint priority and constant can change while active")
  func mutableConstraint() throws {
    let window = Device.iPhone16.window()
    let root = window.rootView
    let card = addView("card", to: root)
    let small = card.widthAnchor == 100 ~ .high
    let large = card.widthAnchor == 300 ~ .low
    try activate([small, large, card.leadingAnchor == root.leadingAnchor,
                  card.topAnchor == root.topAnchor, card.heightAnchor == 10])
    #expect(card.frame.width == 100)
    small.priority = Priority(100)
    #expect(small.priority == Priority(100))
    #expect(card.frame.width == 300, "the 250 constraint now outranks the 100 one")
    try large.setConstant(320)
    #expect(card.frame.width == 320)
    #expect(throws: LayoutError.self) { try large.setConstant(.nan) }
    #expect(large.constant == 320)
  }

  @Test("Activation needs every item in the same window")
  func activationNeedsWindow() throws {
    let window = Device.iPhone16.window()
    let other = Device.iPhone16.window()
    let inWindow = addView("inWindow", to: window.rootView)
    let loose = View(name: "loose")
    let elsewhere = addView("elsewhere", to: other.rootView)
    let looseWidth = loose.widthAnchor == inWindow.widthAnchor
    #expect(throws: LayoutError.notInWindow(constraint: NamedConstraint(looseWidth), item: "loose")) {
      try activate(looseWidth)
    }
    #expect("\(NamedConstraint(looseWidth))" == "loose.width == inWindow.width")
    let across = elsewhere.widthAnchor == inWindow.widthAnchor
    #expect(throws: LayoutError.differentWindows(constraint: NamedConstraint(across))) {
      try activate(across)
    }
    #expect("\(NamedConstraint(across))" == "elsewhere.width == inWindow.width")
  }

  @Test("Constraints that a set manages cannot be activated directly")
  func ownedBySet() throws {
    let window = Device.iPhone16.window()
    let card = addView("card", to: window.rootView)
    let set = ConstraintSet("common") { card.widthAnchor == 10 }
    #expect(throws: LayoutError.ownedBySet(constraint: NamedConstraint(set.constraints[0]), set: "common")) {
      try activate(set.constraints)
    }
    #expect("\(NamedConstraint(set.constraints[0]))" == "card.width == 10 (common)")
  }

  /// UIKit's `removeFromSuperview()` removes the constraints that refer to the view from the
  /// views above it; constraints installed on the view itself (both items inside it: their
  /// closest common ancestor, where `isActive` installs them) stay with it.
  @Test("Removing a view deactivates the constraints that leave their common ancestor, keeps those inside it")
  func removalDeactivates() throws {
    let window = Device.iPhone16.window()
    let root = window.rootView
    let card = addView("card", to: root)
    let label = addView("label", to: card)
    let pin = label.edges == card.edges
    let cardPin = card.edges == root.edges
    try activate(pin + cardPin)
    #expect(label.frame.width == 393)
    card.removeFromSuperview()
    #expect(cardPin.allSatisfy { !$0.isActive })
    #expect(pin.allSatisfy { $0.isActive }, "held by card, their common ancestor")
    #expect(card.window == nil && label.window == nil)
    #expect(card.frame == .zero)
    root.addSubview(card)
    try activate(pin + cardPin)
    #expect(label.frameInWindow.isClose(to: Rect(x: 0, y: 0, width: 393, height: 852)))
  }
}
