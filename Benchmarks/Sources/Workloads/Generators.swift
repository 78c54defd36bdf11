/// The workloads of Docs/performance.md ("Targets and anchors"), generated deterministically (same
/// calls, same order, same numbers on every run and platform).
public enum Generators {
  /// The standard workloads, smallest first: what `reflow-run generate` writes and
  /// `kiwi/compare.py` runs.
  public static let standardNames = [
    "enaml", "tree_100", "chain_100", "flip_100", "tree_300", "chain_1000", "tree_1000",
    "flip_1000", "chain_10000", "tree_10000",
  ]
  /// The ones `compare.py --quick` runs (kiwi needs well under a second for each).
  public static let quickNames = ["enaml", "tree_100", "chain_100", "flip_100"]

  /// The workload with this name: `enaml`, `tree_<N>`, `chain_<N>`, `flip_<N>`, `stack_<N>`
  /// (N >= 2).
  public static func make(_ name: String) -> Workload? {
    if name == "enaml" { return enaml() }
    let parts = name.split(separator: "_")
    guard parts.count == 2, let n = Int(parts[1]), n >= 2 else { return nil }
    switch parts[0] {
    case "tree": return tree(n)
    case "chain": return chain(n)
    case "flip": return flip(n)
    case "stack": return stack(n)
    default: return nil
    }
  }

  /// The root's size in portrait; landscape swaps the two.
  public static let portrait: (width: Double, height: Double) = (393, 852)

  /// A view's four variables.
  struct View {
    let l: Lin, t: Lin, w: Lin, h: Lin
  }

  /// Children per parent in a view tree (breadth first: the children of view `p` are
  /// `4p+1 ... 4p+4`).
  public static let treeFanOut = 4

  /// Declares the variables of an `n`-view tree.
  static func treeViews(_ n: Int, _ b: inout WorkloadBuilder) -> [View] {
    (0..<n).map { i in
      View(
        l: b.variable("v\(i).l"), t: b.variable("v\(i).t"), w: b.variable("v\(i).w"),
        h: b.variable("v\(i).h"))
    }
  }

  /// Adds the root's edits (999) and suggestions (portrait) and, in one transaction, all the
  /// constraints of workload 2 (Docs/performance.md): the root's, the tree's, then the portrait
  /// set, and, when `landscapeAt` is given, the landscape set at that priority. Returns the ids of
  /// the two sets (the landscape ids are empty when it is not added) and, for every child with a
  /// set, the child and its parent.
  static func buildTree(
    _ views: [View], _ b: inout WorkloadBuilder, landscapeAt: Double? = nil
  ) -> (portrait: [Int], landscape: [Int], withSets: [(c: View, p: View)]) {
    let n = views.count
    let required = Workload.required
    let root = views[0]
    b.edit(root.w, 999)
    b.edit(root.h, 999)
    b.suggest(root.w, portrait.width)
    b.suggest(root.h, portrait.height)
    b.begin()
    b.add(root.l, .equal, 0, required)
    b.add(root.t, .equal, 0, required)
    var withSets: [(c: View, p: View)] = []
    var parent = 0
    while treeFanOut * parent + 1 < n {
      let p = views[parent]
      let first = treeFanOut * parent + 1
      let children = first..<min(first + treeFanOut, n)
      let frac = 0.8 / Double(children.count)
      for (j, index) in children.enumerated() {
        let c = views[index]
        b.add(c.l, .greaterThanOrEqual, p.l, required)
        b.add(c.l + c.w, .lessThanOrEqual, p.l + p.w, required)
        b.add(c.t, .greaterThanOrEqual, p.t, required)
        b.add(c.t + c.h, .lessThanOrEqual, p.t + p.h, required)
        b.add(c.w, .greaterThanOrEqual, 0, required)
        b.add(c.h, .greaterThanOrEqual, 0, required)
        if j == 0 {
          b.add(c.l, .equal, p.l + 8, 750)
        } else {
          let prev = views[index - 1]
          b.add(c.l, .equal, prev.l + prev.w + 8, 750)
        }
        if index == children.upperBound - 1 {
          b.add(c.l + c.w, .equal, p.l + p.w - 8, 500)
        }
        b.add(c.w, .equal, p.w * frac, 750)
        b.add(c.t, .equal, p.t + 8, 750)
        b.add(c.h, .equal, 44, 250)
        // The child's global index among all children is parent * 4 + j.
        if (parent * treeFanOut + j) % 5 == 0 { withSets.append((c, p)) }
      }
      parent += 1
    }
    var portraitIDs: [Int] = []
    for (c, p) in withSets {
      portraitIDs.append(b.add(c.h, .equal, c.w * 1.25, 600))
      portraitIDs.append(b.add(c.h, .greaterThanOrEqual, p.h * 0.25, 700))
    }
    var landscapeIDs: [Int] = []
    if let priority = landscapeAt {
      landscapeIDs = addLandscape(withSets, &b, priorities: (priority, priority))
    }
    b.commit()
    return (portraitIDs, landscapeIDs, withSets)
  }

