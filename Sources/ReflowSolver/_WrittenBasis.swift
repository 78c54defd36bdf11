/// The basis matrix `B` of the solver's current basis, built from the constraints as
/// written (never from the tableau's rows): the first brick of the factored representation
/// (Docs/solver-internals.md), checked against the canonical tableau in tests.
///
/// Row `i` is live record `records[i]` as it entered the tableau: its variables' terms and
/// its marker and error terms, divided by its weight, `sum(coefficient x symbol) =
/// rightHandSide[i]`. Column `j` is basic symbol `basic[j]`. With every non-basic symbol at
/// 0 (as the tableau keeps them), the basic values solve `B x = rightHandSide`.
struct _WrittenBasis {
  var records: [Int32] = []
  var rows: [[_SymbolTerm]] = []
  var rightHandSide: [Double] = []
  var basic: [Int32] = []
  /// Per symbol: its column in `B`, or -1 when it is not basic.
  var columnOf: [Int32] = []
  /// `B` by columns (entries by row).
  var columns: [[_SparseEntry]] = []

  /// The non-zeros of `B`.
  var nonZeros: Int { columns.reduce(0) { $0 + $1.count } }
  /// The non-zeros of the constraints as written (`B` and the non-basic columns).
  var writtenNonZeros: Int { rows.reduce(0) { $0 + $1.count } }
  /// Whether `B` is square (it is at rest: one basic symbol per live constraint).
  var isSquare: Bool { rows.count == basic.count }
}

/// `coefficient x symbol`.
struct _SymbolTerm {
  var symbol: Int32
  var coefficient: Double
}

extension _Record {
  /// The marker and error terms its row entered the tableau with (signs as
  /// ``Solver/insertRecord(_:priority:isEdit:guardingSwitchedOn:)`` writes them).
  var markerTerms: [_SymbolTerm] {
    let terms: [(Int32, Double)]
    switch (constraint.relation, hasErrors) {
    case (.equal, false): terms = [(marker, 1)]
    case (.equal, true): terms = [(marker, -1), (other, 1)]
    case (.lessThanOrEqual, false): terms = [(marker, 1)]
    case (.lessThanOrEqual, true): terms = [(marker, 1), (other, -1)]
    case (.greaterThanOrEqual, false): terms = [(marker, -1)]
    case (.greaterThanOrEqual, true): terms = [(marker, -1), (other, 1)]
    }
    return terms.map { _SymbolTerm(symbol: $0.0, coefficient: $0.1) }
  }
}

extension _SolverCore {
  /// `B` for the current basis, from the live records (see ``_WrittenBasis``).
  ///
  /// An edit constraint's constant is its edit's current value (``_Edit/value``), as the
  /// tableau holds it.
  /// - Complexity: O(terms of the live constraints + symbols + edits).
  func writtenBasis() -> _WrittenBasis {
    var basis = _WrittenBasis()
    basis.columnOf = Array(repeating: -1, count: state.representation.symbolCount)
    for s in state.representation.basicSymbols {
      basis.columnOf[Int(s)] = Int32(basis.basic.count)
      basis.basic.append(s)
    }
    var editValues: [ObjectIdentifier: Double] = [:]
    for edit in state.edits.values { editValues[ObjectIdentifier(edit.constraint)] = edit.value }
    basis.columns = Array(repeating: [], count: basis.basic.count)
    for (id, record) in state.records.enumerated() where record.isLive {
      let i = Int32(basis.rows.count)
      var terms: [_SymbolTerm] = []
      for term in record.constraint.expression.terms {
        guard let s = state.variableSymbol[ObjectIdentifier(term.variable)] else { continue }
        let c = term.coefficient / record.weight
        if let k = terms.firstIndex(where: { $0.symbol == s }) {
          terms[k].coefficient += c
        } else {
          terms.append(_SymbolTerm(symbol: s, coefficient: c))
        }
      }
      terms.removeAll { $0.coefficient == 0 }
      terms.append(contentsOf: record.markerTerms)
      let constant =
        editValues[ObjectIdentifier(record.constraint)].map { -$0 }
        ?? record.constraint.expression.constant
      basis.records.append(Int32(id))
      basis.rightHandSide.append(-constant / record.weight)
      for term in terms {
        let j = basis.columnOf[Int(term.symbol)]
        if j >= 0 { basis.columns[Int(j)].append(_SparseEntry(index: i, value: term.coefficient)) }
      }
      basis.rows.append(terms)
    }
    return basis
  }
}

extension Solver {
  /// `B` for the current basis, from the live records (see ``_WrittenBasis``), for tests.
  func writtenBasis() -> _WrittenBasis {
    switch backing {
    case .tableau(let s): return _SolverCore(self, s).writtenBasis()
    case .engine(let s): return _SolverCore(self, s).writtenBasis()
    }
  }
}
