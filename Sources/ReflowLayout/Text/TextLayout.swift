/// Text laid out in lines at a width, as a label lays it out: greedy word wrapping,
/// explicit newlines, a number of lines, a ``LineBreakMode`` for what does not fit, and an
/// alignment that places each line.
///
/// ```swift
/// let font = Font.preferredFont(forTextStyle: .body)
/// let text = try TextLayout("Hello, world", font: font, width: 60, numberOfLines: 0)
/// text.lines.map(\.text)   // ["Hello,", "world"]
/// text.size                // the widest line x 2 line heights
/// ```
///
/// - Lines break after spaces and after hyphens and dashes (`-`, U+2010, en and em dash) and
///   at zero-width spaces; never at a no-break space. A word longer than the width is broken
///   between characters. Each newline (`\n`, `\r\n`, U+2028, U+2029) starts a paragraph; a
///   newline at the very end adds no empty line.
/// - The spaces at which a line wraps hang past its end: they are dropped from its
///   ``Line/text`` and do not count in its ``Line/width`` (as in UIKit). Spaces at the end of a
///   paragraph are kept and count.
/// - When `numberOfLines` cuts text, the last line shown follows the ``LineBreakMode``:
///   wrapping modes end it where it wraps; ``LineBreakMode/byClipping`` puts the rest of its
///   paragraph on it (drawn clipped at the width); the truncating modes fit the rest of its
///   paragraph into the width around an ellipsis "…" (spaces next to the ellipsis dropped),
///   and when that rest fits but later paragraphs are cut, end it with the ellipsis.
/// - Line `i` (from 0) has its baseline at `ascender + i x lineHeight` from the top; the
///   leading of a font with a line gap lies below each line's descender.
public struct TextLayout: Sendable, Equatable, CustomStringConvertible {
  /// One laid-out line.
  public struct Line: Sendable, Equatable, CustomStringConvertible {
    /// The characters shown on the line (an ellipsis included when truncated).
    public let text: String
    /// The advance width of ``text``, in points.
    public let width: Double
    /// The distance from the left of the layout width to the start of the line.
    public let x: Double
    /// The distance from the top of the text to the line's baseline.
    public let baseline: Double
    /// Whether the line is stretched to fill the width (``TextAlignment/justified``): its
    /// spaces widen when drawn, from ``x`` to the layout width.
    public let isJustified: Bool

    /// For example `"Hello," x 0 w 44.8 baseline 15.78`.
    public var description: String {
      "\"\(text)\" x \(formatNumber(x)) w \(formatNumber(width)) baseline \(formatNumber(baseline))"
    }
  }

  /// The lines, top to bottom; empty for empty text.
  public let lines: [Line]
  /// The size that fits the text: the width of the widest line (at most the width laid out
  /// in) and the number of lines x ``lineHeight``.
  public let size: Size
  /// The distance between baselines: the font's line height.
  public let lineHeight: Double
  /// The first line's baseline from the top (the ascender); 0 for empty text.
  public let firstBaseline: Double
  /// The last line's baseline from the top; 0 for empty text.
  public let lastBaseline: Double
  /// Whether some of the text is not shown: cut by the number of lines, truncated or clipped.
  public let isTruncated: Bool

  /// Lays out `text` in `width`.
  ///
  /// - Parameters:
  ///   - text: The text; newlines separate paragraphs.
  ///   - font: The font that measures it.
  ///   - width: The width to wrap and align in; `.infinity` (the default) never wraps and
  ///     aligns in the widest line.
  ///   - numberOfLines: The most lines shown, 0 for no limit; 1 by default, as UILabel's.
  ///   - lineBreakMode: What the last line does when text is cut; by default
  ///     ``LineBreakMode/byTruncatingTail``, as UILabel's.
  ///   - alignment: Where each line sits; ``TextAlignment/natural`` by default.
  ///   - layoutDirection: The direction ``TextAlignment/natural`` follows.
  /// - Throws: ``TextLayoutError/invalidWidth(_:)`` for a NaN or negative width,
  ///   ``TextLayoutError/invalidNumberOfLines(_:)`` for a negative count.
  /// - Complexity: About O(n x m) measured characters for n characters in lines of m.
  public init(
    _ text: String, font: Font, width: Double = .infinity, numberOfLines: Int = 1,
    lineBreakMode: LineBreakMode = .byTruncatingTail, alignment: TextAlignment = .natural,
    layoutDirection: LayoutDirection = .leftToRight
  ) throws(TextLayoutError) {
    try self.init(
      paragraphs: _LineBreaker.paragraphs(of: text, font: font), font: font, width: width,
      numberOfLines: numberOfLines, lineBreakMode: lineBreakMode, alignment: alignment,
      layoutDirection: layoutDirection)
  }

