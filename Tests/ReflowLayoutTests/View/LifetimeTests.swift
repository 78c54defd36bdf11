import ReflowLayout
import ReflowTesting
import Testing

/// Views hold their superview, window and guides' owner without keeping them alive (as
/// UIKit's weak references do): what outlives its container is left pointing to nothing,
/// never to freed memory, and a released window frees its whole tree.
@Suite("Lifetimes of views, guides and windows")
struct LifetimeTests {
  /// Records the order of `layoutSubviews()` calls.
  private final class Recording: View {
    var log: (String) -> Void = { _ in }
    override func layoutSubviews() { log(name) }
  }

  @Test("A subview that outlives its superview has none, and can join another view")
  func subviewOutlivesSuperview() throws {
    var parent: View? = View(name: "parent")
    let child = View(name: "child")
    parent!.addSubview(child)
    #expect(child.superview === parent)
    parent = nil
    #expect(child.superview == nil)
    let other = View(name: "other")
    other.addSubview(child)
    #expect(child.superview === other)
    #expect(other.subviews.map(\.name) == ["child"])
  }

  @Test("A guide that outlives its view has no owner and no window")
  func guideOutlivesView() throws {
    let window = Device.iPhone16.window()
    var view: View? = addView("box", to: window.rootView)
    let guide = view!.layoutMarginsGuide
    #expect(guide.owningView === view)
    view!.removeFromSuperview()
    view = nil
    #expect(guide.owningView == nil)
    #expect(guide.layoutFrame == .zero)
  }

  @Test("A view that outlives its window is out of any window, and can join another")
  func viewOutlivesWindow() throws {
    var window: Window? = Device.iPhone16.window()
    let box = addView("box", to: window!.rootView)
    try activate {
      box.edges == window!.rootView.edges
    }
    window!.layoutIfNeeded()
    #expect(box.frame == Rect(x: 0, y: 0, width: 393, height: 852))
    window = nil
    #expect(box.window == nil)
    #expect(box.frame == .zero)
    let next = Device.iPhone16.window(.landscape)
    box.removeFromSuperview()
    next.rootView.addSubview(box)
    try activate {
      box.edges == next.rootView.edges
    }
    next.layoutIfNeeded()
    #expect(box.frame == Rect(x: 0, y: 0, width: 852, height: 393))
  }

  @Test("Releasing a window frees its views, guides and constraints")
  func windowFreesItsTree() throws {
    weak var probeWindow: Window?
    weak var probeView: View?
    weak var probeGuide: LayoutGuide?
    do {
      let window = Device.iPhone16.window()
      let scroll = ScrollView(name: "scroll")
      window.rootView.addSubview(scroll)
      let content = addView("content", to: scroll)
      try activate {
        scroll.edges == window.rootView.safeAreaLayoutGuide.edges
        content.edges == scroll.contentLayoutGuide.edges
        content.widthAnchor == scroll.frameLayoutGuide.widthAnchor
        content.heightAnchor == 2000
      }
      try window.rotate()
      probeWindow = window
      probeView = content
      probeGuide = scroll.layoutMarginsGuide
    }
    #expect(probeWindow == nil)
    #expect(probeView == nil)
    #expect(probeGuide == nil)
  }

  @Test("allViews follows views joining, leaving and moving, each before its subviews")
  func allViewsFollowsTheTree() throws {
    let window = Device.iPhone16.window()
    let root = window.rootView
    let a = addView("a", to: root)
    let b = addView("b", to: root)
    let c = addView("c", to: a)
    #expect(window.allViews.map(\.name) == [root.name, "a", "c", "b"])
    root.insertSubview(b, at: 0)
    #expect(window.allViews.map(\.name) == [root.name, "b", "a", "c"])
    b.addSubview(a)
    #expect(window.allViews.map(\.name) == [root.name, "b", "a", "c"])
    #expect(a.superview === b)
    a.removeFromSuperview()
    #expect(window.allViews.map(\.name) == [root.name, "b"])
    #expect(c.window == nil && a.window == nil)
  }

