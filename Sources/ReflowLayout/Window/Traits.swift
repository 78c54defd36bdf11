// MARK: - Trait values

/// A size class, UIKit's coarse description of the space available along one axis.
public enum SizeClass: String, Hashable, Sendable, CustomStringConvertible {
  /// Little space: a phone's width in portrait, its height in landscape.
  case compact
  /// Ample space: a pad's width and height, a phone's height in portrait.
  case regular

  /// `compact` or `regular`.
  public var description: String { rawValue }
}

/// Which way the window stands.
public enum Orientation: String, Hashable, Sendable, CustomStringConvertible {
  /// Taller than wide (or square).
  case portrait
  /// Wider than tall.
  case landscape

  /// The other orientation.
  public var rotated: Orientation { self == .portrait ? .landscape : .portrait }

  /// The orientation of a window of `size`: landscape when wider than tall.
  public init(of size: Size) {
    self = size.width > size.height ? .landscape : .portrait
  }

  /// `portrait` or `landscape`.
  public var description: String { rawValue }
}

/// The kind of device.
public enum Idiom: String, Hashable, Sendable, CustomStringConvertible {
  /// A phone.
  case phone
  /// A tablet.
  case pad

  /// `phone` or `pad`.
  public var description: String { rawValue }
}

// MARK: - Traits

/// The environment a layout adapts to: size classes, orientation, idiom, display scale and
/// the reader's preferred text size (UIKit's trait collection, reduced to what layout needs).
public struct Traits: Hashable, Sendable, CustomStringConvertible {
  /// The size class of the width.
  public var horizontalSizeClass: SizeClass
  /// The size class of the height.
  public var verticalSizeClass: SizeClass
  /// Portrait or landscape.
  public var orientation: Orientation
  /// Phone or pad.
  public var idiom: Idiom
  /// Pixels per point (2 or 3 on current phones).
  public var displayScale: Double
  /// The reader's preferred text size (Dynamic Type); ``ContentSizeCategory/large`` by
  /// default.
  public var contentSizeCategory: ContentSizeCategory
  /// The direction of the interface's language (UIKit's `layoutDirection` trait):
  /// ``LayoutDirection/leftToRight`` by default. Leading and trailing follow it.
  public var layoutDirection: LayoutDirection

  /// Traits with every value given; the defaults are a phone in portrait at the default
  /// text size, left to right.
  public init(
    horizontalSizeClass: SizeClass = .compact, verticalSizeClass: SizeClass = .regular,
    orientation: Orientation = .portrait, idiom: Idiom = .phone, displayScale: Double = 3,
    layoutDirection: LayoutDirection = .leftToRight,
    contentSizeCategory: ContentSizeCategory = .large
  ) {
    self.layoutDirection = layoutDirection
    self.horizontalSizeClass = horizontalSizeClass
    self.verticalSizeClass = verticalSizeClass
    self.orientation = orientation
    self.idiom = idiom
    self.displayScale = displayScale
    self.contentSizeCategory = contentSizeCategory
  }

  /// The traits of a window of `size` on `idiom`, with size classes from `rule`.
  public init(
    size: Size, idiom: Idiom, displayScale: Double = 3, rule: SizeClassRule = .uiKit,
    layoutDirection: LayoutDirection = .leftToRight,
    contentSizeCategory: ContentSizeCategory = .large
  ) {
    let classes = rule.sizeClasses(size, idiom)
    self.init(
      horizontalSizeClass: classes.horizontal, verticalSizeClass: classes.vertical,
      orientation: Orientation(of: size), idiom: idiom, displayScale: displayScale,
      layoutDirection: layoutDirection, contentSizeCategory: contentSizeCategory)
  }

  /// For example `phone portrait, w compact h regular, @3x`; a text size other than the
  /// default follows (`, accessibilityLarge`), and so does a right-to-left direction
  /// (`, rightToLeft`).
  public var description: String {
    "\(idiom) \(orientation), w \(horizontalSizeClass) h \(verticalSizeClass), "
      + "@\(formatNumber(displayScale))x"
      + (layoutDirection == .leftToRight ? "" : ", \(layoutDirection)")
      + (contentSizeCategory == .large ? "" : ", \(contentSizeCategory)")
  }
}

// MARK: - Size-class rule

