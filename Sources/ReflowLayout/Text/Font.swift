/// A font: metrics (any ``TextMeasuring``) at a point size, either fixed or following a
/// Dynamic Type ``TextStyle`` at a ``ContentSizeCategory``.
///
/// ```swift
/// let body = Font.preferredFont(forTextStyle: .body)          // DejaVu Sans, 17 pt
/// let large = body.resolved(for: .accessibilityLarge)          // 33 pt
/// let caption = try Font(FontMetrics.dejaVuSerif, size: 12)    // fixed: never rescaled
/// let note = try Font(FontMetrics.dejaVuSerif, size: 15, relativeTo: .body)
/// note.resolved(for: .accessibilityLarge).pointSize            // 15 x 33 / 17
/// ```
public struct Font: Sendable, Equatable, CustomStringConvertible {
  /// The metrics that measure text in this font.
  public let metrics: any TextMeasuring
  /// The size in points.
  public let pointSize: Double
  /// The text style this font follows, or nil for a fixed size.
  public let textStyle: TextStyle?
  /// The size at the default category (`.large`) that a text-style font scales from: the
  /// style's own size, or the size given with ``init(_:size:relativeTo:compatibleWith:)``.
  let baseSize: Double

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
    self.init(metrics: metrics, baseSize: size, textStyle: nil, category: .large)
  }

  /// A font of `metrics` that scales with a text style, as UIKit's `UIFontMetrics` scales a
  /// custom font: `size` at the default category, and at another category `size x` the
  /// style's size there / its size at the default (15 pt relative to body, 17 pt at Large,
  /// is 15 x 53 / 17 = 46.76 pt at AX5; UIKit may round differently).
  ///
  /// - Parameters:
  ///   - metrics: What measures the text.
  ///   - size: The point size at the default category, finite and >= 0.
  ///   - style: The text style whose scale it follows.
  ///   - category: The category to resolve it at now; `.large` by default.
  /// - Throws: ``TextLayoutError/invalidPointSize(_:)`` for NaN, infinity or a negative size.
  public init(
    _ metrics: any TextMeasuring, size: Double, relativeTo style: TextStyle,
    compatibleWith category: ContentSizeCategory = .large
  ) throws(TextLayoutError) {
    guard size.isFinite, size >= 0 else { throw .invalidPointSize(size) }
    self.init(metrics: metrics, baseSize: size, textStyle: style, category: category)
  }

  /// A font of `baseSize` at the default category, resolved at `category` by `textStyle`.
  init(
    metrics: any TextMeasuring, baseSize: Double, textStyle: TextStyle?,
    category: ContentSizeCategory
  ) {
    self.metrics = metrics
    self.baseSize = baseSize
    self.textStyle = textStyle
    if let textStyle, category != .large {
      // Exact for a style's own size: x * y / x is y when y is a whole number.
      pointSize = baseSize * textStyle.pointSize(at: category) / textStyle.pointSize(at: .large)
    } else {
      pointSize = baseSize
    }
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
    Font(
      metrics: metrics, baseSize: style.pointSize(at: .large), textStyle: style,
      category: category)
  }

  /// This font at `category`: a text-style font takes its style's size there (scaled, for a
  /// font made relative to a style); a fixed-size font is returned unchanged.
  public func resolved(for category: ContentSizeCategory) -> Font {
    guard let textStyle else { return self }
    return Font(metrics: metrics, baseSize: baseSize, textStyle: textStyle, category: category)
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

  /// Equal when the metrics have the same name and the sizes (now and at the default
  /// category) and styles are equal.
  public static func == (a: Font, b: Font) -> Bool {
    a.metrics.name == b.metrics.name && a.pointSize == b.pointSize && a.textStyle == b.textStyle
      && a.baseSize == b.baseSize
  }

  /// For example `DejaVu Sans 17 pt (body)`.
  public var description: String {
    "\(metrics.name) \(formatNumber(pointSize)) pt" + (textStyle.map { " (\($0))" } ?? "")
  }
}
