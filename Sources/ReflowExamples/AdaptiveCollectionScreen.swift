import ReflowLayout

// Seed 002: a list when the width is compact and the height regular (iPhone portrait, iPad
// split view), a grid of 4 columns otherwise; square grid items ((width - spacing x 3) / 4);
// laid out again only when the display mode or the container width really changes.

/// Seed 002's screen: a collection of 40 items over the safe area, a list of rows 130 tall
/// where the width is compact and the height regular, 4 square columns 10 points apart
/// otherwise (``FlowLayout/adaptiveListOrGrid(columns:spacing:rowHeight:)``).
/// - Parameter window: The window to build into.
/// - Returns: The collection, laid out.
/// - Throws: The layout errors of pinning the collection (none in a window of a device
///   preset).
public func adaptiveCollectionScreen(_ window: Window) throws -> CollectionView {
  let collection = CollectionView(
    name: "items", layout: .adaptiveListOrGrid(columns: 4, spacing: 10, rowHeight: 130),
    numberOfItems: 40
  ) { View(name: "item\($0)") }
  return try pinnedToSafeArea(collection, in: window)
}

/// The catalogue's `list-or-grid`: seed 002's collection and its first five items (a list
/// on a phone in portrait, a grid in landscape and on a pad).
public let listOrGridExample = Example(
  name: "list-or-grid",
  summary: "seed 002: a list where the width is compact and the height regular, else a grid"
) { window in
  let collection = try adaptiveCollectionScreen(window)
  return [collection] + cells(of: collection, 0...4)
}
