// Anchors are typed by axis, as in UIKit: an x-axis anchor relates only to x-axis anchors,
// a y-axis anchor to y-axis anchors, a dimension to dimensions and constants. Mixing them
// does not compile.

/// A horizontal position: leading, trailing, left, right or centre X of a view or guide.
public struct XAxisAnchor: CustomStringConvertible {
  /// The view or guide.
  public let item: LayoutItem
  /// Which position.
  public let attribute: LayoutAttribute

  init(_ item: LayoutItem, _ attribute: LayoutAttribute) {
    self.item = item
    self.attribute = attribute
  }

  /// `item.attribute`, as in `card.leading`.
  public var description: String { "\(item.name).\(attribute)" }
}

/// A vertical position: top, bottom or centre Y of a view or guide.
public struct YAxisAnchor: CustomStringConvertible {
  /// The view or guide.
  public let item: LayoutItem
  /// Which position.
  public let attribute: LayoutAttribute

  init(_ item: LayoutItem, _ attribute: LayoutAttribute) {
    self.item = item
    self.attribute = attribute
  }

  /// `item.attribute`, as in `card.top`.
  public var description: String { "\(item.name).\(attribute)" }
}

/// A width or a height of a view or guide.
public struct DimensionAnchor: CustomStringConvertible {
  /// The view or guide.
  public let item: LayoutItem
  /// `.width` or `.height`.
  public let attribute: LayoutAttribute

  init(_ item: LayoutItem, _ attribute: LayoutAttribute) {
    self.item = item
    self.attribute = attribute
  }

  /// `item.attribute`, as in `card.width`.
  public var description: String { "\(item.name).\(attribute)" }
}

// MARK: - Right-hand sides

/// An x-axis anchor plus a constant, the right-hand side of `a.leadingAnchor == b.leadingAnchor
/// + 16`.
public struct XAxisTarget {
  /// The anchor.
  public let anchor: XAxisAnchor
  /// The offset added to it, in points.
  public let constant: Double
}

/// A y-axis anchor plus a constant, the right-hand side of `a.topAnchor == b.bottomAnchor +
/// 8`.
public struct YAxisTarget {
  /// The anchor.
  public let anchor: YAxisAnchor
  /// The offset added to it, in points.
  public let constant: Double
}

/// A dimension times a multiplier plus a constant, the right-hand side of
/// `a.widthAnchor == b.widthAnchor * 0.33 + 4`.
public struct DimensionTarget {
  /// The anchor.
  public let anchor: DimensionAnchor
  /// The factor applied to it.
  public let multiplier: Double
  /// The offset added, in points.
  public let constant: Double
}

// MARK: - Composite anchors

/// The four edges of a view or guide, possibly inset: `a.edges == b.edges.inset(by: 16)`.
public struct EdgesAnchor {
  /// The view or guide.
  public let item: LayoutItem
  /// How far inside the item's edges the other side's edges are pinned.
  public let insets: EdgeInsets

  /// These edges moved inwards by `insets`.
  public func inset(by insets: EdgeInsets) -> EdgesAnchor {
    EdgesAnchor(item: item, insets: insets)
  }

  /// These edges moved inwards by `inset` on every side.
  public func inset(by inset: Double) -> EdgesAnchor {
    EdgesAnchor(item: item, insets: EdgeInsets(all: inset))
  }
}

/// The width and height of a view or guide: `a.size == Size(width: 100, height: 40)`.
public struct SizeAnchor {
  /// The view or guide.
  public let item: LayoutItem
}

/// The two centres of a view or guide: `a.center == b.center`.
public struct CenterAnchor {
  /// The view or guide.
  public let item: LayoutItem
}
