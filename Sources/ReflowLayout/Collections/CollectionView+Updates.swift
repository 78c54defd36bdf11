// Items inserted, deleted, moved and reloaded one by one (UIKit's `insertItems(at:)`,
// `deleteItems(at:)`, `moveItem(at:to:)`, `reloadItems(at:)`).
//
// Each call checks its indices first (a bad one throws and changes nothing), then, in a
// window, lays the items out again and applies the content size and the cells in one
// transaction, so that the content size, the cells and their frames are right when it
// returns. Cells follow their items, as in UIKit: a moved item keeps its cell, a deleted
// item's cell is parked for reuse, an inserted item gets a parked or new cell. The frames
// before and after are returned for an animation.

/// What an update did to the items: each affected item's index and frame before and after
/// (UIKit hands the same pairs to its layout's initial and final layout attributes).
public struct CollectionUpdate: Sendable, Equatable {
  /// One item the update touched.
  public struct Item: Sendable, Equatable {
    /// The item's index before the update; `nil` for an inserted item.
    public let indexBefore: Int?
    /// The item's index after the update; `nil` for a deleted item.
    public let indexAfter: Int?
    /// The item's frame before the update (content coordinates); `nil` for an inserted item,
    /// or when the collection had not been laid out.
    public let frameBefore: Rect?
    /// The item's frame after the update; `nil` for a deleted item, or when the collection is
    /// in no window (it is laid out when it joins one).
    public let frameAfter: Rect?
    /// Whether the item's content was reloaded (``CollectionView/reloadItems(at:)``).
    public let isReloaded: Bool

    /// An item's change (to compare an update with the one expected).
    public init(
      indexBefore: Int?, indexAfter: Int?, frameBefore: Rect?, frameAfter: Rect?,
      isReloaded: Bool = false
    ) {
      self.indexBefore = indexBefore
      self.indexAfter = indexAfter
      self.frameBefore = frameBefore
      self.frameAfter = frameAfter
      self.isReloaded = isReloaded
    }
  }

  /// The items that were inserted, deleted or reloaded, and those whose index or frame
  /// changed, in the order of their index after the update, the deleted ones last (by their
  /// index before).
  public let items: [Item]
  /// The content size before the update.
  public let contentSizeBefore: Size
  /// The content size after the update.
  public let contentSizeAfter: Size

  /// The inserted items' indices, ascending.
  public var inserted: [Int] { items.filter { $0.indexBefore == nil }.compactMap(\.indexAfter) }
  /// The deleted items' indices before the update, ascending.
  public var deleted: [Int] { items.filter { $0.indexAfter == nil }.compactMap(\.indexBefore) }

  /// The change of item `index` (its index after the update), if the update touched it.
  public func item(after index: Int) -> Item? { items.first { $0.indexAfter == index } }

  /// The frame of `item` at a moment `t` from 0 (before) to 1 (after), interpolated; an
  /// inserted item is at its final frame and a deleted one at its first throughout (fade them
  /// in and out).
  public func frame(of item: Item, at t: Double) -> Rect? {
    guard let from = item.frameBefore else { return item.frameAfter }
    guard let to = item.frameAfter else { return from }
    func mix(_ a: Double, _ b: Double) -> Double { a + (b - a) * t }
    return Rect(
      x: mix(from.x, to.x), y: mix(from.y, to.y), width: mix(from.width, to.width),
      height: mix(from.height, to.height))
  }
}

extension CollectionView {
  /// Inserts items at `indices`, the positions they have after the insertion (UIKit's
  /// `insertItems(at:)`); the items after them move down by one per item inserted before.
  /// - Parameter indices: Distinct positions in `0..<numberOfItems + indices.count`.
  /// - Returns: The frames of the inserted items and of the items they moved.
  /// - Throws: ``LayoutError/itemIndexOutOfRange(_:count:call:)`` or
  ///   ``LayoutError/duplicateItemIndex(_:call:)`` (nothing changes then), or the error of
  ///   the layout's transaction (your required constraints conflict with the new frames; it is
  ///   rolled back).
  /// - Complexity: O(numberOfItems) for the layout, and the cells near the screen.
  @discardableResult
  public func insertItems(at indices: [Int]) throws(LayoutError) -> CollectionUpdate {
    let call = "\(name).insertItems(at:)"
    let after = numberOfItems + indices.count
    let added = try Self.checked(indices, count: after, call: call)
    var oldToNew: [Int?] = []
    oldToNew.reserveCapacity(numberOfItems)
    for position in 0..<after where !added.contains(position) { oldToNew.append(position) }
    return try update(count: after, oldToNew: oldToNew, placed: added.sorted(), reloaded: [])
  }

