// Where a label's text is drawn in its bounds: UIKit's `UILabel` centres its text vertically
// when the label is taller than the text (a label stretched by its constraints, a button's
// title), and pictures draw it there.

extension Label {
  /// Where the text is drawn, in the label's own coordinates: as wide as the label (each
  /// line's ``TextLayout/Line/x`` is inside that width) and as tall as its lines, centred
  /// vertically when the label is taller than its text, as UIKit's `UILabel` draws it; from
  /// the top when the label is as tall or shorter (the lines that do not fit are cut off
  /// at its bottom when drawn).
  ///
  /// A line's baseline in the label is `textFrame.y + line.baseline`. The baseline anchors
  /// do not move with the centring: ``firstBaselineOffset`` and ``lastBaselineOffset`` stay
  /// the font's ascent below the top and descent above the bottom.
  ///
  /// - Complexity: One text layout at the label's width.
  public var textFrame: Rect {
    let layout = textLayout
    let width = window == nil ? (intrinsicContentSize.width ?? 0) : max(0, frame.width)
    let height = window == nil ? layout.size.height : frame.height
    return Rect(
      x: 0, y: max(0, (height - layout.size.height) / 2), width: width,
      height: layout.size.height)
  }
}