  @Test("After a subtree moves up, layoutSubviews still runs parents first")
  func depthFollowsMoves() throws {
    let window = Device.iPhone16.window()
    let root = window.rootView
    var calls: [String] = []
    func recording(_ name: String, in parent: View) -> Recording {
      let v = Recording(name: name)
      v.log = { calls.append($0) }
      parent.addSubview(v)
      return v
    }
    let outer = recording("outer", in: root)
    let middle = recording("middle", in: outer)
    let inner = recording("inner", in: middle)
    let leaf = recording("leaf", in: inner)
    // Move `inner` (with `leaf`) from depth 3 to depth 1, beside `outer`.
    root.addSubview(inner)
    let width = outer.widthAnchor == 100
    try activate {
      for v in [outer, middle, inner, leaf] as [View] {
        v.topAnchor == root.topAnchor
        v.leadingAnchor == root.leadingAnchor
        v.heightAnchor == 50
      }
      width
      middle.widthAnchor == outer.widthAnchor
      inner.widthAnchor == outer.widthAnchor
      leaf.widthAnchor == inner.widthAnchor
    }
    window.layoutIfNeeded()
    calls.removeAll()
    try width.setConstant(200)
    window.layoutIfNeeded()
    // inner (depth 1) before middle and leaf (depth 2); outer first in the window's order.
    #expect(calls == ["outer", "inner", "middle", "leaf"])
  }

  @Test("Adding a view to itself or to its own subtree does nothing")
  func noCycles() throws {
    let window = Device.iPhone16.window()
    let outer = addView("outer", to: window.rootView)
    let inner = addView("inner", to: outer)
    outer.addSubview(outer)
    inner.addSubview(outer)
    inner.insertSubview(window.rootView, at: 0)
    #expect(outer.superview === window.rootView && inner.superview === outer)
    #expect(inner.subviews.isEmpty && window.rootView.superview == nil)
    #expect(window.allViews.map(\.name) == [window.rootView.name, "outer", "inner"])
  }

  /// Checks that every reference between views, guides and windows points both ways.
  private func checkReferences(_ windows: [Window?], _ views: [View?]) -> String? {
    for case let window? in windows {
      for v in window.allViews where v.window !== window {
        return "\(v.name) is listed in \(window.name) but its window is \(v.window?.name ?? "nil")"
      }
    }
    for case let v? in views {
      if let w = v.window, !w.allViews.contains(where: { $0 === v }) {
        return "\(v.name) says it is in \(w.name), which does not list it"
      }
      if let s = v.superview, !s.subviews.contains(where: { $0 === v }) {
        return "\(v.name)'s superview \(s.name) does not list it"
      }
      if v.superview == nil, v.window != nil, v.window?.rootView !== v {
        return "\(v.name) has no superview but is in a window"
      }
      for s in v.subviews where s.superview !== v { return "\(s.name) does not point to \(v.name)" }
      for g in v.layoutGuides where g.owningView !== v { return "\(g.name) does not point to \(v.name)" }
    }
    return nil
  }