  /// Deletes the items at `indices`, their positions before the deletion (UIKit's
  /// `deleteItems(at:)`); the items after them move up.
  /// - Parameter indices: Distinct indices of existing items.
  /// - Returns: The frames of the deleted items (before) and of the items that moved.
  /// - Throws: As ``insertItems(at:)``.
  /// - Complexity: As ``insertItems(at:)``.
  @discardableResult
  public func deleteItems(at indices: [Int]) throws(LayoutError) -> CollectionUpdate {
    let removed = try Self.checked(indices, count: numberOfItems, call: "\(name).deleteItems(at:)")
    var next = 0
    let oldToNew: [Int?] = (0..<numberOfItems).map { index in
      if removed.contains(index) { return nil }
      defer { next += 1 }
      return next
    }
    return try update(
      count: numberOfItems - removed.count, oldToNew: oldToNew, placed: [], reloaded: [])
  }

  /// Moves the item at `index` to `newIndex` (UIKit's `moveItem(at:to:)`): it is taken out,
  /// and put back so that its index is `newIndex`; the items between shift by one.
  /// - Parameters:
  ///   - index: The item's index before the move.
  ///   - newIndex: Its index after the move.
  /// - Returns: The frames of the moved item and of the items it shifted.
  /// - Throws: ``LayoutError/itemIndexOutOfRange(_:count:call:)`` if either index is not an
  ///   item's (nothing changes then), or the error of the layout's transaction.
  /// - Complexity: As ``insertItems(at:)``.
  @discardableResult
  public func moveItem(at index: Int, to newIndex: Int) throws(LayoutError) -> CollectionUpdate {
    let call = "\(name).moveItem(at:to:)"
    _ = try Self.checked([index], count: numberOfItems, call: call)
    _ = try Self.checked([newIndex], count: numberOfItems, call: call)
    var order = Array(0..<numberOfItems)
    order.insert(order.remove(at: index), at: newIndex)
    var oldToNew = [Int?](repeating: nil, count: numberOfItems)
    for (position, old) in order.enumerated() { oldToNew[old] = position }
    return try update(count: numberOfItems, oldToNew: oldToNew, placed: [newIndex], reloaded: [])
  }

  /// The content of the items at `indices` changed (UIKit's `reloadItems(at:)`): their cells
  /// on hand are configured again, and with self-sizing cells (the layout's
  /// ``CollectionViewLayout/estimatedItemSize``) they are measured again, the items after
  /// them moved and the content size corrected.
  /// - Parameter indices: Indices of existing items (one given twice is reloaded once).
  /// - Returns: The frames of the reloaded items and of the items their new sizes moved.
  /// - Throws: ``LayoutError/itemIndexOutOfRange(_:count:call:)`` for an index that is not an
  ///   item's (nothing changes then), or the error of the layout's transaction.
  /// - Complexity: As ``insertItems(at:)``, and one measurement per reloaded item near the
  ///   screen.
  @discardableResult
  public func reloadItems(at indices: [Int]) throws(LayoutError) -> CollectionUpdate {
    let call = "\(name).reloadItems(at:)"
    _ = try Self.checked(Array(Set(indices)), count: numberOfItems, call: call)
    return try update(
      count: numberOfItems, oldToNew: (0..<numberOfItems).map { $0 }, placed: [],
      reloaded: Set(indices))
  }

  /// `indices` as a set, after checking that each is in `0..<count` and none is given twice.
  private static func checked(
    _ indices: [Int], count: Int, call: String
  ) throws(LayoutError) -> Set<Int> {
    var seen = Set<Int>()
    for index in indices {
      guard index >= 0 && index < count else {
        throw .itemIndexOutOfRange(index, count: count, call: call)
      }
      guard seen.insert(index).inserted else { throw .duplicateItemIndex(index, call: call) }
    }
    return seen
  }

