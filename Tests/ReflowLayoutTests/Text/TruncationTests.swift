import ReflowLayout
import Testing

/// What each line break mode does with text that does not fit. Widths at 2048 pt (one point
/// per font unit), from DejaVu Sans's advances: "Hello" 5191, space 651, "world" 5639,
/// "again" = 1255 + 1300 + 1255 + 569 + 1298 = 5677, the ellipsis "…" 2048; no kerning pair
/// in these texts.
@Suite("Truncation")
struct TruncationTests {
  func layout(
    _ text: String, width: Double = 8000, lines: Int = 1, _ mode: LineBreakMode
  ) throws -> TextLayout {
    try TextLayout(text, font: unitFont, width: width, numberOfLines: lines, lineBreakMode: mode)
  }

  @Test("One line of 8000 for 'Hello world' (11481), in every mode", arguments: [
    // Tail: "Hello w…" = 5191 + 651 + 1675 + 2048 = 9565 is too wide; "Hello…" (the space
    // before the ellipsis dropped) = 5191 + 2048 = 7239.
    (LineBreakMode.byTruncatingTail, "Hello…", 7239.0),
    // Head: "…o world" = 2048 + 1253 + 651 + 5639 = 9591 too wide; "…world" = 7687.
    (.byTruncatingHead, "…world", 7687),
    // Middle, k characters kept, ceil(k/2) first: k = 6 "Hel…rld" = 1540 + 1260 + 569 + 2048
    // + 842 + 569 + 1300 = 8128 too wide; k = 5 "Hel…ld" = 7286.
    (.byTruncatingMiddle, "Hel…ld", 7286),
    // Clipping: the whole paragraph on the line, clipped when drawn.
    (.byClipping, "Hello world", 11481),
    // Word wrapping: the first line as wrapping makes it.
    (.byWordWrapping, "Hello", 5191),
    // Character wrapping: "Hello w" = 7517; with "o" 8770.
    (.byCharWrapping, "Hello w", 7517),
  ])
  func singleLine(_ mode: LineBreakMode, _ expected: String, _ width: Double) throws {
    let text = try layout("Hello world", mode)
    #expect(texts(text) == [expected], "\(mode)")
    #expect(widths(text) == [width], "\(mode)")
    #expect(text.isTruncated, "\(mode)")
    // The size never exceeds the width laid out in (a clipped line is wider).
    #expect(text.size == Size(width: min(width, 8000), height: 2384), "\(mode)")
  }

  @Test("Text that fits is not truncated", arguments: LineBreakMode.allCases)
  func fits(_ mode: LineBreakMode) throws {
    let text = try layout("Hello", mode)
    #expect(texts(text) == ["Hello"] && !text.isTruncated, "\(mode)")
  }

  @Test("Two lines of 8000 for 'Hello world again' (three when wrapped)", arguments: [
    // The second line is the rest of the paragraph, "world again" (11967), truncated.
    // Tail: "world a…" = 5639 + 651 + 1255 + 2048 = 9593 too wide; "world…" = 7687.
    (LineBreakMode.byTruncatingTail, ["Hello", "world…"], [5191.0, 7687]),
    // Head: "…d again" = 9676 too wide; "…again" = 2048 + 5677 = 7725.
    (.byTruncatingHead, ["Hello", "…again"], [5191, 7725]),
    // Middle: "wor…ain" = 8940 too wide; "wor…in" = 1675 + 1253 + 842 + 2048 + 569 + 1298
    // = 7685.
    (.byTruncatingMiddle, ["Hello", "wor…in"], [5191, 7685]),
    (.byClipping, ["Hello", "world again"], [5191, 11967]),
    (.byWordWrapping, ["Hello", "world"], [5191, 5639]),
    // Characters: "Hello w" (7517), then "orld ag" = 3964 + 651 + 1255 + 1300 = 7170
    // (with "a": 8425).
    (.byCharWrapping, ["Hello w", "orld ag"], [7517, 7170]),
  ])
  func twoLines(_ mode: LineBreakMode, _ expected: [String], _ lineWidths: [Double]) throws {
    let text = try layout("Hello world again", lines: 2, mode)
    #expect(texts(text) == expected, "\(mode)")
    #expect(widths(text) == lineWidths, "\(mode)")
    #expect(text.isTruncated && text.size.height == 2 * 2384, "\(mode)")
  }

  @Test("No limit on lines: nothing is truncated", arguments: LineBreakMode.allCases)
  func unlimited(_ mode: LineBreakMode) throws {
    let text = try layout("Hello world again", lines: 0, mode)
    #expect(!text.isTruncated && text.lines.count >= 3, "\(mode): \(text)")
  }

  @Test("Paragraphs cut by the number of lines end the last line with an ellipsis")
  func laterParagraphsCut() throws {
    // "Hello" fits; "world" is cut: "Hello…" = 5191 + 2048 = 7239.
    for mode in [LineBreakMode.byTruncatingTail, .byTruncatingHead, .byTruncatingMiddle] {
      let text = try layout("Hello\nworld", width: .infinity, mode)
      #expect(texts(text) == ["Hello…"] && widths(text) == [7239], "\(mode)")
      #expect(text.isTruncated)
    }
    let wrapped = try layout("Hello\nworld", width: .infinity, .byWordWrapping)
    #expect(texts(wrapped) == ["Hello"] && wrapped.isTruncated)
  }

  @Test("A width narrower than the ellipsis still shows the ellipsis")
  func narrowerThanEllipsis() throws {
    let text = try layout("Hello", width: 1000, .byTruncatingTail)
    #expect(texts(text) == ["…"] && widths(text) == [2048])
    #expect(text.size.width == 1000)
  }

  @Test("Truncation at 17 pt: 'Hello world' in 70 points")
  func truncationAtBodySize() throws {
    let body = Font.preferredFont(forTextStyle: .body)
    // 70 pt = 70 x 2048 / 17 = 8432.9 units: "Hello w…" (9565) does not fit, "Hello…" (7239)
    // does: 7239 x 17 / 2048 = 60.08935546875.
    let text = try TextLayout("Hello world", font: body, width: 70)
    #expect(texts(text) == ["Hello…"])
    #expect(widths(text) == [60.08935546875])
  }

  @Test("One line, a word wider than it: wrapping shows the characters that fit")
  func longWordOnOneLine() throws {
    // "Hello" (5191) in 4000: "Hell" = 3938 fits, "Hello" does not.
    let wrapped = try layout("Hello", width: 4000, .byWordWrapping)
    #expect(texts(wrapped) == ["Hell"] && wrapped.isTruncated)
    // Truncated instead: "He…" = 1540 + 1260 + 2048 = 4848 > 4000, "H…" = 3588 fits: the
    // tail keeps "H".
    let tail = try layout("Hello", width: 4000, .byTruncatingTail)
    #expect(texts(tail) == ["H…"] && widths(tail) == [3588])
  }

  @Test("A justified line cut by the number of lines is not stretched")
  func justifiedCutLine() throws {
    let text = try TextLayout(
      "Hello world again", font: unitFont, width: 8000, numberOfLines: 2,
      lineBreakMode: .byWordWrapping, alignment: .justified)
    #expect(texts(text) == ["Hello", "world"])
    #expect(text.lines.map(\.isJustified) == [true, false])
  }
}
