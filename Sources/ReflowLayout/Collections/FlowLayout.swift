/// What a flow layout asks for when it needs an item's size: which item, and the bounds it
/// is laid out in now (UIKit's `sizeForItemAt`, the "delegate metrics").
public struct ItemSizeContext: Sendable {
  /// The item's index.
  public let index: Int
  /// The collection view's size now (asked again on every change, in either dimension).
  public let bounds: Size
  /// The window's traits now.
  public let traits: Traits
  /// The width available to a line (vertical scrolling) or the height available to a column
  /// (horizontal scrolling): the bounds minus the section insets.
  public let available: Double
}

/// Places items in lines, like UIKit's `UICollectionViewFlowLayout`, with two differences
/// that the seeds asked for: the item sizes are asked again on every bounds change, in either
/// dimension (UIKit only invalidates for changes across the scroll direction and never
/// re-asks sizes), and items can be kept within a size range and centred in their line.
public struct FlowLayout: CollectionViewLayout {
  /// The direction the content scrolls in.
  public enum ScrollDirection: String, Sendable {
    /// Lines are rows, filled left to right; the content grows downwards.
    case vertical
    /// Lines are columns, filled top to bottom; the content grows to the right.
    case horizontal
  }

  /// The scroll direction (vertical by default).
  public var scrollDirection: ScrollDirection
  /// Insets around all items.
  public var sectionInsets: EdgeInsets
  /// Space between neighbouring items of a line.
  public var interitemSpacing: Double
  /// Space between lines.
  public var lineSpacing: Double
  /// The item-size provider, asked for every item on every layout.
  public var itemSize: @Sendable (ItemSizeContext) -> Size
  /// Sizes below this are raised to it (per dimension), if set.
  public var minimumItemSize: Size?
  /// Sizes above this are lowered to it (per dimension), if set.
  public var maximumItemSize: Size?
  /// Whether each line's items are centred in the available space (else they start at the
  /// leading inset).
  public var centersItems: Bool
  /// Self-sizing cells (UIKit's `estimatedItemSize`), off when `nil`. When set, the
  /// item-size provider (and the size range) gives each item's width only; its height is
  /// the fitting height of its cell's content at that width, measured by the
  /// ``CollectionView`` for the items near the screen, and this size's height until then.
  public var estimatedItemSize: Size?

  /// What a layout depends on: the collection's size and the window's traits.
  public typealias Key = CollectionLayoutKey

  /// Whether a change from the first key to the second lays the items out again (asking
  /// their sizes again). By default any change of size or traits does, in either dimension.
  public var shouldRelayout: @Sendable (_ old: Key, _ new: Key) -> Bool = { $0 != $1 }

  /// A flow layout with an item-size provider.
  public init(
    scrollDirection: ScrollDirection = .vertical, sectionInsets: EdgeInsets = .zero,
    interitemSpacing: Double = 0, lineSpacing: Double = 0, minimumItemSize: Size? = nil,
    maximumItemSize: Size? = nil, centersItems: Bool = false,
    itemSize: @escaping @Sendable (ItemSizeContext) -> Size
  ) {
    self.scrollDirection = scrollDirection
    self.sectionInsets = sectionInsets
    self.interitemSpacing = interitemSpacing
    self.lineSpacing = lineSpacing
    self.minimumItemSize = minimumItemSize
    self.maximumItemSize = maximumItemSize
    self.centersItems = centersItems
    self.itemSize = itemSize
  }

  /// Fixed columns: `count` square (or `aspectRatio` = height / width) items across the
  /// available width, `spacing` apart both ways: item width = (available - spacing x
  /// (count - 1)) / count. Seed 001's grid is `.columns(4, spacing: 2)`.
  public static func columns(
    _ count: Int, spacing: Double, aspectRatio: Double = 1, sectionInsets: EdgeInsets = .zero
  ) -> FlowLayout {
    let n = Double(max(1, count))
    return FlowLayout(
      sectionInsets: sectionInsets, interitemSpacing: spacing, lineSpacing: spacing
    ) { context in
      let width = ((context.available - spacing * (n - 1)) / n).clampedToZero
      return Size(width: width, height: width * aspectRatio)
    }
  }

  /// Seed 002's adaptive collection: a list (one item per row, `rowHeight` tall) where the
  /// width is compact and the height regular (a phone in portrait, a narrow iPad split
  /// view), `columns` square columns otherwise, item = (width - spacing x (columns - 1)) /
  /// columns. It is laid out again when the display mode or the width really changes, and
  /// only then.
  public static func adaptiveListOrGrid(
    columns: Int = 4, spacing: Double = 10, rowHeight: Double = 130
  ) -> FlowLayout {
    let n = Double(max(1, columns))
    var layout = FlowLayout(interitemSpacing: spacing, lineSpacing: spacing) { context in
      if isListMode(context.traits) {
        return Size(width: context.available, height: rowHeight)
      }
      let side = ((context.available - spacing * (n - 1)) / n).clampedToZero
      return Size(width: side, height: side)
    }
    layout.shouldRelayout = { old, new in
      old.size.width != new.size.width || isListMode(old.traits) != isListMode(new.traits)
    }
    return layout
  }

  /// Whether seed 002's collection shows a list: compact width and regular height.
  public static func isListMode(_ traits: Traits) -> Bool {
    traits.horizontalSizeClass == .compact && traits.verticalSizeClass == .regular
  }

  /// The result of a layout: every item's frame in content coordinates, and the content
  /// size.
  public typealias Result = CollectionLayoutResult

