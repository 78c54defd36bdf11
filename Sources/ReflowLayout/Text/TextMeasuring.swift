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

  /// The advance of each character of `text` (a `Character`, as Swift counts them) alone,
  /// and its kerning with the next one (0 after the last), in points: the widths line
  /// breaking adds up, so that it measures each paragraph once.
  ///
  /// The default implementation measures each character and each adjacent pair with
  /// `width(of:pointSize:)`: exact when a run's width is its characters' advances plus the
  /// kerning of adjacent pairs, as for ``FontMetrics``.
  func characterAdvances(of text: Substring, pointSize: Double) -> [CharacterAdvance]
}

/// A character's advance alone and its kerning with the character after it, in points.
public struct CharacterAdvance: Hashable, Sendable {
  /// The character's width on its own.
  public var advance: Double
  /// What is added when the next character follows it (negative: closer).
  public var kerning: Double

  /// An advance and a kerning in points.
  public init(advance: Double, kerning: Double) {
    self.advance = advance
    self.kerning = kerning
  }
}

extension TextMeasuring {
  /// The advance width of `text` set on one line at `pointSize`, in points.
  public func width(of text: String, pointSize: Double) -> Double {
    width(of: text[...], pointSize: pointSize)
  }

  /// Each character measured alone, and each adjacent pair together for the kerning.
  ///
  /// - Complexity: 2n measurements of one or two characters.
  public func characterAdvances(of text: Substring, pointSize: Double) -> [CharacterAdvance] {
    var result: [CharacterAdvance] = []
    var previous: Substring.Index?
    var i = text.startIndex
    while i < text.endIndex {
      let next = text.index(after: i)
      let advance = width(of: text[i..<next], pointSize: pointSize)
      if let previous {
        let pair = width(of: text[previous..<next], pointSize: pointSize)
        result[result.count - 1].kerning = pair - result[result.count - 1].advance - advance
      }
      result.append(CharacterAdvance(advance: advance, kerning: 0))
      previous = i
      i = next
    }
    return result
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
