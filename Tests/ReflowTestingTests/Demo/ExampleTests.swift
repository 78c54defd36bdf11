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

  /// Issue 16's screens, whose text follows Dynamic Type, at the largest standard size and
  /// the largest accessibility size, on every full-screen device and rotation sequence.
  static let textSizeCases: [(Example, SweepCase)] = [productExample, chatExample, settingsExample]
    .flatMap { example in
      SweepCase.all(categories: [.extraExtraExtraLarge, .accessibilityExtraExtraExtraLarge])
        .map { (example, $0) }
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
    try Self.holdsInvariants(example, sweep)
  }

  @Test("Issue 16's screens hold them at XXXL and AX5 too", arguments: textSizeCases)
  func sweepAtTextSizes(_ example: Example, _ sweep: SweepCase) throws {
    try Self.holdsInvariants(example, sweep)
  }

  /// The invariants of ``sweep(_:_:)`` through `sweep`.
  static func holdsInvariants(_ example: Example, _ sweep: SweepCase) throws {
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

  /// A picture in Docs/images: an example on a device at a text size, portrait and
  /// landscape side by side, as `reflow-demo svg` draws it.
  struct StoredPicture: Sendable, CustomStringConvertible {
    let example: Example
    let device: Device
    let category: ContentSizeCategory
    let file: String
    var description: String { "Docs/images/\(file).svg" }
    /// The `reflow-demo` command that draws it.
    var command: String {
      "swift run reflow-demo svg \(example.name) \(description)"
        + (device == .iPhone16 ? "" : " --device \(device.key)")
        + (category == .large ? "" : " --category \(category.shortName)")
    }
  }

  /// Every example on an iPhone 16 (`NAME.svg`); issue 16's screens on an iPad mini too
  /// (`NAME-ipad.svg`), and the settings list at two more text sizes, XXXL and AX2, on both.
  static let storedPictures: [StoredPicture] =
    catalogue.map { StoredPicture(example: $0, device: .iPhone16, category: .large, file: $0.name) }
    + [productExample, chatExample, settingsExample].map {
      StoredPicture(example: $0, device: .iPadMini, category: .large, file: "\($0.name)-ipad")
    }
    + [(ContentSizeCategory.extraExtraExtraLarge, "xxxl"), (.accessibilityLarge, "ax2")].flatMap {
      category, suffix in
      [(Device.iPhone16, "settings"), (.iPadMini, "settings-ipad")].map {
        StoredPicture(
          example: settingsExample, device: $0, category: category, file: "\($1)-\(suffix)")
      }
    }

  @Test("The pictures in Docs/images are what the examples draw now", arguments: storedPictures)
  func pictures(_ picture: StoredPicture) throws {
    let window = picture.device.window(.portrait, contentSizeCategory: picture.category)
    _ = try picture.example.build(window)
    let size = picture.category == .large ? "" : ", text size \(picture.category.shortName)"
    let svg = SVGRenderer.render(
      try LayoutPicture.portraitAndLandscape(
        window, name: "\(picture.example.name) on \(picture.device.name)\(size)"))
    let root = String(#filePath).components(separatedBy: "/Tests/").first!
    let stored = try String(contentsOfFile: "\(root)/\(picture)", encoding: .utf8)
    #expect(stored == svg, "\(picture) is stale: \(picture.command)")
  }
}
