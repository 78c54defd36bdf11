import ReflowLayout
import Testing

/// The examples of Docs/layout.md for issue 17's behaviour (right to left, margins, the
/// keyboard through rotation, the content that does not reflow), run as written; each
/// test's body holds the example's lines verbatim (DocumentationDriftTests checks it), with
/// the values the text claims, worked out in the comments.
@Suite("Examples of Docs/layout.md: UIKit fidelity")
struct LayoutFidelityDocExampleTests {
  @Test("layout.md: right to left, an inequality mirrors and left does not flip")
  func rightToLeft() throws {
    let window = try Window(size: Size(width: 393, height: 852),
                            traits: Traits(layoutDirection: .rightToLeft))
    let root = window.rootView
    let title = View(name: "title"), price = View(name: "price"), tag = View(name: "tag")
    for view in [title, price, tag] { root.addSubview(view) }
    try title.setIntrinsicContentSize(IntrinsicSize(width: 400, height: 20))
    try title.setContentCompressionResistancePriority(Priority(749), for: .horizontal)
    try activate {
      title.leadingAnchor == root.leadingAnchor + 16
      title.trailingAnchor <= price.leadingAnchor - 8
      price.trailingAnchor == root.trailingAnchor - 16
      price.size == Size(width: 60, height: 20)
      tag.leftAnchor == root.leftAnchor + 10
      tag.size == Size(width: 30, height: 10)
      for view in [title, price, tag] { view.topAnchor == root.topAnchor }
    }
    print(title.frame, price.frame, tag.frame)
    // (84, 0, 293, 20) (16, 0, 60, 20) (10, 0, 30, 10)
    // The price's trailing (left) edge 16 from the left: x 16. The title's leading (right)
    // edge at 393 - 16 = 377, its trailing (left) edge at least 8 past the price's leading
    // (right) edge, 76: x 84, 293 wide (it wants 400, at 749 it gives way). The tag: left 10.
    #expect(title.frame == Rect(x: 84, y: 0, width: 293, height: 20))
    #expect(price.frame == Rect(x: 16, y: 0, width: 60, height: 20))
    #expect(tag.frame == Rect(x: 10, y: 0, width: 30, height: 10))
  }

  @Test("layout.md: the root's system minimum margins and directional margins")
  func margins() throws {
    let window = try Window(size: Size(width: 393, height: 852),
                            safeAreaInsets: EdgeInsets(top: 59, bottom: 34))
    let root = window.rootView
    print(root.layoutMarginsGuide.layoutFrame)   // (16, 59, 361, 759)
    let card = View(name: "card")
    root.addSubview(card)
    try card.setDirectionalLayoutMargins(
      DirectionalEdgeInsets(top: 8, leading: 24, bottom: 8, trailing: 8))
    try activate(card.edges == root.layoutMarginsGuide.edges)
    print(card.layoutMarginsGuide.layoutFrame)   // (24, 8, 329, 743)
    var traits = window.traits
    traits.layoutDirection = .rightToLeft
    try window.resize(to: window.size, traits: traits)
    print(card.layoutMarginsGuide.layoutFrame)   // (8, 8, 329, 743): leading is the right
    // The root's guide: the safe area (59 top, 34 bottom) inset by the system minimum, 16 at
    // the sides on a compact width: (16, 59, 393 - 32, 852 - 93). The card fills it; its
    // guide, in its own coordinates, is its safe area (all of it) less 24 leading, 8
    // elsewhere: width 361 - 32 = 329, height 759 - 16 = 743; right to left the 24 is at the
    // right, so x = 8.
    #expect(root.layoutMarginsGuide.layoutFrame == Rect(x: 16, y: 59, width: 361, height: 759))
    #expect(card.layoutMarginsGuide.layoutFrame == Rect(x: 8, y: 8, width: 329, height: 743))
    #expect(card.frame == Rect(x: 16, y: 59, width: 361, height: 759))
  }

  @Test("layout.md: the keyboard guide through a rotation")
  func keyboard() throws {
    let phone = try Window(size: Size(width: 393, height: 852),
                           safeAreaInsets: EdgeInsets(top: 59, bottom: 34),
                           otherOrientationSafeAreaInsets: EdgeInsets(left: 59, bottom: 21, right: 59))
    let field = View(name: "field")
    phone.rootView.addSubview(field)
    try activate {
      field.leadingAnchor == phone.rootView.layoutMarginsGuide.leadingAnchor
      field.trailingAnchor == phone.rootView.layoutMarginsGuide.trailingAnchor
      field.heightAnchor == 44
      field.bottomAnchor == phone.keyboardLayoutGuide.topAnchor - 8
    }
    print(field.frame)   // (16, 766, 361, 44): above the safe area's bottom
    try phone.showKeyboard(height: 336, otherOrientationHeight: 209, animated: true)
    print(field.frame)   // (16, 464, 361, 44)
    let turn = try phone.rotate(animated: true)
    print(field.frame)   // (75, 132, 702, 44): above the landscape keyboard
    print(turn.frame(of: field, at: 0.5)!)   // (45.5, 298, 531.5, 44)
    // Hidden: the guide's top is the safe area's bottom, 852 - 34 = 818, the field 8 + 44
    // above it: y 766. Shown: 852 - 336 = 516, y 464. Landscape: 393 - 209 = 184, y 132; x
    // 59 + 16 (safe area and system minimum margin), 852 - 2 x 75 = 702 wide.
    #expect(field.frame == Rect(x: 75, y: 132, width: 702, height: 44))
    #expect(turn.frame(of: field, at: 0) == Rect(x: 16, y: 464, width: 361, height: 44))
    #expect(turn.frame(of: field, at: 0.5) == Rect(x: 45.5, y: 298, width: 531.5, height: 44))
  }

  @Test("layout.md: a content width read off the screen does not follow a rotation")
  func untiedContent() throws {
    let window = try Window(size: Size(width: 393, height: 852))
    let scroll = ScrollView(name: "scroll"), content = View(name: "content")
    window.rootView.addSubview(scroll)
    scroll.addSubview(content)
    try activate {
      scroll.edges == window.rootView.edges
      content.edges == scroll.contentLayoutGuide.edges
      content.widthAnchor == 393   // read off the screen: not tied to the frame
      content.heightAnchor == 1200
    }
    window.layoutIfNeeded()
    try window.rotate()
    print(scroll.contentSize, window.layoutWarnings.count)   // 393x1200 1
    print(window.layoutWarnings[0])
    // scroll's content stayed 393 wide when scroll became 852 wide: its width is not tied
    // to the frame, so it does not reflow. Add `content.widthAnchor ==
    // scroll.frameLayoutGuide.widthAnchor`.
    #expect(window.layoutWarnings == [
      "scroll's content stayed 393 wide when scroll became 852 wide: its width is not tied to "
        + "the frame, so it does not reflow. Add `content.widthAnchor == "
        + "scroll.frameLayoutGuide.widthAnchor`."
    ])
    #expect(scroll.contentSize == Size(width: 393, height: 1200))
  }
}
