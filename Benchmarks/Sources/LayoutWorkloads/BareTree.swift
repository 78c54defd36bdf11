// `TreeScreen`'s constraints added straight to a `Solver`, without the layout layer: the
// bare solver's share of the tree build (issue 15: the layer's build at most 1.5x the bare
// solver's on the same constraints).
import ReflowLayout

/// The solver forms `TreeScreen` makes through the layout layer, written by hand in the same
/// order and with the same terms (each view's left, top, width and height in its superview's
/// coordinates, so a parent's own edges are 0 and its width or height), added to a `Solver`
/// the way the window adds them: the root at the origin with its size and safe-area insets as
/// edit variables, the tree's constraints in one transaction, the orientation sets in another
/// (portrait switched on, landscape off), then every view's four values read.
///
/// Same constraints, same order: the solver's counters (rows, cells, pivots) after the build
/// equal those of the window's solver after `TreeScreen`'s (`reflow-run layout-build` checks
/// it, and the checksums of the frames).
public final class BareTree {
  /// The solver.
  public let solver = Solver()
  /// Each view's left, top, width and height, the root first.
  public let views: [(left: Variable, top: Variable, width: Variable, height: Variable)]

  /// Builds the tree of `count` views with four children per view, breadth first.
  public init(views count: Int) throws {
    var views: [(left: Variable, top: Variable, width: Variable, height: Variable)] = []
    views.reserveCapacity(count)
    for i in 0..<count {
      let name = i == 0 ? "window" : "v\(i)"
      views.append(
        (Variable("\(name).left"), Variable("\(name).top"), Variable("\(name).width"),
         Variable("\(name).height")))
    }
    self.views = views
    let root = views[0]
    let insets = (0..<4).map { Variable("window.safeInset.\($0)") }
    try solver.add(Expression(root.left) == Expression(0))
    try solver.add(Expression(root.top) == Expression(0))
    for v in [root.width, root.height] + insets {
      try solver.addEditVariable(v, priority: Priority(999.5))
    }
    for (v, value) in zip([root.width, root.height] + insets, [393.0, 852, 0, 0, 0, 0]) {
      try solver.suggestValue(value, for: v)
    }
    var constraints: [Constraint] = []
    var portrait: [Constraint] = []
    var landscape: [Constraint] = []
    for p in 0..<count where 4 * p + 1 < count {
      let parent = views[p]
      let children = Array((4 * p + 1)..<min(4 * p + 5, count))
      for (k, index) in children.enumerated() {
        let c = views[index]
        // As the layer writes them: first item's terms, minus the second's times the
        // multiplier; a parent's own leading and top are 0, its trailing its width.
        constraints += [
          Expression(c.left) >= Expression(0),
          c.left + c.width <= Expression(parent.width),
          Expression(c.top) >= Expression(0),
          c.top + c.height <= Expression(parent.height),
          Expression(c.width) == Expression(parent.width) * 0.25 ~ .high,
          Expression(c.top) == Expression(0) ~ .high,
          Expression(c.height) == Expression(parent.height) * 0.5 ~ .low,
          k == 0
            ? Expression(c.left) == Expression(0) ~ .high
            : Expression(c.left) == views[index - 1].left + views[index - 1].width ~ .high,
        ]
        if k == children.count - 1 {
          constraints.append(c.left + c.width <= Expression(parent.width) ~ .medium)
        }
        guard index % 5 == 0 else { continue }
        portrait += [
          Expression(c.height) == Expression(c.width) * 1.25 ~ Priority(600),
          Expression(c.height) >= Expression(parent.height) * 0.25 ~ Priority(550),
        ]
        landscape += [
          Expression(c.width) == Expression(c.height) * 2 ~ Priority(600),
          Expression(c.height) <= Expression(parent.height) * 0.5 ~ Priority(550),
        ]
      }
    }
    try solver.transaction { (s: Solver) throws(SolverError) in
      for c in constraints { try s.add(c) }
    }
    try solver.transaction { (s: Solver) throws(SolverError) in
      for c in portrait { try s.add(c, isEnabled: true) }
      for c in landscape { try s.add(c, isEnabled: false) }
    }
    // The layout pass: the changed variables listed, every frame read.
    solver.consumeChangedVariables { _ in }
    let solver = solver
    checksum = views.reduce(0) { sum, v in
      sum + solver.value(of: v.left) + 2 * solver.value(of: v.top)
        + 3 * solver.value(of: v.width) + 5 * solver.value(of: v.height)
    }
  }

  /// A sum of every view's frame as `TreeScreen.checksum` makes it, read by the build.
  public let checksum: Double
}
