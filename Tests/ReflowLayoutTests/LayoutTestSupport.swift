// The helpers the layout tests share across folders, in one place (a helper one folder's
// tests share stays in that folder: `Seeds/SeedRules.swift`, `makeABCStack` in
// `Containers/`, `setUpLabelCell` in `Collections/`).
//
// What the testing kit's tests or the benchmarks need too is not here but in ReflowTesting,
// public, documented and tested (test targets cannot import each other, and the Benchmarks
// package sees only products): the seeded generator `SplitMix64` (every seed a test cites
// keeps its numbers), the approximate comparison `isClose(_:_:tolerance:)` with
// `Size.isClose(to:tolerance:)` and `Rect.isClose(to:tolerance:)`, and the reference screens
// `StackedColumn`, `Nesting` and `LabelColumn`. See CONTRIBUTING.md, "Test support".
import ReflowLayout

// MARK: - Views

/// A view added to `parent`.
@discardableResult
func addView(_ name: String, to parent: View) -> View {
  let v = View(name: name)
  parent.addSubview(v)
  return v
}

/// A vertical stack named `column` in `parent`, arranging `views`.
func verticalStack(in parent: View, spacing: Double, _ views: [View]) -> StackView {
  let column = StackView(name: "column")
  column.axis = .vertical
  column.spacing = spacing
  parent.addSubview(column)
  for v in views { column.addArrangedSubview(v) }
  return column
}

/// A label that counts the widths it was measured at.
final class CountingLabel: Label {
  var asked: [Double] = []
  override func sizeThatFits(width proposedWidth: Double) -> IntrinsicSize {
    asked.append(proposedWidth)
    return super.sizeThatFits(width: proposedWidth)
  }
}

// MARK: - Screens

/// A collection filling the safe area, each cell a view named `cell<n>` holding a label
/// pinned to its margins.
func collectionScreen(_ window: Window, layout: FlowLayout, items: Int) throws -> CollectionView {
  var made = 0
  let collection = CollectionView(
    name: "grid", layout: layout, numberOfItems: items,
    cell: { _ in
      made += 1
      return View(name: "cell\(made)")
    },
    setUp: { cell throws(LayoutError) in
      let label = View(name: "\(cell.name).label")
      cell.addSubview(label)
      try activate(label.edges == cell.layoutMarginsGuide.edges ~ .high)
    })
  window.rootView.addSubview(collection)
  try activate(collection.edges == window.rootView.safeAreaLayoutGuide.edges)
  window.layoutIfNeeded()
  return collection
}

/// A card whose height is a third of the window in portrait and the whole window in
/// landscape, with both sets' height constraints required (the classic rotation conflict).
final class CardScreen {
  let window: Window
  let card: View
  let common: ConstraintSet
  let portrait: ConstraintSet
  let landscape: ConstraintSet

  init(_ window: Window, landscapeFirst: Bool = false) throws {
    self.window = window
    let root = window.rootView
    card = addView("card", to: root)
    let card = card
    common = ConstraintSet("common") {
      card.leadingAnchor == root.leadingAnchor
      card.trailingAnchor == root.trailingAnchor
      card.topAnchor == root.topAnchor
    }
    portrait = ConstraintSet("portrait", when: .orientation(.portrait)) {
      card.heightAnchor == root.heightAnchor * 0.33
    }
    landscape = ConstraintSet("landscape", when: { $0.orientation == .landscape }) {
      card.heightAnchor == root.heightAnchor
    }
    try window.add(common)
    for set in landscapeFirst ? [landscape, portrait] : [portrait, landscape] {
      try window.add(set)
    }
  }
}

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

// MARK: - Counting

/// A thread-safe counter for the item-size provider (a `@Sendable` closure).
final class Counter: @unchecked Sendable {
  var count = 0
}

// MARK: - Text

/// DejaVu Sans at 2048 pt: one point per font unit, so that every width the text tests
/// expect is a sum of integers read from the font's tables (advances in `hmtx`, pairs in
/// `kern`). Its line height is 1901 + 483 = 2384 and its ascender 1901.
let unitFont = try! Font(FontMetrics.dejaVuSans, size: 2048)

/// The texts of `layout`'s lines.
func texts(_ layout: TextLayout) -> [String] { layout.lines.map(\.text) }

/// The widths of `layout`'s lines.
func widths(_ layout: TextLayout) -> [Double] { layout.lines.map(\.width) }
