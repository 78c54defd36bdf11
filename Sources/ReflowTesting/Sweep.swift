import ReflowLayout

/// One run of a sweep: a device, the orientation the window starts in, and the
/// orientations it then turns to, in order (repeats allowed: turning to the orientation in
/// force must change nothing), in a layout direction and at a content size category.
public struct SweepCase: Hashable, Sendable, CustomStringConvertible {
  /// The device.
  public let device: Device
  /// The orientation the window is made in.
  public let start: Orientation
  /// The orientations to turn to, one step each.
  public let steps: [Orientation]
  /// The window's layout direction (left to right unless given).
  public let layoutDirection: LayoutDirection
  /// The window's content size category, the reader's text size (`.large`, the default,
  /// unless given); rotations keep it.
  public let contentSizeCategory: ContentSizeCategory

  /// A case of your own.
  public init(
    device: Device, start: Orientation, steps: [Orientation],
    layoutDirection: LayoutDirection = .leftToRight,
    contentSizeCategory: ContentSizeCategory = .large
  ) {
    self.device = device
    self.start = start
    self.steps = steps
    self.layoutDirection = layoutDirection
    self.contentSizeCategory = contentSizeCategory
  }

  /// `iPhone 16: portrait -> landscape -> portrait`, followed by `, rightToLeft` for a
  /// right-to-left case and by the category's short name (`, AX2`) for a text size other
  /// than the default.
  public var description: String {
    "\(device.name): " + ([start] + steps).map(\.description).joined(separator: " -> ")
      + (layoutDirection == .leftToRight ? "" : ", \(layoutDirection)")
      + (contentSizeCategory == .large ? "" : ", \(contentSizeCategory.shortName)")
  }

  /// Every device with each rotation sequence: portrait, landscape, portrait; landscape,
  /// portrait, landscape; and portrait, portrait (idempotent), landscape, landscape; in each
  /// of `directions` (`LayoutDirection.allCases`: both) and at each of `categories`
  /// (`[.large, .extraExtraExtraLarge, .accessibilityLarge]`, say, for Dynamic Type).
  /// - Parameters:
  ///   - devices: The devices; the full-screen presets by default.
  ///   - directions: The layout directions; left to right only by default.
  ///   - categories: The content size categories; the default text size only by default.
  /// - Returns: Every combination, directions outermost, then categories, then devices.
  public static func all(
    _ devices: [Device] = Device.all, directions: [LayoutDirection] = [.leftToRight],
    categories: [ContentSizeCategory] = [.large]
  ) -> [SweepCase] {
    directions.flatMap { direction in
      categories.flatMap { category in
        devices.flatMap { d in
          [
            (Orientation.portrait, [Orientation.landscape, .portrait]),
            (.landscape, [.portrait, .landscape]), (.portrait, [.portrait, .landscape, .landscape]),
          ].map { start, steps in
            SweepCase(
              device: d, start: start, steps: steps, layoutDirection: direction,
              contentSizeCategory: category)
          }
        }
      }
    }
  }
}

/// Runs one sweep case: makes the device's window in the starting orientation, at the case's
/// content size category (and in its layout direction), builds the layout with `build`, lays
/// it out, then turns it through the steps. After the build and after every step it checks
/// ``assertLayoutInvariants(_:)``, that every paged scroll view (a carousel, a pager) shows a
/// whole page (``assertOnPage(_:_:tolerance:)``), the one it showed before the step if it
/// still has as many pages, and then your `check` (which may scroll: the page it leaves is
/// the one the next step must keep).
///
/// ```swift
/// @Test(arguments: SweepCase.all())
/// func cardScreen(_ sweep: SweepCase) throws {
///   try run(sweep, build: { window in ... }) { window, step in
///     try assertInsideSafeArea([card])
///   }
/// }
/// ```
/// - Parameters:
///   - sweep: The device, starting orientation and steps.
///   - build: Builds the layout into the new window.
///   - check: Called with the window and the step's index (0 after the build).
/// - Throws: The first failure, with the case and step in its message.
public func run(
  _ sweep: SweepCase, build: (Window) throws -> Void,
  check: (Window, Int) throws -> Void = { _, _ in }
) throws {
  let window = sweep.device.window(sweep.start, contentSizeCategory: sweep.contentSizeCategory)
  if sweep.layoutDirection != window.traits.layoutDirection {
    var traits = window.traits
    traits.layoutDirection = sweep.layoutDirection
    try window.resize(to: window.size, traits: traits)
  }
  try build(window)
  window.layoutIfNeeded()
  var pages: [ObjectIdentifier: (page: Int, count: Int)] = [:]
  for (index, orientation) in ([nil] + sweep.steps.map(Optional.some)).enumerated() {
    if let orientation {
      let before = window.dump()
      let alreadyThere = window.traits.orientation == orientation
      try window.rotate(to: orientation)
      if alreadyThere && window.dump() != before {
        throw LayoutAssertionFailure(
          message: "\(sweep), step \(index): turning to \(orientation) again changed the layout",
          dump: window.dump())
      }
    }
    do {
      try assertLayoutInvariants(window)
      for scroll in pagedScrollViews(in: window) {
        // The page shown before the step, where the content still holds as many pages.
        let before = pages[ObjectIdentifier(scroll)]
        let kept = before.flatMap { $0.count == scroll.pageCount ? $0.page : nil }
        try assertOnPage(scroll, kept ?? scroll.currentPage)
      }
      try check(window, index)
      pages = [:]
      for scroll in pagedScrollViews(in: window) {
        pages[ObjectIdentifier(scroll)] = (scroll.currentPage, scroll.pageCount)
      }
    } catch let failure as LayoutAssertionFailure {
      throw LayoutAssertionFailure(
        message: "\(sweep), step \(index) (\(window.traits.orientation)): \(failure.message)",
        dump: failure.dump)
    }
  }
}

/// The window's scroll views with paging enabled, hidden ones included.
func pagedScrollViews(in window: Window) -> [ScrollView] {
  var found: [ScrollView] = []
  var stack = [window.rootView]
  while let view = stack.popLast() {
    if let scroll = view as? ScrollView, scroll.isPagingEnabled { found.append(scroll) }
    stack += view.subviews
  }
  return found
}
