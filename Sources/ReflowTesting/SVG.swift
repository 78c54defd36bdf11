import ReflowLayout

/// What a window looked like at one moment: its size, safe area, sets in force and every
/// view's frame, ready to be drawn. Taking a picture reads the frames; later changes to the
/// window do not change it.
public struct LayoutPicture: Sendable {
  /// One view's rectangle in window coordinates.
  public struct Item: Sendable {
    /// The view's name.
    public let name: String
    /// Its frame in window coordinates.
    public let frame: Rect
    /// How deep it is in the tree (the root is 0).
    public let depth: Int
    /// Whether it is hidden.
    public let isHidden: Bool
    /// For a scroll view: its whole content, where it lies at the current offset (parts of it
    /// may be off screen).
    public let content: Rect?
    /// For a label: its lines as drawn, in window coordinates (centred vertically in a label
    /// taller than its text: ``Label/textFrame``).
    public internal(set) var textLines: [TextLine] = []
  }

  /// One line of a label's text, where it is drawn.
  public struct TextLine: Sendable, Equatable {
    /// The line's text.
    public let text: String
    /// Its left end, in window coordinates.
    public let x: Double
    /// Its baseline, in window coordinates.
    public let baseline: Double
    /// The font's size in points.
    public let fontSize: Double
    /// The font's name (`DejaVu Sans`).
    public let fontName: String
  }

  /// The caption, as in `iPhone 16, portrait`.
  public let title: String
  /// The window's size (for a picture of a scroll view's content, the content's size).
  public let size: Size
  /// The window's safe-area insets (zero for a picture of a scroll view's content).
  public let safeArea: EdgeInsets
  /// The names of the constraint sets in force.
  public let activeSets: [String]
  /// Every view, parents before children.
  public let items: [Item]
  /// For a picture of a scroll view's content: the part on screen at the current offset, in
  /// content coordinates; nil for a picture of a window.
  public let visibleRect: Rect?

  /// A picture of `window` as it is laid out now.
  public init(_ window: Window, title: String? = nil) {
    window.layoutIfNeeded()
    self.title = title ?? "\(window.traits.idiom) \(window.traits.orientation), \(window.size)"
    size = window.size
    safeArea = window.safeAreaInsets
    activeSets = window.activeSets.map(\.name)
    visibleRect = nil
    var items: [Item] = []
    Self.visit(window.rootView, 0, .zero, into: &items)
    self.items = items
  }

  /// A picture of a scroll view's whole content, not only the part on screen: the content is
  /// the canvas, every view in it is drawn where it lies in the content (cells scrolled away
  /// included), and the part on screen at the current offset is a dashed outline.
  ///
  /// ```swift
  /// let picture = LayoutPicture(contentOf: scroll)
  /// ```
  /// - Parameters:
  ///   - scroll: A scroll view in a window.
  ///   - title: The caption; by default the scroll view's name, content size and offset.
  public init(contentOf scroll: ScrollView, title: String? = nil) {
    scroll.window?.layoutIfNeeded()
    let content = scroll.contentSize
    self.title =
      title ?? "\(scroll.name) content \(content), offset \(scroll.contentOffset)"
    size = content
    safeArea = .zero
    activeSets = scroll.window?.activeSets.map(\.name) ?? []
    visibleRect = scroll.visibleRect
    // The content itself stands where a window's root view would: the canvas.
    var items = [
      Item(
        name: scroll.name, frame: Rect(origin: .zero, size: content), depth: 0,
        isHidden: scroll.isHidden, content: nil)
    ]
    // The scroll view's subviews are in content coordinates: undo the window origin only.
    let origin = scroll.frameInWindow.origin
    for s in scroll.subviews { Self.visit(s, 1, origin, into: &items) }
    self.items = items
  }

