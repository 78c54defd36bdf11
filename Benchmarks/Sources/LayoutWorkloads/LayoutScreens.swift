// ReflowLayout workloads: a view tree laid out through the anchor DSL, with constraint sets
// for portrait and landscape, rotated through the window. The same shape as workload 2 of
// Docs/performance.md, one level up (views, anchors, sets, frames read out).
import ReflowLayout

/// A screen of `count` views in a tree (four children per view, breadth first), on an
/// iPhone-sized window, and the portrait and landscape constraints of every fifth view.
public final class TreeScreen {
  /// The window.
  public let window: Window
  /// Every view, the root first.
  public let views: [View]
  /// How the portrait/landscape constraints are switched.
  public enum Switching: String, Sendable {
    /// As constraint sets: switched by priority inside the solver on `rotate()`.
    case sets
    /// As plain constraints: deactivated and activated by the caller around a resize.
    case removeAdd
  }
  public let switching: Switching
  private var portraitConstraints: [LayoutConstraint] = []
  private var landscapeConstraints: [LayoutConstraint] = []

  /// Builds the screen in portrait.
  public init(views count: Int, switching: Switching) throws {
    self.switching = switching
    window = try Window(size: Size(width: 393, height: 852))
    var views = [window.rootView]
    for i in 1..<count {
      let v = View(name: "v\(i)")
      views[(i - 1) / 4].addSubview(v)
      views.append(v)
    }
    self.views = views
    var constraints: [LayoutConstraint] = []
    var sets: [ConstraintSet] = []
    for (p, parent) in views.enumerated() {
      let children = parent.subviews
      for (k, c) in children.enumerated() {
        // Four quarters side by side, as tall as half the parent: well posed at every depth
        // (no spacing that would make deep views' widths negative), so that the layout is
        // unique and both switchings must produce the same frames.
        constraints += [
          c.leadingAnchor >= parent.leadingAnchor, c.trailingAnchor <= parent.trailingAnchor,
          c.topAnchor >= parent.topAnchor, c.bottomAnchor <= parent.bottomAnchor,
          c.widthAnchor == parent.widthAnchor * 0.25 ~ .high,
          c.topAnchor == parent.topAnchor ~ .high,
          c.heightAnchor == parent.heightAnchor * 0.5 ~ .low,
          k == 0
            ? c.leadingAnchor == parent.leadingAnchor ~ .high
            : c.leadingAnchor == children[k - 1].trailingAnchor ~ .high,
        ]
        if k == children.count - 1 {
          constraints.append(c.trailingAnchor <= parent.trailingAnchor ~ .medium)
        }
        let index = 4 * p + 1 + k
        guard index % 5 == 0 else { continue }
        let portrait = [
          c.heightAnchor == c.widthAnchor * 1.25 ~ Priority(600),
          c.heightAnchor >= parent.heightAnchor * 0.25 ~ Priority(550),
        ]
        let landscape = [
          c.widthAnchor == c.heightAnchor * 2 ~ Priority(600),
          c.heightAnchor <= parent.heightAnchor * 0.5 ~ Priority(550),
        ]
        switch switching {
        case .sets:
          sets.append(ConstraintSet("\(c.name).portrait", when: .orientation(.portrait)) { portrait })
          sets.append(ConstraintSet("\(c.name).landscape", when: .orientation(.landscape)) { landscape })
        case .removeAdd:
          portraitConstraints += portrait
          landscapeConstraints += landscape
        }
      }
    }
    try activate(constraints)
    if switching == .removeAdd { try activate(portraitConstraints) } else { try window.add(sets) }
    window.layoutIfNeeded()
  }

  /// Turns the window a quarter and lays it out: `rotate()` for sets; for plain constraints,
  /// the old orientation's constraints out, the new one's in, then the resize.
  public func rotate() throws {
    switch switching {
    case .sets:
      try window.rotate()
    case .removeAdd:
      let toLandscape = window.traits.orientation == .portrait
      try deactivate(toLandscape ? portraitConstraints : landscapeConstraints)
      try activate(toLandscape ? landscapeConstraints : portraitConstraints)
      try window.resize(to: window.size.swapped)
    }
    window.layoutIfNeeded()
  }

  /// A sum of every frame, to check that both switchings lay out the same and to keep the
  /// work from being optimised away.
  public var checksum: Double {
    views.reduce(0) { sum, v in
      let f = v.frame
      return sum + f.x + 2 * f.y + 3 * f.width + 5 * f.height
    }
  }
}

