import ReflowLayout
import ReflowTesting
import Testing

/// `isClose` for numbers and sizes: at most `tolerance` apart, edges included, as
/// `Rect.isClose(to:tolerance:)` and the assertions' tolerances.
@Suite("Approximate comparison")
struct ClosenessTests {
  @Test("Two numbers are close within the tolerance, the bound included")
  func numbers() {
    // 0.1 + 0.2 is 0.30000000000000004: not equal, close to 1e-9.
    #expect(0.1 + 0.2 != 0.3)
    #expect(isClose(0.1 + 0.2, 0.3, tolerance: 1e-9))
    #expect(isClose(19.7890625, 19.7890625, tolerance: 0))
    // The bound counts (dyadic numbers, so the differences are exact): 0.5 apart is close
    // at 0.5, not at 0.25.
    #expect(isClose(1, 1.5, tolerance: 0.5) && isClose(1.5, 1, tolerance: 0.5))
    #expect(!isClose(1, 1.5, tolerance: 0.25))
    // The default is the assertions' 1e-6.
    #expect(isClose(100, 100 + 5e-7) && !isClose(100, 100 + 2e-6))
  }

  @Test("NaN is close to nothing, and an infinity not even to itself")
  func notFinite() {
    #expect(!isClose(.nan, .nan, tolerance: 1) && !isClose(.nan, 0, tolerance: .infinity))
    #expect(!isClose(.infinity, .infinity, tolerance: 1))
  }

  @Test("Two sizes are close when both their widths and their heights are")
  func sizes() {
    let size = Size(width: 120, height: 39.578125)
    #expect(size.isClose(to: Size(width: 120 + 1e-7, height: 39.578125 - 1e-7)))
    #expect(!size.isClose(to: Size(width: 120.25, height: 39.578125), tolerance: 0.125))
    #expect(!size.isClose(to: Size(width: 120, height: 39.828125), tolerance: 0.125))
    #expect(size.isClose(to: Size(width: 120.25, height: 39.828125), tolerance: 0.25))
    // The same rule as a rectangle's.
    let rect = Rect(x: 0, y: 0, width: 120, height: 39.578125)
    for other in [Size(width: 120.25, height: 39.578125), Size(width: 120, height: 40)] {
      for tolerance in [0.125, 0.25, 0.5] {
        #expect(
          size.isClose(to: other, tolerance: tolerance)
            == rect.isClose(to: Rect(origin: .zero, size: other), tolerance: tolerance))
      }
    }
  }
}
