import ReflowLayout
import ReflowTesting
import Testing

/// Random insertions, deletions, moves, reloads, bad indices, scrolls and rotations of a
/// collection, against a model of UIKit's rules (insertion indices are positions after the
/// insertion, deletion indices positions before it; a cell stays with its item; an index out
/// of range is refused and changes nothing). Right after every update, without a layout pass,
/// the items, content size and cells are checked: the cells on hand are exactly the items
/// whose frames meet the visible area widened by half a screen each way, each at its item's
/// frame and showing the model's entry. A list with sections checks its sections against the
/// model's rule too: an item that stays keeps its section, an inserted or moved one joins the
/// section of the item after it (the last section at the end).
@Suite("Collection updates against a model")
struct CollectionUpdateRandomTests {
  /// One script's state: the collection, its window and the model.
  private final class Script {
    let window: Window
    let view: CollectionView
    /// The model: each item's text (an id and a version) and its section.
    var items: [(text: String, section: Int)]
    var shown: [ObjectIdentifier: String] = [:]
    var nextID = 0
    let sectionCount: Int

    init(_ kind: Kind, direction: LayoutDirection) throws {
      window = try Window(
        size: Size(width: 400, height: 300), traits: Traits(layoutDirection: direction))
      let counts = kind == .sections ? [3, 0, 4] : [12]
      sectionCount = counts.count
      items = counts.enumerated().flatMap { s, n in (0..<n).map { _ in ("", s) } }
      for i in items.indices { items[i].text = "item\(i).0" }
      nextID = items.count
      let layout: any CollectionViewLayout
      switch kind {
      case .flow: layout = FlowLayout { Size(width: $0.available, height: 50) }
      case .sections: layout = ListLayout(sections: counts, rowHeight: 50, headerHeight: 20)
      case .grid:
        // Spans by index: rows of one to three items, so a change moves items across rows.
        layout = GridLayout(
          columns: .fixed(3), rowHeight: 60, interitemSpacing: 10, lineSpacing: 10,
          span: { [1, 2, 3, 1][$0 % 4] })
      }
      let box = Box()
      view = CollectionView(
        name: "list", layout: layout, numberOfItems: items.count,
        cell: { View(name: "cell\($0)") },
        configure: { cell, index in box.configure?(cell, index) })
      view.supplementaryViewProvider = { kind, section in View(name: "\(kind)\(section)") }
      box.configure = { [unowned self] cell, index in
        self.shown[ObjectIdentifier(cell)] = self.items[index].text
      }
      window.rootView.addSubview(view)
      try activate(view.edges == window.rootView.edges)
      window.layoutIfNeeded()
    }

    final class Box { var configure: ((View, Int) -> Void)? }

    /// A new item's text.
    func newText() -> String {
      defer { nextID += 1 }
      return "item\(nextID).0"
    }

    /// The model's sections after items were put in place (`nil` sections): each takes the
    /// section of the item after it, the last section at the end.
    func settleSections(_ list: [(text: String, section: Int?)]) {
      var next = sectionCount - 1
      var settled: [(text: String, section: Int)] = []
      for item in list.reversed() {
        let s = item.section ?? next
        settled.append((item.text, s))
        next = s
      }
      items = settled.reversed()
    }

