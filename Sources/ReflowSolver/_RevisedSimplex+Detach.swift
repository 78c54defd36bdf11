/// Removing a constraint whose own symbols are not basic, without a solve: the free
/// variable at the constraint's pivot in the factors leaves the basis where it stands and
/// the constraint's marker takes its place (``removeRow(_:)``).
///
/// Removing the first constraint of a chain (`t0 == 8` under `t1 == t0 + h0 + 8`, ...)
/// used to pivot its marker in by a ratio test: the marker's column `B^-1 e_k` reaches
/// every later top, so the pivot's FTRAN, its eta and the values it moved were all O(the
/// chain). Here the top `t0` stays non-basic at its value (`B x_B = b - A_N x_N`), so no
/// value moves, and the factors replace its column by the marker's in place
/// (``_BasisFactors/detach(row:diagonal:)``), so no update is left for later solves to read.
extension _RevisedSimplex {
  /// Makes row `k`'s `marker` basic in place of the free variable at row `k`'s pivot in
  /// the factors, which becomes non-basic at its value; the pivot is degenerate (no basic
  /// value moves, the marker enters at 0) and the reduced costs move by the pivot row.
  /// - Returns: the marker's position, or nil (nothing changed) when the factors cannot
  ///   detach that pivot (an update is pending, or the pivot has both an `L` column and a
  ///   `U` row) or its basic symbol is not a free variable.
  /// - Complexity: the pivot row (one BTRAN, its reach, and the rows it reaches) plus
  ///   O(the replaced column).
  mutating func detachFreeVariable(ofRow k: Int32, marker: Int32) -> Int32? {
    guard let q = factors.detachablePosition(row: Int(k)) else { return nil }
    let leaving = basic[q]
    guard kinds[Int(leaving)] == .external,
      let a = columnOf[Int(marker)].first(where: { $0.index == k })?.value
    else { return nil }
    let p = Int32(q)
    // The marker's entry in the pivot row is `a (B^-1)[q, k]`: the pivot of the exchange.
    loadTableauRow(position: p)
    let pivotEntry = rowEntry[Int(marker)]
    guard pivotEntry != 0 else {
      clearTableauRow()
      return nil
    }
    factors.detach(row: Int(k), diagonal: a)
    moveReducedCosts(entering: marker, leaving: leaving, pivotEntry: pivotEntry)
    pivots += 1
    nonBasicValues[Int(leaving)] = values[q]
    positionOf[Int(leaving)] = -1
    positionOf[Int(marker)] = p
    basic[q] = marker
    values[q] = 0
    return p
  }
}
