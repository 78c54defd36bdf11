/// A scroll view of items placed by a ``FlowLayout`` (UIKit's `UICollectionView` with a flow
/// layout), headless: each item is a cell view, made by your closure, laid out by the solver.
///
/// On every change of its size, in either dimension, the collection asks the layout's
/// item-size provider again for every item, then places the cells near the visible area
/// (the visible rectangle plus half a screen on each side). Cells further away are hidden
/// and kept, with their content constraints, for reuse, so that a collection of 10,000 items
/// rotates as fast as one of 20. Do not constrain ``ScrollView/contentLayoutGuide``
/// yourself: the collection sets the content size.
///
/// With a layout's ``FlowLayout/estimatedItemSize``, cells size themselves: each item near the
/// screen is measured once per width, its cell's content laid out at the item's width in a
/// scratch window (CollectionView+SelfSizing.swift).
open class CollectionView: ScrollView {
  /// The layout; setting it lays the items out again.
  public var layout: FlowLayout {
    didSet {
      laidOutKey = nil
      setNeedsLayout()
    }
  }
  /// The number of items.
  public private(set) var numberOfItems: Int
  let makeCell: (Int) -> View
  let setUpCell: ((View) throws(LayoutError) -> Void)?
  let configureCell: ((View, Int) -> Void)?
  /// The error of the last layout, if the collection could not apply it (your required
  /// constraints on its content guide or cells conflicted); the layout before it stays.
  public internal(set) var lastLayoutError: LayoutError?
  /// Every item's frame in content coordinates, from the last layout.
  public internal(set) var itemFrames: [Rect] = []
  /// How many layouts asked the item-size provider (one per bounds change, or per
  /// ``reloadData(numberOfItems:)``, ``reloadItems(at:)`` or layout change, and with
  /// self-sizing cells scrolling horizontally one more per batch of cells measured).
  public private(set) var layoutCount = 0
  /// The index of each line's first item, from the last layout (``FlowLayout/Result``).
  var itemLineStarts: [Int] = []
  private var cells: [Int: View] = [:]
  private var reusable: [View] = []
  /// Each cell's four frame constraints and the frame they hold.
  private var placement: [ObjectIdentifier: (constraints: [LayoutConstraint], frame: Rect)] = [:]
  private var contentConstraints: [LayoutConstraint] = []
  private var laidOutKey: FlowLayout.Key?
  /// Items whose content changed since the last layout (``reloadItems(at:)``).
  var contentChanged = false
  /// Self-sizing: each measured item's width and fitting height, and the traits they were
  /// measured with.
  var fitted: [Int: (width: Double, height: Double)] = [:]
  var fittedTraits: Traits?
  /// Self-sizing: the scratch window holding the sizing cell, and the cell's width
  /// constraint.
  var sizing: (window: Window, traits: Traits, cell: View, width: LayoutConstraint)?
  /// How many times a cell's content was measured (self-sizing cells).
  public internal(set) var measurementCount = 0

  /// A collection named `name` of `numberOfItems` items.
  /// - Parameters:
  ///   - name: The name, used in messages and dumps.
  ///   - layout: How the items are placed.
  ///   - numberOfItems: How many items there are (``reloadData(numberOfItems:)`` changes it).
  ///   - cell: Makes a cell, given the index of the first item it shows (cells are reused
  ///     for other items).
  ///   - setUp: Called once per new cell, once it is in the window: activate the constraints
  ///     of its content here (they stay with the cell through reuse).
  ///   - configure: Called whenever a cell is given an item (a new cell after `setUp`, a
  ///     reused one, the sizing cell of self-sizing items): show the item's content here.
  public init(
    name: String, layout: FlowLayout, numberOfItems: Int = 0, cell: @escaping (Int) -> View,
    setUp: ((View) throws(LayoutError) -> Void)? = nil,
    configure: ((View, Int) -> Void)? = nil
  ) {
    self.layout = layout
    self.numberOfItems = max(0, numberOfItems)
    self.makeCell = cell
    self.setUpCell = setUp
    self.configureCell = configure
    super.init(name: name)
  }

  /// Changes the number of items and lays them out again.
  public func reloadData(numberOfItems: Int) {
    self.numberOfItems = max(0, numberOfItems)
    laidOutKey = nil
    fitted.removeAll()
    setNeedsLayout()
  }

  /// The cells on hand (the visible items and a margin), by item index, in index order.
  public var visibleCells: [(index: Int, cell: View)] {
    cells.keys.sorted().map { ($0, cells[$0]!) }
  }

  /// The cell of item `index`, if it is on hand.
  public func cell(at index: Int) -> View? { cells[index] }

  /// The number of items in the first line (columns for vertical scrolling, rows for
  /// horizontal).
  public var itemsPerLine: Int {
    guard let first = itemFrames.first else { return 0 }
    let vertical = layout.scrollDirection == .vertical
    return itemFrames.prefix { abs((vertical ? $0.y : $0.x) - (vertical ? first.y : first.x)) < 1e-9 }
      .count
  }

  /// A change of traits may change the layout (seed 002's list or grid): lay out again.
  open override func traitsDidChange(from previous: Traits) {
    super.traitsDidChange(from: previous)
    setNeedsLayout()
  }

  /// The collection sets its content size itself: no width warning.
  override var checksContentWidth: Bool { false }

  /// Scrolls, and places the cells for the new visible area.
  public override func setContentOffset(_ offset: Point) throws(LayoutError) {
    try super.setContentOffset(offset)
    setNeedsLayout()
  }