  @Test("Random moves, drops and rotations leave no reference dangling", arguments: [1, 2, 3, 4] as [UInt64])
  func randomLifetimes(seed: UInt64) throws {
    var random = SplitMix64(seed: seed)
    var windows: [Window?] = [nil, nil]
    var views: [View?] = Array(repeating: nil, count: 10)
    var guides: [LayoutGuide] = []
    var made = 0
    for step in 0..<1_500 {
      let i = random.next(below: views.count), j = random.next(below: views.count)
      let k = random.next(below: windows.count)
      switch random.next(below: 12) {
      case 0, 1:
        made += 1
        views[i] = View(name: "v\(made)")
      case 2:
        if let a = views[i], let b = views[j] { b.insertSubview(a, at: random.next(below: 3)) }
      case 3:
        if let a = views[i], let w = windows[k] { w.rootView.addSubview(a) }
      case 4:
        views[i]?.removeFromSuperview()
      case 5:
        views[i] = nil
      case 6:
        windows[k] = nil
      case 7:
        if windows[k] == nil {
          made += 1
          windows[k] = try Window(name: "w\(made)", size: Size(width: 400, height: 800))
        }
      case 8:
        // A window's root view stays where it is; a former one can move.
        if let a = views[i], let w = windows[k] {
          a.addSubview(w.rootView)
          if w.rootView.superview != nil {
            Issue.record("seed \(seed), step \(step): the root view of \(w.name) moved")
            return
          }
        }
      case 9:
        if let a = views[i] {
          if random.next(below: 2) == 0 {
            _ = a.layoutMarginsGuide
          } else {
            let g = LayoutGuide(name: "g\(step)")
            a.addLayoutGuide(g)
            guides.append(g)
          }
        }
      case 10:
        if let a = views[i], let parent = a.superview, a.window != nil {
          try? activate([a.widthAnchor == parent.widthAnchor * 0.5, a.leadingAnchor == parent.leadingAnchor])
        }
      default:
        try windows[k]?.rotate()
        windows[k]?.layoutIfNeeded()
      }
      if let problem = checkReferences(windows, views) {
        Issue.record("seed \(seed), step \(step): \(problem)")
        return
      }
      for g in guides where g.owningView != nil && !(g.owningView!.layoutGuides.contains { $0 === g }) {
        Issue.record("seed \(seed), step \(step): \(g.name) points to a view that does not own it")
        return
      }
      if guides.count > 20 { guides.removeFirst(10) }
    }
  }

  /// Takes its subviews and guides out in its own deinit (which runs before `View`'s).
  private final class Tidy: View {
    deinit {
      for s in subviews { s.removeFromSuperview() }
      for g in layoutGuides { removeLayoutGuide(g) }
    }
  }

  @Test("A subclass that removes its subviews and guides in its deinit works")
  func subclassDeinit() throws {
    let child = View(name: "child")
    let guide = LayoutGuide(name: "spacer")
    do {
      let parent = Tidy(name: "parent")
      parent.addSubview(child)
      parent.addLayoutGuide(guide)
      #expect(child.superview === parent && guide.owningView === parent)
    }
    #expect(child.superview == nil && guide.owningView == nil)
  }

  @Test("Views kept from deep inside a released tree lose the superview that went, only it")
  func keptFromReleasedTree() throws {
    // top > a > b > c and top > d > e > f: b (with c) and f are kept, the rest released with
    // `top`; a, d and e are plain views released by `View`'s loop, not by recursion.
    let (b, c, f) = (View(name: "b"), View(name: "c"), View(name: "f"))
    var guide: LayoutGuide?
    do {
      let top = View(name: "top")
      let (a, d, e) = (View(name: "a"), View(name: "d"), View(name: "e"))
      top.addSubview(a)
      a.addSubview(b)
      b.addSubview(c)
      top.addSubview(d)
      d.addSubview(e)
      e.addSubview(f)
      guide = e.layoutMarginsGuide
      #expect(f.superview === e && guide?.owningView === e)
    }
    #expect(b.superview == nil && f.superview == nil && guide?.owningView == nil)
    #expect(c.superview === b && b.subviews.map(\.name) == ["c"])
    // They can join another tree, and leave it.
    let other = View(name: "other")
    other.addSubview(b)
    other.addSubview(f)
    #expect(b.superview === other && f.superview === other)
    f.removeFromSuperview()
    #expect(f.superview == nil && other.subviews.map(\.name) == ["b"])
  }

  @Test("A window's root view stays in its window: removing it does nothing")
  func rootStays() throws {
    var first: Window? = Device.iPhone16.window()
    let second = Device.iPhone16.window()
    let root = first!.rootView
    let box = addView("box", to: root)
    root.removeFromSuperview()
    #expect(root.window === first && box.window === first)
    second.rootView.addSubview(root)
    #expect(root.superview == nil && second.allViews.count == 1)
    first = nil
    // Once its window is gone, a root view is a view like any other.
    #expect(root.window == nil && box.window == nil)
    second.rootView.addSubview(root)
    try activate { box.edges == second.rootView.edges }
    second.layoutIfNeeded()
    #expect(box.frameInWindow == Rect(x: 0, y: 0, width: 393, height: 852))
    box.removeFromSuperview()
    #expect(second.constraints.isEmpty && box.window == nil && root.window === second)
  }
}
