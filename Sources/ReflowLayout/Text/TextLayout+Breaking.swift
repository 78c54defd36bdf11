// MARK: - Line breaking

/// A line as the breaker makes it, before alignment.
struct _BrokenLine: Equatable {
  /// The characters shown.
  var text: Substring
  /// Its advance width in points.
  var width: Double
  /// Whether the line ends where its paragraph wraps (not at a paragraph's end, and not
  /// truncated or clipped): the lines ``TextAlignment/justified`` stretches.
  var isWrapped: Bool
}

/// Breaks text into lines: greedy word (or character) wrapping of each paragraph, then the
/// line break mode on the last line allowed.
struct _LineBreaker {
  let font: Font
  let maxWidth: Double
  let mode: LineBreakMode

  static let ellipsis = "\u{2026}"

  /// Whether a UTF-8 byte may belong to a newline (\n, \r, U+000B, U+000C, U+0085, U+2028,
  /// U+2029): text without such a byte is one paragraph, split without a pass over its
  /// characters.
  static func mayStartNewline(_ byte: UInt8) -> Bool {
    (0x0A...0x0D).contains(byte) || byte == 0x85 || byte == 0xA8 || byte == 0xA9
  }

  func width(_ text: Substring) -> Double {
    font.metrics.width(of: text, pointSize: font.pointSize)
  }

  /// Whether `width` fits, with room for the rounding of sums of advances.
  func fits(_ width: Double) -> Bool { width <= maxWidth + 1e-9 * max(1, maxWidth) }