  /// Lays the items out if the size changed (asking every item's size again), then places
  /// the cells near the visible area.
  open override func layoutSubviews() {
    super.layoutSubviews()
    guard let window else { return }
    // The layout reads the collection's own direction (its semantic content attribute
    // applied to the window's).
    var traits = window.traits
    traits.layoutDirection = effectiveUserInterfaceLayoutDirection
    let key = FlowLayout.Key(size: frame.size, traits: traits)
    let stale = laidOutKey.map { layout.shouldRelayout($0, key) } ?? true
    if layout.estimatedItemSize != nil && fittedTraits != traits {
      // Content may measure differently with other traits (a content size category).
      fitted.removeAll()
      fittedTraits = traits
    }
    if stale || contentChanged || itemFrames.count != numberOfItems { relayout(key) }
    if layout.estimatedItemSize != nil { fitItemsNearScreen(key) }
    placeCells()
  }

  /// Lays every item out for `key` (asking the item-size provider, taking the measured
  /// heights of self-sizing items) and sets the content size.
  func relayout(_ key: FlowLayout.Key) {
    let result = layout.layout(count: numberOfItems, bounds: key.size, traits: key.traits) {
      index, width in self.fittedHeight(index, width: width)
    }
    itemFrames = result.frames
    itemLineStarts = result.lineStarts
    layoutCount += 1
    laidOutKey = key
    contentChanged = false
    setContentSize(result.contentSize)
  }

  /// The indices of the items near the visible area (the visible rectangle and half a
  /// screen on each side), in index order.
  func indicesNearScreen() -> [Int] {
    let visible = visibleRect
    let vertical = layout.scrollDirection == .vertical
    let margin = vertical ? visible.height / 2 : visible.width / 2
    let area =
      vertical
      ? Rect(x: visible.x, y: visible.y - margin, width: visible.width, height: visible.height + 2 * margin)
      : Rect(x: visible.x - margin, y: visible.y, width: visible.width + 2 * margin, height: visible.height)
    return candidateIndices(near: area).filter {
      itemFrames[$0].intersects(area, tolerance: -1e-9)
    }
  }

  /// Sets the content size: the two constraints on the content guide move their constants,
  /// or are made (again) when they are not in force; one transaction either way.
  func setContentSize(_ size: Size) {
    guard let window else { return }
    do throws(LayoutError) {
      if contentConstraints.allSatisfy(\.isActive) && contentConstraints.count == 2 {
        try window.setConstants([
          (contentConstraints[0], size.width), (contentConstraints[1], size.height),
        ])
      } else {
        let guide = contentLayoutGuide
        let new = [guide.widthAnchor == size.width, guide.heightAnchor == size.height]
        try window.transaction { () throws(LayoutError) in
          try deactivate(contentConstraints)
          try activate(new)
        }
        contentConstraints = new
      }
    } catch {
      // Only required constraints of yours on the content guide can conflict; the content
      // guide keeps its size then.
      lastLayoutError = error
    }
  }

  /// Hides the cells far from the visible area (keeping them for reuse), shows or makes
  /// those near it, and moves the ones whose frame changed, with one deactivation and one
  /// activation.
  private func placeCells() {
    let wanted = indicesNearScreen()
    let wantedSet = Set(wanted)
    for index in cells.keys.sorted() where !wantedSet.contains(index) {
      let cell = cells.removeValue(forKey: index)!
      cell.isHidden = true
      reusable.append(cell)
    }
    var new: [LayoutConstraint] = []
    var moved: [(View, [LayoutConstraint], Rect)] = []
    var shifted: [(LayoutConstraint, Double)] = []
    var assigned: [(View, Int)] = []
    let guide = contentLayoutGuide
    for index in wanted {
      let cell: View
      if let existing = cells[index] {
        cell = existing
      } else if let parked = reusable.popLast() {
        cell = parked
        cell.isHidden = false
        cells[index] = cell
        assigned.append((cell, index))
      } else {
        cell = makeCell(index)
        cells[index] = cell
        addSubview(cell)
        assigned.append((cell, index))
      }
      let f = itemFrames[index]
      let current = placement[ObjectIdentifier(cell)]
      if let current, current.frame == f { continue }
      if let current, current.constraints.allSatisfy(\.isActive) {
        // A cell that moves keeps its constraints: their constants change in place.
        let c = current.constraints
        shifted.append((c[0], f.x))
        shifted.append((c[1], f.y))
        shifted.append((c[2], f.width))
        shifted.append((c[3], f.height))
        moved.append((cell, current.constraints, f))
        continue
      }
      let constraints = [
        cell.leftAnchor == guide.leftAnchor + f.x, cell.topAnchor == guide.topAnchor + f.y,
        cell.widthAnchor == f.width, cell.heightAnchor == f.height,
      ]
      new += constraints
      moved.append((cell, constraints, f))
    }
    // One transaction: the moved cells' constants and the new cells' constraints, all of
    // them or none (the cells then keep their frames).
    do throws(LayoutError) {
      guard let window else { return }
      try window.transaction { () throws(LayoutError) in
        if !shifted.isEmpty { try window.engine.setConstants(shifted, in: window) }
        try activate(new)
      }
    } catch {
      lastLayoutError = error
      return
    }
    for (cell, constraints, f) in moved {
      let isNew = placement.updateValue((constraints, f), forKey: ObjectIdentifier(cell)) == nil
      if isNew, let setUpCell {
        do { try setUpCell(cell) } catch { lastLayoutError = error }
      }
    }
    if let configureCell {
      for (cell, index) in assigned { configureCell(cell, index) }
    }
  }

  override var dumpDetails: String {
    super.dumpDetails + " items \(numberOfItems), \(itemsPerLine) per line, \(cells.count) cells"
  }
}
