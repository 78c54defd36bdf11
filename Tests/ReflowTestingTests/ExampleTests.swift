import Foundation
import ReflowExamples
import ReflowLayout
import ReflowTesting
import Testing

@Suite("The demo's examples")
struct ExampleTests {
  /// Every example on every device and rotation sequence; each case runs left to right and
  /// right to left (``runMirrored``), so every entry of the catalogue is swept in both
  /// directions as soon as it is in `catalogue`.
  static let cases: [(Example, SweepCase)] = catalogue.flatMap { example in
    SweepCase.all(Device.all + Device.splitViews).map { (example, $0) }
  }

  /// On every device, in both directions, after the build and every step: the invariants of
  /// `run` (frames finite, required constraints hold, nothing ambiguous, every carousel and
  /// pager on its page), each tabulated view on the root view inside the safe area (a
  /// full-bleed one inside the window), each view in a scroll view inside its content, every
  /// other view inside its superview, and right to left the mirror image of left to right
  /// (the examples place everything by leading and trailing).
  @Test(
    "Each example holds its invariants on every device through every rotation, both directions",
    arguments: cases)
  func sweep(_ example: Example, _ sweep: SweepCase) throws {
    var views: [View] = []
    try runMirrored(sweep, build: { views = try example.build($0) }) { window, _ in
      let onRoot = views.filter { $0.superview === window.rootView }
      try assertInsideSafeArea(onRoot.filter { !example.fullBleedViews.contains($0.name) })
      try assertInsideScrollContent(views.filter { Self.isInScrollView($0) })
      try assertInsideSuperview(views.filter { !($0.superview is ScrollView) })
    }
  }

  /// Whether a scroll view is above `view`, at any depth.
  static func isInScrollView(_ view: View) -> Bool {
    var parent = view.superview
    while let p = parent, !(p is ScrollView) { parent = p.superview }
    return parent != nil
  }

  @Test("Full-bleed views are named for what they are: tabulated views on the root view")
  func fullBleedViewsExist() throws {
    for example in catalogue where !example.fullBleedViews.isEmpty {
      let window = Device.iPhone16.window()
      let views = try example.build(window)
      let onRoot = Set(views.filter { $0.superview === window.rootView }.map(\.name))
      #expect(example.fullBleedViews.isSubset(of: onRoot), "\(example.name): \(example.fullBleedViews)")
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
