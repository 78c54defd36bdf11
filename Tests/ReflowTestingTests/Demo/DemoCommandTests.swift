import DemoCommands
import Foundation
import ReflowExamples
import ReflowLayout
import ReflowTesting
import Testing

@Suite("reflow-demo's arguments and output")
struct DemoCommandTests {
  @Test("Commands and options are read as typed")
  func parses() throws {
    #expect(try DemoCommand.parse([]) == .showAll)
    #expect(try DemoCommand.parse(["--help"]) == .help)
    #expect(try DemoCommand.parse(["list"]) == .list)
    #expect(try DemoCommand.parse(["show", "card"])
      == .show(example: "card", device: .iPhone16, orientation: .portrait))
    #expect(try DemoCommand.parse(["show", "card", "--orientation", "landscape", "--device", "iPadMini"])
      == .show(example: "card", device: .iPadMini, orientation: .landscape))
    #expect(try DemoCommand.parse(["rotate", "photo", "--device", "ipadpro13split13"])
      == .rotate(example: "photo", device: .iPadPro13SplitThird))
    #expect(try DemoCommand.parse(["svg", "form", "out/form.svg"])
      == .svg(example: "form", path: "out/form.svg", device: .iPhone16))
    // A content size category by its short name or its name, any case.
    #expect(try DemoCommand.parse(["show", "settings", "--category", "ax2"])
      == .show(example: "settings", device: .iPhone16, orientation: .portrait,
               category: .accessibilityLarge))
    #expect(try DemoCommand.parse(["svg", "settings", "s.svg", "--category", "extraExtraExtraLarge",
                                   "--device", "ipadmini"])
      == .svg(example: "settings", path: "s.svg", device: .iPadMini,
              category: .extraExtraExtraLarge))
  }

  @Test("Wrong arguments say what is wrong, as usage errors", arguments: [
    (["list", "extra"], "unexpected argument `extra`: list takes no arguments"),
    (["--help", "me"], "unexpected argument `me`: --help takes no arguments"),
    (["show", "card", "extra"],
     "unexpected argument `extra`: show takes NAME, then --device D, --orientation O or --category C"),
    (["show"], "show needs an example name"),
    (["show", "--device", "ipadmini", "card"], "show needs an example name before `--device`"),
    (["show", "nope"], "no example named `nope`; examples: "
      + "photo, card, form, adaptive, product, chat, settings, carousel, offscreen-grid, list-or-grid, article, "
      + "resizing-flow"),
    (["show", "card", "--device"], "--device needs a value"),
    (["show", "card", "--device", "nokia"], "unknown device `nokia`; devices: iphonese, iphone16, "
      + "iphone16promax, ipadmini, ipadpro13, ipadpro13split13, ipadpro13split12, ipadpro13split23portrait"),
    (["show", "card", "--orientation", "upside-down"],
     "unknown orientation `upside-down`; use portrait or landscape"),
    (["show", "card", "--scale", "2"],
     "unknown option `--scale`: show takes --device D, --orientation O and --category C"),
    (["show", "card", "--category", "huge"], "unknown content size category `huge`; use one of "
      + "XS, S, M, L, XL, XXL, XXXL, AX1, AX2, AX3, AX4, AX5"),
    (["svg", "card", "a.svg", "--orientation", "landscape"],
     "unknown option `--orientation`: svg takes --device D and --category C"),
    (["rotate", "card", "--orientation", "landscape"],
     "unknown option `--orientation`: rotate takes --device D"),
    (["svg", "card"], "svg needs a path for the SVG file"),
    (["svg"], "svg needs an example name and a path"),
    (["svg", "card", "a.svg", "b.svg"],
     "unexpected argument `b.svg`: svg takes NAME PATH, then --device D or --category C"),
    (["frob"], "unknown command `frob`; commands: list, show, rotate, svg, --help"),
  ])
  func refuses(_ arguments: [String], _ message: String) {
    #expect {
      try DemoCommand.parse(arguments)
    } throws: { error in
      let e = error as? DemoError
      return e?.message == message && e?.isUsage == true
    }
  }

  @Test("--help lists every device key one types, and each key works")
  func helpListsDeviceKeys() throws {
    let usage = DemoCommand.usage
    for device in Device.all + Device.splitViews {
      #expect(usage.contains("\n    \(device.key) "), "\(device.key)")
      #expect(try DemoCommand.parse(["rotate", "card", "--device", device.key])
        == .rotate(example: "card", device: device))
    }
    for example in catalogue { #expect(usage.contains(example.name)) }
    #expect(usage.contains("Frames are in window coordinates, in points, as on screen"))
  }

  /// The text a command prints, or its error.
  func output(of arguments: [String], picturesFolder: String = "/unused")
    -> (text: String, error: DemoError?)
  {
    var lines: [String] = []
    do {
      try DemoCommand.parse(arguments).run(picturesFolder: picturesFolder) { lines.append($0) }
      return (lines.joined(separator: "\n"), nil)
    } catch {
      return (lines.joined(separator: "\n"), error)
    }
  }

  @Test("A command made in code for an example not in the catalogue is refused")
  func unknownExampleInCode() {
    var printed: [String] = []
    #expect {
      try DemoCommand.rotate(example: "nope", device: .iPhone16).run(picturesFolder: "/unused") {
        printed.append($0)
      }
    } throws: { error in
      (error as? DemoError)?.message.hasPrefix("no example named `nope`") == true
    }
    #expect(printed.isEmpty)
  }

  @Test("A frame table says which coordinates it shows")
  func tableCoordinates() {
    let show = output(of: ["show", "carousel", "--orientation", "landscape"])
    #expect(show.error == nil)
    #expect(show.text.contains("""
      frames in window coordinates, in points, as on screen (scroll offsets applied):
        view                 x        y    width   height
        photos             0.0      0.0    852.0    393.0
        photos.page0    -852.0      0.0    852.0    393.0
      """))
    let rotate = output(of: ["rotate", "card"])
    #expect(rotate.text.contains(
      "portrait -> landscape\nframes in window coordinates, in points, as on screen"))
  }

  @Test("--category lays the example out at that text size, and says so")
  func category() throws {
    let large = output(of: ["show", "settings"])
    let ax2 = output(of: ["show", "settings", "--category", "AX2"])
    #expect(large.error == nil && ax2.error == nil)
    #expect(large.text.hasPrefix("settings on iPhone 16, portrait: settings list"))
    #expect(ax2.text.hasPrefix("settings on iPhone 16, portrait, text size AX2: settings list"))
    // The first row at AX2: 11 + 38.41 (a body line at 33 pt) + 2 + 31.43 (a footnote line at
    // 27 pt) + 11; at L, 11 + 19.79 + 2 + 15.13 + 11 (SettingsListScreenTests).
    #expect(large.text.contains("\n  cell           0.0     59.0    393.0     58.9\n"))
    #expect(ax2.text.contains("\n  cell           0.0     59.0    393.0     93.8\n"))
    let folder = NSTemporaryDirectory() + "reflow-demo-\(UInt64.random(in: 0...UInt64.max))"
    let written = output(of: ["svg", "settings", folder + "/s.svg", "--category", "ax2"])
    #expect(written.error == nil)
    let svg = try String(contentsOfFile: folder + "/s.svg", encoding: .utf8)
    #expect(svg.contains(">settings on iPhone 16, text size AX2, portrait</text>"))
    try? FileManager.default.removeItem(atPath: folder)
  }

  @Test("A failed write says so in one line; a good one writes the pictures")
  func writes() throws {
    let failed = output(of: ["svg", "card", "/dev/null/card.svg"])
    #expect(failed.error?.message == "could not write /dev/null/card.svg: Not a directory")
    #expect(failed.error?.isUsage == false)
    let folder = NSTemporaryDirectory() + "reflow-demo-\(UInt64.random(in: 0...UInt64.max))"
    let path = folder + "/pictures/card.svg"
    let written = output(of: ["svg", "card", path])
    #expect(written.text == "wrote \(path)" && written.error == nil)
    let window = Device.iPhone16.window()
    _ = try cardExample.build(window)
    let expected = SVGRenderer.render(
      try LayoutPicture.portraitAndLandscape(window, name: "card on iPhone 16"))
    #expect(try String(contentsOfFile: path, encoding: .utf8) == expected)
    let all = output(of: [], picturesFolder: folder + "/all")
    #expect(all.error == nil)
    #expect(all.text.hasSuffix("Pictures (portrait and landscape side by side): \(folder)/all"))
    let files = try FileManager.default.contentsOfDirectory(atPath: folder + "/all").sorted()
    #expect(files == catalogue.map { "\($0.name).svg" }.sorted())
    try FileManager.default.removeItem(atPath: folder)
  }

  @Test("Every `swift run reflow-demo ...` line of the documentation is a valid command")
  func documentedCommands() throws {
    var commands: [[String]] = []
    for document in try DocumentationDriftTests.documents() {
      let text = try String(
        contentsOfFile: DocumentationDriftTests.root + "/" + document, encoding: .utf8)
      for line in text.split(separator: "\n") where line.hasPrefix("swift run reflow-demo") {
        // Up to a comment; NAME and PATH stand for what the reader types.
        let words = line.prefix { $0 != "#" }.split(separator: " ").dropFirst(3).map(String.init)
        if words.contains("NAME") { continue }
        commands.append(words)
      }
    }
    #expect(commands.count >= 8, "\(commands)")
    for words in commands {
      #expect(throws: Never.self, "reflow-demo \(words.joined(separator: " "))") {
        try DemoCommand.parse(words)
      }
    }
  }
}
