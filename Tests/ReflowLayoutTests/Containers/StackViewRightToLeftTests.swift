import ReflowLayout
import Testing

/// A stack arranges along its leading and trailing edges (UIKit's UIStackView lays out its
/// arranged subviews "from leading to trailing" for a horizontal axis, and `.leading` /
/// `.trailing` alignment of a vertical stack pin those edges): right to left, a row starts at
/// the right and a column's `.leading` views hug its right edge.
///
/// The frames are StackViewLayoutTests' left-to-right ones mirrored inside the stack: a row is
/// 300 wide, so a view along it at x with width w is at 300 - (x + w); a column hugs its widest
/// view (80), so a view across it at x with width w is at 80 - (x + w). y never changes.
@Suite("Stack view: right to left")
struct StackViewRightToLeftTests {
  static func expected(
    _ distribution: StackView.Distribution, _ alignment: StackView.Alignment, _ axis: LayoutAxis,
    rightToLeft: Bool
  ) -> [Rect] {
    let along = StackViewLayoutTests.along(distribution, axis)
    let across = StackViewLayoutTests.across(alignment, axis)
    return (0..<3).map { i in
      if axis == .horizontal {
        let x = rightToLeft ? 300 - (along[i].start + along[i].length) : along[i].start
        return Rect(x: x, y: across[i].start, width: along[i].length, height: across[i].length)
      }
      let x = rightToLeft ? 80 - (across[i].start + across[i].length) : across[i].start
      return Rect(x: x, y: along[i].start, width: across[i].length, height: along[i].length)
    }
  }

  @Test("Every distribution x alignment x axis, turned right to left and back",
        arguments: StackViewLayoutTests.cases)
  func mirrored(_ distribution: StackView.Distribution, _ alignment: StackView.Alignment,
                _ axis: LayoutAxis) throws {
    let (window, stack, views) = try makeABCStack(axis: axis)
    stack.distribution = distribution
    stack.alignment = alignment
    if distribution == .fill { try views[1].setContentHuggingPriority(Priority(200), for: axis) }
    for rightToLeft in [true, false] {
      var traits = window.traits
      traits.layoutDirection = rightToLeft ? .rightToLeft : .leftToRight
      try window.resize(to: window.size, traits: traits)
      window.layoutIfNeeded()
      let frames = Self.expected(distribution, alignment, axis, rightToLeft: rightToLeft)
      let direction = traits.layoutDirection
      for (v, frame) in zip(views, frames) {
        #expect(v.frame.isClose(to: frame, tolerance: 1e-6),
                "\(v.name) should be at \(frame) in a \(axis) \(distribution) \(alignment) stack, \(direction)\n\(window.dump())")
      }
      // The stack itself hangs from the root's leading edge: right to left, its right edge.
      let stackWidth = axis == .horizontal ? 300.0 : 80
      #expect(stack.frame.minX == (rightToLeft ? 393 - stackWidth : 0), "\(window.dump())")
    }
  }
}
