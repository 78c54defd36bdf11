import ReflowLayout

/// A layout assertion that failed: what was expected, what was found, and the window's
/// tree with the offending views marked. Thrown by the `assert...` functions, so that a
/// swift-testing or XCTest test fails with the whole message.
public struct LayoutAssertionFailure: Error, CustomStringConvertible {
  /// What went wrong, in words.
  public let message: String
  /// The tree dump, offending views marked with `<- marked`; empty when the message says it
  /// all (a snapshot's diff).
  public let dump: String

  /// The message, then the dump if there is one.
  public var description: String { dump.isEmpty ? message : "\(message)\n\(dump)" }
}

/// The dump of the window `view` is in (or of the view's subtree), marking `views`.
func dump(around views: [View]) -> String {
  if let window = views.first?.window { return window.dump(marking: views) }
  return views.first?.dump() ?? ""
}

func fail(_ message: String, marking views: [View]) -> LayoutAssertionFailure {
  LayoutAssertionFailure(message: message, dump: dump(around: views))
}

// MARK: - Frames

/// Checks that `view.frame` (in its superview's coordinates) is `expected` within
/// `tolerance` points on every coordinate.
/// - Throws: ``LayoutAssertionFailure`` naming the view and both frames.
public func assertFrame(
  of view: View, equals expected: Rect, tolerance: Double = 1e-6, _ why: String = ""
) throws(LayoutAssertionFailure) {
  let actual = view.frame
  guard actual.isClose(to: expected, tolerance: tolerance) else {
    let reason = why.isEmpty ? "" : " (\(why))"
    throw fail("\(view.name) should be at \(expected)\(reason) but is at \(actual)", marking: [view])
  }
}

/// Checks that each view lies inside its superview (edges may touch).
/// - Throws: ``LayoutAssertionFailure`` naming the views that stick out.
public func assertInsideSuperview(_ views: [View], tolerance: Double = 1e-6)
  throws(LayoutAssertionFailure)
{
  let outside = views.filter { v in
    guard let s = v.superview else { return false }
    return !Rect(origin: .zero, size: s.frame.size).contains(v.frame, tolerance: tolerance)
  }
  guard outside.isEmpty else {
    let names = outside.map { "\($0.name) \($0.frame) in \($0.superview!.name) \($0.superview!.bounds)" }
    throw fail("views outside their superview: \(names.joined(separator: "; "))", marking: outside)
  }
}

/// Checks that each view lies inside the window's safe area.
/// - Throws: ``LayoutAssertionFailure`` naming the views that stick out.
public func assertInsideSafeArea(_ views: [View], tolerance: Double = 1e-6)
  throws(LayoutAssertionFailure)
{
  let outside = views.filter { v in
    guard let w = v.window else { return true }
    let safe = Rect(origin: .zero, size: w.size).inset(by: w.safeAreaInsets)
    return !safe.contains(v.frameInWindow, tolerance: tolerance)
  }
  guard outside.isEmpty else {
    let names = outside.map { "\($0.name) \($0.frameInWindow)" }
    throw fail(
      "views outside the safe area \(outside.first?.window.map { Rect(origin: .zero, size: $0.size).inset(by: $0.safeAreaInsets) } ?? .zero): \(names.joined(separator: "; "))",
      marking: outside)
  }
}

/// Checks that no two of the subviews of `parent` overlap (touching edges are fine).
/// Hidden subviews are left out.
/// - Throws: ``LayoutAssertionFailure`` naming the first overlapping pairs.
public func assertSubviewsDoNotOverlap(in parent: View, tolerance: Double = 1e-6)
  throws(LayoutAssertionFailure)
{
  let views = parent.subviews.filter { !$0.isHidden }
  var pairs: [(View, View)] = []
  for i in views.indices {
    for j in views.indices where j > i {
      if views[i].frame.intersects(views[j].frame, tolerance: tolerance) {
        pairs.append((views[i], views[j]))
      }
    }
  }
  guard pairs.isEmpty else {
    let text = pairs.prefix(5).map { "\($0.0.name) \($0.0.frame) and \($0.1.name) \($0.1.frame)" }
    throw fail(
      "subviews of \(parent.name) overlap: \(text.joined(separator: "; "))",
      marking: pairs.flatMap { [$0.0, $0.1] })
  }
}

