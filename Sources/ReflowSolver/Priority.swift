/// The priority of a constraint, from 1 to 1000, with Auto Layout's meaning and values.
///
/// `1000` (``required``) must hold; the solver reports an error rather than break it. Lower
/// priorities are *strictly* ordered: the solver first minimises the violations of the
/// highest non-required priority in use, then of the next one, and so on. No number of
/// violated constraints at 250 outweighs a single one at 251.
///
/// Like `UILayoutPriority`, a priority is a `Float` wrapper and can be written as a literal
/// (`~ 750`) or computed (`.high - 1`). Values outside `1...1000` can be created but are
/// rejected with ``SolverError/invalidPriority(_:)`` by the solver call that receives them.
public struct Priority: RawRepresentable, Hashable, Comparable, Sendable,
  ExpressibleByIntegerLiteral, ExpressibleByFloatLiteral, CustomStringConvertible
{
  /// The numeric value, `1...1000` when valid.
  public var rawValue: Float

  /// Creates a priority from its numeric value.
  public init(rawValue: Float) { self.rawValue = rawValue }

  /// Creates a priority from its numeric value.
  public init(_ rawValue: Float) { self.rawValue = rawValue }

  /// Creates a priority from an integer literal, as in `~ 750`.
  public init(integerLiteral value: Int) { self.rawValue = Float(value) }

  /// Creates a priority from a floating-point literal, as in `~ 749.5`.
  public init(floatLiteral value: Float) { self.rawValue = value }

  /// 1000: the constraint must hold.
  public static let required = Priority(1000)
  /// 750: UIKit's `defaultHigh`, the priority of compression resistance.
  public static let high = Priority(750)
  /// 500: halfway between ``high`` and ``low``.
  public static let medium = Priority(500)
  /// 250: UIKit's `defaultLow`, the priority of content hugging.
  public static let low = Priority(250)
  /// 50: UIKit's `fittingSizeLevel`.
  public static let fittingSize = Priority(50)

  /// Whether this is ``required`` (1000).
  public var isRequired: Bool { rawValue == 1000 }

  /// Whether the value is a number in `1...1000`, the range the solver accepts.
  public var isValid: Bool { rawValue >= 1 && rawValue <= 1000 }

  public static func < (lhs: Priority, rhs: Priority) -> Bool { lhs.rawValue < rhs.rawValue }

  /// A priority raised by `amount`, as in `.high + 1`.
  public static func + (lhs: Priority, amount: Float) -> Priority {
    Priority(lhs.rawValue + amount)
  }

  /// A priority lowered by `amount`, as in `.required - 1`.
  public static func - (lhs: Priority, amount: Float) -> Priority {
    Priority(lhs.rawValue - amount)
  }

  /// The name of a named level (`required`, `high`, ...) or the number.
  public var description: String {
    switch rawValue {
    case 1000: return "required"
    case 750: return "high"
    case 500: return "medium"
    case 250: return "low"
    case 50: return "fittingSize"
    default:
      return abs(rawValue) < 1e9 && Float(Int(rawValue)) == rawValue
        ? String(Int(rawValue)) : String(rawValue)
    }
  }
}
