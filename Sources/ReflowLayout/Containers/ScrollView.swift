/// A view that shows a part of a larger content, like UIKit's `UIScrollView` with its
/// layout guides.
///
/// Constrain the content to ``contentLayoutGuide`` (its edges give the content size), and
/// its sizes to ``frameLayoutGuide`` (the scroll view's own rectangle). A content that should
/// reflow with the scroll view's width on rotation needs its width tied to the frame:
/// `content.widthAnchor == scroll.frameLayoutGuide.widthAnchor`.
///
/// Unlike UIKit, the offset is not in the solver: a subview pinned to the frame guide's
/// *edges* sits at the content's origin and scrolls with the content. Put what must stay on
/// screen beside the scroll view, not in it.
///
/// Subviews' frames are in content coordinates, as in UIKit: the visible part of the content
/// is ``visibleRect``, at ``contentOffset``.
open class ScrollView: View {
  /// The content's rectangle: its size is ``contentSize``; its origin is the content
  /// coordinates' origin (the scroll view's top-left corner when not scrolled).
  public let contentLayoutGuide: LayoutGuide
  /// The scroll view's own rectangle, for sizes (the content's width, a page's size). A
  /// subview pinned to its edges still scrolls: the offset is not in the solver.
  public let frameLayoutGuide: LayoutGuide
  /// The offset from the content's reading start: from its left edge left to right, from
  /// its right edge right to left (so that a page or a scroll position survives a change of
  /// size or direction); ``contentOffset`` turns it into UIKit's physical offset.
  private var storedOffset = Point.zero

  /// A scroll view named `name`; its guides are `<name>.content` and `<name>.frame`.
  public override init(name: String) {
    contentLayoutGuide = LayoutGuide(name: "\(name).content")
    frameLayoutGuide = LayoutGuide(name: "\(name).frame")
    super.init(name: name)
    let (content, frameGuide) = (contentLayoutGuide, frameLayoutGuide)
    // The guides' constraints are made with their owning view (the scroll view while it
    // owns them), as the margins and safe-area guides' are.
    frameGuide.systemConstraintMaker = { [unowned frameGuide] in
      guard let view = frameGuide.owningView else { return [] }
      let why = "\(view.name)'s frame guide"
      return [
        _SystemConstraint(frameGuide.left == 0, why), _SystemConstraint(frameGuide.top == 0, why),
        _SystemConstraint(frameGuide.width == view.width, why),
        _SystemConstraint(frameGuide.height == view.height, why),
      ]
    }
    content.systemConstraintMaker = { [unowned content] in
      guard let view = content.owningView else { return [] }
      let why = "\(view.name)'s content origin"
      return [_SystemConstraint(content.left == 0, why), _SystemConstraint(content.top == 0, why)]
    }
    addLayoutGuide(frameGuide)
    addLayoutGuide(content)
  }

  /// The size of the content, from the solved ``contentLayoutGuide``.
  public var contentSize: Size { contentLayoutGuide.frameInParent.size }

  /// The largest offset the content can scroll to: content size minus the scroll view's
  /// size, and never below zero.
  public var maximumContentOffset: Point {
    let size = frame.size
    return Self.limit(content: contentSize, frame: size)
  }

  private static func limit(content: Size, frame size: Size) -> Point {
    Point(x: max(0, content.width - size.width), y: max(0, content.height - size.height))
  }

  /// How far the content is scrolled: the content point at the scroll view's top-left
  /// corner. Always within `0...maximumContentOffset` on each axis, for the current sizes
  /// (the stored offset is clamped whenever it is read).
  ///
  /// Right to left, the offset stays physical, as UIKit's `contentOffset` (a point of the
  /// content, measured from its left edge), while the content starts at its right end: the
  /// start is at `maximumContentOffset.x`, and page n of a paged view at
  /// `maximumContentOffset.x - n x width`.
  public var contentOffset: Point { offset(within: maximumContentOffset) }

  /// The offset ``contentOffset`` reads once the content is `content` wide and high: the
  /// stored offset clamped to it, which right to left is measured from the content's right
  /// end, so that the physical offset moves with the content's width.
  func offset(forContentSize content: Size) -> Point {
    offset(within: Self.limit(content: content, frame: frame.size))
  }

  /// The stored offset clamped to `0...limit`, physical.
  private func offset(within limit: Point) -> Point {
    let reading = min(max(0, storedOffset.x), limit.x)
    return Point(
      x: isFlipped ? limit.x - reading : reading, y: min(max(0, storedOffset.y), limit.y))
  }

  /// Whether the content starts at its right end (a right-to-left scroll view).
  private var isFlipped: Bool { effectiveUserInterfaceLayoutDirection == .rightToLeft }

  /// Scrolls to `offset` (physical, as ``contentOffset``), clamped to the content.
  /// - Throws: ``LayoutError/nonFinite(_:)`` for NaN or infinity (nothing changes then).
  public func setContentOffset(_ offset: Point) throws(LayoutError) {
    guard offset.x.isFinite, offset.y.isFinite else {
      throw .nonFinite("the content offset \(offset) of \(name)")
    }
    let limit = maximumContentOffset
    let x = min(max(0, offset.x), limit.x)
    storedOffset = Point(x: isFlipped ? limit.x - x : x, y: min(max(0, offset.y), limit.y))
    storedPage = pageAt(storedOffset)
  }

