/// How a ``CollectionView`` places its items: UIKit's `UICollectionViewLayout` role, as a
/// protocol. ``FlowLayout`` implements it, and so do ``ListLayout`` (sections with headers
/// and footers) and ``GridLayout`` (columns, items of mixed spans).
///
/// The collection calls ``prepare(itemCount:in:fittingHeight:)`` (UIKit's `prepare()`,
/// `collectionViewContentSize` and the items' layout attributes at once) whenever
/// ``shouldInvalidateLayout(from:to:)`` says that a change of its size or traits needs it,
/// and when items change; it asks ``indicesOfItems(in:frames:)`` (UIKit's
/// `layoutAttributesForElements(in:)`) which items have cells near the screen.
///
/// A layout is a value: give the collection a new one (or change its ``CollectionView/layout``)
/// to lay the items out again.
public protocol CollectionViewLayout: Sendable {
  /// The direction the content scrolls in: the collection keeps cells for half a screen
  /// beyond the visible area in this direction, and counts ``CollectionView/itemsPerLine``
  /// across it.
  var scrollDirection: FlowLayout.ScrollDirection { get }

  /// Self-sizing cells (UIKit's `estimatedItemSize`), off when `nil`: when set, the
  /// collection measures the items near the screen at the widths the layout gives them, and
  /// hands their heights to ``prepare(itemCount:in:fittingHeight:)``; this size's height
  /// stands for the items not measured yet.
  var estimatedItemSize: Size? { get }

  /// Whether a change of the collection's size or traits from `old` to `new` lays the
  /// items out again (UIKit's `shouldInvalidateLayout(forBoundsChange:)`). By default, any
  /// change does.
  func shouldInvalidateLayout(from old: CollectionLayoutKey, to new: CollectionLayoutKey) -> Bool

  /// Lays out `itemCount` items for the collection's size and traits in `key`: every item's
  /// frame in content coordinates, the headers and footers, and the content size. Right to
  /// left (`key.traits.layoutDirection`), the frames are mirrored across the content's width,
  /// as UIKit's layouts do (`flipsHorizontallyInOppositeLayoutDirection`).
  /// - Parameters:
  ///   - itemCount: The number of items.
  ///   - key: The collection's size and traits.
  ///   - fittingHeight: The measured height of an item at a width, when the layout has an
  ///     ``estimatedItemSize`` and the item was measured at that width.
  /// - Returns: The frames and the content size.
  func prepare(
    itemCount: Int, in key: CollectionLayoutKey, fittingHeight: (Int, Double) -> Double?
  ) -> CollectionLayoutResult

  /// The indices of the items whose frames (from the last ``prepare(itemCount:in:fittingHeight:)``)
  /// meet `rect`, in index order. By default every frame is tested; a layout whose frames are
  /// sorted along the scroll direction can search.
  func indicesOfItems(in rect: Rect, frames: [Rect]) -> [Int]

  /// Items were inserted, deleted or moved (``CollectionView/insertItems(at:)`` and the
  /// others): a layout that keeps per-item state (a list's section sizes) updates it. By
  /// default nothing changes.
  mutating func itemsDidChange(_ change: CollectionItemChange)
}

extension CollectionViewLayout {
  /// Self-sizing is off.
  public var estimatedItemSize: Size? { nil }

  /// Any change of size or traits lays the items out again.
  public func shouldInvalidateLayout(
    from old: CollectionLayoutKey, to new: CollectionLayoutKey
  ) -> Bool { old != new }

  /// Tests every frame.
  /// - Complexity: O(frames).
  public func indicesOfItems(in rect: Rect, frames: [Rect]) -> [Int] {
    frames.indices.filter { frames[$0].intersects(rect, tolerance: -1e-9) }
  }

  /// Keeps no per-item state.
  public mutating func itemsDidChange(_ change: CollectionItemChange) {}
}

