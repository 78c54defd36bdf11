/// A paged, full-width, horizontally scrolling collection: one page per item, each page the
/// carousel's own size (seed 000's image carousel).
///
/// Its height is yours to give, typically with constraint sets (a third of the window in
/// portrait on a phone, half on a pad, all of it in landscape). The visible page survives
/// every size change: the offset is page x the new width, at every size the carousel passes
/// through, so no neighbouring page shows during a rotation.
///
/// A page's content is set up as a ``CollectionView``'s cell's: `setUp` adds its subviews and
/// activates their constraints once per page view, and they stay with it, so a carousel
/// removed from its window and added again (at the same size, after a rotation, in another
/// window) lays its pages out again with them, at the new page size.
open class Carousel: CollectionView {
  /// A carousel named `name` of `pageCount` pages.
  /// - Parameters:
  ///   - name: The name, used in messages and dumps.
  ///   - pageCount: How many pages there are.
  ///   - page: Makes a page view, given the index of the first page it shows (by default a
  ///     plain view named `<name>.page<n>`); page views are reused for other pages.
  ///   - setUp: Called once per new page view, once it is in the window: add its content and
  ///     activate the content's constraints here (relative to the page view, which has the
  ///     carousel's size); they stay with it through reuse and through the carousel leaving
  ///     and joining a window. An error is kept in ``CollectionView/lastLayoutError``.
  ///   - configure: Called whenever a page view is given a page (a new one after `setUp`, a
  ///     reused one): show the page's content here.
  public init(
    name: String, pageCount: Int, page: ((Int) -> View)? = nil,
    setUp: ((View) throws(LayoutError) -> Void)? = nil,
    configure: ((View, Int) -> Void)? = nil
  ) {
    let makePage = page ?? { View(name: "\(name).page\($0)") }
    super.init(
      name: name,
      layout: FlowLayout(scrollDirection: .horizontal) { context in context.bounds },
      numberOfItems: pageCount, cell: makePage, setUp: setUp, configure: configure)
    isPagingEnabled = true
  }
}
