import ReflowLayout

// Issue 16's settings list: self-sizing cells whose height comes from their labels, measured
// at the cell's width and at the window's content size category.

/// One row of the settings list: a title (body text style) above a detail (footnote), both
/// wrapping, in a vertical stack, beside a switch-like view of UISwitch's size, in a
/// horizontal stack centred across; the row is inset by ``SettingsListScreen/cellInsets``.
///
/// The switch hugs its width at 750 and resists at 751, so the text column takes the rest of
/// the row. Nothing
/// gives the cell a height: it is its content's, measured by the collection view (the
/// flow layout has an ``FlowLayout/estimatedItemSize``).
public final class SettingsCell: View {
  /// The row: horizontal, `center` alignment, ``SettingsListScreen/switchSpacing`` apart.
  public let row = StackView(name: "row")
  /// The column of texts: vertical, ``SettingsListScreen/textSpacing`` apart.
  public let texts = StackView(name: "texts")
  /// The setting's name, in the body style, on as many lines as it needs.
  public let title = Label(name: "title")
  /// What the setting does, in the footnote style, on as many lines as it needs.
  public let detail = Label(
    name: "detail", font: .preferredFont(forTextStyle: .footnote))
  /// A view standing for a switch: UISwitch's size, 51 x 31.
  public let toggle = View(name: "switch")

  /// A cell with its views in place; ``setUp()`` activates their constraints.
  public init() {
    super.init(name: "cell")
    row.axis = .horizontal
    row.alignment = .center
    row.spacing = SettingsListScreen.switchSpacing
    texts.axis = .vertical
    texts.spacing = SettingsListScreen.textSpacing
    title.numberOfLines = 0
    detail.numberOfLines = 0
    texts.addArrangedSubview(title)
    texts.addArrangedSubview(detail)
    row.addArrangedSubview(texts)
    row.addArrangedSubview(toggle)
    addSubview(row)
  }

  /// Activates the row's constraints and the switch's size (the collection view's `setUp`).
  /// - Throws: The layout errors of activating them (none in a collection's cell).
  public func setUp() throws(LayoutError) {
    try toggle.setIntrinsicContentSize(
      IntrinsicSize(
        width: SettingsListScreen.switchSize.width, height: SettingsListScreen.switchSize.height))
    // The text column stretches and shrinks, never the switch: it hugs at 750 (UISwitch's)
    // and resists at 751, above a label's 750, which would otherwise tie with it while a
    // long text is still measured unwrapped.
    try toggle.setContentHuggingPriority(Priority(750), for: .horizontal)
    try toggle.setContentCompressionResistancePriority(Priority(751), for: .horizontal)
    try activate(row.edges == edges.inset(by: SettingsListScreen.cellInsets))
  }

  /// Shows `setting` (the collection view's `configure`).
  /// - Parameter setting: The title and detail to show.
  public func show(_ setting: (title: String, detail: String)) {
    title.text = setting.title
    detail.text = setting.detail
  }
}

/// A settings list: a collection view over the safe area whose flow layout gives each row the
/// whole width and an estimated height of 44, so that each cell (a ``SettingsCell``) takes
/// the height of its content at that width, measured when it comes near the screen.
///
/// The labels use text styles, so the rows grow with the content size category: at
/// accessibility sizes a detail takes several lines where it took one, and a change of
/// category measures every cell near the screen again.
public final class SettingsListScreen {
  /// Each setting's title and detail, in order.
  public static let settings: [(title: String, detail: String)] = [
    ("Wi-Fi", "Home network"),
    ("Airplane Mode", "Turns off wireless connections, calls and messages"),
    ("Notifications", "Banners, sounds and badges for new messages"),
    (
      "Low Power Mode",
      "Reduces background activity such as downloads and mail fetch until you can fully "
        + "charge your phone."
    ),
    ("Larger Text", "Apps that support Dynamic Type adjust to the reading size you prefer."),
    ("Show Previews", "Always"),
  ]
  /// The space between a cell's edges and its row.
  public static let cellInsets = EdgeInsets(top: 11, left: 16, bottom: 11, right: 16)
  /// The switch's size (UISwitch's).
  public static let switchSize = Size(width: 51, height: 31)
  /// The space between the text column and the switch.
  public static let switchSpacing = 12.0
  /// The space between the title and the detail.
  public static let textSpacing = 2.0
  /// The height of a row until it is measured.
  public static let estimatedHeight = 44.0

  /// The list, pinned to the safe area.
  public let list: CollectionView

  /// Builds the list into `window` and lays it out.
  /// - Parameter window: The window to build into.
  /// - Throws: The layout errors of adding the constraints (none in a window of a device
  ///   preset).
  public init(_ window: Window) throws {
    var layout = FlowLayout { Size(width: $0.available, height: Self.estimatedHeight) }
    layout.estimatedItemSize = Size(width: 0, height: Self.estimatedHeight)
    list = CollectionView(
      name: "settings", layout: layout, numberOfItems: Self.settings.count,
      cell: { _ in SettingsCell() },
      setUp: { cell throws(LayoutError) in try (cell as? SettingsCell)?.setUp() },
      configure: { cell, index in (cell as? SettingsCell)?.show(Self.settings[index]) })
    window.rootView.addSubview(list)
    try activate(list.edges == window.rootView.safeAreaLayoutGuide.edges)
    window.layoutIfNeeded()
  }

  /// The cell showing item `index`, if it is near the screen.
  public func cell(at index: Int) -> SettingsCell? { list.cell(at: index) as? SettingsCell }
}

/// The catalogue's `settings`: issue 16's settings list, self-sizing cells that grow with the
/// content size category.
public let settingsExample = Example(
  name: "settings",
  summary: "settings list: self-sizing cells of wrapped labels that grow with Dynamic Type"
) { window in
  let screen = try SettingsListScreen(window)
  let shown = (0..<3).compactMap { screen.cell(at: $0) }
  return [screen.list] + shown.flatMap { [$0, $0.row, $0.texts, $0.title, $0.detail, $0.toggle] }
}
