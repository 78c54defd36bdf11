@_exported import ReflowSolver

/// An attribute of a view or layout guide that constraints relate, as in Auto Layout.
///
/// Leading and trailing are left and right in a left-to-right view, right and left in a
/// right-to-left one (see ``View/effectiveUserInterfaceLayoutDirection``).
public enum LayoutAttribute: String, Hashable, Sendable, CustomStringConvertible {
  /// The left edge.
  case left
  /// The right edge.
  case right
  /// The top edge.
  case top
  /// The bottom edge.
  case bottom
  /// The leading edge (the left edge, the right one right to left).
  case leading
  /// The trailing edge (the right edge, the left one right to left).
  case trailing
  /// The width.
  case width
  /// The height.
  case height
  /// The horizontal centre.
  case centerX
  /// The vertical centre.
  case centerY
  /// The first baseline of a view's text (its bottom for a view without text).
  case firstBaseline
  /// The last baseline of a view's text (its bottom for a view without text).
  case lastBaseline

  /// The attribute's name, as in `card.leading`.
  public var description: String { rawValue }
}

/// What views and layout guides have in common: a name, a rectangle laid out by the solver,
/// and anchors to constrain it.
///
/// The rectangle is held as four solver variables (left, top, width, height) in the
/// coordinates of the item's superview (a view) or owning view (a guide), as UIKit's frames
/// are: moving a container does not touch its content's variables, so a rotation re-solves
/// only what really moves. A constraint between two items is written in the coordinates of
/// their nearest common view. You do not create layout items directly: use ``View`` or
/// ``LayoutGuide``.
open class LayoutItem: CustomStringConvertible {
  /// The name used in every message, dump and picture.
  public let name: String

  let left: Variable
  let top: Variable
  let width: Variable
  let height: Variable

  /// Constraints this item needs for itself (margins, safe area, intrinsic size), each with
  /// what it is for; in the solver while the item is in a window.
  @exclusivity(unchecked) var systemConstraints: [_SystemConstraint] = []

  /// Whether the item is among those a window is taking out of its solver (`uninstall`):
  /// `true` only while that runs.
  @exclusivity(unchecked) var isLeaving = false

  /// The reference constraints hold to this item (see ``_ItemReference``), made when the
  /// first constraint mentions it.
  private var storedReference: _ItemReference?

  init(name: String) {
    self.name = name
    left = Variable("\(name).left")
    top = Variable("\(name).top")
    width = Variable("\(name).width")
    height = Variable("\(name).height")
  }

  deinit {
    storedReference?.isAlive = false
  }

  /// The reference a constraint holds to this item: it does not keep the item alive.
  var reference: _ItemReference {
    if let storedReference { return storedReference }
    let made = _ItemReference(self)
    storedReference = made
    return made
  }

  /// The window whose solver lays this item out, if it is in one.
  var layoutWindow: Window? { nil }

  /// The constraints the item needs for itself, made from its current state.
  func makeSystemConstraints() -> [_SystemConstraint] { [] }

  /// The item's name.
  public var description: String { name }

  /// The view whose coordinates the item's variables are in: the superview of a view, the
  /// owning view of a guide; `nil` for the root view (window coordinates) and outside a tree.
  var coordinateParent: View? { nil }

  /// The first view whose coordinates can express this item: the item itself if it is a
  /// view, else its coordinate parent. That view's ancestors can too.
  var nearestView: View? { coordinateParent }

