import Foundation
import ReflowLayout
import Testing

/// The examples of Docs/text.md, run as written (DocumentationDriftTests checks that each
/// block is here), with the values the text claims.
@Suite("Examples of Docs/text.md")
struct TextDocExampleTests {
  @Test("text.md: measuring")
  func measuring() throws {
    let body = Font.preferredFont(forTextStyle: .body)   // DejaVu Sans at 17 pt
    print(body.lineHeight)                               // 19.7890625
    print(body.width(of: "Hello"))                       // 43.08935546875
    let text = try TextLayout("Hello world", font: body, width: 60, numberOfLines: 0)
    print(text.lines.map(\.text))                        // ["Hello", "world"]
    print(text.size)                                     // 46.808x39.578
    print(text.lastBaseline)                             // 35.56884765625
    #expect(body.lineHeight == 19.7890625)
    #expect(body.width(of: "Hello") == 43.08935546875)
    #expect(text.lines.map(\.text) == ["Hello", "world"])
    #expect(text.size.description == "46.808x39.578")
    #expect(text.lastBaseline == 35.56884765625)
  }

  @Test("text.md: other metrics")
  func otherMetrics() throws {
    struct Monospaced: TextMeasuring {
      let name = "Monospaced"
      func width(of text: Substring, pointSize: Double) -> Double {
        Double(text.count) * pointSize * 3 / 5
      }
      func lineMetrics(pointSize: Double) -> LineMetrics {
        LineMetrics(ascender: pointSize * 4 / 5, descender: -pointSize / 5, leading: 0,
                    capHeight: pointSize * 7 / 10, xHeight: pointSize / 2)
      }
    }
    let mono = try Font(Monospaced(), size: 10)
    let layout = try TextLayout("one two three", font: mono, width: 40, numberOfLines: 0)
    print(layout.lines.map(\.text))   // ["one", "two", "three"]
    print(layout.size)                // 30x30
    // "one two" is 7 x 6 = 42 > 40; "three" 5 x 6 = 30; three lines of 8 + 2 = 10.
    #expect(layout.lines.map(\.text) == ["one", "two", "three"])
    #expect(layout.size == Size(width: 30, height: 30))
    #expect(layout.firstBaseline == 8)
  }

  @Test("text.md: the line break modes table", arguments: [
    (LineBreakMode.byWordWrapping, ["Hello", "world"]),
    (.byCharWrapping, ["Hello w", "orld ag"]),
    (.byClipping, ["Hello", "world again"]),
    (.byTruncatingTail, ["Hello", "world…"]),
    (.byTruncatingHead, ["Hello", "…again"]),
    (.byTruncatingMiddle, ["Hello", "wor…in"]),
  ])
  func modesTable(_ mode: LineBreakMode, _ lines: [String]) throws {
    let text = try TextLayout(
      "Hello world again", font: unitFont, width: 8000, numberOfLines: 2, lineBreakMode: mode)
    #expect(texts(text) == lines)
  }

  @Test("text.md: Dynamic Type")
  func dynamicType() throws {
    let headline = Font.preferredFont(forTextStyle: .headline, compatibleWith: .extraLarge)
    print(headline.pointSize)                                   // 19.0
    print(headline.resolved(for: .accessibilityMedium).pointSize)   // 28.0
    let fixed = try Font(FontMetrics.dejaVuSerif, size: 12)
    print(fixed.resolved(for: .accessibilityMedium).pointSize)  // 12.0
    #expect(headline.pointSize == 19)
    #expect(headline.resolved(for: .accessibilityMedium).pointSize == 28)
    #expect(fixed.resolved(for: .accessibilityMedium).pointSize == 12)
  }

  @Test("text.md: the Dynamic Type table is the one the code uses")
  func dynamicTypeTable() throws {
    let root = String(#filePath).components(separatedBy: "/Tests/").first!
    let guide = try String(contentsOfFile: root + "/Docs/text.md", encoding: .utf8)
    var documented: Set<Font.TextStyle> = []
    for line in guide.split(separator: "\n") where line.hasPrefix("| ") {
      let cells = line.split(separator: "|").map {
        $0.filter { $0 != "*" }.trimmingSpaces.drop { $0 == " " }
      }
      let styles = cells[0].split(separator: ",").compactMap {
        Font.TextStyle(rawValue: String($0.drop { $0 == " " }))
      }
      guard !styles.isEmpty else { continue }
      let sizes = cells.dropFirst().map { Double(String($0)) }
      for style in styles {
        documented.insert(style)
        let expected = ContentSizeCategory.allCases.map { style.pointSize(at: $0) as Double? }
        #expect(sizes == expected, "text.md's row for \(style)")
      }
    }
    #expect(documented == Set(Font.TextStyle.allCases))
  }
}

/// The labels example of Docs/text.md, run as written.
@Suite("Examples of Docs/text.md: labels")
struct TextLabelDocExampleTests {
  @Test("text.md: labels")
  func labels() throws {
    let window = try Window(size: Size(width: 393, height: 852))
    let body = Label(name: "body", text: "Hello world again")
    body.numberOfLines = 0
    window.rootView.addSubview(body)
    try activate([body.leadingAnchor == window.rootView.leadingAnchor + 20,
                  body.topAnchor == window.rootView.topAnchor, body.widthAnchor == 120])
    window.layoutIfNeeded()
    print(body.textLayout.lines.map(\.text))   // ["Hello world", "again"]
    print(body.frame)                          // (20, 0, 120, 39.578)
    print(body.lastBaselineY)                  // 35.56884765625
    #expect(body.textLayout.lines.map(\.text) == ["Hello world", "again"])
    #expect(body.frame == Rect(x: 20, y: 0, width: 120, height: 39.578125))
    #expect(body.lastBaselineY == 35.56884765625)
    #expect("\(body.frame)" == "(20, 0, 120, 39.578)")
  }

  @Test("text.md: a hugging label widens when its room grows")
  func roomGrows() throws {
    let window = try Window(size: Size(width: 300, height: 300))
    let bubble = Label(name: "bubble", text: "Hello world again")
    bubble.numberOfLines = 0
    window.rootView.addSubview(bubble)
    let cap = bubble.trailingAnchor <= window.rootView.trailingAnchor - 170
    try activate([bubble.leadingAnchor == window.rootView.leadingAnchor + 10,
                  bubble.topAnchor == window.rootView.topAnchor, cap])
    window.layoutIfNeeded()
    print(bubble.frame)                          // (10, 0, 95.301, 39.578)
    cap.constant = -10
    window.layoutIfNeeded()
    print(bubble.frame)                          // (10, 0, 147.829, 19.789)
    #expect(bubble.frame == Rect(x: 10, y: 0, width: 147.82861328125, height: 19.7890625))
    #expect("\(bubble.frame)" == "(10, 0, 147.829, 19.789)")
    // Back to 120 points of room: two lines again, as wide as the first.
    cap.constant = -170
    window.layoutIfNeeded()
    #expect(bubble.frame == Rect(x: 10, y: 0, width: 95.30126953125, height: 39.578125))
  }
}
