import ReflowLayout

/// A device to lay out on: its screen size in points (portrait), idiom, display scale and
/// safe-area insets in each orientation. Size classes follow UIKit's rules
/// (`SizeClassRule.uiKit`).
///
/// ```swift
/// let window = Device.iPhone16.window(.landscape)
/// ```
public struct Device: Hashable, Sendable, CustomStringConvertible {
  /// The name, as in `iPhone 16`.
  public let name: String
  /// The screen (or window) size in portrait, in points.
  public let portraitSize: Size
  /// Phone or pad.
  public let idiom: Idiom
  /// Pixels per point.
  public let displayScale: Double
  /// Safe-area insets in portrait.
  public let portraitSafeArea: EdgeInsets
  /// Safe-area insets in landscape.
  public let landscapeSafeArea: EdgeInsets

  /// A device of your own.
  /// - Throws: `LayoutError.nonFinite` for a NaN, infinite or negative size or inset.
  public init(
    name: String, portraitSize: Size, idiom: Idiom, displayScale: Double = 3,
    portraitSafeArea: EdgeInsets = .zero, landscapeSafeArea: EdgeInsets = .zero
  ) throws(LayoutError) {
    try Device.check(portraitSize, portraitSafeArea)
    try Device.check(portraitSize, landscapeSafeArea)
    guard displayScale.isFinite, displayScale > 0 else {
      throw .nonFinite("the display scale \(displayScale) of \(name)")
    }
    self.init(
      checked: name, portraitSize, idiom, displayScale, portraitSafeArea, landscapeSafeArea)
  }

  private init(
    checked name: String, _ size: Size, _ idiom: Idiom, _ scale: Double, _ portrait: EdgeInsets,
    _ landscape: EdgeInsets
  ) {
    self.name = name
    self.portraitSize = size
    self.idiom = idiom
    self.displayScale = scale
    self.portraitSafeArea = portrait
    self.landscapeSafeArea = landscape
  }

  private static func check(_ size: Size, _ insets: EdgeInsets) throws(LayoutError) {
    let numbers = [size.width, size.height, insets.top, insets.left, insets.bottom, insets.right]
    for n in numbers where !n.isFinite || n < 0 {
      throw .nonFinite("the size \(size) or insets \(insets) of a device (each finite and >= 0)")
    }
  }

  /// The size in `orientation`.
  public func size(_ orientation: Orientation) -> Size {
    orientation == .portrait ? portraitSize : portraitSize.swapped
  }

  /// The safe-area insets in `orientation`.
  public func safeArea(_ orientation: Orientation) -> EdgeInsets {
    orientation == .portrait ? portraitSafeArea : landscapeSafeArea
  }

  /// The traits in `orientation` (size classes by UIKit's rules) at `contentSizeCategory`.
  public func traits(
    _ orientation: Orientation, contentSizeCategory: ContentSizeCategory = .large
  ) -> Traits {
    Traits(
      size: size(orientation), idiom: idiom, displayScale: displayScale,
      contentSizeCategory: contentSizeCategory)
  }

  /// A ready window in `orientation`, named `window`, that rotates to this device's other
  /// orientation with its safe area.
  /// - Parameters:
  ///   - orientation: The orientation it starts in; portrait by default.
  ///   - contentSizeCategory: The reader's text size (Dynamic Type); `.large` by default.
  public func window(
    _ orientation: Orientation = .portrait, contentSizeCategory: ContentSizeCategory = .large
  ) -> Window {
    do {
      return try Window(
        size: size(orientation),
        traits: traits(orientation, contentSizeCategory: contentSizeCategory),
        safeAreaInsets: safeArea(orientation),
        otherOrientationSafeAreaInsets: safeArea(orientation.rotated))
    } catch {
      // The sizes and insets were checked when the device was made.
      preconditionFailure("a checked device makes a valid window: \(error)")
    }
  }

  /// `iPhone 16 (393x852)`.
  public var description: String { "\(name) (\(portraitSize))" }

  // MARK: - Presets

  /// iPhone SE (3rd generation): 375x667, status bar 20 in portrait, none in landscape.
  public static let iPhoneSE = Device(
    checked: "iPhone SE", Size(width: 375, height: 667), .phone, 2,
    EdgeInsets(top: 20), .zero)
  /// iPhone 16: 393x852, Dynamic Island and home indicator.
  public static let iPhone16 = Device(
    checked: "iPhone 16", Size(width: 393, height: 852), .phone, 3,
    EdgeInsets(top: 59, bottom: 34), EdgeInsets(top: 0, left: 59, bottom: 21, right: 59))
  /// iPhone 16 Pro Max: 440x956; a regular width in landscape.
  public static let iPhone16ProMax = Device(
    checked: "iPhone 16 Pro Max", Size(width: 440, height: 956), .phone, 3,
    EdgeInsets(top: 62, bottom: 34), EdgeInsets(top: 0, left: 62, bottom: 21, right: 62))
  /// iPad mini (6th generation): 744x1133.
  public static let iPadMini = Device(
    checked: "iPad mini", Size(width: 744, height: 1133), .pad, 2,
    EdgeInsets(top: 24, bottom: 20), EdgeInsets(top: 24, bottom: 20))
  /// iPad Pro 13-inch: 1024x1366.
  public static let iPadPro13 = Device(
    checked: "iPad Pro 13\"", Size(width: 1024, height: 1366), .pad, 2,
    EdgeInsets(top: 24, bottom: 20), EdgeInsets(top: 24, bottom: 20))

  /// iPad Pro 13-inch split view, a third of the landscape screen: 375x1024 (compact width).
  public static let iPadPro13SplitThird = Device(
    checked: "iPad Pro 13\" split 1/3", Size(width: 375, height: 1024), .pad, 2,
    EdgeInsets(top: 24, bottom: 20), EdgeInsets(top: 24, bottom: 20))
  /// iPad Pro 13-inch split view, half the landscape screen: 678x1024 (regular width).
  public static let iPadPro13SplitHalf = Device(
    checked: "iPad Pro 13\" split 1/2", Size(width: 678, height: 1024), .pad, 2,
    EdgeInsets(top: 24, bottom: 20), EdgeInsets(top: 24, bottom: 20))
  /// iPad Pro 13-inch split view, two thirds of the portrait screen: 639x1366 (compact
  /// width).
  public static let iPadPro13SplitTwoThirdsPortrait = Device(
    checked: "iPad Pro 13\" split 2/3 portrait", Size(width: 639, height: 1366), .pad, 2,
    EdgeInsets(top: 24, bottom: 20), EdgeInsets(top: 24, bottom: 20))

  /// The full-screen presets, small phone to large pad.
  public static let all: [Device] = [iPhoneSE, iPhone16, iPhone16ProMax, iPadMini, iPadPro13]
  /// The iPad split-view presets.
  public static let splitViews: [Device] = [
    iPadPro13SplitThird, iPadPro13SplitHalf, iPadPro13SplitTwoThirdsPortrait,
  ]

  /// The name in lower case, letters and digits only: what ``named(_:)`` and
  /// `reflow-demo --device` take (`iphone16`, `ipadpro13split13` for `iPad Pro 13" split 1/3`).
  public var key: String { Device.key(name) }

  static func key(_ s: String) -> String {
    String(s.lowercased().filter { $0.isLetter || $0.isNumber })
  }

  /// The preset whose ``key`` is `name`'s: the name without spaces or punctuation, case
  /// aside (`iphone16`, `iPad mini`, `iphonese`...).
  public static func named(_ name: String) -> Device? {
    (all + splitViews).first { $0.key == key(name) }
  }
}
