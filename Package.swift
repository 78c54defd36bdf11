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
    // One folder a part, each with a README (what it owns, what it may call); Text/Fonts
    // holds the script that generates the font tables and the fonts' licence.
    .target(
      name: "ReflowLayout", dependencies: ["ReflowSolver"],
      exclude: [
        "README.md", "Constraints/README.md", "Engine/README.md", "View/README.md",
        "Window/README.md", "Containers/README.md", "Collections/README.md", "Text/README.md",
        "Text/Fonts/generate_font_metrics.py", "Text/Fonts/DejaVu-LICENSE.txt",
      ]),
    .target(name: "ReflowTesting", dependencies: ["ReflowLayout"]),
    // The example screens of reflow-demo, also checked by the tests and drawn in Docs/.
    .target(name: "ReflowExamples", dependencies: ["ReflowLayout"]),
    // The demo's commands: argument parsing and output, tested by ReflowTestingTests.
    .target(name: "DemoCommands", dependencies: ["ReflowExamples", "ReflowLayout", "ReflowTesting"]),
    .executableTarget(name: "reflow-demo", dependencies: ["DemoCommands"]),
    .testTarget(name: "ReflowSolverTests", dependencies: ["ReflowSolver"]),
    // In ReflowLayout's folders, plus Seeds/ (the seed suites test the catalogue's seed
    // screens, so the demo shows what they prove) and DocumentExamples/.
    .testTarget(
      name: "ReflowLayoutTests", dependencies: ["ReflowLayout", "ReflowTesting", "ReflowExamples"]),
    // Each Snapshots/ folder holds the text snapshots of the tests beside it.
    .testTarget(
      name: "ReflowTestingTests", dependencies: ["ReflowTesting", "ReflowExamples", "DemoCommands"],
      exclude: ["Assertions/Snapshots", "DocumentExamples/Snapshots"]),
  ],
  swiftLanguageModes: [.v6]
)
