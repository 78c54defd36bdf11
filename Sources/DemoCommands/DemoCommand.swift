import ReflowExamples
import ReflowLayout
import ReflowTesting

/// What `reflow-demo` was asked to do, read from its arguments by ``parse(_:)``.
public enum DemoCommand: Equatable, Sendable {
  /// No arguments: every example in both orientations, and their pictures.
  case showAll
  /// `-h`, `--help` or `help`.
  case help
  /// `list`: the examples and what each shows.
  case list
  /// `show NAME [--device D] [--orientation O] [--category C]`.
  case show(
    example: String, device: Device, orientation: Orientation,
    category: ContentSizeCategory = .large)
  /// `rotate NAME [--device D]`.
  case rotate(example: String, device: Device)
  /// `svg NAME PATH [--device D] [--category C]`.
  case svg(example: String, path: String, device: Device, category: ContentSizeCategory = .large)

  /// The device when none is given.
  public static let defaultDevice = Device.iPhone16

  /// The command `arguments` ask for (the program's name left out).
  /// - Throws: ``DemoError`` (a usage error) that says what is wrong: an unknown command,
  ///   example, device, orientation or option, a missing value, or an extra argument.
  public static func parse(_ arguments: [String]) throws(DemoError) -> DemoCommand {
    guard let command = arguments.first else { return .showAll }
    var reader = ArgumentReader(command: command, rest: Array(arguments.dropFirst()))
    switch command {
    case "-h", "--help", "help":
      try reader.finish(takes: "no arguments")
      return .help
    case "list":
      try reader.finish(takes: "no arguments")
      return .list
    case "show":
      let name = try reader.example()
      var device = defaultDevice
      var orientation = Orientation.portrait
      var category = ContentSizeCategory.large
      while let (flag, value) = try reader.option(
        takes: "NAME, then --device D, --orientation O or --category C")
      {
        switch flag {
        case "--device": device = try ArgumentReader.device(value)
        case "--orientation": orientation = try ArgumentReader.orientation(value)
        case "--category": category = try ArgumentReader.category(value)
        default: throw reader.unknown(flag, takes: "--device D, --orientation O and --category C")
        }
      }
      return .show(example: name, device: device, orientation: orientation, category: category)
    case "rotate":
      let name = try reader.example()
      return .rotate(example: name, device: try reader.deviceOnly(takes: "NAME, then --device D"))
    case "svg":
      let name = try reader.example(andPath: true)
      let path = try reader.positional("a path for the SVG file")
      var device = defaultDevice
      var category = ContentSizeCategory.large
      while let (flag, value) = try reader.option(
        takes: "NAME PATH, then --device D or --category C")
      {
        switch flag {
        case "--device": device = try ArgumentReader.device(value)
        case "--category": category = try ArgumentReader.category(value)
        default: throw reader.unknown(flag, takes: "--device D and --category C")
        }
      }
      return .svg(example: name, path: path, device: device, category: category)
    default:
      throw .usage("unknown command `\(command)`; commands: list, show, rotate, svg, --help")
    }
  }

  /// The text of `reflow-demo --help`: the commands, the example names, the device keys one
  /// types (with the devices they stand for) and the coordinates of the frame tables.
  public static var usage: String {
    let devices = (Device.all + Device.splitViews).map { d in
      "    " + d.key.padding(toLength: 27, withPad: " ", startingAt: 0)
        + "\(d.name), \(d.portraitSize)" + (d == defaultDevice ? " (the default)" : "")
    }
    return """
      usage: reflow-demo [COMMAND]

      With no command, shows every example laid out on an iPhone 16 in portrait and landscape
      (frames as a table, then the tree) and writes their SVG pictures to ./reflow-demo-pictures.

      commands:
        list                                        the examples and what each shows
        show NAME [--device D] [--orientation O] [--category C]
                                                    one example's frames and tree
        rotate NAME [--device D]                    its frames before and after a rotation
        svg NAME PATH [--device D] [--category C]   its portrait and landscape pictures as SVG
        -h, --help                                  this text

      NAME, an example (`reflow-demo list` says what each shows):
          \(catalogue.map(\.name).joined(separator: ", "))
      D, a device key (letters and digits of the name, any case):
      \(devices.joined(separator: "\n"))
      O: portrait (the default) or landscape
      C, a content size category (Dynamic Type), by its short name or its name, any case:
          \(ContentSizeCategory.allCases.map(\.shortName).joined(separator: ", "))
          (L, large, is the default)

      Frames are in window coordinates, in points, as on screen: a view inside a scroll view
      is moved by the scroll offset (a page scrolled off to the left has a negative x).
      """
  }
}

