// The approximate comparison of Reflow's layout and testing-kit tests: two numbers (or two
// sizes) are close when they differ by at most a tolerance, the rule of
// `Rect.isClose(to:tolerance:)` and of every assertion's `tolerance`. The tests say the
// tolerance they mean (1e-9 for numbers worked out by hand from a font's tables).
import ReflowLayout

/// Whether `a` and `b` differ by at most `tolerance`: the rule of `Rect.isClose(to:tolerance:)`
/// and of the assertions' tolerances, for one number (a baseline, a content height, a width).
///
/// ```swift
/// #expect(isClose(label.firstBaselineY, 15.77978515625, tolerance: 1e-9))
/// ```
///
/// A NaN is close to nothing.
public func isClose(_ a: Double, _ b: Double, tolerance: Double = 1e-6) -> Bool {
  abs(a - b) <= tolerance
}

extension Size {
  /// Whether the widths differ by at most `tolerance`, and the heights too: the rule of
  /// `Rect.isClose(to:tolerance:)` for a size.
  public func isClose(to other: Size, tolerance: Double = 1e-6) -> Bool {
    ReflowTesting.isClose(width, other.width, tolerance: tolerance)
      && ReflowTesting.isClose(height, other.height, tolerance: tolerance)
  }
}
