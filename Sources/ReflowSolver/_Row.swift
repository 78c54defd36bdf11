/// What a symbol of the tableau stands for.
enum _SymbolKind: UInt8 {
  /// A user ``Variable``: unrestricted in sign.
  case external
  /// The slack of an inequality: `>= 0`.
  case slack
  /// The error of a non-required constraint: `>= 0`, minimised in the objective.
  case error
  /// The marker of a required equality: always `0`, never enters the basis by choice.
  case dummy
  /// The phase-one variable of a required constraint being added: `>= 0`, temporary.
  case artificial
  /// A recycled id, not in use.
  case unused

  /// Whether the symbol is kept `>= 0` (or `== 0` for a dummy) by the simplex.
  @inline(__always) var isRestricted: Bool { self != .external }
  /// Whether the simplex may choose the symbol to enter the basis.
  @inline(__always) var isPivotable: Bool { self == .slack || self == .error }
}

/// One non-zero entry of a row: `coefficient x symbol`.
struct _Cell {
  var symbol: Int32
  /// Where this row sits in the symbol's column list (so that leaving it is O(1)).
  var slot: Int32 = -1
  var coefficient: Double

  init(symbol: Int32, coefficient: Double) {
    self.symbol = symbol
    self.coefficient = coefficient
  }
}

/// A row of the tableau: `basic = constant + sum(cells)`, over parametric symbols only.
struct _Row {
  /// The basic symbol the row is solved for; `-1` for a row not in use.
  var basic: Int32
  /// The value of the basic symbol in the current solution.
  var constant: Double
  /// The parametric symbols and their coefficients, in no particular order.
  var cells: [_Cell]
}

/// The tolerances, all relative to the numbers they compare.
enum _Tolerance {
  /// A sum whose magnitude falls below this fraction of its operands is cancellation noise.
  static let cancellation = 1e-11
  /// A coefficient below this is dropped from a row.
  static let coefficient = 1e-12
  /// A coefficient below this cannot be pivoted on (it would amplify rounding errors).
  static let pivot = 1e-9

  /// `a + b`, snapped to exactly zero when it is only rounding noise of the operands.
  @inline(__always) static func sum(_ a: Double, _ b: Double) -> Double {
    let s = a + b
    return abs(s) <= cancellation * max(abs(a), abs(b)) ? 0 : s
  }

  /// `a + b` for a coefficient: also dropped when negligible in absolute terms.
  @inline(__always) static func coefficientSum(_ a: Double, _ b: Double) -> Double {
    let s = a + b
    return abs(s) <= max(cancellation * max(abs(a), abs(b)), coefficient) ? 0 : s
  }
}
