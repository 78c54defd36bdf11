import ReflowLayout
import ReflowTesting
import Testing

/// A reusable component, as UIKit developers write them: it builds its subviews and activates
/// its constraints in `init`, before it has a superview or a window, and keeps them.
final class Card: View {
  let title: View
  let body: View
  /// The card's own constraints, stored by the card although they mention it: a constraint
  /// does not keep its items alive, so this is no retain cycle.
  private(set) var layout: [LayoutConstraint] = []

  override init(name: String) {
    title = View(name: "\(name).title")
    body = View(name: "\(name).body")
    super.init(name: name)
    addSubview(title)
    addSubview(body)
    layout = [
      title.topAnchor == topAnchor + 12, title.leadingAnchor == leadingAnchor + 16,
      title.trailingAnchor == trailingAnchor - 16, title.heightAnchor == 24,
      body.topAnchor == title.bottomAnchor + 8, body.leadingAnchor == title.leadingAnchor,
      body.trailingAnchor == title.trailingAnchor, body.bottomAnchor == bottomAnchor - 12,
    ]
    for c in layout { c.isActive = true }
  }
}

/// Composition as UIKit has it. The rules, from Apple's documentation:
/// - `NSLayoutConstraint.isActive`: "Activating or deactivating the constraint calls
///   addConstraint(_:) and removeConstraint(_:) on the view that is the closest common
///   ancestor of the items managed by this constraint", and "If you try to activate a
///   constraint whose items have no common ancestor, an exception is thrown": a window is not
///   needed, a shared view tree is.
/// - `UIView.removeFromSuperview()`: "Calling this method removes any constraints that refer
///   to the view you are removing, or that refer to any view in the subtree": those held
///   above the view, where an item leaves their common ancestor; the constraints the view and
///   its subviews hold stay with them (they are installed on the view, which keeps them).
/// - `UIView.addSubview(_:)`: "Views can have only one superview. If view already has a
///   superview and that view is not the receiver, this method removes the previous superview
///   before making the receiver its new superview."
/// - `NSLayoutConstraint.firstItem`/`secondItem` are `unowned(unsafe)`: a constraint does not
///   keep its views alive.
/// - `UIView.updateConstraints()`: "To schedule a change, call setNeedsUpdateConstraints() on
///   the view. The system then calls your implementation of updateConstraints() before the
///   layout occurs"; constraints are updated from subviews up to superviews.
/// Every frame below is worked out from the constraints by hand.
@Suite("Composition: constraints before a window, moving subtrees, hooks")
struct CompositionTests {
  /// The card's title and body in a card of `size`: title 16 in from each side, 12 from the
  /// top, 24 high; body 8 below it down to 12 from the bottom.
  private func expectInside(_ card: Card, _ size: Size, sourceLocation: SourceLocation = #_sourceLocation) {
    #expect(card.title.frame == Rect(x: 16, y: 12, width: size.width - 32, height: 24),
            sourceLocation: sourceLocation)
    #expect(card.body.frame == Rect(x: 16, y: 44, width: size.width - 32, height: size.height - 56),
            sourceLocation: sourceLocation)
  }

  @Test("A card built in init works unchanged in two screens and moves between windows")
  func cardInTwoScreens() throws {
    // Screen 1: a 393x852 window, the card 20 from each side, 100 from the top, 200 high:
    // (20, 100, 353, 200).
    let first = try Window(name: "first", size: Size(width: 393, height: 852))
    let card1 = Card(name: "card1")
    #expect(card1.layout.allSatisfy { $0.isActive }, "held by the card before it has a window")
    first.rootView.addSubview(card1)
    let root1 = first.rootView
    let pins1 = [
      card1.leadingAnchor == root1.leadingAnchor + 20, card1.trailingAnchor == root1.trailingAnchor - 20,
      card1.topAnchor == root1.topAnchor + 100, card1.heightAnchor == 200,
    ]
    try activate(pins1)
    #expect(card1.frame == Rect(x: 20, y: 100, width: 353, height: 200))
    expectInside(card1, Size(width: 353, height: 200))
    try assertLayoutInvariants(first)

    // Screen 2: an 852x393 window with a 60-point header; the card 10 below it, centred,
    // 400x150: x = (852 - 400) / 2 = 226, y = 70.
    let second = try Window(name: "second", size: Size(width: 852, height: 393))
    let root2 = second.rootView
    let header = addView("header", to: root2)
    try activate([header.leadingAnchor == root2.leadingAnchor, header.trailingAnchor == root2.trailingAnchor,
                  header.topAnchor == root2.topAnchor, header.heightAnchor == 60])
    let card2 = Card(name: "card2")
    root2.addSubview(card2)
    try activate([card2.topAnchor == header.bottomAnchor + 10, card2.centerXAnchor == root2.centerXAnchor,
                  card2.widthAnchor == 400, card2.heightAnchor == 150])
    #expect(card2.frame == Rect(x: 226, y: 70, width: 400, height: 150))
    expectInside(card2, Size(width: 400, height: 150))
    try assertLayoutInvariants(second)

    // card1 leaves the first window: the pins to the first root are dropped (an item left
    // their common ancestor, the root); the card's own constraints stay with it, and so does
    // its constant height (UIKit installs a constraint of one view on that view).
    card1.removeFromSuperview()
    #expect(pins1[0..<3].allSatisfy { !$0.isActive })
    #expect(pins1[3].isActive)
    #expect(card1.layout.allSatisfy { $0.isActive })
    #expect(first.constraints.isEmpty)
    pins1[3].constant = 100   // outside a window: only the number changes
    // Into the second window under card2: (226, 70 + 150 + 10 = 230, 400, 100).
    root2.addSubview(card1)
    try activate([card1.topAnchor == card2.bottomAnchor + 10, card1.leadingAnchor == card2.leadingAnchor,
                  card1.widthAnchor == card2.widthAnchor])
    #expect(card1.frame == Rect(x: 226, y: 230, width: 400, height: 100))
    expectInside(card1, Size(width: 400, height: 100))
    try assertLayoutInvariants(second)
    #expect(first.layoutErrors.isEmpty && second.layoutErrors.isEmpty)
    // And a rotation lays the moved card out with the rest: 393 wide now, x = (393 - 400) / 2.
    try second.rotate()
    #expect(card1.frame == Rect(x: -3.5, y: 230, width: 400, height: 100))
    expectInside(card1, Size(width: 400, height: 100))
  }

  @Test("A whole screen built before it has a window takes effect when it joins one")
  func screenBuiltOffWindow() throws {
    let screen = View(name: "screen")
    let card = Card(name: "card")
    screen.addSubview(card)
    // Held by `screen`, the common ancestor, until it is in a window.
    let inset = [
      card.leadingAnchor == screen.leadingAnchor + 16, card.trailingAnchor == screen.trailingAnchor - 16,
      card.topAnchor == screen.topAnchor + 16, card.bottomAnchor == screen.bottomAnchor - 16,
    ]
    try activate(inset)
    #expect(inset.allSatisfy { $0.isActive })
    #expect(card.frame == .zero, "no window, no frame")
    let window = try Window(size: Size(width: 393, height: 852))
    window.rootView.addSubview(screen)
    try activate(screen.edges == window.rootView.edges)
    // The card: 16 in from the screen's edges, (16, 16, 361, 820).
    #expect(card.frame == Rect(x: 16, y: 16, width: 361, height: 820))
    expectInside(card, Size(width: 361, height: 820))
    #expect(window.constraints.count == 4 + 8 + 4)
    try assertLayoutInvariants(window)
  }

  @Test("A navigation stack and tabs filled before they have a window")
  func containersOffWindow() throws {
    let stack = NavigationStack(name: "stack")
    let home = View(name: "home"), detail = View(name: "detail")
    try stack.push(home)
    try stack.push(detail)
    let tabs = TabContainer(name: "tabs")
    let first = View(name: "first")
    try tabs.addTab(first)
    let window = try Window(size: Size(width: 393, height: 852))
    let root = window.rootView
    root.addSubview(stack)
    root.addSubview(tabs)
    // The stack fills the top half, the tabs the bottom half: each screen fills its
    // container (the pins they were given before the window).
    try activate([
      stack.leadingAnchor == root.leadingAnchor, stack.trailingAnchor == root.trailingAnchor,
      stack.topAnchor == root.topAnchor, stack.heightAnchor == root.heightAnchor * 0.5,
      tabs.leadingAnchor == root.leadingAnchor, tabs.trailingAnchor == root.trailingAnchor,
      tabs.topAnchor == stack.bottomAnchor, tabs.bottomAnchor == root.bottomAnchor,
    ])
    #expect(home.frame == Rect(x: 0, y: 0, width: 393, height: 426))
    #expect(detail.frame == Rect(x: 0, y: 0, width: 393, height: 426))
    #expect(home.isHidden && !detail.isHidden)
    #expect(first.frameInWindow == Rect(x: 0, y: 426, width: 393, height: 426))
    try assertLayoutInvariants(window)
  }

  @Test("Moving a card to another superview of the same window keeps only its own constraints")
  func moveWithinWindow() throws {
    let window = try Window(size: Size(width: 400, height: 800))
    let root = window.rootView
    let top = addView("top", to: root), bottom = addView("bottom", to: root)
    try activate([
      top.leadingAnchor == root.leadingAnchor, top.trailingAnchor == root.trailingAnchor,
      top.topAnchor == root.topAnchor, top.heightAnchor == 400,
      bottom.leadingAnchor == root.leadingAnchor, bottom.trailingAnchor == root.trailingAnchor,
      bottom.topAnchor == top.bottomAnchor, bottom.bottomAnchor == root.bottomAnchor,
    ])
    let card = Card(name: "card")
    top.addSubview(card)
    let inTop = card.edges == top.edges.inset(by: 10)
    try activate(inTop)
    #expect(card.frameInWindow == Rect(x: 10, y: 10, width: 380, height: 380))
    bottom.addSubview(card)   // taken out of `top` first, as UIKit's addSubview does
    #expect(inTop.allSatisfy { !$0.isActive })
    #expect(card.layout.allSatisfy { $0.isActive })
    try activate(card.edges == bottom.edges.inset(by: 20))
    // bottom is (0, 400, 400, 400): the card (20, 420, 360, 360) in the window.
    #expect(card.frameInWindow == Rect(x: 20, y: 420, width: 360, height: 360))
    expectInside(card, Size(width: 360, height: 360))
  }

  /// UIKit's `insertSubview(_:at:)` on a view that is already a subview moves it among its
  /// siblings; it stays in its superview, so its constraints stay.
  @Test("Reordering a subview keeps its constraints and calls no hook")
  func reorderKeepsConstraints() throws {
    let window = try Window(size: Size(width: 300, height: 300))
    let root = window.rootView
    let back = Recorder(name: "back")
    root.addSubview(back)
    addView("front", to: root)
    let pins = back.edges == root.edges.inset(by: 10)
    try activate(pins)
    back.events.removeAll()
    root.insertSubview(back, at: 1)
    #expect(root.subviews.map(\.name) == ["front", "back"])
    #expect(window.allViews.map(\.name) == ["window", "front", "back"])
    #expect(pins.allSatisfy { $0.isActive })
    #expect(back.frame == Rect(x: 10, y: 10, width: 280, height: 280))
    #expect(back.events.isEmpty)
  }

  @Test("Outside a window, removing a view drops only the constraints held above it")
  func removalOutsideWindow() throws {
    let parent = View(name: "parent")
    let child = addView("child", to: parent)
    let grandchild = addView("grandchild", to: child)
    let toParent = child.widthAnchor == parent.widthAnchor      // held by parent
    let inside = grandchild.widthAnchor == child.widthAnchor    // held by child
    let guide = LayoutGuide(name: "spacer")
    parent.addLayoutGuide(guide)
    let onGuide = guide.widthAnchor == parent.widthAnchor       // held by parent
    try activate([toParent, inside, onGuide])
    child.removeFromSuperview()
    #expect(!toParent.isActive)
    #expect(inside.isActive)
    #expect(onGuide.isActive)
    parent.removeLayoutGuide(guide)
    #expect(!onGuide.isActive)
    // Items in no shared tree cannot be activated, in a window or not (UIKit throws).
    #expect(throws: LayoutError.notInWindow(constraint: NamedConstraint(toParent), item: "child")) {
      try activate(toParent)
    }
    // Deactivating a held constraint releases it.
    inside.isActive = false
    #expect(!inside.isActive)
    let window = try Window(size: Size(width: 100, height: 100))
    window.rootView.addSubview(child)
    #expect(window.constraints.isEmpty)
  }

  @Test("A conflict when a tree joins a window breaks the newest constraint and reports it")
  func conflictAtJoin() throws {
    let box = View(name: "box")
    let narrow = box.widthAnchor == 100
    let wide = box.widthAnchor == 200
    // Outside a window nothing solves them yet: both are held.
    try activate([narrow, box.heightAnchor == 50])
    wide.isActive = true
    #expect(narrow.isActive && wide.isActive)
    let window = try Window(size: Size(width: 393, height: 852))
    let root = window.rootView
    let before = window.constraints.count
    root.addSubview(box)
    // The join cannot throw: as UIKit, which logs "Will attempt to recover by breaking
    // constraint", one is broken; here the newest the error names (`wide`), deactivated.
    #expect(narrow.isActive && !wide.isActive)
    #expect(window.layoutErrors.count == 1)
    #expect(wide.lastLayoutError == window.layoutErrors.first)
    let named = window.layoutErrors.first?.constraints.compactMap(\.layoutConstraint) ?? []
    #expect(named.contains { $0 === wide } && named.contains { $0 === narrow })
    #expect(window.constraints.count == before + 2)
    try activate([box.leadingAnchor == root.leadingAnchor, box.topAnchor == root.topAnchor])
    #expect(box.frame == Rect(x: 0, y: 0, width: 100, height: 50))
  }

  @Test("A view that stores constraints mentioning itself is freed, in a window or not")
  func noLeak() throws {
    weak var probeCard: Card?
    weak var probeTitle: View?
    weak var probeWindow: Window?
    var survivor: LayoutConstraint?
    do {
      let window = try Window(size: Size(width: 393, height: 852))
      let card = Card(name: "card")
      window.rootView.addSubview(card)
      try activate(card.edges == window.rootView.edges)
      let alone = Card(name: "alone")   // never in a window
      (probeCard, probeTitle, probeWindow) = (card, card.title, window)
      survivor = alone.layout[0]
    }
    #expect(probeCard == nil)
    #expect(probeTitle == nil)
    #expect(probeWindow == nil)
    // The constraint outlives its views: its items read nil, it is inactive, its words stay.
    let c = try #require(survivor)
    #expect(c.firstItem == nil && c.secondItem == nil)
    #expect(!c.isActive)
    #expect(c.description == "alone.title.top == alone.top + 12")
    #expect(throws: LayoutError.notInWindow(constraint: NamedConstraint(c), item: "alone.title")) {
      try activate(c)
    }
    // A card removed from its window, then let go, is freed too.
    weak var removed: Card?
    let window = try Window(size: Size(width: 393, height: 852))
    do {
      let card = Card(name: "card")
      window.rootView.addSubview(card)
      try activate(card.edges == window.rootView.edges)
      card.removeFromSuperview()
      removed = card
    }
    #expect(removed == nil)
  }

  @Test("A card that outlives its window keeps its own constraints for the next one")
  func outlivesWindow() throws {
    let card = Card(name: "card")
    do {
      let window = try Window(size: Size(width: 393, height: 852))
      window.rootView.addSubview(card)
      try activate(card.edges == window.rootView.edges)
      expectInside(card, Size(width: 393, height: 852))
    }
    #expect(card.window == nil && card.superview == nil)
    #expect(card.layout.allSatisfy { $0.isActive })
    let next = try Window(size: Size(width: 852, height: 393))
    next.rootView.addSubview(card)
    try activate(card.edges == next.rootView.edges)
    expectInside(card, Size(width: 852, height: 393))
  }

  /// Records the hooks it hears.
  private final class Recorder: View {
    var events: [String] = []
    var log: ((String) -> Void)?
    override func didMoveToSuperview() { events.append("superview \(superview?.name ?? "none")") }
    override func didMoveToWindow() { events.append("window \(window?.name ?? "none")") }
    override func updateConstraints() { log?(name) }
  }

  @Test("didMoveToWindow on the subtree when the window changes, then didMoveToSuperview")
  func moveHooks() throws {
    let a = try Window(name: "a", size: Size(width: 100, height: 100))
    let b = try Window(name: "b", size: Size(width: 100, height: 100))
    let parent = Recorder(name: "parent"), child = Recorder(name: "child")
    parent.addSubview(child)
    a.rootView.addSubview(parent)
    b.rootView.addSubview(parent)
    let other = addView("other", to: b.rootView)
    other.addSubview(parent)   // same window: no window event
    parent.removeFromSuperview()
    parent.removeFromSuperview()   // no superview: nothing happens, no event
    #expect(parent.events == [
      "window a", "superview a", "window b", "superview b", "superview other",
      "window none", "superview none",
    ])
    #expect(child.events == ["superview parent", "window a", "window b", "window none"])
  }

  /// A view that pins itself inside whatever superview it is given, with a 10-point inset,
  /// from its `didMoveToSuperview()`.
  private final class Inset: View {
    override func didMoveToSuperview() {
      guard let superview else { return }
      for c in edges == superview.edges.inset(by: 10) { c.isActive = true }
    }
  }

  @Test("A view sets itself up in didMoveToSuperview, in a window or before one")
  func setUpInHook() throws {
    let inset = Inset(name: "inset")
    let panel = View(name: "panel")
    panel.addSubview(inset)   // no window: the pins are held by panel
    let window = try Window(size: Size(width: 300, height: 200))
    let root = window.rootView
    root.addSubview(panel)
    try activate(panel.edges == root.edges)
    // Inside panel (0, 0, 300, 200): (10, 10, 280, 180).
    #expect(inset.frame == Rect(x: 10, y: 10, width: 280, height: 180))
    // Moved to the root: the pins to panel go (inset left panel), new ones to the root come.
    root.addSubview(inset)
    #expect(inset.frame == Rect(x: 10, y: 10, width: 280, height: 180))
    #expect(window.constraints.count == 4 + 4)
    #expect(window.layoutErrors.isEmpty)
    try assertLayoutInvariants(window)
  }

  /// A view that sizes itself in `updateConstraints()`.
  private final class Badge: View {
    var isWide = false
    var updates = 0
    var widthsInLayout: [Double] = []
    private var width: LayoutConstraint?
    override func updateConstraints() {
      updates += 1
      if width == nil {
        width = widthAnchor == 50
        width!.isActive = true
      }
      width!.constant = isWide ? 120 : 50
    }
    override func layoutSubviews() { widthsInLayout.append(frame.width) }
  }

  @Test("updateConstraints runs before the layout pass, once per request, deepest first")
  func updateConstraintsHook() throws {
    let badge = Badge(name: "badge")
    badge.setNeedsUpdateConstraints()   // before it has a window: waits for one
    #expect(badge.needsUpdateConstraints() && badge.updates == 0)
    let window = try Window(size: Size(width: 393, height: 852))
    let root = window.rootView
    root.addSubview(badge)
    try activate([badge.leadingAnchor == root.leadingAnchor, badge.topAnchor == root.topAnchor,
                  badge.heightAnchor == 20])
    #expect(badge.updates == 0, "not before the layout pass")
    window.layoutIfNeeded()
    #expect(badge.updates == 1 && !badge.needsUpdateConstraints())
    #expect(badge.frame == Rect(x: 0, y: 0, width: 50, height: 20))
    #expect(badge.widthsInLayout == [50], "layoutSubviews saw the updated width only")
    badge.isWide = true
    badge.setNeedsUpdateConstraints()
    window.layoutIfNeeded()
    #expect(badge.updates == 2 && badge.frame.width == 120)
    #expect(badge.widthsInLayout == [50, 120])
    window.layoutIfNeeded()
    #expect(badge.updates == 2, "no request, no call")

    var order: [String] = []
    let outer = Recorder(name: "outer"), inner = Recorder(name: "inner")
    outer.log = { order.append($0) }
    inner.log = { order.append($0) }
    outer.addSubview(inner)
    root.addSubview(outer)
    outer.setNeedsUpdateConstraints()
    inner.setNeedsUpdateConstraints()
    window.layoutIfNeeded()
    #expect(order == ["inner", "outer"])
  }
}