  /// Lays out paragraphs measured in `font` (``_LineBreaker/paragraphs(of:font:)``), as the
  /// public initializer lays out their text.
  init(
    paragraphs: [_Paragraph], font: Font, width: Double, numberOfLines: Int,
    lineBreakMode: LineBreakMode, alignment: TextAlignment, layoutDirection: LayoutDirection
  ) throws(TextLayoutError) {
    guard !width.isNaN, width >= 0 else { throw .invalidWidth(width) }
    guard numberOfLines >= 0 else { throw .invalidNumberOfLines(numberOfLines) }
    let breaker = _LineBreaker(font: font, maxWidth: width, mode: lineBreakMode)
    let broken = breaker.lines(of: paragraphs, limit: numberOfLines)
    let metrics = font.lineMetrics
    let widest = broken.lines.reduce(0) { max($0, $1.width) }
    let layoutWidth = width.isFinite ? width : widest
    lineHeight = metrics.lineHeight
    lines = broken.lines.enumerated().map { i, line in
      let justified = alignment == .justified && line.isWrapped
      return Line(
        text: String(line.text), width: line.width,
        x: justified
          ? 0
          : Self.offset(
            of: line.width, in: layoutWidth, alignment: alignment, direction: layoutDirection),
        baseline: metrics.ascender + Double(i) * metrics.lineHeight, isJustified: justified)
    }
    size = Size(width: min(widest, width), height: Double(lines.count) * metrics.lineHeight)
    firstBaseline = lines.first?.baseline ?? 0
    lastBaseline = lines.last?.baseline ?? 0
    isTruncated = broken.isTruncated
  }

  /// The size that fits `text` laid out at `width`: UIKit's `sizeThatFits` with a proposed
  /// width (height-for-width), for measuring a label.
  ///
  /// - Parameters: As the initializer's (alignment does not change the size).
  /// - Returns: The width of the widest line (at most `width`) and the lines' height.
  /// - Throws: As the initializer: ``TextLayoutError/invalidWidth(_:)``,
  ///   ``TextLayoutError/invalidNumberOfLines(_:)``.
  public static func sizeThatFits(
    _ text: String, font: Font, width: Double = .infinity, numberOfLines: Int = 1,
    lineBreakMode: LineBreakMode = .byTruncatingTail
  ) throws(TextLayoutError) -> Size {
    try TextLayout(
      text, font: font, width: width, numberOfLines: numberOfLines,
      lineBreakMode: lineBreakMode
    ).size
  }

  /// The x offset of a line of `lineWidth` in `width`, never negative (a line wider than the
  /// width starts at its left edge, and is clipped at the right when drawn).
  static func offset(
    of lineWidth: Double, in width: Double, alignment: TextAlignment, direction: LayoutDirection
  ) -> Double {
    let room = max(0, width - lineWidth)
    switch alignment {
    case .left: return 0
    case .right: return room
    case .center: return room / 2
    case .natural, .justified: return direction == .leftToRight ? 0 : room
    }
  }

  /// The lines, one per row, then the size: for failure messages.
  public var description: String {
    (lines.map(\.description) + ["size \(size)" + (isTruncated ? ", truncated" : "")])
      .joined(separator: "\n")
  }
}
