import Foundation
import ReflowLayout
import ReflowTesting
import Testing

@Suite("Text snapshots")
struct SnapshotTests {
  /// A fresh folder for snapshots written by a test.
  func scratchFolder() -> String {
    NSTemporaryDirectory() + "reflow-snapshots-\(UInt64.random(in: 0...UInt64.max))"
  }

  @Test("The stacked screen matches its recorded snapshot in both orientations")
  func stackedScreenSnapshot() throws {
    let window = Device.iPhone16.window()
    _ = try stackedScreen(window)
    try Snapshot.assertMatches(window.dump(), named: "stacked-portrait", in: Snapshot.directory())
    try window.rotate()
    try Snapshot.assertMatches(window.dump(), named: "stacked-landscape", in: Snapshot.directory())
  }

  @Test("A mismatch shows a line diff")
  func mismatch() throws {
    let folder = scratchFolder()
    try Snapshot.assertMatches(
      "a\nb\nc", named: "x", in: folder, environment: [Snapshot.recordVariable: "1"])
    #expect {
      try Snapshot.assertMatches("a\nB\nc", named: "x", in: folder, environment: [:])
    } throws: { error in
      "\(error)".contains("  a\n- b\n+ B\n  c")
    }
    try Snapshot.assertMatches("a\nb\nc", named: "x", in: folder, environment: [:])
  }

  @Test("A missing snapshot fails with the text to record; CI never records")
  func neverSilently() throws {
    let folder = scratchFolder()
    #expect {
      try Snapshot.assertMatches("text", named: "missing", in: folder, environment: [:])
    } throws: { error in
      "\(error)".contains("no snapshot at") && "\(error)".contains("REFLOW_RECORD_SNAPSHOTS=1")
    }
    #expect {
      try Snapshot.assertMatches(
        "text", named: "missing", in: folder,
        environment: [Snapshot.recordVariable: "1", "CI": "true"])
    } throws: { error in
      "\(error)".contains("refusing to record")
    }
    #expect(!FileManager.default.fileExists(atPath: folder + "/missing.txt"))
  }

  @Test("The diff keeps common lines and orders removals before additions")
  func diff() {
    #expect(Snapshot.diff("x\ny", "x\nz\ny") == "  x\n+ z\n  y")
    #expect(Snapshot.diff("x\ny", "y") == "- x\n  y")
  }

  @Test("A mismatch in a long text shows only the changed lines, three lines around each")
  func mismatchInContext() throws {
    let folder = scratchFolder()
    let recorded = (1...40).map { "line \($0)" }
    try Snapshot.assertMatches(
      recorded.joined(separator: "\n"), named: "long", in: folder,
      environment: [Snapshot.recordVariable: "1"])
    var now = recorded
    now[19] = "LINE 20"
    now[35] = "line 36 moved"
    let f = try #require(failure {
      try Snapshot.assertMatches(now.joined(separator: "\n"), named: "long", in: folder,
                                 environment: [:])
    })
    #expect("\(f)" == """
      snapshot long differs (- recorded, + now):
        ... 16 unchanged lines
        line 17
        line 18
        line 19
      - line 20
      + LINE 20
        line 21
        line 22
        line 23
        ... 9 unchanged lines
        line 33
        line 34
        line 35
      - line 36
      + line 36 moved
        line 37
        line 38
        line 39
        ... 1 unchanged line
      """)
    #expect(Snapshot.diff("a\nb\nc\nd", "a\nb\nC\nd", context: 0)
      == "  ... 2 unchanged lines\n- c\n+ C\n  ... 1 unchanged line")
  }
}
