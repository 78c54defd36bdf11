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
}
