import ReflowSolver
import Testing

/// The examples of README.md and Docs/solver.md: each test holds its example's lines
/// verbatim (the drift test of ReflowTestingTests checks that), then checks the values the
/// text claims.
@Suite("Documentation examples")
struct DocumentationExampleTests {
  @Test("README: a card that is half the window but at least 200 wide")
  func readme() throws {
    let width = Variable("window.width"), left = Variable("card.left"), cardWidth = Variable("card.width")
    let solver = Solver()
    try solver.add([left == 16, left + cardWidth <= width - 16,       // required: inside the window
                    cardWidth == 0.5 * width ~ .high,                 // half the window, if it can
                    cardWidth >= 200 ~ .required - 1])                // at least 200 matters more
    try solver.addEditVariable(width, priority: .required - 1)
    try solver.suggestValue(393, for: width); print(solver.value(of: cardWidth))  // 200.0 (portrait)
    try solver.suggestValue(852, for: width); print(solver.value(of: cardWidth))  // 426.0 (landscape)
    #expect(solver.value(of: cardWidth) == 426, "half of 852")
    try solver.suggestValue(393, for: width)
    #expect(solver.value(of: cardWidth) == 200, "the 200 minimum (999) beats half width (750)")
  }

  @Test("solver.md: the model")
  func model() throws {
    let x = Variable("x"), y = Variable("y")
    let c1 = x + 10 <= y                 // required (priority 1000)
    let c2 = 2 * x == y - 4 ~ .high      // priority 750
    let c3 = Constraint(Expression(terms: [Term(x, 1), Term(y, -1)], constant: 8), .equal,
                        priority: .low)  // x - y + 8 == 0, programmatically
    #expect(c1.description == "x + 10 <= y")
    #expect(c2.priority == .high && c2.relation == .equal)
    #expect(c3.description == "x + 8 == y (low)")

    let solver = Solver()
    try solver.add(x >= 0)
    try solver.add(x + 10 <= y)
    try solver.add(y == 100 ~ .high)
    print(solver.value(of: y))   // 100.0
    print(solver.value(of: x))   // 90.0 (valid, as is any value in 0...90: see "Ambiguity")
    #expect(solver.value(of: y) == 100)
    let xValue = solver.value(of: x)
    #expect(xValue >= 0 && xValue <= 90, "x may be anything in 0...90")
    // What solver.md shows print printing (ambiguous, but the same on every run).
    #expect("\(solver.value(of: y)) \(xValue)" == "100.0 90.0", "solver.md's printed values")
    #expect(solver.ambiguousVariables().map(\.name) == ["x"])
  }

  @Test("solver.md: strict priorities")
  func strictPriorities() throws {
    let w = Variable("w")
    let strict = Solver()
    try strict.add(w == 100 ~ 251)
    for _ in 0..<1000 { try strict.add(w == 0 ~ 250) }   // a thousand voices at 250
    print(strict.value(of: w))   // 100.0: the single constraint at 251 wins
    #expect(strict.value(of: w) == 100)
  }

  @Test("solver.md: changing a priority")
  func changingPriority() throws {
    let a = Variable("a")
    let solver2 = Solver()
    let small = a == 10 ~ .low, large = a == 20 ~ .medium
    try solver2.add([small, large])
    print(solver2.value(of: a))            // 20.0
    try solver2.setPriority(.high, of: small)
    print(solver2.value(of: a))            // 10.0
    #expect(solver2.value(of: a) == 10)
    #expect(solver2.priority(of: small) == .high && small.priority == .low)
    try solver2.setPriority(.low, of: small)
    #expect(solver2.value(of: a) == 20)
  }

  @Test("solver.md: edit variables")
  func editVariables() throws {
    let width = Variable("width"), half = Variable("half")
    let layout = Solver()
    try layout.add(half == width * 0.5)
    try layout.addEditVariable(width, priority: .required - 1)
    try layout.suggestValue(393, for: width)
    print(layout.value(of: half))   // 196.5
    try layout.suggestValue(852, for: width)
    print(layout.value(of: half))   // 426.0
    #expect(layout.value(of: half) == 426)
    try layout.suggestValue(393, for: width)
    #expect(layout.value(of: half) == 196.5)
  }

  @Test("solver.md: transactions")
  func transactions() throws {
    let h = Variable("height")
    let rotating = Solver()
    let portrait = [h == 284 ~ .high], landscape = [h == 393 ~ .high]
    try rotating.add(portrait)
    try rotating.transaction { s in
      try s.remove(portrait)
      try s.add(landscape)
    }
    print(rotating.value(of: h))   // 393.0
    #expect(rotating.value(of: h) == 393)
  }

  @Test("solver.md: errors name a minimal conflict")
  func errors() throws {
    let left = Variable("left"), right = Variable("right"), gap = Variable("gap")
    let checked = Solver()
    let c1 = left == 0, c2 = right == 100, c3 = gap >= 0
    try checked.add([c1, c2, c3])
    do {
      try checked.add(right <= left - 10)
    } catch {
      print(error)  // The required constraint `right + 10 <= left` conflicts with `left == 0`, ...
    }
    let bad = right <= left - 10
    do {
      try checked.add(bad)
      Issue.record("`right <= left - 10` cannot hold with left == 0 and right == 100")
    } catch {
      guard case .unsatisfiableConstraint(let c, let conflicting) = error else {
        Issue.record("expected unsatisfiableConstraint, got \(error)")
        return
      }
      #expect(c === bad)
      #expect(conflicting.map(ObjectIdentifier.init) == [c1, c2].map(ObjectIdentifier.init))
      #expect(error.description.hasPrefix(
        "The required constraint `right + 10 <= left` conflicts with `left == 0`, `right == 100`"))
    }
  }

  @Test("solver.md: ambiguity")
  func ambiguity() throws {
    let x0 = Variable("x"), w0 = Variable("width")
    let loose = Solver()
    try loose.add([w0 == 100, x0 >= 0])
    print(loose.ambiguousVariables().map(\.name))   // ["x"]
    try loose.add(x0 == 20 ~ .low)
    print(loose.ambiguousVariables().map(\.name))   // []
    #expect(loose.ambiguousVariables().map(\.name) == [])
    try loose.remove(loose.constraints.last!)
    #expect(loose.ambiguousVariables().map(\.name) == ["x"])
  }
}
