import Foundation
@testable import ReflowLayout
import ReflowTesting
import Testing

// Every assertion of ReflowTesting shown failing, with its whole message and the views it
// marks in the dump: a helper that cannot fail, or fails with the wrong words, fails here.
// The failures are thrown (`LayoutAssertionFailure`), so they are caught, not recorded.

/// A card in the safe area of an iPhone 16 at (16, 75, 200, 100), a badge sticking out of
/// its top right corner at (180, -10, 40, 30) in it, and a header 44 tall at the very top of
/// the window (under the Dynamic Island, outside the safe area).
private func cardScreen(_ window: Window) throws -> (card: View, badge: View, header: View) {
  let root = window.rootView
  let card = View(name: "card"), badge = View(name: "badge"), header = View(name: "header")
  root.addSubview(card)
  root.addSubview(header)
  card.addSubview(badge)
  try activate {
    card.leadingAnchor == root.leadingAnchor + 16
    card.topAnchor == root.safeAreaLayoutGuide.topAnchor + 16
    card.widthAnchor == 200
    card.heightAnchor == 100
    badge.leadingAnchor == card.leadingAnchor + 180
    badge.topAnchor == card.topAnchor - 10
    badge.widthAnchor == 40
    badge.heightAnchor == 30
    header.leadingAnchor == root.leadingAnchor
    header.trailingAnchor == root.trailingAnchor
    header.topAnchor == root.topAnchor
    header.heightAnchor == 44
  }
  window.layoutIfNeeded()
  return (card, badge, header)
}

/// The names of the views marked in a failure's dump.
private func marked(_ failure: LayoutAssertionFailure) -> [String] {
  failure.dump.split(separator: "\n").filter { $0.hasSuffix("<- marked") }.map {
    String($0.drop { $0 == " " }.prefix { $0 != " " })
  }
}

/// A grid of 10 items, 3 square columns of (393 - 2 x 10) / 3 in the safe area of an iPhone
/// 16, each cell set up with `setUp`.
private func gridScreen(
  _ window: Window, setUp: ((View) throws(LayoutError) -> Void)? = nil
) throws -> CollectionView {
  let grid = CollectionView(
    name: "grid", layout: .columns(3, spacing: 10), numberOfItems: 10,
    cell: { View(name: "cell\($0)") }, setUp: setUp)
  window.rootView.addSubview(grid)
  try activate(grid.edges == window.rootView.safeAreaLayoutGuide.edges)
  window.layoutIfNeeded()
  return grid
}

