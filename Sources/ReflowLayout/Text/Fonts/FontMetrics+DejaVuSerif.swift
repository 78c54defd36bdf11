// Generated from DejaVuSerif.ttf (Version 2.37) by generate_font_metrics.py: do not edit.
// Regenerate from the package root with:
//   python3 Sources/ReflowLayout/Text/Fonts/generate_font_metrics.py
// The font's licence is DejaVu-LICENSE.txt, beside this file.

extension FontMetrics {
  /// DejaVu Serif (Version 2.37): line metrics from its 'hhea' table, advance widths of Basic
  /// Latin, Latin-1, Latin Extended-A, general punctuation and the euro sign, and its
  /// 1165 kerning pairs among them (from its 'kern' table), in 2048 units per em.
  public static let dejaVuSerif = FontMetrics(
    name: "DejaVu Serif", unitsPerEm: 2048,
    ascender: 1901, descender: -483, lineGap: 0,
    capHeight: 1493, xHeight: 1063, fallbackAdvance: 1229,
    advances: [
      _AdvanceRange(first: 0x0020, widths: _dejaVuSerifAdvances0020),
      _AdvanceRange(first: 0x00A0, widths: _dejaVuSerifAdvances00A0),
      _AdvanceRange(first: 0x2010, widths: _dejaVuSerifAdvances2010),
      _AdvanceRange(first: 0x20AC, widths: _dejaVuSerifAdvances20AC),
    ],
    kerning: _dejaVuSerifKerning)
}

/// Advance widths of U+0020...U+007E, in font units.
let _dejaVuSerifAdvances0020: [UInt16] = [
  651, 823, 942, 1716, 1303, 1946, 1823, 563, 799, 799, 1024, 1716, 651, 692, 651, 690, 1303,
  1303, 1303, 1303, 1303, 1303, 1303, 1303, 1303, 1303, 690, 690, 1716, 1716, 1716, 1098, 2048,
  1479, 1505, 1567, 1642, 1495, 1421, 1636, 1786, 809, 821, 1530, 1360, 2097, 1792, 1679, 1378,
  1679, 1542, 1403, 1366, 1726, 1479, 2105, 1458, 1352, 1423, 799, 690, 799, 1716, 1024, 1024,
  1221, 1311, 1147, 1311, 1212, 758, 1311, 1319, 655, 635, 1241, 655, 1942, 1319, 1233, 1311,
  1311, 979, 1051, 823, 1319, 1157, 1753, 1155, 1157, 1079, 1303, 690, 1303, 1716,
]

/// Advance widths of U+00A0...U+017F, in font units.
let _dejaVuSerifAdvances00A0: [UInt16] = [
  651, 823, 1303, 1303, 1303, 1303, 690, 1024, 1024, 2048, 973, 1253, 1716, 692, 2048, 1024,
  1024, 1716, 821, 821, 1024, 1331, 1303, 651, 1024, 821, 963, 1253, 1985, 1985, 1985, 1098,
  1479, 1479, 1479, 1479, 1479, 1479, 2050, 1567, 1495, 1495, 1495, 1495, 809, 809, 809, 809,
  1653, 1792, 1679, 1679, 1679, 1679, 1679, 1716, 1679, 1726, 1726, 1726, 1726, 1352, 1384,
  1368, 1221, 1221, 1221, 1221, 1221, 1221, 1925, 1147, 1212, 1212, 1212, 1212, 655, 655, 655,
  655, 1233, 1319, 1233, 1233, 1233, 1233, 1233, 1716, 1233, 1319, 1319, 1319, 1319, 1157, 1311,
  1157, 1479, 1221, 1479, 1221, 1479, 1221, 1567, 1147, 1567, 1147, 1567, 1147, 1567, 1147,
  1642, 1311, 1653, 1311, 1495, 1212, 1495, 1212, 1495, 1212, 1495, 1212, 1495, 1212, 1636,
  1311, 1636, 1311, 1636, 1311, 1636, 1311, 1786, 1319, 1786, 1319, 809, 655, 809, 655, 809,
  655, 809, 655, 809, 655, 1641, 1092, 821, 635, 1530, 1241, 1241, 1360, 655, 1360, 655, 1360,
  655, 1360, 655, 1370, 664, 1792, 1319, 1792, 1319, 1792, 1319, 1774, 1726, 1319, 1679, 1233,
  1679, 1233, 1679, 1233, 2329, 2025, 1542, 979, 1542, 979, 1542, 979, 1403, 1051, 1403, 1051,
  1403, 1051, 1403, 1051, 1366, 823, 1366, 823, 1366, 823, 1726, 1319, 1726, 1319, 1726, 1319,
  1726, 1319, 1726, 1319, 1726, 1319, 2105, 1753, 1352, 1157, 1352, 1423, 1079, 1423, 1079,
  1423, 1079, 758,
]

/// Advance widths of U+2010...U+203A, in font units.
let _dejaVuSerifAdvances2010: [UInt16] = [
  692, 692, 1303, 1024, 2048, 2048, 1024, 1024, 651, 651, 651, 651, 1047, 1047, 1061, 1047,
  1024, 1024, 1208, 1208, 684, 1366, 2048, 1229, 1229, 1229, 0, 0, 0, 0, 0, 409, 2748, 3551,
  465, 765, 1065, 465, 765, 1065, 694, 819, 819,
]

/// Advance widths of U+20AC...U+20AC, in font units.
let _dejaVuSerifAdvances20AC: [UInt16] = [
  1303,
]
