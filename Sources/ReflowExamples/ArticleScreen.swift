import ReflowLayout

// Seed 003: a scroll view with a content view; the content does not reflow on rotation
// unless its width is tied to the scroll view's frame width; two whole constraint sets
// (portrait, landscape) toggled idempotently, only when the orientation really changes.

/// Seed 003's screen: a scroll view over the safe area, its content a header and a body,
/// stacked in portrait (header 200 tall, body 1,000 below it), side by side in landscape
/// (header 40% of the width and 300 tall, body beside it).
///
/// The content's width is tied to the scroll view's frame, so the content reflows with every
/// change of width; its height comes from the header and body, so it scrolls vertically.
public final class ArticleScreen {
  /// The scroll view, pinned to the safe area.
  public let scroll = ScrollView(name: "scroll")
  /// The content view, pinned to the scroll view's content guide.
  public let content = View(name: "content")
  /// The header: on top in portrait, on the left in landscape.
  public let header = View(name: "header")
  /// The body, 1,000 tall: under the header in portrait, beside it in landscape.
  public let body = View(name: "body")

  /// Builds the screen into `window` and lays it out.
  /// - Parameters:
  ///   - window: The window to build into.
  ///   - tiedWidth: Whether the content's width is tied to the scroll view's frame (the fix).
  ///     Without it the content keeps the width the window had when the screen was built,
  ///     as the seed's app effectively had it, and the window warns on rotation.
  /// - Throws: The layout errors of adding the sets (none in a window of a device preset).
  public init(_ window: Window, tiedWidth: Bool = true) throws {
    let root = window.rootView
    root.addSubview(scroll)
    scroll.addSubview(content)
    content.addSubview(header)
    content.addSubview(body)
    let (scroll, content, header, body) = (scroll, content, header, body)
    try window.add([
      ConstraintSet("common") {
        scroll.edges == root.safeAreaLayoutGuide.edges
        content.edges == scroll.contentLayoutGuide.edges
        if tiedWidth { content.widthAnchor == scroll.frameLayoutGuide.widthAnchor }
        header.topAnchor == content.topAnchor
        header.leadingAnchor == content.leadingAnchor
        body.trailingAnchor == content.trailingAnchor
        body.bottomAnchor == content.bottomAnchor
        body.heightAnchor == 1000
      },
      ConstraintSet("portrait", when: .orientation(.portrait)) {
        header.trailingAnchor == content.trailingAnchor
        header.heightAnchor == 200
        body.topAnchor == header.bottomAnchor
        body.leadingAnchor == content.leadingAnchor
      },
      ConstraintSet("landscape", when: .orientation(.landscape)) {
        header.widthAnchor == content.widthAnchor * 0.4
        header.heightAnchor == 300
        body.topAnchor == content.topAnchor
        body.leadingAnchor == header.trailingAnchor
      },
    ])
    // Not tied: the width read off the screen when the screen was built.
    if !tiedWidth { try activate(content.widthAnchor == window.size.width) }
    window.layoutIfNeeded()
  }
}

/// The catalogue's `article`: seed 003's scroll view, content, header and body; the content
/// is taller than the screen and as wide as the scroll view in both orientations.
public let articleExample = Example(
  name: "article",
  summary: "seed 003: scroll content that reflows; header above the body, or beside it"
) { window in
  let screen = try ArticleScreen(window)
  return [screen.scroll, screen.content, screen.header, screen.body]
}
