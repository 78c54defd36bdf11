import ReflowLayout
import Testing

/// Text styles, content size categories, fonts and traits. The expected sizes are the table
/// "Dynamic Type sizes" of Apple's Human Interface Guidelines (iOS), typed here again.
@Suite("Dynamic Type")
struct DynamicTypeTests {
  @Test("Every style's size at the default category (Large)")
  func defaultSizes() {
    let sizes = Font.TextStyle.allCases.map { $0.pointSize(at: .large) }
    // largeTitle, title1, title2, title3, headline, body, callout, subheadline, footnote,
    // caption1, caption2
    #expect(sizes == [34, 28, 22, 20, 17, 17, 16, 15, 13, 12, 11])
  }

  @Test("Body through every category, XS to AX5")
  func bodyThroughCategories() {
    let sizes = ContentSizeCategory.allCases.map { Font.TextStyle.body.pointSize(at: $0) }
    #expect(sizes == [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53])
  }

  @Test("The ends of the table: XS and AX5 for every style")
  func extremes() {
    let xs = Font.TextStyle.allCases.map { $0.pointSize(at: .extraSmall) }
    #expect(xs == [31, 25, 19, 17, 14, 14, 13, 12, 12, 11, 11])
    let ax5 = Font.TextStyle.allCases.map { $0.pointSize(at: .accessibilityExtraExtraExtraLarge) }
    #expect(ax5 == [60, 58, 56, 55, 53, 53, 51, 49, 44, 43, 40])
  }

  @Test("Captions and footnotes do not shrink below 11 and 12 points")
  func smallStylesFloor() {
    for category in [ContentSizeCategory.extraSmall, .small, .medium] {
      #expect(Font.TextStyle.caption2.pointSize(at: category) == 11)
      #expect(Font.TextStyle.caption1.pointSize(at: category) == 11)
      #expect(Font.TextStyle.footnote.pointSize(at: category) == 12)
    }
  }

  @Test("Categories are ordered; five are accessibility sizes")
  func categories() {
    #expect(ContentSizeCategory.allCases.count == 12)
    #expect(ContentSizeCategory.extraSmall < .large && .large < .accessibilityMedium)
    #expect(ContentSizeCategory.allCases.filter(\.isAccessibilityCategory).count == 5)
    #expect(!ContentSizeCategory.extraExtraExtraLarge.isAccessibilityCategory)
    #expect(ContentSizeCategory.accessibilityMedium.shortName == "AX1")
    #expect(ContentSizeCategory.extraExtraExtraLarge.shortName == "XXXL")
  }

  @Test("A text-style font follows the category; a fixed font does not")
  func fontsResolve() throws {
    let body = Font.preferredFont(forTextStyle: .body)
    #expect(body.pointSize == 17 && body.textStyle == .body)
    #expect(body.resolved(for: .accessibilityLarge).pointSize == 33)
    #expect(body.resolved(for: .extraSmall).resolved(for: .large) == body)
    let fixed = try Font(FontMetrics.dejaVuSerif, size: 12)
    #expect(fixed.resolved(for: .accessibilityExtraExtraExtraLarge) == fixed)
    #expect(body.description == "DejaVu Sans 17 pt (body)")
    #expect(fixed.description == "DejaVu Serif 12 pt")
    #expect(body != Font.preferredFont(forTextStyle: .headline))
  }

  @Test("A larger category makes text taller: body at AX2 (33 pt)")
  func textGrowsWithCategory() throws {
    let large = Font.preferredFont(forTextStyle: .body, compatibleWith: .accessibilityLarge)
    // Line height 2384 x 33 / 2048 = 38.4140625; "Hello" 5191 x 33 / 2048 = 83.64404296875.
    let text = try TextLayout("Hello", font: large)
    #expect(text.size == Size(width: 83.64404296875, height: 38.4140625))
  }

  @Test("Traits carry the category: .large by default, in the description otherwise")
  func traits() {
    let plain = Traits()
    #expect(plain.contentSizeCategory == .large)
    #expect(plain.description == "phone portrait, w compact h regular, @3x")
    let large = Traits(contentSizeCategory: .accessibilityLarge)
    #expect(large != plain)
    #expect(large.description == "phone portrait, w compact h regular, @3x, accessibilityLarge")
    let sized = Traits(size: Size(width: 393, height: 852), idiom: .phone,
                       contentSizeCategory: .extraSmall)
    #expect(sized.contentSizeCategory == .extraSmall && sized.horizontalSizeClass == .compact)
  }

  @Test("Constraint sets can switch on the category")
  func conditions() {
    let accessible = TraitCondition.contentSizeCategory(atLeast: .accessibilityMedium)
    #expect(accessible.matches(Traits(contentSizeCategory: .accessibilityMedium)))
    #expect(!accessible.matches(Traits()))
    let exact = TraitCondition.contentSizeCategory(.extraLarge)
    #expect(exact.matches(Traits(contentSizeCategory: .extraLarge)))
    #expect(!exact.matches(Traits(contentSizeCategory: .extraExtraLarge)))
    #expect(accessible.description == "content size category >= accessibilityMedium")
  }

  @Test("The category survives a rotation")
  func rotationKeepsCategory() throws {
    let window = try Window(
      size: Size(width: 393, height: 852), traits: Traits(contentSizeCategory: .extraLarge))
    try window.rotate()
    #expect(window.traits.contentSizeCategory == .extraLarge)
    #expect(window.traits.orientation == .landscape)
  }
}

@Suite("Fonts relative to a text style")
struct RelativeFontTests {
  @Test("A custom size scales by the style's ratio: 15 pt relative to body")
  func scalesByRatio() throws {
    let note = try Font(FontMetrics.dejaVuSerif, size: 15, relativeTo: .body)
    #expect(note.pointSize == 15 && note.textStyle == .body)
    // Body is 17 at Large, 33 at AX2, 53 at AX5, 14 at XS.
    #expect(note.resolved(for: .accessibilityLarge).pointSize == 15.0 * 33 / 17)
    #expect(note.resolved(for: .accessibilityExtraExtraExtraLarge).pointSize == 15.0 * 53 / 17)
    #expect(note.resolved(for: .extraSmall).pointSize == 15.0 * 14 / 17)
    // Back to the default category: the size given.
    #expect(note.resolved(for: .extraSmall).resolved(for: .large) == note)
    let atStart = try Font(
      FontMetrics.dejaVuSerif, size: 15, relativeTo: .body, compatibleWith: .accessibilityLarge)
    #expect(atStart == note.resolved(for: .accessibilityLarge))
  }

  @Test("A style's own size scales to exactly the table's sizes")
  func ownSizeIsExact() throws {
    for style in Font.TextStyle.allCases {
      let size = style.pointSize(at: .large)
      let font = try Font(FontMetrics.dejaVuSans, size: size, relativeTo: style)
      for category in ContentSizeCategory.allCases {
        #expect(font.resolved(for: category).pointSize == style.pointSize(at: category))
        #expect(font.resolved(for: category)
          == Font.preferredFont(forTextStyle: style, compatibleWith: category))
      }
    }
  }

  @Test("A bad size is refused")
  func badSize() {
    #expect(throws: TextLayoutError.invalidPointSize(-1)) {
      try Font(FontMetrics.dejaVuSans, size: -1, relativeTo: .body)
    }
  }
}