  /// Applies a checked update: item `i` becomes item `oldToNew[i]` (deleted if `nil`), the
  /// new items are the positions of `0..<count` no old item takes, the items in `reloaded`
  /// (new indices) have new content; the layout hears of the items `placed` (inserted or
  /// moved) and the others kept in order. In a window, the items are laid out again and the
  /// content size and cells applied in one transaction; otherwise the next layout pass does.
  private func update(
    count: Int, oldToNew: [Int?], placed: [Int], reloaded: Set<Int>
  ) throws(LayoutError) -> CollectionUpdate {
    let change = CollectionItemChange(oldToNew: oldToNew, count: count, placed: placed)
    let framesBefore = itemFrames.count == numberOfItems ? itemFrames : []
    let sizeBefore = contentSize
    let key = laidOutKey == nil ? nil : currentKey
    if let key, let window {
      try applyInWindow(window, key: key, change: change, reloaded: reloaded)
    } else {
      remap(change, reloaded: reloaded)
      setNeedsLayout()
    }
    if let configureCell {
      for index in reloaded.sorted() { if let cell = cells[index] { configureCell(cell, index) } }
    }
    let framesAfter = key == nil ? [] : itemFrames
    return CollectionUpdate(
      items: Self.changes(
        oldToNew: oldToNew, count: count, reloaded: reloaded, before: framesBefore,
        after: framesAfter),
      contentSizeBefore: sizeBefore, contentSizeAfter: contentSize)
  }

  /// Applies `change` in a window, laid out for `key`: the cells it will need are made first
  /// (outside the transaction), then in one transaction the items are remapped and laid out
  /// again and the content size and cells applied; the collection's state is restored if it
  /// throws, and the cells made for it leave. Cells made but not placed after all leave too.
  private func applyInWindow(
    _ window: Window, key: FlowLayout.Key, change: CollectionItemChange, reloaded: Set<Int>
  ) throws(LayoutError) {
    let made = makeCellsNeeded(change, key: key)
    let saved = savedState()
    do throws(LayoutError) {
      try window.transaction { () throws(LayoutError) in
        window.engine.log(.restore { [unowned self] in self.restore(saved) })
        remap(change, reloaded: reloaded)
        computeLayout(key)
        if layout.estimatedItemSize != nil { fitItemsNearScreen(key) }
        try applyContentSize(laidOutContentSize)
        try placeCells(making: false)
      }
      // Cells made for items the update did not bring near the screen after all (the
      // estimate errs on the side of more) leave: a cell never placed has no frame.
      for cell in made where placement[ObjectIdentifier(cell)] == nil {
        cell.removeFromSuperview()
        reusable.removeAll { $0 === cell }
      }
      placeSupplementaryViews()
    } catch {
      // The cells made for the update joined the window before it: they leave with it.
      for cell in made { cell.removeFromSuperview() }
      reusable.removeAll { cell in made.contains { $0 === cell } }
      throw error
    }
  }

  /// Moves the collection's state to the items after `change`: the layout hears of it (when
  /// items are inserted, moved or deleted), the cells follow their items (a deleted item's is
  /// parked, hidden, for reuse), and the measured heights too, but those of the items in
  /// `reloaded` (new indices), whose content changed.
  private func remap(_ change: CollectionItemChange, reloaded: Set<Int>) {
    let oldToNew = change.oldToNew
    if !change.placed.isEmpty || oldToNew.contains(nil) {
      // The layout hears of the change before it lays the items out (a list's sections).
      var changed = layout
      changed.itemsDidChange(change)
      layout = changed
    }
    numberOfItems = change.count
    var moved: [Int: View] = [:]
    for (index, cell) in cells {
      if let new = oldToNew[index] {
        moved[new] = cell
      } else {
        cell.isHidden = true
        reusable.append(cell)
      }
    }
    cells = moved
    var heights: [Int: (width: Double, height: Double)] = [:]
    for (index, f) in fitted {
      if let new = oldToNew[index], !reloaded.contains(new) { heights[new] = f }
    }
    fitted = heights
    contentChanged = true
  }

