import ReflowTesting
import Testing

/// The generator draws SplitMix64's published sequence, and the numbers the layout tests'
/// recorded seeds stand for: a change to it would make every cited seed reproduce another run.
@Suite("SplitMix64")
struct SplitMix64Tests {
  @Test("Seed 0 draws the reference implementation's first numbers")
  func reference() {
    // Vigna's splitmix64.c with x = 0: the numbers every port is checked against.
    var random = SplitMix64(seed: 0)
    #expect(random.next() == 0xE220_A839_7B1D_CDAF)
    #expect(random.next() == 0x6E78_9E6A_A1B9_65F4)
    #expect(random.next() == 0x06C4_5D18_8009_454F)
  }

  @Test("The seeds the layout tests cite draw the numbers they drew when they were recorded")
  func citedSeeds() {
    // Worked out with an independent implementation of the algorithm (a few lines of
    // Python: the state plus 0x9E3779B97F4A7C15, then the two xor-shift-multiplies).
    let expected: [UInt64: [UInt64]] = [
      0xC0: [0xF7BB_2B26_6558_A3D8, 0x1B3B_8019_0208_392D, 0xBFA1_9940_E277_80A2],
      0x404: [0xE3A9_20EF_C440_9C42, 0x852C_AB50_A167_42DB, 0xBF26_4C83_B7EB_A247],
      16: [0x5DE1_86DC_BA77_9207, 0x145A_11CA_C985_644B, 0xD933_2D12_A4E8_4674],
      0x5E7: [0x1D70_A3D0_B411_E66B, 0x53AF_C437_F63B_DA41, 0xBB83_9811_49B7_032E],
    ]
    for (seed, numbers) in expected {
      var random = SplitMix64(seed: seed)
      #expect((0..<3).map { _ in random.next() } == numbers, "seed \(seed)")
    }
  }

  @Test("next(below:) is the next draw modulo the bound")
  func below() {
    // Seed 0xC0's first six draws modulo 1100 (the carousel's random resizes).
    var random = SplitMix64(seed: 0xC0)
    #expect((0..<6).map { _ in random.next(below: 1100) } == [108, 561, 694, 889, 504, 191])
    var again = SplitMix64(seed: 0xC0), plain = SplitMix64(seed: 0xC0)
    for bound in [1, 2, 7, 1000, Int.max] {
      #expect(again.next(below: bound) == Int(plain.next() % UInt64(bound)))
    }
  }

  @Test("Two generators of one seed draw the same, and the standard library's helpers take it")
  func deterministic() {
    var a = SplitMix64(seed: 42), b = SplitMix64(seed: 42)
    let drawsA = (0..<100).map { _ in Int.random(in: 0...9, using: &a) }
    let drawsB = (0..<100).map { _ in Int.random(in: 0...9, using: &b) }
    #expect(drawsA == drawsB)
    #expect(Set(drawsA) == Set(0...9))
    #expect(a.next() == b.next())
  }
}
