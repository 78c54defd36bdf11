extension Font {
  /// The semantic styles of Dynamic Type (UIKit's `UIFont.TextStyle`): each has a point size
  /// per ``ContentSizeCategory``.
  public enum TextStyle: String, CaseIterable, Hashable, Sendable, CustomStringConvertible {
    /// Large titles: 34 pt at the default category.
    case largeTitle
    /// First-level headings: 28 pt.
    case title1
    /// Second-level headings: 22 pt.
    case title2
    /// Third-level headings: 20 pt.
    case title3
    /// Headings (semibold in UIKit; measured here with the regular metrics): 17 pt.
    case headline
    /// Body text: 17 pt.
    case body
    /// Callouts: 16 pt.
    case callout
    /// Subheadings: 15 pt.
    case subheadline
    /// Footnotes: 13 pt.
    case footnote
    /// Standard captions: 12 pt.
    case caption1
    /// Alternate captions: 11 pt.
    case caption2

    /// The style's name, such as `body`.
    public var description: String { rawValue }

    /// The point size of this style at `category`, as iOS gives it.
    public func pointSize(at category: ContentSizeCategory) -> Double {
      Double(Self.sizes[Self.allCases.firstIndex(of: self)!][category.index])
    }

    // The point sizes of iOS's Dynamic Type, per style (rows, in the order of the cases) and
    // category (columns, XS to AX5), transcribed from the table "Dynamic Type sizes" of
    // Apple's Human Interface Guidelines (Typography, iOS and iPadOS). The figures agree with
    // what `UIFont.preferredFont(forTextStyle:compatibleWith:)` returned in the iOS 13.3
    // simulator (as published by temoki/UIKit_DynamicType), except caption 2 at AX5: 40 pt
    // in the guidelines, 41 pt in that simulator; we follow the guidelines.
    private static let sizes: [[UInt8]] = [
      // XS  S   M   L   XL  XXL XXXL AX1 AX2 AX3 AX4 AX5
      [31, 32, 33, 34, 36, 38, 40, 44, 48, 52, 56, 60],  // largeTitle
      [25, 26, 27, 28, 30, 32, 34, 38, 43, 48, 53, 58],  // title1
      [19, 20, 21, 22, 24, 26, 28, 34, 39, 44, 50, 56],  // title2
      [17, 18, 19, 20, 22, 24, 26, 31, 37, 43, 49, 55],  // title3
      [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53],  // headline
      [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53],  // body
      [13, 14, 15, 16, 18, 20, 22, 26, 32, 38, 44, 51],  // callout
      [12, 13, 14, 15, 17, 19, 21, 25, 30, 36, 42, 49],  // subheadline
      [12, 12, 12, 13, 15, 17, 19, 23, 27, 33, 38, 44],  // footnote
      [11, 11, 11, 12, 14, 16, 18, 22, 26, 32, 37, 43],  // caption1
      [11, 11, 11, 11, 13, 15, 17, 20, 24, 29, 34, 40],  // caption2
    ]
  }
}
