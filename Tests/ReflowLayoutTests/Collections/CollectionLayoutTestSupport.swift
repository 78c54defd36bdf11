import ReflowLayout

/// A collection of `count` self-sizing cells with `layout` filling `window`, each cell a
/// wrapping label pinned to its margins and showing `text(index)`, laid out; `made` hears of
/// every cell made (the sizing cell too).
func labelCollection(
  _ name: String, layout: any CollectionViewLayout, count: Int,
  text: @escaping (Int) -> String, in window: Window, made: @escaping () -> Void = {}
) throws -> CollectionView {
  let view = CollectionView(
    name: name, layout: layout, numberOfItems: count,
    cell: { _ in
      made()
      return View(name: "cell")
    },
    setUp: { cell throws(LayoutError) in
      let label = Label(name: "label")
      label.numberOfLines = 0
      cell.addSubview(label)
      try activate(label.edges == cell.layoutMarginsGuide.edges)
    },
    configure: { cell, index in (cell.subviews[0] as! Label).text = text(index) })
  window.rootView.addSubview(view)
  try activate(view.edges == window.rootView.edges)
  window.layoutIfNeeded()
  return view
}
