/// The choice of representation of a solver's linear program: not public API (`@_spi`), for
/// the layout, the benchmarks and the tests while both representations are in the package.
/// A `Solver()` takes the representation bound by ``Solver/withRepresentation(_:_:)``, a
/// task-local value (so a test can run a whole layout, and every scratch solver inside it, on
/// one representation while another test runs on the other), else the tableau;
/// ``Solver/init(representation:)`` names it explicitly.
extension Solver {
  /// How a solver keeps its linear program.
  @_spi(Representation)
  public enum Representation: String, Sendable, CaseIterable, CustomStringConvertible {
    /// The canonical tableau: every basic symbol's row over the parametric symbols (Cassowary's
    /// representation). The default.
    case tableau
    /// The factored engine: the constraints as written and the basis as sparse LU factors
    /// with updates (a revised simplex).
    case factored

    /// Its name, as `reflow-run` and the benchmarks take it.
    public var description: String { rawValue }
  }

  /// The representation a `Solver()` made in this task takes: ``Representation/tableau``
  /// unless ``withRepresentation(_:_:)`` binds another around the caller.
  @TaskLocal static var representationForNewSolvers: Representation = .tableau

  /// Runs `body` with every `Solver()` made in it (in this task, including the layout's
  /// and the scratch solvers inside the solver) keeping its program as `representation`.
  @_spi(Representation)
  public static func withRepresentation<R>(
    _ representation: Representation, _ body: () throws -> R
  ) rethrows -> R {
    try $representationForNewSolvers.withValue(representation, operation: body)
  }

  /// ``withRepresentation(_:_:)`` for an asynchronous `body`.
  @_spi(Representation)
  public static func withRepresentation<R>(
    _ representation: Representation, _ body: () async throws -> R
  ) async rethrows -> R {
    try await $representationForNewSolvers.withValue(representation, operation: body)
  }

  /// Creates an empty solver keeping its linear program as `representation`.
  @_spi(Representation)
  public convenience init(representation: Representation) {
    self.init(representation: representation, reportsConflicts: true)
  }

  /// The representation this solver keeps its linear program in.
  @_spi(Representation)
  public var representation: Representation {
    switch backing {
    case .tableau: .tableau
    case .engine: .factored
    }
  }
}