  /// The paragraphs of `text` measured in `font`, which do not depend on the width: a label
  /// keeps them and breaks them again at each new width.
  static func paragraphs(of text: String, font: Font) -> [_Paragraph] {
    var paragraphs =
      text.utf8.contains(where: Self.mayStartNewline)
      ? text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline) : [text[...]]
    // A newline at the very end adds no empty line; empty text has no line at all.
    if paragraphs.last?.isEmpty == true { paragraphs.removeLast() }
    return paragraphs.map { _Paragraph($0, font: font) }
  }

  /// The lines of `text`, at most `limit` of them (0: no limit), and whether text was cut.
  func lines(of text: String, limit: Int) -> (lines: [_BrokenLine], isTruncated: Bool) {
    lines(of: Self.paragraphs(of: text, font: font), limit: limit)
  }

  /// The lines of paragraphs measured in this breaker's font (``paragraphs(of:font:)``).
  func lines(of paragraphs: [_Paragraph], limit: Int) -> (lines: [_BrokenLine], isTruncated: Bool)
  {
    var result: [_BrokenLine] = []
    for (p, paragraph) in paragraphs.enumerated() {
      var start = 0
      repeat {
        let end = lineEnd(in: paragraph, from: start)
        let isLastOfParagraph = end == paragraph.count
        let isLastAllowed = limit > 0 && result.count == limit - 1
        if isLastAllowed && !(isLastOfParagraph && p == paragraphs.count - 1) {
          // Text remains after this line: the mode decides what the last line shows.
          let wrapped = paragraph.text(start, paragraph.trimmedEnd(start, end))
          result.append(lastLine(paragraph.text(start, paragraph.count), wrapped: wrapped))
          return (result, true)
        }
        // A line that wraps drops the spaces it wraps at (they hang); a paragraph's end keeps
        // them.
        let shownEnd = isLastOfParagraph ? end : paragraph.trimmedEnd(start, end)
        let shown = paragraph.text(start, shownEnd)
        result.append(
          _BrokenLine(
            text: shown, width: paragraph.exactWidth(start, shownEnd) ?? width(shown),
            isWrapped: !isLastOfParagraph))
        start = end
      } while start < paragraph.count
    }
    return (result, false)
  }

  /// The size ``TextLayout`` gives `paragraphs` (the widest line, at most the width, by the
  /// lines' height), without making the lines' text: `nil` when `limit` cuts the text (the
  /// last line's mode then decides its width: lay it out).
  /// - Complexity: As ``lines(of:limit:)``, without allocating.
  func size(of paragraphs: [_Paragraph], limit: Int) -> Size? {
    var (count, widest) = (0, 0.0)
    for paragraph in paragraphs {
      var start = 0
      repeat {
        let end = lineEnd(in: paragraph, from: start)
        let shownEnd = end == paragraph.count ? end : paragraph.trimmedEnd(start, end)
        let lineWidth =
          paragraph.exactWidth(start, shownEnd) ?? width(paragraph.text(start, shownEnd))
        widest = max(widest, lineWidth)
        count += 1
        if limit > 0 && count > limit { return nil }
        start = end
      } while start < paragraph.count
    }
    return Size(
      width: min(widest, maxWidth), height: Double(count) * font.lineMetrics.lineHeight)
  }

  // MARK: Greedy wrapping

  /// The end of the line starting at `start`: as many segments (a word and the spaces after
  /// it, or one character in character wrapping) as fit, their last spaces hanging; a first
  /// segment wider than the line is broken between characters (one character at least).
  ///
  /// - Complexity: O(characters of the line), widths from the paragraph's sums.
  func lineEnd(in paragraph: _Paragraph, from start: Int) -> Int {
    guard start < paragraph.count else { return start }  // an empty paragraph
    // Most lines of a label are the whole rest of their paragraph.
    if fits(paragraph.width(start, paragraph.trimmedEnd(start, paragraph.count))) {
      return paragraph.count
    }
    var end = start
    while end < paragraph.count {
      let next = segmentEnd(in: paragraph, from: end)
      guard fits(paragraph.width(start, paragraph.trimmedEnd(start, next))) else { break }
      end = next
    }
    if end > start { return end }
    // The first segment alone is too wide: as many of its characters as fit, then any spaces.
    let wordEnd = paragraph.trimmedEnd(start, segmentEnd(in: paragraph, from: start))
    let count = largestCount(upTo: wordEnd - start) { fits(paragraph.width(start, start + $0)) }
    return start + max(1, count)
  }

  /// The end of the segment from `start`: after the next break opportunity and the spaces
  /// that follow it.
  func segmentEnd(in paragraph: _Paragraph, from start: Int) -> Int {
    var i = start
    if mode == .byCharWrapping {
      i += 1
    } else {
      while i < paragraph.count, !paragraph.isBreakingSpace(i) {
        i += 1
        if paragraph.breaksAfter(i - 1) { break }
      }
    }
    while i < paragraph.count, paragraph.isBreakingSpace(i) { i += 1 }
    return i
  }

  // MARK: The last line

  /// The last line allowed when text remains after it: `rest` is the rest of its paragraph,
  /// `wrapped` the line wrapping would give.
  func lastLine(_ rest: Substring, wrapped: Substring) -> _BrokenLine {
    switch mode {
    case .byWordWrapping, .byCharWrapping:
      return _BrokenLine(text: wrapped, width: width(wrapped), isWrapped: false)
    case .byClipping:
      return _BrokenLine(text: rest, width: width(rest), isWrapped: false)
    case .byTruncatingHead, .byTruncatingTail, .byTruncatingMiddle:
      let text = fits(width(rest)) ? truncatedTail(rest) : truncated(rest)
      return _BrokenLine(text: text[...], width: width(text[...]), isWrapped: false)
    }
  }

  /// `text` cut to fit with an ellipsis where the mode puts it.
  func truncated(_ text: Substring) -> String {
    switch mode {
    case .byTruncatingHead:
      let count = largestCount(upTo: text.count) { fits(width(head(text, keepingLast: $0))) }
      return String(head(text, keepingLast: count))
    case .byTruncatingMiddle:
      let count = largestCount(upTo: text.count) { fits(width(middle(text, keeping: $0))) }
      return String(middle(text, keeping: count))
    default:
      return truncatedTail(text)
    }
  }

  /// As much of the start of `text` as fits before an ellipsis.
  func truncatedTail(_ text: Substring) -> String {
    let count = largestCount(upTo: text.count) { fits(width(tail(text, keepingFirst: $0))) }
    return String(tail(text, keepingFirst: count))
  }

  func tail(_ text: Substring, keepingFirst count: Int) -> Substring {
    (String(text.prefix(count).droppingTrailingSpaces) + Self.ellipsis)[...]
  }

  func head(_ text: Substring, keepingLast count: Int) -> Substring {
    (Self.ellipsis + String(text.suffix(count).droppingLeadingSpaces))[...]
  }

  /// The first half (rounded up) and the last half of `count` characters around an ellipsis.
  func middle(_ text: Substring, keeping count: Int) -> Substring {
    let first = (count + 1) / 2
    return (String(text.prefix(first).droppingTrailingSpaces) + Self.ellipsis
      + String(text.suffix(count - first).droppingLeadingSpaces))[...]
  }

  /// The largest `k` in 0...limit for which `fits(k)` holds, `fits` being true up to some
  /// count and false after it (0 if it never holds).
  ///
  /// - Complexity: O(log limit) calls of `fits`.
  func largestCount(upTo limit: Int, _ fits: (Int) -> Bool) -> Int {
    var (low, high) = (0, limit)
    while low < high {
      let mid = (low + high + 1) / 2
      if fits(mid) { low = mid } else { high = mid - 1 }
    }
    return low
  }
}

