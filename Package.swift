// swift-tools-version:6.0
import PackageDescription

let package = Package(
  name: "Reflow",
  products: [
    .library(name: "ReflowSolver", targets: ["ReflowSolver"]),
    .library(name: "ReflowLayout", targets: ["ReflowLayout"]),
    .library(name: "ReflowTesting", targets: ["ReflowTesting"]),
    .executable(name: "reflow-demo", targets: ["reflow-demo"]),
  ],
  targets: [
    .target(name: "ReflowSolver"),
    .target(name: "ReflowLayout", dependencies: ["ReflowSolver"]),
    .target(name: "ReflowTesting", dependencies: ["ReflowLayout"]),
    .executableTarget(name: "reflow-demo", dependencies: ["ReflowLayout"]),
    .testTarget(name: "ReflowSolverTests", dependencies: ["ReflowSolver"]),
    .testTarget(name: "ReflowLayoutTests", dependencies: ["ReflowLayout", "ReflowTesting"]),
    .testTarget(name: "ReflowTestingTests", dependencies: ["ReflowTesting"], exclude: ["Snapshots"]),
  ],
  swiftLanguageModes: [.v6]
)
