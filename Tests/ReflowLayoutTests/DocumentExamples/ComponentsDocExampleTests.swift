import ReflowLayout
import ReflowTesting
import Testing

// The examples of Docs/components.md, each block verbatim (DocumentationDriftTests checks
// it, blank lines aside: the two types below have none, so that their blocks match), then
// the values the text claims, worked out by hand.

/// A profile card: an avatar, a title and a detail line, laid out by the card itself.
final class ProfileCard: View {
  let avatar: View, title: View, detail: View
  override init(name: String) {
    avatar = View(name: "\(name).avatar")
    title = View(name: "\(name).title")
    detail = View(name: "\(name).detail")
    super.init(name: name)
    for view in [avatar, title, detail] { addSubview(view) }
    // Active now, before the card has a superview: the card holds them until it joins a
    // window, and they go wherever it goes.
    let constraints = [
      avatar.leadingAnchor == leadingAnchor + 16, avatar.topAnchor == topAnchor + 16,
      avatar.widthAnchor == 48, avatar.heightAnchor == 48,
      bottomAnchor == avatar.bottomAnchor + 16,
      title.leadingAnchor == avatar.trailingAnchor + 12,
      title.trailingAnchor == trailingAnchor - 16,
      title.topAnchor == avatar.topAnchor, title.heightAnchor == 24,
      detail.leadingAnchor == title.leadingAnchor, detail.trailingAnchor == title.trailingAnchor,
      detail.topAnchor == title.bottomAnchor + 4, detail.heightAnchor == 20,
    ]
    for c in constraints { c.isActive = true }
  }
}

/// Items in columns of equal width, each item under the shortest column (a "masonry" wall).
struct MasonryLayout: CollectionViewLayout {
  var columns = 2
  var spacing = 10.0
  var heights: [Double]   // item i is heights[i % heights.count] high
  var scrollDirection: FlowLayout.ScrollDirection { .vertical }
  func prepare(
    itemCount: Int, in key: CollectionLayoutKey, fittingHeight: (Int, Double) -> Double?
  ) -> CollectionLayoutResult {
    let n = Double(columns)
    let width = max(0, (key.size.width - spacing * (n - 1)) / n)
    var next = [Double](repeating: 0, count: columns)   // each column's next item's y
    var frames: [Rect] = []
    for index in 0..<itemCount {
      let column = next.indices.min { next[$0] < next[$1] }!   // the shortest, leftmost first
      let height = heights.isEmpty ? 0 : heights[index % heights.count]
      frames.append(
        Rect(x: Double(column) * (width + spacing), y: next[column], width: width, height: height))
      next[column] += height + spacing
    }
    let bottom = itemCount == 0 ? 0 : next.max()! - spacing
    return CollectionLayoutResult(
      frames: frames, contentSize: Size(width: key.size.width, height: bottom)
    ).flipped(for: key.traits.layoutDirection)
  }
}

@Suite("Examples of Docs/components.md")
struct ComponentsDocExampleTests {
  @Test("components.md: the card in a profile screen")
  func cardInProfile() throws {
    // Rules (UIKit: NSLayoutConstraint.isActive before a window is held by the closest common
    // ancestor, the card): card 16 from each side of 393, 16 below the safe area (59): (16,
    // 75, 361, 80), its height 16 + 48 + 16 from its own constraints; title at x 16 + 48 + 12 =
    // 76, 361 - 76 - 16 = 269 wide.
    let window = Device.iPhone16.window()
    let root = window.rootView
    let card = ProfileCard(name: "me")
    root.addSubview(card)
    try activate {
      card.leadingAnchor == root.leadingAnchor + 16
      card.trailingAnchor == root.trailingAnchor - 16
      card.topAnchor == root.safeAreaLayoutGuide.topAnchor + 16
    }
    window.layoutIfNeeded()
    print(card.frame, card.title.frame)   // (16, 75, 361, 80) (76, 16, 269, 24)
    #expect(card.frame == Rect(x: 16, y: 75, width: 361, height: 80))
    #expect(card.title.frame == Rect(x: 76, y: 16, width: 269, height: 24))
    #expect(card.detail.frame == Rect(x: 76, y: 44, width: 269, height: 20))
    try assertLayoutInvariants(window)
  }

  @Test("components.md: the same card as the cells of a grid, rotated")
  func cardInGrid() throws {
    // GridLayout: floor((700 + 16) / (300 + 16)) = 2 columns of (700 - 16) / 2 = 342; item 1
    // at x 358. Its title 342 - 76 - 16 = 250 wide. Rotated, 400 wide: floor(416 / 316) = 1
    // column of 400; item 1 on row 1, y 80 + 16 = 96; title 400 - 92 = 308 wide.
    let window = try Window(size: Size(width: 700, height: 400))
    let people = CollectionView(
      name: "people",
      layout: GridLayout(
        columns: .adaptive(minimumWidth: 300), rowHeight: 80, interitemSpacing: 16,
        lineSpacing: 16),
      numberOfItems: 6, cell: { ProfileCard(name: "card\($0)") })
    window.rootView.addSubview(people)
    try activate(people.edges == window.rootView.edges)
    window.layoutIfNeeded()
    let second = people.cell(at: 1) as! ProfileCard
    print(second.frame, second.title.frame)   // (358, 0, 342, 80) (76, 16, 250, 24)
    try window.rotate()
    print(second.frame, second.title.frame)   // (0, 96, 400, 80) (76, 16, 308, 24)
    #expect(second.frame == Rect(x: 0, y: 96, width: 400, height: 80))
    #expect(second.title.frame == Rect(x: 76, y: 16, width: 308, height: 24))
    try assertCellsMatchItems(people)
    try assertLayoutInvariants(window)
  }

  @Test("components.md: a masonry layout of your own, end to end")
  func masonry() throws {
    // Two columns of (390 - 10) / 2 = 190; each item under the shorter column (the left on
    // a tie), 10 below the one above: 0 left y 0 (next 110); 1 right y 0 (next 70); 2 right
    // y 70 (next 160); 3 left y 110 (next 240); 4 right y 160 (next 220); content 240 - 10.
    let window = try Window(size: Size(width: 390, height: 600))
    let wall = CollectionView(
      name: "wall", layout: MasonryLayout(heights: [100, 60, 80, 120, 50]), numberOfItems: 5,
      cell: { View(name: "photo\($0)") })
    window.rootView.addSubview(wall)
    try activate(wall.edges == window.rootView.edges)
    window.layoutIfNeeded()
    print(wall.itemFrames[2], wall.itemFrames[3])   // (200, 70, 190, 80) (0, 110, 190, 120)
    print(wall.contentSize)                         // 390x230
    wall.semanticContentAttribute = .forceRightToLeft
    window.layoutIfNeeded()
    print(wall.itemFrames[2])                       // (0, 70, 190, 80): the columns swap
    try window.rotate()
    print(wall.itemFrames[2])                       // (0, 70, 295, 80): (600 - 10) / 2 wide
    // Right to left, x -> 600 - x - 295: the left column (x 0) is at 305 and the right at 0.
    #expect(
      wall.itemFrames == [
        Rect(x: 305, y: 0, width: 295, height: 100), Rect(x: 0, y: 0, width: 295, height: 60),
        Rect(x: 0, y: 70, width: 295, height: 80), Rect(x: 305, y: 110, width: 295, height: 120),
        Rect(x: 0, y: 160, width: 295, height: 50),
      ])
    #expect(wall.contentSize == Size(width: 600, height: 230))
    try assertCellsMatchItems(wall)
    try assertLayoutInvariants(window)
  }
}
