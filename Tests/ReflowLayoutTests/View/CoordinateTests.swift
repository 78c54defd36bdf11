import ReflowLayout
import ReflowTesting
import Testing

/// Frames are solved in their superview's coordinates, as UIKit's are: moving a container
/// leaves what is inside it alone.
@Suite("Frames in superview coordinates")
struct CoordinateTests {
  /// A banner whose height changes on demand, above a container of `rows` stacked rows.
  private func screen(rows: Int) throws -> (Window, LayoutConstraint, View, [View]) {
    let window = Device.iPhone16.window()
    let root = window.rootView
    let banner = addView("banner", to: root)
    let list = addView("list", to: root)
    let bannerHeight = banner.heightAnchor == 100
    try activate {
      banner.topAnchor == root.topAnchor
      banner.leadingAnchor == root.leadingAnchor
      banner.trailingAnchor == root.trailingAnchor
      bannerHeight
      list.topAnchor == banner.bottomAnchor
      list.leadingAnchor == root.leadingAnchor
      list.trailingAnchor == root.trailingAnchor
      list.bottomAnchor == root.bottomAnchor
    }
    var views: [View] = []
    var constraints: [LayoutConstraint] = []
    for i in 0..<rows {
      let row = addView("row\(i)", to: list)
      constraints += [
        row.leadingAnchor == list.leadingAnchor + 8, row.widthAnchor == 100,
        row.heightAnchor == 20,
        views.last.map { row.topAnchor == $0.bottomAnchor } ?? (row.topAnchor == list.topAnchor),
      ]
      views.append(row)
    }
    try activate(constraints)
    window.layoutIfNeeded()
    return (window, bannerHeight, list, views)
  }

  @Test("Moving a container touches none of its content's rows, however long the content")
  func movingAContainer() throws {
    var touched: [Int] = []
    for rows in [10, 100] {
      let (window, bannerHeight, list, views) = try screen(rows: rows)
      let before = window.solverStatistics
      try bannerHeight.setConstant(150)
      window.layoutIfNeeded()
      let after = window.solverStatistics
      touched.append(after.rowsTouched - before.rowsTouched)
      #expect(window.lastChangedViews.map(\.name) == ["banner", "list"],
              "the rows did not move in the list")
      #expect(list.frame == Rect(x: 0, y: 150, width: 393, height: 702))
      let last = views[rows - 1]
      #expect(last.frame == Rect(x: 8, y: Double(rows - 1) * 20, width: 100, height: 20))
      #expect(last.frameInWindow.y == 150 + Double(rows - 1) * 20)
    }
    #expect(touched[0] == touched[1], "rows touched: \(touched) for 10 and 100 rows")
  }

  /// Two containers placed differently in the root, `a` in the left one and `b` (40 x 40)
  /// in the right one, related by `relate`.
  private func cousinsScreen(_ relate: (_ a: View, _ b: View) -> [LayoutConstraint]) throws
    -> (window: Window, a: View, b: View)
  {
    let window = Device.iPhone16.window()
    let root = window.rootView
    let left = addView("left", to: root)
    let right = addView("right", to: root)
    let a = addView("a", to: left)
    let b = addView("b", to: right)
    try activate {
      left.leadingAnchor == root.leadingAnchor + 10
      left.topAnchor == root.topAnchor + 100
      left.size == Size(width: 150, height: 300)
      right.leadingAnchor == left.trailingAnchor + 20
      right.topAnchor == root.topAnchor + 50
      right.size == Size(width: 150, height: 300)
      a.leadingAnchor == left.leadingAnchor + 5
      a.topAnchor == left.topAnchor + 5
      a.size == Size(width: 40, height: 40)
      b.size == Size(width: 40, height: 40)
      relate(a, b)
    }
    window.layoutIfNeeded()
    return (window, a, b)
  }

  @Test("Constraints between cousins are written in their nearest common view's coordinates")
  func cousins() throws {
    // b lines up with a, across two containers placed differently.
    // (The window is kept: a view does not keep its window alive.)
    let (window, a, b) = try cousinsScreen { a, b in
      [b.centerYAnchor == a.centerYAnchor, b.leadingAnchor == a.trailingAnchor + 30]
    }
    #expect(window.allViews.count == 5)
    #expect(a.frameInWindow == Rect(x: 15, y: 105, width: 40, height: 40))
    #expect(b.frameInWindow == Rect(x: 85, y: 105, width: 40, height: 40))
    #expect(b.frame == Rect(x: -95, y: 55, width: 40, height: 40))
    #expect(a.frame == Rect(x: 5, y: 5, width: 40, height: 40))
  }

  @Test("A new constant between cousins lays out as the constraint made with it would")
  func cousinsConstant() throws {
    // The same screen twice: one changes its constants in place, one is made with them.
    var changing: [LayoutConstraint] = []
    let (window, _, b) = try cousinsScreen { a, b in
      changing = [b.leadingAnchor == a.trailingAnchor + 30, b.topAnchor == a.bottomAnchor]
      return changing
    }
    try changing[0].setConstant(-12.5)
    try changing[1].setConstant(70)
    window.layoutIfNeeded()
    let (other, _, made) = try cousinsScreen { a, b in
      [b.leadingAnchor == a.trailingAnchor - 12.5, b.topAnchor == a.bottomAnchor + 70]
    }
    #expect(b.frame == made.frame)
    #expect(b.frameInWindow == Rect(x: 42.5, y: 215, width: 40, height: 40))
    #expect(made.frameInWindow == b.frameInWindow && other.size == window.size)
    #expect(changing.map(\.description) == ["b.leading == a.trailing - 12.5", "b.top == a.bottom + 70"])
  }

  @Test("A constant is exact however many were set before it (seed 0x5E7)")
  func exactConstants() throws {
    let window = Device.iPhone16.window()
    let box = addView("box", to: window.rootView)
    let width = box.widthAnchor == 10 ~ Priority(500)
    try activate {
      box.topAnchor == window.rootView.topAnchor
      box.leadingAnchor == window.rootView.leadingAnchor
      box.heightAnchor == 20
      width
    }
    var random = SplitMix64(seed: 0x5E7)
    for _ in 0..<1_000 { try width.setConstant(Double(random.next(below: 100_000)) / 100) }
    // A huge constant and back: moving the solver form by differences would have lost 5.
    try width.setConstant(1e17)
    try width.setConstant(5)
    // Required: the row is built again from the solver form.
    try width.setPriority(.required)
    window.layoutIfNeeded()
    #expect(box.frame.width == 5, "seed 0x5E7")
  }
}
