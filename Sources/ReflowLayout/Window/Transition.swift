/// Every view's frame and every scroll offset before and after a change of the window's
/// size, for animating it: ``frame(of:at:)`` interpolates each view relative to its
/// superview and composes the positions, so a child always moves with its parent (no
/// subview snapping ahead of its cell) and a paged scroll view's offset stays page x width
/// at every moment.
public struct Transition {
  struct State {
    /// Frame in the superview's coordinates (content coordinates inside a scroll view).
    let frame: Rect
    /// The content offset, for a scroll view.
    let offset: Point
  }

  let before: [ObjectIdentifier: State]
  let after: [ObjectIdentifier: State]
  /// The views after the change, parents before children.
  public let views: [View]
  /// The window's size before.
  public let startSize: Size
  /// The window's size after.
  public let endSize: Size

  init(before: [ObjectIdentifier: State], window: Window, startSize: Size) {
    self.before = before
    views = window.allViews
    after = Transition.capture(window)
    self.startSize = startSize
    endSize = window.size
  }

  static func capture(_ window: Window) -> [ObjectIdentifier: State] {
    var states: [ObjectIdentifier: State] = [:]
    for v in window.allViews {
      let offset = (v as? ScrollView)?.contentOffset ?? .zero
      states[ObjectIdentifier(v)] = State(frame: v.frame, offset: offset)
    }
    return states
  }

  /// `a` at `t = 0`, `b` at `t = 1`, linear between.
  static func mix(_ a: Double, _ b: Double, _ t: Double) -> Double { a + (b - a) * t }

  /// The view's frame relative to its superview at `t` (a view that appears keeps its final
  /// relative frame).
  func relativeFrame(_ view: View, _ t: Double) -> Rect? {
    guard let end = after[ObjectIdentifier(view)] else { return nil }
    let start = before[ObjectIdentifier(view)] ?? end
    let (a, b) = (start.frame, end.frame)
    return Rect(
      x: Self.mix(a.x, b.x, t), y: Self.mix(a.y, b.y, t), width: Self.mix(a.width, b.width, t),
      height: Self.mix(a.height, b.height, t))
  }

  /// The content offset of a scroll view at `t` (between 0 and 1).
  public func contentOffset(of scroll: ScrollView, at t: Double) -> Point? {
    guard let end = after[ObjectIdentifier(scroll)] else { return nil }
    let start = before[ObjectIdentifier(scroll)] ?? end
    return Point(
      x: Self.mix(start.offset.x, end.offset.x, t), y: Self.mix(start.offset.y, end.offset.y, t))
  }

  /// Where `view` is on screen at `t` (between 0 and 1), in window coordinates: its
  /// interpolated frame in its superview, placed in its superview's interpolated frame and
  /// moved by the scroll offsets around it. `nil` for a view no longer in the window.
  public func frame(of view: View, at t: Double) -> Rect? {
    guard var frame = relativeFrame(view, t) else { return nil }
    var parent = view.superview
    while let p = parent {
      guard let pf = relativeFrame(p, t) else { return nil }
      let offset = (p as? ScrollView).flatMap { contentOffset(of: $0, at: t) } ?? .zero
      frame = frame.offsetBy(dx: pf.x - offset.x, dy: pf.y - offset.y)
      parent = p.superview
    }
    return frame
  }

  /// Every view's on-screen frame at `t`, parents before children.
  public func frames(at t: Double) -> [(view: View, frame: Rect)] {
    views.compactMap { v in frame(of: v, at: t).map { (v, $0) } }
  }
}

extension Window {
  /// Turns the window a quarter, like ``rotate()``, and returns the ``Transition`` that
  /// animates it (with `animated: false`, the transition goes straight to the end).
  /// - Throws: As ``resize(to:traits:safeAreaInsets:)``; nothing changes then.
  @discardableResult
  public func rotate(animated: Bool) throws(LayoutError) -> Transition {
    layoutIfNeeded()
    let start = size
    let before = Transition.capture(self)
    try rotate()
    let transition = Transition(before: animated ? before : Transition.capture(self), window: self, startSize: start)
    return transition
  }
}