// MARK: - Scroll views

/// Checks that a scroll view's content size is `expected` within `tolerance`.
/// - Throws: ``LayoutAssertionFailure`` with both sizes and the tree.
public func assertContentSize(
  of scroll: ScrollView, equals expected: Size, tolerance: Double = 1e-6, _ why: String = ""
) throws(LayoutAssertionFailure) {
  let actual = scroll.contentSize
  guard abs(actual.width - expected.width) <= tolerance,
    abs(actual.height - expected.height) <= tolerance
  else {
    let reason = why.isEmpty ? "" : " (\(why))"
    throw fail(
      "\(scroll.name)'s content should be \(expected)\(reason) but is \(actual)", marking: [scroll])
  }
}

/// Checks that each view lies inside the content of the nearest scroll view above it, at any
/// depth (edges may touch). A scroll view's subviews are in content coordinates, so a cell,
/// a content view or a label inside either may be anywhere in the content, on screen or
/// scrolled away, but never outside it, where no scrolling could show it. A collection's
/// parked cell (hidden, kept for reuse, showing no item: UIKit would have taken it out of the
/// view tree) and the views inside it are skipped: it keeps the frame of the item it last
/// showed, which a change of size may have left outside the content.
/// - Throws: ``LayoutAssertionFailure`` naming the views outside their scroll view's content
///   (with their frames in content coordinates), and the views that are not in a scroll view.
public func assertInsideScrollContent(_ views: [View], tolerance: Double = 1e-6)
  throws(LayoutAssertionFailure)
{
  var problems: [String] = []
  var marked: [View] = []
  for v in views where !isInParkedCell(v) {
    guard let (scroll, frame) = frameInScrollContent(v) else {
      problems.append("\(v.name) is not in a scroll view")
      marked.append(v)
      continue
    }
    let content = Rect(origin: .zero, size: scroll.contentSize)
    if !content.contains(frame, tolerance: tolerance) {
      problems.append("\(v.name) \(frame) in \(scroll.name)'s content \(scroll.contentSize)")
      marked.append(v)
    }
  }
  guard problems.isEmpty else {
    throw fail(
      "views outside their scroll view's content: \(problems.joined(separator: "; "))",
      marking: marked)
  }
}

/// The nearest scroll view above `view` and the view's frame in that scroll view's content
/// coordinates (its frame moved by the origins of the views between them), or nil when no
/// scroll view is above it.
func frameInScrollContent(_ view: View) -> (ScrollView, Rect)? {
  var frame = view.frame
  var parent = view.superview
  while let p = parent {
    if let scroll = p as? ScrollView { return (scroll, frame) }
    frame = frame.offsetBy(dx: p.frame.x, dy: p.frame.y)
    parent = p.superview
  }
  return nil
}

/// Whether `view` is, or is inside, a collection's cell that is kept for reuse and shows no
/// item (hidden, and not among the collection's cells on hand).
func isInParkedCell(_ view: View) -> Bool {
  var child = view
  while let parent = child.superview {
    if let collection = parent as? CollectionView, child.isHidden,
      !collection.visibleCells.contains(where: { $0.cell === child })
    {
      return true
    }
    child = parent
  }
  return false
}

// MARK: - Collections

/// Checks that every item of a collection has the size `expected` (within `tolerance`), and
/// that every cell on hand has its item's frame (no stale size).
/// - Throws: ``LayoutAssertionFailure`` naming the first items that differ.
public func assertItemSizes(
  of collection: CollectionView, equal expected: Size, tolerance: Double = 1e-6
) throws(LayoutAssertionFailure) {
  let wrong = collection.itemFrames.indices.filter {
    let s = collection.itemFrames[$0].size
    return abs(s.width - expected.width) > tolerance || abs(s.height - expected.height) > tolerance
  }
  guard wrong.isEmpty else {
    let text = wrong.prefix(5).map { "item \($0) is \(collection.itemFrames[$0].size)" }
    throw fail(
      "\(collection.name)'s items should be \(expected): \(text.joined(separator: ", "))",
      marking: [collection])
  }
  try assertCellsMatchItems(collection, tolerance: tolerance)
}

