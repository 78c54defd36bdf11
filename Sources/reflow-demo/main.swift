// reflow-demo: the catalogue of example screens, laid out by ReflowLayout on device presets
// in portrait and landscape. See `reflow-demo --help`. The commands live in DemoCommands,
// where the tests run them.

import DemoCommands
import Foundation

do {
  let command = try DemoCommand.parse(Array(CommandLine.arguments.dropFirst()))
  let folder = FileManager.default.currentDirectoryPath + "/reflow-demo-pictures"
  try command.run(picturesFolder: folder) { print($0) }
} catch {
  let hint = error.isUsage ? "\nTry `reflow-demo --help`." : ""
  FileHandle.standardError.write(Data("reflow-demo: \(error)\(hint)\n".utf8))
  exit(error.isUsage ? 2 : 1)
}
