import ReflowExamples
import ReflowLayout
import ReflowTesting
import Testing

/// Issue 16's chat transcript, against widths and line counts worked out by hand from DejaVu
/// Sans's tables at 17 pt (x 17 / 2048 per unit; a line 19.7890625 high).
///
/// A row is the column's width, the safe area's less 2 x 16; a bubble is at most 70% of it,
/// its label 12 + 12 narrower. Message 2, "Great. Could I come by tomorrow evening to see it,
/// and take it home if it suits?" (81,082 units, 673.04 on one line), wraps greedily:
/// - row 361 (iPhone 16 portrait): label at most 228.7 (27,552 units): "Great. Could I come
///   by" 23,557 / "tomorrow evening to see" 25,628 / "it, and take it home if it" 24,053 /
///   "suits?" 5,891: 4 lines, the widest 25,628 units = 212.732421875;
/// - row 702 (iPhone 16 landscape): at most 467.4: "...to see it," 52,510 / "and take it home
///   if it suits?" 27,921: 2 lines, the widest 435.8740234375;
/// - row 712 (iPad mini portrait): at most 474.4: "...to see it, and" 57,014 / "take it home
///   if it suits?" 23,417: 2 lines, the widest 473.2607421875;
/// - row 1,101 (iPad mini landscape): at most 746.7: one line, 673.0439453125.
/// A wrapped label is as wide as its widest line, and its bubble 24 wider. Message 3, "Sure,
/// after six." (14,952 units, 124.11328125), is one line everywhere, on the trailing side.
@Suite("Chat transcript")
struct ChatTranscriptScreenTests {
  struct Case: Sendable, CustomStringConvertible {
    let device: Device
    let orientation: Orientation
    let rowWidth: Double
    let lines: Int
    let widestLine: Double
    var description: String { "\(device.name) \(orientation)" }
  }

  static let cases = [
    Case(device: .iPhone16, orientation: .portrait, rowWidth: 361, lines: 4,
         widestLine: 212.732421875),
    Case(device: .iPhone16, orientation: .landscape, rowWidth: 702, lines: 2,
         widestLine: 435.8740234375),
    Case(device: .iPadMini, orientation: .portrait, rowWidth: 712, lines: 2,
         widestLine: 473.2607421875),
    Case(device: .iPadMini, orientation: .landscape, rowWidth: 1101, lines: 1,
         widestLine: 673.0439453125),
  ]

  @Test("A long message wraps at 70% of the row; a short one hugs its text", arguments: cases)
  func bubbles(_ c: Case) throws {
    let window = c.device.window(c.orientation)
    let chat = try ChatTranscriptScreen(window)
    #expect(chat.rows.allSatisfy { abs($0.frame.width - c.rowWidth) < 1e-9 })

    let long = chat.bubbles[2], label = chat.labels[2]
    #expect(label.textLayout.lines.count == c.lines, "\(label.textLayout.lines.map(\.text))")
    let height = Double(c.lines) * 19.7890625
    #expect(label.frame.isClose(to: Rect(x: 12, y: 8, width: c.widestLine, height: height)))
    #expect(long.frame.isClose(
      to: Rect(x: 0, y: 0, width: c.widestLine + 24, height: height + 16)), "\(long.frame)")
    #expect(long.frame.width <= c.rowWidth * 0.7)

    let short = chat.bubbles[3]
    #expect(chat.labels[3].textLayout.lines.count == 1)
    #expect(short.frame.isClose(
      to: Rect(x: c.rowWidth - 148.11328125, y: 0, width: 148.11328125, height: 35.7890625)),
      "\(short.frame)")
  }

  @Test("Bubbles alternate sides and every one keeps within 70% of its row", arguments: cases)
  func sides(_ c: Case) throws {
    let window = c.device.window(c.orientation)
    let chat = try ChatTranscriptScreen(window)
    for (i, bubble) in chat.bubbles.enumerated() {
      let row = chat.rows[i].frame
      #expect(bubble.frame.width <= row.width * 0.7 + 1e-9, "\(bubble.name)")
      if i.isMultiple(of: 2) {
        #expect(bubble.frame.minX == 0, "\(bubble.name) \(bubble.frame)")
      } else {
        #expect(abs(bubble.frame.maxX - row.width) < 1e-9, "\(bubble.name) \(bubble.frame)")
      }
    }
  }

  @Test("A rotation re-wraps every bubble as a build in the new orientation does",
        arguments: [Device.iPhone16, .iPadMini])
  func rotated(_ device: Device) throws {
    // A bubble is held at its label's widest line by hugging alone: a rotation to a wider
    // row must let it out and wrap it again at the new cap, and back.
    let window = device.window(.portrait)
    let chat = try ChatTranscriptScreen(window)
    for orientation in [Orientation.landscape, .portrait, .landscape] {
      try window.rotate()
      let other = device.window(orientation)
      let built = try ChatTranscriptScreen(other)
      for (i, bubble) in chat.bubbles.enumerated() {
        #expect(bubble.frame.isClose(to: built.bubbles[i].frame), "\(orientation) \(bubble.name)")
        #expect(chat.labels[i].textLayout.lines == built.labels[i].textLayout.lines,
                "\(orientation) \(chat.labels[i].name)")
      }
      withExtendedLifetime(other) {}
    }
  }
}
