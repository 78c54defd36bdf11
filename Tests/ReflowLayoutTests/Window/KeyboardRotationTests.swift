import ReflowLayout
import ReflowTesting
import Testing

// The keyboard through rotation (issue 17). UIKit's rules (UIKeyboardLayoutGuide, iOS 15, and
// WWDC21 "Your guide to keyboard layout"): the guide spans the window's width, its bottom at
// the window's bottom; with the keyboard off screen its top is the safe area's bottom; with
// the keyboard up it covers the keyboard's frame and follows it as it changes, in the same
// animation. The keyboard has a height of its own in each orientation (UIKit posts a new
// keyboard frame, UIResponder.keyboardWillChangeFrameNotification, when the device turns with
// the keyboard up), so right after a rotation the guide has the new orientation's height. The
// heights below (336 in portrait, 209 in landscape) are this test's own, on an iPhone 16:
// 393 x 852, safe area top 59, bottom 34 in portrait; left 59, right 59, bottom 21 in
// landscape.

/// A field 44 tall, 16 inside the safe area's sides, its bottom 8 above the keyboard guide.
private func field(in window: Window) throws -> View {
  let root = window.rootView
  let field = View(name: "field")
  root.addSubview(field)
  try activate {
    field.leadingAnchor == root.safeAreaLayoutGuide.leadingAnchor + 16
    field.trailingAnchor == root.safeAreaLayoutGuide.trailingAnchor - 16
    field.heightAnchor == 44
    field.bottomAnchor == window.keyboardLayoutGuide.topAnchor - 8
  }
  return field
}

@Suite("The keyboard through rotation")
struct KeyboardRotationTests {
  @Test("A height per orientation: the guide has the new one right after each rotation")
  func heightPerOrientation() throws {
    let window = Device.iPhone16.window()
    let field = try field(in: window)
    try window.showKeyboard(height: 336, otherOrientationHeight: 209)
    // Portrait: guide top 852 - 336 = 516; field y 516 - 8 - 44 = 464, x 16, 393 - 32 wide.
    #expect(window.keyboardLayoutGuide.layoutFrame == Rect(x: 0, y: 516, width: 393, height: 336))
    try assertFrame(of: field, equals: Rect(x: 16, y: 464, width: 361, height: 44))
    try window.rotate()
    // Landscape: guide top 393 - 209 = 184; field y 184 - 52 = 132, x 59 + 16 = 75,
    // 852 - 2 x 59 - 32 = 702 wide.
    #expect(window.keyboardHeight == 209)
    #expect(window.keyboardLayoutGuide.layoutFrame == Rect(x: 0, y: 184, width: 852, height: 209))
    try assertFrame(of: field, equals: Rect(x: 75, y: 132, width: 702, height: 44))
    try window.rotate()
    #expect(window.keyboardHeight == 336)
    #expect(window.keyboardLayoutGuide.layoutFrame == Rect(x: 0, y: 516, width: 393, height: 336))
    try assertFrame(of: field, equals: Rect(x: 16, y: 464, width: 361, height: 44))
    try assertLayoutInvariants(window)
  }

