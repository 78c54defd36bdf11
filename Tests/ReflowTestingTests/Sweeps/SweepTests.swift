import ReflowLayout
import ReflowTesting
import Testing

@Suite("Sweeps over devices, orientations and rotations")
struct SweepTests {
  @Test("The stacked screen holds on every device and rotation sequence",
        arguments: SweepCase.all(Device.all + Device.splitViews))
  func stacked(_ sweep: SweepCase) throws {
    var screen: (header: View, body: View, footer: View)?
    try run(sweep, build: { screen = try stackedScreen($0) }) { window, _ in
      let s = screen!
      try assertInsideSafeArea([s.header, s.body, s.footer])
      try assertSubviewsDoNotOverlap(in: window.rootView)
      let safe = Rect(origin: .zero, size: window.size).inset(by: window.safeAreaInsets)
      try assertFrame(of: s.footer, equals: Rect(x: safe.x, y: safe.maxY - 60, width: safe.width, height: 60))
    }
  }

  @Test("Both directions: a leading badge sits 16 inside the safe area's reading start",
        arguments: SweepCase.all(Device.all, directions: LayoutDirection.allCases))
  func bothDirections(_ sweep: SweepCase) throws {
    var badge: View!
    try run(sweep, build: { window in
      let root = window.rootView
      badge = View(name: "badge")
      root.addSubview(badge)
      try activate {
        badge.leadingAnchor == root.safeAreaLayoutGuide.leadingAnchor + 16
        badge.topAnchor == root.safeAreaLayoutGuide.topAnchor
        badge.size == Size(width: 40, height: 20)
      }
    }) { window, _ in
      #expect(window.traits.layoutDirection == sweep.layoutDirection)
      let safe = Rect(origin: .zero, size: window.size).inset(by: window.safeAreaInsets)
      // Left to right: x = safe left + 16; right to left: right edge = safe right - 16.
      let x = sweep.layoutDirection == .leftToRight ? safe.x + 16 : safe.maxX - 16 - 40
      try assertFrame(of: badge, equals: Rect(x: x, y: safe.y, width: 40, height: 20))
    }
  }

  @Test("Category cases follow the default ones, each named by its short name")
  func categoryCases() {
    let cases = SweepCase.all([.iPhone16], categories: [.large, .accessibilityLarge])
    #expect(cases.count == 6)
    #expect(cases[0].description == "iPhone 16: portrait -> landscape -> portrait")
    #expect(cases[3].description == "iPhone 16: portrait -> landscape -> portrait, AX2")
    #expect(cases[3].contentSizeCategory == .accessibilityLarge)
  }

  @Test("Right-to-left cases follow the left-to-right ones, each named")
  func directionCases() {
    let cases = SweepCase.all([.iPhone16], directions: LayoutDirection.allCases)
    #expect(cases.count == 6)
    #expect(cases[3].description == "iPhone 16: portrait -> landscape -> portrait, rightToLeft")
  }

  @Test("Cases cover each device with three sequences, the idempotent one included")
  func cases() {
    let cases = SweepCase.all([.iPhone16])
    #expect(cases.map(\.description) == [
      "iPhone 16: portrait -> landscape -> portrait",
      "iPhone 16: landscape -> portrait -> landscape",
      "iPhone 16: portrait -> portrait -> landscape -> landscape",
    ])
  }

  @Test("A failing check names the case and the step")
  func failingCheck() throws {
    let sweep = SweepCase(device: .iPhoneSE, start: .portrait, steps: [.landscape])
    #expect {
      try run(sweep, build: { _ = try stackedScreen($0) }) { window, _ in
        try assertFrame(of: window.rootView, equals: Rect(x: 0, y: 0, width: 375, height: 667))
      }
    } throws: { error in
      "\(error)".hasPrefix("iPhone SE: portrait -> landscape, step 1 (landscape): window should be at")
    }
  }
}