/// What a layout depends on: the collection's size and traits (the layout direction is the
/// collection's own, its semantic content attribute applied to the window's).
public struct CollectionLayoutKey: Hashable, Sendable {
  /// The collection view's size.
  public let size: Size
  /// The traits the collection is laid out with.
  public let traits: Traits

  /// A key of `size` and `traits`.
  public init(size: Size, traits: Traits) {
    self.size = size
    self.traits = traits
  }
}

/// A header or footer of a section.
public enum SupplementaryKind: String, Hashable, Sendable {
  /// Above the section's items (UIKit's `elementKindSectionHeader`).
  case header
  /// Below the section's items (UIKit's `elementKindSectionFooter`).
  case footer
}

/// A header or footer placed by a layout: its kind, its section and its frame.
public struct SupplementaryItem: Hashable, Sendable {
  /// Header or footer.
  public let kind: SupplementaryKind
  /// The section's index.
  public let section: Int
  /// The frame in content coordinates.
  public let frame: Rect

  /// A header or footer of `section` at `frame`.
  public init(kind: SupplementaryKind, section: Int, frame: Rect) {
    self.kind = kind
    self.section = section
    self.frame = frame
  }
}

/// The result of a layout: every item's frame in content coordinates, the headers and
/// footers, and the content size.
public struct CollectionLayoutResult: Sendable, Equatable {
  /// The items' frames, by index.
  public let frames: [Rect]
  /// The content's size.
  public let contentSize: Size
  /// The headers and footers, in section order.
  public let supplementaryItems: [SupplementaryItem]
  /// A flow layout's lines: the index of each line's first item, in order (lines are rows
  /// for vertical scrolling), which lets the collection search them and move only the lines
  /// below a height that changed (`CollectionView+NearScreen.swift`,
  /// `CollectionView+SelfSizing.swift`). Empty for other layouts.
  let lineStarts: [Int]

  /// A result of `frames`, `contentSize` and `supplementaryItems`.
  public init(frames: [Rect], contentSize: Size, supplementaryItems: [SupplementaryItem] = []) {
    self.init(
      frames: frames, contentSize: contentSize, supplementaryItems: supplementaryItems,
      lineStarts: [])
  }

  init(
    frames: [Rect], contentSize: Size, supplementaryItems: [SupplementaryItem] = [],
    lineStarts: [Int]
  ) {
    self.frames = frames
    self.contentSize = contentSize
    self.supplementaryItems = supplementaryItems
    self.lineStarts = lineStarts
  }

  /// The result mirrored across the content's width when `direction` is right to left
  /// (UIKit's `flipsHorizontallyInOppositeLayoutDirection`): x becomes width - x - item width.
  public func flipped(for direction: LayoutDirection) -> CollectionLayoutResult {
    guard direction == .rightToLeft else { return self }
    let w = contentSize.width
    func flip(_ r: Rect) -> Rect {
      Rect(x: w - r.x - r.width, y: r.y, width: r.width, height: r.height)
    }
    return CollectionLayoutResult(
      frames: frames.map(flip), contentSize: contentSize,
      supplementaryItems: supplementaryItems.map {
        SupplementaryItem(kind: $0.kind, section: $0.section, frame: flip($0.frame))
      }, lineStarts: lineStarts)
  }
}

/// Items inserted, deleted or moved, as a layout's ``CollectionViewLayout/itemsDidChange(_:)``
/// hears it.
public struct CollectionItemChange: Sendable, Equatable {
  /// For each item before the change, its index after it (`nil`: deleted).
  public let oldToNew: [Int?]
  /// The number of items after the change.
  public let count: Int
  /// The indices (after the change) of the items put in place: inserted, or moved by
  /// ``CollectionView/moveItem(at:to:)``. The others kept their order.
  public let placed: [Int]

  /// A change mapping `oldToNew`, to `count` items, with `placed` put in place.
  public init(oldToNew: [Int?], count: Int, placed: [Int]) {
    self.oldToNew = oldToNew
    self.count = count
    self.placed = placed
  }
}
