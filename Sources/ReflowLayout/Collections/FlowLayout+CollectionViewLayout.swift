// The flow layout in the collection's layout role, and its ready-made layouts where a
// collection's layout is expected (`grid.layout = .columns(2, spacing: 10)`).

extension FlowLayout {
  /// Asks ``shouldRelayout``.
  public func shouldInvalidateLayout(
    from old: CollectionLayoutKey, to new: CollectionLayoutKey
  ) -> Bool { shouldRelayout(old, new) }

  /// Lays the items out as ``layout(count:bounds:traits:fittingHeight:)`` does.
  /// - Complexity: O(itemCount), one size request per item.
  public func prepare(
    itemCount: Int, in key: CollectionLayoutKey, fittingHeight: (Int, Double) -> Double?
  ) -> CollectionLayoutResult {
    layout(count: itemCount, bounds: key.size, traits: key.traits, fittingHeight: fittingHeight)
  }
}

extension CollectionViewLayout where Self == FlowLayout {
  /// ``FlowLayout/columns(_:spacing:aspectRatio:sectionInsets:)``, where a collection's
  /// layout is expected.
  public static func columns(
    _ count: Int, spacing: Double, aspectRatio: Double = 1, sectionInsets: EdgeInsets = .zero
  ) -> FlowLayout {
    FlowLayout.columns(
      count, spacing: spacing, aspectRatio: aspectRatio, sectionInsets: sectionInsets)
  }

  /// ``FlowLayout/adaptiveListOrGrid(columns:spacing:rowHeight:)``, where a collection's
  /// layout is expected.
  public static func adaptiveListOrGrid(
    columns: Int = 4, spacing: Double = 10, rowHeight: Double = 130
  ) -> FlowLayout {
    FlowLayout.adaptiveListOrGrid(columns: columns, spacing: spacing, rowHeight: rowHeight)
  }
}
