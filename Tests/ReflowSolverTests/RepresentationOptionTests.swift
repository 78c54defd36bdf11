@_spi(Representation) import ReflowSolver
import Testing

/// The option that chooses a solver's representation (`@_spi(Representation)`): named at
/// `init(representation:)`, or bound for every `Solver()` of a scope.
@Suite("The representation option")
struct RepresentationOptionTests {
  /// The constraint refused by `call` and its conflict, or [] when it throws nothing else.
  static func conflict(of call: () throws(SolverError) -> Void) -> [Constraint] {
    do {
      try call()
    } catch {
      if case .unsatisfiableConstraint(let refused, let conflicting) = error {
        return [refused] + conflicting
      }
    }
    return []
  }

  @Test("A solver keeps the representation it was made with; the tableau by default")
  func named() {
    #expect(Solver().representation == .tableau)
    for representation in Solver.Representation.allCases {
      #expect(Solver(representation: representation).representation == representation)
    }
  }

  @Test("withRepresentation binds every Solver() made inside it, and only there")
  func bound() async {
    Solver.withRepresentation(.factored) {
      #expect(Solver().representation == .factored)
      Solver.withRepresentation(.tableau) { #expect(Solver().representation == .tableau) }
      #expect(Solver().representation == .factored)
    }
    #expect(Solver().representation == .tableau)
    await Solver.withRepresentation(.factored) {
      await Task.yield()
      #expect(Solver().representation == .factored)
    }
  }

  @Test(
    "README's card on both representations: 200 in portrait, 426 in landscape",
    arguments: Solver.Representation.allCases)
  func readme(representation: Solver.Representation) throws {
    let width = Variable("window.width"), left = Variable("card.left")
    let cardWidth = Variable("card.width")
    let solver = Solver(representation: representation)
    try solver.add([
      left == 16, left + cardWidth <= width - 16, cardWidth == 0.5 * width ~ .high,
      cardWidth >= 200 ~ .required - 1,
    ])
    try solver.addEditVariable(width, priority: .required - 1)
    try solver.suggestValue(393, for: width)
    #expect(solver.value(of: cardWidth) == 200)
    try solver.suggestValue(852, for: width)
    #expect(solver.value(of: cardWidth) == 426)
    #expect(solver.value(of: left) == 16)
  }

  @Test(
    "A required constraint that cannot hold is refused, named with its conflict, on both",
    arguments: Solver.Representation.allCases)
  func conflict(representation: Solver.Representation) throws {
    let x = Variable("x"), y = Variable("y")
    let solver = Solver(representation: representation)
    let a = x >= 10, b = y >= x + 5, c = y <= 12
    try solver.add([a, b])
    let before = (solver.value(of: x), solver.value(of: y))
    #expect(Self.conflict(of: { () throws(SolverError) in try solver.add(c) }) == [c, a, b])
    #expect((solver.value(of: x), solver.value(of: y)) == before)
    #expect(solver.constraints == [a, b])
  }

  @Test(
    "Switching on a required constraint that conflicts names the conflict, on both",
    arguments: Solver.Representation.allCases)
  func switchedOnConflict(representation: Solver.Representation) throws {
    let x = Variable("x")
    let solver = Solver(representation: representation)
    let low = x <= 10, high = x >= 20
    try solver.add(low)
    try solver.add(high, isEnabled: false)
    #expect(Self.conflict(of: { () throws(SolverError) in try solver.setEnabled(true, for: high) }) == [high, low])
    #expect(solver.isEnabled(high) == false)
    try solver.setEnabled(false, for: low)
    try solver.setEnabled(true, for: high)
    #expect(solver.value(of: x) == 20)
  }

  @Test(
    "Priorities are strict on both: one violation at 251 outweighs any number at 250",
    arguments: Solver.Representation.allCases)
  func strict(representation: Solver.Representation) throws {
    let x = Variable("x")
    let solver = Solver(representation: representation)
    try solver.add(x == 0 ~ Priority(251))
    for k in 1...20 { try solver.add(x == Double(k) ~ Priority(250)) }
    #expect(solver.value(of: x) == 0)
  }
}
