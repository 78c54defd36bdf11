/// A view that shows text, measured with real font metrics (UIKit's `UILabel`).
///
/// Its intrinsic size is its text's size (``TextLayout``): on one line, the unwrapped width
/// and one line height; with ``numberOfLines`` other than 1, the text wrapped at the width
/// the label gets (height-for-width: ``View/measuresHeightForWidth``), measured again in the
/// layout pass whenever that width changes. Its first baseline is its font's ascent below
/// its top, its last baseline the descent above its bottom.
///
/// A font made from a text style (the default: ``Font/TextStyle/body``) follows the window's
/// ``Traits/contentSizeCategory``: the label re-measures inside the transaction that changes
/// the category. Each change of a property is one transaction; the setters cannot throw, so a
/// change the layout refuses (a required constraint on a baseline that cannot follow, a
/// negative number of lines) is put back and kept in ``lastLayoutError``.
open class Label: View {
  /// What the label shows and how, changed together by the setters.
  struct _State {
    var text: String
    var font: Font
    var numberOfLines = 1
    var lineBreakMode = LineBreakMode.byTruncatingTail
    var textAlignment = TextAlignment.natural
  }

  // Unchecked (see `View`): read for every label of a rotation, several times each.
  @exclusivity(unchecked) private var state: _State
  /// The text's paragraphs measured in the font they were measured in, and the last sizes
  /// asked: kept until a property changes, so that a new width only breaks the lines again,
  /// and a width asked before (a rotation back) breaks nothing. A class: a struct here was
  /// copied whole (its font's metrics, its paragraphs) at every size asked.
  @exclusivity(unchecked) private var measured: _Measured?

  /// Why the last change through a setter was refused (`nil` if it took effect).
  public private(set) var lastLayoutError: LayoutError?

  /// A label named `name` showing `text` in `font`.
  /// - Parameters:
  ///   - name: The label's name, in messages and dumps.
  ///   - text: The text; newlines separate paragraphs. Empty by default.
  ///   - font: The font; by default the body text style, at the window's content size
  ///     category.
  public init(
    name: String, text: String = "", font: Font = .preferredFont(forTextStyle: .body)
  ) {
    state = _State(text: text, font: font)
    super.init(name: name)
    intrinsicContentSize = sizeThatFits(width: .infinity)
    unwrappedSize = intrinsicContentSize
  }

  // MARK: - What it shows

  /// The text; newlines separate paragraphs.
  public var text: String {
    get { state.text }
    set { apply { $0.text = newValue } }
  }

  /// The font, at the window's content size category when it has a text style (outside a
  /// window, at `.large`).
  public var font: Font {
    get { state.font.resolved(for: contentSizeCategory) }
    set { apply { $0.font = newValue } }
  }

  /// The most lines shown, 0 for no limit; 1 by default. A negative count is refused
  /// (``lastLayoutError``: ``LayoutError/invalidText(_:view:)``).
  public var numberOfLines: Int {
    get { state.numberOfLines }
    set { apply { $0.numberOfLines = newValue } }
  }

  /// What the last line does when the text is cut; ``LineBreakMode/byTruncatingTail`` by
  /// default.
  public var lineBreakMode: LineBreakMode {
    get { state.lineBreakMode }
    set { apply { $0.lineBreakMode = newValue } }
  }

  /// Where each line sits in the label's width; ``TextAlignment/natural`` by default
  /// (following the window's layout direction).
  public var textAlignment: TextAlignment {
    get { state.textAlignment }
    set { apply { $0.textAlignment = newValue } }
  }

  /// The text laid out in the label's current width (its intrinsic width outside a window),
  /// as it is drawn: each line's text, x and baseline.
  public var textLayout: TextLayout {
    let width = window == nil ? (intrinsicContentSize.width ?? 0) : max(0, frame.width)
    return layout(width: width, alignment: state.textAlignment)
  }

  // MARK: - Measuring and baselines

  /// A label measures height-for-width when it can wrap (``numberOfLines`` other than 1).
  open override var measuresHeightForWidth: Bool { state.numberOfLines != 1 }

