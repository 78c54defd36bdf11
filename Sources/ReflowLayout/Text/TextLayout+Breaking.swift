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

  func width(_ text: Substring) -> Double {
    font.metrics.width(of: text, pointSize: font.pointSize)
  }

  /// Whether `width` fits, with room for the rounding of sums of advances.
  func fits(_ width: Double) -> Bool { width <= maxWidth + 1e-9 * max(1, maxWidth) }

  /// The lines of `text`, at most `limit` of them (0: no limit), and whether text was cut.
  func lines(of text: String, limit: Int) -> (lines: [_BrokenLine], isTruncated: Bool) {
    var paragraphs = text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline)
    // A newline at the very end adds no empty line; empty text has no line at all.
    if paragraphs.last?.isEmpty == true { paragraphs.removeLast() }
    var result: [_BrokenLine] = []
    for (p, paragraph) in paragraphs.enumerated() {
      var start = paragraph.startIndex
      repeat {
        let end = lineEnd(in: paragraph, from: start)
        let isLastOfParagraph = end == paragraph.endIndex
        let isLastAllowed = limit > 0 && result.count == limit - 1
        if isLastAllowed && !(isLastOfParagraph && p == paragraphs.count - 1) {
          // Text remains after this line: the mode decides what the last line shows.
          let rest = paragraph[start...]
          result.append(lastLine(rest, wrapped: paragraph[start..<end], cutsLater: true))
          return (result, true)
        }
        result.append(line(paragraph[start..<end], endsParagraph: isLastOfParagraph))
        start = end
      } while start < paragraph.endIndex
    }
    return (result, false)
  }

  /// A line that wrapped (trailing spaces hang: dropped) or ends its paragraph (kept).
  func line(_ text: Substring, endsParagraph: Bool) -> _BrokenLine {
    let shown = endsParagraph ? text : text.droppingTrailingSpaces
    return _BrokenLine(text: shown, width: width(shown), isWrapped: !endsParagraph)
  }

  // MARK: Greedy wrapping

  /// The end of the line starting at `start`: as many segments (a word and the spaces after
  /// it, or one character in character wrapping) as fit, their last spaces hanging; a first
  /// segment wider than the line is broken between characters (one character at least).
  func lineEnd(in paragraph: Substring, from start: Substring.Index) -> Substring.Index {
    guard start < paragraph.endIndex else { return start }  // an empty paragraph
    var end = start
    while end < paragraph.endIndex {
      let next = segmentEnd(in: paragraph, from: end)
      guard fits(width(paragraph[start..<next].droppingTrailingSpaces)) else { break }
      end = next
    }
    if end > start { return end }
    // The first segment alone is too wide: as many of its characters as fit, then any spaces.
    let word = paragraph[start..<segmentEnd(in: paragraph, from: start)].droppingTrailingSpaces
    let count = largestCount(upTo: word.count) { fits(width(word.prefix($0))) }
    return paragraph.index(start, offsetBy: max(1, count))
  }

  /// The end of the segment from `start`: after the next break opportunity and the spaces
  /// that follow it.
  func segmentEnd(in text: Substring, from start: Substring.Index) -> Substring.Index {
    var i = start
    if mode == .byCharWrapping {
      i = text.index(after: i)
    } else {
      while i < text.endIndex, !text[i].isBreakingSpace {
        let c = text[i]
        i = text.index(after: i)
        if c.breaksAfter { break }
      }
    }
    while i < text.endIndex, text[i].isBreakingSpace { i = text.index(after: i) }
    return i
  }

  // MARK: The last line

  /// The last line allowed when text remains after it: `rest` is the rest of its paragraph,
  /// `wrapped` the line wrapping would give.
  func lastLine(_ rest: Substring, wrapped: Substring, cutsLater: Bool) -> _BrokenLine {
    switch mode {
    case .byWordWrapping, .byCharWrapping:
      return _BrokenLine(
        text: wrapped.droppingTrailingSpaces, width: width(wrapped.droppingTrailingSpaces),
        isWrapped: false)
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

// MARK: - Characters

extension Character {
  /// A space a line may break after (not the no-break spaces).
  var isBreakingSpace: Bool { self == " " || self == "\t" || self == "\u{3000}" }

  /// A character a line may break after: hyphens, en and em dashes, zero-width space.
  var breaksAfter: Bool {
    self == "-" || self == "\u{2010}" || self == "\u{2013}" || self == "\u{2014}"
      || self == "\u{200B}"
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
