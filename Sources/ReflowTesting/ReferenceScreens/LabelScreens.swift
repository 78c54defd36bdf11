// Issue 16's reference screen of text through the public API: a scroll view whose content is
// a vertical stack of N wrapping labels, built and rotated. Each label's text takes two lines
// in portrait and one in landscape, so a rotation measures every label again at its new
// width. Shared by the layout tests (`LabelRotationCostTests`) and the benchmarks
// (`labels_N_build`, `labels_N_rotate`): the views and constraints stay as they are.
import ReflowLayout

/// A scroll view filling a window 393x852 (an iPhone's size, no safe area), whose content is
/// a vertical `StackView` of `labels` labels in the body style, 8 apart, 16 in from the
/// edges, wrapping on as many lines as they need. Its width is tied to the scroll view's
/// frame, so a rotation re-wraps every label: two lines each at 361 points (portrait), one at
/// 820 (landscape).
///
/// ```swift
/// let column = try LabelColumn(labels: 300)
/// try column.rotate()   // every label measured again at 820
/// ```
public final class LabelColumn {
  /// The window.
  public let window: Window
  /// The scroll view (the root view's only subview).
  public let scroll: ScrollView
  /// The stack of labels.
  public let column: StackView
  /// The labels, top first.
  public let labels: [Label]

  /// Builds the column and lays it out (the build the benchmarks time). `label` makes each
  /// label from its name (`label0`, `label1`, ...) and text: a subclass of your own can count
  /// its measurements, say; it is given no other settings (the column makes it wrap).
  public init(
    labels count: Int,
    label makeLabel: (_ name: String, _ text: String) -> Label = { Label(name: $0, text: $1) }
  ) throws {
    window = try Window(size: Size(width: 393, height: 852))
    let root = window.rootView
    let scroll = ScrollView(name: "scroll"), column = StackView(name: "column")
    self.scroll = scroll
    self.column = column
    column.axis = .vertical
    column.spacing = 8
    var labels: [Label] = []
    labels.reserveCapacity(count)
    for i in 0..<count {
      // About 420 points at 17 pt: two lines at 361 (portrait), one at 820 (landscape).
      let label = makeLabel(
        "label\(i)", "Item \(i): a line of text that wraps on a phone held upright")
      label.numberOfLines = 0
      labels.append(label)
    }
    self.labels = labels
    // Filled before it joins the window, so the stack makes its constraints once.
    for label in labels { column.addArrangedSubview(label) }
    root.addSubview(scroll)
    scroll.addSubview(column)
    try activate {
      scroll.edges == root.edges
      column.edges == scroll.contentLayoutGuide.edges.inset(
        by: EdgeInsets(top: 16, left: 16, bottom: 16, right: 16))
      column.widthAnchor == scroll.frameLayoutGuide.widthAnchor - 32
    }
    window.layoutIfNeeded()
  }

  /// Turns the window a quarter and lays it out (every label measured again).
  public func rotate() throws {
    try window.rotate()
    window.layoutIfNeeded()
  }

  /// A sum over the frames of the labels (x + 2y + 3 width + 5 height), to keep the work
  /// observable.
  public var checksum: Double {
    labels.reduce(0) { sum, v in
      let f = v.frame
      return sum + f.x + 2 * f.y + 3 * f.width + 5 * f.height
    }
  }
}
