import Foundation
import ReflowLayout

/// Text snapshots of laid-out trees, kept as files next to the tests.
///
/// A snapshot is recorded only when asked (`REFLOW_RECORD_SNAPSHOTS=1`, which prints each
/// file it writes), never silently: a missing snapshot fails the test with the text to
/// record, and recording is refused when the `CI` environment variable is set.
public enum Snapshot {
  /// The environment variable that records snapshots instead of comparing them.
  public static let recordVariable = "REFLOW_RECORD_SNAPSHOTS"

  /// The folder `Snapshots` next to the test file (pass `#filePath`).
  public static func directory(for testFile: String = #filePath) -> String {
    let parts = testFile.split(separator: "/", omittingEmptySubsequences: false)
    return parts.dropLast().joined(separator: "/") + "/Snapshots"
  }

  /// Compares `text` with the snapshot `name` in `directory`; with
  /// `REFLOW_RECORD_SNAPSHOTS=1` (and `CI` unset), writes it instead and prints the path.
  /// - Throws: ``LayoutAssertionFailure`` with a line diff on a mismatch, the text to record
  ///   when the snapshot is missing, or a refusal to record when `CI` is set.
  public static func assertMatches(
    _ text: String, named name: String, in directory: String,
    environment: [String: String] = ProcessInfo.processInfo.environment
  ) throws(LayoutAssertionFailure) {
    let path = directory + "/" + name + ".txt"
    let recording = environment[recordVariable] == "1"
    if recording {
      if environment["CI"] != nil {
        throw LayoutAssertionFailure(
          message: "refusing to record snapshot \(path) in CI (\(recordVariable)=1 and CI set)",
          dump: text)
      }
      do {
        try FileManager.default.createDirectory(
          atPath: directory, withIntermediateDirectories: true)
        try (text + "\n").write(toFile: path, atomically: true, encoding: .utf8)
      } catch {
        throw LayoutAssertionFailure(message: "could not write \(path): \(error)", dump: text)
      }
      print("recorded snapshot \(path)")
      return
    }
    guard let stored = try? String(contentsOfFile: path, encoding: .utf8) else {
      throw LayoutAssertionFailure(
        message: "no snapshot at \(path); run with \(recordVariable)=1 to record this text",
        dump: text)
    }
    let expected = stored.hasSuffix("\n") ? String(stored.dropLast()) : stored
    guard expected == text else {
      throw LayoutAssertionFailure(
        message: "snapshot \(name) differs (- recorded, + now):\n" + diff(expected, text),
        dump: text)
    }
  }

  /// A line diff: unchanged lines with two spaces, removed with `-`, added with `+`
  /// (longest common subsequence of lines; a removal before the addition that replaces it).
  public static func diff(_ old: String, _ new: String) -> String {
    let a = old.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    let b = new.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    var lcs = Array(repeating: Array(repeating: 0, count: b.count + 1), count: a.count + 1)
    for i in stride(from: a.count - 1, through: 0, by: -1) {
      for j in stride(from: b.count - 1, through: 0, by: -1) {
        lcs[i][j] = a[i] == b[j] ? lcs[i + 1][j + 1] + 1 : max(lcs[i + 1][j], lcs[i][j + 1])
      }
    }
    var lines: [String] = []
    var (i, j) = (0, 0)
    while i < a.count || j < b.count {
      if i < a.count && j < b.count && a[i] == b[j] {
        lines.append("  " + a[i])
        i += 1
        j += 1
      } else if i < a.count && (j == b.count || lcs[i + 1][j] >= lcs[i][j + 1]) {
        lines.append("- " + a[i])
        i += 1
      } else {
        lines.append("+ " + b[j])
        j += 1
      }
    }
    return lines.joined(separator: "\n")
  }
}
