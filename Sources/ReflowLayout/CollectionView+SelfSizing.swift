// Self-sizing cells (a flow layout with an estimated item size).
//
// Each item near the screen is measured once per width: a sizing cell (made and set up as
// the collection's cells are, configured for the item) is laid out alone in a scratch
// window, its width fixed to the item's and its height left to its content's constraints and
// measured labels, pulled down at UIKit's `fittingSizeLevel` (50) so that content which says
// nothing of its height fits at zero. Measuring beside the window, not in it, keeps the
// displayed cells' frames fixed by the layout (one frame constraint set per cell, as
// without self-sizing) and costs the window no transaction per measurement.

extension CollectionView {
  /// The fitting height of item `index` at `width`, if it was measured at that width.
  func fittedHeight(_ index: Int, width: Double) -> Double? {
    guard let f = fitted[index], f.width == width else { return nil }
    return f.height
  }

  /// Measures the items near the screen that were not measured at their width, lays the
  /// items out again with their heights, and repeats while that brings unmeasured items
  /// near the screen (each round measures at least one more, so it ends).
  func fitItemsNearScreen(_ key: FlowLayout.Key) {
    while true {
      let missing = indicesNearScreen().filter {
        fittedHeight($0, width: itemFrames[$0].width) == nil
      }
      guard !missing.isEmpty else { return }
      for index in missing {
        let width = itemFrames[index].width
        fitted[index] = (width, measure(index, width: width, traits: key.traits))
      }
      relayout(key)
    }
  }

  /// The fitting height of item `index`'s content at `width`; the estimated height if the
  /// sizing cell cannot be laid out (the error is kept in ``lastLayoutError``).
  private func measure(_ index: Int, width: Double, traits: Traits) -> Double {
    do throws(LayoutError) {
      let sizing = try sizingCell(for: index, traits: traits)
      // The width first: a label given its text then measures once, at that width.
      try sizing.window.setConstants([(sizing.width, width)])
      configureCell?(sizing.cell, index)
      sizing.window.layoutIfNeeded()
      measurementCount += 1
      return sizing.cell.frame.height
    } catch {
      lastLayoutError = error
      return layout.estimatedItemSize?.height ?? 0
    }
  }

  /// The sizing cell in its scratch window with `traits`, made (for item `index`) and set up
  /// when there is none with those traits.
  private func sizingCell(
    for index: Int, traits: Traits
  ) throws(LayoutError) -> (window: Window, traits: Traits, cell: View, width: LayoutConstraint) {
    if let sizing, sizing.traits == traits { return sizing }
    let scratch = try Window(
      name: "\(name).sizing", size: window?.size ?? Size(width: 0, height: 0), traits: traits)
    let root = scratch.rootView
    let cell = makeCell(index)
    root.addSubview(cell)
    let width = cell.widthAnchor == 0
    try activate([
      cell.leftAnchor == root.leftAnchor, cell.topAnchor == root.topAnchor, width,
      cell.heightAnchor == 0 ~ .fittingSize,
    ])
    try setUpCell?(cell)
    let made = (scratch, traits, cell, width)
    sizing = made
    return made
  }
}