  /// The solver expression of `attribute` in the coordinates of `space` (``nearestView`` or
  /// one of its ancestors; `nil` for the window's): the item's own variables, plus the
  /// origins of the views between it and `space` for a position. A view's own edges in its
  /// own coordinates are constants (its left is 0, its right its width). Leading and
  /// trailing resolve in the item's direction unless `rightToLeft` says otherwise (a
  /// constraint resolves both its sides in one direction).
  func expression(_ attribute: LayoutAttribute, in space: View?, rightToLeft: Bool? = nil)
    -> Expression
  {
    let rtl = rightToLeft ?? isRightToLeft
    let own = space === self
    let x: Expression = own ? Expression(constant: 0) : offset(of: left, in: space, \.left)
    let y: Expression = own ? Expression(constant: 0) : offset(of: top, in: space, \.top)
    switch attribute {
    case .left: return x
    case .right: return x + width
    case .leading: return rtl ? x + width : x
    case .trailing: return rtl ? x : x + width
    case .centerX: return x + 0.5 * width
    case .top: return y
    case .bottom: return y + height
    case .centerY: return y + 0.5 * height
    case .width: return Expression(width)
    case .height: return Expression(height)
    case .firstBaseline, .lastBaseline:
      return (self as? View)?.baselineExpression(attribute, in: space) ?? y + height
    }
  }

  /// `variable` (the item's left or top) plus the matching origin of every view from the
  /// coordinate parent up to, not including, `space`.
  private func offset(of variable: Variable, in space: View?, _ origin: KeyPath<LayoutItem, Variable>)
    -> Expression
  {
    var terms: [Term] = []
    appendOffset(of: variable, in: space, horizontal: origin == \LayoutItem.left, scale: 1, to: &terms)
    return Expression(terms: terms, constant: 0)
  }

  /// Appends `scale` times `variable` and the origins of the views from the coordinate parent
  /// up to, not including, `space` (their lefts if `horizontal`, else their tops).
  private func appendOffset(
    of variable: Variable, in space: View?, horizontal: Bool, scale: Double,
    to terms: inout [Term]
  ) {
    terms.append(Term(variable, scale))
    var next = coordinateParent
    let first = terms.count
    while let v = next, v !== space {
      terms.append(Term(horizontal ? v.left : v.top, scale))
      next = v.coordinateParent
    }
    if terms.count > first { layoutWindow?.ancestorSteps &+= terms.count - first }
  }

  /// Appends `scale` times the expression of `attribute` in `space` to `terms` and returns its
  /// constant times `scale`: the terms of ``expression(_:in:rightToLeft:)``, in its order and
  /// with its coefficients times `scale`, without making an expression per attribute (a
  /// constraint's solver form was five arrays; now it is one).
  func appendTerms(
    _ attribute: LayoutAttribute, in space: View?, rightToLeft rtl: Bool, scale: Double,
    to terms: inout [Term]
  ) -> Double {
    let own = space === self
    switch attribute {
    case .width:
      terms.append(Term(width, scale))
    case .height:
      terms.append(Term(height, scale))
    case .left, .right, .leading, .trailing, .centerX:
      if !own { appendOffset(of: left, in: space, horizontal: true, scale: scale, to: &terms) }
      let widthFactor: Double
      switch attribute {
      case .left: widthFactor = 0
      case .right: widthFactor = 1
      case .leading: widthFactor = rtl ? 1 : 0
      case .trailing: widthFactor = rtl ? 0 : 1
      default: widthFactor = 0.5
      }
      if widthFactor != 0 { terms.append(Term(width, widthFactor * scale)) }
    case .top, .bottom, .centerY:
      if !own { appendOffset(of: top, in: space, horizontal: false, scale: scale, to: &terms) }
      let heightFactor: Double = attribute == .top ? 0 : attribute == .bottom ? 1 : 0.5
      if heightFactor != 0 { terms.append(Term(height, heightFactor * scale)) }
    case .firstBaseline, .lastBaseline:
      let e = expression(attribute, in: space, rightToLeft: rtl)
      for t in e.terms { terms.append(Term(t.variable, t.coefficient * scale)) }
      return e.constant * scale
    }
    return 0 * scale
  }

