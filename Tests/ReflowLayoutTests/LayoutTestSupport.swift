import ReflowLayout

/// A view added to `parent`.
@discardableResult
func addView(_ name: String, to parent: View) -> View {
  let v = View(name: name)
  parent.addSubview(v)
  return v
}

/// Issue 15's column in `window`: a scroll view filling the root view whose content view
/// stacks `count` rows with intrinsic heights 20 to 36 (each row has its own intrinsic-size
/// constraints), 8 apart and 16 in from the sides; activated and laid out.
func stackedColumn(rows count: Int, in window: Window) throws -> (ScrollView, [View]) {
  let root = window.rootView
  let scroll = ScrollView(name: "scroll")
  root.addSubview(scroll)
  let content = addView("content", to: scroll)
  var rows: [View] = []
  var constraints: [LayoutConstraint] = []
  for i in 0..<count {
    let row = addView("row\(i)", to: content)
    try row.setIntrinsicContentSize(IntrinsicSize(height: Double(20 + 4 * (i % 5))))
    constraints += [
      row.leadingAnchor == content.leadingAnchor + 16,
      row.trailingAnchor == content.trailingAnchor - 16,
      rows.last.map { row.topAnchor == $0.bottomAnchor + 8 }
        ?? (row.topAnchor == content.topAnchor + 8),
    ]
    rows.append(row)
  }
  constraints.append(rows.last!.bottomAnchor == content.bottomAnchor - 8)
  try activate {
    scroll.edges == root.edges
    content.edges == scroll.contentLayoutGuide.edges
    content.widthAnchor == scroll.frameLayoutGuide.widthAnchor
  }
  try activate(constraints)
  window.layoutIfNeeded()
  return (scroll, rows)
}
