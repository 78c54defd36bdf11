import ReflowLayout
import ReflowTesting
import Testing

/// A view that records what it hears, in order.
final class RecordingView: View {
  var events: [String] = []
  override func willTransition(to size: Size, traits: Traits) {
    events.append("will \(size) \(traits.orientation) (frame \(frame.size))")
  }
  override func traitsDidChange(from previous: Traits) {
    events.append("traits \(previous.orientation)->\(traits!.orientation)")
  }
  override func layoutSubviews() {
    events.append("layout \(bounds.size)")
  }
  override func didTransition(from size: Size, traits: Traits) {
    events.append("did \(size) \(traits.orientation) (frame \(frame.size))")
  }
}

@Suite("Rotation on phone and pad sizes")
struct RotationTests {
  /// Every full-screen preset with its size classes (horizontal, vertical) in portrait and
  /// in landscape.
  static let devices: [(Device, (SizeClass, SizeClass), (SizeClass, SizeClass))] = [
    (.iPhoneSE, (.compact, .regular), (.compact, .compact)),
    (.iPhone16, (.compact, .regular), (.compact, .compact)),
    (.iPhone16ProMax, (.compact, .regular), (.regular, .compact)),
    (.iPadMini, (.regular, .regular), (.regular, .regular)),
    (.iPadPro13, (.regular, .regular), (.regular, .regular)),
  ]

  @Test("Size, orientation and UIKit's size classes follow each rotation", arguments: devices)
  func traitsFollowRotation(
    device: Device, portrait: (SizeClass, SizeClass), landscape: (SizeClass, SizeClass)
  ) throws {
    let window = device.window(.portrait)
    #expect(window.traits.horizontalSizeClass == portrait.0)
    #expect(window.traits.verticalSizeClass == portrait.1)
    try window.rotate()
    #expect(window.size == device.portraitSize.swapped)
    #expect(window.traits.orientation == .landscape)
    #expect(window.traits.horizontalSizeClass == landscape.0, "\(device) landscape width")
    #expect(window.traits.verticalSizeClass == landscape.1, "\(device) landscape height")
    #expect(window.rootView.frame == Rect(origin: .zero, size: device.portraitSize.swapped))
    try window.rotate()
    #expect(window.traits.orientation == .portrait)
    #expect(window.rootView.frame == Rect(origin: .zero, size: device.portraitSize))
  }

  @Test("A screen of proportional views reflows on every device and orientation",
        arguments: Device.all)
  func proportionalReflow(device: Device) throws {
    let window = device.window(.portrait)
    let root = window.rootView
    let sidebar = addView("sidebar", to: root)
    let content = addView("content", to: root)
    try activate {
      sidebar.leadingAnchor == root.leadingAnchor
      sidebar.topAnchor == root.topAnchor
      sidebar.bottomAnchor == root.bottomAnchor
      sidebar.widthAnchor == root.widthAnchor * 0.25
      content.leadingAnchor == sidebar.trailingAnchor + 8
      content.trailingAnchor == root.trailingAnchor
      content.topAnchor == root.topAnchor
      content.heightAnchor == content.widthAnchor * 0.5
    }
    for _ in 0..<2 {
      for size in [device.portraitSize, device.portraitSize.swapped] {
        if window.size != size { try window.rotate() }
        let w = size.width
        try assertFrame(of: sidebar, equals: Rect(x: 0, y: 0, width: w / 4, height: size.height), "on \(device)")
        try assertFrame(of: content, equals: Rect(x: w / 4 + 8, y: 0, width: w * 0.75 - 8, height: (w * 0.75 - 8) / 2))
      }
    }
  }

