import ReflowSolver
import Testing

// Edit variables: a variable held at a suggested value with a non-required priority. Added,
// it stays where it is until a value is suggested; it competes with constraints by priority
// like any constraint; suggestions can follow each other as fast as a rotation.

struct EditCase: Sendable, CustomTestStringConvertible {
  let text: String
  let editPriority: Priority
  let constraint: @Sendable (Variable) -> Constraint
  let suggestion: Double
  let expected: Double
  var testDescription: String { text }
}

private let editCases: [EditCase] = [
  EditCase(
    text: "edit at low loses to x == 5 at medium", editPriority: .low,
    constraint: { $0 == 5 ~ .medium }, suggestion: 100, expected: 5),
  EditCase(
    text: "edit at 751 beats x <= 200 at high", editPriority: 751,
    constraint: { $0 <= 200 ~ .high }, suggestion: 300, expected: 300),
  EditCase(
    text: "edit at high loses to x <= 200 at 751", editPriority: .high,
    constraint: { $0 <= 200 ~ 751 }, suggestion: 300, expected: 200),
  EditCase(
    text: "edit at 999 loses to a required x <= 200", editPriority: 999,
    constraint: { $0 <= 200 }, suggestion: 300, expected: 200),
  EditCase(
    text: "edit at 999 within a required x <= 200", editPriority: 999,
    constraint: { $0 <= 200 }, suggestion: 150, expected: 150),
  EditCase(
    text: "edit at 999 held at a required x >= 0", editPriority: 999,
    constraint: { $0 >= 0 }, suggestion: -10, expected: 0),
  EditCase(
    text: "edit at 999 cannot move a required x == 5", editPriority: 999,
    constraint: { $0 == 5 }, suggestion: 10, expected: 5),
  EditCase(
    text: "edit at fittingSize loses to x >= 10 at 51", editPriority: .fittingSize,
    constraint: { $0 >= 10 ~ 51 }, suggestion: 0, expected: 10),
]

@Suite("Edit variables")
struct EditVariableTests {
  // MARK: - Adding, suggesting, removing

  @Test("Add holds the variable where it is; suggest moves it; remove lets it go")
  func lifecycle() throws {
    let solver = Solver()
    let w = Variable("w")
    let half = Variable("half")
    try solver.add(w == 100 ~ .low)
    try solver.add(half == w / 2)
    try solver.addEditVariable(w, priority: .high)
    #expect(solver.isEditVariable(w), "w should be an edit variable")
    #expect(solver.value(of: w) == 100, "adding the edit should not move w from 100")
    #expect(solver.value(of: half) == 50, "nor half from 50")
    try solver.suggestValue(300, for: w)
    #expect(solver.value(of: w) == 300, "the suggestion (high) beats w == 100 (low): 300")
    #expect(solver.value(of: half) == 150, "half = 300 / 2")
    try solver.removeEditVariable(w)
    #expect(!solver.isEditVariable(w), "w should no longer be an edit variable")
    #expect(solver.value(of: w) == 100, "without the edit, w == 100 (low) holds again")
    #expect(solver.value(of: half) == 50, "half = 100 / 2")
  }

  @Test("An edit variable no constraint mentions is held at 0 until a suggestion")
  func unknownVariable() throws {
    let solver = Solver()
    let x = Variable("x")
    try solver.addEditVariable(x, priority: .high)
    #expect(solver.value(of: x) == 0, "held at its current value, 0")
    try solver.suggestValue(42, for: x)
    #expect(solver.value(of: x) == 42, "suggested 42")
    try solver.suggestValue(-7.5, for: x)
    #expect(solver.value(of: x) == -7.5, "suggested -7.5")
  }

