import Foundation

/// A file that could not be written: its path and the system's reason, in one line
/// (`could not write /tmp/x/card.svg: Permission denied`).
public struct FileWriteError: Error, Equatable, CustomStringConvertible {
  /// The file, as given.
  public let path: String
  /// Why, in the system's words (`No such file or directory`, `Not a directory`...).
  public let reason: String

  /// `could not write PATH: REASON`.
  public var description: String { "could not write \(path): \(reason)" }
}

extension SVGRenderer {
  /// Draws `pictures` side by side and writes the SVG document to `path`, making the folders
  /// on the way if they are missing.
  ///
  /// ```swift
  /// try SVGRenderer.write([LayoutPicture(window)], to: folder + "/card.svg")
  /// ```
  /// - Parameters:
  ///   - pictures: The pictures, left to right.
  ///   - path: The file to write (replaced if it exists).
  ///   - gap: Points between the pictures.
  /// - Throws: ``FileWriteError`` with the path and the system's reason.
  public static func write(_ pictures: [LayoutPicture], to path: String, gap: Double = 32)
    throws(FileWriteError)
  {
    try writeText(render(pictures, gap: gap), to: path)
  }
}

/// Writes `text` to `path`, making the missing folders first; errors in one line, in the
/// system's words (Foundation's own errors print as a multi-line `NSCocoaErrorDomain` dump).
func writeText(_ text: String, to path: String) throws(FileWriteError) {
  let folder = path.split(separator: "/", omittingEmptySubsequences: false).dropLast()
    .joined(separator: "/")
  if !folder.isEmpty { try makeFolders(folder, for: path) }
  guard let file = fopen(path, "w") else { throw FileWriteError(path: path, reason: reason()) }
  let written = fputs(text, file) >= 0
  let failure = written ? nil : reason()
  let closed = fclose(file) == 0
  if let failure { throw FileWriteError(path: path, reason: failure) }
  if !closed { throw FileWriteError(path: path, reason: reason()) }
}

/// `mkdir -p folder`: each missing folder on the way, an existing one left alone.
func makeFolders(_ folder: String, for path: String) throws(FileWriteError) {
  var prefix = folder.hasPrefix("/") ? "" : "."
  for part in folder.split(separator: "/") {
    prefix += "/" + part
    if mkdir(prefix, 0o755) == 0 || errno == EEXIST { continue }
    throw FileWriteError(path: path, reason: reason())
  }
}

/// The system's words for the last error.
private func reason() -> String { String(cString: strerror(errno)) }
