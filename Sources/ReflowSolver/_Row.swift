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
  /// The largest magnitude summed into `coefficient`, scaled along with it: a bound on its
  /// rounding error (times the machine epsilon). Bounds compound and are pessimistic, so it
  /// only breaks ties between pivots; it never decides that a coefficient is zero.
  var scale: Double

  init(symbol: Int32, coefficient: Double, scale: Double? = nil) {
    self.symbol = symbol
    self.coefficient = coefficient
    self.scale = scale ?? abs(coefficient)
  }

  /// Whether the coefficient kept most of its digits by its (pessimistic) rounding bound:
  /// among pivots that are otherwise equal, a reliable one is preferred.
  @inline(__always) var isReliable: Bool { abs(coefficient) > _Tolerance.reliable * scale }
}

/// One entry of a symbol's column: a row that holds the symbol, and where in that row's
/// cells it sits (kept current when cells move, so no lookup ever scans a row).
struct _ColumnEntry {
  var row: Int32
  var index: Int32
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

/// The tolerances, all relative to the numbers they compare: no absolute threshold, so a
/// layout in thousandths of a point and one in millions of points are solved alike.
enum _Tolerance {
  /// A sum whose magnitude falls below this fraction of its operands is cancellation noise.
  static let cancellation = 1e-13
  /// A coefficient below this fraction of the largest one in its row is treated as rounding
  /// noise by the ratio tests (pivoting on it would amplify errors), unless nothing else
  /// qualifies.
  static let pivot = 1e-11
  /// A pivot element below this fraction of the largest coefficient in its row divides the
  /// row's rounding errors into every other row, magnified as much: with magnitudes from
  /// 1e-3 to 40, elements of 1e-10 of their row came out of cancellations and sent the rows
  /// 1e6 away from their constraints. Before such a pivot the rows are written afresh from
  /// the constraints (``Solver/refreshRows()``), then the simplex chooses again.
  static let refresh = 1e-5
  /// How far below 0 (relative to its size, and at least this far) a restricted basic
  /// symbol may be left by Harris's ratio test (``_Tableau/largerPivot(for:ratio:)``).
  static let feasibility = 1e-9
  /// A coefficient whose rounding bound is above this fraction... see ``_Cell/isReliable``.
  static let reliable = 1e-9
  /// Below this a number is flushed to zero (far under any meaningful coefficient, and it
  /// keeps denormals, which are slow, out of the rows).
  static let underflow = 1e-280

  /// Costs only decide which pivot comes next (they never enter a value): a cost that is
  /// negative only by rounding is no improvement. The reference is the largest magnitude
  /// summed into the cost, not the last two operands, because the noise accumulates over
  /// many updates. Not more eager than values: with coefficients from 1e-3 to 40 a real
  /// cost of 0.001 is left of terms of 6.4e7 (1.5e-11 of them), and a later pivot on a
  /// coefficient of 4e4 makes it a cost of 40 (``Solver/rebuildObjective()`` catches the
  /// rest).
  static let costCancellation = 1e-13
  /// The tableau's absolute floor for a cost (``_Objective``): below it a cost is taken for
  /// accumulated rounding. Not a safe bound: an error costs its constraint's weight and
  /// coefficients run from 1e-3 to 1e6, so a real cost can be far smaller (2.5e-11 with
  /// coefficients of 1e-3 and 40). The revised simplex judges reduced costs against their
  /// own terms instead (`_RevisedSimplex.isNoise(_:level:of:)`).
  static let costFloor = 1e-9

  /// The largest coefficient magnitude among `cells`.
  @inline(__always) static func largest(_ cells: [_Cell]) -> Double {
    var m = 0.0
    for cell in cells { m = max(m, abs(cell.coefficient)) }
    return m
  }

  /// `a + b`, snapped to exactly zero when it is only rounding noise of the operands.
  @inline(__always) static func sum(_ a: Double, _ b: Double) -> Double {
    let s = a + b
    return abs(s) <= cancellation * max(abs(a), abs(b)) || abs(s) < underflow ? 0 : s
  }

}
