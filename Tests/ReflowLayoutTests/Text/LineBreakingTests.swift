import ReflowLayout
import Testing

/// Word wrapping, newlines and the size that fits. Widths at 2048 pt (one point per font
/// unit) from DejaVu Sans's advances: H 1540, e 1260, l 569, o 1253, space 651, w 1675,
/// r 842, d 1300, n 1298, t 803, h 1298, k 1186, "-" 739, f 721, a 1255, c 1126,
/// and its kerning pair r e -45 (no other pair in these words).
@Suite("Line breaking")
struct LineBreakingTests {
  // "Hello" = 1540 + 1260 + 569 + 569 + 1253 = 5191; "world" = 1675 + 1253 + 842 + 569 +
  // 1300 = 5639; "Hello world" = 5191 + 651 + 5639 = 11481.

  @Test("Without a width limit a paragraph is one line")
  func oneLine() throws {
    let text = try TextLayout("Hello world", font: unitFont, numberOfLines: 0)
    #expect(texts(text) == ["Hello world"])
    #expect(widths(text) == [11481])
    #expect(text.size == Size(width: 11481, height: 2384))
    #expect(text.firstBaseline == 1901 && text.lastBaseline == 1901)
    #expect(!text.isTruncated)
  }

  @Test("Words wrap at spaces; the space at the wrap does not count in the width")
  func wrapsAtSpaces() throws {
    // 11481 > 8000: "Hello" (5191, its space hanging) then "world" (5639).
    let text = try TextLayout("Hello world", font: unitFont, width: 8000, numberOfLines: 0)
    #expect(texts(text) == ["Hello", "world"])
    #expect(widths(text) == [5191, 5639])
    // The widest line by two line heights; baselines one line height apart.
    #expect(text.size == Size(width: 5639, height: 4768))
    #expect(text.lines.map(\.baseline) == [1901, 4285])
    #expect(text.firstBaseline == 1901 && text.lastBaseline == 4285)
    #expect(!text.isTruncated)
  }

  @Test("A word exactly as wide as the line fits")
  func exactFit() throws {
    let text = try TextLayout("Hello world", font: unitFont, width: 5639, numberOfLines: 0)
    #expect(texts(text) == ["Hello", "world"])
  }

  @Test("Kerning counts: 'three' fits in 5418 only because of the pair r e")
  func kerningDecidesTheBreak() throws {
    // one = 1253 + 1298 + 1260 = 3811, two = 803 + 1675 + 1253 = 3731,
    // three = 803 + 1298 + 842 + 1260 + 1260 - 45 (r e) = 5418; "one two" = 8193.
    let text = try TextLayout("one two three", font: unitFont, width: 5418, numberOfLines: 0)
    #expect(texts(text) == ["one", "two", "three"])
    #expect(widths(text) == [3811, 3731, 5418])
    let narrower = try TextLayout("one two three", font: unitFont, width: 5417, numberOfLines: 0)
    #expect(texts(narrower) == ["one", "two", "thre", "e"])
  }

  @Test("A line may break after a hyphen")
  func breaksAfterHyphens() throws {
    // well-known = 1675 + 1260 + 569 + 569 + 739 + 1186 + 1298 + 1253 + 1675 + 1298 = 11522;
    // well- = 4812, known = 6710, fact = 721 + 1255 + 1126 + 803 = 3905.
    let wide = try TextLayout("well-known fact", font: unitFont, width: 12000, numberOfLines: 0)
    #expect(texts(wide) == ["well-known", "fact"])
    let narrow = try TextLayout("well-known fact", font: unitFont, width: 11000, numberOfLines: 0)
    #expect(texts(narrow) == ["well-", "known", "fact"])
    #expect(widths(narrow) == [4812, 6710, 3905])
  }

  @Test("A no-break space does not break")
  func noBreakSpace() throws {
    // "Hello\u{A0}world" is one word of 11481: broken by characters, not at the space.
    let text = try TextLayout("Hello\u{A0}world", font: unitFont, width: 8000, numberOfLines: 0)
    #expect(texts(text) == ["Hello\u{A0}w", "orld"])
  }

  @Test("A word longer than the line is broken between characters")
  func longWord() throws {
    // 5190 < "Hello" (5191): "Hell" (3938) fits, "Hello" does not; "o world" = 7543 does
    // not fit, so "o" alone; "world" (5639) is broken again: "worl" (4339), then "d".
    let text = try TextLayout("Hello world", font: unitFont, width: 5190, numberOfLines: 0)
    #expect(texts(text) == ["Hell", "o", "worl", "d"])
    #expect(widths(text) == [3938, 1253, 4339, 1300])
    #expect(text.size == Size(width: 4339, height: 4 * 2384))
  }

  @Test("A line narrower than any character still shows one character per line")
  func zeroWidth() throws {
    let text = try TextLayout("Hi", font: unitFont, width: 0, numberOfLines: 0)
    #expect(texts(text) == ["H", "i"])
    // The size never exceeds the width laid out in.
    #expect(text.size == Size(width: 0, height: 2 * 2384))
  }

