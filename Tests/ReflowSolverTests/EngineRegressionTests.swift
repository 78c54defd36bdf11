@_spi(Representation) import ReflowSolver
import Testing

/// Bugs of the factored engine found by running the layout's suites on it (issue 29),
/// reduced to the solver calls the layout makes; each on both representations.
@Suite("Engine regressions")
struct EngineRegressionTests {
  /// README's card as the layout's window builds it: the root's size as edit variables at
  /// 999.5, the card's edges at `.low`, its top required, and a third of the height in
  /// portrait, all of it in landscape (required constraints switched on and off).
  final class Card {
    let solver: Solver
    let width = Variable("window.width"), height = Variable("window.height")
    let top = Variable("card.top"), cardHeight = Variable("card.height")
    let left = Variable("card.left"), cardWidth = Variable("card.width")
    let portrait: Constraint
    let landscape: Constraint

    init(_ representation: Solver.Representation) throws {
      solver = Solver(representation: representation)
      portrait = cardHeight == 0.3333333333333333 * height
      landscape = cardHeight == height
      let origin = [Variable("window.left"), Variable("window.top")]
      let insets = (0..<4).map { Variable("inset\($0)") }
      try solver.transaction { s in
        try s.add([origin[0] == 0, origin[1] == 0])
        for v in [width, height] + insets { try s.addEditVariable(v, priority: Priority(999.5)) }
        try s.suggestValue(393, for: width)
        try s.suggestValue(852, for: height)
        for v in insets { try s.suggestValue(0, for: v) }
      }
      try solver.transaction { s in
        try s.add([
          left == 0 ~ .low, left + cardWidth == width ~ .low, top == 0 ~ .low,
          top + cardHeight == height ~ .low, top == 0, portrait,
        ])
        try s.add(landscape, isEnabled: false)
      }
    }

    /// The window turned to `width` x `height`, the sets switched in the same transaction.
    func rotate(toLandscape: Bool) throws {
      try solver.transaction { s in
        try s.setEnabled(!toLandscape, for: portrait)
        try s.setEnabled(toLandscape, for: landscape)
        try s.suggestValue(toLandscape ? 852 : 393, for: width)
        try s.suggestValue(toLandscape ? 393 : 852, for: height)
      }
    }

    var frame: [Double] {
      [left, top, cardWidth, cardHeight].map { solver.value(of: $0) }
    }
  }

  @Test(
    "A third of 852 is 284 exactly, and 393 after a rotation (refinement to the last bit)",
    arguments: Solver.Representation.allCases)
  func exactThird(representation: Solver.Representation) throws {
    let card = try Card(representation)
    #expect(card.frame == [0, 0, 393, 284])
    try card.rotate(toLandscape: true)
    #expect(card.frame == [0, 0, 852, 393])
  }

  /// The basic values moved (``Solver/Statistics/rowsTouched`` on the engine) when every
  /// item of a stack of `count` gets a new height in one `replace`, as a rotation gives
  /// every wrapping label of a column a new intrinsic height.
  static func valuesMovedByNewHeights(count: Int) throws -> Int {
    let solver = Solver(representation: .factored)
    let tops = (0...count).map { Variable("top\($0)") }
    let heights = (0..<count).map { Variable("height\($0)") }
    var sizes = heights.map { $0 == 40 ~ .high }
    try solver.transaction { s in
      try s.add(tops[0] == 0)
      for i in 0..<count { try s.add(tops[i + 1] == tops[i] + heights[i] + 8) }
      try s.add(sizes)
    }
    let before = solver.statistics.rowsTouched
    let new = heights.map { $0 == 20 ~ .high }
    try solver.replace(Array(zip(sizes, new)))
    sizes = new
    #expect(solver.value(of: tops[count]) == Double(28 * count))
    return solver.statistics.rowsTouched - before
  }

  @Test("New constants for a whole stack in one replace move each value once, not once per item")
  func batchedShifts() throws {
    let moved = try [50, 200].map { try Self.valuesMovedByNewHeights(count: $0) }
    // One solve per constant moved every top below its item: 1,325 and 20,300 values
    // (n (n + 3) / 2), 15x for 4x the items.
    #expect(moved[1] <= 5 * moved[0], "values moved for 50 and 200 items: \(moved)")
  }
}
