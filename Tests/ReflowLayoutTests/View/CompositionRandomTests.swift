import ReflowLayout
import ReflowTesting
import Testing

/// Random moves, removals, activations and deactivations of views in and out of a window,
/// against a model of UIKit's rule: a constraint activated on views of one tree (in a window
/// or not) stays active until it is deactivated or one of its items leaves the items'
/// closest common ancestor (`removeFromSuperview` removes the constraints that refer to the
/// view from the views above it); reordering among siblings keeps it. After every step, each
/// constraint's `isActive` matches the model, and the window lists exactly the active ones
/// whose items are in it.
@Suite("Composition against a model of UIKit's rule")
struct CompositionRandomTests {
  /// The closest common ancestor of two views (a view is its own ancestor), by walking up.
  private static func ancestor(_ a: View, _ b: View?) -> View? {
    guard let b else { return a }
    var x: View? = a
    while let v = x {
      if b.isDescendant(of: v) { return v }
      x = v.superview
    }
    return nil
  }

  @Test("Random steps keep isActive and the window's constraints as UIKit's rule says",
        arguments: [1, 2, 3, 4, 5] as [UInt64])
  func randomComposition(seed: UInt64) throws {
    var random = SplitMix64(seed: seed)
    let window = try Window(size: Size(width: 300, height: 300))
    let root = window.rootView
    let views = (0..<8).map { View(name: "v\($0)") }
    var made: [(LayoutConstraint, View, View?)] = []
    var active = Set<ObjectIdentifier>()

    /// The model's removal rule, applied before `view` leaves its superview.
    func leaving(_ view: View) {
      guard view.superview != nil else { return }
      for (c, a, b) in made where active.contains(ObjectIdentifier(c)) {
        let inside = a.isDescendant(of: view) || (b?.isDescendant(of: view) ?? false)
        guard inside, let holder = Self.ancestor(a, b) else { continue }
        if !holder.isDescendant(of: view) { active.remove(ObjectIdentifier(c)) }
      }
    }

    for step in 0..<600 {
      let a = views[random.next(below: views.count)]
      let b = views[random.next(below: views.count)]
      let what: String
      switch random.next(below: 8) {
      case 0, 1:
        let parent = random.next(below: 3) == 0 ? root : b
        what = "insert \(a.name) into \(parent.name)"
        if !parent.isDescendant(of: a) && a.superview !== parent { leaving(a) }
        parent.insertSubview(a, at: random.next(below: 3))
      case 2:
        what = "remove \(a.name)"
        leaving(a)
        a.removeFromSuperview()
      case 3, 4:
        let priority = Priority(Float(100 + random.next(below: 600)))
        let c: LayoutConstraint
        let second: View?
        switch random.next(below: 3) {
        case 0: c = a.widthAnchor == b.widthAnchor * 0.5 + 10 ~ priority; second = b
        case 1: c = a.topAnchor == b.bottomAnchor + 4 ~ priority; second = b
        default: c = a.heightAnchor == Double(random.next(below: 90)) ~ priority; second = nil
        }
        what = "activate \(c)"
        made.append((c, a, second))
        let shared = Self.ancestor(a, second) != nil
        let succeeded: Bool
        if random.next(below: 2) == 0 {
          do { try activate(c); succeeded = true } catch { succeeded = false }
        } else {
          c.isActive = true
          succeeded = c.lastLayoutError == nil
        }
        #expect(succeeded == shared, "seed \(seed) step \(step): \(what): \(String(describing: c.lastLayoutError))")
        if shared { active.insert(ObjectIdentifier(c)) }
      case 5, 6:
        guard !made.isEmpty else { continue }
        let c = made[random.next(below: made.count)].0
        what = "deactivate \(c)"
        if random.next(below: 2) == 0 { try deactivate(c) } else { c.isActive = false }
        active.remove(ObjectIdentifier(c))
      default:
        guard !made.isEmpty else { continue }
        let c = made[random.next(below: made.count)].0
        what = "constant of \(c)"
        c.constant = Double(random.next(below: 50))
        #expect(c.lastLayoutError == nil, "seed \(seed) step \(step): \(what)")
      }
      let listedIDs = Set(window.constraints.map(ObjectIdentifier.init))
      for (c, x, y) in made {
        let expected = active.contains(ObjectIdentifier(c))
        #expect(c.isActive == expected,
                "seed \(seed) step \(step) after \(what): `\(c)` active \(c.isActive), model \(expected)")
        let inWindow = x.window === window && (y == nil || y!.window === window)
        let listed = listedIDs.contains(ObjectIdentifier(c))
        #expect(listed == (expected && inWindow),
                "seed \(seed) step \(step) after \(what): `\(c)` listed \(listed)")
      }
    }
    // Only refused activations (items in no shared tree) were reported.
    #expect(window.layoutErrors.allSatisfy { if case .notInWindow = $0 { true } else { false } })
  }
}