  /// The nearest view that holds both items (UIKit's closest common ancestor, where an
  /// active constraint is installed): the nearest view of each (a guide's owning view) and
  /// the first view above both. `nil` when they share no view tree (or a guide has no owner).
  /// - Complexity: O(depth): the deeper view climbs to the other's depth, then both climb
  ///   together (a view's depth is kept up to date as it moves).
  static func commonAncestor(_ a: LayoutItem, _ b: LayoutItem?) -> View? {
    guard let x = a.nearestView else { return nil }
    guard let b else { return x }
    guard var y = b.nearestView else { return nil }
    var x2 = x
    var steps = 0
    defer { if steps > 0 { x.window?.ancestorSteps &+= steps } }
    // The depths read once: each read of a class's property is an access check.
    let (dx, dy) = (x.depth, y.depth)
    for _ in 0..<max(0, dx - dy) {
      guard let up = x2.superview else { return nil }
      x2 = up
    }
    for _ in 0..<max(0, dy - dx) {
      guard let up = y.superview else { return nil }
      y = up
    }
    steps = abs(dx - dy)
    while x2 !== y {
      guard let upX = x2.superview, let upY = y.superview else { return nil }
      (x2, y) = (upX, upY)
      steps += 2
    }
    return x2
  }

  /// The nearest view whose coordinates express both items (`nil`: the window's): with a
  /// second item, their nearest common ancestor (a view's coordinate parent is its
  /// superview, a guide's its owning view, so both chains are the view tree's).
  /// - Complexity: O(depth) as ``commonAncestor(_:_:)``; it was a walk from every view
  ///   above one item over every view above the other, O(depth^2), which made activating a
  ///   deep nesting quadratic.
  static func commonSpace(_ a: LayoutItem, _ b: LayoutItem?) -> View? {
    guard let b else { return a.coordinateParent }
    return commonAncestor(a, b)
  }

  // MARK: - Anchors

  /// The leading edge: left, or right in a right-to-left view.
  public var leadingAnchor: XAxisAnchor { XAxisAnchor(self, .leading) }
  /// The trailing edge: right, or left in a right-to-left view.
  public var trailingAnchor: XAxisAnchor { XAxisAnchor(self, .trailing) }
  /// The left edge.
  public var leftAnchor: XAxisAnchor { XAxisAnchor(self, .left) }
  /// The right edge.
  public var rightAnchor: XAxisAnchor { XAxisAnchor(self, .right) }
  /// The horizontal centre.
  public var centerXAnchor: XAxisAnchor { XAxisAnchor(self, .centerX) }
  /// The top edge.
  public var topAnchor: YAxisAnchor { YAxisAnchor(self, .top) }
  /// The bottom edge.
  public var bottomAnchor: YAxisAnchor { YAxisAnchor(self, .bottom) }
  /// The vertical centre.
  public var centerYAnchor: YAxisAnchor { YAxisAnchor(self, .centerY) }
  /// The width.
  public var widthAnchor: DimensionAnchor { DimensionAnchor(self, .width) }
  /// The height.
  public var heightAnchor: DimensionAnchor { DimensionAnchor(self, .height) }
  /// The four edges at once: `a.edges == b.edges` pins all four.
  public var edges: EdgesAnchor { EdgesAnchor(item: self, insets: .zero) }
  /// Width and height at once: `a.size == Size(width: 100, height: 40)`.
  public var size: SizeAnchor { SizeAnchor(item: self) }
  /// Both centres at once: `a.center == b.center`.
  public var center: CenterAnchor { CenterAnchor(item: self) }

  // MARK: - Reading the solution

  /// The rectangle in window coordinates, as last solved (the item's frame moved by the
  /// origins of the views around it; scroll offsets are not applied); `.zero` outside a
  /// window.
  public var frameInWindow: Rect {
    guard let window = layoutWindow else { return .zero }
    let solver = window.engine.solver
    var x = solver.value(of: left)
    var y = solver.value(of: top)
    var next = coordinateParent
    while let v = next {
      x += solver.value(of: v.left)
      y += solver.value(of: v.top)
      next = v.coordinateParent
    }
    return Rect(x: x, y: y, width: solver.value(of: width), height: solver.value(of: height))
  }

