import ReflowExamples
import ReflowLayout
import ReflowTesting
import Testing

@Suite("Carousel, paging and transitions")
struct CarouselTests {
  @Test("The visible page survives rotation both ways, on phones and pads",
        arguments: [Device.iPhoneSE, .iPhone16, .iPhone16ProMax, .iPadMini, .iPadPro13])
  func pageSurvivesRotation(device: Device) throws {
    for start in [Orientation.portrait, .landscape] {
      let window = device.window(start)
      let carousel = try carouselScreen(window)
      carousel.scroll(toPage: 2)
      window.layoutIfNeeded()
      for _ in 0..<3 {
        try window.rotate()
        #expect(carousel.currentPage == 2)
        #expect(carousel.contentOffset.x == 2 * carousel.frame.width, "\(device) \(window.traits.orientation)")
        try assertItemSizes(of: carousel, equal: carousel.frame.size)
        #expect(carousel.visibleCells.contains { $0.index == 2 && $0.cell.frame.x == carousel.contentOffset.x })
      }
    }
  }

  @Test("Heights from the sets: a third in portrait on a phone, half on a pad, all in landscape")
  func heights() throws {
    // The windows are kept alive while frames are read (views hold them weakly).
    let phoneWindow = Device.iPhone16.window()
    let phone = try carouselScreen(phoneWindow)
    #expect(phone.frame == Rect(x: 0, y: 59, width: 393, height: 852 * 0.33))
    let padWindow = Device.iPadPro13.window()
    let pad = try carouselScreen(padWindow)
    #expect(pad.frame == Rect(x: 0, y: 24, width: 1024, height: 683))
    let window = Device.iPhone16.window(.landscape)
    let wide = try carouselScreen(window)
    #expect(wide.frame == Rect(x: 0, y: 0, width: 852, height: 393))
  }

  @Test("At every intermediate size the offset is page x width: no neighbouring page shows")
  func intermediateSizes() throws {
    let window = Device.iPhone16.window()
    let carousel = try carouselScreen(window)
    carousel.scroll(toPage: 3)
    window.layoutIfNeeded()
    for width in stride(from: 393.0, through: 852, by: 51) {
      try window.resize(to: Size(width: width, height: 852 + 393 - width))
      #expect(carousel.contentOffset.x == 3 * carousel.frame.width, "width \(width)")
      #expect(carousel.visibleRect.x == carousel.itemFrames[3].x)
    }
  }

  @Test("An animated rotation: children move with their parent, the page stays in view")
  func transition() throws {
    let window = Device.iPhone16.window()
    let carousel = try carouselScreen(window)
    let card = View(name: "card")
    let badge = View(name: "badge")
    window.rootView.addSubview(card)
    card.addSubview(badge)
    try activate {
      card.topAnchor == carousel.bottomAnchor + 8
      card.leadingAnchor == window.rootView.leadingAnchor + 16
      card.trailingAnchor == window.rootView.trailingAnchor - 16
      card.heightAnchor == 100
      badge.trailingAnchor == card.trailingAnchor - 8
      badge.topAnchor == card.topAnchor + 8
      badge.size == Size(width: 20, height: 20)
    }
    carousel.scroll(toPage: 1)
    window.layoutIfNeeded()
    let transition = try window.rotate(animated: true)
    #expect(transition.startSize == Size(width: 393, height: 852))
    for t in stride(from: 0.0, through: 1.0, by: 0.125) {
      let c = try #require(transition.frame(of: card, at: t))
      let b = try #require(transition.frame(of: badge, at: t))
      #expect(abs(b.maxX - (c.maxX - 8)) < 1e-9 && abs(b.y - (c.y + 8)) < 1e-9, "t = \(t)")
      let carouselFrame = try #require(transition.frame(of: carousel, at: t))
      let offset = try #require(transition.contentOffset(of: carousel, at: t))
      #expect(abs(offset.x - carouselFrame.width) < 1e-9, "page 1 x width at t = \(t)")
      let page = try #require(carousel.cell(at: 1))
      let pageFrame = try #require(transition.frame(of: page, at: t))
      #expect(abs(pageFrame.x - carouselFrame.x) < 1e-9, "page 1 fills the carousel at t = \(t)")
    }
    #expect(transition.frame(of: card, at: 1) == card.frameInWindow)
    #expect(transition.frames(at: 0.5).count == window.allViews.count)
  }

  @Test("scroll(toPage:) clamps to the pages there are")
  func clamping() throws {
    let window = Device.iPhone16.window()
    let carousel = try carouselScreen(window, pages: 3)
    carousel.scroll(toPage: 7)
    window.layoutIfNeeded()
    // The last page shows: offset 2 x 393, page 2's cell in view.
    #expect(carousel.currentPage == 2 && carousel.pageCount == 3)
    #expect(carousel.contentOffset == Point(x: 786, y: 0))
    #expect(carousel.cell(at: 2)?.frame == carousel.visibleRect)
    carousel.scroll(toPage: -1)
    window.layoutIfNeeded()
    #expect(carousel.currentPage == 0 && carousel.contentOffset == .zero)
    #expect(carousel.cell(at: 0)?.frame == carousel.visibleRect)
  }
}

@Suite("Screens not on display")
struct ScreenContainerTests {
  @Test("A screen under the top of a navigation stack is laid out while hidden (seed 001)")
  func navigationStack() throws {
    let window = Device.iPhone16.window()
    let stack = NavigationStack(name: "nav")
    window.rootView.addSubview(stack)
    try activate(stack.edges == window.rootView.edges)
    let grid = View(name: "grid"), detail = View(name: "detail")
    try stack.push(grid)
    try stack.push(detail)
    #expect(grid.isHidden && !detail.isHidden)
    try window.rotate()
    try assertFrame(of: grid, equals: Rect(x: 0, y: 0, width: 852, height: 393), "rotated while hidden")
    #expect(stack.pop() === detail)
    #expect(!grid.isHidden && detail.window == nil)
    try assertFrame(of: grid, equals: Rect(x: 0, y: 0, width: 852, height: 393))
    #expect(stack.pop() == nil, "the bottom screen stays")
  }

  @Test("A hidden tab has the new size when it is selected after a rotation")
  func tabs() throws {
    let window = Device.iPadMini.window()
    let tabs = TabContainer(name: "tabs")
    window.rootView.addSubview(tabs)
    try activate(tabs.edges == window.rootView.safeAreaLayoutGuide.edges)
    let first = View(name: "first"), second = View(name: "second")
    try tabs.addTab(first)
    try tabs.addTab(second)
    #expect(second.isHidden)
    try window.rotate()
    tabs.select(1)
    #expect(!second.isHidden && first.isHidden)
    try assertFrame(of: second, equals: Rect(x: 0, y: 0, width: 1133, height: 700))
  }
}
