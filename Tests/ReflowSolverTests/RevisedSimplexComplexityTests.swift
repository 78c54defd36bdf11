@_spi(Representation) @testable import ReflowSolver
import Testing

/// The factored engine's work by operation counts (never by time) on issue 15's column of
/// stacked items, driven by `Solver(representation: .factored)`: the canonical tableau
/// fills in along the chain (1.5 million cells for 1,000 items), the factors do not.
@Suite("Revised simplex: complexity")
struct RevisedSimplexComplexityTests {
  /// The engine's work counters.
  struct Work: CustomStringConvertible {
    var pivots = 0
    var operations = 0
    var refactorizations = 0

    init(_ engine: _RevisedSimplex) {
      pivots = engine.pivots
      operations = engine.factors.operations
      refactorizations = engine.refactorizations
    }

    init() {}

    static func - (a: Work, b: Work) -> Work {
      var w = Work()
      w.pivots = a.pivots - b.pivots
      w.operations = a.operations - b.operations
      w.refactorizations = a.refactorizations - b.refactorizations
      return w
    }

    var description: String {
      "\(pivots) pivots, \(operations) factor operations, \(refactorizations) refactorisations"
    }
  }

  /// Issue 15's chain of `n` items (as `WrittenBasisMeasurementTests.stack`), added in one
  /// batch to a solver on the factored engine; `items` (4 n variables: tops, heights,
  /// lefts, rights) if given. Returns the solver and the constraints in the order added.
  static func stack(_ n: Int, width: Variable = Variable("w"), items: [Variable] = [])
    -> (Solver, [Constraint])
  {
    let solver = Solver(representation: .factored)
    let named = items.isEmpty ? (0..<(4 * n)).map { Variable("x\($0)") } : items
    let t = Array(named[0..<n]), h = Array(named[n..<(2 * n)])
    let l = Array(named[(2 * n)..<(3 * n)]), r = Array(named[(3 * n)..<(4 * n)])
    try! solver.addEditVariable(width, priority: 999)
    try! solver.suggestValue(393, for: width)
    var added: [Constraint] = []
    for i in 0..<n {
      let p = Double(20 + 4 * (i % 5))
      added.append(i == 0 ? Expression(t[0]) == Expression(8) : t[i] == t[i - 1] + h[i - 1] + 8)
      added.append((Expression(h[i]) >= Expression(p)) ~ 750)
      added.append((Expression(h[i]) <= Expression(p)) ~ 250)
      added.append(Expression(l[i]) == Expression(16))
      added.append(r[i] == width - 16)
    }
    try! solver.add(added)
    return (solver, added)
  }

