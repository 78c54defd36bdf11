// The window's table from view variables to their views (`_ViewsByVariable`), against the
// standard `Dictionary` it replaced.
@testable import ReflowLayout
import ReflowTesting
import Testing

@Suite("The views of a window's variables")
struct ViewsByVariableTests {
  @Test("Random insertions, replacements and removals read back as a Dictionary's")
  func matchesDictionary() {
    // Seed 16; a failure names the step, which reproduces it.
    var random = SplitMix64(seed: 16)
    let views = (0..<300).map { View(name: "v\($0)") }
    let variables = views.flatMap { [$0.left, $0.top, $0.width, $0.height] }
    var table = _ViewsByVariable()
    var reference: [ObjectIdentifier: View] = [:]
    for step in 0..<20_000 {
      let variable = variables[random.next(below: variables.count)]
      let id = ObjectIdentifier(variable)
      switch random.next(below: 3) {
      case 0, 1:
        let view = views[random.next(below: views.count)]
        table[variable] = view
        reference[id] = view
      default:
        table[variable] = nil
        reference[id] = nil
      }
      #expect(table.count == reference.count, "seed 16, step \(step)")
      if step % 97 == 0 || step == 19_999 {
        for v in variables {
          #expect(table[v] === reference[ObjectIdentifier(v)], "seed 16, step \(step), \(v)")
        }
      }
    }
    // Emptied: every slot free again.
    for v in variables { table[v] = nil }
    #expect(table.count == 0)
    #expect(variables.allSatisfy { table[$0] == nil })
  }
}