  @Test("An animated rotation carries the field from above one keyboard to above the other")
  func animatedRotation() throws {
    let window = Device.iPhone16.window()
    let field = try field(in: window)
    try window.showKeyboard(height: 336, otherOrientationHeight: 209)
    let transition = try window.rotate(animated: true)
    // From (16, 464, 361, 44) to (75, 132, 702, 44); half way: x (16 + 75) / 2 = 45.5,
    // y (464 + 132) / 2 = 298, width (361 + 702) / 2 = 531.5 (the root's origin stays 0).
    #expect(transition.frame(of: field, at: 0) == Rect(x: 16, y: 464, width: 361, height: 44))
    #expect(transition.frame(of: field, at: 1) == Rect(x: 75, y: 132, width: 702, height: 44))
    #expect(
      transition.frame(of: field, at: 0.5)?.isClose(
        to: Rect(x: 45.5, y: 298, width: 531.5, height: 44)) == true)
    #expect(transition.startSize == Size(width: 393, height: 852))
    #expect(transition.endSize == Size(width: 852, height: 393))
  }

  @Test("Shown in landscape, animated: from the safe area's bottom to the keyboard's top")
  func showInLandscape() throws {
    let window = Device.iPhone16.window(.landscape)
    let field = try field(in: window)
    // Hidden: guide top = safe bottom 393 - 21 = 372, 21 tall; field y 372 - 52 = 320.
    #expect(window.keyboardLayoutGuide.layoutFrame == Rect(x: 0, y: 372, width: 852, height: 21))
    let transition = try window.showKeyboard(
      height: 209, otherOrientationHeight: 336, animated: true)
    // Shown: field y 132; half way (320 + 132) / 2 = 226.
    try assertFrame(of: field, equals: Rect(x: 75, y: 132, width: 702, height: 44))
    #expect(transition.frame(of: field, at: 0.5) == Rect(x: 75, y: 226, width: 702, height: 44))
    try window.rotate()
    // Portrait: the other height, 336: field y 464.
    try assertFrame(of: field, equals: Rect(x: 16, y: 464, width: 361, height: 44))
  }

  @Test("Hidden, the guide follows the safe area's bottom through rotations")
  func hiddenThroughRotation() throws {
    let window = Device.iPhone16.window()
    #expect(window.keyboardLayoutGuide.layoutFrame == Rect(x: 0, y: 818, width: 393, height: 34))
    try window.rotate()
    #expect(window.keyboardLayoutGuide.layoutFrame == Rect(x: 0, y: 372, width: 852, height: 21))
    try window.showKeyboard(height: 209, otherOrientationHeight: 336)
    try window.hideKeyboard()
    try window.rotate()
    // Hidden again: no height of either orientation is kept.
    #expect(window.keyboardHeight == nil)
    #expect(window.keyboardLayoutGuide.layoutFrame == Rect(x: 0, y: 818, width: 393, height: 34))
  }

  @Test("One height only: kept through rotation, at most the window's height")
  func oneHeight() throws {
    let window = Device.iPhone16.window()
    _ = window.keyboardLayoutGuide
    try window.showKeyboard(height: 500)
    #expect(window.keyboardLayoutGuide.layoutFrame == Rect(x: 0, y: 352, width: 393, height: 500))
    // Landscape, 393 tall: the keyboard cannot be taller than the window: 393, top at 0.
    try window.rotate()
    #expect(window.keyboardHeight == 393)
    #expect(window.keyboardLayoutGuide.layoutFrame == Rect(x: 0, y: 0, width: 852, height: 393))
    // Back in portrait: 500 again.
    try window.rotate()
    #expect(window.keyboardHeight == 500)
    #expect(window.keyboardLayoutGuide.layoutFrame == Rect(x: 0, y: 352, width: 393, height: 500))
  }

  @Test("A height for the other orientation that cannot fit is refused, nothing changes")
  func refusedOtherHeight() throws {
    let window = Device.iPhone16.window()
    _ = try field(in: window)
    try window.showKeyboard(height: 336, otherOrientationHeight: 209)
    let before = window.dump()
    // Turned, the window is 393 tall: 500 cannot fit; NaN and negative heights never can.
    for other in [500, .nan, -1] as [Double] {
      #expect(throws: LayoutError.self) {
        try window.showKeyboard(height: 300, otherOrientationHeight: other)
      }
    }
    #expect(window.dump() == before)
    #expect(window.keyboardHeight == 336)
    try window.rotate()
    #expect(window.keyboardHeight == 209)
  }

  @Test("A rotation refused with the keyboard up leaves both heights as they were")
  func refusedRotation() throws {
    let window = Device.iPhone16.window()
    let root = window.rootView
    let field = View(name: "field")
    root.addSubview(field)
    let height = field.heightAnchor == 300
    try activate {
      field.leadingAnchor == root.safeAreaLayoutGuide.leadingAnchor + 16
      field.trailingAnchor == root.safeAreaLayoutGuide.trailingAnchor - 16
      height
      field.bottomAnchor == window.keyboardLayoutGuide.topAnchor - 8
      field.topAnchor >= root.safeAreaLayoutGuide.topAnchor
    }
    try window.showKeyboard(height: 336, otherOrientationHeight: 209)
    // Portrait: field bottom 508, top 208, below the safe area's top (59).
    try assertFrame(of: field, equals: Rect(x: 16, y: 208, width: 361, height: 300))
    let before = window.dump()
    // Landscape: keyboard top 184, field bottom 176, top -124: above the safe area's top (0).
    #expect(throws: LayoutError.self) { try window.rotate() }
    #expect(window.dump() == before)
    #expect(window.keyboardHeight == 336)
    #expect(window.keyboardLayoutGuide.layoutFrame == Rect(x: 0, y: 516, width: 393, height: 336))
    // 100 tall fits: the turn now takes the landscape height, 209 (the pair was kept).
    height.constant = 100
    try window.rotate()
    #expect(window.keyboardHeight == 209)
    try assertFrame(of: field, equals: Rect(x: 75, y: 76, width: 702, height: 100))
  }
}