  @Test("Character wrapping breaks anywhere")
  func characterWrapping() throws {
    // "Hello w" = 5842 + 1675 = 7517 <= 8000 < 7517 + 1253 ("o").
    let text = try TextLayout(
      "Hello world", font: unitFont, width: 8000, numberOfLines: 0, lineBreakMode: .byCharWrapping)
    #expect(texts(text) == ["Hello w", "orld"])
    #expect(widths(text) == [7517, 3964])
  }

  @Test("Newlines start paragraphs; an empty paragraph is an empty line")
  func newlines() throws {
    let text = try TextLayout("Hello\n\nworld", font: unitFont, numberOfLines: 0)
    #expect(texts(text) == ["Hello", "", "world"])
    #expect(widths(text) == [5191, 0, 5639])
    #expect(text.size == Size(width: 5639, height: 3 * 2384))
    #expect(text.lastBaseline == 1901 + 2 * 2384)
    let crlf = try TextLayout("Hello\r\nworld", font: unitFont, numberOfLines: 0)
    #expect(texts(crlf) == ["Hello", "world"])
  }

  @Test("A newline at the end adds no line; a lone newline is one empty line")
  func trailingNewline() throws {
    #expect(texts(try TextLayout("Hello\n", font: unitFont, numberOfLines: 0)) == ["Hello"])
    let lone = try TextLayout("\n", font: unitFont, numberOfLines: 0)
    #expect(texts(lone) == [""])
    #expect(lone.size == Size(width: 0, height: 2384))
  }

  @Test("Empty text has no lines and no size")
  func emptyText() throws {
    let text = try TextLayout("", font: unitFont, width: 100, numberOfLines: 0)
    #expect(text.lines.isEmpty)
    #expect(text.size == Size(width: 0, height: 0))
    #expect(text.firstBaseline == 0 && text.lastBaseline == 0)
    #expect(!text.isTruncated)
  }

  @Test("Only spaces: one line whose spaces count, the size no wider than the width")
  func onlySpaces() throws {
    // Three spaces: 3 x 651 = 1953.
    let free = try TextLayout("   ", font: unitFont, numberOfLines: 0)
    #expect(texts(free) == ["   "] && widths(free) == [1953])
    #expect(free.size == Size(width: 1953, height: 2384))
    let narrow = try TextLayout("   ", font: unitFont, width: 1000, numberOfLines: 0)
    #expect(texts(narrow) == ["   "])
    #expect(narrow.size == Size(width: 1000, height: 2384))
  }

  @Test("Spaces at the end of a paragraph count; leading spaces stay")
  func spacesAtParagraphEnds() throws {
    // " Hello " = 651 + 5191 + 651 = 6493.
    let text = try TextLayout(" Hello ", font: unitFont, numberOfLines: 0)
    #expect(texts(text) == [" Hello "] && widths(text) == [6493])
  }

  @Test("Height for width at 17 pt: the measure a label will give")
  func heightForWidth() throws {
    let body = Font.preferredFont(forTextStyle: .body)   // 17 pt
    // At 60 pt wide "Hello world" (11481 x 17 / 2048 = 95.30...) wraps in two lines:
    // "Hello" 5191 x 17 / 2048 = 43.089..., "world" 5639 x 17 / 2048 = 46.80810546875;
    // height 2 x 2384 x 17 / 2048 = 39.578125.
    let size = try TextLayout.sizeThatFits("Hello world", font: body, width: 60, numberOfLines: 0)
    #expect(size == Size(width: 46.80810546875, height: 39.578125))
    let free = try TextLayout.sizeThatFits("Hello world", font: body, numberOfLines: 0)
    #expect(free == Size(width: 95.30126953125, height: 19.7890625))
  }

  @Test("The example of TextLayout's documentation")
  func documentedExample() throws {
    let font = Font.preferredFont(forTextStyle: .body)
    let text = try TextLayout("Hello, world", font: font, width: 60, numberOfLines: 0)
    // "Hello, world" = 5842 + 651 + 5639 = 12132 units, 100.7 pt at 17 pt: it wraps after
    // "Hello," (5842 x 17 / 2048 = 48.49 pt).
    #expect(text.lines.map(\.text) == ["Hello,", "world"])
    // The widest line is "Hello," (5842 > "world" 5639).
    #expect(text.size == Size(width: 5842.0 * 17 / 2048, height: 2 * font.lineHeight))
  }

  @Test("Bad numbers are refused with an error that says why")
  func badInput() throws {
    #expect(throws: TextLayoutError.invalidWidth(-1)) {
      try TextLayout("Hi", font: unitFont, width: -1)
    }
    #expect(throws: TextLayoutError.self) { try TextLayout("Hi", font: unitFont, width: .nan) }
    #expect(throws: TextLayoutError.invalidNumberOfLines(-2)) {
      try TextLayout("Hi", font: unitFont, numberOfLines: -2)
    }
    #expect(throws: TextLayoutError.invalidPointSize(-3)) { try Font(size: -3) }
    #expect(throws: TextLayoutError.self) { try Font(size: .infinity) }
    #expect(TextLayoutError.invalidNumberOfLines(-2).description
      == "numberOfLines must be >= 0 (0 for no limit), not -2.")
  }
}
