import Foundation
import ReflowLayout
import ReflowTesting
import Testing

@Suite("Device presets")
struct DeviceTests {
  @Test("Real point sizes and UIKit's size classes in both orientations", arguments: [
    (Device.iPhoneSE, Size(width: 375, height: 667), "compact regular", "compact compact"),
    (Device.iPhone16, Size(width: 393, height: 852), "compact regular", "compact compact"),
    (Device.iPhone16ProMax, Size(width: 440, height: 956), "compact regular", "regular compact"),
    (Device.iPadMini, Size(width: 744, height: 1133), "regular regular", "regular regular"),
    (Device.iPadPro13, Size(width: 1024, height: 1366), "regular regular", "regular regular"),
    (Device.iPadPro13SplitThird, Size(width: 375, height: 1024), "compact regular", "regular regular"),
    (Device.iPadPro13SplitHalf, Size(width: 678, height: 1024), "regular regular", "regular regular"),
    (Device.iPadPro13SplitTwoThirdsPortrait, Size(width: 639, height: 1366), "compact regular", "regular regular"),
  ])
  func sizesAndClasses(device: Device, size: Size, portrait: String, landscape: String) {
    #expect(device.portraitSize == size)
    for (orientation, classes) in [(Orientation.portrait, portrait), (.landscape, landscape)] {
      let window = device.window(orientation)
      let t = window.traits
      #expect("\(t.horizontalSizeClass) \(t.verticalSizeClass)" == classes, "\(device) \(orientation)")
      #expect(t.orientation == orientation && t.idiom == device.idiom)
      #expect(window.size == device.size(orientation))
      #expect(window.safeAreaInsets == device.safeArea(orientation))
    }
  }

  @Test("A device's window rotates into the device's other safe area")
  func rotation() throws {
    let window = Device.iPhone16.window(.portrait)
    try window.rotate()
    #expect(window.safeAreaInsets == Device.iPhone16.landscapeSafeArea)
    #expect(window.size == Size(width: 852, height: 393))
    try window.rotate()
    #expect(window.safeAreaInsets == Device.iPhone16.portraitSafeArea)
  }

  @Test("Presets by name; devices of your own are checked")
  func namedAndCustom() throws {
    #expect(Device.named("iphone16") == .iPhone16)
    #expect(Device.named("iPad mini") == .iPadMini)
    #expect(Device.named("nokia") == nil)
    let custom = try Device(
      name: "Kiosk", portraitSize: Size(width: 800, height: 1280), idiom: .pad, displayScale: 1)
    #expect(custom.window().traits.horizontalSizeClass == .regular)
    #expect(throws: LayoutError.self) {
      try Device(name: "Broken", portraitSize: Size(width: .nan, height: 1), idiom: .phone)
    }
  }

  /// The presets under the names one writes in Swift.
  static let presets: [(String, Device)] = [
    ("iPhoneSE", .iPhoneSE), ("iPhone16", .iPhone16), ("iPhone16ProMax", .iPhone16ProMax),
    ("iPadMini", .iPadMini), ("iPadPro13", .iPadPro13), ("iPadPro13SplitThird", .iPadPro13SplitThird),
    ("iPadPro13SplitHalf", .iPadPro13SplitHalf),
    ("iPadPro13SplitTwoThirdsPortrait", .iPadPro13SplitTwoThirdsPortrait),
  ]

  /// `top 59, bottom 34`: the edges with an inset, or `none`.
  static func words(_ insets: EdgeInsets) -> String {
    let edges = [("top", insets.top), ("left", insets.left), ("bottom", insets.bottom),
                 ("right", insets.right)].filter { $0.1 != 0 }
    // Whole points in every preset; a fraction would print as 20.5.
    func number(_ v: Double) -> String { v == v.rounded() ? String(Int(v)) : String(v) }
    return edges.isEmpty ? "none" : edges.map { "\($0.0) \(number($0.1))" }.joined(separator: ", ")
  }

  @Test("Docs/testing.md's table of devices is the presets: size, scale, key, safe areas")
  func documentedTable() throws {
    #expect(Self.presets.map(\.1) == Device.all + Device.splitViews)
    let root = String(#filePath).components(separatedBy: "/Tests/").first!
    let text = try String(contentsOfFile: root + "/Docs/testing.md", encoding: .utf8)
    let rows = text.split(separator: "\n").filter { $0.hasPrefix("| `.") }.map(String.init)
    let expected = Self.presets.map { name, d in
      "| `.\(name)` | `\(d.key)` | \(d.portraitSize) | @\(Int(d.displayScale))x | "
        + "\(Self.words(d.portraitSafeArea)) | \(Self.words(d.landscapeSafeArea)) |"
    }
    #expect(rows == expected)
  }
}
