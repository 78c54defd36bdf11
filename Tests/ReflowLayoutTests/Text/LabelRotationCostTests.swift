// What a rotation of a screen of wrapping labels costs, in operations (never in time: speed
// is measured in Benchmarks/, `labels_300_rotate`).
@testable import ReflowLayout
import ReflowTesting
import Testing

/// The benchmark's screen (`LabelColumn`): a scroll view on a 393x852 window whose content is
/// a vertical stack of `count` wrapping body labels, 8 apart, 16 in from the edges, each a
/// `CountingLabel`. Each text takes two lines at 361 (portrait) and one at 820 (landscape).
private func labelColumn(_ count: Int) throws -> (Window, [CountingLabel]) {
  let column = try LabelColumn(labels: count) { CountingLabel(name: $0, text: $1) }
  return (column.window, column.labels.map { $0 as! CountingLabel })
}

/// What one rotation cost: the solver's counts, and the layout rounds.
private struct RotationCost {
  var pivots = 0, rowsTouched = 0, additions = 0, removals = 0, rounds = 0
}

/// Rotates `window` and lays it out.
private func rotation(of window: Window) throws -> RotationCost {
  let before = window.solverStatistics
  let round = window.layoutRoundSerial
  try window.rotate()
  window.layoutIfNeeded()
  let after = window.solverStatistics
  return RotationCost(
    pivots: after.pivots - before.pivots, rowsTouched: after.rowsTouched - before.rowsTouched,
    additions: after.additions - before.additions, removals: after.removals - before.removals,
    rounds: window.layoutRoundSerial - round)
}

@Suite("Rotating wrapping labels: the cost")
struct LabelRotationCostTests {
  @Test("A rotation asks each label once at its new width, in two rounds, sizes moved in place")
  func oneQuestionPerLabel() throws {
    let (window, labels) = try labelColumn(40)
    #expect(labels.allSatisfy { $0.textLayout.lines.count == 2 })
    for label in labels { label.asked.removeAll() }
    let cost = try rotation(of: window)
    // Landscape: 852 - 32 = 820 wide, one line each.
    for label in labels {
      #expect(label.asked == [820], "\(label.name) was asked \(label.asked)")
      #expect(label.textLayout.lines.count == 1, "\(label.name)")
    }
    // Round 1 reads the new widths and measures; round 2 reads the heights that followed.
    #expect(cost.rounds == 2)
    // The intrinsic sizes changed constants only: nothing left or entered the solver.
    #expect(cost.additions == 0 && cost.removals == 0, "\(cost)")
    for label in labels { label.asked.removeAll() }
    _ = try rotation(of: window)
    #expect(labels.allSatisfy { $0.asked == [361] && $0.textLayout.lines.count == 2 })
  }

  @Test("The solver's work for a rotation grows linearly with the number of labels")
  func linearGrowth() throws {
    var work: [Int] = []
    for count in [30, 120] {
      let (window, _) = try labelColumn(count)
      _ = try rotation(of: window)
      let cost = try rotation(of: window)
      work.append(cost.rowsTouched + cost.pivots)
    }
    // Four times the labels: at most six times the rows rewritten and pivots. Removing and
    // adding each label's intrinsic-size constraints made it 14 times (22,860 against
    // 1,665), each row longer too: every removal rewrote the rows of the labels below.
    #expect(work[1] <= 6 * work[0], "rows touched and pivots: \(work)")
  }
}

/// Monospaced metrics (3/5 of the size a character) that count the paragraphs measured.
private final class CountingMetrics: TextMeasuring, @unchecked Sendable {
  let name = "Counting"
  var paragraphsMeasured = 0
  var linesMeasured = 0
  func width(of text: Substring, pointSize: Double) -> Double {
    linesMeasured += 1
    return Double(text.count) * pointSize * 3 / 5
  }
  func lineMetrics(pointSize: Double) -> LineMetrics {
    LineMetrics(ascender: pointSize * 4 / 5, descender: -pointSize / 5, leading: 0,
                capHeight: pointSize * 7 / 10, xHeight: pointSize / 2)
  }
  func characterAdvances(of text: Substring, pointSize: Double) -> [CharacterAdvance] {
    paragraphsMeasured += 1
    return text.map { _ in CharacterAdvance(advance: pointSize * 3 / 5, kerning: 0) }
  }
}