  /// The size of the text laid out at `proposedWidth` (`.infinity`: unwrapped).
  /// - Complexity: O(1) at one of the last two widths asked (the content unchanged);
  ///   otherwise the lines broken again at the new width.
  open override func sizeThatFits(width proposedWidth: Double) -> IntrinsicSize {
    let width = max(0, proposedWidth)
    let text = measuredText()
    if let known = text.size(at: width) { return known }
    let (font, paragraphs) = (text.font, text.paragraphs)
    let size =
      _LineBreaker(font: font, maxWidth: width, mode: state.lineBreakMode)
      .size(of: paragraphs, limit: state.numberOfLines)
      ?? layout(width: width, alignment: .natural).size
    let answer = IntrinsicSize(width: size.width, height: size.height)
    text.remember(answer, at: width)
    return answer
  }

  /// The font's ascent below the top.
  open override var firstBaselineOffset: BaselineOffset { .fromTop(font.ascender) }

  /// The font's descent above the bottom.
  open override var lastBaselineOffset: BaselineOffset { .fromBottom(-font.descender) }

  override func contentSizeCategoryDidChange() throws(LayoutError) {
    guard state.font.textStyle != nil else { return }
    try remeasure()
  }

  /// Joining a window may change the category its text style is measured at.
  open override func didMoveToWindow() {
    super.didMoveToWindow()
    guard window != nil, state.font.textStyle != nil else { return }
    do {
      try remeasure()
      lastLayoutError = nil
    } catch {
      lastLayoutError = error
    }
  }

  // MARK: - Internals

  private var contentSizeCategory: ContentSizeCategory {
    window?.traits.contentSizeCategory ?? .large
  }

  /// The text laid out at `width` with the current state (whose number of lines is never
  /// negative: ``apply(_:)`` refuses one).
  private func layout(width: Double, alignment: TextAlignment) -> TextLayout {
    let text = measuredText()
    do {
      return try TextLayout(
        paragraphs: text.paragraphs, font: text.font, width: width, numberOfLines: state.numberOfLines,
        lineBreakMode: state.lineBreakMode, alignment: alignment,
        layoutDirection: window?.traits.layoutDirection ?? .leftToRight)
    } catch {
      preconditionFailure("Reflow internal error laying out \(name): \(error)")
    }
  }

  /// The font at the window's content size category and the text's paragraphs measured in
  /// it: those kept if they were measured at that category, else measured now and kept. The
  /// text and the font change only through ``apply(_:)``, which drops them: the category is
  /// the one key to check (comparing fonts and texts cost more than breaking the lines).
  private func measuredText() -> _Measured {
    let category = contentSizeCategory
    if let measured, measured.category == category { return measured }
    let font = state.font.resolved(for: category)
    let paragraphs = _LineBreaker.paragraphs(of: state.text, font: font)
    let text = _Measured(category: category, font: font, paragraphs: paragraphs)
    measured = text
    return text
  }

  /// A change through a setter: made, then measured in one transaction; if refused, put
  /// back and kept in ``lastLayoutError``.
  private func apply(_ edit: (inout _State) -> Void) {
    let saved = state
    edit(&state)
    // A font of the same name and size may measure differently (metrics of your own).
    measured = nil
    if state.numberOfLines < 0 {
      lastLayoutError = .invalidText(.invalidNumberOfLines(state.numberOfLines), view: name)
      state = saved
      return
    }
    do {
      try remeasure()
      lastLayoutError = nil
    } catch {
      state = saved
      lastLayoutError = error
    }
  }

  /// The intrinsic size and the baselines from the current state, as one transaction.
  private func remeasure() throws(LayoutError) {
    guard let window else {
      try invalidateIntrinsicContentSize()
      return
    }
    try window.transaction { () throws(LayoutError) in
      try invalidateIntrinsicContentSize()
      try baselinesDidChange()
    }
  }
}

/// A label's text measured in one font, and the sizes of its last two widths (portrait and
/// landscape: a rotation back asks no line breaking).
private final class _Measured {
  let category: ContentSizeCategory
  let font: Font
  let paragraphs: [_Paragraph]
  private var last: (width: Double, size: IntrinsicSize)?
  private var previous: (width: Double, size: IntrinsicSize)?

  init(category: ContentSizeCategory, font: Font, paragraphs: [_Paragraph]) {
    self.category = category
    self.font = font
    self.paragraphs = paragraphs
  }

  func size(at width: Double) -> IntrinsicSize? {
    if let last, last.width == width { return last.size }
    if let previous, previous.width == width { return previous.size }
    return nil
  }

  func remember(_ size: IntrinsicSize, at width: Double) {
    previous = last
    last = (width, size)
  }
}
