import ReflowLayout
import ReflowTesting
import Testing

/// Every distribution with every alignment, on both axes, against frames worked out by hand
/// from the rules of Docs/stacks.md.
///
/// The stack holds a (intrinsic 40x20), b (60x30) and c (80x10), spacing 10, at the root's
/// top-left corner. Along its axis the stack is 300 long (width 300 for a row, height 300
/// for a column); across it nothing sizes the stack. For `.fill` distribution b hugs less
/// on the axis (200), so it is the view that stretches.
///
/// Along the axis (a, b, c as start/length), worked out by hand:
///
/// | distribution | row (x/width) | column (y/height) |
/// |---|---|---|
/// | fill | 0/40, 50/160, 220/80 (b = 300 - 40 - 80 - 2x10) | 0/20, 30/250, 290/10 (b = 300 - 20 - 10 - 20) |
/// | fillEqually | each (300 - 20) / 3 = 93.333: 0, 103.333, 206.667 | the same |
/// | fillProportionally | 280 x 40/180 = 62.222, 280 x 60/180 = 93.333, 280 x 80/180 = 124.444 at 0, 72.222, 175.556 | 280 x 20/60 = 93.333, 140, 46.667 at 0, 103.333, 253.333 |
/// | equalSpacing | intrinsic, gaps (300 - 180) / 2 = 60: 0, 100, 220 | gaps (300 - 60) / 2 = 120: 0, 140, 290 |
/// | equalCentering | centres 20 and 260, so b's at 140: 0, 110, 220 | centres 10 and 295, b's at 152.5: 0, 137.5, 290 |
///
/// Across it (a, b, c as start/length; the stack hugs the largest view, 30 high or 80 wide):
///
/// | alignment | row (y/height) | column (x/width) |
/// |---|---|---|
/// | fill | all 0/30 (compression resistance beats hugging) | all 0/80 |
/// | leading, top | 0/20, 0/30, 0/10 | 0/40, 0/60, 0/80 |
/// | center | 5/20, 0/30, 10/10 | 20/40, 10/60, 0/80 |
/// | trailing, bottom | 10/20, 0/30, 20/10 | 40/40, 20/60, 0/80 |
/// | firstBaseline, lastBaseline | baselines at the bottoms: as bottom | a column fills: as fill |
@Suite("Stack view: distributions and alignments")
struct StackViewLayoutTests {
  typealias Span = (start: Double, length: Double)

  static func along(_ d: StackView.Distribution, _ axis: LayoutAxis) -> [Span] {
    let row = axis == .horizontal
    switch d {
    case .fill:
      return row ? [(0, 40), (50, 160), (220, 80)] : [(0, 20), (30, 250), (290, 10)]
    case .fillEqually:
      let w = 280.0 / 3
      return [(0, w), (w + 10, w), (2 * w + 20, w)]
    case .fillProportionally:
      if row {
        let (a, b, c) = (280.0 * 40 / 180, 280.0 * 60 / 180, 280.0 * 80 / 180)
        return [(0, a), (a + 10, b), (a + b + 20, c)]
      }
      let (a, b, c) = (280.0 * 20 / 60, 280.0 * 30 / 60, 280.0 * 10 / 60)
      return [(0, a), (a + 10, b), (a + b + 20, c)]
    case .equalSpacing:
      return row ? [(0, 40), (100, 60), (220, 80)] : [(0, 20), (140, 30), (290, 10)]
    case .equalCentering:
      return row ? [(0, 40), (110, 60), (220, 80)] : [(0, 20), (137.5, 30), (290, 10)]
    }
  }

  static func across(_ a: StackView.Alignment, _ axis: LayoutAxis) -> [Span] {
    let row = axis == .horizontal
    switch (a, row) {
    case (.fill, true): return [(0, 30), (0, 30), (0, 30)]
    case (.fill, false), (.firstBaseline, false), (.lastBaseline, false):
      return [(0, 80), (0, 80), (0, 80)]
    case (.leading, true), (.top, true): return [(0, 20), (0, 30), (0, 10)]
    case (.leading, false), (.top, false): return [(0, 40), (0, 60), (0, 80)]
    case (.center, true): return [(5, 20), (0, 30), (10, 10)]
    case (.center, false): return [(20, 40), (10, 60), (0, 80)]
    case (.trailing, true), (.bottom, true), (.firstBaseline, true), (.lastBaseline, true):
      return [(10, 20), (0, 30), (20, 10)]
    case (.trailing, false), (.bottom, false): return [(40, 40), (20, 60), (0, 80)]
    }
  }

  static let cases: [(StackView.Distribution, StackView.Alignment, LayoutAxis)] =
    StackView.Distribution.allCases.flatMap { d in
      StackView.Alignment.allCases.flatMap { a in [(d, a, .horizontal), (d, a, .vertical)] }
    }

  @Test("Frames of a, b, c for each distribution x alignment x axis", arguments: cases)
  func frames(_ distribution: StackView.Distribution, _ alignment: StackView.Alignment,
              _ axis: LayoutAxis) throws {
    let (window, stack, views) = try makeABCStack(axis: axis)
    stack.distribution = distribution
    stack.alignment = alignment
    #expect(stack.lastLayoutError == nil)
    if distribution == .fill { try views[1].setContentHuggingPriority(Priority(200), for: axis) }
    let along = Self.along(distribution, axis), across = Self.across(alignment, axis)
    for (i, v) in views.enumerated() {
      let expected = axis == .horizontal
        ? Rect(x: along[i].start, y: across[i].start, width: along[i].length, height: across[i].length)
        : Rect(x: across[i].start, y: along[i].start, width: across[i].length, height: along[i].length)
      #expect(v.frame.isClose(to: expected, tolerance: 1e-6),
              "\(v.name) should be at \(expected) in a \(axis) \(distribution) \(alignment) stack\n\(window.dump())")
    }
    let big = axis == .horizontal ? Size(width: 300, height: 30) : Size(width: 80, height: 300)
    #expect(stack.frame.size.isClose(to: big), "the stack hugs its views across:\n\(window.dump())")
    #expect(window.ambiguousViews().isEmpty, "\(window.ambiguousViews())")
  }
}

/// A window whose root holds a stack at (0, 0), 300 long along `axis`, with a (40x20),
/// b (60x30) and c (80x10) arranged, spacing 10.
func makeABCStack(axis: LayoutAxis, spacing: Double = 10) throws
  -> (Window, StackView, [View])
{
  let window = try Window(size: Size(width: 393, height: 852))
  let stack = StackView(name: "stack")
  stack.axis = axis
  stack.spacing = spacing
  let views = try [("a", 40.0, 20.0), ("b", 60, 30), ("c", 80, 10)].map { name, w, h in
    let v = View(name: name)
    try v.setIntrinsicContentSize(IntrinsicSize(width: w, height: h))
    stack.addArrangedSubview(v)
    return v
  }
  window.rootView.addSubview(stack)
  try activate {
    stack.leadingAnchor == window.rootView.leadingAnchor
    stack.topAnchor == window.rootView.topAnchor
    if axis == .horizontal { stack.widthAnchor == 300 } else { stack.heightAnchor == 300 }
  }
  return (window, stack, views)
}