/// Checks that every cell on hand sits at its item's frame (in content coordinates): no cell
/// with a stale size or position.
/// - Throws: ``LayoutAssertionFailure`` naming the cells that differ.
public func assertCellsMatchItems(_ collection: CollectionView, tolerance: Double = 1e-6)
  throws(LayoutAssertionFailure)
{
  let stale = collection.visibleCells.filter {
    !$0.cell.frame.isClose(to: collection.itemFrames[$0.index], tolerance: tolerance)
  }
  guard stale.isEmpty else {
    let text = stale.prefix(5).map {
      "cell \($0.cell.name) of item \($0.index) is at \($0.cell.frame), item at \(collection.itemFrames[$0.index])"
    }
    throw fail("stale cells: \(text.joined(separator: "; "))", marking: stale.map(\.cell))
  }
}

/// Checks the number of items in a collection's first line: its columns when it scrolls
/// vertically, its rows when it scrolls horizontally.
/// - Throws: ``LayoutAssertionFailure`` with both counts.
public func assertItemsPerLine(of collection: CollectionView, equals expected: Int)
  throws(LayoutAssertionFailure)
{
  let actual = collection.itemsPerLine
  guard actual == expected else {
    throw fail(
      "\(collection.name) should have \(expected) items per line but has \(actual)",
      marking: [collection])
  }
}

/// Checks that a scroll view shows page `page` whole: ``ScrollView/currentPage`` is `page`
/// and the content offset is that page's, page x width from the content's reading start
/// (from its left edge left to right; from its right edge right to left, where UIKit's
/// physical offset is `maximumContentOffset.x - page x width`). For a ``Carousel`` the page's
/// cell is also shown and spans the visible rectangle's width.
/// - Throws: ``LayoutAssertionFailure`` with the page and offset found.
public func assertOnPage(_ scroll: ScrollView, _ page: Int, tolerance: Double = 1e-6)
  throws(LayoutAssertionFailure)
{
  let width = scroll.frame.width
  let limit = scroll.maximumContentOffset.x
  let reading = min(max(0, Double(page) * width), limit)
  let flipped = scroll.effectiveUserInterfaceLayoutDirection == .rightToLeft
  let expected = flipped ? limit - reading : reading
  let offset = scroll.contentOffset
  guard scroll.currentPage == page, abs(offset.x - expected) <= tolerance * max(1, limit) else {
    throw fail(
      "\(scroll.name) should show page \(page) at offset \(Point(x: expected, y: offset.y)) but "
        + "shows page \(scroll.currentPage) at offset \(offset)", marking: [scroll])
  }
  guard let carousel = scroll as? Carousel else { return }
  let visible = carousel.visibleRect
  guard let cell = carousel.cell(at: page), !cell.isHidden,
    abs(cell.frame.x - visible.x) <= tolerance * max(1, limit),
    abs(cell.frame.width - visible.width) <= tolerance * max(1, width)
  else {
    let found = carousel.cell(at: page).map { "at \($0.frame)\($0.isHidden ? ", hidden" : "")" }
    throw fail(
      "\(carousel.name)'s page \(page) should fill \(visible) but its cell is "
        + (found ?? "not on hand"), marking: [carousel])
  }
}

// MARK: - The whole window

/// Checks that no view of the window has an ambiguous layout.
/// - Throws: ``LayoutAssertionFailure`` listing each ambiguous view and attribute.
public func assertNoAmbiguity(_ window: Window) throws(LayoutAssertionFailure) {
  let ambiguous = window.ambiguousViews()
  guard ambiguous.isEmpty else {
    throw fail(
      "ambiguous layout: \(ambiguous.map(\.description).joined(separator: "; "))",
      marking: ambiguous.map(\.view))
  }
}

