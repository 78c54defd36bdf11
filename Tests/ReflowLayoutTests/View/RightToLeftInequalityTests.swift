import ReflowLayout
import ReflowTesting
import Testing

// The rule (Apple, "Supporting right-to-left languages", and the Auto Layout Guide's
// internationalization chapter: a layout made with leading and trailing attributes is
// mirrored in a right-to-left interface): leading is the right edge, trailing the left one,
// a constant runs leftwards, and so an inequality between leading and trailing edges
// mirrors too. `a.trailing <= b.leading - 8` says "a ends at least 8 points before b begins
// in the reading direction": left to right `a.maxX <= b.minX - 8`, right to left
// `a.minX >= b.maxX + 8`. The sweep of the demo's examples found it: right to left, the
// inequality was kept as `a.minX <= b.maxX + 8` (which always holds), so the product page's
// title was ambiguous and the photo example could not be laid out on an iPad.

private func window(_ direction: LayoutDirection) throws -> Window {
  try Window(size: Size(width: 393, height: 852), traits: Traits(layoutDirection: direction))
}

@Suite("Right to left, inequalities on leading and trailing edges mirror")
struct RightToLeftInequalityTests {
  /// A title at leading + 16 that may grow up to 8 points before a price at trailing - 16:
  /// the title wants 400 points (compression resistance 749 < the inequality's required),
  /// the price 60.
  private func titleAndPrice(_ window: Window) throws -> (title: View, price: View) {
    let root = window.rootView
    let title = View(name: "title"), price = View(name: "price")
    root.addSubview(title)
    root.addSubview(price)
    try title.setIntrinsicContentSize(IntrinsicSize(width: 400, height: 20))
    try title.setContentCompressionResistancePriority(Priority(749), for: .horizontal)
    try price.setIntrinsicContentSize(IntrinsicSize(width: 60, height: 20))
    try activate {
      title.leadingAnchor == root.leadingAnchor + 16
      title.trailingAnchor <= price.leadingAnchor - 8
      price.trailingAnchor == root.trailingAnchor - 16
      title.topAnchor == root.topAnchor
      price.topAnchor == root.topAnchor
    }
    return (title, price)
  }

  @Test("A title squeezed before a price: left to right and mirrored, by hand")
  func squeezedTitle() throws {
    // Left to right: price x = 393 - 16 - 60 = 317; title from 16 to 317 - 8 = 309: 293 wide.
    let ltr = try window(.leftToRight)
    let a = try titleAndPrice(ltr)
    try assertFrame(of: a.price, equals: Rect(x: 317, y: 0, width: 60, height: 20))
    try assertFrame(of: a.title, equals: Rect(x: 16, y: 0, width: 293, height: 20))
    // Right to left: price at the left, x = 16 (its trailing edge 16 from the left); the
    // title's right edge at 393 - 16 = 377, its left edge at least 16 + 60 + 8 = 84: 293 wide.
    let rtl = try window(.rightToLeft)
    let b = try titleAndPrice(rtl)
    try assertFrame(of: b.price, equals: Rect(x: 16, y: 0, width: 60, height: 20))
    try assertFrame(of: b.title, equals: Rect(x: 84, y: 0, width: 293, height: 20))
    try assertNoAmbiguity(rtl)
    try assertRequiredConstraintsHold(rtl)
  }

  @Test("The window turned to right to left rewrites the inequality, and back")
  func directionChange() throws {
    let window = try window(.leftToRight)
    let (title, _) = try titleAndPrice(window)
    var traits = window.traits
    traits.layoutDirection = .rightToLeft
    try window.resize(to: window.size, traits: traits)
    try assertFrame(of: title, equals: Rect(x: 84, y: 0, width: 293, height: 20))
    traits.layoutDirection = .leftToRight
    try window.resize(to: window.size, traits: traits)
    try assertFrame(of: title, equals: Rect(x: 16, y: 0, width: 293, height: 20))
  }

  @Test("A constant changed right to left keeps the inequality turned round")
  func constantChange() throws {
    let window = try window(.rightToLeft)
    let root = window.rootView
    let box = View(name: "box")
    root.addSubview(box)
    let atLeast = box.leadingAnchor >= root.leadingAnchor + 20
    try activate {
      atLeast
      box.leadingAnchor == root.leadingAnchor ~ .low
      box.topAnchor == root.topAnchor
      box.size == Size(width: 50, height: 50)
    }
    // At least 20 in from the leading (right) edge: right edge 393 - 20 = 373, x = 323.
    try assertFrame(of: box, equals: Rect(x: 323, y: 0, width: 50, height: 50))
    // 40 in: right edge 353, x = 303.
    atLeast.constant = 40
    try assertFrame(of: box, equals: Rect(x: 303, y: 0, width: 50, height: 50))
    try assertRequiredConstraintsHold(window)
  }

  @Test("A view bounded by <= on its trailing edge fits on a right-to-left iPad")
  func boundedOnPad() throws {
    // The photo example's portrait set on an iPad Pro 13 (1024 x 1366, no side insets): the
    // photo at leading + 16, its trailing edge at most 16 from the trailing side, 4:3, at most
    // half the height (683). Width: min(1024 - 32, 683 / 0.75) = 910.67, at the right (x =
    // 1024 - 16 - 910.67 = 97.33) right to left.
    let window = try Window(
      size: Size(width: 1024, height: 1366), traits: Traits(layoutDirection: .rightToLeft))
    let root = window.rootView
    let photo = View(name: "photo")
    root.addSubview(photo)
    try activate {
      photo.leadingAnchor == root.leadingAnchor + 16
      photo.trailingAnchor == root.trailingAnchor - 16 ~ .high
      photo.trailingAnchor <= root.trailingAnchor - 16
      photo.heightAnchor == photo.widthAnchor * 0.75
      photo.heightAnchor <= root.heightAnchor * 0.5
      photo.topAnchor == root.topAnchor
    }
    let width = 683 / 0.75
    try assertFrame(
      of: photo, equals: Rect(x: 1024 - 16 - width, y: 0, width: width, height: 683),
      tolerance: 1e-6)
  }
}
