// The seeded generator of Reflow's layout and testing-kit tests and of its benchmarks' texts:
// one algorithm, so that a seed a test prints (or a document cites) reproduces the same run
// on every platform and Swift version. Moved here from the layout tests unchanged (it was
// `SeededRandom` there): every recorded seed still draws the same numbers.

/// A small seeded generator (Sebastiano Vigna's SplitMix64): the same seed gives the same
/// numbers on every platform and with every version of Swift, so a random test that prints
/// its seed when it fails can be run again exactly.
///
/// ```swift
/// var random = SplitMix64(seed: 0xC0)
/// for step in 0..<1000 {
///   let width = 320 + random.next(below: 1100)
///   try window.resize(to: Size(width: Double(width), height: 600))
///   #expect(carousel.contentOffset.x == 5 * carousel.frame.width, "seed 0xC0, step \(step)")
/// }
/// ```
///
/// It is a `RandomNumberGenerator`, so `Int.random(in:using:)` and
/// `randomElement(using:)` take it too; those are the standard library's algorithms on top of
/// ``next()``, while ``next(below:)`` is this type's own and never changes.
public struct SplitMix64: RandomNumberGenerator, Sendable {
  /// The seed, advanced by a constant at each draw.
  private var state: UInt64

  /// A generator whose sequence is determined by `seed` alone.
  public init(seed: UInt64) { state = seed }

  /// The next 64 random bits.
  public mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }

  /// A number in `0..<n`: the next draw modulo `n` (`n` must be positive). The bias of the
  /// modulo is below `n` in 2⁶⁴, and the rule is fixed, so a seed keeps its meaning.
  public mutating func next(below n: Int) -> Int { Int(next() % UInt64(n)) }
}