extension LabelRotationCostTests {
  @Test("A label measures its text's characters once; a new width only breaks the lines again")
  func paragraphsKept() throws {
    let metrics = CountingMetrics()
    let window = try Window(size: Size(width: 100, height: 200))
    let root = window.rootView
    // 10 pt: 6 a character. "one two three" is 78 wide: at 100, one line; at 200 - 20 = 180
    // after the rotation, one; at 40, three.
    let label = Label(name: "label", text: "one two three", font: try Font(metrics, size: 10))
    label.numberOfLines = 0
    root.addSubview(label)
    let width = label.widthAnchor == 40
    try activate {
      label.leadingAnchor == root.leadingAnchor + 10
      label.topAnchor == root.topAnchor
      width
    }
    window.layoutIfNeeded()
    #expect(label.textLayout.lines.map(\.text) == ["one", "two", "three"])
    let afterBuild = metrics.paragraphsMeasured
    width.constant = 78
    try window.rotate()
    #expect(label.textLayout.lines.map(\.text) == ["one two three"])
    #expect(metrics.paragraphsMeasured == afterBuild)
    // New text: measured again, once.
    label.text = "one two"
    window.layoutIfNeeded()
    #expect(label.textLayout.lines.map(\.text) == ["one two"])
    #expect(metrics.paragraphsMeasured == afterBuild + 1)
  }
}

extension LabelRotationCostTests {
  @Test("A rotation back to a width measured before breaks no line and makes no constraint")
  func rotationBackReuses() throws {
    let metrics = CountingMetrics()
    let window = try Window(size: Size(width: 60, height: 200))
    let root = window.rootView
    // 10 pt: 6 a character, lines 8 + 2 = 10 high. Portrait: 60 - 20 = 40 wide, "one two"
    // is 42: three lines, 30 high. Landscape: 180 wide, "one two three" (78) on one line.
    let label = Label(name: "label", text: "one two three", font: try Font(metrics, size: 10))
    label.numberOfLines = 0
    root.addSubview(label)
    try activate {
      label.leadingAnchor == root.leadingAnchor + 10
      label.trailingAnchor == root.trailingAnchor - 10
      label.topAnchor == root.topAnchor
    }
    window.layoutIfNeeded()
    #expect(label.frame == Rect(x: 10, y: 0, width: 40, height: 30))
    let portrait = label.systemConstraints.map(\.constraint)
    try window.rotate()
    #expect(label.frame == Rect(x: 10, y: 0, width: 180, height: 10))
    let landscape = label.systemConstraints.map(\.constraint)
    let lines = metrics.linesMeasured
    // Back and forth: each width's size is known, and its constraints are taken again.
    try window.rotate()
    #expect(label.frame == Rect(x: 10, y: 0, width: 40, height: 30))
    #expect(label.systemConstraints.map(\.constraint) == portrait)
    try window.rotate()
    #expect(label.frame == Rect(x: 10, y: 0, width: 180, height: 10))
    #expect(label.systemConstraints.map(\.constraint) == landscape)
    #expect(metrics.linesMeasured == lines)
    // New text: its lines are broken again at the width it has.
    label.text = "one two three four"
    window.layoutIfNeeded()
    #expect(metrics.linesMeasured > lines)
    #expect(label.frame == Rect(x: 10, y: 0, width: 180, height: 10))
  }
}

extension LabelRotationCostTests {
  @Test("A rotation's layout pass reads each label's frame and variables a few times, at any size")
  func layoutPassWorkPerLabel() throws {
    var work: [(frames: Int, lookups: Int)] = []
    for count in [30, 120] {
      let (window, _) = try labelColumn(count)
      _ = try rotation(of: window)
      let (frames, lookups) = (window.framesRead, window.changedVariablesLookedUp)
      _ = try rotation(of: window)
      let cost = (window.framesRead - frames, window.changedVariablesLookedUp - lookups)
      // Two rounds: each label read at most once in each, the window's few containers too;
      // its variables reported once each across the rounds (its width, then its top and
      // height).
      #expect(cost.0 <= 2 * count + 10, "labels \(count): \(cost.0) frames read")
      #expect(cost.1 <= 4 * count + 20, "labels \(count): \(cost.1) variables looked up")
      work.append(cost)
    }
    // Four times the labels: four times the reads, not more.
    #expect(work[1].frames <= 4 * work[0].frames + 10, "\(work)")
    #expect(work[1].lookups <= 4 * work[0].lookups + 20, "\(work)")
  }
}
