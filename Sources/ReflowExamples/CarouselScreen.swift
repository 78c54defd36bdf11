import ReflowLayout

// Seed 000: a paged, full-width image carousel, a third of the height in portrait (half on
// iPad), full screen in landscape; the visible page survives rotation, with no neighbouring
// page showing mid-rotation.

/// Seed 000's screen: a carousel of `pages` photos, full width, under the safe area's top
/// and a third of the window tall in portrait on a phone (half on a pad), the whole window in
/// landscape (ignoring the safe area on purpose, as a photo viewer does).
///
/// Three constraint sets, switched by the window when the traits change; ``Carousel`` keeps
/// its page at every size, so the caller never touches the offset.
/// - Parameters:
///   - window: The window to build into (its root view receives the carousel).
///   - pages: The number of pages.
/// - Returns: The carousel, laid out.
/// - Throws: The layout errors of adding the sets (none in a window of a device preset).
public func carouselScreen(_ window: Window, pages: Int = 5) throws -> Carousel {
  let root = window.rootView
  let carousel = Carousel(name: "photos", pageCount: pages)
  root.addSubview(carousel)
  let portraitShare = window.traits.idiom == .pad ? 0.5 : 0.33
  try window.add([
    ConstraintSet("common") {
      carousel.leadingAnchor == root.leadingAnchor
      carousel.trailingAnchor == root.trailingAnchor
    },
    ConstraintSet("portrait", when: .verticalSizeClass(.regular).and(.orientation(.portrait))) {
      carousel.topAnchor == root.safeAreaLayoutGuide.topAnchor
      carousel.heightAnchor == root.heightAnchor * portraitShare
    },
    ConstraintSet("landscape", when: .orientation(.landscape)) {
      carousel.topAnchor == root.topAnchor
      carousel.heightAnchor == root.heightAnchor
    },
  ])
  window.layoutIfNeeded()
  return carousel
}

/// The catalogue's `carousel`: seed 000's screen on its second page, with the page before
/// and the page after (the cells the carousel keeps on hand) tabulated. The carousel is full
/// bleed: in landscape it covers the whole window, safe area or not.
public let carouselExample = Example(
  name: "carousel",
  summary: "seed 000: a paged carousel, 1/3 of a phone in portrait, full screen in landscape",
  fullBleedViews: ["photos"]
) { window in
  let carousel = try carouselScreen(window)
  carousel.scroll(toPage: 1)
  window.layoutIfNeeded()
  return [carousel] + cells(of: carousel, 0...2)
}
