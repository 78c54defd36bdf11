import ReflowLayout

// Issue 16's chat transcript: each bubble is as wide as its text, up to 70% of the width,
// where its label wraps; the bubbles alternate sides, in a column that scrolls.

/// A chat transcript: a scroll view over the safe area holding a vertical stack of rows; each
/// row holds one bubble on the leading side (messages received, even indices) or the trailing
/// side (messages sent, odd indices), and each bubble a label inset by ``bubbleInsets``.
///
/// A bubble is no wider than ``widthCap`` of its row: a longer message wraps there, and the
/// bubble's height follows the label's line count in the same layout pass. The column's width
/// is tied to the scroll view's frame, so a rotation re-wraps every bubble at the new cap.
public final class ChatTranscriptScreen {
  /// The messages, in order.
  public static let messages = [
    "Is the desk lamp still for sale?",
    "Yes! It is in the hall, by the door.",
    "Great. Could I come by tomorrow evening to see it, and take it home if it suits?",
    "Sure, after six.",
    "See you then.",
  ]
  /// The share of a row's width a bubble can take.
  public static let widthCap = 0.7
  /// The space between a bubble's edges and its text.
  public static let bubbleInsets = EdgeInsets(top: 8, left: 12, bottom: 8, right: 12)
  /// The margin between the scroll view's frame and the column, on every side.
  public static let margin = 16.0

  /// The scroll view, pinned to the safe area.
  public let scroll = ScrollView(name: "scroll")
  /// The column of rows: vertical, `fill` alignment, 8 apart.
  public let column = StackView(name: "column")
  /// One row per message, as wide as the column and as tall as its bubble.
  public let rows: [View]
  /// One bubble per message.
  public let bubbles: [View]
  /// One label per message, wrapping on as many lines as it needs.
  public let labels: [Label]

  /// Builds the transcript into `window` and lays it out.
  /// - Parameter window: The window to build into.
  /// - Throws: The layout errors of adding the constraints (none in a window of a device
  ///   preset).
  public init(_ window: Window) throws {
    let messages = Self.messages
    rows = messages.indices.map { View(name: "row\($0)") }
    bubbles = messages.indices.map { View(name: "bubble\($0)") }
    labels = messages.enumerated().map { Label(name: "message\($0)", text: $1) }
    column.axis = .vertical
    column.spacing = 8
    let root = window.rootView
    root.addSubview(scroll)
    scroll.addSubview(column)
    let (scroll, column, margin) = (scroll, column, Self.margin)
    let (rows, bubbles, labels) = (rows, bubbles, labels)
    for (i, row) in rows.enumerated() {
      labels[i].numberOfLines = 0
      column.addArrangedSubview(row)
      row.addSubview(bubbles[i])
      bubbles[i].addSubview(labels[i])
    }
    try activate {
      // The column scrolls vertically only: its width is the frame's, less the margins.
      scroll.edges == root.safeAreaLayoutGuide.edges
      column.edges == scroll.contentLayoutGuide.edges.inset(
        by: EdgeInsets(top: margin, left: margin, bottom: margin, right: margin))
      column.widthAnchor == scroll.frameLayoutGuide.widthAnchor - 2 * margin
      for (i, (row, bubble)) in zip(rows, bubbles).enumerated() {
        bubble.topAnchor == row.topAnchor
        bubble.bottomAnchor == row.bottomAnchor
        bubble.widthAnchor <= row.widthAnchor * Self.widthCap
        labels[i].edges == bubble.edges.inset(by: Self.bubbleInsets)
        if i.isMultiple(of: 2) {
          bubble.leadingAnchor == row.leadingAnchor
        } else {
          bubble.trailingAnchor == row.trailingAnchor
        }
      }
    }
    window.layoutIfNeeded()
  }
}

/// The catalogue's `chat`: issue 16's chat transcript, bubbles that wrap at 70% of the width.
public let chatExample = Example(
  name: "chat",
  summary: "chat transcript: bubbles on alternating sides, wrapping at 70% of the width"
) { window in
  let chat = try ChatTranscriptScreen(window)
  return [chat.scroll, chat.column] + chat.rows + chat.bubbles + chat.labels
}