/// Checks that every required constraint in force holds on the laid-out frames (the layout
/// is not silently breaking one), and that the root view fills the window.
/// - Throws: ``LayoutAssertionFailure`` naming the broken constraints.
public func assertRequiredConstraintsHold(_ window: Window, tolerance: Double = 1e-6)
  throws(LayoutAssertionFailure)
{
  let root = window.rootView.frame
  guard root.isClose(to: Rect(origin: .zero, size: window.size), tolerance: tolerance) else {
    throw fail("the root view is \(root), not the window's \(window.size)", marking: [window.rootView])
  }
  var broken: [String] = []
  var views: [View] = []
  for c in window.constraints where c.priority.isRequired {
    let gap = violation(of: c)
    if gap > tolerance * max(1, window.size.width, window.size.height) {
      broken.append("`\(c)` is off by \(gap)")
      for item in [c.firstItem, c.secondItem] {
        if let v = item as? View { views.append(v) }
      }
    }
  }
  guard broken.isEmpty else {
    throw fail("required constraints do not hold: \(broken.joined(separator: "; "))", marking: views)
  }
}

/// The standard invariants of a laid-out window, checked after every step of a sweep:
/// every frame is finite, required constraints hold, the root fills the window, and nothing
/// is ambiguous.
/// - Throws: ``LayoutAssertionFailure`` for the first that fails.
public func assertLayoutInvariants(_ window: Window) throws(LayoutAssertionFailure) {
  try assertFramesFinite(window)
  try assertRequiredConstraintsHold(window)
  try assertNoAmbiguity(window)
}

/// Checks that every view of the window, hidden ones included, has a finite frame (no NaN
/// or infinite origin or size).
/// - Throws: ``LayoutAssertionFailure`` naming the views whose frames are not finite.
public func assertFramesFinite(_ window: Window) throws(LayoutAssertionFailure) {
  var bad: [View] = []
  var stack = [window.rootView]
  while let view = stack.popLast() {
    let f = view.frame
    if ![f.x, f.y, f.width, f.height].allSatisfy(\.isFinite) { bad.append(view) }
    stack += view.subviews
  }
  guard bad.isEmpty else {
    let text = bad.map { "\($0.name) \($0.frame)" }
    throw fail("frames not finite: \(text.joined(separator: "; "))", marking: bad)
  }
}

/// How far a constraint is from holding on the current frames (0 when it holds).
/// Right to left, leading and trailing are the right and left edges, the constant runs
/// leftwards and an inequality turns round (the mirror image of the left-to-right form).
func violation(of c: LayoutConstraint) -> Double {
  // An active constraint's items are in its window, so alive; one whose item is gone holds
  // nothing.
  guard let item = c.firstItem else { return 0 }
  let rtl = c.layoutDirection == .rightToLeft
  let first = value(of: c.firstAttribute, item, rightToLeft: rtl)
  var rhs = rtl ? -c.constant : c.constant
  if let item = c.secondItem, let attribute = c.secondAttribute {
    rhs += c.multiplier * value(of: attribute, item, rightToLeft: rtl)
  }
  switch (c.relation, rtl) {
  case (.equal, _): return abs(first - rhs)
  case (.lessThanOrEqual, false), (.greaterThanOrEqual, true): return max(0, first - rhs)
  case (.greaterThanOrEqual, false), (.lessThanOrEqual, true): return max(0, rhs - first)
  }
}

/// The value of an attribute of an item in window coordinates.
func value(of attribute: LayoutAttribute, _ item: LayoutItem, rightToLeft: Bool = false)
  -> Double
{
  let r = item.frameInWindow
  switch attribute {
  case .left: return r.minX
  case .right: return r.maxX
  case .leading: return rightToLeft ? r.maxX : r.minX
  case .trailing: return rightToLeft ? r.minX : r.maxX
  case .centerX: return r.minX + r.width / 2
  case .top: return r.minY
  case .bottom: return r.maxY
  case .centerY: return r.minY + r.height / 2
  case .width: return r.width
  case .height: return r.height
  case .firstBaseline, .lastBaseline:
    guard let view = item as? View else { return r.maxY }
    return r.minY + (attribute == .firstBaseline ? view.firstBaselineY : view.lastBaselineY)
  }
}
