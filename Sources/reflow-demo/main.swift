// reflow-demo: a photo screen laid out by ReflowLayout on an iPhone-sized window, with a
// portrait and a landscape constraint set, rotated to landscape and back.
//
// In portrait the photo sits under the header, full width at 4:3 and at most half the
// screen tall, with the caption under it; in landscape the photo takes at most the left
// half, shrinking to stay above the button, and the caption moves to its right. The sets
// switch in one solver transaction on rotate(), by priority inside the solver.

import ReflowLayout

let safeArea = EdgeInsets(top: 59, left: 0, bottom: 34, right: 0)
let window = try Window(
  size: Size(width: 393, height: 852), safeAreaInsets: safeArea,
  otherOrientationSafeAreaInsets: EdgeInsets(top: 0, left: 59, bottom: 21, right: 59))
let root = window.rootView
let safe = root.safeAreaLayoutGuide
let header = View(name: "header")
let photo = View(name: "photo")
let caption = View(name: "caption")
let button = View(name: "button")
for view in [header, photo, caption, button] { root.addSubview(view) }
try caption.setIntrinsicContentSize(IntrinsicSize(width: 240, height: 44))

let common = ConstraintSet("common") {
  header.edges == root.edges ~ .low
  header.leadingAnchor == safe.leadingAnchor
  header.trailingAnchor == safe.trailingAnchor
  header.topAnchor == safe.topAnchor
  header.heightAnchor == 56
  photo.topAnchor == header.bottomAnchor + 16
  photo.leadingAnchor == safe.leadingAnchor + 16
  photo.heightAnchor == photo.widthAnchor * 0.75
  button.leadingAnchor == safe.leadingAnchor + 16
  button.trailingAnchor == safe.trailingAnchor - 16
  button.bottomAnchor == safe.bottomAnchor - 16
  button.heightAnchor == 44
}
let portrait = ConstraintSet("portrait", when: .orientation(.portrait)) {
  photo.trailingAnchor == safe.trailingAnchor - 16
  photo.heightAnchor <= root.heightAnchor * 0.5
  caption.topAnchor == photo.bottomAnchor + 8
  caption.leadingAnchor == photo.leadingAnchor
  caption.trailingAnchor == photo.trailingAnchor
}
let landscape = ConstraintSet("landscape", when: .orientation(.landscape)) {
  // Half the width if the height allows; the photo shrinks to stay above the button.
  photo.widthAnchor == safe.widthAnchor * 0.5 - 24 ~ .high
  photo.widthAnchor <= safe.widthAnchor * 0.5 - 24
  photo.bottomAnchor <= button.topAnchor - 16
  caption.topAnchor == photo.topAnchor
  caption.leadingAnchor == photo.trailingAnchor + 16
  caption.trailingAnchor == safe.trailingAnchor - 16
}
try window.add([common, portrait, landscape])

/// `value` with one decimal, rounded half away from zero.
func formatted(_ value: Double) -> String {
  let tenths = Int(value * 10 + (value < 0 ? -0.5 : 0.5))
  return (tenths < 0 ? "-" : "") + "\(abs(tenths) / 10).\(abs(tenths) % 10)"
}

/// Prints the frames of the four views as a table, then the tree dump.
@MainActor func show(_ title: String) {
  window.layoutIfNeeded()
  print("\(title): \(window)")
  print("  view          x        y    width   height")
  for view in [header, photo, caption, button] {
    let f = view.frame
    let columns = [f.x, f.y, f.width, f.height].map { value -> String in
      let text = formatted(value)
      return String(repeating: " ", count: max(0, 8 - text.count)) + text
    }
    print("  " + view.name + String(repeating: " ", count: 10 - view.name.count)
      + columns.joined(separator: " "))
  }
  print("\n" + window.dump() + "\n")
}

show("Portrait (iPhone 16)")
let before = window.solverStatistics
try window.rotate()
show("Landscape")
try window.rotate()
show("Portrait again")
let after = window.solverStatistics
print(
  "Two rotations: \(after.pivots - before.pivots) pivots, \(after.additions - before.additions)"
    + " constraints added and \(after.removals - before.removals) removed (the sets switch by"
    + " priority); ambiguous views: \(window.ambiguousViews().count).")
