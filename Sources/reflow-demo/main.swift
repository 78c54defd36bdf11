// reflow-demo: the catalogue of example screens, laid out by ReflowLayout on device presets
// in portrait and landscape. See `reflow-demo --help`.

import Foundation
import ReflowExamples
import ReflowLayout
import ReflowTesting

let usage = """
  usage: reflow-demo [COMMAND]

  With no command, shows every example laid out on an iPhone 16 in portrait and landscape
  (frames as a table, then the tree) and writes their SVG pictures to ./reflow-demo-pictures.

  commands:
    list                                          the examples and what each shows
    show NAME [--device D] [--orientation O]      one example's frames and tree
    rotate NAME [--device D]                      its frames before and after a rotation
    svg NAME PATH [--device D]                    its portrait and landscape pictures as SVG
    -h, --help                                    this text

  D: iphonese, iphone16 (default), iphone16promax, ipadmini, ipadpro13, ... (see list)
  O: portrait (default) or landscape
  """

/// Exits with a message on standard error and status 2.
func fail(_ message: String) -> Never {
  FileHandle.standardError.write(Data("reflow-demo: \(message)\nTry `reflow-demo --help`.\n".utf8))
  exit(2)
}

/// The example named `name`, or a clear failure.
func example(_ name: String) -> Example {
  guard let found = catalogue.first(where: { $0.name == name }) else {
    fail("no example named `\(name)`; examples: \(catalogue.map(\.name).joined(separator: ", "))")
  }
  return found
}

/// Options after the positional arguments: `--device D`, `--orientation O`.
struct Options {
  var device = Device.iPhone16
  var orientation = Orientation.portrait

  init(_ arguments: ArraySlice<String>, allowOrientation: Bool) {
    var rest = arguments
    while let flag = rest.popFirst() {
      guard let value = rest.popFirst() else { fail("\(flag) needs a value") }
      switch flag {
      case "--device":
        guard let d = Device.named(value) else {
          let names = (Device.all + Device.splitViews).map(\.name).joined(separator: ", ")
          fail("unknown device `\(value)`; devices: \(names)")
        }
        device = d
      case "--orientation" where allowOrientation:
        guard let o = Orientation(rawValue: value) else {
          fail("unknown orientation `\(value)`; use portrait or landscape")
        }
        orientation = o
      default:
        fail("unknown option `\(flag)`")
      }
    }
  }
}

/// Builds an example on a device in an orientation, or fails with the layout's error.
func build(_ example: Example, on device: Device, _ orientation: Orientation) -> (Window, [View]) {
  let window = device.window(orientation)
  do {
    let views = try example.build(window)
    window.layoutIfNeeded()
    return (window, views)
  } catch {
    fail("\(example.name) on \(device): \(error)")
  }
}

/// `value` with one decimal, rounded half away from zero.
func formatted(_ value: Double) -> String {
  let tenths = Int(value * 10 + (value < 0 ? -0.5 : 0.5))
  return (tenths < 0 ? "-" : "") + "\(abs(tenths) / 10).\(abs(tenths) % 10)"
}

/// Pads `text` on the left to `width` characters.
func right(_ text: String, _ width: Int) -> String {
  String(repeating: " ", count: max(0, width - text.count)) + text
}

/// Where `view` is on screen, in window coordinates: its frame in the window, moved by the
/// offsets of the scroll views around it (a cell scrolled off to the left has a negative x).
func frameOnScreen(_ view: View) -> Rect {
  var frame = view.frameInWindow
  var parent = view.superview
  while let p = parent {
    if let scroll = p as? ScrollView {
      frame = frame.offsetBy(dx: -scroll.contentOffset.x, dy: -scroll.contentOffset.y)
    }
    parent = p.superview
  }
  return frame
}

/// The frames of `views` (on screen, in window coordinates) as a table.
func table(_ views: [View]) -> String {
  let nameWidth = max(8, views.map(\.name.count).max() ?? 0) + 2
  var lines = ["  " + "view".padding(toLength: nameWidth, withPad: " ", startingAt: 0)
    + ["x", "y", "width", "height"].map { right($0, 8) }.joined(separator: " ")]
  for v in views {
    let f = frameOnScreen(v)
    lines.append("  " + v.name.padding(toLength: nameWidth, withPad: " ", startingAt: 0)
      + [f.x, f.y, f.width, f.height].map { right(formatted($0), 8) }.joined(separator: " "))
  }
  return lines.joined(separator: "\n")
}

func show(_ example: Example, _ options: Options) {
  let (window, views) = build(example, on: options.device, options.orientation)
  print("\(example.name) on \(options.device.name), \(options.orientation): \(example.summary)")
  print(table(views))
  print("\n" + window.dump() + "\n")
}

func rotate(_ example: Example, _ options: Options) {
  let (window, views) = build(example, on: options.device, .portrait)
  let before = views.map(frameOnScreen)
  do { try window.rotate() } catch { fail("\(example.name): \(error)") }
  print("\(example.name) on \(options.device.name): portrait -> landscape (on screen)")
  let nameWidth = max(8, views.map(\.name.count).max() ?? 0) + 2
  for (v, b) in zip(views, before) {
    print("  " + v.name.padding(toLength: nameWidth, withPad: " ", startingAt: 0)
      + "\(b)  ->  \(frameOnScreen(v))")
  }
  print("  moved: \(window.lastChangedViews.map(\.name).joined(separator: ", "))")
}

func svg(_ example: Example, to path: String, _ options: Options) {
  let (window, _) = build(example, on: options.device, .portrait)
  do {
    let pictures = try LayoutPicture.portraitAndLandscape(
      window, name: "\(example.name) on \(options.device.name)")
    try SVGRenderer.render(pictures).write(toFile: path, atomically: true, encoding: .utf8)
  } catch {
    fail("could not write \(path): \(error)")
  }
  print("wrote \(path)")
}

func showAll() {
  let folder = FileManager.default.currentDirectoryPath + "/reflow-demo-pictures"
  do {
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
  } catch {
    fail("could not create \(folder): \(error)")
  }
  for example in catalogue {
    for orientation in [Orientation.portrait, .landscape] {
      var options = Options([], allowOrientation: true)
      options.orientation = orientation
      show(example, options)
    }
    svg(example, to: "\(folder)/\(example.name).svg", Options([], allowOrientation: false))
    print("")
  }
  print("Pictures (portrait and landscape side by side): \(folder)")
}

let arguments = CommandLine.arguments.dropFirst()
switch arguments.first {
case nil:
  showAll()
case "-h", "--help", "help":
  print(usage)
case "list":
  let nameWidth = (catalogue.map(\.name.count).max() ?? 0) + 2
  for e in catalogue {
    print("\(e.name.padding(toLength: nameWidth, withPad: " ", startingAt: 0))\(e.summary)")
  }
case "show":
  guard let name = arguments.dropFirst().first else { fail("show needs an example name") }
  show(example(name), Options(arguments.dropFirst(2), allowOrientation: true))
case "rotate":
  guard let name = arguments.dropFirst().first else { fail("rotate needs an example name") }
  rotate(example(name), Options(arguments.dropFirst(2), allowOrientation: false))
case "svg":
  let rest = Array(arguments.dropFirst())
  guard rest.count >= 2 else { fail("svg needs an example name and a path") }
  svg(example(rest[0]), to: rest[1], Options(arguments.dropFirst(3), allowOrientation: false))
case let other?:
  fail("unknown command `\(other)`")
}
