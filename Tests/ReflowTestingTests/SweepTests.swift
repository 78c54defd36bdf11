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