/// Why `reflow-demo` stops: a usage error (exit status 2, with a pointer to `--help`) or a
/// failure while doing what was asked (status 1). One line either way.
public struct DemoError: Error, Equatable, CustomStringConvertible {
  /// What went wrong, in one line.
  public let message: String
  /// Whether the arguments were wrong (rather than the work).
  public let isUsage: Bool

  static func usage(_ message: String) -> DemoError { DemoError(message: message, isUsage: true) }
  static func failure(_ message: String) -> DemoError {
    DemoError(message: message, isUsage: false)
  }

  /// The message.
  public var description: String { message }
}

/// Reads a command's arguments left to right: positionals first, then `--flag value` pairs.
struct ArgumentReader {
  let command: String
  var rest: [String]

  /// The next positional argument, or a usage error naming what is missing.
  mutating func positional(_ what: String) throws(DemoError) -> String {
    guard let next = rest.first, !next.hasPrefix("-") else {
      throw .usage("\(command) needs \(what)" + (rest.first.map { " before `\($0)`" } ?? ""))
    }
    rest.removeFirst()
    return next
  }

  /// An example's name, checked against the catalogue.
  mutating func example(andPath: Bool = false) throws(DemoError) -> String {
    let name = try positional(andPath ? "an example name and a path" : "an example name")
    _ = try Self.example(named: name)
    return name
  }

  /// The example of the catalogue named `name`.
  static func example(named name: String) throws(DemoError) -> Example {
    guard let found = catalogue.first(where: { $0.name == name }) else {
      throw .usage(
        "no example named `\(name)`; examples: \(catalogue.map(\.name).joined(separator: ", "))")
    }
    return found
  }

  /// The next `--flag value` pair, nil at the end; an argument that is not a flag is extra.
  mutating func option(takes: String) throws(DemoError) -> (String, String)? {
    guard let flag = rest.first else { return nil }
    guard flag.hasPrefix("--") else {
      throw .usage("unexpected argument `\(flag)`: \(command) takes \(takes)")
    }
    guard rest.count >= 2 else { throw .usage("\(flag) needs a value") }
    let value = rest[1]
    rest.removeFirst(2)
    return (flag, value)
  }

  /// The options of a command that takes `--device D` only.
  mutating func deviceOnly(takes: String) throws(DemoError) -> Device {
    var device = DemoCommand.defaultDevice
    while let (flag, value) = try option(takes: takes) {
      guard flag == "--device" else { throw unknown(flag, takes: "--device D") }
      device = try Self.device(value)
    }
    return device
  }

  /// Nothing may follow.
  func finish(takes: String) throws(DemoError) {
    if let extra = rest.first {
      throw .usage("unexpected argument `\(extra)`: \(command) takes \(takes)")
    }
  }

  func unknown(_ flag: String, takes: String) -> DemoError {
    .usage("unknown option `\(flag)`: \(command) takes \(takes)")
  }

  static func device(_ key: String) throws(DemoError) -> Device {
    guard let device = Device.named(key) else {
      let keys = (Device.all + Device.splitViews).map(\.key).joined(separator: ", ")
      throw .usage("unknown device `\(key)`; devices: \(keys)")
    }
    return device
  }

  /// A content size category by its short name (`AX2`) or its name (`accessibilityLarge`).
  static func category(_ value: String) throws(DemoError) -> ContentSizeCategory {
    let key = value.lowercased()
    guard
      let category = ContentSizeCategory.allCases.first(where: {
        $0.shortName.lowercased() == key || $0.rawValue.lowercased() == key
      })
    else {
      let names = ContentSizeCategory.allCases.map(\.shortName).joined(separator: ", ")
      throw .usage("unknown content size category `\(value)`; use one of \(names)")
    }
    return category
  }

  static func orientation(_ value: String) throws(DemoError) -> Orientation {
    guard let o = Orientation(rawValue: value) else {
      throw .usage("unknown orientation `\(value)`; use portrait or landscape")
    }
    return o
  }
}
