import ReflowLayout

/// One screen of the catalogue: a name for the command line, what it shows, and how to
/// build it into a window (returning the views worth tabulating).
///
/// The tests hold every tabulated view to its place on every device, through every rotation:
/// a view on the root view inside the safe area (unless it is one of ``fullBleedViews``,
/// then inside the window), a view in a scroll view inside the scroll view's content, any
/// other view inside its superview.
public struct Example: Sendable, CustomStringConvertible {
  /// The name `reflow-demo` knows it by.
  public let name: String
  /// What it shows, in a line.
  public let summary: String
  /// The names of the tabulated views laid out beyond the safe area on purpose (seed 000's
  /// carousel covers the whole window in landscape). The tests hold them to the window
  /// instead, and every other view on the root view to the safe area.
  public let fullBleedViews: Set<String>
  /// Builds the screen into a window; returns the views worth tabulating.
  public let build: @Sendable (Window) throws -> [View]

  /// An example.
  /// - Parameters:
  ///   - name: The name on the command line.
  ///   - summary: What it shows, in a line.
  ///   - fullBleedViews: The names of the views that ignore the safe area on purpose.
  ///   - build: Builds the screen into a window and returns the views worth tabulating.
  public init(
    name: String, summary: String, fullBleedViews: Set<String> = [],
    build: @escaping @Sendable (Window) throws -> [View]
  ) {
    self.name = name
    self.summary = summary
    self.fullBleedViews = fullBleedViews
    self.build = build
  }

  /// The name.
  public var description: String { name }
}

/// The examples, in the order `reflow-demo` shows them: four small screens, issue 16's product
/// page, chat transcript and settings list (labels, stacks and self-sizing cells), then the
/// screens of the five seeds (the problems Reflow was made for, each proved by a suite of
/// `Tests/ReflowLayoutTests/Seeds/`).
public let catalogue: [Example] = [
  photoExample, cardExample, formExample, adaptiveExample, productExample, chatExample,
  settingsExample,
  carouselExample, offscreenGridExample, listOrGridExample, articleExample, resizingFlowExample,
]

// MARK: - Helpers of the seed screens

/// Adds `collection` to the root view of `window`, pins it to the safe area and lays it
/// out.
func pinnedToSafeArea(_ collection: CollectionView, in window: Window) throws -> CollectionView {
  window.rootView.addSubview(collection)
  try activate(collection.edges == window.rootView.safeAreaLayoutGuide.edges)
  window.layoutIfNeeded()
  return collection
}

/// The cells showing items `indices` of `collection`, in order (an item far from the visible
/// area has no cell and is left out).
func cells(of collection: CollectionView, _ indices: ClosedRange<Int>) -> [View] {
  indices.compactMap { collection.cell(at: $0) }
}

// MARK: - photo

/// A photo screen: header, photo at 4:3, caption and button; the caption moves beside the
/// photo in landscape, and the photo shrinks to stay above the button.
public let photoExample = Example(
  name: "photo",
  summary: "header, 4:3 photo, caption and button; the caption moves beside the photo in landscape"
) { window in
  let root = window.rootView
  let safe = root.safeAreaLayoutGuide
  let header = View(name: "header"), photo = View(name: "photo")
  let caption = View(name: "caption"), button = View(name: "button")
  for view in [header, photo, caption, button] { root.addSubview(view) }
  try caption.setIntrinsicContentSize(IntrinsicSize(width: 240, height: 44))
  let common = ConstraintSet("common") {
    header.leadingAnchor == safe.leadingAnchor
    header.trailingAnchor == safe.trailingAnchor
    header.topAnchor == safe.topAnchor
    header.heightAnchor == 56
    photo.topAnchor == header.bottomAnchor + 16
    photo.leadingAnchor == safe.leadingAnchor + 16
    photo.heightAnchor == photo.widthAnchor * 0.75
    button.leadingAnchor == safe.leadingAnchor + 16
    button.trailingAnchor == safe.trailingAnchor - 16
    button.bottomAnchor == safe.bottomAnchor - 16
    button.heightAnchor == 44
  }
  let portrait = ConstraintSet("portrait", when: .orientation(.portrait)) {
    // Full width if the height allows (on a pad, half the screen stops it first).
    photo.trailingAnchor == safe.trailingAnchor - 16 ~ .high
    photo.trailingAnchor <= safe.trailingAnchor - 16
    photo.heightAnchor <= root.heightAnchor * 0.5
    caption.topAnchor == photo.bottomAnchor + 8
    caption.leadingAnchor == photo.leadingAnchor
    caption.trailingAnchor == photo.trailingAnchor
  }
  let landscape = ConstraintSet("landscape", when: .orientation(.landscape)) {
    // Half the width if the height allows; the photo shrinks to stay above the button.
    photo.widthAnchor == safe.widthAnchor * 0.5 - 24 ~ .high
    photo.widthAnchor <= safe.widthAnchor * 0.5 - 24
    photo.bottomAnchor <= button.topAnchor - 16
    caption.topAnchor == photo.topAnchor
    caption.leadingAnchor == photo.trailingAnchor + 16
    caption.trailingAnchor == safe.trailingAnchor - 16
  }
  try window.add([common, portrait, landscape])
  return [header, photo, caption, button]
}

