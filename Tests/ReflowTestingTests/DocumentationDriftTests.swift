import Foundation
import Testing

/// Every Swift code block of README.md and Docs/*.md must appear, line for line (leading
/// spaces aside), in a test file under Tests/, where it is compiled and run: documentation
/// that drifts from the code fails here.
@Suite("Documentation does not drift")
struct DocumentationDriftTests {
  static let root = String(#filePath).components(separatedBy: "/Tests/").first!

  /// The Markdown files with code: README.md, every Docs/*.md and every article of the
  /// DocC catalogues.
  static func documents() throws -> [String] {
    let docs = try FileManager.default.contentsOfDirectory(atPath: root + "/Docs")
      .filter { $0.hasSuffix(".md") }.sorted().map { "Docs/" + $0 }
    var catalogues: [String] = []
    for module in ["ReflowSolver", "ReflowLayout", "ReflowTesting"] {
      let folder = "Sources/\(module)/\(module).docc"
      catalogues += try FileManager.default.contentsOfDirectory(atPath: root + "/" + folder)
        .filter { $0.hasSuffix(".md") }.sorted().map { folder + "/" + $0 }
    }
    return ["README.md"] + docs + catalogues
  }

  /// The lines of every Swift file under Tests/, leading spaces removed.
  static func testLines() throws -> [[String]] {
    let enumerator = FileManager.default.enumerator(atPath: root + "/Tests")
    var files: [[String]] = []
    while let path = enumerator?.nextObject() as? String {
      guard path.hasSuffix(".swift") else { continue }
      let text = try String(contentsOfFile: root + "/Tests/" + path, encoding: .utf8)
      files.append(text.split(separator: "\n", omittingEmptySubsequences: false).map(trimmed))
    }
    return files
  }

  static func trimmed(_ line: Substring) -> String { String(line.drop { $0 == " " }) }

  /// The non-empty lines of each ```swift block.
  static func blocks(_ markdown: String) -> [[String]] {
    var blocks: [[String]] = []
    var current: [String]?
    for line in markdown.split(separator: "\n", omittingEmptySubsequences: false) {
      if current == nil, line.hasPrefix("```swift") {
        current = []
      } else if current != nil, line.hasPrefix("```") {
        blocks.append(current!.filter { !$0.isEmpty })
        current = nil
      } else if current != nil {
        current!.append(trimmed(line))
      }
    }
    return blocks
  }

  @Test("Every Swift block of the documentation is in a test", arguments: try documents())
  func blocksAreTested(_ document: String) throws {
    let text = try String(contentsOfFile: Self.root + "/" + document, encoding: .utf8)
    let files = try Self.testLines()
    // A package manifest is the one kind of block no test can hold.
    for block in Self.blocks(text) where !(block.first?.hasPrefix("// swift-tools-version") ?? false) {
      // A block's imports are the test file's business.
      let lines = block.filter { !$0.hasPrefix("import ") }
      let found = files.contains { file in
        file.indices.contains { start in
          start + lines.count <= file.count && Array(file[start..<(start + lines.count)]) == lines
        }
      }
      #expect(found, "\(document): this block is not in any test:\n\(block.joined(separator: "\n"))")
    }
  }

  /// The names of the cases declared in a Swift source file (`  case name(...)`).
  static func caseNames(in path: String) throws -> [String] {
    let text = try String(contentsOfFile: root + "/" + path, encoding: .utf8)
    return text.split(separator: "\n").compactMap { line in
      guard line.hasPrefix("  case ") else { return nil }
      return String(line.dropFirst(7).prefix { $0.isLetter || $0.isNumber })
    }
  }

  @Test("Docs/layout.md's table lists every case of LayoutError, and only those")
  func layoutErrorCases() throws {
    let cases = try Self.caseNames(in: "Sources/ReflowLayout/Constraints/LayoutError.swift")
    let text = try String(contentsOfFile: Self.root + "/Docs/layout.md", encoding: .utf8)
    let section = try #require(text.components(separatedBy: "**Every case of `LayoutError`.**").last)
    let table = section.split(separator: "\n").drop { !$0.hasPrefix("|") }.prefix { $0.hasPrefix("|") }
    let documented = table.filter { $0.hasPrefix("| `") }.map {
      String($0.dropFirst(3).prefix { $0.isLetter || $0.isNumber })
    }
    #expect(!cases.isEmpty)
    #expect(documented.sorted() == cases.sorted())
  }

  @Test("README names the modules that import Foundation, and those that do not")
  func foundationModules() throws {
    let readme = try String(contentsOfFile: Self.root + "/README.md", encoding: .utf8)
      .replacingOccurrences(of: "\n", with: " ")
    let claim = try #require(readme.range(of: "use the Swift standard library alone;"))
    let alone = readme[..<claim.lowerBound].components(separatedBy: ". ").last ?? ""
    let rest = readme[claim.upperBound...]
    // Up to the end of the list ("..., so an app that links ReflowLayout ..." follows).
    let importers = String(rest).components(separatedBy: ", so ").first ?? ""
    let modules = try FileManager.default.contentsOfDirectory(atPath: Self.root + "/Sources")
    for module in modules {
      let folder = Self.root + "/Sources/" + module
      // Subfolders too (ReflowLayout's parts are folders).
      let files = try FileManager.default.subpathsOfDirectory(atPath: folder)
        .filter { $0.hasSuffix(".swift") }
      let imports = try files.contains {
        try String(contentsOfFile: folder + "/" + $0, encoding: .utf8)
          .contains("import Foundation")
      }
      if imports {
        #expect(importers.contains(module), "\(module) imports Foundation")
      } else {
        #expect(alone.contains(module), "\(module) does not import Foundation")
      }
    }
  }

  /// The top-level public types and free functions declared in a module's sources
  /// (`public struct Name`, `open class Name`, `public func name(`), by name.
  static func publicSymbols(of module: String) throws -> Set<String> {
    let folder = root + "/Sources/" + module
    var names: Set<String> = []
    // Every source file, in subfolders too (ReflowLayout's parts are folders).
    let files = try FileManager.default.subpathsOfDirectory(atPath: folder)
    for file in files where file.hasSuffix(".swift") {
      let text = try String(contentsOfFile: folder + "/" + file, encoding: .utf8)
      for line in text.split(separator: "\n") {
        // Top level only: members are on their type's page.
        guard line.hasPrefix("public ") || line.hasPrefix("open ") else { continue }
        var words = line.split(separator: " ").map(String.init)
        words.removeFirst()
        if words.first == "final" { words.removeFirst() }
        guard words.count >= 2, ["class", "struct", "enum", "protocol", "func"].contains(words[0])
        else { continue }
        names.insert(String(words[1].prefix { $0 != "(" && $0 != ":" && $0 != "<" }))
      }
    }
    return names
  }

  @Test("Each DocC catalogue's topics list every public type and function of its module",
        arguments: ["ReflowSolver", "ReflowLayout", "ReflowTesting"])
  func catalogueTopics(_ module: String) throws {
    // The module's page and its articles (a `Text.md` with topics of its own, say), each
    // linked from the module page's topics.
    let folder = Self.root + "/Sources/\(module)/\(module).docc"
    let catalogue = try String(contentsOfFile: "\(folder)/\(module).md", encoding: .utf8)
    var topics = try #require(catalogue.components(separatedBy: "## Topics").last)
    for article in try FileManager.default.contentsOfDirectory(atPath: folder)
    where article.hasSuffix(".md") && article != "\(module).md" {
      let name = String(article.dropLast(3))
      #expect(topics.contains("- <doc:\(name)>"), "\(module).docc: \(article) is not linked")
      let text = try String(contentsOfFile: "\(folder)/\(article)", encoding: .utf8)
      topics += try #require(text.components(separatedBy: "## Topics").last)
    }
    let symbols = try Self.publicSymbols(of: module)
    #expect(symbols.count > 5, "\(module): \(symbols)")
    for name in symbols.sorted() {
      #expect(topics.contains("- ``\(name)``") || topics.contains("- ``\(name)("),
              "\(module).docc does not list \(name)")
    }
  }
}
