/// The reader's preferred text size (UIKit's `UIContentSizeCategory`), from extra small to
/// the five accessibility sizes; ``large`` is the default.
///
/// Fonts made from a text style (``Font/preferredFont(forTextStyle:compatibleWith:metrics:)``)
/// take their point size from it; ``Traits/contentSizeCategory`` carries the window's.
/// Categories are ordered from the smallest to the largest.
public enum ContentSizeCategory: String, CaseIterable, Comparable, Hashable, Sendable,
  CustomStringConvertible
{
  /// Extra small (XS).
  case extraSmall
  /// Small (S).
  case small
  /// Medium (M).
  case medium
  /// Large (L), the default.
  case large
  /// Extra large (XL).
  case extraLarge
  /// Extra extra large (XXL).
  case extraExtraLarge
  /// Extra extra extra large (XXXL), the largest without the accessibility sizes.
  case extraExtraExtraLarge
  /// Accessibility medium (AX1).
  case accessibilityMedium
  /// Accessibility large (AX2).
  case accessibilityLarge
  /// Accessibility extra large (AX3).
  case accessibilityExtraLarge
  /// Accessibility extra extra large (AX4).
  case accessibilityExtraExtraLarge
  /// Accessibility extra extra extra large (AX5), the largest.
  case accessibilityExtraExtraExtraLarge

  /// Whether this is one of the five accessibility sizes (UIKit's
  /// `isAccessibilityCategory`).
  public var isAccessibilityCategory: Bool { self >= .accessibilityMedium }

  /// The short name the guidelines use: `XS`, `S`, `M`, `L`, `XL`, `XXL`, `XXXL`, `AX1`
  /// ... `AX5`.
  public var shortName: String {
    ["XS", "S", "M", "L", "XL", "XXL", "XXXL", "AX1", "AX2", "AX3", "AX4", "AX5"][index]
  }

  /// The case's name, such as `accessibilityLarge`.
  public var description: String { rawValue }

  /// Smaller categories come first.
  public static func < (a: ContentSizeCategory, b: ContentSizeCategory) -> Bool {
    a.index < b.index
  }

  /// The position from extra small (0) to accessibility XXXL (11).
  var index: Int { Self.allCases.firstIndex(of: self)! }
}