  /// The rectangle in the coordinate parent's coordinates (the window's for the root view),
  /// as last solved: the item's four variables; `.zero` outside a window.
  var frameInParent: Rect {
    guard let window = layoutWindow else { return .zero }
    let solver = window.engine.solver
    return Rect(
      x: solver.value(of: left), y: solver.value(of: top), width: solver.value(of: width),
      height: solver.value(of: height))
  }

  /// The variable of one of the four stored attributes (left, top, width, height).
  func variable(_ attribute: LayoutAttribute) -> Variable? {
    switch attribute {
    case .left: return left
    case .top: return top
    case .width: return width
    case .height: return height
    default: return nil
    }
  }
}

// MARK: - Layout guides

/// A rectangle that takes part in layout without being a view (UIKit's `UILayoutGuide`):
/// spacing, grouping, or the margins and safe area of a view.
///
/// Add it to a view with ``View/addLayoutGuide(_:)``; its anchors work like a view's.
public final class LayoutGuide: LayoutItem {
  /// The view that owns the guide.
  public internal(set) var owningView: View? {
    get { storedOwningView }
    set { storedOwningView = newValue }
  }
  /// The storage of ``owningView``: unowned(unsafe), as a view's `storedSuperview` and for
  /// the same reasons; the owning view holds the guide in its `layoutGuides`, and its deinit
  /// clears this for each of them.
  @exclusivity(unchecked) unowned(unsafe) var storedOwningView: View?

  /// A guide named `name` (used in messages: `spacer.width`).
  public override init(name: String) {
    super.init(name: name)
  }

  override var layoutWindow: Window? { owningView?.window }

  override var coordinateParent: View? { owningView }

  /// For the margins, safe-area and scroll guides: how the owning view places them.
  var systemConstraintMaker: (() -> [_SystemConstraint])?

  override func makeSystemConstraints() -> [_SystemConstraint] {
    systemConstraintMaker?() ?? []
  }

  /// The guide's rectangle in its owning view's coordinates.
  public var layoutFrame: Rect { frameInParent }
}

extension LayoutItem {
  /// Remakes this item's own constraints and, in a window, swaps them in the solver (in a
  /// transaction of the window's, or one of its own).
  func updateSystemConstraints() throws(LayoutError) {
    guard let window = layoutWindow else { return }
    try window.transaction { () throws(LayoutError) in
      try window.engine.replaceSystemConstraints(
        of: self, with: makeSystemConstraints(), in: window)
    }
    window.setNeedsLayout()
  }
}

/// What a constraint holds of its items: a reference that does not keep the item alive and
/// reads `nil` once the item is gone. UIKit's constraints hold their items `unowned(unsafe)`
/// (a view that stores constraints mentioning itself does not leak); this is the safe form.
///
/// Not Swift's `weak`: a weak reference gives its target a side table, and every retain and
/// release of the target then takes the runtime's slow path (see `View.window`); views are
/// retained and released throughout a layout pass. The item marks the reference dead in its
/// deinit, before its memory goes, so the pointer is never followed after that. It is an
/// opaque pointer, not an `unowned(unsafe)` field, so that reflection (`dump`, a failing
/// test's description of a constraint) never follows it either.
final class _ItemReference {
  /// The item's name, kept for messages about a constraint whose item is gone.
  let name: String
  private let target: UnsafeMutableRawPointer
  /// Cleared by the item's deinit.
  var isAlive = true

  init(_ item: LayoutItem) {
    name = item.name
    target = Unmanaged.passUnretained(item).toOpaque()
  }

  /// The item, or `nil` once it is gone.
  var item: LayoutItem? {
    isAlive ? Unmanaged<LayoutItem>.fromOpaque(target).takeUnretainedValue() : nil
  }
}
