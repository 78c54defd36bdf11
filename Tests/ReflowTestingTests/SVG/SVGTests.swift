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
    let scroll = try longScrollContent(window).scroll
    try assertContentSize(of: scroll, equals: Size(width: 393, height: 1200))
    #expect(scroll.contentOffset == Point(x: 0, y: 100))
    let picture = LayoutPicture(window, title: "scrolled")
    #expect(scroll.contentOffset == Point(x: 0, y: 100), "drawing a picture does not scroll")
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

@Suite("SVG pictures show what a screen shows")
struct SVGClippingTests {
  @Test("Nothing is drawn outside the window, a scroll view's subviews only inside it")
  func clipping() throws {
    let window = Device.iPhone16.window()
    let carousel = Carousel(name: "pages", pageCount: 3)
    window.rootView.addSubview(carousel)
    try activate(carousel.edges == window.rootView.safeAreaLayoutGuide.edges)
    window.layoutIfNeeded()
    carousel.scroll(toPage: 1)
    window.layoutIfNeeded()
    let svg = SVGRenderer.render([LayoutPicture(window, title: "paged")])
    let lines = svg.split(separator: "\n").map(String.init)
    let windowClip = try #require(lines.firstIndex(of: "<g clip-path=\"url(#clip0)\">"))
    #expect(lines.contains("<clipPath id=\"clip0\"><rect width=\"393\" height=\"852\"/></clipPath>"))
    // The carousel is item 1 of the picture; its pages follow inside its clipping group.
    #expect(lines.contains(
      "<clipPath id=\"clip0-1\"><rect x=\"0\" y=\"59\" width=\"393\" height=\"759\"/></clipPath>"))
    let carouselClip = try #require(lines.firstIndex(of: "<g clip-path=\"url(#clip0-1)\">"))
    let page = "width=\"393\" height=\"759\" fill="
    let page0 = try #require(lines.firstIndex { $0.hasPrefix("<rect x=\"-393\" y=\"59\" \(page)") })
    let page2 = try #require(lines.firstIndex { $0.hasPrefix("<rect x=\"393\" y=\"59\" \(page)") })
    #expect(windowClip < carouselClip && carouselClip < page0 && page0 < page2,
            "the pages scrolled away are drawn inside the carousel's clip")
    let opened = lines.map { $0.components(separatedBy: "<g").count - 1 }.reduce(0, +)
    let closed = lines.map { $0.components(separatedBy: "</g>").count - 1 }.reduce(0, +)
    #expect(opened == closed, "every group is closed")
  }

  @Test("A hidden screen and its subviews are faded outlines; labels at one corner stack")
  func hiddenSubtree() throws {
    let window = Device.iPhone16.window()
    let stack = NavigationStack(name: "nav")
    window.rootView.addSubview(stack)
    try activate(stack.edges == window.rootView.safeAreaLayoutGuide.edges)
    let first = View(name: "first"), badge = View(name: "badge"), second = View(name: "second")
    try stack.push(first)
    first.addSubview(badge)
    try activate(badge.edges == first.edges.inset(by: 40))
    try stack.push(second)
    let svg = SVGRenderer.render([LayoutPicture(window, title: "stack")])
    let lines = svg.split(separator: "\n")
    // Each view's rectangle comes just before its label.
    for (name, frame) in [("first", "x=\"0\" y=\"59\" width=\"393\" height=\"759\""),
                          ("badge", "x=\"40\" y=\"99\" width=\"313\" height=\"679\"")] {
      let label = try #require(lines.firstIndex { $0.hasSuffix(">\(name)</text>") })
      #expect(lines[label - 1].hasPrefix("<rect \(frame) fill=\"none\""))
      #expect(lines[label - 1].hasSuffix("stroke-width=\"1.5\" stroke-dasharray=\"3 3\" opacity=\"0.5\"/>"),
              "first is hidden under second, and its badge with it")
    }
    #expect(svg.contains("<text x=\"3\" y=\"70\" font-size=\"10\" fill=\"#111111\">nav</text>"))
    #expect(svg.contains("<text x=\"3\" y=\"81\" font-size=\"10\" fill=\"#111111\" opacity=\"0.6\">first</text>"))
    #expect(svg.contains("<text x=\"3\" y=\"92\" font-size=\"10\" fill=\"#111111\">second</text>"))
  }
}
