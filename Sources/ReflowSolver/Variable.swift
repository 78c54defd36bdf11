/// An unknown of a constraint system: a view's `left`, a guide's `width`, a root size.
///
/// A variable is identified by the object itself, not by its name: two variables named
/// `"x"` are two unknowns. The name is only used in descriptions and error messages.
///
/// `Variable` is deliberately not `Equatable`, so that `x == y` always builds a
/// ``Constraint``. Key variables by `ObjectIdentifier(variable)` where a dictionary is needed.
///
/// A variable that no constraint added to a ``Solver`` mentions has the value `0` there.
public final class Variable: Sendable, CustomStringConvertible {
  /// The name used in descriptions and error messages.
  public let name: String

  /// Creates a variable.
  /// - Parameter name: A name for descriptions and error messages; it need not be unique.
  public init(_ name: String = "") {
    self.name = name
  }

  /// The variable's name, or `<unnamed>` when it has none.
  public var description: String { name.isEmpty ? "<unnamed>" : name }
}
