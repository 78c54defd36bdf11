// swift-tools-version: 6.1
// The benchmarks of Reflow: its own package so that the root package keeps no dependencies.
// See README.md in this folder. Build check: `cd Benchmarks && swift build`.
import PackageDescription

let package = Package(
  name: "ReflowBenchmarks",
  platforms: [.macOS(.v13)],
  dependencies: [
    .package(name: "Reflow", path: ".."),
    .package(
      url: "https://github.com/ordo-one/package-benchmark", from: "1.29.0",
      traits: ["MallocInterposer"]),
  ],
  targets: [
    // Generates the workloads of Docs/performance.md ("Targets and anchors"), writes and reads
    // them as text files, and runs them against ReflowSolver, timing each phase.
    .target(
      name: "Workloads",
      dependencies: [.product(name: "ReflowSolver", package: "Reflow")]),
    // ReflowLayout screens: a view tree with portrait and landscape sets, rotated. The screens
    // the layout tests share (StackedColumn, Nesting, LabelColumn) are ReflowTesting's
    // reference screens.
    .target(
      name: "LayoutWorkloads",
      dependencies: [
        .product(name: "ReflowLayout", package: "Reflow"),
        .product(name: "ReflowTesting", package: "Reflow"),
      ]),
    // `reflow-run generate DIR` writes the workload files; `reflow-run run FILE...` times them.
    .executableTarget(
      name: "reflow-run",
      dependencies: [
        "Workloads", "LayoutWorkloads", .product(name: "ReflowSolver", package: "Reflow"),
        .product(name: "ReflowTesting", package: "Reflow"),
      ]),
    // package-benchmark's suite: `swift package benchmark`.
    .executableTarget(
      name: "ReflowBenchmarks",
      dependencies: [
        "Workloads", "LayoutWorkloads",
        .product(name: "ReflowSolver", package: "Reflow"),
        .product(name: "ReflowTesting", package: "Reflow"),
        .product(name: "Benchmark", package: "package-benchmark"),
      ],
      path: "Benchmarks/ReflowBenchmarks",
      plugins: [.plugin(name: "BenchmarkPlugin", package: "package-benchmark")]),
    // CI's regression guard: allocations and the solver's counters against the baselines
    // committed in Thresholds/ (see .ci/run).
    .executableTarget(
      name: "ReflowCounters",
      dependencies: [
        "Workloads", "LayoutWorkloads",
        .product(name: "ReflowSolver", package: "Reflow"),
        .product(name: "ReflowLayout", package: "Reflow"),
        .product(name: "ReflowTesting", package: "Reflow"),
        .product(name: "Benchmark", package: "package-benchmark"),
      ],
      path: "Benchmarks/ReflowCounters",
      plugins: [.plugin(name: "BenchmarkPlugin", package: "package-benchmark")]),
  ],
  swiftLanguageModes: [.v6]
)