  /// Makes (and parks, hidden) the cells the update will need beyond those the collection
  /// has (on hand or parked: any of them can show any item), judged by a layout with the
  /// heights known now, near the visible area as it is and at the offset the new content size
  /// gives (clamped to it, and right to left kept from its right end), so that no cell joins
  /// the window inside the update's transaction.
  private func makeCellsNeeded(_ change: CollectionItemChange, key: FlowLayout.Key) -> [View] {
    var changed = layout
    changed.itemsDidChange(change)
    // The heights measured so far, by the items' new indices; the estimate for the others.
    var newToOld = [Int?](repeating: nil, count: change.count)
    for (old, new) in change.oldToNew.enumerated() { if let new { newToOld[new] = old } }
    let result = changed.prepare(itemCount: change.count, in: key) { index, width in
      newToOld[index].flatMap { self.fittedHeight($0, width: width) }
    }
    let visible = visibleRect
    // The visible area at the offset the new content size gives: right to left the offset is
    // kept from the content's right end, so a horizontal one moves with the width.
    let clamped = Rect(
      origin: offset(forContentSize: result.contentSize), size: visible.size)
    let near = Set(
      [visible, clamped].flatMap {
        changed.indicesOfItems(in: nearScreenArea(around: $0), frames: result.frames)
      })
    let kept = Set(cells.keys.compactMap { change.oldToNew[$0] })
    let needed = near.count - cells.count - reusable.count
    guard needed > 0 else { return [] }
    var made: [View] = []
    for index in near.subtracting(kept).sorted().prefix(needed) {
      let cell = makeCell(index)
      cell.isHidden = true
      addSubview(cell)
      reusable.append(cell)
      made.append(cell)
    }
    return made
  }

  /// The affected items: inserted, deleted, reloaded, and those whose index or frame changed.
  private static func changes(
    oldToNew: [Int?], count: Int, reloaded: Set<Int>, before: [Rect], after: [Rect]
  ) -> [CollectionUpdate.Item] {
    var newToOld = [Int?](repeating: nil, count: count)
    var deleted: [CollectionUpdate.Item] = []
    for (old, new) in oldToNew.enumerated() {
      if let new {
        newToOld[new] = old
      } else {
        deleted.append(
          CollectionUpdate.Item(
            indexBefore: old, indexAfter: nil, frameBefore: before.indices.contains(old)
              ? before[old] : nil, frameAfter: nil, isReloaded: false))
      }
    }
    var items: [CollectionUpdate.Item] = []
    for new in 0..<count {
      let old = newToOld[new]
      let frameBefore = old.flatMap { before.indices.contains($0) ? before[$0] : nil }
      let frameAfter = after.indices.contains(new) ? after[new] : nil
      let isReloaded = reloaded.contains(new)
      if old == new && frameBefore == frameAfter && !isReloaded { continue }
      items.append(
        CollectionUpdate.Item(
          indexBefore: old, indexAfter: new, frameBefore: frameBefore, frameAfter: frameAfter,
          isReloaded: isReloaded))
    }
    return items + deleted
  }

  /// The collection's own state, as an update changes it.
  private struct SavedState {
    let numberOfItems: Int
    let cells: [Int: View]
    let reusable: [View]
    let hidden: [(View, Bool)]
    let placement: [ObjectIdentifier: (constraints: [LayoutConstraint], frame: Rect)]
    let fitted: [Int: (width: Double, height: Double)]
    let itemFrames: [Rect]
    let itemLineStarts: [Int]
    let laidOutKey: FlowLayout.Key?
    let layout: any CollectionViewLayout
    let supplementaryItems: [SupplementaryItem]
    let laidOutContentSize: Size
    let contentChanged: Bool
  }

  private func savedState() -> SavedState {
    SavedState(
      numberOfItems: numberOfItems, cells: cells, reusable: reusable,
      hidden: (Array(cells.values) + reusable).map { ($0, $0.isHidden) }, placement: placement,
      fitted: fitted, itemFrames: itemFrames, itemLineStarts: itemLineStarts, laidOutKey: laidOutKey, layout: layout,
      supplementaryItems: supplementary.items,
      laidOutContentSize: laidOutContentSize, contentChanged: contentChanged)
  }

  private func restore(_ saved: SavedState) {
    numberOfItems = saved.numberOfItems
    cells = saved.cells
    reusable = saved.reusable
    for (cell, hidden) in saved.hidden { cell.isHidden = hidden }
    placement = saved.placement
    fitted = saved.fitted
    itemFrames = saved.itemFrames
    itemLineStarts = saved.itemLineStarts
    layout = saved.layout   // before the key: setting the layout forgets it
    laidOutKey = saved.laidOutKey
    supplementary.items = saved.supplementaryItems
    laidOutContentSize = saved.laidOutContentSize
    contentChanged = saved.contentChanged
  }
}