  /// The real priorities of the landscape set: `w == 2h` and `h <= 0.5 parent.h`.
  public static let landscapePriorities: (Double, Double) = (650, 720)

  /// Adds the landscape set (two constraints per child with a set) and returns their ids.
  static func addLandscape(
    _ withSets: [(c: View, p: View)], _ b: inout WorkloadBuilder,
    priorities: (Double, Double) = landscapePriorities
  ) -> [Int] {
    var ids: [Int] = []
    for (c, p) in withSets {
      ids.append(b.add(c.w, .equal, c.h * 2, priorities.0))
      ids.append(b.add(c.h, .lessThanOrEqual, p.h * 0.5, priorities.1))
    }
    return ids
  }

  /// View tree `n` (workload 2 of Docs/performance.md): `n` views, 4 children per parent,
  /// breadth first.
  ///
  /// Phases: `build` (root edits at 999 suggested 393x852, then in one transaction the
  /// 2 root constraints, the tree's constraints and the portrait set); `rotate` (suggest
  /// 852x393, read all frames); `swap` (one transaction: remove the portrait set, add the
  /// landscape set).
  public static func tree(_ n: Int) -> Workload {
    precondition(n >= 2)
    var b = WorkloadBuilder(name: "tree_\(n)")
    let views = treeViews(n, &b)
    b.phase("build")
    let built = buildTree(views, &b)
    b.phase("rotate")
    b.suggest(views[0].w, portrait.height)
    b.suggest(views[0].h, portrait.width)
    b.read()
    b.phase("swap")
    b.begin()
    for id in built.portrait { b.remove(id) }
    _ = addLandscape(built.withSets, &b)
    b.commit()
    return b.workload
  }

  /// Priority flip on view tree `n` (workload 4 of Docs/performance.md): the tree with both
  /// sets, the landscape set at priority 1.
  ///
  /// Phases: `build` (as `tree_<n>`'s, plus the landscape set at priority 1 in the same
  /// transaction); `flip_setpriority` (one transaction: the portrait set to priority 1, the
  /// landscape set to its real priorities 650/720); untimed: `reset` and the same build again
  /// (a second copy); `flip_removeadd` (one transaction: remove the portrait set, remove the
  /// landscape set at 1, add the landscape set at its real priorities, as new constraints).
  public static func flip(_ n: Int) -> Workload {
    precondition(n >= 2)
    var b = WorkloadBuilder(name: "flip_\(n)")
    let views = treeViews(n, &b)
    b.phase("build")
    let buildStart = b.workload.ops.count
    let built = buildTree(views, &b, landscapeAt: 1)
    let buildOps = Array(b.workload.ops[buildStart...])
    b.phase("flip_setpriority")
    b.begin()
    for id in built.portrait { b.setPriority(id, 1) }
    for (k, id) in built.landscape.enumerated() {
      b.setPriority(id, k % 2 == 0 ? landscapePriorities.0 : landscapePriorities.1)
    }
    b.commit()
    b.untimed()
    b.reset()
    b.append(buildOps)
    b.phase("flip_removeadd")
    b.begin()
    for id in built.portrait { b.remove(id) }
    for id in built.landscape { b.remove(id) }
    for (k, id) in built.landscape.enumerated() {
      _ = b.copy(id, priority: k % 2 == 0 ? landscapePriorities.0 : landscapePriorities.1)
    }
    b.commit()
    return b.workload
  }

