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
  }

  /// The caption, as in `iPhone 16, portrait`.
  public let title: String
  /// The window's size.
  public let size: Size
  /// The window's safe-area insets.
  public let safeArea: EdgeInsets
  /// The names of the constraint sets in force.
  public let activeSets: [String]
  /// Every view, parents before children.
  public let items: [Item]

  /// A picture of `window` as it is laid out now.
  public init(_ window: Window, title: String? = nil) {
    window.layoutIfNeeded()
    self.title = title ?? "\(window.traits.idiom) \(window.traits.orientation), \(window.size)"
    size = window.size
    safeArea = window.safeAreaInsets
    activeSets = window.activeSets.map(\.name)
    var items: [Item] = []
    // Views inside scroll views are drawn where they are on screen: moved by the offsets of
    // the scroll views around them.
    func visit(_ v: View, _ depth: Int, _ shift: Point) {
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
      items.append(
        Item(name: v.name, frame: frame, depth: depth, isHidden: v.isHidden, content: content))
      for s in v.subviews { visit(s, depth + 1, inner) }
    }
    visit(window.rootView, 0, .zero)
    self.items = items
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
/// labelled rectangle where it is on screen, a scroll view's content as a dash-dot outline
/// and a caption with the sets in force; several pictures side by side.
///
/// What a screen would not show is left out, as UIKit would: nothing is drawn outside the
/// window, a scroll view's subviews only inside the scroll view (cells scrolled away are
/// cut off). A hidden view and its subviews are faded dashed outlines (a screen under the
/// top of a navigation stack, still laid out).
public enum SVGRenderer {
  /// The SVG document of `pictures`, left to right, `gap` points apart.
  public static func render(_ pictures: [LayoutPicture], gap: Double = 32) -> String {
    let captionHeight = 40.0
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
      out.append(
        "<text x=\"0\" y=\"14\" font-size=\"14\" font-weight=\"bold\">\(escape(picture.title))</text>")
      let sets = picture.activeSets.isEmpty ? "no constraint sets" : "sets: " + picture.activeSets.joined(separator: ", ")
      out.append("<text x=\"0\" y=\"30\" font-size=\"11\" fill=\"#555555\">\(escape(sets))</text>")
      out.append("<g transform=\"translate(0 \(n(captionHeight)))\">")
      out.append(
        "<rect x=\"0\" y=\"0\" width=\"\(n(picture.size.width))\" height=\"\(n(picture.size.height))\""
          + " fill=\"#f4f4f4\" stroke=\"#222222\" stroke-width=\"2\"/>")
      let safe = Rect(origin: .zero, size: picture.size).inset(by: picture.safeArea)
      out.append(
        "<rect x=\"\(n(safe.x))\" y=\"\(n(safe.y))\" width=\"\(n(safe.width))\" height=\"\(n(safe.height))\""
          + " fill=\"none\" stroke=\"#2a9d8f\" stroke-width=\"1\" stroke-dasharray=\"6 4\"/>")
      let id = "clip\(pictureIndex)"
      out.append(
        "<clipPath id=\"\(id)\"><rect width=\"\(n(picture.size.width))\" height=\"\(n(picture.size.height))\"/></clipPath>")
      out.append("<g clip-path=\"url(#\(id))\">")
      // Depths of the scroll views whose clipping group is open, innermost last; the depth of
      // the hidden view whose subviews are being left out.
      var clipping: [Int] = []
      var hiddenDepth: Int?
      var labelled: Set<Point> = []
      for (index, item) in picture.items.enumerated().dropFirst() {
        if let d = hiddenDepth, item.depth <= d { hiddenDepth = nil }
        if hiddenDepth == nil && item.isHidden { hiddenDepth = item.depth }
        let isHidden = hiddenDepth != nil
        while let d = clipping.last, item.depth <= d {
          out.append("</g>")
          clipping.removeLast()
        }
        let color = palette[(index - 1) % palette.count]
        let f = item.frame
        // A hidden view is an outline only, so that what is shown over it stays readable.
        let look =
          isHidden
          ? "fill=\"none\" stroke=\"\(color)\" stroke-width=\"1.5\" stroke-dasharray=\"3 3\" opacity=\"0.5\""
          : "fill=\"\(color)\" fill-opacity=\"0.35\" stroke=\"\(color)\" stroke-width=\"1.5\""
        out.append(
          "<rect x=\"\(n(f.x))\" y=\"\(n(f.y))\" width=\"\(n(max(0, f.width)))\" height=\"\(n(max(0, f.height)))\" \(look)/>")
        if let c = item.content {
          out.append(
            "<rect x=\"\(n(c.x))\" y=\"\(n(c.y))\" width=\"\(n(max(0, c.width)))\" height=\"\(n(max(0, c.height)))\""
              + " fill=\"none\" stroke=\"\(color)\" stroke-width=\"1\" stroke-dasharray=\"8 3 2 3\"/>")
          // In the scroll view's bottom-left corner, where it is on screen.
          out.append(
            "<text x=\"\(n(f.x + 3))\" y=\"\(n(f.maxY - 3))\" font-size=\"9\" fill=\"\(color)\">"
              + "\(escape(item.name)) content \(n(c.width))x\(n(c.height))</text>")
        }
        if f.width >= 24 && f.height >= 12 {
          // Below the labels already at this corner (a view that starts where its parent does).
          var y = f.y + 11
          while labelled.contains(Point(x: f.x, y: y)) && y + 11 <= f.maxY { y += 11 }
          labelled.insert(Point(x: f.x, y: y))
          let fade = isHidden ? " opacity=\"0.6\"" : ""
          out.append(
            "<text x=\"\(n(f.x + 3))\" y=\"\(n(y))\" font-size=\"10\" fill=\"#111111\"\(fade)>\(escape(item.name))</text>")
        }
        if item.content != nil {
          out.append(
            "<clipPath id=\"\(id)-\(index)\"><rect x=\"\(n(f.x))\" y=\"\(n(f.y))\" width=\"\(n(max(0, f.width)))\""
              + " height=\"\(n(max(0, f.height)))\"/></clipPath>")
          out.append("<g clip-path=\"url(#\(id)-\(index))\">")
          clipping.append(item.depth)
        }
      }
      out.append(String(repeating: "</g>", count: clipping.count + 1))
      out.append("</g></g>")
      x += picture.size.width + gap
    }
    out.append("</svg>")
    return out.joined(separator: "\n") + "\n"
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
