/// A vertical list of full-width rows in sections, each with an optional header above its
/// rows and footer below them: UIKit's list layout (`UICollectionLayoutListConfiguration`
/// with `headerMode` and `footerMode` `.supplementary`, laid out like a plain `UITableView`).
///
/// The collection's items are numbered across sections, in order: ``sections`` says how many
/// items each section holds. Items beyond their sum join the last section; sections beyond
/// the items are empty (their header and footer still show, as UIKit's do).
///
/// Rows are as wide as the collection less ``contentInsets``' leading and trailing insets,
/// ``rowHeight`` high, or, with an ``estimatedItemSize``, as high as their cells' content
/// (self-sizing rows, UIKit's default for lists). Right to left, the leading inset is on the
/// right. The collection shows each header and footer with the view its
/// ``CollectionView/supplementaryViewProvider`` makes.
public struct ListLayout: CollectionViewLayout {
  /// The number of items in each section, in order (no sections: one section of every item).
  public var sections: [Int]
  /// Each row's height (without an ``estimatedItemSize``).
  public var rowHeight: Double
  /// Each section's header height; 0 for no header.
  public var headerHeight: Double
  /// Each section's footer height; 0 for no footer.
  public var footerHeight: Double
  /// Space between neighbouring rows of a section.
  public var rowSpacing: Double
  /// Space between a section's end (its footer, or last row) and the next section's start.
  public var sectionSpacing: Double
  /// Insets around the whole list: top and bottom of the content, leading and trailing of
  /// every row, header and footer.
  public var contentInsets: DirectionalEdgeInsets
  /// Self-sizing rows (UIKit's `estimatedItemSize`): each row's height is its cell's content's
  /// fitting height at the row's width, and this height until measured; `nil` for rows of
  /// ``rowHeight``.
  public var estimatedItemSize: Size?
  /// A list scrolls vertically.
  public var scrollDirection: FlowLayout.ScrollDirection { .vertical }

  /// A list of `sections`.
  /// - Parameters:
  ///   - sections: The number of items in each section.
  ///   - rowHeight: Each row's height.
  ///   - headerHeight: Each header's height (0: none).
  ///   - footerHeight: Each footer's height (0: none).
  ///   - rowSpacing: Space between rows of a section.
  ///   - sectionSpacing: Space between sections.
  ///   - contentInsets: Insets around the list.
  public init(
    sections: [Int] = [], rowHeight: Double = 44, headerHeight: Double = 0,
    footerHeight: Double = 0, rowSpacing: Double = 0, sectionSpacing: Double = 0,
    contentInsets: DirectionalEdgeInsets = .zero
  ) {
    self.sections = sections
    self.rowHeight = rowHeight
    self.headerHeight = headerHeight
    self.footerHeight = footerHeight
    self.rowSpacing = rowSpacing
    self.sectionSpacing = sectionSpacing
    self.contentInsets = contentInsets
  }

  /// The rows depend on the width and the traits only: a change of height alone does not lay
  /// them out again (UIKit's layouts invalidate for a change across the scroll direction).
  public func shouldInvalidateLayout(
    from old: CollectionLayoutKey, to new: CollectionLayoutKey
  ) -> Bool { old.size.width != new.size.width || old.traits != new.traits }

  /// The items of each section when there are `itemCount` items: ``sections`` filled in
  /// order, the items beyond their sum in the last one.
  /// - Complexity: O(sections).
  public func sectionRanges(itemCount: Int) -> [Range<Int>] {
    let counts = sections.isEmpty ? [itemCount] : sections
    var ranges: [Range<Int>] = []
    var start = 0
    for (s, count) in counts.enumerated() {
      let end =
        s == counts.count - 1 ? max(itemCount, start) : min(itemCount, start + max(0, count))
      ranges.append(start..<end)
      start = end
    }
    return ranges
  }

  /// Lays out the sections top to bottom: header, rows, footer, then ``sectionSpacing``.
  /// - Complexity: O(itemCount + sections).
  public func prepare(
    itemCount: Int, in key: CollectionLayoutKey, fittingHeight: (Int, Double) -> Double?
  ) -> CollectionLayoutResult {
    let insets = contentInsets
    let x = insets.leading
    let width = (key.size.width - insets.leading - insets.trailing).clampedToZero
    var frames: [Rect] = []
    frames.reserveCapacity(itemCount)
    var extras: [SupplementaryItem] = []
    var y = insets.top
    for (s, range) in sectionRanges(itemCount: itemCount).enumerated() {
      if s > 0 { y += sectionSpacing }
      if headerHeight > 0 {
        extras.append(
          SupplementaryItem(
            kind: .header, section: s, frame: Rect(x: x, y: y, width: width, height: headerHeight)))
        y += headerHeight
      }
      for index in range {
        if index > range.lowerBound { y += rowSpacing }
        let height = estimatedItemSize.map { fittingHeight(index, width) ?? $0.height } ?? rowHeight
        frames.append(Rect(x: x, y: y, width: width, height: height))
        y += height
      }
      if footerHeight > 0 {
        extras.append(
          SupplementaryItem(
            kind: .footer, section: s, frame: Rect(x: x, y: y, width: width, height: footerHeight)))
        y += footerHeight
      }
    }
    return CollectionLayoutResult(
      frames: frames, contentSize: Size(width: key.size.width, height: y + insets.bottom),
      supplementaryItems: extras
    ).flipped(for: key.traits.layoutDirection)
  }

  /// Rows are in order top to bottom: a binary search finds the first one that reaches the
  /// rectangle, and the scan stops at the first one below it.
  /// - Complexity: O(log frames + the rows in `rect`).
  public func indicesOfItems(in rect: Rect, frames: [Rect]) -> [Int] {
    var low = 0, high = frames.count
    while low < high {
      let mid = (low + high) / 2
      if frames[mid].maxY - rect.minY > -1e-9 { high = mid } else { low = mid + 1 }
    }
    var result: [Int] = []
    var index = low
    while index < frames.count && frames[index].minY - rect.maxY < 1e-9 {
      if frames[index].intersects(rect, tolerance: -1e-9) { result.append(index) }
      index += 1
    }
    return result
  }

  /// Keeps ``sections`` in step with the items: an item that stays keeps its section; an
  /// inserted or moved one joins the section of the item after it (the last section at the
  /// end), since a flat index does not say which of two neighbouring sections it meant.
  public mutating func itemsDidChange(_ change: CollectionItemChange) {
    guard !sections.isEmpty else { return }
    var sectionOfOld: [Int] = []
    sectionOfOld.reserveCapacity(change.oldToNew.count)
    for (s, range) in sectionRanges(itemCount: change.oldToNew.count).enumerated() {
      sectionOfOld += Array(repeating: s, count: range.count)
    }
    let placed = Set(change.placed)
    var sectionOfNew = [Int?](repeating: nil, count: change.count)
    for (old, new) in change.oldToNew.enumerated() {
      if let new, !placed.contains(new) { sectionOfNew[new] = sectionOfOld[old] }
    }
    var next = sections.count - 1
    var counts = [Int](repeating: 0, count: sections.count)
    for index in stride(from: change.count - 1, through: 0, by: -1) {
      let s = sectionOfNew[index] ?? next
      counts[s] += 1
      next = s
    }
    sections = counts
  }
}
