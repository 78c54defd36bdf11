/// A constraint that a ``LayoutError`` names: one of yours (the ``LayoutConstraint`` itself,
/// with its words), or one the layout makes for itself (the window's size, a view's margins,
/// safe area or intrinsic size), in words made from its expression and what it is for.
///
/// Two are equal when they are the same layout constraint (or both the layout's own) and say
/// the same words.
// Unchecked: the words are an immutable string; the constraint object is handed back for
// identity and inspection on the thread that uses the window (layout objects are not
// thread-safe, as UIKit's are not), and the error never touches it.
public struct NamedConstraint: Equatable, CustomStringConvertible, @unchecked Sendable {
  /// Your constraint, or `nil` for one the layout makes for itself.
  public let layoutConstraint: LayoutConstraint?
  /// For a constraint the layout makes for itself: what it is for (`the window's size`,
  /// `card's layout margins`); `nil` for yours.
  public let purpose: String?
  /// The constraint in words, as when the error was made: your constraint's
  /// ``LayoutConstraint/description`` (`card.height == 0.33 x window.height (portrait)`), or
  /// the layout's own written from its expression with its purpose after it
  /// (`window.height == 852 (the window's size)`).
  public let description: String

  /// One of your constraints, in its current words.
  public init(_ constraint: LayoutConstraint) {
    layoutConstraint = constraint
    purpose = nil
    description = constraint.description
  }

  /// A constraint the layout makes for itself, written from `constraint`'s expression
  /// (`left == right`, with the terms of positive coefficient on the left and the others, and
  /// the constant, on the right) with `purpose` after it in parentheses.
  init(_ constraint: Constraint, purpose: String) {
    self.init(words: NamedConstraint.words(of: constraint), purpose: purpose)
  }

  /// One of the layout's own constraints by its words and purpose, as an error names it
  /// (`window.height == 852`, `the window's size`): to compare with an error's. Empty words
  /// stand for a part of the layout that has no single constraint (a view's content hugging
  /// priority, before it has an intrinsic size): the purpose alone names it.
  public init(words: String, purpose: String) {
    layoutConstraint = nil
    self.purpose = purpose
    description = words.isEmpty ? purpose : "\(words) (\(purpose))"
  }

  public static func == (a: NamedConstraint, b: NamedConstraint) -> Bool {
    a.layoutConstraint === b.layoutConstraint && a.description == b.description
  }

  /// `window.width == 393`, `card.margins.width == card.width - 16`, `label.width <= 120 ~
  /// 250`: the solver form `sum(c x v) + k  relation  0` as an equation between the terms of
  /// positive coefficient and the rest.
  static func words(of constraint: Constraint) -> String {
    let expression = constraint.expression
    var left = expression.terms.filter { $0.coefficient > 0 }
    var right: [Term] = expression.terms.filter { $0.coefficient < 0 }.map {
      Term($0.variable, -$0.coefficient)
    }
    var constant = -expression.constant
    var relation = constraint.relation
    if left.isEmpty && !right.isEmpty {
      // `0 >= x - 5` reads better as `x <= 5`.
      (left, right) = (right, [])
      constant = expression.constant
      relation = relation.flipped
    }
    return "\(sum(left, 0)) \(relation) \(sum(right, constant))"
      + (constraint.priority.isRequired
        ? "" : " ~ \(formatNumber(Double(constraint.priority.rawValue)))")
  }

  /// `a + 0.5 x b - 8`; `0` for nothing.
  private static func sum(_ terms: [Term], _ constant: Double) -> String {
    var text = ""
    for term in terms {
      let magnitude = abs(term.coefficient)
      let factor = magnitude == 1 ? "" : "\(formatNumber(magnitude)) x "
      if text.isEmpty {
        text = (term.coefficient < 0 ? "-" : "") + factor + term.variable.name
      } else {
        text += (term.coefficient < 0 ? " - " : " + ") + factor + term.variable.name
      }
    }
    if text.isEmpty { return formatNumber(constant) }
    if constant > 0 { text += " + \(formatNumber(constant))" }
    if constant < 0 { text += " - \(formatNumber(-constant))" }
    return text
  }
}

extension Relation {
  /// The relation with its sides swapped (`<=` for `>=`).
  var flipped: Relation {
    switch self {
    case .equal: return .equal
    case .lessThanOrEqual: return .greaterThanOrEqual
    case .greaterThanOrEqual: return .lessThanOrEqual
    }
  }
}