// MARK: - Paragraphs

/// One paragraph measured once: where each character starts, what kind of break it allows,
/// and running sums of the characters' advances and kernings, so that the width of any run
/// of them is O(1).
struct _Paragraph {
  let source: Substring
  /// `bounds[i]` is where character `i` starts; `bounds[count]` is the end.
  let bounds: [Substring.Index]
  /// Per character, `_BreakClass` bits.
  let classes: [UInt8]
  /// `advanceSums[i]`: the advances of characters `0..<i`; `kerningSums[i]`: the kernings
  /// of characters `0..<i` with their next ones.
  let advanceSums: [Double]
  let kerningSums: [Double]
  /// With ``FontMetrics``, the same sums in whole font units, and the point size and units
  /// per em: a line's width from them is exactly the font's `width(of:)` of its text,
  /// without measuring its characters again.
  let unitSums: (advances: [Int], kernings: [Int], pointSize: Double, unitsPerEm: Double)?

  init(_ source: Substring, font: Font) {
    self.source = source
    // One pass over the characters (as index steps: making `Character` values is what costs).
    let fontMetrics = font.metrics as? FontMetrics
    let scale = fontMetrics.map { font.pointSize / Double($0.unitsPerEm) } ?? 0
    var bounds: [Substring.Index] = []
    var classes: [UInt8] = []
    var (a, k) = ([0.0], [0.0])
    var (ua, uk) = ([0], [0])
    var previousGlyph = -1
    var i = source.startIndex
    if let fontMetrics, source.utf8.allSatisfy({ $0 < 0x80 }) {
      // ASCII (the newlines are split off): each byte is a character and a code point, so
      // no grapheme breaking is needed.
      for byte in source.utf8 {
        classes.append(_BreakClass.of(UInt32(byte)))
        bounds.append(i)
        let (advance, kerning) = fontMetrics.measure(Unicode.Scalar(byte), after: &previousGlyph)
        k[k.count - 1] += Double(kerning) * scale
        a.append(a[a.count - 1] + Double(advance) * scale)
        k.append(k[k.count - 1])
        uk[uk.count - 1] += kerning
        ua.append(ua[ua.count - 1] + advance)
        uk.append(uk[uk.count - 1])
        i = source.utf8.index(after: i)
      }
    }
    while i < source.endIndex {
      let next = source.index(after: i)
      let scalars = source.unicodeScalars[i..<next]
      classes.append(_BreakClass.of(scalars))
      bounds.append(i)
      if let fontMetrics {
        let (advance, kerningBefore) = fontMetrics.measure(scalars, after: &previousGlyph)
        k[k.count - 1] += Double(kerningBefore) * scale
        a.append(a[a.count - 1] + Double(advance) * scale)
        k.append(k[k.count - 1])
        uk[uk.count - 1] += kerningBefore
        ua.append(ua[ua.count - 1] + advance)
        uk.append(uk[uk.count - 1])
      }
      i = next
    }
    bounds.append(source.endIndex)
    if fontMetrics == nil {
      for item in font.metrics.characterAdvances(of: source, pointSize: font.pointSize) {
        a.append(a[a.count - 1] + item.advance)
        k.append(k[k.count - 1] + item.kerning)
      }
    }
    self.bounds = bounds
    self.classes = classes
    advanceSums = a
    kerningSums = k
    unitSums = fontMetrics.map { (ua, uk, font.pointSize, Double($0.unitsPerEm)) }
  }

