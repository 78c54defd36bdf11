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
  /// - Throws: ``LayoutAssertionFailure`` with the changed lines and a few lines of context
  ///   around them on a mismatch (not the whole text), the text to record when the snapshot
  ///   is missing, or a refusal to record when `CI` is set.
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
        try writeText(text + "\n", to: path)
      } catch {
        throw LayoutAssertionFailure(message: "\(error)", dump: text)
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
        dump: "")
    }
  }

  /// A line diff: unchanged lines with two spaces, removed with `-`, added with `+`
  /// (longest common subsequence of lines; a removal before the addition that replaces it).
  /// Only the changed lines are shown, each run of them with `context` unchanged lines
  /// around it; the unchanged lines left out are counted (`  ... 12 unchanged lines`).
  /// - Complexity: O(n x m) time and memory for texts of n and m lines.
  public static func diff(_ old: String, _ new: String, context: Int = 3) -> String {
    let lines = fullDiff(old, new)
    // Keep a line when a change is at most `context` lines away from it.
    var keep = Array(repeating: false, count: lines.count)
    for (index, line) in lines.enumerated() where !line.hasPrefix("  ") {
      for k in max(0, index - context)...min(lines.count - 1, index + context) { keep[k] = true }
    }
    var out: [String] = []
    var skipped = 0
    for (index, line) in lines.enumerated() {
      if keep[index] {
        if skipped > 0 { out.append(skippedLine(skipped)) }
        skipped = 0
        out.append(line)
      } else {
        skipped += 1
      }
    }
    if skipped > 0 { out.append(skippedLine(skipped)) }
    return out.joined(separator: "\n")
  }

  static func skippedLine(_ count: Int) -> String {
    "  ... \(count) unchanged line" + (count == 1 ? "" : "s")
  }

  /// Every line of both texts, marked `  `, `- ` or `+ `.
  static func fullDiff(_ old: String, _ new: String) -> [String] {
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
    return lines
  }
}