  /// Appends `view` and its subtree to `items`. Views inside scroll views are drawn where
  /// they are on screen: moved by `shift`, the offsets of the scroll views around them.
  private static func visit(_ v: View, _ depth: Int, _ shift: Point, into items: inout [Item]) {
    let frame = v.frameInWindow.offsetBy(dx: -shift.x, dy: -shift.y)
    var content: Rect?
    var inner = shift
    if let scroll = v as? ScrollView {
      let offset = scroll.contentOffset
      content = Rect(
        x: frame.x - offset.x, y: frame.y - offset.y, width: scroll.contentSize.width,
        height: scroll.contentSize.height)
      inner = Point(x: shift.x + offset.x, y: shift.y + offset.y)
    }
    var item = Item(name: v.name, frame: frame, depth: depth, isHidden: v.isHidden, content: content)
    if let label = v as? Label {
      // Centred vertically in a label taller than its text, as UIKit draws it.
      let font = label.font, top = frame.y + label.textFrame.y
      item.textLines = label.textLayout.lines.map {
        TextLine(
          text: $0.text, x: frame.x + $0.x, baseline: top + $0.baseline,
          fontSize: font.pointSize, fontName: font.metrics.name)
      }
    }
    items.append(item)
    for s in v.subviews { visit(s, depth + 1, inner, into: &items) }
  }

  /// Pictures of `window` in portrait and in landscape (it is turned and turned back), in
  /// that order, captioned with `name`.
  /// - Throws: What `Window.rotate(to:)` throws.
  public static func portraitAndLandscape(_ window: Window, name: String) throws -> [LayoutPicture] {
    let start = window.traits.orientation
    var pictures: [LayoutPicture] = []
    for orientation in [Orientation.portrait, .landscape] {
      try window.rotate(to: orientation)
      pictures.append(LayoutPicture(window, title: "\(name), \(orientation)"))
    }
    try window.rotate(to: start)
    return pictures
  }
}

/// Draws layout pictures as SVG: each window's outline and safe area, every view as a
/// labelled rectangle where it is on screen (a label with its text, line by line at
/// its baselines, in its font), a scroll view's content as a dash-dot outline
/// and a caption with the sets in force; several pictures side by side.
///
/// What a screen would not show is left out, as UIKit would: nothing is drawn outside the
/// window, a scroll view's subviews only inside the scroll view (cells scrolled away are
/// cut off). A hidden view and its subviews are faded dashed outlines (a screen under the
/// top of a navigation stack, still laid out). Labels never overlap: a label moves down a
/// line inside its view (a scroll view's content label up) until it is clear of the others, and a view with no room for one
/// stays unlabelled. A picture of a scroll view's content (``LayoutPicture/init(contentOf:title:)``)
/// is drawn whole, with the part on screen as a red dashed outline.
public enum SVGRenderer {
  /// The SVG document of `pictures`, left to right, `gap` points apart.
  public static func render(_ pictures: [LayoutPicture], gap: Double = 32) -> String {
    let width = pictures.reduce(gap) { $0 + $1.size.width + gap }
    let height = (pictures.map(\.size.height).max() ?? 0) + captionHeight + 2 * gap
    var out = [
      "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(n(width))\" height=\"\(n(height))\""
        + " viewBox=\"0 0 \(n(width)) \(n(height))\" font-family=\"Helvetica, Arial, sans-serif\">",
      "<rect width=\"100%\" height=\"100%\" fill=\"#ffffff\"/>",
    ]
    var x = gap
    for (pictureIndex, picture) in pictures.enumerated() {
      out.append("<g transform=\"translate(\(n(x)) \(n(gap)))\">")
      drawCaption(of: picture, into: &out)
      out.append("<g transform=\"translate(0 \(n(captionHeight)))\">")
      drawWindow(of: picture, into: &out)
      let id = "clip\(pictureIndex)"
      out.append(
        "<clipPath id=\"\(id)\"><rect width=\"\(n(picture.size.width))\" height=\"\(n(picture.size.height))\"/></clipPath>")
      out.append("<g clip-path=\"url(#\(id))\">")
      var labels = LabelPlacer()
      // A label's text is drawn where its layout puts it: the names placed around it keep
      // clear of it, even the names of the views around the label, drawn before its text.
      labels.boxes = picture.items.flatMap { item in
        item.textLines.map {
          LabelPlacer.box(x: $0.x, baseline: $0.baseline, $0.text, fontSize: $0.fontSize)
        }
      }
      let openClips = drawItems(of: picture, clipID: id, into: &out, labels: &labels)
      out.append(String(repeating: "</g>", count: openClips + 1))
      if let v = picture.visibleRect {
        out.append(
          rect(v, "fill=\"none\" stroke=\"#d62828\" stroke-width=\"2\" stroke-dasharray=\"10 5\""))
        out += label(
          "on screen at offset \(v.origin)", x: v.x + 3, from: v.maxY - 4, to: v.y + 10, size: 10,
          fill: "#d62828", into: &labels)
      }
      out.append("</g></g>")
      x += picture.size.width + gap
    }
    out.append("</svg>")
    return out.joined(separator: "\n") + "\n"
  }

