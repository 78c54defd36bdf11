// swift-tools-version:6.0
import PackageDescription

let package = Package(
  name: "Reflow",
  products: [
    .library(name: "ReflowSolver", targets: ["ReflowSolver"]),
    .executable(name: "reflow-demo", targets: ["reflow-demo"]),
  ],
  targets: [
    .target(name: "ReflowSolver"),
    .executableTarget(name: "reflow-demo", dependencies: ["ReflowSolver"]),
    .testTarget(name: "ReflowSolverTests", dependencies: ["ReflowSolver"]),
  ],
  swiftLanguageModes: [.v6]
)
