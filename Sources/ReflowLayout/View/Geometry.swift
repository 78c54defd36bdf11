// MARK: - Point

/// A point in a view's coordinate space, in points (Double, like CGPoint).
public struct Point: Hashable, Sendable, CustomStringConvertible {
  /// The horizontal coordinate.
  public var x: Double
  /// The vertical coordinate.
  public var y: Double

  /// A point at `x`, `y`.
  public init(x: Double, y: Double) {
    self.x = x
    self.y = y
  }

  /// The origin, `(0, 0)`.
  public static let zero = Point(x: 0, y: 0)

  /// `(x, y)`, numbers as short as they can be written exactly.
  public var description: String { "(\(formatNumber(x)), \(formatNumber(y)))" }
}

// MARK: - Size

/// A width and a height, in points.
public struct Size: Hashable, Sendable, CustomStringConvertible {
  /// The width.
  public var width: Double
  /// The height.
  public var height: Double

  /// A size of `width` by `height`.
  public init(width: Double, height: Double) {
    self.width = width
    self.height = height
  }

  /// The empty size.
  public static let zero = Size(width: 0, height: 0)

  /// The same size turned a quarter: width and height swapped.
  public var swapped: Size { Size(width: height, height: width) }

  /// `widthxheight`, as in `393x852`.
  public var description: String { "\(formatNumber(width))x\(formatNumber(height))" }
}

// MARK: - Rect

/// A rectangle: an origin and a size, in points (Double, like CGRect with a non-negative
/// size).
public struct Rect: Hashable, Sendable, CustomStringConvertible {
  /// The left edge.
  public var x: Double
  /// The top edge.
  public var y: Double
  /// The width.
  public var width: Double
  /// The height.
  public var height: Double

  /// A rectangle with its top-left corner at `x`, `y`.
  public init(x: Double, y: Double, width: Double, height: Double) {
    self.x = x
    self.y = y
    self.width = width
    self.height = height
  }

  /// A rectangle with the given origin and size.
  public init(origin: Point, size: Size) {
    self.init(x: origin.x, y: origin.y, width: size.width, height: size.height)
  }

  /// The empty rectangle at the origin.
  public static let zero = Rect(x: 0, y: 0, width: 0, height: 0)

  /// The top-left corner.
  public var origin: Point { Point(x: x, y: y) }
  /// The width and height.
  public var size: Size { Size(width: width, height: height) }
  /// The left edge, `x`.
  public var minX: Double { x }
  /// The top edge, `y`.
  public var minY: Double { y }
  /// The right edge, `x + width`.
  public var maxX: Double { x + width }
  /// The bottom edge, `y + height`.
  public var maxY: Double { y + height }
  /// The centre.
  public var center: Point { Point(x: x + width / 2, y: y + height / 2) }

  /// The rectangle moved by `dx`, `dy`.
  public func offsetBy(dx: Double, dy: Double) -> Rect {
    Rect(x: x + dx, y: y + dy, width: width, height: height)
  }

  /// The rectangle with each edge moved inwards by `insets`.
  public func inset(by insets: EdgeInsets) -> Rect {
    Rect(
      x: x + insets.left, y: y + insets.top, width: width - insets.left - insets.right,
      height: height - insets.top - insets.bottom)
  }

  /// Whether `other` lies inside this rectangle, edges included, with `tolerance` points of
  /// slack on every side.
  public func contains(_ other: Rect, tolerance: Double = 0) -> Bool {
    other.minX >= minX - tolerance && other.minY >= minY - tolerance
      && other.maxX <= maxX + tolerance && other.maxY <= maxY + tolerance
  }

  /// Whether the two rectangles share an area larger than `tolerance` points in both
  /// directions (rectangles that only touch do not intersect).
  public func intersects(_ other: Rect, tolerance: Double = 0) -> Bool {
    min(maxX, other.maxX) - max(minX, other.minX) > tolerance
      && min(maxY, other.maxY) - max(minY, other.minY) > tolerance
  }

  /// Whether every coordinate differs from `other`'s by at most `tolerance`.
  public func isClose(to other: Rect, tolerance: Double = 1e-6) -> Bool {
    abs(x - other.x) <= tolerance && abs(y - other.y) <= tolerance
      && abs(width - other.width) <= tolerance && abs(height - other.height) <= tolerance
  }

  /// `(x, y, width, height)`, numbers as short as they can be written exactly.
  public var description: String {
    "(\(formatNumber(x)), \(formatNumber(y)), \(formatNumber(width)), \(formatNumber(height)))"
  }
}

// MARK: - EdgeInsets

/// Distances inwards from the four edges of a rectangle, like UIEdgeInsets.
public struct EdgeInsets: Hashable, Sendable, CustomStringConvertible {
  /// The inset from the top edge.
  public var top: Double
  /// The inset from the left edge.
  public var left: Double
  /// The inset from the bottom edge.
  public var bottom: Double
  /// The inset from the right edge.
  public var right: Double

  /// Insets from each edge.
  public init(top: Double = 0, left: Double = 0, bottom: Double = 0, right: Double = 0) {
    self.top = top
    self.left = left
    self.bottom = bottom
    self.right = right
  }

  /// The same inset on all four sides.
  public init(all inset: Double) {
    self.init(top: inset, left: inset, bottom: inset, right: inset)
  }

  /// No inset.
  public static let zero = EdgeInsets()

  /// The insets after the device turned a quarter counter-clockwise (portrait to landscape
  /// with the top of the portrait screen on the left): top becomes left, left becomes bottom,
  /// bottom becomes right, right becomes top.
  public var rotatedCounterClockwise: EdgeInsets {
    EdgeInsets(top: right, left: top, bottom: left, right: bottom)
  }

  /// The insets after the device turned a quarter clockwise (the inverse of
  /// ``rotatedCounterClockwise``).
  public var rotatedClockwise: EdgeInsets {
    EdgeInsets(top: left, left: bottom, bottom: right, right: top)
  }

  /// `(top, left, bottom, right)`.
  public var description: String {
    "(top \(formatNumber(top)), left \(formatNumber(left)), bottom \(formatNumber(bottom)), "
      + "right \(formatNumber(right)))"
  }
}

// MARK: - Numbers in text

/// `value` written as briefly as possible for people: whole numbers without a fraction,
/// others rounded to at most three decimals, `-0` as `0`.
func formatNumber(_ value: Double) -> String {
  let scaled = value * 1000
  // Outside Int64's range (or not finite), Swift's own shortest form.
  guard scaled.isFinite, abs(scaled) < 9e15 else { return "\(value)" }
  // Rounded half away from zero by integer conversion (no libm needed).
  let thousandths = Int64(scaled + (scaled < 0 ? -0.5 : 0.5))
  if thousandths == 0 { return "0" }
  if thousandths % 1000 == 0 { return String(thousandths / 1000) }
  var text = String(Double(thousandths) / 1000)
  if text.contains("e") { return text }
  while text.hasSuffix("0") { text.removeLast() }
  return text
}
