// What the layout layer's walks up the view tree cost, in steps (never in time: speed is
// measured in Benchmarks/, `reflow-run nest` and `reflow-run column`). Issue 15: a nesting ten
// times deeper, or a column ten times longer, must cost about ten times the steps, not a
// hundred (a walk to the top of the tree for every view).
@testable import ReflowLayout
import ReflowTesting
import Testing

/// The steps each phase took up the tree.
private struct Steps: CustomStringConvertible {
  var build = 0
  var activation = 0
  var removal = 0
  var description: String { "build \(build), activation \(activation), removal \(removal)" }
}

/// Issue 15's nesting (`Nesting`, the benchmarks' screen): each view the only subview of the
/// previous one, pinned to its four edges (leading and top 0.01 inside), all activated at
/// once, then the top view removed.
private func nesting(depth: Int) throws -> Steps {
  let nesting = try Nesting(depth: depth)
  let window = nesting.window
  var steps = Steps()
  steps.build = window.ancestorSteps
  try nesting.activate()
  steps.activation = window.ancestorSteps - steps.build
  // The innermost view's left is the sum of the 0.01 insets above it.
  let deepest = nesting.views.last!.frameInWindow
  #expect(abs(deepest.x - 0.01 * Double(depth)) < 1e-6, "depth \(depth): \(deepest)")
  let before = window.ancestorSteps
  nesting.removeTopView()
  steps.removal = window.ancestorSteps - before
  #expect(nesting.views.allSatisfy { $0.window == nil })
  // The constraints inside the removed view stay with it, held by their common ancestor.
  let constraints = nesting.constraints
  #expect(constraints.filter(\.isActive).count == constraints.count - 4)
  return steps
}

/// Issue 15's column (`StackedColumn`, the benchmarks' screen): the steps of building and
/// activating it, and of removing the scroll view.
private func column(rows count: Int) throws -> Steps {
  let column = try StackedColumn(rows: count)
  let window = column.window
  var steps = Steps()
  steps.activation = window.ancestorSteps
  column.removeScrollView()
  steps.removal = window.ancestorSteps - steps.activation
  #expect(column.rows.allSatisfy { $0.window == nil })
  return steps
}

@Suite("Walks up the view tree, by steps")
struct TreeWalkCostTests {
  @Test("A nesting ten times deeper takes at most about ten times the steps up the tree")
  func nestingDepth() throws {
    let shallow = try nesting(depth: 40)
    let deep = try nesting(depth: 400)
    // Each view is inserted under the previous one (is the parent inside the new view? one
    // look at the new view, which has no subviews), each constraint's items are a view and
    // its superview (one step to their common ancestor): a few steps per view, whatever the
    // depth. A walk to the top of the tree per view made these 40 times the depth.
    for (phase, a, b) in [
      ("build", shallow.build, deep.build), ("activation", shallow.activation, deep.activation),
      ("removal", shallow.removal, deep.removal),
    ] {
      #expect(b <= 11 * max(a, 1), "\(phase): 40 deep \(shallow), 400 deep \(deep)")
    }
    #expect(deep.build + deep.activation + deep.removal <= 12 * 400, "400 deep: \(deep)")
  }

  @Test("A column ten times longer takes at most about ten times the steps, removal included")
  func columnLength() throws {
    let short = try column(rows: 30)
    let long = try column(rows: 300)
    #expect(long.activation <= 11 * max(short.activation, 1), "30 rows \(short), 300 rows \(long)")
    #expect(long.removal <= 11 * max(short.removal, 1), "30 rows \(short), 300 rows \(long)")
    #expect(long.build + long.activation + long.removal <= 16 * 300, "300 rows: \(long)")
  }

  @Test("A nesting 100,000 deep is built, walked, moved and released without recursion")
  func deepNesting() throws {
    // Out of a window (no solver: the walks alone). Depths, the subtree and the release of
    // the tree were recursions, one stack frame per level.
    weak var deepest: View?
    do {
      let top = View(name: "top")
      var parent = top
      for i in 1..<100_000 { parent = addView("v\(i)", to: parent) }
      deepest = parent
      #expect(top.subtree.count == 100_000 && parent.depth == 99_999)
      let holder = View(name: "holder")
      holder.addSubview(top)
      #expect(parent.depth == 100_000 && parent.isDescendant(of: holder))
    }
    #expect(deepest == nil, "the whole tree is released")
  }

  @Test("isDescendant(of:) is right across trees, depths and detached subtrees")
  func descendant() throws {
    let window = try Window(size: Size(width: 100, height: 100))
    let a = addView("a", to: window.rootView)
    let b = addView("b", to: a)
    let c = addView("c", to: b)
    let d = addView("d", to: window.rootView)
    let loose = View(name: "loose")
    let inLoose = addView("inLoose", to: loose)
    #expect(c.isDescendant(of: a) && c.isDescendant(of: window.rootView) && c.isDescendant(of: c))
    #expect(!a.isDescendant(of: c) && !c.isDescendant(of: d) && !d.isDescendant(of: a))
    #expect(inLoose.isDescendant(of: loose) && !inLoose.isDescendant(of: a))
    #expect(!loose.isDescendant(of: window.rootView))
    // Moving a subtree keeps the depths right: `b` (with `c`) under `inLoose`, then back.
    inLoose.addSubview(b)
    #expect(c.isDescendant(of: loose) && !c.isDescendant(of: a) && c.depth == 3)
    // Adding `loose` into `c` would make a cycle: nothing happens.
    c.addSubview(loose)
    #expect(loose.superview == nil)
    d.addSubview(loose)
    #expect(c.isDescendant(of: d) && c.depth == 5 && c.window === window)
    b.removeFromSuperview()
    #expect(b.depth == 0 && c.depth == 1 && !c.isDescendant(of: d) && c.isDescendant(of: b))
  }
}
