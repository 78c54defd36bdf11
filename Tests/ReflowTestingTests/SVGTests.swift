import ReflowLayout
import ReflowTesting
import Testing

@Suite("SVG pictures")
struct SVGTests {
  @Test("Portrait and landscape side by side, every view a labelled rectangle")
  func sideBySide() throws {
    let window = Device.iPhone16.window()
    let s = try stackedScreen(window)
    s.footer.isHidden = true
    let pictures = try LayoutPicture.portraitAndLandscape(window, name: "stacked")
    #expect(pictures.map(\.title) == ["stacked, portrait", "stacked, landscape"])
    #expect(window.traits.orientation == .portrait, "turned back")
    let svg = SVGRenderer.render(pictures)
    #expect(svg.hasPrefix("<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"1341\" height=\"956\""))
    #expect(svg.contains(">header</text>") && svg.contains(">body</text>"))
    #expect(svg.contains("<rect x=\"0\" y=\"59\" width=\"393\" height=\"44\""), "portrait header")
    #expect(svg.contains("<rect x=\"59\" y=\"0\" width=\"734\" height=\"44\""), "landscape header")
    #expect(svg.contains("stroke-dasharray=\"3 3\""), "the hidden footer is dashed")
    #expect(svg.hasSuffix("</svg>\n"))
  }

  @Test("Names are escaped and the sets in force are captioned")
  func escapingAndSets() throws {
    let window = Device.iPhone16.window()
    let root = window.rootView
    let odd = View(name: "a<b>&\"c\"")
    root.addSubview(odd)
    try window.add(ConstraintSet("common") { odd.edges == root.edges.inset(by: 20) })
    let svg = SVGRenderer.render([LayoutPicture(window, title: "escaping")])
    #expect(svg.contains(">a&lt;b&gt;&amp;&quot;c&quot;</text>"))
    #expect(svg.contains(">sets: common</text>"))
  }
}