  /// Lays out `count` items in `bounds`, asking ``itemSize`` for each.
  ///
  /// Right to left (`traits.layoutDirection`), the frames are mirrored across the content's
  /// width, as UIKit's flow layout does (`flipsHorizontallyInOppositeLayoutDirection`): item
  /// 0 at the right, lines filled right to left; a horizontal layout's first column at the
  /// right end of the content. Section insets stay left and right.
  /// - Complexity: O(count), one size request per item.
  public func layout(count: Int, bounds: Size, traits: Traits) -> Result {
    layout(count: count, bounds: bounds, traits: traits, fittingHeight: { _, _ in nil })
  }

  /// Lays out `count` items in `bounds` as ``layout(count:bounds:traits:)`` does; with an
  /// ``estimatedItemSize``, an item's height is `fittingHeight(index, width)` where that
  /// knows it (the item was measured at that width), the estimated height otherwise.
  /// - Complexity: O(count), one size request per item.
  public func layout(
    count: Int, bounds: Size, traits: Traits, fittingHeight: (Int, Double) -> Double?
  ) -> Result {
    let vertical = scrollDirection == .vertical
    // Work in "line" coordinates: u along a line, v across lines.
    let i = sectionInsets
    let (uStart, uEnd) = vertical ? (i.left, i.right) : (i.top, i.bottom)
    let (vStart, vEnd) = vertical ? (i.top, i.bottom) : (i.left, i.right)
    let extent = vertical ? bounds.width : bounds.height
    let available = (extent - uStart - uEnd).clampedToZero
    // Each item's frame is written as it comes, at its place in its line (`u` along it from
    // the line's start), and a line is centred when it closes: a list of the line's items,
    // copied into the frames at the end of each line, cost a list of 10,000 items about half
    // of its layout.
    var frames: [Rect] = []
    frames.reserveCapacity(count)
    var lineStart = 0  // the index of the current line's first item
    var lineEnd = 0.0  // where its last item ends along the line
    var v = vStart
    var lineThickness = 0.0
    var contentV = vStart

    var lineStarts: [Int] = []
    // At most a line per item (a list's); grown by doubling, it was copied 14 times.
    lineStarts.reserveCapacity(count)

    for index in 0..<count {
      let size = sizeOfItem(
        index, bounds: bounds, traits: traits, available: available, fittingHeight: fittingHeight)
      let s = vertical ? (u: size.width, v: size.height) : (u: size.height, v: size.width)
      let inLine = lineStart < frames.count
      var u = inLine ? lineEnd + interitemSpacing : 0
      // A line with no room (zero available) holds one item, whatever its size: zero-sized
      // items would otherwise all pile into one line (a zero-height carousel, one page).
      if inLine && (u + s.u > available + 1e-9 || available <= 0) {
        closeLine(
          from: lineStart, endingAt: lineEnd, available: available, frames: &frames,
          lineStarts: &lineStarts)
        v += lineThickness + lineSpacing
        lineStart = frames.count
        lineThickness = 0
        u = 0
      }
      let x = uStart + u
      frames.append(
        vertical
          ? Rect(x: x, y: v, width: s.u, height: s.v) : Rect(x: v, y: x, width: s.v, height: s.u))
      lineEnd = u + s.u
      lineThickness = max(lineThickness, s.v)
      contentV = v + lineThickness
    }
    closeLine(
      from: lineStart, endingAt: lineEnd, available: available, frames: &frames,
      lineStarts: &lineStarts)
    let contentExtent = (count == 0 ? vStart : contentV) + vEnd
    let contentSize = self.contentSize(across: contentExtent, in: bounds)
    return Result(frames: frames, contentSize: contentSize, lineStarts: lineStarts)
      .flipped(for: traits.layoutDirection)
  }

  /// The content's size: the bounds' extent along the lines, `extent` across them.
  private func contentSize(across extent: Double, in bounds: Size) -> Size {
    scrollDirection == .vertical
      ? Size(width: bounds.width, height: extent) : Size(width: extent, height: bounds.height)
  }

  /// The size of item `index`: the item-size provider's answer, kept within the size range;
  /// with an ``estimatedItemSize``, its height is the fitting height at its width if known,
  /// the estimated height otherwise.
  private func sizeOfItem(
    _ index: Int, bounds: Size, traits: Traits, available: Double,
    fittingHeight: (Int, Double) -> Double?
  ) -> Size {
    var size = itemSize(
      ItemSizeContext(index: index, bounds: bounds, traits: traits, available: available))
    if let m = minimumItemSize {
      size = Size(width: max(size.width, m.width), height: max(size.height, m.height))
    }
    if let m = maximumItemSize {
      size = Size(width: min(size.width, m.width), height: min(size.height, m.height))
    }
    if let estimated = estimatedItemSize {
      size.height = fittingHeight(index, size.width) ?? estimated.height
    }
    return size
  }

  /// Closes the line whose items are `frames[lineStart...]` (none: nothing to close): its
  /// start is listed, and with ``centersItems`` its items move along the line by half the
  /// room left after its last item, which ends at `lineEnd`.
  private func closeLine(
    from lineStart: Int, endingAt lineEnd: Double, available: Double, frames: inout [Rect],
    lineStarts: inout [Int]
  ) {
    guard lineStart < frames.count else { return }
    lineStarts.append(lineStart)
    guard centersItems else { return }
    let shift = ((available - lineEnd) / 2).clampedToZero
    let vertical = scrollDirection == .vertical
    for k in lineStart..<frames.count {
      if vertical { frames[k].x += shift } else { frames[k].y += shift }
    }
  }
}

extension Double {
  /// The value, or zero if it is negative.
  var clampedToZero: Double { self < 0 ? 0 : self }
}
