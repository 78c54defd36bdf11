import ReflowLayout

/// DejaVu Sans at 2048 pt: one point per font unit, so that every width below is a sum of
/// integers read from the font's tables (advances in `hmtx`, pairs in `kern`).
/// Its line height is 1901 + 483 = 2384 and its ascender 1901.
let unitFont = try! Font(FontMetrics.dejaVuSans, size: 2048)

/// The texts of `layout`'s lines.
func texts(_ layout: TextLayout) -> [String] { layout.lines.map(\.text) }

/// The widths of `layout`'s lines.
func widths(_ layout: TextLayout) -> [Double] { layout.lines.map(\.width) }