/// How a window's size classes follow from its size and idiom when it rotates or resizes.
public struct SizeClassRule: Sendable {
  /// Computes the horizontal and vertical size classes of a window of this size and idiom.
  public let sizeClasses: @Sendable (Size, Idiom) -> (horizontal: SizeClass, vertical: SizeClass)

  /// A rule from a closure.
  public init(
    _ sizeClasses: @escaping @Sendable (Size, Idiom) -> (
      horizontal: SizeClass, vertical: SizeClass
    )
  ) {
    self.sizeClasses = sizeClasses
  }

  /// UIKit's rules for full-screen and split-view windows.
  ///
  /// - Phone: the height is regular unless it is under 500 points (landscape); the width is
  ///   compact unless it is at least 896 points (landscape on the largest phones, which UIKit
  ///   gives a regular width).
  /// - Pad: the height is regular; the width is regular from 678 points (full screen, and the
  ///   larger split-view panes), compact below (slide-over and narrow split-view panes).
  public static let uiKit = SizeClassRule { size, idiom in
    switch idiom {
    case .phone:
      return (size.width >= 896 ? .regular : .compact, size.height < 500 ? .compact : .regular)
    case .pad:
      return (size.width >= 678 ? .regular : .compact, .regular)
    }
  }
}

// MARK: - Conditions on traits

/// When a ``ConstraintSet`` applies: a test of the window's traits.
///
/// Build one from the factories (`.orientation(.landscape)`, `.verticalSizeClass(.compact)`,
/// `.idiom(.pad)`), combine with ``and(_:)``, ``or(_:)`` and ``negated``, or give any closure.
public struct TraitCondition: Sendable, CustomStringConvertible {
  /// The test.
  public let matches: @Sendable (Traits) -> Bool
  /// Words for messages and dumps, such as `orientation == landscape`.
  public let description: String

  /// A condition from a closure, described by `description`.
  public init(_ description: String = "custom", _ matches: @escaping @Sendable (Traits) -> Bool) {
    self.description = description
    self.matches = matches
  }

  /// Always true: a set with it is active whatever the traits (a "common" set).
  public static let always = TraitCondition("always") { _ in true }

  /// True in the given orientation.
  public static func orientation(_ value: Orientation) -> TraitCondition {
    TraitCondition("orientation == \(value)") { $0.orientation == value }
  }

  /// True when the horizontal size class is `value`.
  public static func horizontalSizeClass(_ value: SizeClass) -> TraitCondition {
    TraitCondition("horizontal size class == \(value)") { $0.horizontalSizeClass == value }
  }

  /// True when the vertical size class is `value`.
  public static func verticalSizeClass(_ value: SizeClass) -> TraitCondition {
    TraitCondition("vertical size class == \(value)") { $0.verticalSizeClass == value }
  }

  /// True on the given idiom.
  public static func idiom(_ value: Idiom) -> TraitCondition {
    TraitCondition("idiom == \(value)") { $0.idiom == value }
  }

  /// True at the content size category `value`.
  public static func contentSizeCategory(_ value: ContentSizeCategory) -> TraitCondition {
    TraitCondition("content size category == \(value)") { $0.contentSizeCategory == value }
  }

  /// True at `value` and every larger content size category (`atLeast: .accessibilityMedium`:
  /// the accessibility sizes).
  public static func contentSizeCategory(atLeast value: ContentSizeCategory) -> TraitCondition {
    TraitCondition("content size category >= \(value)") { $0.contentSizeCategory >= value }
  }

  /// True in the layout direction `value` (a set for right-to-left languages).
  public static func layoutDirection(_ value: LayoutDirection) -> TraitCondition {
    TraitCondition("layout direction == \(value)") { $0.layoutDirection == value }
  }

  /// True when both conditions are.
  public func and(_ other: TraitCondition) -> TraitCondition {
    let (a, b) = (matches, other.matches)
    return TraitCondition("(\(description)) and (\(other.description))") { a($0) && b($0) }
  }

  /// True when either condition is.
  public func or(_ other: TraitCondition) -> TraitCondition {
    let (a, b) = (matches, other.matches)
    return TraitCondition("(\(description)) or (\(other.description))") { a($0) || b($0) }
  }

  /// True when this condition is not.
  public var negated: TraitCondition {
    let a = matches
    return TraitCondition("not (\(description))") { !a($0) }
  }
}
