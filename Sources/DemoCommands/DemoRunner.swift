import ReflowExamples
import ReflowLayout
import ReflowTesting

extension DemoCommand {
  /// Does what the command asks, writing its text through `output`, a line or a block at a
  /// time.
  /// - Parameters:
  ///   - picturesFolder: Where ``showAll`` writes the pictures.
  ///   - output: Receives the text to print.
  /// - Throws: ``DemoError`` (a failure, in one line) when an example cannot be laid out or
  ///   rotated or a file cannot be written; a usage error for an example not in the
  ///   catalogue.
  public func run(picturesFolder: String, output: (String) -> Void) throws(DemoError) {
    switch self {
    case .showAll:
      for example in catalogue {
        for orientation in [Orientation.portrait, .landscape] {
          try Demo.show(example, on: Self.defaultDevice, orientation, .large, output)
        }
        try Demo.svg(
          example, to: "\(picturesFolder)/\(example.name).svg", on: Self.defaultDevice, output)
        output("")
      }
      output("Pictures (portrait and landscape side by side): \(picturesFolder)")
    case .help:
      output(Self.usage)
    case .list:
      let nameWidth = (catalogue.map(\.name.count).max() ?? 0) + 2
      for e in catalogue {
        output(e.name.padding(toLength: nameWidth, withPad: " ", startingAt: 0) + e.summary)
      }
    case .show(let name, let device, let orientation, let category):
      try Demo.show(
        ArgumentReader.example(named: name), on: device, orientation, category, output)
    case .rotate(let name, let device):
      try Demo.rotate(ArgumentReader.example(named: name), on: device, output)
    case .svg(let name, let path, let device, let category):
      try Demo.svg(
        ArgumentReader.example(named: name), to: path, on: device, category: category, output)
    }
  }
}

/// The work of each command.
enum Demo {
  /// The line above every frame table: which coordinates it shows.
  static let coordinates =
    "frames in window coordinates, in points, as on screen (scroll offsets applied):"

  /// Builds an example on a device in an orientation, at a content size category, and lays
  /// it out.
  static func build(
    _ example: Example, on device: Device, _ orientation: Orientation,
    _ category: ContentSizeCategory = .large
  ) throws(DemoError) -> (Window, [View]) {
    let window = device.window(orientation, contentSizeCategory: category)
    do {
      let views = try example.build(window)
      window.layoutIfNeeded()
      return (window, views)
    } catch {
      throw .failure("\(example.name) on \(device.name): \(error)")
    }
  }

  static func show(
    _ example: Example, on device: Device, _ orientation: Orientation,
    _ category: ContentSizeCategory, _ output: (String) -> Void
  ) throws(DemoError) {
    let (window, views) = try build(example, on: device, orientation, category)
    output(
      "\(example.name) on \(device.name), \(orientation)\(Self.suffix(category)): "
        + example.summary)
    output(coordinates)
    output(table(views))
    output("\n" + window.dump() + "\n")
  }

  static func rotate(_ example: Example, on device: Device, _ output: (String) -> Void)
    throws(DemoError)
  {
    let (window, views) = try build(example, on: device, .portrait)
    let before = views.map(frameOnScreen)
    do { try window.rotate() } catch { throw .failure("\(example.name): \(error)") }
    output("\(example.name) on \(device.name): portrait -> landscape")
    output(coordinates)
    let nameWidth = max(8, views.map(\.name.count).max() ?? 0) + 2
    for (v, b) in zip(views, before) {
      output(
        "  " + v.name.padding(toLength: nameWidth, withPad: " ", startingAt: 0)
          + "\(b)  ->  \(frameOnScreen(v))")
    }
    output("  moved: \(window.lastChangedViews.map(\.name).joined(separator: ", "))")
  }

  static func svg(
    _ example: Example, to path: String, on device: Device,
    category: ContentSizeCategory = .large, _ output: (String) -> Void
  ) throws(DemoError) {
    let (window, _) = try build(example, on: device, .portrait, category)
    let pictures: [LayoutPicture]
    do {
      pictures = try LayoutPicture.portraitAndLandscape(
        window, name: "\(example.name) on \(device.name)\(Self.suffix(category))")
    } catch {
      throw .failure("\(example.name): \(error)")
    }
    do {
      try SVGRenderer.write(pictures, to: path)
    } catch {
      throw .failure("\(error)")
    }
    output("wrote \(path)")
  }

  /// `, text size AX2` after a caption for a category other than the default; nothing for
  /// the default.
  static func suffix(_ category: ContentSizeCategory) -> String {
    category == .large ? "" : ", text size \(category.shortName)"
  }

  /// Where `view` is on screen, in window coordinates: its frame in the window, moved by the
  /// offsets of the scroll views around it (a cell scrolled off to the left has a negative x).
  static func frameOnScreen(_ view: View) -> Rect {
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
  static func table(_ views: [View]) -> String {
    let nameWidth = max(8, views.map(\.name.count).max() ?? 0) + 2
    func row(_ name: String, _ cells: [String]) -> String {
      "  " + name.padding(toLength: nameWidth, withPad: " ", startingAt: 0)
        + cells.map { right($0, 8) }.joined(separator: " ")
    }
    var lines = [row("view", ["x", "y", "width", "height"])]
    for v in views {
      let f = frameOnScreen(v)
      lines.append(row(v.name, [f.x, f.y, f.width, f.height].map(formatted)))
    }
    return lines.joined(separator: "\n")
  }

  /// `value` with one decimal, rounded half away from zero.
  static func formatted(_ value: Double) -> String {
    let tenths = Int(value * 10 + (value < 0 ? -0.5 : 0.5))
    return (tenths < 0 ? "-" : "") + "\(abs(tenths) / 10).\(abs(tenths) % 10)"
  }

  /// Pads `text` on the left to `width` characters.
  static func right(_ text: String, _ width: Int) -> String {
    String(repeating: " ", count: max(0, width - text.count)) + text
  }
}
