import ReflowLayout
import Testing

/// Where each line starts. "Hello world" at 2048 pt in 8000 wraps as "Hello" (5191) and
/// "world" (5639): the room left is 8000 - 5191 = 2809 and 8000 - 5639 = 2361.
@Suite("Text alignment")
struct TextAlignmentTests {
  func offsets(
    _ alignment: TextAlignment, _ direction: LayoutDirection = .leftToRight,
    text: String = "Hello world", width: Double = 8000
  ) throws -> [Double] {
    try TextLayout(
      text, font: unitFont, width: width, numberOfLines: 0, alignment: alignment,
      layoutDirection: direction
    ).lines.map(\.x)
  }

  @Test("Left, right and centre")
  func fixedAlignments() throws {
    #expect(try offsets(.left) == [0, 0])
    #expect(try offsets(.right) == [2809, 2361])
    #expect(try offsets(.center) == [1404.5, 1180.5])
    // Left and right do not depend on the direction.
    #expect(try offsets(.left, .rightToLeft) == [0, 0])
    #expect(try offsets(.right, .rightToLeft) == [2809, 2361])
  }

  @Test("Natural follows the layout direction")
  func natural() throws {
    #expect(try offsets(.natural, .leftToRight) == [0, 0])
    #expect(try offsets(.natural, .rightToLeft) == [2809, 2361])
  }

  @Test("Justified stretches wrapped lines; a paragraph's last line is natural")
  func justified() throws {
    let ltr = try TextLayout(
      "Hello world", font: unitFont, width: 8000, numberOfLines: 0, alignment: .justified)
    #expect(ltr.lines.map(\.x) == [0, 0])
    #expect(ltr.lines.map(\.isJustified) == [true, false])
    let rtl = try TextLayout(
      "Hello world", font: unitFont, width: 8000, numberOfLines: 0, alignment: .justified,
      layoutDirection: .rightToLeft)
    #expect(rtl.lines.map(\.x) == [0, 2361])
    #expect(rtl.lines.map(\.isJustified) == [true, false])
    // A paragraph of one line is not stretched.
    let single = try TextLayout("Hello", font: unitFont, width: 8000, alignment: .justified)
    #expect(single.lines.map(\.isJustified) == [false])
  }

  @Test("Without a width, lines align within the widest")
  func alignedInWidest() throws {
    // Widest "world" 5639: "Hello" centred at (5639 - 5191) / 2 = 224, right at 448.
    #expect(try offsets(.center, text: "Hello\nworld", width: .infinity) == [224, 0])
    #expect(try offsets(.right, text: "Hello\nworld", width: .infinity) == [448, 0])
  }

  @Test("A line wider than the width starts at the left edge")
  func overwideLine() throws {
    let clipped = try TextLayout(
      "Hello world", font: unitFont, width: 8000, lineBreakMode: .byClipping,
      alignment: .right)
    #expect(clipped.lines.map(\.x) == [0])
  }
}
