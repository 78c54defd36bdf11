// Generated from DejaVuSans.ttf (Version 2.37) by generate_font_metrics.py: do not edit.
// Regenerate from the package root with:
//   python3 Sources/ReflowLayout/Text/Fonts/generate_font_metrics.py
// The font's licence is DejaVu-LICENSE.txt, beside this file.

extension FontMetrics {
  /// DejaVu Sans (Version 2.37): line metrics from its 'hhea' table, advance widths of Basic
  /// Latin, Latin-1, Latin Extended-A, general punctuation and the euro sign, and its
  /// 2447 kerning pairs among them (from its 'kern' table), in 2048 units per em.
  public static let dejaVuSans = FontMetrics(
    name: "DejaVu Sans", unitsPerEm: 2048,
    ascender: 1901, descender: -483, lineGap: 0,
    capHeight: 1493, xHeight: 1120, fallbackAdvance: 1229,
    advances: [
      _AdvanceRange(first: 0x0020, widths: _dejaVuSansAdvances0020),
      _AdvanceRange(first: 0x00A0, widths: _dejaVuSansAdvances00A0),
      _AdvanceRange(first: 0x2010, widths: _dejaVuSansAdvances2010),
      _AdvanceRange(first: 0x20AC, widths: _dejaVuSansAdvances20AC),
    ],
    kerning: _dejaVuSansKerning)
}

/// Advance widths of U+0020...U+007E, in font units.
let _dejaVuSansAdvances0020: [UInt16] = [
  651, 821, 942, 1716, 1303, 1946, 1597, 563, 799, 799, 1024, 1716, 651, 739, 651, 690, 1303,
  1303, 1303, 1303, 1303, 1303, 1303, 1303, 1303, 1303, 690, 690, 1716, 1716, 1716, 1087, 2048,
  1401, 1405, 1430, 1577, 1294, 1178, 1587, 1540, 604, 604, 1343, 1141, 1767, 1532, 1612, 1235,
  1612, 1423, 1300, 1251, 1499, 1401, 2025, 1403, 1251, 1403, 799, 690, 799, 1716, 1024, 1024,
  1255, 1300, 1126, 1300, 1260, 721, 1300, 1298, 569, 569, 1186, 569, 1995, 1298, 1253, 1300,
  1300, 842, 1067, 803, 1298, 1212, 1675, 1212, 1212, 1075, 1303, 690, 1303, 1716,
]

/// Advance widths of U+00A0...U+017F, in font units.
let _dejaVuSansAdvances00A0: [UInt16] = [
  651, 821, 1303, 1303, 1303, 1303, 690, 1024, 1024, 2048, 965, 1253, 1716, 739, 2048, 1024,
  1024, 1716, 821, 821, 1024, 1303, 1303, 651, 1024, 821, 965, 1253, 1985, 1985, 1985, 1087,
  1401, 1401, 1401, 1401, 1401, 1401, 1995, 1430, 1294, 1294, 1294, 1294, 604, 604, 604, 604,
  1587, 1532, 1612, 1612, 1612, 1612, 1612, 1716, 1612, 1499, 1499, 1499, 1499, 1251, 1239,
  1290, 1255, 1255, 1255, 1255, 1255, 1255, 2011, 1126, 1260, 1260, 1260, 1260, 569, 569, 569,
  569, 1253, 1298, 1253, 1253, 1253, 1253, 1253, 1716, 1253, 1298, 1298, 1298, 1298, 1212, 1300,
  1212, 1401, 1255, 1401, 1255, 1401, 1255, 1430, 1126, 1430, 1126, 1430, 1126, 1430, 1126,
  1577, 1300, 1587, 1300, 1294, 1260, 1294, 1260, 1294, 1260, 1294, 1260, 1294, 1260, 1587,
  1300, 1587, 1300, 1587, 1300, 1587, 1300, 1540, 1298, 1876, 1423, 604, 569, 604, 569, 604,
  569, 604, 569, 604, 569, 1208, 1138, 604, 569, 1343, 1186, 1186, 1141, 569, 1141, 569, 1141,
  768, 1141, 700, 1151, 582, 1532, 1298, 1532, 1298, 1532, 1298, 1666, 1532, 1298, 1612, 1253,
  1612, 1253, 1612, 1253, 2191, 2095, 1423, 842, 1423, 842, 1423, 842, 1300, 1067, 1300, 1067,
  1300, 1067, 1300, 1067, 1251, 803, 1251, 803, 1251, 803, 1499, 1298, 1499, 1298, 1499, 1298,
  1499, 1298, 1499, 1298, 1499, 1298, 2025, 1675, 1251, 1212, 1251, 1403, 1075, 1403, 1075,
  1403, 1075, 721,
]

/// Advance widths of U+2010...U+203A, in font units.
let _dejaVuSansAdvances2010: [UInt16] = [
  739, 739, 1303, 1024, 2048, 2048, 1024, 1024, 651, 651, 651, 651, 1061, 1061, 1061, 1061,
  1024, 1024, 1208, 1208, 685, 1367, 2048, 651, 0, 0, 0, 0, 0, 0, 0, 409, 2748, 3554, 465, 765,
  1065, 465, 765, 1065, 694, 819, 819,
]

/// Advance widths of U+20AC...U+20AC, in font units.
let _dejaVuSansAdvances20AC: [UInt16] = [
  1303,
]