  @Test("Views hear the transition before, the traits after, then lay out, parents first")
  func observersInOrder() throws {
    let window = Device.iPhone16.window()
    let root = window.rootView
    let outer = RecordingView(name: "outer")
    let inner = RecordingView(name: "inner")
    root.addSubview(outer)
    outer.addSubview(inner)
    try activate(outer.edges == root.edges.inset(by: 10))
    try activate(inner.edges == outer.edges.inset(by: 10))
    window.layoutIfNeeded()
    #expect(outer.events == ["layout 373x832"])
    outer.events = []
    inner.events = []
    try window.rotate()
    #expect(outer.events == [
      "will 852x393 landscape (frame 373x832)", "traits portrait->landscape", "layout 832x373",
      "did 393x852 portrait (frame 832x373)",
    ])
    #expect(inner.events == [
      "will 852x393 landscape (frame 353x812)", "traits portrait->landscape", "layout 812x353",
      "did 393x852 portrait (frame 812x353)",
    ])
    #expect(window.lastChangedViews.map(\.name) == ["window", "outer", "inner"])
  }

  @Test("A layout pass reads back only the views whose variables changed")
  func onlyChangedViews() throws {
    let window = Device.iPhone16.window()
    let root = window.rootView
    let icon = addView("icon", to: root)
    let banner = addView("banner", to: root)
    let label = addView("label", to: icon)
    try activate {
      icon.leadingAnchor == root.leadingAnchor + 10
      icon.topAnchor == root.topAnchor + 10
      icon.size == Size(width: 40, height: 40)
      label.edges == icon.edges.inset(by: 4)
      banner.leadingAnchor == root.leadingAnchor
      banner.trailingAnchor == root.trailingAnchor
      banner.bottomAnchor == root.bottomAnchor
      banner.heightAnchor == 50
    }
    window.layoutIfNeeded()
    #expect(window.lastChangedViews.map(\.name) == ["window", "icon", "banner", "label"])
    try window.rotate()
    #expect(window.lastChangedViews.map(\.name) == ["window", "banner"],
            "the icon and its label did not move")
    window.layoutIfNeeded()
    #expect(window.lastChangedViews.isEmpty, "nothing changed since the last pass")
  }

  @Test("layoutSubviews may change constraints; the pass lays them out at once")
  func layoutSubviewsChangesConstraints() throws {
    final class Adaptive: View {
      var narrow: LayoutConstraint!
      var wide: LayoutConstraint!
      override func layoutSubviews() {
        let isWide = bounds.width > 500
        try? deactivate(isWide ? narrow : wide)
        try? activate(isWide ? wide : narrow)
      }
    }
    let window = Device.iPhone16.window()
    let root = window.rootView
    let adaptive = Adaptive(name: "adaptive")
    root.addSubview(adaptive)
    let child = addView("child", to: adaptive)
    try activate(adaptive.edges == root.edges)
    try activate([child.leadingAnchor == adaptive.leadingAnchor, child.topAnchor == adaptive.topAnchor,
                  child.heightAnchor == 10])
    adaptive.narrow = child.widthAnchor == adaptive.widthAnchor
    adaptive.wide = child.widthAnchor == adaptive.widthAnchor * 0.5
    window.layoutIfNeeded()
    #expect(child.frame.width == 393)
    try window.rotate()
    #expect(child.frame.width == 426)
    try window.rotate()
    #expect(child.frame.width == 393)
  }

  @Test("resize(to:) with explicit traits, as a split-view pane on a pad")
  func splitView() throws {
    let window = Device.iPadPro13.window(.landscape)
    #expect(window.traits.horizontalSizeClass == .regular)
    let narrow = Traits(horizontalSizeClass: .compact, verticalSizeClass: .regular,
                        orientation: .landscape, idiom: .pad, displayScale: 2)
    try window.resize(to: Size(width: 375, height: 1024), traits: narrow)
    #expect(window.traits == narrow)
    #expect(window.rootView.frame.size == Size(width: 375, height: 1024))
  }

  @Test("A rotation with a resolve re-solves incrementally: no constraint added or removed")
  func incremental() throws {
    let screen = try CardScreen(Device.iPhone16.window())
    try screen.window.remove(screen.landscape)
    try screen.window.remove(screen.portrait)
    try activate(screen.card.heightAnchor == 100)
    let before = screen.window.solverStatistics
    try screen.window.rotate()
    let after = screen.window.solverStatistics
    #expect(after.additions == before.additions && after.removals == before.removals)
  }
}
