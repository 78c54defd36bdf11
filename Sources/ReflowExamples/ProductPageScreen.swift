import ReflowLayout

// Issue 16's product page: text measured with the DejaVu metrics, a price that sits on the
// title's baseline although its font is smaller, and a row of equal buttons.

/// A product page: a title with its price at the trailing margin on the same baseline, a
/// description wrapped to the margins below them, and two buttons of equal width in a
/// horizontal stack under the description, on a page that scrolls when the text is too long
/// for the screen (at the accessibility text sizes on a phone).
///
/// The same constraints serve both orientations: the description re-wraps to the new width
/// in the layout pass of the rotation, and the buttons share whatever width there is.
public final class ProductPageScreen {
  /// The margin between the safe area and the content, on every side.
  public static let margin = 16.0
  /// The scroll view, pinned to the safe area.
  public let scroll = ScrollView(name: "scroll")
  /// The page in the scroll view: as wide as it, as tall as its content and margins.
  public let page = View(name: "page")
  /// The product's name, in the title 1 text style (28 pt at the default size), one line.
  public let title = Label(
    name: "title", text: "Desk lamp", font: .preferredFont(forTextStyle: .title1))
  /// The price, in the title 2 text style (22 pt), its first baseline on the title's.
  public let price = Label(
    name: "price", text: "€49", font: .preferredFont(forTextStyle: .title2))
  /// The description, in the body style, wrapped on as many lines as it needs.
  public let details = Label(
    name: "description",
    text: "An adjustable desk lamp with a warm light, a heavy base that keeps it steady and "
      + "an arm that folds flat when you need the room.")
  /// The row of buttons: `fillEqually`, 8 apart, 44 tall.
  public let buttons = StackView(name: "buttons")
  /// The first button.
  public let buy = Label(name: "add to cart", text: "Add to cart")
  /// The second button.
  public let save = Label(name: "save", text: "Save")

  /// Builds the page into `window` and lays it out.
  /// - Parameter window: The window to build into.
  /// - Throws: The layout errors of adding the constraints (none in a window of a device
  ///   preset).
  public init(_ window: Window) throws {
    let root = window.rootView
    let safe = root.safeAreaLayoutGuide
    let margin = Self.margin
    details.numberOfLines = 0
    buttons.axis = .horizontal
    buttons.distribution = .fillEqually
    buttons.spacing = 8
    for button in [buy, save] {
      button.textAlignment = .center
      buttons.addArrangedSubview(button)
    }
    root.addSubview(scroll)
    scroll.addSubview(page)
    for view in [title, price, details, buttons] { page.addSubview(view) }
    let (scroll, page) = (scroll, page)
    let (title, price, details, buttons) = (title, price, details, buttons)
    try activate {
      // The page scrolls vertically only: as wide as the scroll view, as tall as its content.
      scroll.edges == safe.edges
      page.edges == scroll.contentLayoutGuide.edges
      page.widthAnchor == scroll.frameLayoutGuide.widthAnchor
      title.topAnchor == page.topAnchor + margin
      title.leadingAnchor == page.leadingAnchor + margin
      // A long name gives way (truncates) before the price does.
      title.trailingAnchor <= price.leadingAnchor - 8
      price.trailingAnchor == page.trailingAnchor - margin
      price.firstBaselineAnchor == title.firstBaselineAnchor
      details.topAnchor == title.bottomAnchor + 8
      details.leadingAnchor == page.leadingAnchor + margin
      details.trailingAnchor == page.trailingAnchor - margin
      buttons.topAnchor == details.bottomAnchor + margin
      buttons.leadingAnchor == page.leadingAnchor + margin
      buttons.trailingAnchor == page.trailingAnchor - margin
      buttons.heightAnchor == 44
      page.bottomAnchor == buttons.bottomAnchor + margin
    }
    try title.setContentCompressionResistancePriority(Priority(749), for: .horizontal)
    window.layoutIfNeeded()
  }
}

/// The catalogue's `product`: issue 16's product page, built with labels and a stack.
public let productExample = Example(
  name: "product",
  summary: "product page: price on the title's baseline, wrapped description, equal buttons"
) { window in
  let page = try ProductPageScreen(window)
  return [
    page.scroll, page.page, page.title, page.price, page.details, page.buttons, page.buy,
    page.save,
  ]
}
