import ReflowLayout
import ReflowTesting
import Testing

@Suite("SVG pictures draw labels' text")
struct SVGTextTests {
  @Test("Each line of a label is drawn at its baseline, in its font, where its alignment puts it")
  func linesAtBaselines() throws {
    let window = try Window(size: Size(width: 393, height: 852))
    let root = window.rootView
    let body = Label(name: "body", text: "Hello world again")
    body.numberOfLines = 0
    body.textAlignment = .center
    root.addSubview(body)
    try activate {
      body.leadingAnchor == root.leadingAnchor + 20
      body.topAnchor == root.topAnchor + 100
      body.widthAnchor == 120
    }
    let picture = LayoutPicture(window)
    // DejaVu Sans at 17 pt: "Hello world" 11481 units = 95.30126953125 pt, "again" 5677 units
    // = 47.12255859375 pt (see LabelTests.swift). Centred in 120 from x 20: 20 + (120 -
    // 95.30126953125) / 2 = 32.3493..., 20 + (120 - 47.12255859375) / 2 = 56.4387...
    // Baselines: 100 + 1901 x 17 / 2048 = 115.7797..., one line height (19.7890625) lower
    // 135.5688...
    let lines = picture.items.first { $0.name == "body" }?.textLines ?? []
    #expect(lines.map(\.text) == ["Hello world", "again"])
    let svg = SVGRenderer.render([picture])
    let look = "font-size=\"17\" font-family=\"DejaVu Sans\" fill=\"#000000\" xml:space=\"preserve\""
    #expect(svg.contains("<text x=\"32.35\" y=\"115.78\" \(look)>Hello world</text>"))
    #expect(svg.contains("<text x=\"56.44\" y=\"135.57\" \(look)>again</text>"))
  }

  @Test("A label taller than its text is drawn with the text centred vertically")
  func centredText() throws {
    let window = try Window(size: Size(width: 393, height: 852))
    let root = window.rootView
    let button = Label(name: "button", text: "Hello")
    root.addSubview(button)
    try activate {
      button.leadingAnchor == root.leadingAnchor + 20
      button.topAnchor == root.topAnchor + 100
      button.size == Size(width: 120, height: 44)
    }
    let picture = LayoutPicture(window)
    // The text, 19.7890625 high, starts (44 - 19.7890625) / 2 = 12.10546875 below the top;
    // its baseline 1901 x 17 / 2048 = 15.77978515625 lower: 127.88525390625.
    let line = try #require(picture.items.first { $0.name == "button" }?.textLines.first)
    #expect(line.baseline == 127.88525390625)
    let look = "font-size=\"17\" font-family=\"DejaVu Sans\" fill=\"#000000\" xml:space=\"preserve\""
    #expect(SVGRenderer.render([picture]).contains("<text x=\"20\" y=\"127.89\" \(look)>Hello</text>"))
  }
}
