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
}
