import ReflowLayout

// Issue 16's product page: text measured with the DejaVu metrics, a price that sits on the
// title's baseline although its font is smaller, and a row of equal buttons.

/// A product page: a title with its price at the trailing margin on the same baseline, a
/// description wrapped to the margins below them, and two buttons of equal width in a
/// horizontal stack under the description.
///
/// The same constraints serve both orientations: the description re-wraps to the new width
/// in the layout pass of the rotation, and the buttons share whatever width there is.
public final class ProductPageScreen {
  /// The margin between the safe area and the content, on every side.
  public static let margin = 16.0
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
    for view in [title, price, details, buttons] { root.addSubview(view) }
    let (title, price, details, buttons) = (title, price, details, buttons)
    try activate {
      title.topAnchor == safe.topAnchor + margin
      title.leadingAnchor == safe.leadingAnchor + margin
      // A long name gives way (truncates) before the price does.
      title.trailingAnchor <= price.leadingAnchor - 8
      price.trailingAnchor == safe.trailingAnchor - margin
      price.firstBaselineAnchor == title.firstBaselineAnchor
      details.topAnchor == title.bottomAnchor + 8
      details.leadingAnchor == safe.leadingAnchor + margin
      details.trailingAnchor == safe.trailingAnchor - margin
      buttons.topAnchor == details.bottomAnchor + margin
      buttons.leadingAnchor == safe.leadingAnchor + margin
      buttons.trailingAnchor == safe.trailingAnchor - margin
      buttons.heightAnchor == 44
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
  return [page.title, page.price, page.details, page.buttons, page.buy, page.save]
}