  var count: Int { classes.count }

  func isBreakingSpace(_ i: Int) -> Bool { classes[i] & _BreakClass.space != 0 }
  func breaksAfter(_ i: Int) -> Bool { classes[i] & _BreakClass.breakAfter != 0 }

  /// The width of characters `i..<j` on one line: their advances and the kernings between
  /// them (not the last one's with the character after the run).
  func width(_ i: Int, _ j: Int) -> Double {
    guard j > i else { return 0 }
    return (advanceSums[j] - advanceSums[i]) + (kerningSums[j - 1] - kerningSums[i])
  }

  /// The width of characters `i..<j` as the font's `width(of:)` gives it for their text, when
  /// the paragraph has whole-unit sums (``FontMetrics``).
  func exactWidth(_ i: Int, _ j: Int) -> Double? {
    guard let u = unitSums else { return nil }
    guard j > i else { return 0 }
    let units = (u.advances[j] - u.advances[i]) + (u.kernings[j - 1] - u.kernings[i])
    return Double(units) * u.pointSize / u.unitsPerEm
  }

  /// `j` moved back over the breaking spaces before it, not before `i`.
  func trimmedEnd(_ i: Int, _ j: Int) -> Int {
    var end = j
    while end > i, isBreakingSpace(end - 1) { end -= 1 }
    return end
  }

  /// The text of characters `i..<j`.
  func text(_ i: Int, _ j: Int) -> Substring { source[bounds[i]..<bounds[j]] }
}

/// What a character allows: a break after it as a space (which hangs), or a break after it
/// as a hyphen, dash or zero-width space. Only characters of one code point do.
enum _BreakClass {
  static let space: UInt8 = 1
  static let breakAfter: UInt8 = 2

  static func of(_ scalars: Substring.UnicodeScalarView.SubSequence) -> UInt8 {
    guard let first = scalars.first, scalars.index(after: scalars.startIndex) == scalars.endIndex
    else { return 0 }
    return of(first.value)
  }

  /// The class of a character of one code point.
  static func of(_ value: UInt32) -> UInt8 {
    switch value {
    case 0x20, 0x09, 0x3000: return space  // space, tab, ideographic space
    case 0x2D, 0x2010, 0x2013, 0x2014, 0x200B: return breakAfter  // hyphens, dashes, ZWSP
    default: return 0
    }
  }
}

// MARK: - Characters

extension Character {
  /// A space a line may break after (not the no-break spaces): space, tab, ideographic space.
  var isBreakingSpace: Bool {
    let scalars = String(self).unicodeScalars
    return _BreakClass.of(scalars[...]) == _BreakClass.space
  }
}

extension Substring {
  var droppingTrailingSpaces: Substring {
    var end = endIndex
    while end > startIndex, self[index(before: end)].isBreakingSpace { end = index(before: end) }
    return self[startIndex..<end]
  }

  var droppingLeadingSpaces: Substring { drop { $0.isBreakingSpace } }
}