  /// The height of a picture's caption (its title and sets), above the window.
  private static let captionHeight = 40.0

  /// The picture's title and the sets in force.
  private static func drawCaption(of picture: LayoutPicture, into out: inout [String]) {
    out.append(
      "<text x=\"0\" y=\"14\" font-size=\"14\" font-weight=\"bold\">\(escape(picture.title))</text>")
    let sets = picture.activeSets.isEmpty ? "no constraint sets" : "sets: " + picture.activeSets.joined(separator: ", ")
    out.append("<text x=\"0\" y=\"30\" font-size=\"11\" fill=\"#555555\">\(escape(sets))</text>")
  }

  /// The window's outline and, for a picture of a window, its safe area.
  private static func drawWindow(of picture: LayoutPicture, into out: inout [String]) {
    out.append(
      "<rect x=\"0\" y=\"0\" width=\"\(n(picture.size.width))\" height=\"\(n(picture.size.height))\""
        + " fill=\"#f4f4f4\" stroke=\"#222222\" stroke-width=\"2\"/>")
    if picture.visibleRect == nil {
      let safe = Rect(origin: .zero, size: picture.size).inset(by: picture.safeArea)
      out.append(
        rect(safe, "fill=\"none\" stroke=\"#2a9d8f\" stroke-width=\"1\" stroke-dasharray=\"6 4\""))
    }
  }

  /// Draws every view of `picture` but the root (the window's own rectangle), each scroll
  /// view's subviews in a clipping group of its frame (`clipID` and the view's index), and
  /// returns how many of those groups are still open at the end.
  private static func drawItems(
    of picture: LayoutPicture, clipID id: String, into out: inout [String],
    labels: inout LabelPlacer
  ) -> Int {
    // Depths of the scroll views whose clipping group is open, innermost last; the depth of
    // the hidden view whose subviews are being left out.
    var clipping: [Int] = []
    var hiddenDepth: Int?
    for (index, item) in picture.items.enumerated().dropFirst() {
      if let d = hiddenDepth, item.depth <= d { hiddenDepth = nil }
      if hiddenDepth == nil && item.isHidden { hiddenDepth = item.depth }
      while let d = clipping.last, item.depth <= d {
        out.append("</g>")
        clipping.removeLast()
      }
      drawItem(
        item, color: palette[(index - 1) % palette.count], isHidden: hiddenDepth != nil,
        into: &out, labels: &labels)
      if item.content != nil {
        let f = item.frame
        out.append(
          "<clipPath id=\"\(id)-\(index)\"><rect x=\"\(n(f.x))\" y=\"\(n(f.y))\" width=\"\(n(max(0, f.width)))\""
            + " height=\"\(n(max(0, f.height)))\"/></clipPath>")
        out.append("<g clip-path=\"url(#\(id)-\(index))\">")
        clipping.append(item.depth)
      }
    }
    return clipping.count
  }