  @Test("Building the chain costs O(items), removing it O(items) in either order")
  func stackGrowth() {
    var build: [Work] = []
    var forwardRemoval: [Work] = []
    var reverseRemoval: [Work] = []
    for n in [100, 400] {
      let (solver, added) = Self.stack(n)
      build.append(Work(solver.engine))
      #expect(solver.engineViolations.isEmpty, "stack \(n)")
      // Taken apart again, one `remove` at a time, newest first (as `Solver.remove(_:)` of a
      // list does) and, on a second solver built the same way, in the order added: every
      // step keeps the invariants, and only the width's edit is left.
      let (forward, _) = Self.stack(n, width: Variable("w"), items: [])
      #expect(Work(forward.engine).operations == build.last!.operations, "the same build")
      let forwardAdded = forward.constraints
      var before = Work(forward.engine)
      for c in forwardAdded { try! forward.remove(c) }
      let forwardWork = Work(forward.engine) - before
      before = Work(solver.engine)
      for c in added.reversed() { try! solver.remove(c) }
      let reverseWork = Work(solver.engine) - before
      forwardRemoval.append(forwardWork)
      reverseRemoval.append(reverseWork)
      for engine in [forward.engine, solver.engine] {
        #expect(engine.basic.filter { $0 != engine.deadSymbol }.count == 1, "stack \(n)")
      }
      #expect(forward.engineViolations.isEmpty && solver.engineViolations.isEmpty, "stack \(n)")
      // Newest first, each row is the newest border, whose own symbol or only variable is
      // basic: popped, no pivot, no refactorisation.
      #expect(reverseWork.pivots == 0 && reverseWork.refactorizations == 0, "stack \(n)")
      print(
        "stack \(n): build \(build.last!); removed in the order added \(forwardWork);"
          + " newest first \(reverseWork)")
    }
    // Every row's subject is a new variable or its own marker: borders only.
    #expect(build[0].pivots == 0 && build[1].pivots == 0)
    #expect(build[1].operations <= 4 * build[0].operations + 100)
    // Removal in the order added: each early item's marker takes the place of the free top
    // or height at its pivot, which stays where it is (no value moves, no solve, the factors
    // detach the pivot in place); the dead rows are compacted when they are half of B.
    // 4 times the items: at most 4.5 times the work, in both orders.
    for work in [forwardRemoval, reverseRemoval] {
      #expect(
        Double(work[1].operations) <= 4.5 * Double(work[0].operations)
          && Double(work[1].pivots) <= 4.5 * Double(work[0].pivots),
        "100 items: \(work[0]); 400 items: \(work[1])")
    }
    #expect(forwardRemoval[0].pivots > 0 && forwardRemoval[0].operations > 0)
  }

  @Test("The chain's values are the tableau's")
  func stackValues() throws {
    let n = 100
    let width = Variable("w")
    let items = (0..<(4 * n)).map { Variable("x\($0)") }
    let (factored, added) = Self.stack(n, width: width, items: items)
    let solver = Solver(representation: .tableau)
    try solver.addEditVariable(width, priority: 999)
    try solver.suggestValue(393, for: width)
    try solver.add(added)
    var differing = 0
    for v in items + [width] where abs(solver.value(of: v) - factored.value(of: v)) > 1e-9 {
      differing += 1
    }
    #expect(differing == 0)
    #expect(solver.value(of: items[n - 1]) > 0)
  }

  /// `KnownFailureTests.longChain`'s chain of `n` views (`r == l + w`, a spacing and a
  /// width ratio to the previous view at mixed priorities, two pulls that must lose), one
  /// `add` and one optimisation per constraint, as a user adds them one call at a time.
  /// Returns the work of the spacings and ratios, of everything, and the solver (on the
  /// factored engine).
  static func chainOneByOne(_ n: Int) -> (links: Work, all: Work, solver: Solver) {
    let solver = Solver(representation: .factored)
    let spacing: [Priority] = [.required, .high, .medium]
    let ratio: [Priority] = [.high, .low, .required]
    var links = Work()
    var rights: [Variable] = []
    var widths: [Variable] = []
    func add(_ c: Constraint, _ priority: Priority, link: Bool) {
      let before = Work(solver.engine)
      do {
        try solver.add(c.withPriority(priority))
      } catch {
        preconditionFailure("every constraint of the chain can hold: \(error)")
      }
      if link {
        let w = Work(solver.engine) - before
        links.pivots += w.pivots
        links.operations += w.operations
        links.refactorizations += w.refactorizations
      }
    }
    for i in 0..<n {
      let l = Variable("l\(i)"), r = Variable("r\(i)"), w = Variable("w\(i)")
      add(r == l + w, .required, link: false)
      if i == 0 {
        add(Expression(l) == Expression(0), .required, link: false)
      } else {
        add(l == rights[i - 1] + 8, spacing[i % 3], link: true)
        add(w == 0.9 * widths[i - 1], ratio[i % 3], link: true)
      }
      add(Expression(w) == Expression(50), .fittingSize, link: false)
      add(Expression(l) == Expression(0), Priority(1), link: false)
      rights.append(r)
      widths.append(w)
    }
    return (links, Work(solver.engine), solver)
  }

  @Test("A chain added one call at a time: a bounded number of pivots, linear link work")
  func chainOneByOneGrowth() {
    var links: [Work] = []
    var all: [Work] = []
    for n in [40, 400] {
      let (l, a, solver) = Self.chainOneByOne(n)
      #expect(solver.engineViolations.isEmpty, "chain \(n)")
      links.append(l)
      all.append(a)
      print("chain of \(n) one by one: spacings and ratios \(l); everything \(a)")
    }
    // Each spacing or ratio is solved for its own view's variable, which the view's
    // `r == l + w` holds but nothing below it depends on: the factors take the row and
    // column as they are (no solve along the chain), and the constraint starts satisfied.
    // Before, each spacing re-optimised along the whole chain (25,635 pivots for 100 views).
    #expect(links[0].pivots == 0 && links[1].pivots == 0, "\(links)")
    #expect(links[1].operations <= 12 * links[0].operations, "\(links)")
    // The pulls that must lose are priced along the chain (their variable depends on every
    // view before), but lose without pivots: the pivots do not grow with the chain.
    #expect(all[1].pivots <= all[0].pivots + 10, "\(all)")
  }
}
