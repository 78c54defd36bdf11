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

  @Test("A scroll view's content is outlined where it lies at the current offset")
  func scrollContent() throws {
    let window = Device.iPhone16.window()
    let root = window.rootView
    let scroll = ScrollView(name: "scroll")
    let content = View(name: "content")
    root.addSubview(scroll)
    scroll.addSubview(content)
    try activate {
      scroll.edges == root.safeAreaLayoutGuide.edges
      content.edges == scroll.contentLayoutGuide.edges
      content.widthAnchor == scroll.frameLayoutGuide.widthAnchor
      content.heightAnchor == 1200
    }
    try assertContentSize(of: scroll, equals: Size(width: 393, height: 1200))
    try scroll.setContentOffset(Point(x: 0, y: 100))
    let before = "\(scroll.contentOffset) \(scroll.contentSize) \(scroll.frame)"
    let picture = LayoutPicture(window, title: "scrolled")
    let after = "\(scroll.contentOffset) \(scroll.contentSize) \(scroll.frame) \(picture.items.map { "\($0.name) \($0.frame) \(String(describing: $0.content))" })"
    #expect(before.hasPrefix("(0, 100)") && after.hasPrefix("(0, 100)"), "DBG \(before) || \(after)")
    let svg = SVGRenderer.render([picture])
    #expect(svg.contains("<rect x=\"0\" y=\"-41\" width=\"393\" height=\"1200\" fill=\"none\""))
    #expect(svg.contains(">scroll content 393x1200</text>"))
    #expect(svg.contains("<rect x=\"0\" y=\"-41\" width=\"393\" height=\"1200\" fill=\"#264653\""),
            "the content view is drawn scrolled up by 100")
    #expect {
      try assertContentSize(of: scroll, equals: Size(width: 393, height: 1000))
    } throws: { error in
      "\(error)".hasPrefix("scroll's content should be 393x1000 but is 393x1200")
    }
  }
}
