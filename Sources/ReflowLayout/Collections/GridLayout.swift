/// A grid of equal columns whose items span one or more of them: UIKit's compositional
/// layout with a horizontal group per row and items whose widths are fractions of it
/// (`NSCollectionLayoutSize(widthDimension: .fractionalWidth(span / columns))`), spacing
/// between them as the group's `interItemSpacing` and between rows as the section's
/// `interGroupSpacing`.
///
/// Items fill each row leading to trailing; an item that does not fit in what is left of a
/// row starts the next one (the gap stays, as a compositional group leaves it). A column is
/// (available width - interitem spacing x (columns - 1)) / columns wide, and an item of span
/// `s` is s columns and the s - 1 spacings between them. Right to left, the rows fill from
/// the right. Rows are ``rowHeight`` high, or, with an ``estimatedItemSize``, each item is as
/// high as its cell's content at its width and the row as high as its tallest item.
public struct GridLayout: CollectionViewLayout {
  /// How many columns there are.
  public enum Columns: Hashable, Sendable {
    /// This many (at least one).
    case fixed(Int)
    /// As many as fit with at least this width each (at least one): the count follows the
    /// width, on rotation too.
    case adaptive(minimumWidth: Double)
  }

  /// The columns.
  public var columns: Columns
  /// How many columns item `index` spans (clamped to 1...columns).
  public var span: @Sendable (_ index: Int) -> Int
  /// Each row's height (without an ``estimatedItemSize``).
  public var rowHeight: Double
  /// Space between neighbouring items of a row.
  public var interitemSpacing: Double
  /// Space between rows.
  public var lineSpacing: Double
  /// Insets around the grid (leading and trailing follow the layout direction).
  public var contentInsets: DirectionalEdgeInsets
  /// Self-sizing items (UIKit's `estimatedItemSize`): each item's height is its cell's
  /// content's fitting height at its width, and this height until measured.
  public var estimatedItemSize: Size?
  /// A grid scrolls vertically.
  public var scrollDirection: FlowLayout.ScrollDirection { .vertical }

  /// A grid of `columns`, item `index` spanning `span(index)` of them.
  /// - Parameters:
  ///   - columns: The number of columns, fixed or as many as fit.
  ///   - rowHeight: Each row's height.
  ///   - interitemSpacing: Space between items of a row.
  ///   - lineSpacing: Space between rows.
  ///   - contentInsets: Insets around the grid.
  ///   - span: The number of columns an item spans (one by default).
  public init(
    columns: Columns, rowHeight: Double, interitemSpacing: Double = 0, lineSpacing: Double = 0,
    contentInsets: DirectionalEdgeInsets = .zero,
    span: @escaping @Sendable (_ index: Int) -> Int = { _ in 1 }
  ) {
    self.columns = columns
    self.rowHeight = rowHeight
    self.interitemSpacing = interitemSpacing
    self.lineSpacing = lineSpacing
    self.contentInsets = contentInsets
    self.span = span
  }

  /// The items depend on the width and the traits only: a change of height alone does not lay
  /// them out again (UIKit's layouts invalidate for a change across the scroll direction).
  public func shouldInvalidateLayout(
    from old: CollectionLayoutKey, to new: CollectionLayoutKey
  ) -> Bool { old.size.width != new.size.width || old.traits != new.traits }

  /// The number of columns in `available` points: the fixed count, or as many as fit at the
  /// minimum width with the spacing between them, floor((available + spacing) / (minimum +
  /// spacing)); at least one (one when the minimum and spacing are not positive).
  public func columnCount(available: Double) -> Int {
    switch columns {
    case .fixed(let count): return max(1, count)
    case .adaptive(let minimum):
      let step = minimum + interitemSpacing
      guard step > 0, available.isFinite else { return 1 }
      // Non-negative, so truncation is the floor (no libm needed).
      return max(1, Int(((available + interitemSpacing) / step).clampedToZero))
    }
  }

  /// Fills the rows item by item.
  /// - Complexity: O(itemCount), one span request per item.
  public func prepare(
    itemCount: Int, in key: CollectionLayoutKey, fittingHeight: (Int, Double) -> Double?
  ) -> CollectionLayoutResult {
    let insets = contentInsets
    let available = (key.size.width - insets.leading - insets.trailing).clampedToZero
    let n = columnCount(available: available)
    let column = ((available - interitemSpacing * Double(n - 1)) / Double(n)).clampedToZero
    var frames: [Rect] = []
    frames.reserveCapacity(itemCount)
    var used = 0
    var y = insets.top
    var tallest = 0.0
    for index in 0..<itemCount {
      let s = min(max(1, span(index)), n)
      if used + s > n {
        y += tallest + lineSpacing
        used = 0
        tallest = 0
      }
      let x = insets.leading + Double(used) * (column + interitemSpacing)
      let width = Double(s) * column + Double(s - 1) * interitemSpacing
      let height = estimatedItemSize.map { fittingHeight(index, width) ?? $0.height } ?? rowHeight
      frames.append(Rect(x: x, y: y, width: width, height: height))
      used += s
      tallest = max(tallest, height)
    }
    let bottom = (itemCount == 0 ? insets.top : y + tallest) + insets.bottom
    return CollectionLayoutResult(
      frames: frames, contentSize: Size(width: key.size.width, height: bottom)
    ).flipped(for: key.traits.layoutDirection)
  }
}