  // MARK: - Paging

  /// Whether the content scrolls by whole pages of the scroll view's width (horizontal
  /// pages). A paged scroll view keeps its page when its size changes: the offset becomes
  /// page x the new width, at every size it passes through.
  public var isPagingEnabled = false
  private var storedPage = 0

  /// The page shown (paging or not): the offset from the content's reading start divided by
  /// the width, rounded (page 0 is the rightmost right to left), at most the last page. While
  /// there are no pages (before the first layout pass, or at zero width) it is the page
  /// asked for, which the next pass with pages shows.
  public var currentPage: Int {
    let count = pageCount
    return count > 0 ? min(storedPage, count - 1) : storedPage
  }

  /// The number of whole pages the content holds.
  public var pageCount: Int {
    let width = frame.width
    guard width > 0 else { return 0 }
    // Non-negative, so truncation rounds down (no libm needed).
    return Int(max(0, contentSize.width / width) + 0.5)
  }

  /// Shows page `index` (clamped to the pages there are): offset = index x width. Before
  /// the first layout pass (no pages yet), the page is kept and shown once laid out.
  public func scroll(toPage index: Int) {
    let count = pageCount
    storedPage = count > 0 ? max(0, min(index, count - 1)) : max(0, index)
    storedOffset = Point(x: Double(storedPage) * frame.width, y: storedOffset.y)
    setNeedsLayout()
  }

  private func pageAt(_ offset: Point) -> Int {
    let width = frame.width
    guard width > 0 else { return 0 }
    return Int(max(0, offset.x / width) + 0.5)
  }

  /// Keeps the page when the size changed (the offset is clamped when read, once the
  /// content has its new size too), and checks that the content follows the width.
  open override func layoutSubviews() {
    super.layoutSubviews()
    if isPagingEnabled {
      storedOffset = Point(x: Double(storedPage) * frame.width, y: storedOffset.y)
    }
    checkContentWidth()
  }

  // MARK: - Seed 003's pitfall

  /// Set when the scroll view's width changed but its content's did not, while the content
  /// had matched the old width: the content's width is not tied to the frame, so it will not
  /// reflow on rotation. Names the constraint to add. Cleared when the content follows again.
  public private(set) var contentWidthWarning: String?
  private var lastWidths: (frame: Double, content: Double)?

  /// Whether to watch the content's width (a collection sets its own content size).
  var checksContentWidth: Bool { true }

  private func checkContentWidth() {
    guard checksContentWidth, window != nil else { return }
    let widths = (frame: frame.width, content: contentSize.width)
    defer { lastWidths = widths }
    guard let last = lastWidths, last.frame != widths.frame else { return }
    let followed = abs(widths.content - widths.frame) < 1e-6
    let wasMatching = abs(last.content - last.frame) < 1e-6
    if wasMatching && !followed && abs(widths.content - last.content) < 1e-6 {
      let content = contentView.map(\.name) ?? "the content view"
      contentWidthWarning =
        "\(name)'s content stayed \(formatNumber(widths.content)) wide when \(name) became "
        + "\(formatNumber(widths.frame)) wide: its width is not tied to the frame, so it does not "
        + "reflow. Add `\(content).widthAnchor == \(name).frameLayoutGuide.widthAnchor`."
    } else if followed {
      contentWidthWarning = nil
    }
  }

  /// The warnings about the content's size (see ``Window/layoutWarnings``): for each axis
  /// whose content size no constraint determines (`ambiguous`, the solver's ambiguous
  /// variables, holds it, and a constraint mentions it: an empty scroll view has nothing to
  /// warn about), else the width that did not follow a change of width.
  func contentWarnings(ambiguous: Set<ObjectIdentifier>) -> [String] {
    guard let window else { return [] }
    let guide = contentLayoutGuide
    func undetermined(_ v: Variable) -> Bool {
      ambiguous.contains(ObjectIdentifier(v)) && window.engine.solver.mentions(v)
    }
    let content = contentView.map(\.name) ?? "the content view"
    var warnings: [String] = []
    if undetermined(guide.width) {
      warnings.append(
        "\(name)'s content width is determined by no constraint: it stays at its minimum, "
          + "\(formatNumber(contentSize.width)). Add `\(content).widthAnchor == "
          + "\(name).frameLayoutGuide.widthAnchor` (or a width).")
    } else if let contentWidthWarning {
      warnings.append(contentWidthWarning)
    }
    if undetermined(guide.height) {
      warnings.append(
        "\(name)'s content height is determined by no constraint: it stays at its minimum, "
          + "\(formatNumber(contentSize.height)). Add `\(content).heightAnchor == "
          + "\(name).frameLayoutGuide.heightAnchor` (or a height, or its subviews' heights).")
    }
    return warnings
  }

  /// The view whose leading (or left) edge is pinned to the content guide.
  private var contentView: View? {
    window?.constraints.first {
      $0.secondItem === contentLayoutGuide && [.leading, .left].contains($0.secondAttribute)
        && $0.firstItem is View
    }?.firstItem as? View
  }

  /// The part of the content on screen, in content coordinates: the offset and the scroll
  /// view's size.
  public var visibleRect: Rect { Rect(origin: contentOffset, size: frame.size) }

  override var dumpDetails: String {
    " content \(contentSize) offset \(contentOffset)"
  }
}
