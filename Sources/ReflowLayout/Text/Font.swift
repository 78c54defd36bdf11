/// A font: metrics (any ``TextMeasuring``) at a point size, either fixed or following a
/// Dynamic Type ``TextStyle`` at a ``ContentSizeCategory``.
///
/// ```swift
/// let body = Font.preferredFont(forTextStyle: .body)          // DejaVu Sans, 17 pt
/// let large = body.resolved(for: .accessibilityLarge)          // 33 pt
/// let caption = try Font(FontMetrics.dejaVuSerif, size: 12)    // fixed: never rescaled
/// ```
public struct Font: Sendable, Equatable, CustomStringConvertible {
  /// The metrics that measure text in this font.
  public let metrics: any TextMeasuring
  /// The size in points.
  public let pointSize: Double
  /// The text style this font follows, or nil for a fixed size.
  public let textStyle: TextStyle?

  /// A font of `metrics` at a fixed `size`.
  ///
  /// - Parameters:
  ///   - metrics: What measures the text; DejaVu Sans by default.
  ///   - size: The point size, finite and >= 0.
  /// - Throws: ``TextLayoutError/invalidPointSize(_:)`` for NaN, infinity or a negative size.
  public init(_ metrics: any TextMeasuring = FontMetrics.dejaVuSans, size: Double)
    throws(TextLayoutError)
  {
    guard size.isFinite, size >= 0 else { throw .invalidPointSize(size) }
    self.init(metrics: metrics, pointSize: size, textStyle: nil)
  }

  init(metrics: any TextMeasuring, pointSize: Double, textStyle: TextStyle?) {
    self.metrics = metrics
    self.pointSize = pointSize
    self.textStyle = textStyle
  }

  /// DejaVu Sans at `size` points (the system font of this package).
  ///
  /// - Throws: ``TextLayoutError/invalidPointSize(_:)`` for NaN, infinity or a negative size.
  public static func systemFont(ofSize size: Double) throws(TextLayoutError) -> Font {
    try Font(FontMetrics.dejaVuSans, size: size)
  }

  /// The font of a Dynamic Type style at a content size category: its point size is the
  /// style's at that category (``TextStyle/pointSize(at:)``), and ``resolved(for:)`` moves it
  /// to another category.
  ///
  /// - Parameters:
  ///   - style: The text style.
  ///   - category: The content size category; `.large` (the default) by default.
  ///   - metrics: What measures the text; DejaVu Sans by default.
  public static func preferredFont(
    forTextStyle style: TextStyle, compatibleWith category: ContentSizeCategory = .large,
    metrics: any TextMeasuring = FontMetrics.dejaVuSans
  ) -> Font {
    Font(metrics: metrics, pointSize: style.pointSize(at: category), textStyle: style)
  }

  /// This font at `category`: a text-style font takes its style's size there; a fixed-size
  /// font is returned unchanged.
  public func resolved(for category: ContentSizeCategory) -> Font {
    guard let textStyle else { return self }
    let size = textStyle.pointSize(at: category)
    return Font(metrics: metrics, pointSize: size, textStyle: textStyle)
  }

  /// The same metrics (and style) at another size; the style no longer sets the size.
  ///
  /// - Throws: ``TextLayoutError/invalidPointSize(_:)`` for NaN, infinity or a negative size.
  public func withSize(_ size: Double) throws(TextLayoutError) -> Font {
    try Font(metrics, size: size)
  }

  // MARK: Metrics in points (UIFont's names)

  /// The line metrics at this size.
  public var lineMetrics: LineMetrics { metrics.lineMetrics(pointSize: pointSize) }
  /// Distance from the baseline to the top of a line (positive).
  public var ascender: Double { lineMetrics.ascender }
  /// Distance from the baseline to the bottom of a line (negative, as UIFont's).
  public var descender: Double { lineMetrics.descender }
  /// Extra space between lines.
  public var leading: Double { lineMetrics.leading }
  /// Distance between two baselines: ascender - descender + leading.
  public var lineHeight: Double { lineMetrics.lineHeight }
  /// Height of capital letters.
  public var capHeight: Double { lineMetrics.capHeight }
  /// Height of lower-case letters such as "x".
  public var xHeight: Double { lineMetrics.xHeight }

  /// The width of `text` on one line in this font, kerning included.
  public func width(of text: String) -> Double {
    metrics.width(of: text[...], pointSize: pointSize)
  }

  // MARK: Equality and description

  /// Equal when the metrics have the same name and the sizes and styles are equal.
  public static func == (a: Font, b: Font) -> Bool {
    a.metrics.name == b.metrics.name && a.pointSize == b.pointSize && a.textStyle == b.textStyle
  }

  /// For example `DejaVu Sans 17 pt (body)`.
  public var description: String {
    "\(metrics.name) \(formatNumber(pointSize)) pt" + (textStyle.map { " (\($0))" } ?? "")
  }
}
