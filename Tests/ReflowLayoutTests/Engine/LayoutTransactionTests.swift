@testable import ReflowLayout
import ReflowTesting
import Testing

/// Every change of a window is one transaction: the solver's and the layout's own changes are
/// undone together by their logs when it throws, and the window's size is checked before it
/// is kept.
@Suite("One layout transaction per change")
struct LayoutTransactionTests {
  /// Whether no transaction is open and nothing is left in the layout's undo log.
  func settled(_ window: Window) -> Bool {
    window.engine.transactionDepth == 0 && window.engine.undoLog.isEmpty
  }

  @Test("The layout's own constraints are named from their expression, with their purpose")
  func ownConstraintsInWords() throws {
    let window = Device.iPhone16.window()
    let root = window.rootView
    let label = addView("label", to: root)
    try activate(label.edges == root.layoutMarginsGuide.edges)
    // The root's margins guide: the safe area with 16 at the sides, 393 - 32 wide.
    let width = label.widthAnchor == 361
    try activate(width)
    let before = window.dump()
    #expect {
      try root.setLayoutMargins(EdgeInsets(all: 20))
    } throws: { error in
      guard let error = error as? LayoutError, case .unsatisfiable = error else { return false }
      let named = error.constraints
      let margins = named.filter { $0.purpose == "window's layout margins" }
      return named.contains { $0.layoutConstraint === width }
        && margins.map(\.description) == ["window.margins.width == window.safeArea.width - 40 (window's layout margins)"]
        && margins.allSatisfy { $0.layoutConstraint == nil }
    }
    #expect(window.dump() == before)
    #expect(settled(window))
    // The margins guide's constraints are the old ones again: a change that fits works.
    try deactivate(width)
    try root.setLayoutMargins(EdgeInsets(all: 20))
    // 20 from the safe area (top 59, bottom 34): (20, 79, 353, 852 - 59 - 34 - 40 = 719).
    try assertFrame(of: label, equals: Rect(x: 20, y: 79, width: 353, height: 719))
  }

  @Test("Words from an expression: positive terms on the left, the rest on the right")
  func wordsFromExpressions() {
    let a = Variable("a"), b = Variable("b")
    let cases: [(Constraint, String)] = [
      (a == 393, "a == 393"),
      (a <= 120 ~ Priority(250), "a <= 120 ~ 250"),
      (a == b - 16, "a == b - 16"),
      (a + 0.5 * b >= 8, "a + 0.5 x b >= 8"),
      (Constraint(Expression(terms: [Term(a, -1)], constant: 5), .greaterThanOrEqual), "a <= 5"),
      (Constraint(Expression(terms: [], constant: 0), .equal), "0 == 0"),
    ]
    for (constraint, words) in cases {
      #expect(NamedConstraint.words(of: constraint) == words)
    }
    #expect(NamedConstraint(a == 852, purpose: "the window's size").description
      == "a == 852 (the window's size)")
    // A content priority has no constraint of its own: its purpose names it.
    let label = View(name: "label")
    let hugging = NamedConstraint(words: "", purpose: "label's horizontal content hugging")
    #expect(throws: LayoutError.invalidPriority(0, constraint: hugging)) {
      try label.setContentHuggingPriority(Priority(0), for: .horizontal)
    }
    #expect(hugging.description == "label's horizontal content hugging")
    #expect(label.contentHuggingPriority(for: .horizontal) == .low)
  }

  @Test("A failed rotation leaves sets, size, traits and the log as they were")
  func failedRotationUndoesTheLayoutSide() throws {
    let screen = try CardScreen(Device.iPhone16.window())
    let window = screen.window
    let pin = screen.card.heightAnchor == 281.16
    try activate(pin)
    let before = window.dump()
    let sets = window.constraintSets.map { ($0.name, $0.isActive) }
    #expect(throws: LayoutError.self) { try window.rotate() }
    #expect(window.dump() == before)
    #expect(window.constraintSets.map { ($0.name, $0.isActive) }.elementsEqual(sets) { $0 == $1 })
    #expect(window.traits.orientation == .portrait && window.size == Size(width: 393, height: 852))
    #expect(settled(window))
    try deactivate(pin)
    try window.rotate()
    try assertFrame(of: screen.card, equals: Rect(x: 0, y: 0, width: 852, height: 393))
  }

  @Test("A collection's cells move in one transaction: all of them, or none")
  func cellsMoveTogether() throws {
    let window = Device.iPhone16.window()
    let grid = try collectionScreen(window, layout: .columns(4, spacing: 2), items: 8)
    let first = grid.cell(at: 0)!, second = grid.cell(at: 1)!
    let (firstFrame, secondFrame) = (first.frame, second.frame)
    // A required width of yours on the first cell: its new width cannot hold on rotation.
    let stuck = first.widthAnchor == firstFrame.width
    try activate(stuck)
    try window.rotate()
    guard case .unsatisfiable = grid.lastLayoutError else {
      Issue.record("the placement should have failed: \(String(describing: grid.lastLayoutError))")
      return
    }
    #expect(grid.lastLayoutError?.constraints.contains { $0.layoutConstraint === stuck } == true)
    // The second cell could move, but was in the same transaction: it stayed too.
    #expect(first.frame == firstFrame && second.frame == secondFrame)
    #expect(settled(window))
    try deactivate(stuck)
    grid.setNeedsLayout()
    window.layoutIfNeeded()
    try assertCellsMatchItems(grid)
    #expect(second.frame != secondFrame)
  }

  @Test("A window check that fails inside a nested change undoes the whole change")
  func nestedChangeRollsBack() throws {
    let window = Device.iPhone16.window()
    let root = window.rootView
    let card = addView("card", to: root)
    let fits = card.widthAnchor == root.widthAnchor
    try activate(fits)
    let wide = card.widthAnchor == 500
    let before = window.dump()
    #expect(throws: LayoutError.self) {
      try window.transaction { () throws(LayoutError) in
        try fits.setConstant(-10)
        try activate(wide)
      }
    }
    #expect(window.dump() == before)
    #expect(fits.constant == 0 && !wide.isActive && fits.isActive)
    #expect(settled(window))
  }
  @Test("A subtree leaves as one change, outside a transaction (unlogged) or inside one")
  func removalInOrOutOfTransaction() throws {
    // The same column in two windows: one removed as a change of its own (no undo scope, so
    // the solver logs nothing), one inside a window transaction (logged with it).
    var results: [(dump: String, rows: Int, serials: Int)] = []
    for inside in [false, true] {
      let window = Device.iPhone16.window()
      let scroll = try StackedColumn(rows: 30, in: window).scroll
      window.layoutIfNeeded()
      let serial = window.transactionSerial
      if inside {
        try window.transaction { () throws(LayoutError) in scroll.removeFromSuperview() }
      } else {
        scroll.removeFromSuperview()
      }
      window.layoutIfNeeded()
      #expect(settled(window), "inside a transaction: \(inside)")
      #expect(scroll.window == nil && window.constraints.isEmpty)
      try assertRequiredConstraintsHold(window)
      try assertFrame(of: window.rootView, equals: Rect(x: 0, y: 0, width: 393, height: 852))
      results.append((window.dump(), window.solverStatistics.rows, window.transactionSerial - serial))
    }
    #expect(results[0].dump == results[1].dump)
    #expect(results[0].rows == results[1].rows)
    // Each counts as one kept change (a hugging label's room is looked at after one).
    #expect(results.map(\.serials) == [1, 1])
  }
}