  /// One view: its rectangle (an outline only if hidden), a label's lines of text, a scroll
  /// view's content outline with its size, and its name where there is room.
  private static func drawItem(
    _ item: LayoutPicture.Item, color: String, isHidden: Bool, into out: inout [String],
    labels: inout LabelPlacer
  ) {
    let f = item.frame
    // A hidden view is an outline only, so that what is shown over it stays readable.
    let look =
      isHidden
      ? "fill=\"none\" stroke=\"\(color)\" stroke-width=\"1.5\" stroke-dasharray=\"3 3\" opacity=\"0.5\""
      : "fill=\"\(color)\" fill-opacity=\"0.35\" stroke=\"\(color)\" stroke-width=\"1.5\""
    out.append(rect(f, look))
    for line in item.textLines {
      out.append(
        "<text x=\"\(n(line.x))\" y=\"\(n(line.baseline))\" font-size=\"\(n(line.fontSize))\""
          + " font-family=\"\(escape(line.fontName))\" fill=\"#000000\" xml:space=\"preserve\">"
          + "\(escape(line.text))</text>")
    }
    if let c = item.content {
      out.append(
        rect(c, "fill=\"none\" stroke=\"\(color)\" stroke-width=\"1\" stroke-dasharray=\"8 3 2 3\""))
      // In the scroll view's bottom-left corner, where it is on screen (a line higher for
      // each other label there).
      out += label(
        "\(item.name) content \(n(c.width))x\(n(c.height))", x: f.x + 3, from: f.maxY - 3,
        to: f.y + 9, size: 9, fill: color, into: &labels)
    }
    // The first free line inside the view's top-left corner, clear of every label drawn
    // so far (a view that starts where its parent does, or just inside it); none if the
    // view has no room for it.
    if f.width >= 24 && f.height >= 12 {
      out += label(
        item.name, x: f.x + 3, from: f.y + 11, to: f.maxY, size: 10, fill: "#111111",
        attributes: isHidden ? " opacity=\"0.6\"" : "", into: &labels)
    }
  }

  /// `<rect>` of `r` (a negative width or height drawn as 0) with `attributes`.
  static func rect(_ r: Rect, _ attributes: String) -> String {
    "<rect x=\"\(n(r.x))\" y=\"\(n(r.y))\" width=\"\(n(max(0, r.width)))\""
      + " height=\"\(n(max(0, r.height)))\" \(attributes)/>"
  }

  /// `<text>` of `text` at the first free line from `from` towards `to` (see
  /// ``LabelPlacer``), or nothing if there is none; `attributes` follow the fill.
  static func label(
    _ text: String, x: Double, from: Double, to: Double, size: Double, fill: String,
    attributes extra: String = "", into placer: inout LabelPlacer
  ) -> [String] {
    guard let y = placer.place(x: x, from: from, to: to, text, fontSize: size) else { return [] }
    return [
      "<text x=\"\(n(x))\" y=\"\(n(y))\" font-size=\"\(n(size))\" fill=\"\(fill)\"\(extra)>"
        + "\(escape(text))</text>"
    ]
  }

  /// Where labels go: each label's box is kept, and a new one moves down, a line at a
  /// time, until it overlaps none (text widths are estimated, 0.6 em a character).
  struct LabelPlacer {
    var boxes: [Rect] = []

    static func box(x: Double, baseline: Double, _ text: String, fontSize: Double) -> Rect {
      Rect(
        x: x, y: baseline - fontSize, width: Double(text.count) * fontSize * 0.6,
        height: fontSize + 1)
    }

    /// The first baseline from `first`, a line apart towards `limit` (down or up), whose
    /// label overlaps no other and does not pass `limit`; nil when there is none.
    mutating func place(
      x: Double, from first: Double, to limit: Double, _ text: String, fontSize: Double
    ) -> Double? {
      let step = (first <= limit ? 1 : -1) * (fontSize + 1)
      var baseline = first
      while step > 0 ? baseline <= limit : baseline >= limit {
        let box = Self.box(x: x, baseline: baseline, text, fontSize: fontSize)
        if !boxes.contains(where: { $0.intersects(box) }) {
          boxes.append(box)
          return baseline
        }
        baseline += step
      }
      return nil
    }
  }

  static let palette = ["#e76f51", "#264653", "#e9c46a", "#8e7dbe", "#f4a261", "#457b9d"]

  /// A number for SVG: at most two decimals.
  static func n(_ value: Double) -> String {
    let hundredths = Int64(value * 100 + (value < 0 ? -0.5 : 0.5))
    let whole = hundredths / 100
    let rest = abs(hundredths % 100)
    if rest == 0 { return String(whole) }
    let sign = hundredths < 0 && whole == 0 ? "-" : ""
    return sign + "\(whole)." + (rest < 10 ? "0\(rest)" : (rest % 10 == 0 ? "\(rest / 10)" : "\(rest)"))
  }

  static func escape(_ text: String) -> String {
    var out = ""
    for c in text {
      switch c {
      case "&": out += "&amp;"
      case "<": out += "&lt;"
      case ">": out += "&gt;"
      case "\"": out += "&quot;"
      default: out.append(c)
      }
    }
    return out
  }
}
