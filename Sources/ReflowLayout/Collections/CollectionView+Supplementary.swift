// Headers and footers (UIKit's supplementary views): a layout such as ListLayout places them,
// the collection shows a view for each one near the screen, made by your provider once per
// header or footer and kept (hidden when far), pinned to its frame like a cell.

/// The collection's headers and footers: where the layout put them, the provider, and the
/// views made so far with their frame constraints.
struct _Supplementary {
  struct Key: Hashable {
    let kind: SupplementaryKind
    let section: Int
  }
  var items: [SupplementaryItem] = []
  var provider: ((SupplementaryKind, Int) -> View)?
  var views: [Key: (view: View, constraints: [LayoutConstraint], frame: Rect)] = [:]
}

extension CollectionView {
  /// Makes the view of a header or footer (UIKit's `supplementaryViewProvider`), given its
  /// kind and section; called once per header or footer, when it first comes near the
  /// screen. Without a provider, the layout's headers and footers take their room and show
  /// nothing.
  public var supplementaryViewProvider: ((SupplementaryKind, Int) -> View)? {
    get { supplementary.provider }
    set {
      supplementary.provider = newValue
      setNeedsLayout()
    }
  }

  /// The headers and footers of the last layout, in section order.
  public var supplementaryItems: [SupplementaryItem] { supplementary.items }

  /// The view shown for the header or footer of `section`, if it is near the screen.
  public func supplementaryView(ofKind kind: SupplementaryKind, at section: Int) -> View? {
    guard let entry = supplementary.views[_Supplementary.Key(kind: kind, section: section)],
      !entry.view.isHidden
    else { return nil }
    return entry.view
  }

  /// Shows the headers and footers near the screen at their frames (one transaction), hides
  /// the others; a failure keeps the previous frames, with the error in ``lastLayoutError``.
  func placeSupplementaryViews() {
    guard window != nil else { return }
    let area = nearScreenArea
    var wanted: [_Supplementary.Key: Rect] = [:]
    if let provider = supplementary.provider {
      for item in supplementary.items where item.frame.intersects(area, tolerance: -1e-9) {
        let key = _Supplementary.Key(kind: item.kind, section: item.section)
        wanted[key] = item.frame
        if supplementary.views[key] == nil {
          let view = provider(item.kind, item.section)
          addSubview(view)
          supplementary.views[key] = (view, [], .zero)
        }
      }
    }
    var new: [LayoutConstraint] = []
    var shifted: [(LayoutConstraint, Double)] = []
    var placed: [(_Supplementary.Key, [LayoutConstraint], Rect)] = []
    let guide = contentLayoutGuide
    for (key, entry) in supplementary.views {
      guard let f = wanted[key] else {
        entry.view.isHidden = true
        continue
      }
      entry.view.isHidden = false
      let inForce = entry.constraints.count == 4 && entry.constraints.allSatisfy(\.isActive)
      if inForce && entry.frame == f { continue }
      if inForce {
        let c = entry.constraints
        shifted += [(c[0], f.x), (c[1], f.y), (c[2], f.width), (c[3], f.height)]
        placed.append((key, c, f))
      } else {
        let view = entry.view
        let c = [
          view.leftAnchor == guide.leftAnchor + f.x, view.topAnchor == guide.topAnchor + f.y,
          view.widthAnchor == f.width, view.heightAnchor == f.height,
        ]
        new += c
        placed.append((key, c, f))
      }
    }
    guard let window, !placed.isEmpty else { return }
    do throws(LayoutError) {
      try window.transaction { () throws(LayoutError) in
        if !shifted.isEmpty { try window.engine.setConstants(shifted, in: window) }
        try activate(new)
      }
    } catch {
      lastLayoutError = error
      return
    }
    for (key, constraints, f) in placed {
      supplementary.views[key]?.constraints = constraints
      supplementary.views[key]?.frame = f
    }
  }
}
