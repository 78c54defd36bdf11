import ReflowLayout
import Testing

/// The generated tables against numbers read from the font files with fontTools
/// (`TTFont("DejaVuSans.ttf")`: `['hmtx'][glyph][0]`, `['kern'].kernTables[0][(l, r)]`,
/// `['hhea']`, `['glyf']['H'].yMax`), written here by hand.
@Suite("Font metrics")
struct FontMetricsTests {
  let sans = FontMetrics.dejaVuSans
  let serif = FontMetrics.dejaVuSerif

  @Test("The line metrics are the hhea values, cap and x height the tops of H and x")
  func lineMetricsInFontUnits() {
    #expect(sans.unitsPerEm == 2048)
    #expect((sans.ascender, sans.descender, sans.lineGap) == (1901, -483, 0))
    #expect((sans.capHeight, sans.xHeight) == (1493, 1120))
    #expect((serif.ascender, serif.descender, serif.lineGap) == (1901, -483, 0))
    #expect((serif.capHeight, serif.xHeight) == (1493, 1063))
    // .notdef's advance.
    #expect(sans.fallbackAdvance == 1229 && serif.fallbackAdvance == 1229)
  }

  @Test("Advance widths of a few glyphs, as hmtx gives them", arguments: [
    // (character, DejaVu Sans, DejaVu Serif)
    ("H", 1540, 1786), ("e", 1260, 1212), ("l", 569, 655), ("o", 1253, 1233), (" ", 651, 651),
    ("\u{A0}", 651, 651), ("é", 1260, 1212), ("Ł", 1151, 1370), ("\u{2014}", 2048, 2048),
    ("\u{2013}", 1024, 1024), ("\u{2026}", 2048, 2048), ("\u{201C}", 1061, 1047),
    ("\u{20AC}", 1303, 1303),
  ])
  func advances(_ character: Character, _ sansAdvance: Int, _ serifAdvance: Int) {
    let scalar = character.unicodeScalars.first!
    #expect(sans.advance(of: scalar) == sansAdvance, "DejaVu Sans \(character)")
    #expect(serif.advance(of: scalar) == serifAdvance, "DejaVu Serif \(character)")
  }

  @Test("Kerning pairs from the kern table; unkerned pairs are 0")
  func kerning() {
    #expect(sans.kerning("A", "V") == -131)
    #expect(sans.kerning("V", "A") == -131)
    #expect(sans.kerning("T", "o") == -348)
    #expect(sans.kerning("W", "o") == -120)
    #expect(sans.kerning("-", "T") == -188)
    #expect(sans.kerning("V", "e") == -159)
    #expect(sans.kerning("H", "e") == 0)
    // Kerning follows the glyph: À kerns with V as A does.
    #expect(sans.kerning("À", "V") == -131)
  }

  @Test("A character the tables lack takes .notdef's advance; marks and format characters none")
  func fallbackAndInvisible() {
    #expect(sans.advance(of: "\u{4E2D}") == 1229)   // a CJK ideograph: not in the tables
    #expect(sans.advance(of: "\u{0301}") == 0)      // combining acute accent
    #expect(sans.advance(of: "\u{200B}") == 0)      // zero-width space
    #expect(sans.advance(of: "\u{AD}") == 0)        // soft hyphen: shown only at a break
  }

  @Test("A run's width: advances plus kerning, scaled by size / units per em")
  func runWidth() {
    // "Hello" at 17 pt: H 1540 + e 1260 + l 569 + l 569 + o 1253 = 5191 units, no kerned
    // pair among He, el, ll, lo; 5191 x 17 / 2048 = 43.08935546875.
    #expect(sans.width(of: "Hello", pointSize: 17) == 43.08935546875)
    // "AVA": A 1401 + V 1401 + A 1401 + AV -131 + VA -131 = 3941 units; at 17 pt
    // 3941 x 17 / 2048 = 32.71337890625.
    #expect(sans.advance(ofText: "AVA"[...]) == 3941)
    #expect(sans.width(of: "AVA", pointSize: 17) == 32.71337890625)
    // "To" at 2048 pt (one point per unit): T 1251 + o 1253 - 348 = 2156.
    #expect(sans.width(of: "To", pointSize: 2048) == 2156)
    #expect(sans.width(of: "", pointSize: 17) == 0)
  }