  @Test("Before any suggestion the edit holds the current value against weaker constraints")
  func heldAtCurrentValue() throws {
    let solver = Solver()
    let x = Variable("x")
    try solver.add(x == 10 ~ .low)
    try solver.addEditVariable(x, priority: .high)
    try solver.add(x == 50 ~ .medium)
    #expect(
      solver.value(of: x) == 10,
      "the edit (high) holds x at 10, where it was; medium cannot move it")
    try solver.suggestValue(70, for: x)
    #expect(solver.value(of: x) == 70, "suggested 70 at high")
    try solver.removeEditVariable(x)
    #expect(solver.value(of: x) == 50, "without the edit, medium x == 50 beats low x == 10")
    try solver.addEditVariable(x, priority: .high)
    try solver.add(x == 90 ~ .medium)
    // At medium, |x - 50| + |x - 90| ties on [50, 90]; the edit at high decides: it holds
    // x at 50, its value when the edit was added again.
    #expect(solver.value(of: x) == 50, "added again, the edit holds x at its current 50")
  }

  @Test("Edit priorities compete with constraint priorities", arguments: editCases)
  func editVersusConstraint(_ testCase: EditCase) throws {
    let solver = Solver()
    let x = Variable("x")
    try solver.add(testCase.constraint(x))
    try solver.addEditVariable(x, priority: testCase.editPriority)
    try solver.suggestValue(testCase.suggestion, for: x)
    #expect(
      solver.value(of: x) == testCase.expected, "\(testCase.text): x should be \(testCase.expected)"
    )
  }

  @Test("An edit at 251 beats a thousand constraints at 250")
  func editAgainstMany() throws {
    let solver = Solver()
    let x = Variable("x")
    for _ in 0..<1_000 { try solver.add(x == 0 ~ 250) }
    try solver.addEditVariable(x, priority: 251)
    try solver.suggestValue(64, for: x)
    #expect(solver.value(of: x) == 64, "the suggestion at 251 should win: 64")
  }

  @Test("Two edit variables of different priorities tied by a required constraint")
  func editsAgainstEachOther() throws {
    let solver = Solver()
    let x = Variable("x")
    let y = Variable("y")
    try solver.add(x + y == 100)
    try solver.addEditVariable(x, priority: .high)
    try solver.addEditVariable(y, priority: .low)
    try solver.suggestValue(30, for: x)
    try solver.suggestValue(30, for: y)
    #expect(solver.value(of: x) == 30, "x's suggestion (high) wins: 30")
    #expect(solver.value(of: y) == 70, "y = 100 - 30, its own suggestion (low) loses")
  }

  @Test("Suggestions move what depends on the edit variable")
  func dependents() throws {
    let solver = Solver()
    let x = Variable("x")
    let y = Variable("y")
    try solver.add(y == 2 * x + 1)
    try solver.addEditVariable(x, priority: .high)
    for (value, expected) in [(10.0, 21.0), (-3, -5), (10, 21), (0.25, 1.5)] {
      try solver.suggestValue(value, for: x)
      #expect(solver.value(of: y) == expected, "x = \(value): y = 2x + 1 should be \(expected)")
    }
  }

  @Test("A suggestion a required constraint blocks takes effect when the constraint goes")
  func blockedSuggestionStands() throws {
    let solver = Solver()
    let x = Variable("x")
    let cap = x <= 200
    try solver.add(cap)
    try solver.addEditVariable(x, priority: .high)
    try solver.suggestValue(300, for: x)
    #expect(solver.value(of: x) == 200, "capped at 200")
    try solver.remove(cap)
    #expect(solver.value(of: x) == 300, "the suggestion of 300 still stands: 300")
  }

  // MARK: - Errors

  @Test(
    "Adding an edit variable twice throws whatever the priority",
    arguments: [
      Priority.high, .low, 1, 999,
    ])
  func duplicate(_ priority: Priority) throws {
    let solver = Solver()
    let x = Variable("x")
    try solver.add(x == 5 ~ .medium)
    try solver.addEditVariable(x, priority: .high)
    let error = solverError { try solver.addEditVariable(x, priority: priority) }
    guard case .duplicateEditVariable(let v)? = error else {
      Issue.record(
        "a second addEditVariable should throw duplicateEditVariable, got \(String(describing: error))"
      )
      return
    }
    #expect(v === x, "the error should name x")
    // The edit keeps its first priority, high, above x == 5 (medium).
    try solver.suggestValue(200, for: x)
    #expect(solver.value(of: x) == 200, "the edit should still be at high and win: 200")
  }

  @Test("An edit variable cannot be required")
  func requiredEdit() {
    let solver = Solver()
    let x = Variable("x")
    let error = solverError { try solver.addEditVariable(x, priority: .required) }
    guard case .requiredEditVariable(let v)? = error else {
      Issue.record(
        "a required edit should throw requiredEditVariable, got \(String(describing: error))")
      return
    }
    #expect(v === x, "the error should name x")
    #expect(!solver.isEditVariable(x), "x should not have become an edit variable")
  }

  @Test(
    "An edit priority outside 1...1000 is rejected",
    arguments: [
      Priority(0), 1001, Priority(.nan), -5, 0.5,
    ])
  func invalidPriority(_ priority: Priority) {
    let solver = Solver()
    let x = Variable("x")
    let error = solverError { try solver.addEditVariable(x, priority: priority) }
    guard case .invalidPriority(let p)? = error else {
      Issue.record(
        "priority \(priority.rawValue) should throw invalidPriority, got \(String(describing: error))"
      )
      return
    }
    #expect(
      p == priority.rawValue || (p.isNaN && priority.rawValue.isNaN),
      "the error should carry \(priority.rawValue), carries \(p)")
    #expect(!solver.isEditVariable(x), "x should not have become an edit variable")
  }

  @Test("Suggesting for, or removing, a variable that is not an edit variable throws")
  func unknownEdit() throws {
    let solver = Solver()
    let x = Variable("x")
    try solver.add(x == 3)
    for (what, error) in [
      ("suggestValue", solverError { try solver.suggestValue(1, for: x) }),
      ("removeEditVariable", solverError { try solver.removeEditVariable(x) }),
    ] {
      guard case .unknownEditVariable(let v)? = error else {
        Issue.record(
          "\(what) on a non-edit variable should throw unknownEditVariable, got \(String(describing: error))"
        )
        continue
      }
      #expect(v === x, "\(what): the error should name x")
    }
    try solver.addEditVariable(x, priority: .low)
    try solver.removeEditVariable(x)
    let again = solverError { try solver.removeEditVariable(x) }
    #expect(
      again?.caseName == "unknownEditVariable", "removing it twice should throw unknownEditVariable"
    )
    #expect(solver.value(of: x) == 3, "x == 3 should still hold")
  }

  @Test(
    "A non-finite suggestion is rejected and the last good one stands",
    arguments: [
      Double.nan, .infinity, -.infinity,
    ])
  func nonFiniteSuggestion(_ value: Double) throws {
    let solver = Solver()
    let x = Variable("x")
    try solver.addEditVariable(x, priority: .high)
    try solver.suggestValue(12, for: x)
    let error = solverError { try solver.suggestValue(value, for: x) }
    #expect(
      error?.caseName == "nonFinite",
      "suggesting \(value) should throw nonFinite, got \(String(describing: error))")
    #expect(solver.value(of: x) == 12, "x should stay at the last good suggestion, 12")
    try solver.add(Variable("other") == 1)  // a re-solve must not pick the bad value up
    #expect(solver.value(of: x) == 12, "and stay there after another re-solve")
    try solver.suggestValue(13, for: x)
    #expect(solver.value(of: x) == 13, "a later finite suggestion should work: 13")
  }

  // MARK: - Many suggestions

  @Test("Rotations: a root with children at fractions, 393x852 <-> 852x393, fifty times")
  func rotations() throws {
    let solver = Solver()
    let rootWidth = Variable("root.width")
    let rootHeight = Variable("root.height")
    let fractions: [Double] = [0, 0.25, 0.5, 0.75]
    var lefts: [Variable] = []
    var widths: [Variable] = []
    var heights: [Variable] = []
    var tops: [Variable] = []
    for (i, fraction) in fractions.enumerated() {
      let left = Variable("c\(i).left")
      let width = Variable("c\(i).width")
      let top = Variable("c\(i).top")
      let height = Variable("c\(i).height")
      try solver.add(left == rootWidth * fraction)
      try solver.add(width == rootWidth * 0.25 ~ .high)
      try solver.add(width <= 150)
      try solver.add(height == rootHeight * 0.1 ~ .high)
      try solver.add(height >= 44)
      try solver.add(top == rootHeight * (0.1 * Double(i + 1)) ~ .medium)
      lefts.append(left)
      widths.append(width)
      tops.append(top)
      heights.append(height)
    }
    try solver.addEditVariable(rootWidth, priority: 999)
    try solver.addEditVariable(rootHeight, priority: 999)
    let sizes: [(Double, Double)] = [(393, 852), (852, 393)]
    for rotation in 0..<50 {
      let (w, h) = sizes[rotation % 2]
      try solver.suggestValue(w, for: rootWidth)
      try solver.suggestValue(h, for: rootHeight)
      #expect(solver.value(of: rootWidth) == w, "rotation \(rotation): root width \(w)")
      #expect(solver.value(of: rootHeight) == h, "rotation \(rotation): root height \(h)")
      for i in fractions.indices {
        // Portrait: width 393/4 = 98.25 (under the cap), height 85.2 (over 44).
        // Landscape: width 852/4 = 213 capped to 150, height 39.3 raised to 44.
        let expected = [
          (lefts[i], w * fractions[i]), (widths[i], min(w * 0.25, 150)),
          (heights[i], max(h * 0.1, 44)), (tops[i], h * (0.1 * Double(i + 1))),
        ]
        for (variable, value) in expected {
          let actual = solver.value(of: variable)
          #expect(
            isClose(actual, value, relative: 1e-12, absolute: 1e-12),
            "rotation \(rotation) to \(w)x\(h): \(variable) should be \(value), is \(actual)")
        }
      }
    }
  }

  @Test("Many suggestions of different sizes in a row, then back to the first")
  func manySizes() throws {
    let solver = Solver()
    let width = Variable("width")
    let margin = 16.0
    let columns = 4
    // Four columns across `width` with 16 of margin outside and between:
    // column = (width - 5·16) / 4, left[i] = 16 + i·(column + 16).
    var lefts: [Variable] = []
    var columnWidths: [Variable] = []
    for i in 0..<columns {
      let left = Variable("col\(i).left")
      let w = Variable("col\(i).width")
      if i == 0 {
        try solver.add(left == margin)
      } else {
        try solver.add(left == lefts[i - 1] + columnWidths[i - 1] + margin)
        try solver.add(w == columnWidths[0])
      }
      lefts.append(left)
      columnWidths.append(w)
    }
    try solver.add(lefts[columns - 1] + columnWidths[columns - 1] + margin == width)
    try solver.addEditVariable(width, priority: .high)
    for size in [393.0, 852, 320, 1024, 744, 1133, 393, 393, 852] {
      try solver.suggestValue(size, for: width)
      let column = (size - 5 * margin) / 4
      for i in 0..<columns {
        let left = solver.value(of: lefts[i])
        let w = solver.value(of: columnWidths[i])
        let expectedLeft = margin + Double(i) * (column + margin)
        #expect(
          isClose(w, column, relative: 1e-12),
          "width \(size): column \(i) should be \(column) wide, is \(w)")
        #expect(
          isClose(left, expectedLeft, relative: 1e-12),
          "width \(size): column \(i) should start at \(expectedLeft), is \(left)")
      }
    }
  }
}
