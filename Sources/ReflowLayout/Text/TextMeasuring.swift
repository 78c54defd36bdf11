// MARK: - Measuring text

/// Measures text set in one font: the width of a run of characters on one line and the
/// metrics of a line, at a point size.
///
/// ``FontMetrics`` implements it over tables generated from font files (``FontMetrics/dejaVuSans``,
/// ``FontMetrics/dejaVuSerif``). Implement it to register other metrics, then make fonts
/// with ``Font/init(_:size:)``: everything that lays out text (``TextLayout``) measures
/// through this protocol only.
public protocol TextMeasuring: Sendable {
  /// A name that identifies these metrics: two fonts are equal when their metrics have the
  /// same name and their sizes and styles are equal.
  var name: String { get }

  /// The advance width of `text` set on one line at `pointSize`, in points: the advances of
  /// its characters plus the kerning between adjacent ones. It never contains a newline
  /// (``TextLayout`` splits paragraphs first).
  ///
  /// - Parameters:
  ///   - text: The characters of the run.
  ///   - pointSize: The font's size in points (finite, >= 0).
  func width(of text: Substring, pointSize: Double) -> Double

  /// The vertical metrics of a line at `pointSize`, in points.
  func lineMetrics(pointSize: Double) -> LineMetrics
}

extension TextMeasuring {
  /// The advance width of `text` set on one line at `pointSize`, in points.
  public func width(of text: String, pointSize: Double) -> Double {
    width(of: text[...], pointSize: pointSize)
  }
}

// MARK: - Line metrics

/// The vertical metrics of one line of text, in points, with UIFont's signs and names:
/// `ascender` above the baseline (positive), `descender` below it (negative), `leading` the
/// extra space between lines, and ``lineHeight`` = ascender - descender + leading.
public struct LineMetrics: Hashable, Sendable {
  /// Distance from the baseline to the top of the line (positive).
  public var ascender: Double
  /// Distance from the baseline to the bottom of the glyphs, negative as in UIFont.
  public var descender: Double
  /// Extra space added below each line (UIFont's `leading`, a font's line gap).
  public var leading: Double
  /// Height of capital letters above the baseline.
  public var capHeight: Double
  /// Height of lower-case letters such as "x" above the baseline.
  public var xHeight: Double

  /// Line metrics in points.
  public init(
    ascender: Double, descender: Double, leading: Double, capHeight: Double, xHeight: Double
  ) {
    self.ascender = ascender
    self.descender = descender
    self.leading = leading
    self.capHeight = capHeight
    self.xHeight = xHeight
  }

  /// The distance from one baseline to the next: ascender - descender + leading (UIFont's
  /// `lineHeight`).
  public var lineHeight: Double { ascender - descender + leading }
}