  /// Chain `n` (workload 3 of Docs/performance.md): view `i` placed after view `i-1`.
  ///
  /// Phase `build` (one transaction): `l0 == 0` and `w0 == 1000` required; for `i >= 1`,
  /// `l[i] == l[i-1] + w[i-1] + 8` and `w[i] == 0.9 * w[i-1]`, both at the priority
  /// cycling 999, 750, 250 (view 1 at 999). Widths shrink geometrically (0.9^i).
  public static func chain(_ n: Int) -> Workload {
    precondition(n >= 2)
    var b = WorkloadBuilder(name: "chain_\(n)")
    var l: [Lin] = [], w: [Lin] = []
    for i in 0..<n {
      l.append(b.variable("v\(i).l"))
      w.append(b.variable("v\(i).w"))
    }
    let cycle: [Double] = [999, 750, 250]
    b.phase("build")
    b.begin()
    b.add(l[0], .equal, 0, Workload.required)
    b.add(w[0], .equal, 1000, Workload.required)
    for i in 1..<n {
      let priority = cycle[(i - 1) % 3]
      b.add(l[i], .equal, l[i - 1] + w[i - 1] + 8, priority)
      b.add(w[i], .equal, 0.9 * w[i - 1], priority)
    }
    b.commit()
    return b.workload
  }

  /// Stacked items `n`, the solver alone (issue 15's removal benchmark): a column of `n` items,
  /// each a top `t`, a height `h`, a leading `l` and a trailing `r`, in a container of width
  /// `w` (an edit variable at 999, suggested 393).
  ///
  /// For item `i`: `t[i] == t[i-1] + h[i-1] + 8` required (`t[0] == 8`), `h[i] >= p` at 750
  /// and `h[i] <= p` at 250 (an intrinsic height's compression resistance and hugging; `p`
  /// cycles through 20, 24, ..., 36), `l[i] == 16` and `r[i] == w - 16` required: 5 per item,
  /// all added in one transaction, item by item.
  ///
  /// Phases: `build`; `remove_forward` (every constraint removed, one call each, in the order
  /// added); untimed: `reset` and the same build again; `remove_reverse` (the same removals in
  /// the opposite order).
  public static func stack(_ n: Int) -> Workload {
    precondition(n >= 2)
    var b = WorkloadBuilder(name: "stack_\(n)")
    let w = b.variable("w")
    var t: [Lin] = [], h: [Lin] = [], l: [Lin] = [], r: [Lin] = []
    for i in 0..<n {
      t.append(b.variable("v\(i).t"))
      h.append(b.variable("v\(i).h"))
      l.append(b.variable("v\(i).l"))
      r.append(b.variable("v\(i).r"))
    }
    b.phase("build")
    let buildStart = b.workload.ops.count
    b.edit(w, 999)
    b.suggest(w, 393)
    b.begin()
    var ids: [Int] = []
    for i in 0..<n {
      let p = Double(20 + 4 * (i % 5))
      ids.append(
        i == 0
          ? b.add(t[0], .equal, 8, Workload.required)
          : b.add(t[i], .equal, t[i - 1] + h[i - 1] + 8, Workload.required))
      ids.append(b.add(h[i], .greaterThanOrEqual, p, 750))
      ids.append(b.add(h[i], .lessThanOrEqual, p, 250))
      ids.append(b.add(l[i], .equal, 16, Workload.required))
      ids.append(b.add(r[i], .equal, w - 16, Workload.required))
    }
    b.commit()
    let buildOps = Array(b.workload.ops[buildStart...])
    b.untimed()
    b.read()
    b.phase("remove_forward")
    for id in ids { b.remove(id) }
    b.untimed()
    b.reset()
    b.append(buildOps)
    b.phase("remove_reverse")
    for id in ids.reversed() { b.remove(id) }
    return b.workload
  }
}
