import Foundation
import ReflowExamples
import ReflowLayout
import ReflowTesting
import Testing

@Suite("The demo's examples")
struct ExampleTests {
  /// Every example on every device and rotation sequence.
  static let cases: [(Example, SweepCase)] = catalogue.flatMap { example in
    SweepCase.all(Device.all + Device.splitViews).map { (example, $0) }
  }

  @Test("Each example holds its invariants on every device through every rotation", arguments: cases)
  func sweep(_ example: Example, _ sweep: SweepCase) throws {
    var views: [View] = []
    try run(sweep, build: { views = try example.build($0) }) { window, _ in
      try assertInsideSafeArea(views.filter { $0.superview === window.rootView })
      try assertInsideSuperview(views)
    }
  }

  @Test("The pictures in Docs/images are what the examples draw now", arguments: catalogue)
  func pictures(_ example: Example) throws {
    let window = Device.iPhone16.window(.portrait)
    _ = try example.build(window)
    let svg = SVGRenderer.render(
      try LayoutPicture.portraitAndLandscape(window, name: "\(example.name) on iPhone 16"))
    let root = String(#filePath).components(separatedBy: "/Tests/").first!
    let path = "\(root)/Docs/images/\(example.name).svg"
    let stored = try String(contentsOfFile: path, encoding: .utf8)
    #expect(
      stored == svg,
      "Docs/images/\(example.name).svg is stale: swift run reflow-demo svg \(example.name) Docs/images/\(example.name).svg")
  }
}
