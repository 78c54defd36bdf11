// Reference screens of issue 15, through the public API only: a scroll view whose content
// stacks N rows (workload 6 of Docs/performance.md), and views nested N deep. Both are chains
// through the layout layer: the shapes that fill in a canonical tableau.
//
// Shared by the layout tests (`TreeWalkCostTests`, `RemovalComplexityTests`, ...) and the
// benchmarks (`Benchmarks/`, whose CI guard counts the allocations of building, rotating and
// removing them): a change here changes what both measure, so the views, the constraints and
// their order stay as they are unless the baselines in `Benchmarks/Thresholds/` follow.
import ReflowLayout

/// Workload 6 of Docs/performance.md: a scroll view filling a window's root view, whose
/// content view stacks `rows` views with intrinsic heights 20, 24, ..., 36 in turn, 8 apart
/// and 8 from the content's top and bottom, leading and trailing 16 in.
///
/// ```swift
/// let column = try StackedColumn(rows: 100)   // built and laid out on a 393x852 window
/// try column.rotate()
/// column.removeScrollView()
/// ```
///
/// A long chain of constraints through the layout layer: the tests count its steps and the
/// benchmarks time and count its build, rotation and removal.
public final class StackedColumn {
  /// The window.
  public let window: Window
  /// The scroll view (the root view's only subview).
  public let scroll: ScrollView
  /// The rows, top first.
  public let rows: [View]

  /// Builds the column on a window 393x852 with no safe area (an iPhone's size) and lays it
  /// out (the build the benchmarks time).
  public convenience init(rows count: Int) throws {
    try self.init(rows: count, in: Window(size: Size(width: 393, height: 852)))
  }

  /// Builds the column in `window`'s root view and lays it out.
  public init(rows count: Int, in window: Window) throws {
    self.window = window
    let root = window.rootView
    let scroll = ScrollView(name: "scroll")
    self.scroll = scroll
    root.addSubview(scroll)
    let content = View(name: "content")
    scroll.addSubview(content)
    var rows: [View] = []
    rows.reserveCapacity(count)
    var constraints: [LayoutConstraint] = []
    constraints.reserveCapacity(3 * count + 1)
    for i in 0..<count {
      let row = View(name: "row\(i)")
      content.addSubview(row)
      try row.setIntrinsicContentSize(IntrinsicSize(height: Double(20 + 4 * (i % 5))))
      constraints += [
        row.leadingAnchor == content.leadingAnchor + 16,
        row.trailingAnchor == content.trailingAnchor - 16,
        rows.last.map { row.topAnchor == $0.bottomAnchor + 8 }
          ?? (row.topAnchor == content.topAnchor + 8),
      ]
      rows.append(row)
    }
    if let last = rows.last { constraints.append(last.bottomAnchor == content.bottomAnchor - 8) }
    self.rows = rows
    try activate {
      scroll.edges == root.edges
      content.edges == scroll.contentLayoutGuide.edges
      content.widthAnchor == scroll.frameLayoutGuide.widthAnchor
    }
    try activate(constraints)
    window.layoutIfNeeded()
  }

  /// Turns the window a quarter and lays it out.
  public func rotate() throws {
    try window.rotate()
    window.layoutIfNeeded()
  }

  /// Takes the scroll view (and the whole column) out of the window and lays it out.
  public func removeScrollView() {
    scroll.removeFromSuperview()
    window.layoutIfNeeded()
  }

  /// A sum over the frames of the rows (x + 2y + 3 width + 5 height), to keep the work
  /// observable.
  public var checksum: Double {
    rows.reduce(0) { sum, v in
      let f = v.frame
      return sum + f.x + 2 * f.y + 3 * f.width + 5 * f.height
    }
  }
}

/// Views nested `depth` deep on a window 393x852: each view the only subview of the previous
/// one (the first of the window's root view), pinned to its four edges, the leading and top
/// edges 0.01 inside.
///
/// ```swift
/// let nesting = try Nesting(depth: 100)   // made, not activated
/// try nesting.activate()
/// nesting.removeTopView()
/// ```
public final class Nesting {
  /// The window.
  public let window: Window
  /// The views, outermost first.
  public let views: [View]
  /// The constraints, four a view (leading, top, trailing, bottom to its superview),
  /// outermost first; inactive until ``activate()``.
  public let constraints: [LayoutConstraint]

  /// Makes the views and their constraints, inactive (``activate()`` is what is timed).
  public init(depth: Int) throws {
    window = try Window(size: Size(width: 393, height: 852))
    var parent = window.rootView
    var views: [View] = []
    var constraints: [LayoutConstraint] = []
    for i in 0..<depth {
      let v = View(name: "nest\(i)")
      parent.addSubview(v)
      constraints += [
        v.leadingAnchor == parent.leadingAnchor + 0.01,
        v.topAnchor == parent.topAnchor + 0.01,
        v.trailingAnchor == parent.trailingAnchor,
        v.bottomAnchor == parent.bottomAnchor,
      ]
      views.append(v)
      parent = v
    }
    self.views = views
    self.constraints = constraints
  }

  /// Activates every constraint at once and lays the window out.
  public func activate() throws {
    try ReflowLayout.activate(constraints)
    window.layoutIfNeeded()
  }

  /// Takes the outermost view (and so every view) out of the window and lays it out.
  public func removeTopView() {
    views.first?.removeFromSuperview()
    window.layoutIfNeeded()
  }

  /// A sum over the frames of the views (x + 2y + 3 width + 5 height), to keep the work
  /// observable.
  public var checksum: Double {
    views.reduce(0) { sum, v in
      let f = v.frame
      return sum + f.x + 2 * f.y + 3 * f.width + 5 * f.height
    }
  }
}