  @Test("Line metrics scale with the point size; line height = ascender - descender + leading")
  func scaledLineMetrics() throws {
    let font = try Font(sans, size: 17)
    // 1901 x 17 / 2048 = 15.7797851..., -483 x 17 / 2048 = -4.0092773...
    #expect(font.ascender == 1901.0 * 17 / 2048)
    #expect(font.descender == -483.0 * 17 / 2048)
    #expect(font.leading == 0)
    // (1901 + 483 + 0) x 17 / 2048 = 2384 x 17 / 2048 = 19.7890625
    #expect(font.lineHeight == 19.7890625)
    #expect(font.capHeight == 1493.0 * 17 / 2048)
    #expect(font.xHeight == 1120.0 * 17 / 2048)
  }

  @Test("Serif measures with its own tables")
  func serifRun() {
    // "Hello" in DejaVu Serif: H 1786 + e 1212 + l 655 + l 655 + o 1233 = 5541, no kerning.
    #expect(serif.advance(ofText: "Hello"[...]) == 5541)
  }
}

/// DejaVu Sans seen only through `width(of:pointSize:)` and `lineMetrics(pointSize:)`: the
/// protocol's default `characterAdvances` is what measures its characters.
struct WidthOnlyMetrics: TextMeasuring {
  let name = "DejaVu Sans, widths only"
  func width(of text: Substring, pointSize: Double) -> Double {
    FontMetrics.dejaVuSans.width(of: text, pointSize: pointSize)
  }
  func lineMetrics(pointSize: Double) -> LineMetrics {
    FontMetrics.dejaVuSans.lineMetrics(pointSize: pointSize)
  }
}

@Suite("Character advances")
struct CharacterAdvanceTests {
  @Test("Per character: the advance alone and the kerning with the next")
  func fontMetricsAdvances() {
    // "AVe\u{301}" at 2048 pt: A 1401 kerned -131 with V; V 1401 kerned -159 with e; e 1260
    // with the combining acute (no advance) inside the same character.
    let advances = FontMetrics.dejaVuSans.characterAdvances(
      of: "AVe\u{301}"[...], pointSize: 2048)
    #expect(advances == [
      CharacterAdvance(advance: 1401, kerning: -131), CharacterAdvance(advance: 1401, kerning: -159),
      CharacterAdvance(advance: 1260, kerning: 0),
    ])
  }

  @Test("The default implementation, from widths alone, gives the same numbers and lines",
        arguments: [
          // Not ASCII: measured character by character.
          "AVAT To Wo well-known fact, \u{201C}quoted\u{201D} e\u{301}t\u{E9} \u{2014} W.A.",
          // ASCII: measured byte by byte.
          "AVAT To Wo well-known fact, \"quoted\" W.A. Yo-yo\ttab  Fly",
        ])
  func defaultImplementation(_ text: String) throws {
    let own = FontMetrics.dejaVuSans.characterAdvances(of: text[...], pointSize: 2048)
    let derived = WidthOnlyMetrics().characterAdvances(of: text[...], pointSize: 2048)
    #expect(own == derived)
    let plain = try Font(WidthOnlyMetrics(), size: 17)
    for width in stride(from: 20.0, through: 300, by: 7) {
      let a = try TextLayout(
        text, font: Font.systemFont(ofSize: 17), width: width, numberOfLines: 0)
      let b = try TextLayout(text, font: plain, width: width, numberOfLines: 0)
      #expect(a.lines.map(\.text) == b.lines.map(\.text), "width \(width)")
    }
  }
}
