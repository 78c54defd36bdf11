// reflow-demo: a small screen solved by ReflowSolver in portrait, then rotated to landscape.
//
// Each view is four variables (x, y, width, height). The window size is a pair of edit
// variables; rotating the device suggests the swapped size and re-solves incrementally.

import ReflowSolver

/// A rectangle made of four solver variables.
struct Box {
  let name: String
  let x, y, width, height: Variable

  init(_ name: String) {
    self.name = name
    x = Variable("\(name).x")
    y = Variable("\(name).y")
    width = Variable("\(name).width")
    height = Variable("\(name).height")
  }

  var right: Expression { x + width }
  var bottom: Expression { y + height }
}

let window = Box("window")
let header = Box("header")
let photo = Box("photo")
let caption = Box("caption")
let button = Box("button")
let margin = 16.0

let solver = Solver()
try solver.add([
  window.x == 0, window.y == 0,
  // A header across the top, 56 points tall.
  header.x == window.x, header.y == window.y, header.width == window.width,
  header.height == 56,
  // A photo under it with a 4:3 aspect ratio: as wide as the window allows, but never
  // taller than half the window (the inequality wins over the width preference).
  photo.x >= window.x + margin, photo.y == header.bottom + margin,
  photo.right <= window.right - margin,
  photo.width == window.width - 2 * margin ~ .medium,
  photo.height == photo.width * 0.75,
  photo.height <= window.height * 0.5,
  // Centred horizontally.
  photo.x + photo.width * 0.5 == window.x + window.width * 0.5,
  // A caption below the photo, and a button pinned to the bottom.
  caption.x == photo.x, caption.width == photo.width, caption.y == photo.bottom + 8,
  caption.height >= 20, caption.height == 44 ~ .low,
  button.height == 44, button.bottom == window.bottom - margin,
  button.x == window.x + margin, button.right == window.right - margin,
  caption.bottom <= button.y - 8,
])
try solver.addEditVariable(window.width, priority: .high + 1)
try solver.addEditVariable(window.height, priority: .high + 1)

@MainActor func show(_ title: String, width: Double, height: Double) throws {
  try solver.suggestValue(width, for: window.width)
  try solver.suggestValue(height, for: window.height)
  print("\(title): \(Int(width)) x \(Int(height))")
  print("  view        x        y    width   height")
  for box in [header, photo, caption, button] {
    let cols = [box.x, box.y, box.width, box.height].map { v -> String in
      let tenths = solver.value(of: v) * 10
      let text = String(Double(Int(tenths + (tenths < 0 ? -0.5 : 0.5))) / 10)
      return String(repeating: " ", count: max(0, 8 - text.count)) + text
    }
    print("  " + box.name.padding(to: 8) + cols.joined(separator: " "))
  }
  print("")
}

extension String {
  func padding(to width: Int) -> String {
    self + String(repeating: " ", count: max(0, width - count))
  }
}

let stats0 = solver.statistics
try show("Portrait (iPhone 16)", width: 393, height: 852)
try show("Landscape", width: 852, height: 393)
try show("Portrait again", width: 393, height: 852)
let stats = solver.statistics
print("The solver holds \(solver.constraints.count) constraints; the three re-solves took \(stats.pivots - stats0.pivots) pivots.")
