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
    // Empty after every change of traits (a rotation), when the layout asks for every item:
    // no key to hash then.
    guard !fitted.isEmpty, let f = fitted[index], f.width == width else { return nil }
    return f.height
  }

  /// Measures the items near the screen that were not measured at their width, takes their
  /// heights into the layout, and repeats while that brings unmeasured items near the
  /// screen (each round measures at least one more, so it ends).
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
      if !takeFittedHeights(of: missing) { relayout(key) }
    }
  }

  /// Takes the measured heights of the items `changed` (in index order) into the frames
  /// without asking every item's size again: scrolling vertically, a height changes only
  /// its line's thickness, and the lines after it move by the difference (their items keep
  /// their widths, so the lines break where they did). `false` when scrolling horizontally,
  /// where a height is along the line and can move its breaks: lay out again then.
  /// - Complexity: O(items from the first changed line on), additions only.
  private func takeFittedHeights(of changed: [Int]) -> Bool {
    let starts = itemLineStarts
    guard layout.scrollDirection == .vertical, let first = changed.first,
      let last = changed.last, !starts.isEmpty, starts.last! < itemFrames.count
    else { return false }
    var frames = itemFrames
    // The line holding `first`: the last line starting at or before it.
    var (low, high) = (0, starts.count)
    while low < high {
      let mid = (low + high) / 2
      if starts[mid] > first { high = mid } else { low = mid + 1 }
    }
    var line = low - 1
    var shift = 0.0
    var next = 0  // the next of `changed` to take
    while line < starts.count && starts[line] <= last {
      let items = starts[line]..<(line + 1 < starts.count ? starts[line + 1] : frames.count)
      var (old, new) = (0.0, 0.0)
      for i in items {
        old = max(old, frames[i].height)
        if next < changed.count && changed[next] == i {
          frames[i].height = fittedHeight(i, width: frames[i].width) ?? frames[i].height
          next += 1
        }
        new = max(new, frames[i].height)
        frames[i].y += shift
      }
      shift += new - old
      line += 1
    }
    if shift != 0, line < starts.count {
      for i in starts[line]..<frames.count { frames[i].y += shift }
    }
    itemFrames = frames
    laidOutContentSize.height += shift
    setContentSize(laidOutContentSize)
    return true
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
  /// when there is none with those traits: the last one, or the one before it if its window
  /// has those traits and the collection's window's size (a rotation back).
  private func sizingCell(
    for index: Int, traits: Traits
  ) throws(LayoutError) -> (window: Window, traits: Traits, cell: View, width: LayoutConstraint) {
    if let sizing, sizing.traits == traits { return sizing }
    let size = window?.size ?? Size(width: 0, height: 0)
    if let other = otherSizing, other.traits == traits, other.window.size == size {
      (sizing, otherSizing) = (other, sizing)
      return other
    }
    let scratch = try Window(name: "\(name).sizing", size: size, traits: traits)
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
    otherSizing = sizing
    sizing = made
    return made
  }
}
