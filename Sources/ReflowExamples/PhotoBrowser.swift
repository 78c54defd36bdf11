import ReflowLayout

// Seed 001: a thumbnail grid forced to 4 across (item = (width - 6) / 4, 2 points apart) and
// a full-screen pager (item = width x 0.8 height) that must re-size on rotation; a screen
// rotated while not visible still had its old size when it came back.

/// Seed 001's app: a navigation stack over the safe area whose root screen is a grid of
/// thumbnails, 4 across; a pager of full-width photos is pushed over it.
///
/// The grid stays in the tree, pinned to the stack, while the pager hides it: it is laid
/// out with every change of size, so it comes back from the pager with the window's
/// current size, whatever happened while it was hidden.
public final class PhotoBrowser {
  /// The navigation stack, pinned to the safe area.
  public let stack = NavigationStack(name: "nav")
  /// The root screen: 60 thumbnails, 4 across, 2 points apart (`.columns(4, spacing: 2)`).
  public let grid: CollectionView
  /// The pushed screen: 60 photos, one page each, every item the pager's width and 0.8 of
  /// its height.
  public let pager: CollectionView

  /// Builds the browser into `window`, showing the grid.
  /// - Throws: The layout errors of pinning the stack and the grid (none in a window of a
  ///   device preset).
  public init(_ window: Window) throws {
    window.rootView.addSubview(stack)
    try activate(stack.edges == window.rootView.safeAreaLayoutGuide.edges)
    grid = CollectionView(name: "thumbnails", layout: .columns(4, spacing: 2), numberOfItems: 60) {
      View(name: "thumb\($0)")
    }
    var pagerLayout = FlowLayout(scrollDirection: .horizontal) { context in
      Size(width: context.bounds.width, height: context.bounds.height * 0.8)
    }
    pagerLayout.sectionInsets = .zero
    pager = CollectionView(name: "pager", layout: pagerLayout, numberOfItems: 60) {
      View(name: "photo\($0)")
    }
    pager.isPagingEnabled = true
    try stack.push(grid)
    window.layoutIfNeeded()
  }

  /// Pushes the pager over the grid and shows photo `index`.
  /// - Throws: The layout errors of pinning the pager to the stack.
  public func showPhoto(_ index: Int, in window: Window) throws {
    try stack.push(pager)
    window.layoutIfNeeded()
    pager.scroll(toPage: index)
    window.layoutIfNeeded()
  }
}

/// The catalogue's `offscreen-grid`: seed 001's browser with the pager pushed, on its second
/// photo; the grid under it is hidden (drawn dashed) but has the window's size in both
/// orientations.
public let offscreenGridExample = Example(
  name: "offscreen-grid",
  summary: "seed 001: a pager pushed over a 4-across grid; the hidden grid resizes too"
) { window in
  let browser = try PhotoBrowser(window)
  try browser.showPhoto(1, in: window)
  return [browser.stack, browser.grid] + cells(of: browser.grid, 0...3) + [browser.pager]
    + cells(of: browser.pager, 0...2)
}
