import Foundation
import ReflowExamples
import ReflowLayout
import ReflowTesting
import Testing

/// One label of an SVG picture: where it is drawn and its box, 0.6 em a character.
struct DrawnLabel: CustomStringConvertible {
  let text: String
  let box: Rect

  var description: String { "\(text) \(box)" }

  /// The labels drawn inside the window of a picture rendered alone (its caption left out).
  static func labels(in svg: String) -> [DrawnLabel] {
    let lines = svg.split(separator: "\n").map(String.init)
    guard let start = lines.firstIndex(of: "<g transform=\"translate(0 40)\">") else { return [] }
    return lines[start...].compactMap { line in
      guard line.hasPrefix("<text "), let close = line.firstIndex(of: ">"),
        let end = line.range(of: "</text>")
      else { return nil }
      func number(_ name: String) -> Double? {
        guard let r = line.range(of: " \(name)=\"") else { return nil }
        return Double(line[r.upperBound...].prefix { $0 != "\"" })
      }
      guard let x = number("x"), let y = number("y"), let size = number("font-size") else {
        return nil
      }
      let text = String(line[line.index(after: close)..<end.lowerBound])
      let width = Double(text.count) * size * 0.6
      return DrawnLabel(text: text, box: Rect(x: x, y: y - size, width: width, height: size + 1))
    }
  }

  /// The pairs of labels whose boxes overlap.
  static func overlaps(in svg: String) -> [String] {
    let labels = labels(in: svg)
    var pairs: [String] = []
    for i in labels.indices {
      // Read back from two decimals, boxes that touch can overlap by a rounding error.
      for j in labels.indices where j > i && labels[i].box.intersects(labels[j].box, tolerance: 1e-6) {
        pairs.append("\(labels[i]) and \(labels[j])")
      }
    }
    return pairs
  }
}

@Suite("SVG labels and whole scroll content")
struct SVGLabelAndContentTests {
  @Test("Labels of nested views just inside each other do not overlap")
  func nestedLabels() throws {
    let window = Device.iPhone16.window()
    let root = window.rootView
    let outer = View(name: "outer"), middle = View(name: "middle"), inner = View(name: "inner")
    root.addSubview(outer)
    outer.addSubview(middle)
    middle.addSubview(inner)
    try activate {
      outer.edges == root.safeAreaLayoutGuide.edges.inset(by: 10)
      middle.edges == outer.edges.inset(by: 4)
      inner.edges == middle.edges.inset(by: 4)
    }
    let svg = SVGRenderer.render([LayoutPicture(window)])
    let labels = DrawnLabel.labels(in: svg)
    #expect(labels.map(\.text) == ["outer", "middle", "inner"])
    #expect(DrawnLabel.overlaps(in: svg).isEmpty, "\(labels)")
    // Each one just below the one above it, at its own view's left edge.
    #expect(labels.map(\.box.y) == [70, 85, 100] && labels.map(\.box.x) == [13, 17, 21], "\(labels)")
  }

  @Test("No two labels of an example's pictures overlap", arguments: catalogue)
  func examplesLabels(_ example: Example) throws {
    let window = Device.iPhone16.window()
    _ = try example.build(window)
    for orientation in [Orientation.portrait, .landscape] {
      try window.rotate(to: orientation)
      let svg = SVGRenderer.render([LayoutPicture(window)])
      #expect(DrawnLabel.overlaps(in: svg).isEmpty, "\(example.name), \(orientation)")
    }
  }

  @Test("A view with no room for a label left free stays unlabelled")
  func noRoom() throws {
    let window = Device.iPhone16.window()
    let root = window.rootView
    let bar = View(name: "bar"), chip = View(name: "chip")
    root.addSubview(bar)
    bar.addSubview(chip)
    try activate {
      bar.leadingAnchor == root.leadingAnchor
      bar.topAnchor == root.topAnchor + 100
      bar.widthAnchor == 200
      bar.heightAnchor == 14
      chip.edges == bar.edges
    }
    let labels = DrawnLabel.labels(in: SVGRenderer.render([LayoutPicture(window)]))
    #expect(labels.map(\.text) == ["bar"], "chip's only line is bar's")
  }

  @Test("A scroll view's whole content is drawn, the part on screen outlined")
  func wholeContent() throws {
    let window = Device.iPhone16.window()
    let scroll = try longScrollContent(window).scroll
    let picture = LayoutPicture(contentOf: scroll)
    #expect(picture.title == "scroll content 393x1200, offset (0, 100)")
    #expect(picture.size == Size(width: 393, height: 1200))
    #expect(picture.visibleRect == Rect(x: 0, y: 100, width: 393, height: 759))
    #expect(picture.items.map(\.name) == ["scroll", "content", "card", "badge"])
    #expect(picture.items.map(\.frame) == [
      Rect(x: 0, y: 0, width: 393, height: 1200), Rect(x: 0, y: 0, width: 393, height: 1200),
      Rect(x: 20, y: 1000, width: 353, height: 150), Rect(x: 50, y: 1030, width: 100, height: 20),
    ])
    let svg = SVGRenderer.render([picture])
    #expect(svg.hasPrefix("<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"457\" height=\"1304\""))
    #expect(svg.contains("<rect x=\"20\" y=\"1000\" width=\"353\" height=\"150\" fill="),
            "the card, far below the part on screen, is drawn")
    #expect(svg.contains(
      "<rect x=\"0\" y=\"100\" width=\"393\" height=\"759\" fill=\"none\" stroke=\"#d62828\""))
    #expect(svg.contains(">on screen at offset (0, 100)</text>"))
    #expect(!svg.contains("stroke=\"#2a9d8f\""), "no safe area in a picture of content")
    #expect(DrawnLabel.overlaps(in: svg).isEmpty)
    // The picture of the window shows the card nowhere: it is scrolled away.
    let windowPicture = SVGRenderer.render([LayoutPicture(window)])
    #expect(windowPicture.contains("<rect x=\"20\" y=\"959\" width=\"353\" height=\"150\" fill="))
    #expect(windowPicture.contains("<clipPath id=\"clip0-1\"><rect x=\"0\" y=\"59\" width=\"393\" height=\"759\"/>"))
  }

  @Test("One call writes a picture to a file, making the folders; a failure is one line")
  func writeToFile() throws {
    let window = Device.iPhone16.window()
    let scroll = try longScrollContent(window).scroll
    let folder = NSTemporaryDirectory() + "reflow-svg-\(UInt64.random(in: 0...UInt64.max))"
    let path = folder + "/nested/scroll.svg"
    let pictures = [LayoutPicture(window), LayoutPicture(contentOf: scroll)]
    try SVGRenderer.write(pictures, to: path)
    #expect(try String(contentsOfFile: path, encoding: .utf8) == SVGRenderer.render(pictures))
    #expect {
      try SVGRenderer.write(pictures, to: path + "/inside-a-file.svg")
    } throws: { error in
      "\(error)" == "could not write \(path)/inside-a-file.svg: Not a directory"
    }
    #expect {
      try SVGRenderer.write(pictures, to: folder)
    } throws: { error in
      "\(error)" == "could not write \(folder): Is a directory"
    }
    try FileManager.default.removeItem(atPath: folder)
  }
}
