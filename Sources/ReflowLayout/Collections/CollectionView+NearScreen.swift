// Finding the items near the screen without reading every frame: a list of 10,000 items
// scrolled a screen at a time read all 10,000 frames at every step, several times.

extension CollectionView {
  /// The indices of the items that may meet `area`, a superset of those that do, in index
  /// order: for vertical scrolling, the lines from the first that can reach `area`'s top to
  /// the last that starts above its bottom, found by binary search over the lines' tops;
  /// every item otherwise.
  /// - Complexity: O(log lines + items returned) when scrolling vertically with lines that
  ///   do not overlap (a line spacing of zero or more); O(items) otherwise.
  func candidateIndices(near area: Rect) -> Range<Int> {
    let frames = itemFrames, starts = itemLineStarts
    guard let flow = layout as? FlowLayout, flow.scrollDirection == .vertical,
      flow.lineSpacing >= 0, !starts.isEmpty,
      starts.last! < frames.count
    else { return frames.indices }
    let slack = 1e-6 * max(1, abs(area.minY), abs(area.maxY))
    // Lines' tops never decrease: each line starts below the previous one's items.
    func firstLine(withTopAbove limit: Double) -> Int {
      var (low, high) = (0, starts.count)
      while low < high {
        let mid = (low + high) / 2
        if frames[starts[mid]].y > limit { high = mid } else { low = mid + 1 }
      }
      return low
    }
    let end = firstLine(withTopAbove: area.maxY + slack)
    var first = firstLine(withTopAbove: area.minY - slack)
    // Lines that start above the area may reach into it; a line that does not reach it has
    // none above it that does.
    while first > 0 {
      // `first` may be past the last line (the area starts below every line's top).
      let line = starts[first - 1]..<(first < starts.count ? starts[first] : frames.count)
      guard line.contains(where: { frames[$0].maxY >= area.minY - slack }) else { break }
      first -= 1
    }
    guard first < end else { return 0..<0 }
    return starts[first]..<(end < starts.count ? starts[end] : frames.count)
  }
}
