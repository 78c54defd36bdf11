import ReflowLayout
import Testing

/// An iPhone 16 sized window (393x852, safe area 59 top and 34 bottom in portrait; 59 left
/// and right and 21 bottom in landscape).
func phoneWindow(_ orientation: Orientation = .portrait) throws -> Window {
  let portrait = EdgeInsets(top: 59, left: 0, bottom: 34, right: 0)
  let landscape = EdgeInsets(top: 0, left: 59, bottom: 21, right: 59)
  let size = Size(width: 393, height: 852)
  return try Window(
    size: orientation == .portrait ? size : size.swapped,
    traits: Traits(size: orientation == .portrait ? size : size.swapped, idiom: .phone),
    safeAreaInsets: orientation == .portrait ? portrait : landscape,
    otherOrientationSafeAreaInsets: orientation == .portrait ? landscape : portrait)
}

/// An iPad Pro 13" sized window (1024x1366), no safe-area insets besides 24 at the top and
/// 20 at the bottom.
func padWindow(_ orientation: Orientation = .portrait) throws -> Window {
  let size = Size(width: 1024, height: 1366)
  let s = orientation == .portrait ? size : size.swapped
  return try Window(
    size: s, traits: Traits(size: s, idiom: .pad),
    safeAreaInsets: EdgeInsets(top: 24, left: 0, bottom: 20, right: 0),
    otherOrientationSafeAreaInsets: EdgeInsets(top: 24, left: 0, bottom: 20, right: 0))
}

/// Expects `view.frame` to be `expected` within 1e-6, saying which view and showing the
/// tree.
func expectFrame(
  _ view: View, _ expected: Rect, _ why: String = "",
  sourceLocation: SourceLocation = #_sourceLocation
) {
  let actual = view.frame
  #expect(
    actual.isClose(to: expected),
    "\(view.name) should be at \(expected) \(why) but is at \(actual)\n\(view.window?.dump(marking: [view]) ?? view.dump())",
    sourceLocation: sourceLocation)
}

/// A view added to `parent`.
@discardableResult
func addView(_ name: String, to parent: View) -> View {
  let v = View(name: name)
  parent.addSubview(v)
  return v
}
