/// A paged, full-width, horizontally scrolling collection: one page per item, each page the
/// carousel's own size (seed 000's image carousel).
///
/// Its height is yours to give, typically with constraint sets (a third of the window in
/// portrait on a phone, half on a pad, all of it in landscape). The visible page survives
/// every size change: the offset is page x the new width, at every size the carousel passes
/// through, so no neighbouring page shows during a rotation.
open class Carousel: CollectionView {
  /// A carousel named `name` of `pageCount` pages, each page made by `page` (by default a
  /// plain view named `<name>.page<n>`).
  public init(name: String, pageCount: Int, page: ((Int) -> View)? = nil) {
    let makePage = page ?? { View(name: "\(name).page\($0)") }
    super.init(
      name: name,
      layout: FlowLayout(scrollDirection: .horizontal) { context in context.bounds },
      numberOfItems: pageCount, cell: makePage)
    isPagingEnabled = true
  }
}