    /// The checks, with `context` (the seed and step) in every message.
    func check(_ context: String) {
      #expect(view.numberOfItems == items.count, "\(context)")
      var expectedLayout = view.layout
      if var list = expectedLayout as? ListLayout {
        let counts = (0..<sectionCount).map { s in items.filter { $0.section == s }.count }
        #expect(list.sections == counts, "\(context): sections")
        list.sections = counts
        expectedLayout = list
      }
      var traits = window.traits
      traits.layoutDirection = view.effectiveUserInterfaceLayoutDirection
      let expected = expectedLayout.prepare(
        itemCount: items.count, in: CollectionLayoutKey(size: view.frame.size, traits: traits),
        fittingHeight: { _, _ in nil })
      #expect(view.itemFrames == expected.frames, "\(context): frames")
      #expect(view.contentSize == expected.contentSize, "\(context): content size")
      let visible = view.visibleRect
      let area = Rect(
        x: visible.x, y: visible.y - visible.height / 2, width: visible.width,
        height: visible.height * 2)
      let near = expected.frames.indices.filter {
        expected.frames[$0].intersects(area, tolerance: -1e-9)
      }
      #expect(view.visibleCells.map(\.index) == near, "\(context): cells on hand")
      for (index, cell) in view.visibleCells {
        // Solved frames: a third of a width, flipped, may differ in the last bit.
        #expect(
          cell.frame.isClose(to: expected.frames[index], tolerance: 1e-9),
          "\(context): cell of item \(index) at \(cell.frame), not \(expected.frames[index])")
        #expect(
          shown[ObjectIdentifier(cell)] == items[index].text, "\(context): item \(index) shown")
        #expect(!cell.isHidden, "\(context): cell of item \(index) hidden")
      }
      #expect(
        view.lastLayoutError == nil, "\(context): \(String(describing: view.lastLayoutError))")
    }
  }

  /// `count` distinct numbers of `0..<bound`, in random order.
  private static func distinct(
    _ count: Int, below bound: Int, _ random: inout SplitMix64
  ) -> [Int] {
    var pool = Array(0..<bound)
    var picked: [Int] = []
    for _ in 0..<min(count, bound) {
      picked.append(pool.remove(at: random.next(below: pool.count)))
    }
    return picked
  }

  /// The layout a script runs with.
  enum Kind: String, Sendable { case flow, sections, grid }

  @Test("A flow list, a list with sections and a grid follow the model for 200 random steps",
        arguments: [Kind.flow, .sections, .grid], [1, 2, 3] as [UInt64])
  func randomUpdates(kind: Kind, seed: UInt64) throws {
    // Odd seeds run right to left (the layouts flip; the model is the same).
    let direction: LayoutDirection = seed % 2 == 1 ? .rightToLeft : .leftToRight
    var random = SplitMix64(seed: seed)
    let s = try Script(kind, direction: direction)
    s.check("\(kind) seed \(seed) start")
    for step in 0..<200 {
      let context = "\(kind) seed \(seed) step \(step)"
      let count = s.items.count
      switch random.next(below: 8) {
      case 0...1 where count < 40:
        let k = 1 + random.next(below: 3)
        let positions = Self.distinct(k, below: count + k, &random)
        var list = s.items.map { (text: $0.text, section: Optional($0.section)) }
        for p in positions.sorted() { list.insert((s.newText(), nil), at: p) }
        s.settleSections(list)
        try s.view.insertItems(at: positions)
      case 2 where count > 0:
        let positions = Self.distinct(1 + random.next(below: 3), below: count, &random)
        for p in positions.sorted(by: >) { s.items.remove(at: p) }
        try s.view.deleteItems(at: positions)
      case 3 where count > 0:
        let from = random.next(below: count), to = random.next(below: count)
        var list = s.items.map { (text: $0.text, section: Optional($0.section)) }
        let moved = list.remove(at: from)
        list.insert((moved.text, from == to ? moved.section : nil), at: to)
        s.settleSections(list)
        try s.view.moveItem(at: from, to: to)
      case 4 where count > 0:
        let positions = Self.distinct(1 + random.next(below: 2), below: count, &random)
        for p in positions { s.items[p].text += "'" }
        try s.view.reloadItems(at: positions)
      case 5:
        // A bad index: refused, nothing changes.
        let dump = s.window.dump()
        #expect(throws: LayoutError.self, "\(context)") { try s.view.deleteItems(at: [count]) }
        #expect(throws: LayoutError.self, "\(context)") {
          try s.view.insertItems(at: [0, count + 2])
        }
        #expect(s.window.dump() == dump, "\(context): a refused update changed the tree")
      case 6:
        let maxY = max(0, s.view.contentSize.height - s.view.frame.height)
        try s.view.setContentOffset(Point(x: 0, y: Double(random.next(below: Int(maxY) + 1))))
        s.window.layoutIfNeeded()
      default:
        if random.next(below: 4) == 0 {
          try s.window.rotate()
        }
        s.window.layoutIfNeeded()
      }
      s.check(context)
      if step % 10 == 9 {
        // No cell without a frame, nothing ambiguous, every required constraint holds.
        #expect(throws: Never.self, "\(context)") { try assertLayoutInvariants(s.window) }
      }
    }
  }
}
