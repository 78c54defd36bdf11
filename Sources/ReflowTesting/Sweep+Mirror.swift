import ReflowLayout

/// Runs a sweep case left to right and then right to left (whatever the case's own
/// direction), with ``run(_:build:check:)``'s checks and your `check` in each, and checks
/// after the build and after every step that the right-to-left layout is the mirror image of
/// the left-to-right one at the same step, as UIKit mirrors a layout written with leading and
/// trailing edges:
///
/// - both trees have the same views in the same places (names and order), hidden alike;
/// - each view's frame is its left-to-right frame flipped within its superview (x becomes
///   width - x - its width; within the content for a scroll view's subview), y and height
///   unchanged;
/// - each scroll view's offset is flipped within its range (x becomes
///   `maximumContentOffset.x` - x): UIKit's offset stays physical while the content starts at
///   its right end;
/// - a view named in `keepingPlace` (placed with left and right anchors, which never flip)
///   keeps its left-to-right frame instead.
///
/// - Parameters:
///   - sweep: The device, starting orientation and steps (its direction is not used).
///   - keepingPlace: The names of the views placed by left and right, not leading and
///     trailing.
///   - build: Builds the layout into a new window; called once per direction.
///   - check: Called in each direction with the window and the step's index (0 after the
///     build).
/// - Throws: The first failure, with the case (`, rightToLeft` for the mirrored run) and the
///   step in its message.
public func runMirrored(
  _ sweep: SweepCase, keepingPlace: Set<String> = [], build: (Window) throws -> Void,
  check: (Window, Int) throws -> Void = { _, _ in }
) throws {
  let leftToRight = SweepCase(
    device: sweep.device, start: sweep.start, steps: sweep.steps, layoutDirection: .leftToRight)
  var placements: [[_Placement]] = []
  try run(leftToRight, build: build) { window, step in
    try check(window, step)
    placements.append(_Placement.all(in: window))
  }
  let rightToLeft = SweepCase(
    device: sweep.device, start: sweep.start, steps: sweep.steps, layoutDirection: .rightToLeft)
  try run(rightToLeft, build: build) { window, step in
    try check(window, step)
    try assertMirror(
      _Placement.all(in: window), of: placements[step], keepingPlace: keepingPlace)
  }
}

/// Where a view is, for comparing a layout with its mirror image.
struct _Placement {
  let view: View
  /// The names of the view and the views above it, with its index among its superview's
  /// subviews: the same view in another window built alike has the same path.
  let path: String
  let frame: Rect
  let isHidden: Bool
  /// The width the view's frame flips within: its superview's (the content's, in a scroll
  /// view), the window's for the root view.
  let mirrorWidth: Double
  /// A scroll view's offset and its largest value.
  let offset: (x: Double, maximum: Double)?
  /// A collection's cell kept for reuse, hidden, at the frame of the item it last showed:
  /// not part of the layout, so its frame is not compared.
  let isParked: Bool

  /// Every view of `window`, parents before their subviews, in subview order.
  static func all(in window: Window) -> [_Placement] {
    var result: [_Placement] = []
    func visit(_ view: View, path: String, cells: Set<ObjectIdentifier>?) {
      let width: Double
      if let scroll = view.superview as? ScrollView {
        width = scroll.contentSize.width
      } else {
        width = view.superview?.frame.width ?? window.size.width
      }
      let scroll = view as? ScrollView
      result.append(
        _Placement(
          view: view, path: path, frame: view.frame, isHidden: view.isHidden,
          mirrorWidth: width,
          offset: scroll.map { ($0.contentOffset.x, $0.maximumContentOffset.x) },
          isParked: cells.map { !$0.contains(ObjectIdentifier(view)) } ?? false))
      let onHand = (view as? CollectionView).map {
        Set($0.visibleCells.map { ObjectIdentifier($0.cell) })
      }
      for (index, subview) in view.subviews.enumerated() {
        visit(subview, path: "\(path)/\(index):\(subview.name)", cells: onHand)
      }
    }
    visit(window.rootView, path: window.rootView.name, cells: nil)
    return result
  }
}

/// Checks that `mirrored` (right to left) is the mirror image of `original` (left to
/// right), as ``runMirrored(_:keepingPlace:build:check:)`` describes.
func assertMirror(
  _ mirrored: [_Placement], of original: [_Placement], keepingPlace: Set<String>,
  tolerance: Double = 1e-6
) throws(LayoutAssertionFailure) {
  let paths = (mirrored.map(\.path), original.map(\.path))
  guard paths.0 == paths.1 else {
    let first = zip(paths.0, paths.1).first { $0 != $1 }
    let difference =
      first.map { "\($0.0) where left to right has \($0.1)" } ?? "a different count"
    throw fail(
      "right to left has other views than left to right: \(difference)",
      marking: mirrored.map(\.view))
  }
  var problems: [String] = []
  var marked: [View] = []
  for (m, o) in zip(mirrored, original) {
    let keeps = keepingPlace.contains(o.view.name)
    let expected =
      keeps
      ? o.frame
      : Rect(
        x: o.mirrorWidth - o.frame.x - o.frame.width, y: o.frame.y, width: o.frame.width,
        height: o.frame.height)
    let scale = tolerance * max(1, abs(o.mirrorWidth), abs(m.mirrorWidth))
    var wrong: [String] = []
    if abs(m.mirrorWidth - o.mirrorWidth) > scale {
      wrong.append("flips within \(m.mirrorWidth) points, left to right \(o.mirrorWidth)")
    }
    if !(m.isParked && o.isParked) && !m.frame.isClose(to: expected, tolerance: scale) {
      let why = keeps ? "its left-to-right frame" : "the mirror of \(o.frame) in \(o.mirrorWidth)"
      wrong.append("at \(m.frame), expected \(expected) (\(why))")
    }
    if m.isHidden != o.isHidden { wrong.append(m.isHidden ? "hidden" : "shown") }
    if let mo = m.offset, let oo = o.offset,
      abs(mo.x - (oo.maximum - oo.x)) > max(scale, tolerance * oo.maximum)
    {
      wrong.append("offset x \(mo.x), expected \(oo.maximum - oo.x) (the mirror of \(oo.x))")
    }
    if !wrong.isEmpty {
      problems.append("\(m.view.name) " + wrong.joined(separator: ", "))
      marked.append(m.view)
    }
  }
  guard problems.isEmpty else {
    let more = problems.count > 5 ? " (and \(problems.count - 5) more)" : ""
    throw fail(
      "right to left is not the mirror of left to right: "
        + problems.prefix(5).joined(separator: "; ") + more, marking: marked)
  }
}
