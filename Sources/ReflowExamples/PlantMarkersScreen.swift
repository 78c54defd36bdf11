import ReflowLayout

// Seed 004: flow-layout cells that must resize, within a min/max range and centred, on every
// bounds change; UIKit only invalidates for changes orthogonal to the scroll direction and
// never re-asks item sizes unless told to.

/// Seed 004's layout, plant markers: as many items across as 180 points each allow (at least
/// one), sharing the line's width 10 points apart, 1.6 times as tall as wide, kept within
/// 150...220 points wide (240...352 tall) and centred in their line, 10 points from the
/// edges.
/// - Parameter onSizeAsked: Called each time the layout asks an item's size (to count
///   them).
public func plantMarkerLayout(onSizeAsked: (@Sendable () -> Void)? = nil) -> FlowLayout {
  FlowLayout(
    sectionInsets: EdgeInsets(all: 10), interitemSpacing: 10, lineSpacing: 10,
    minimumItemSize: Size(width: 150, height: 240), maximumItemSize: Size(width: 220, height: 352),
    centersItems: true
  ) { context in
    onSizeAsked?()
    // Non-negative, so the conversion rounds down (no libm needed).
    let across = Double(max(1, Int(context.available / 180)))
    let width = (context.available - 10 * (across - 1)) / across
    return Size(width: width, height: width * 1.6)
  }
}

/// Seed 004's screen: 30 plant markers (``plantMarkerLayout(onSizeAsked:)``) in a collection
/// over the safe area. The collection asks every item's size again on each change of its
/// size, in either dimension.
/// - Parameters:
///   - window: The window to build into.
///   - onSizeAsked: Called each time the layout asks an item's size.
/// - Returns: The collection, laid out.
/// - Throws: The layout errors of pinning the collection (none in a window of a device
///   preset).
public func plantMarkersScreen(
  _ window: Window, onSizeAsked: (@Sendable () -> Void)? = nil
) throws -> CollectionView {
  let collection = CollectionView(
    name: "plants", layout: plantMarkerLayout(onSizeAsked: onSizeAsked), numberOfItems: 30
  ) { View(name: "plant\($0)") }
  return try pinnedToSafeArea(collection, in: window)
}

/// The catalogue's `resizing-flow`: seed 004's plant markers and the first four of them,
/// resized within their range and centred in every orientation.
public let resizingFlowExample = Example(
  name: "resizing-flow",
  summary: "seed 004: flow-layout cells resized within 150...220 wide and centred, any size"
) { window in
  let collection = try plantMarkersScreen(window)
  return [collection] + cells(of: collection, 0...3)
}
