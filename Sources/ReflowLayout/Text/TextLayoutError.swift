/// Why text could not be measured or laid out: a number the text engine cannot use. The
/// call that throws changes nothing.
public enum TextLayoutError: Error, Sendable, Equatable, CustomStringConvertible {
  /// A font size that is NaN, infinite or negative.
  case invalidPointSize(Double)
  /// A width to lay text out in that is NaN or negative (`.infinity` means no limit).
  case invalidWidth(Double)
  /// A negative number of lines (0 means no limit).
  case invalidNumberOfLines(Int)

  /// The error in plain words.
  public var description: String {
    switch self {
    case .invalidPointSize(let size):
      return "A font size must be finite and >= 0, not \(size)."
    case .invalidWidth(let width):
      return "Text is laid out in a width >= 0 (.infinity for no limit), not \(width)."
    case .invalidNumberOfLines(let count):
      return "numberOfLines must be >= 0 (0 for no limit), not \(count)."
    }
  }
}