// MARK: - card

/// A card a third of the window tall in portrait and the whole safe area in landscape: two
/// sets whose required heights would conflict if they were ever both in force.
public let cardExample = Example(
  name: "card",
  summary: "a card a third of the height in portrait, the whole safe area in landscape"
) { window in
  let root = window.rootView
  let safe = root.safeAreaLayoutGuide
  let card = View(name: "card"), title = View(name: "title")
  root.addSubview(card)
  card.addSubview(title)
  try title.setIntrinsicContentSize(IntrinsicSize(width: 160, height: 24))
  try window.add([
    ConstraintSet("common") {
      card.leadingAnchor == safe.leadingAnchor + 16
      card.trailingAnchor == safe.trailingAnchor - 16
      card.topAnchor == safe.topAnchor + 16
      title.leadingAnchor == card.layoutMarginsGuide.leadingAnchor
      title.topAnchor == card.layoutMarginsGuide.topAnchor
    },
    ConstraintSet("portrait", when: .orientation(.portrait)) {
      card.heightAnchor == root.heightAnchor / 3
    },
    ConstraintSet("landscape", when: .orientation(.landscape)) {
      card.bottomAnchor == safe.bottomAnchor - 16
    },
  ])
  return [card, title]
}

// MARK: - form

/// Two rows of label and field: labels hug their intrinsic width, fields take the rest.
public let formExample = Example(
  name: "form",
  summary: "labels at their intrinsic width, fields stretching to the margin (hugging at work)"
) { window in
  let root = window.rootView
  let guide = root.safeAreaLayoutGuide
  var views: [View] = []
  var previous: View?
  // The labels' natural widths: "Name" and "Email address".
  for (i, width) in [48.0, 110.0].enumerated() {
    let l = View(name: "label\(i + 1)"), f = View(name: "field\(i + 1)")
    root.addSubview(l)
    root.addSubview(f)
    try l.setIntrinsicContentSize(IntrinsicSize(width: width, height: 21))
    try l.setContentHuggingPriority(Priority(251), for: .horizontal)
    try f.setIntrinsicContentSize(IntrinsicSize(width: 80, height: 34))
    try activate {
      l.leadingAnchor == guide.leadingAnchor + 20
      f.leadingAnchor == l.trailingAnchor + 8
      f.trailingAnchor == guide.trailingAnchor - 20
      l.centerYAnchor == f.centerYAnchor
      if let previous {
        f.topAnchor == previous.bottomAnchor + 12
      } else {
        f.topAnchor == guide.topAnchor + 20
      }
    }
    previous = f
    views += [l, f]
  }
  return views
}

// MARK: - adaptive

/// A sidebar beside the content where the width is regular (pads, large phones in
/// landscape), stacked above it where the width is compact.
public let adaptiveExample = Example(
  name: "adaptive",
  summary: "sidebar beside the content when the width is regular, above it when compact"
) { window in
  let root = window.rootView
  let safe = root.safeAreaLayoutGuide
  let sidebar = View(name: "sidebar"), content = View(name: "content")
  root.addSubview(sidebar)
  root.addSubview(content)
  try window.add([
    ConstraintSet("common") {
      sidebar.leadingAnchor == safe.leadingAnchor
      sidebar.topAnchor == safe.topAnchor
      content.trailingAnchor == safe.trailingAnchor
      content.bottomAnchor == safe.bottomAnchor
    },
    ConstraintSet("regular width", when: .horizontalSizeClass(.regular)) {
      sidebar.widthAnchor == 320
      sidebar.bottomAnchor == safe.bottomAnchor
      content.leadingAnchor == sidebar.trailingAnchor + 1
      content.topAnchor == safe.topAnchor
    },
    ConstraintSet("compact width", when: .horizontalSizeClass(.compact)) {
      sidebar.trailingAnchor == safe.trailingAnchor
      sidebar.heightAnchor == 120
      content.leadingAnchor == safe.leadingAnchor
      content.topAnchor == sidebar.bottomAnchor + 1
    },
  ])
  return [sidebar, content]
}
