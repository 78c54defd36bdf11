/// A scroll view of items placed by a ``CollectionViewLayout`` such as ``FlowLayout`` (UIKit's
/// `UICollectionView`), headless: each item is a cell view, made by your closure, laid out by
/// the solver.
///
/// On every change of its size that its layout says matters (for a ``FlowLayout``, any, in
/// either dimension), the collection lays the items out again, then places the cells near the
/// visible area (the visible rectangle plus half a screen on each side). Cells further away
/// are hidden and kept, with their content constraints, for reuse, so that a collection of
/// 10,000 items rotates as fast as one of 20. Do not constrain
/// ``ScrollView/contentLayoutGuide`` yourself: the collection sets the content size.
///
/// With a layout's ``CollectionViewLayout/estimatedItemSize``, cells size themselves: each
/// item near the screen is measured once per width, its cell's content laid out at the item's
/// width in a scratch window (CollectionView+SelfSizing.swift).
open class CollectionView: ScrollView {
  /// The layout (UIKit's `collectionViewLayout`): a ``FlowLayout``, a ``ListLayout``, a
  /// ``GridLayout`` or your own; setting it lays the items out again.
  public var layout: any CollectionViewLayout {
    didSet {
      laidOutKey = nil
      setNeedsLayout()
    }
  }
  /// The number of items.
  public internal(set) var numberOfItems: Int
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
  /// The index of each line's first item, from the last layout: a flow layout's lines
  /// (`CollectionView+NearScreen.swift`); empty for other layouts.
  var itemLineStarts: [Int] = []
  var cells: [Int: View] = [:]
  var reusable: [View] = []
  /// Each cell's four frame constraints and the frame they hold.
  var placement: [ObjectIdentifier: (constraints: [LayoutConstraint], frame: Rect)] = [:]
  private var contentConstraints: [LayoutConstraint] = []
  var laidOutKey: FlowLayout.Key?
  /// The content size of the last layout.
  var laidOutContentSize = Size.zero
  /// The headers and footers: where the layout put them, and their views.
  var supplementary = _Supplementary()
  /// Items whose content changed since the last layout (``reloadItems(at:)``).
  var contentChanged = false
  /// Self-sizing: each measured item's width and fitting height, and the traits they were
  /// measured with. Unchecked (see `View`): the layout reads it for every item, and the
  /// dynamic check cost more than the lookup.
  @exclusivity(unchecked) var fitted: [Int: (width: Double, height: Double)] = [:]
  var fittedTraits: Traits?
  /// Self-sizing: the scratch window holding the sizing cell, and the cell's width
  /// constraint.
  var sizing: (window: Window, traits: Traits, cell: View, width: LayoutConstraint)?
  /// The sizing cell of the traits before (the other orientation's), kept for a rotation
  /// back: making a scratch window, a cell and its constraints on every rotation, and
  /// releasing the old ones, cost a rotation of a list about as much as measuring its cells.
  var otherSizing: (window: Window, traits: Traits, cell: View, width: LayoutConstraint)?
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
    name: String, layout: any CollectionViewLayout, numberOfItems: Int = 0,
    cell: @escaping (Int) -> View,
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
    guard let key = currentKey else { return }
    let traits = key.traits
    let stale = laidOutKey.map { layout.shouldInvalidateLayout(from: $0, to: key) } ?? true
    if layout.estimatedItemSize != nil && fittedTraits != traits {
      // Content may measure differently with other traits (a content size category).
      fitted.removeAll()
      fittedTraits = traits
    }
    if stale || contentChanged || itemFrames.count != numberOfItems { relayout(key) }
    if layout.estimatedItemSize != nil { fitItemsNearScreen(key) }
    placeCells()
    placeSupplementaryViews()
  }

  /// The collection's size and traits now, in a window: the layout reads the collection's
  /// own direction (its semantic content attribute applied to the window's).
  var currentKey: FlowLayout.Key? {
    guard let window else { return nil }
    var traits = window.traits
    traits.layoutDirection = effectiveUserInterfaceLayoutDirection
    return FlowLayout.Key(size: frame.size, traits: traits)
  }

  /// Lays every item out for `key` (asking the item-size provider, taking the measured
  /// heights of self-sizing items) and sets the content size.
  func relayout(_ key: FlowLayout.Key) {
    computeLayout(key)
    setContentSize(laidOutContentSize)
  }

  /// Lays every item out for `key` into ``itemFrames`` and `laidOutContentSize`, without
  /// touching the window.
  func computeLayout(_ key: FlowLayout.Key) {
    let result = layout.prepare(itemCount: numberOfItems, in: key) {
      index, width in self.fittedHeight(index, width: width)
    }
    itemFrames = result.frames
    supplementary.items = result.supplementaryItems
    itemLineStarts = result.lineStarts
    layoutCount += 1
    laidOutKey = key
    contentChanged = false
    laidOutContentSize = result.contentSize
  }

  /// The indices of the items near the visible area (the visible rectangle and half a
  /// screen on each side), in index order.
  func indicesNearScreen() -> [Int] {
    let area = nearScreenArea
    // A flow layout's lines are searched (`CollectionView+NearScreen.swift`); any other
    // layout answers for itself.
    guard !itemLineStarts.isEmpty else {
      return layout.indicesOfItems(in: area, frames: itemFrames)
    }
    return candidateIndices(near: area).filter {
      itemFrames[$0].intersects(area, tolerance: -1e-9)
    }
  }

  /// The visible rectangle and half a screen on each side, in the scroll direction.
  var nearScreenArea: Rect { nearScreenArea(around: visibleRect) }

  /// `visible` and half a screen on each side, in the scroll direction.
  func nearScreenArea(around visible: Rect) -> Rect {
    let vertical = layout.scrollDirection == .vertical
    let margin = vertical ? visible.height / 2 : visible.width / 2
    return vertical
      ? Rect(x: visible.x, y: visible.y - margin, width: visible.width, height: visible.height + 2 * margin)
      : Rect(x: visible.x - margin, y: visible.y, width: visible.width + 2 * margin, height: visible.height)
  }

  /// Sets the content size: the two constraints on the content guide move their constants,
  /// or are made (again) when they are not in force; one transaction either way.
  func setContentSize(_ size: Size) {
    do throws(LayoutError) {
      try applyContentSize(size)
    } catch {
      // Only required constraints of yours on the content guide can conflict; the content
      // guide keeps its size then.
      lastLayoutError = error
    }
  }

  /// Sets the content size, throwing what the window's transaction throws.
  func applyContentSize(_ size: Size) throws(LayoutError) {
    guard let window else { return }
    if contentConstraints.allSatisfy(\.isActive) && contentConstraints.count == 2 {
      try window.setConstants([
        (contentConstraints[0], size.width), (contentConstraints[1], size.height),
      ])
    } else {
      let guide = contentLayoutGuide
      let new = [guide.widthAnchor == size.width, guide.heightAnchor == size.height]
      let old = contentConstraints
      try window.transaction { () throws(LayoutError) in
        try deactivate(old)
        try activate(new)
        window.engine.log(.restore { [unowned self] in self.contentConstraints = old })
      }
      contentConstraints = new
    }
  }

  /// Places the cells, keeping a failure in ``lastLayoutError`` (the cells keep their frames).
  private func placeCells() {
    do throws(LayoutError) {
      try placeCells(making: true)
    } catch {
      lastLayoutError = error
    }
  }

  /// Hides the cells far from the visible area (keeping them for reuse), shows or makes
  /// those near it, and moves the ones whose frame changed, with one deactivation and one
  /// activation. Without `making`, only the cells on hand are used (inside a transaction, a
  /// new cell would join the window in it): items left without one get theirs in the next
  /// layout pass.
  func placeCells(making: Bool) throws(LayoutError) {
    let wanted = indicesNearScreen()
    parkCells(awayFrom: wanted)
    var new: [LayoutConstraint] = []
    var moved: [(View, [LayoutConstraint], Rect)] = []
    var shifted: [(LayoutConstraint, Double)] = []
    var assigned: [(View, Int)] = []
    let guide = contentLayoutGuide
    for index in wanted {
      guard let cell = takeCell(for: index, making: making, assigned: &assigned) else {
        setNeedsLayout()
        continue
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
    guard let window else { return }
    try window.transaction { () throws(LayoutError) in
      if !shifted.isEmpty { try window.engine.setConstants(shifted, in: window) }
      try activate(new)
    }
    notePlacements(moved, assigned: assigned)
  }

  /// Hides the cells of the items not in `wanted` and parks them for reuse.
  private func parkCells(awayFrom wanted: [Int]) {
    let wantedSet = Set(wanted)
    for index in cells.keys.sorted() where !wantedSet.contains(index) {
      let cell = cells.removeValue(forKey: index)!
      cell.isHidden = true
      reusable.append(cell)
    }
  }

  /// The cell of item `index`: the one it has, else a parked one shown again, else (when
  /// `making`) a new one; `nil` when none is on hand and none may be made. A cell given to
  /// the item is listed in `assigned`, to be configured.
  private func takeCell(for index: Int, making: Bool, assigned: inout [(View, Int)]) -> View? {
    if let existing = cells[index] { return existing }
    let cell: View
    if let parked = reusable.popLast() {
      cell = parked
      cell.isHidden = false
      cells[index] = cell
    } else if !making {
      return nil
    } else {
      cell = makeCell(index)
      cells[index] = cell
      addSubview(cell)
    }
    assigned.append((cell, index))
    return cell
  }

  /// Records where the `moved` cells now are, with their constraints; a cell placed for the
  /// first time is set up (`setUpCell`), and the cells `assigned` to items are configured
  /// (`configureCell`).
  private func notePlacements(
    _ moved: [(View, [LayoutConstraint], Rect)], assigned: [(View, Int)]
  ) {
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
