// MARK: - Line break mode

/// How lines break and what happens to text that does not fit (UIKit's `NSLineBreakMode`).
///
/// Every mode but ``byCharWrapping`` wraps lines at word boundaries; the mode decides the
/// last line allowed by the number of lines when text remains after it.
public enum LineBreakMode: String, CaseIterable, Hashable, Sendable, CustomStringConvertible {
  /// Wrap at word boundaries; the text after the last allowed line is not shown.
  case byWordWrapping
  /// Wrap at any character; the text after the last allowed line is not shown.
  case byCharWrapping
  /// Wrap at word boundaries; the last allowed line holds the rest of its paragraph and is
  /// clipped at the width when drawn.
  case byClipping
  /// The last allowed line shows the end of its paragraph after an ellipsis: `…ne text`.
  case byTruncatingHead
  /// The last allowed line shows the start of its paragraph and an ellipsis: `Some te…`.
  case byTruncatingTail
  /// The last allowed line shows both ends of its paragraph around an ellipsis: `So…ext`.
  case byTruncatingMiddle

  /// The case's name.
  public var description: String { rawValue }

  /// Whether the mode puts an ellipsis in the last line when text is cut.
  public var truncates: Bool {
    self == .byTruncatingHead || self == .byTruncatingTail || self == .byTruncatingMiddle
  }
}

// MARK: - Alignment and direction

/// Where each line sits across the width (UIKit's `NSTextAlignment`).
public enum TextAlignment: String, CaseIterable, Hashable, Sendable, CustomStringConvertible {
  /// Against the left edge.
  case left
  /// Centred.
  case center
  /// Against the right edge.
  case right
  /// Lines fill the width, except the last line of each paragraph, which is natural.
  case justified
  /// Left in a left-to-right layout, right in a right-to-left one.
  case natural

  /// The case's name.
  public var description: String { rawValue }
}

/// The direction in which a layout reads, for ``TextAlignment/natural``.
public enum LayoutDirection: String, CaseIterable, Hashable, Sendable,
  CustomStringConvertible
{
  /// Left to right, as English.
  case leftToRight
  /// Right to left, as Arabic and Hebrew.
  case rightToLeft

  /// The case's name.
  public var description: String { rawValue }
}