@Suite("Layout assertions fail, with their messages")
struct AssertionFailureTests {
  @Test("assertFrame: the view, both frames and the reason; the tolerance is honoured")
  func frame() throws {
    let window = Device.iPhone16.window()
    let s = try cardScreen(window)
    let f = try #require(failure {
      try assertFrame(of: s.card, equals: Rect(x: 16, y: 75, width: 200, height: 99), "a card")
    })
    #expect(
      f.message == "card should be at (16, 75, 200, 99) (a card) but is at (16, 75, 200, 100)")
    #expect(marked(f) == ["card"])
    #expect(f.dump.hasPrefix("window 393x852, phone portrait, w compact h regular, @3x\n"))
    #expect(f.description == f.message + "\n" + f.dump)
    // Off by 0.5: fails within 0.4, passes within 0.6.
    let near = Rect(x: 16.5, y: 75, width: 200, height: 100)
    #expect(failure { try assertFrame(of: s.card, equals: near, tolerance: 0.4) }?.message
      == "card should be at (16.5, 75, 200, 100) but is at (16, 75, 200, 100)")
    try assertFrame(of: s.card, equals: near, tolerance: 0.6)
  }

  @Test("assertInsideSuperview: only the views that stick out, with their superview's bounds")
  func insideSuperview() throws {
    let window = Device.iPhone16.window()
    let s = try cardScreen(window)
    let f = try #require(failure { try assertInsideSuperview([s.card, s.badge, s.header]) })
    #expect(
      f.message
        == "views outside their superview: badge (180, -10, 40, 30) in card (0, 0, 200, 100)")
    #expect(marked(f) == ["badge"])
  }

  @Test("assertInsideSafeArea: the safe area and the views outside it, in window coordinates")
  func insideSafeArea() throws {
    let window = Device.iPhone16.window()
    let s = try cardScreen(window)
    let f = try #require(failure { try assertInsideSafeArea([s.card, s.header, s.badge]) })
    // The badge sticks out of the card, not out of the safe area: (196, 65, 40, 30).
    #expect(f.message == "views outside the safe area (0, 59, 393, 759): header (0, 0, 393, 44)")
    #expect(marked(f) == ["header"])
  }

  @Test("assertSubviewsDoNotOverlap: the overlapping pairs; hidden views and touching edges pass")
  func overlap() throws {
    let window = Device.iPhone16.window()
    let s = try cardScreen(window)
    try assertSubviewsDoNotOverlap(in: window.rootView)
    let root = window.rootView
    let strip = View(name: "strip"), ghost = View(name: "ghost")
    root.addSubview(strip)
    root.addSubview(ghost)
    // The strip touches the card's bottom edge (175): not an overlap.
    try activate {
      strip.leadingAnchor == root.leadingAnchor
      strip.topAnchor == s.card.bottomAnchor
      strip.widthAnchor == 393
      strip.heightAnchor == 10
      ghost.edges == root.edges
    }
    ghost.isHidden = true
    try assertSubviewsDoNotOverlap(in: root)
    ghost.isHidden = false
    let f = try #require(failure { try assertSubviewsDoNotOverlap(in: root) })
    #expect(
      f.message == "subviews of window overlap: "
        + "card (16, 75, 200, 100) and ghost (0, 0, 393, 852); "
        + "header (0, 0, 393, 44) and ghost (0, 0, 393, 852); "
        + "strip (0, 175, 393, 10) and ghost (0, 0, 393, 852)")
    #expect(marked(f) == ["card", "header", "strip", "ghost"])
  }

  @Test("assertContentSize: both sizes and the reason")
  func contentSize() throws {
    let window = Device.iPhone16.window()
    let scroll = ScrollView(name: "scroll"), content = View(name: "content")
    window.rootView.addSubview(scroll)
    scroll.addSubview(content)
    try activate {
      scroll.edges == window.rootView.safeAreaLayoutGuide.edges
      content.edges == scroll.contentLayoutGuide.edges
      content.widthAnchor == scroll.frameLayoutGuide.widthAnchor
      content.heightAnchor == 1200
    }
    window.layoutIfNeeded()
    let f = try #require(failure {
      try assertContentSize(of: scroll, equals: Size(width: 393, height: 1000), "the article")
    })
    #expect(f.message == "scroll's content should be 393x1000 (the article) but is 393x1200")
    #expect(marked(f) == ["scroll"])
    try assertContentSize(of: scroll, equals: Size(width: 393, height: 1200))
  }

  // `assertInsideScrollContent` is about to accept views at any depth under a scroll view:
  // only what stays true then is pinned here (a subview outside the content; a view under no
  // scroll view at all fails).
  @Test("assertInsideScrollContent: a subview outside the content, and a view in no scroll view")
  func insideScrollContent() throws {
    let window = Device.iPhone16.window()
    let scroll = ScrollView(name: "scroll"), content = View(name: "content")
    let below = View(name: "below"), outsider = View(name: "outsider")
    window.rootView.addSubview(scroll)
    window.rootView.addSubview(outsider)
    scroll.addSubview(content)
    scroll.addSubview(below)
    try activate {
      scroll.edges == window.rootView.safeAreaLayoutGuide.edges
      content.edges == scroll.contentLayoutGuide.edges
      content.widthAnchor == scroll.frameLayoutGuide.widthAnchor
      content.heightAnchor == 1200
      below.leadingAnchor == scroll.contentLayoutGuide.leadingAnchor
      below.topAnchor == scroll.contentLayoutGuide.bottomAnchor - 20
      below.widthAnchor == 100
      below.heightAnchor == 50
      outsider.edges == window.rootView.edges
    }
    window.layoutIfNeeded()
    try assertInsideScrollContent([content])
    let f = try #require(failure { try assertInsideScrollContent([content, below]) })
    #expect(
      f.message == "views outside their scroll view's content: "
        + "below (0, 1180, 100, 50) in scroll's content 393x1200")
    #expect(marked(f) == ["below"])
    let stray = try #require(failure { try assertInsideScrollContent([outsider]) })
    #expect(stray.message.contains("outsider"))
    #expect(marked(stray) == ["outsider"])
  }

  @Test("assertItemSizes: the first five items that differ, and the expected size")
  func itemSizes() throws {
    let window = Device.iPhone16.window()
    let grid = try gridScreen(window)
    // (393 - 20) / 3 = 124.333...; every item is that square.
    let side = (393.0 - 20) / 3
    try assertItemSizes(of: grid, equal: Size(width: side, height: side))
    let f = try #require(failure {
      try assertItemSizes(of: grid, equal: Size(width: 124, height: 124))
    })
    let size = "124.333x124.333"
    #expect(f.message == "grid's items should be 124x124: item 0 is \(size), item 1 is \(size), "
      + "item 2 is \(size), item 3 is \(size), item 4 is \(size)")
    #expect(marked(f) == ["grid"])
    try assertItemSizes(of: grid, equal: Size(width: 124, height: 124), tolerance: 0.34)
  }

  @Test("assertCellsMatchItems (and assertItemSizes): cells left behind by a failed move")
  func staleCells() throws {
    let window = Device.iPhone16.window()
    // Every cell is also held to at most 130 wide, required: the collection's own placement
    // cannot widen them past it.
    let grid = try gridScreen(window) { cell throws(LayoutError) in
      try activate(cell.widthAnchor <= 130)
    }
    try assertCellsMatchItems(grid)
    // Two columns: items of (393 - 10) / 2 = 191.5. The cells cannot follow; the items did.
    grid.layout = .columns(2, spacing: 10)
    window.layoutIfNeeded()
    #expect(grid.lastLayoutError != nil)
    #expect(grid.itemFrames[1] == Rect(x: 201.5, y: 0, width: 191.5, height: 191.5))
    let f = try #require(failure { try assertCellsMatchItems(grid) })
    #expect(f.message.hasPrefix("stale cells: cell cell0 of item 0 is at (0, 0, "))
    #expect(f.message.contains("item at (0, 0, 191.5, 191.5); cell cell1 of item 1 is at ("))
    #expect(f.message.split(separator: ";").count == 5, "the first five cells")
    #expect(marked(f) == (0..<10).map { "cell\($0)" }, "every stale cell is marked")
    // The item sizes are right; the cells are not, and assertItemSizes says so too.
    let sizes = try #require(failure {
      try assertItemSizes(of: grid, equal: Size(width: 191.5, height: 191.5))
    })
    #expect(sizes.message == f.message)
  }

  @Test("assertItemsPerLine: both counts")
  func itemsPerLine() throws {
    let window = Device.iPhone16.window()
    let grid = try gridScreen(window)
    try assertItemsPerLine(of: grid, equals: 3)
    let f = try #require(failure { try assertItemsPerLine(of: grid, equals: 4) })
    #expect(f.message == "grid should have 4 items per line but has 3")
    #expect(marked(f) == ["grid"])
  }

  @Test("assertNoAmbiguity: each ambiguous view with its free attributes")
  func ambiguity() throws {
    let window = Device.iPhone16.window()
    let s = try cardScreen(window)
    let loose = View(name: "loose")
    window.rootView.addSubview(loose)
    try activate([loose.widthAnchor == 10, loose.topAnchor == s.card.bottomAnchor])
    window.layoutIfNeeded()
    let f = try #require(failure { try assertNoAmbiguity(window) })
    #expect(f.message == "ambiguous layout: loose: left, height")
    #expect(marked(f) == ["loose"])
  }

  /// Takes `constraint` out of the window's solver behind the layout engine's back, as an
  /// engine bug that dropped it would: the window still lists it as active.
  private func dropFromSolver(_ constraint: LayoutConstraint, in window: Window) throws {
    try window.engine.solver.remove(#require(constraint.solverConstraint))
  }

  @Test("assertRequiredConstraintsHold: a required constraint the layout no longer keeps")
  func requiredConstraint() throws {
    let window = Device.iPhone16.window()
    let s = try cardScreen(window)
    try assertRequiredConstraintsHold(window)
    let width = try #require(window.constraints.first {
      $0.firstItem === s.card && $0.firstAttribute == .width
    })
    try dropFromSolver(width, in: window)
    // Something else now moves the width: 150 instead of the required 200.
    try activate(s.card.widthAnchor == 150 ~ .low)
    window.layoutIfNeeded()
    let f = try #require(failure { try assertRequiredConstraintsHold(window) })
    #expect(f.message == "required constraints do not hold: `\(width)` is off by 50.0")
    #expect(marked(f) == ["card"])
    let invariants = try #require(failure { try assertLayoutInvariants(window) })
    #expect(invariants.message == f.message)
    // Back in the solver, so that the window is sound when it goes.
    try window.engine.solver.add(#require(width.solverConstraint))
    try assertRequiredConstraintsHold(window)
  }

  @Test("assertRequiredConstraintsHold: a root view that does not fill the window")
  func rootSize() throws {
    let window = Device.iPhone16.window()
    _ = try cardScreen(window)
    // The window's size is suggested to the solver; an engine that suggested another
    // would leave the root view at it.
    try window.engine.solver.suggestValue(500, for: window.rootView.width)
    let f = try #require(failure { try assertRequiredConstraintsHold(window) })
    #expect(f.message == "the root view is (0, 0, 500, 852), not the window's 393x852")
    #expect(marked(f) == ["window"])
  }

  @Test("assertLayoutInvariants: ambiguity when every required constraint holds")
  func invariants() throws {
    let window = Device.iPhone16.window()
    let s = try cardScreen(window)
    try assertLayoutInvariants(window)
    try deactivate(
      window.constraints.filter { $0.firstItem === s.badge && $0.firstAttribute == .top })
    window.layoutIfNeeded()
    let f = try #require(failure { try assertLayoutInvariants(window) })
    #expect(f.message == "ambiguous layout: badge: top")
    #expect(marked(f) == ["badge"])
  }

  @Test("run: a sweep whose build leaves the layout ambiguous fails at step 0, named")
  func sweepInvariants() throws {
    let sweep = SweepCase(device: .iPhoneSE, start: .landscape, steps: [.portrait])
    let f = try #require(failure {
      try run(sweep, build: { window in
        let v = View(name: "v")
        window.rootView.addSubview(v)
        try activate([
          v.widthAnchor == 10, v.heightAnchor == 10,
          v.leadingAnchor == window.rootView.leadingAnchor,
        ])
      })
    })
    #expect(
      f.message
        == "iPhone SE: landscape -> portrait, step 0 (landscape): ambiguous layout: v: top")
    #expect(marked(f) == ["v"])
  }

  @Test("run: a check failing after the second turn names that step")
  func sweepCheck() throws {
    let sweep = SweepCase(device: .iPadMini, start: .portrait, steps: [.landscape, .portrait])
    var card: View!
    var steps: [Int] = []
    let f = try #require(failure {
      try run(sweep, build: { card = try cardScreen($0).card }) { window, step in
        steps.append(step)
        // 24 points of status bar on an iPad mini: the card is at y = 24 + 16.
        if step == 2 {
          try assertFrame(of: card, equals: Rect(x: 16, y: 75, width: 200, height: 100))
        }
      }
    })
    #expect(steps == [0, 1, 2])
    #expect(f.message == "iPad mini: portrait -> landscape -> portrait, step 2 (portrait): "
      + "card should be at (16, 75, 200, 100) but is at (16, 40, 200, 100)")
    #expect(marked(f) == ["card"])
  }

  // The mismatch message is about to show only the changed lines with some context: only
  // what stays true then is pinned here (the snapshot's name and the changed lines).
  @Test("Snapshot.assertMatches: a mismatch names the snapshot and shows the changed lines")
  func snapshotMismatch() throws {
    let folder = NSTemporaryDirectory() + "reflow-failures-\(UInt64.random(in: 0...UInt64.max))"
    try Snapshot.assertMatches(
      "one\ntwo\nthree", named: "lines", in: folder, environment: [Snapshot.recordVariable: "1"])
    let f = try #require(failure {
      try Snapshot.assertMatches("one\n2\nthree", named: "lines", in: folder, environment: [:])
    })
    #expect(f.message.contains("lines"))
    let diff = f.message.split(separator: "\n").map(String.init)
    #expect(diff.contains("- two") && diff.contains("+ 2"))
    #expect(!diff.contains("- one") && !diff.contains("+ one"))
  }

  @Test("Snapshot.assertMatches: missing, refused in CI, and not writable, with the paths")
  func snapshotOtherFailures() throws {
    let folder = NSTemporaryDirectory() + "reflow-failures-\(UInt64.random(in: 0...UInt64.max))"
    let missing = try #require(failure {
      try Snapshot.assertMatches("text", named: "none", in: folder, environment: [:])
    })
    #expect(
      missing.message == "no snapshot at \(folder)/none.txt; "
        + "run with REFLOW_RECORD_SNAPSHOTS=1 to record this text")
    #expect(missing.dump == "text")
    let ci = try #require(failure {
      try Snapshot.assertMatches(
        "text", named: "none", in: folder, environment: ["REFLOW_RECORD_SNAPSHOTS": "1", "CI": "1"])
    })
    #expect(
      ci.message == "refusing to record snapshot \(folder)/none.txt in CI "
        + "(REFLOW_RECORD_SNAPSHOTS=1 and CI set)")
    #expect(!FileManager.default.fileExists(atPath: folder))
    // A file where the folder should be: nothing can be written under it.
    let file = folder + "-file"
    try "x".write(toFile: file, atomically: true, encoding: .utf8)
    let unwritable = try #require(failure {
      try Snapshot.assertMatches(
        "text", named: "none", in: file, environment: ["REFLOW_RECORD_SNAPSHOTS": "1"])
    })
    #expect(unwritable.message.hasPrefix("could not write \(file)/none.txt: "))
  }
}