/// Workload 5 of Docs/performance.md: a 1,000-view screen with a carousel (its height from portrait
/// and landscape sets), a scroll view of rows (each a label and a value hugging their intrinsic
/// widths) and a grid of items in a flow layout, on an iPhone-sized window.
public final class ContainerScreen {
  /// The window.
  public let window: Window
  /// The carousel at the top.
  public let carousel: Carousel
  /// The scroll view of rows.
  public let scroll: ScrollView
  /// The grid.
  public let grid: CollectionView

  /// Builds the screen with `rows` rows of three views each (the default makes about 1,000
  /// views with the carousel's pages and the grid's cells).
  public init(rows: Int = 320) throws {
    window = try Window(
      size: Size(width: 393, height: 852), safeAreaInsets: EdgeInsets(top: 59, bottom: 34),
      otherOrientationSafeAreaInsets: EdgeInsets(top: 0, left: 59, bottom: 21, right: 59))
    let root = window.rootView
    let safe = root.safeAreaLayoutGuide
    carousel = Carousel(name: "photos", pageCount: 6)
    scroll = ScrollView(name: "scroll")
    grid = CollectionView(name: "grid", layout: .columns(4, spacing: 2), numberOfItems: 400) {
      View(name: "item\($0)")
    }
    for v in [carousel, scroll, grid] as [View] { root.addSubview(v) }
    let (carousel, scroll, grid) = (carousel, scroll, grid)
    try window.add([
      ConstraintSet("common") {
        carousel.leadingAnchor == root.leadingAnchor
        carousel.trailingAnchor == root.trailingAnchor
        carousel.topAnchor == safe.topAnchor
        scroll.leadingAnchor == safe.leadingAnchor
        scroll.topAnchor == carousel.bottomAnchor
        scroll.bottomAnchor == safe.bottomAnchor
        grid.trailingAnchor == safe.trailingAnchor
        grid.topAnchor == carousel.bottomAnchor
        grid.bottomAnchor == safe.bottomAnchor
        grid.leadingAnchor == scroll.trailingAnchor
        grid.widthAnchor == scroll.widthAnchor
      },
      ConstraintSet("portrait", when: .orientation(.portrait)) {
        carousel.heightAnchor == root.heightAnchor * 0.33
      },
      ConstraintSet("landscape", when: .orientation(.landscape)) {
        carousel.heightAnchor == root.heightAnchor * 0.4
      },
    ])
    let content = View(name: "content")
    scroll.addSubview(content)
    try activate {
      content.edges == scroll.contentLayoutGuide.edges
      content.widthAnchor == scroll.frameLayoutGuide.widthAnchor
    }
    var previous: View?
    var constraints: [LayoutConstraint] = []
    for i in 0..<rows {
      let row = View(name: "row\(i)"), label = View(name: "label\(i)"), value = View(name: "value\(i)")
      content.addSubview(row)
      row.addSubview(label)
      row.addSubview(value)
      try label.setIntrinsicContentSize(IntrinsicSize(width: 60, height: 20))
      try value.setIntrinsicContentSize(IntrinsicSize(width: 40, height: 20))
      constraints += [
        row.leadingAnchor == content.leadingAnchor, row.trailingAnchor == content.trailingAnchor,
        row.heightAnchor == 44,
        previous.map { row.topAnchor == $0.bottomAnchor } ?? (row.topAnchor == content.topAnchor),
        label.leadingAnchor == row.leadingAnchor + 8, label.centerYAnchor == row.centerYAnchor,
        value.trailingAnchor == row.trailingAnchor - 8, value.centerYAnchor == row.centerYAnchor,
        value.leadingAnchor >= label.trailingAnchor + 8,
      ]
      previous = row
    }
    constraints.append(previous!.bottomAnchor == content.bottomAnchor)
    try activate(constraints)
    window.layoutIfNeeded()
  }

  /// Turns the window a quarter (sets, suggestions, one re-solve, frames read where they
  /// changed, the collections laid out again).
  public func rotate() throws { try window.rotate() }

  /// The number of views in the window.
  public var viewCount: Int { window.allViews.count }

  /// A sum over every frame, to keep the work observable.
  public var checksum: Double {
    window.allViews.reduce(0) { sum, v in
      let f = v.frameInWindow
      return sum + f.x + 2 * f.y + 3 * f.width + 5 * f.height
    }
  }
}
