// swift-tools-version:6.0
import PackageDescription

let package = Package(
  name: "Reflow",
  products: [
    .library(name: "ReflowSolver", targets: ["ReflowSolver"]),
    .library(name: "ReflowLayout", targets: ["ReflowLayout"]),
    .executable(name: "reflow-demo", targets: ["reflow-demo"]),
  ],
  targets: [
    .target(name: "ReflowSolver"),
    .target(name: "ReflowLayout", dependencies: ["ReflowSolver"]),
    .executableTarget(name: "reflow-demo", dependencies: ["ReflowLayout"]),
    .testTarget(name: "ReflowSolverTests", dependencies: ["ReflowSolver"]),
    .testTarget(name: "ReflowLayoutTests", dependencies: ["ReflowLayout"]),
  ],
  swiftLanguageModes: [.v6]
)
