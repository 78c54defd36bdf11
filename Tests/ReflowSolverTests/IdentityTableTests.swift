@testable import ReflowSolver
import Testing

/// The solver's identity table (open addressing, backward-shift deletion) against the
/// standard Dictionary, over random inserts, removes and lookups with a fixed seed.
@Suite("Identity table")
struct IdentityTableTests {
  @Test("agrees with a Dictionary over 20,000 random operations (seed 42)")
  func randomOperations() {
    var random = SplitMix64(seed: 42)
    let variables = (0..<600).map { Variable("v\($0)") }
    var table = _IdentityTable()
    var reference: [ObjectIdentifier: Int32] = [:]
    for step in 0..<20_000 {
      let v = variables[random.below(variables.count)]
      let id = ObjectIdentifier(v)
      switch random.below(5) {
      case 0 where reference[id] == nil:
        let symbol = Int32(step)
        table.insert(id, symbol)
        reference[id] = symbol
      case 1:
        table.remove(id)
        reference[id] = nil
      case 2:
        // Insert or replace through the subscript.
        table[id] = Int32(step)
        reference[id] = Int32(step)
      case 3:
        table[id] = nil
        reference[id] = nil
      default:
        break
      }
      if step % 97 == 0 {
        for w in variables {
          let wid = ObjectIdentifier(w)
          if table[wid] != reference[wid] {
            Issue.record("step \(step): \(w) maps to \(String(describing: table[wid])), expected \(String(describing: reference[wid]))")
            return
          }
        }
        #expect(table.count == reference.count, "step \(step): count")
      }
    }
  }
}
