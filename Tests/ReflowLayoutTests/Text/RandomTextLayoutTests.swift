import ReflowLayout
import ReflowTesting
import Testing

/// Random texts (fixed seeds) laid out in random widths, line counts, modes and alignments:
/// the properties every layout must have, whatever the text. A failure prints the seed and
/// case that reproduce it.
@Suite("Random text layouts")
struct RandomTextLayoutTests {
  /// Pieces of text with the cases that matter: kerned pairs, hyphens and dashes, spaces,
  /// no-break spaces, tabs, newlines, combining marks (one on a space, which makes it no
  /// breaking space), a character outside the tables, a zero-width space, an ellipsis.
  static let pieces = [
    "Hello", "AV", "a", "Wo", "well-known", " ", "  ", "\n", "\u{A0}", "…", "é", "e\u{301}",
    "\u{4E2D}", "\u{200B}", "\u{2014}", "To", "\r\n", "x", "\t", " \u{301}",
  ]

  @Test("Lines never exceed the limit or the width; wrapping loses no character",
        arguments: [1, 2, 3, 4])
  func properties(seed: UInt64) throws {
    var random = SplitMix64(seed: seed)
    for index in 0..<500 {
      let text = (0..<Int.random(in: 0...12, using: &random)).map { _ in
        Self.pieces.randomElement(using: &random)!
      }.joined()
      let width = [0, 500, 2000, 5000, 8000, 20000, Double.infinity,
                   Double.random(in: 0...20000, using: &random)].randomElement(using: &random)!
      let limit = Int.random(in: 0...3, using: &random)
      let mode = LineBreakMode.allCases.randomElement(using: &random)!
      let alignment = TextAlignment.allCases.randomElement(using: &random)!
      let context = "seed \(seed) case \(index): \(text.debugDescription) width \(width) "
        + "lines \(limit) \(mode) \(alignment)"
      let layout = try TextLayout(
        text, font: unitFont, width: width, numberOfLines: limit, lineBreakMode: mode,
        alignment: alignment)
      check(layout, text: text, width: width, limit: limit, mode: mode, context)
    }
  }

  func check(
    _ layout: TextLayout, text: String, width: Double, limit: Int, mode: LineBreakMode,
    _ context: String
  ) {
    #expect(limit == 0 || layout.lines.count <= limit, "\(context)\n\(layout)")
    #expect(layout.size.height == Double(layout.lines.count) * 2384, "\(context)")
    #expect(layout.size.width <= width, "\(context)")
    for (i, line) in layout.lines.enumerated() {
      #expect(line.x >= 0 && line.baseline == 1901 + Double(i) * 2384, "\(context)")
      #expect(line.width == unitFont.width(of: line.text), "\(context): line \(i)")
      let visible = line.text.trimmingSpaces
      // A line wider than the width holds one character, is clipped, or is an ellipsis.
      if unitFont.width(of: visible) > width {
        let allowed = visible.count <= 1 || mode == .byClipping || visible == "…"
        #expect(allowed, "\(context): line \(i) \(line)")
      }
    }
    if limit == 0 {
      #expect(!layout.isTruncated, "\(context)")
      if mode != .byClipping {
        // Wrapping drops only the spaces where lines break and the newlines.
        #expect(layout.lines.map(\.text).joined().withoutSpaces == text.withoutSpaces,
                "\(context)\n\(layout)")
      }
    }
  }
}

extension String {
  var trimmingSpaces: String {
    var text = self
    while text.last == " " || text.last == "\t" { text.removeLast() }
    return text
  }

  var withoutSpaces: String { String(filter { $0 != " " && $0 != "\t" && !$0.isNewline }) }
}
