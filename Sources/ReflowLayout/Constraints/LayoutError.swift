/// What went wrong in a layout call. A call that throws leaves the layout exactly as it was.
///
/// Constraints are named as ``NamedConstraint``s: yours with the ``LayoutConstraint`` object
/// and its words (`card.height == 0.33 x window.height (portrait)`), the ones the layout makes
/// itself (window size, margins, safe area, intrinsic size) in words written from their
/// expression, with what they are for (`window.height == 852 (the window's size)`).
public enum LayoutError: Error, Sendable, Equatable, CustomStringConvertible {
  /// A required constraint cannot hold together with the required constraints listed
  /// (a minimal set: leaving out any one of them would make it hold).
  case unsatisfiable(NamedConstraint, conflicting: [NamedConstraint])
  /// The constraint mentions an item that shares no view tree with the other (UIKit: "no
  /// common ancestor") and is not in a window, or an item that is gone; it cannot be
  /// activated. (Items of one view tree need no window: their constraint is held until the
  /// tree joins one.)
  case notInWindow(constraint: NamedConstraint, item: String)
  /// The constraint mentions items in two different windows.
  case differentWindows(constraint: NamedConstraint)
  /// The constraint belongs to a constraint set, which alone activates and deactivates it.
  case ownedBySet(constraint: NamedConstraint, set: String)
  /// The set is already added to a window.
  case duplicateSet(String)
  /// Another set of the window already has this name (names tell sets apart in messages
  /// and dumps).
  case duplicateSetName(String)
  /// The set is not added to this window.
  case unknownSet(String)
  /// A priority outside 1...1000 (or NaN), of a constraint or of a view's content hugging or
  /// compression resistance.
  case invalidPriority(Float, constraint: NamedConstraint)
  /// A NaN or infinite number; the text says where.
  case nonFinite(String)
  /// The root view did not get the window's size, and the solver named no required
  /// constraint for it (rounding beyond the tolerance). When required constraints keep the
  /// root view from the window's size, the error is ``unsatisfiable(_:conflicting:)``, naming
  /// the window's size with them.
  case windowSizeNotSatisfied(requested: Size, laidOut: Size)
  /// The safe area did not get the window's insets, and the solver named no required
  /// constraint for it (as ``windowSizeNotSatisfied(requested:laidOut:)``).
  case safeAreaNotSatisfied(requested: EdgeInsets, laidOut: EdgeInsets)
  /// A value the text engine cannot use (a negative number of lines), given to the view
  /// named.
  case invalidText(TextLayoutError, view: String)
  /// Safe-area insets that do not fit in the window: left + right wider than the window, or
  /// top + bottom taller (the safe area would have a negative size). Insets that exactly
  /// fill the window (a zero-sized safe area, as in a zero-sized window) fit.
  case safeAreaDoesNotFit(insets: EdgeInsets, size: Size)
  /// An item index given to a collection's update (`call`, such as
  /// `grid.insertItems(at:)`) that is not in `0..<count`: for an insertion, the number of
  /// items after it; otherwise the number of items now.
  case itemIndexOutOfRange(Int, count: Int, call: String)
  /// An item index given twice to a collection's insertion or deletion (`call`).
  case duplicateItemIndex(Int, call: String)

  /// The constraints the error names, the one it is about first (for
  /// ``unsatisfiable(_:conflicting:)``, the constraint that cannot hold, then those it
  /// conflicts with); empty for errors about sets, numbers and the window.
  public var constraints: [NamedConstraint] {
    switch self {
    case .unsatisfiable(let c, let conflicting): return [c] + conflicting
    case .notInWindow(let c, _), .differentWindows(let c), .ownedBySet(let c, _),
      .invalidPriority(_, let c):
      return [c]
    case .duplicateSet, .duplicateSetName, .unknownSet, .nonFinite, .windowSizeNotSatisfied,
      .safeAreaNotSatisfied, .invalidText, .safeAreaDoesNotFit, .itemIndexOutOfRange,
      .duplicateItemIndex:
      return []
    }
  }

  /// The error in plain words.
  public var description: String {
    switch self {
    case .unsatisfiable(let c, let conflicting):
      if conflicting.isEmpty { return "Unable to satisfy `\(c)`: it can never hold." }
      let list = conflicting.map { "`\($0)`" }.joined(separator: ", ")
      return "Unable to simultaneously satisfy `\(c)` and \(list) (all required);"
        + " lower the priority of one of them, or remove it. The layout was left unchanged."
    case .notInWindow(let c, let item):
      return "`\(c)` mentions `\(item)`, which is not in a window and shares no view tree with"
        + " the other item; add it to the view tree first."
    case .differentWindows(let c):
      return "`\(c)` relates items in two different windows."
    case .ownedBySet(let c, let set):
      return "`\(c)` belongs to the constraint set `\(set)`, which activates and deactivates"
        + " it; switch the set instead."
    case .duplicateSet(let name):
      return "The constraint set `\(name)` is already added to a window."
    case .duplicateSetName(let name):
      return "The window already has a constraint set named `\(name)`; give each set its own"
        + " name."
    case .unknownSet(let name):
      return "The constraint set `\(name)` is not added to this window."
    case .invalidPriority(let p, let c):
      return "The priority \(p) of `\(c)` is not in 1...1000."
    case .nonFinite(let location):
      return "A number is NaN or infinite: \(location)."
    case .windowSizeNotSatisfied(let requested, let laidOut):
      return "Required constraints keep the root view at \(laidOut) instead of the window's"
        + " \(requested); make the constraints on the root view's size non-required."
    case .safeAreaNotSatisfied(let requested, let laidOut):
      return "Required constraints move the safe area to the insets \(laidOut) instead of the"
        + " window's \(requested); make one of the constraints on the safe area non-required."
    case .invalidText(let error, let view):
      return "\(view): \(error)"
    case .safeAreaDoesNotFit(let insets, let size):
      return "The safe-area insets \(insets) do not fit in the window \(size): left + right must"
        + " be at most its width and top + bottom at most its height."
    case .itemIndexOutOfRange(let index, let count, let call):
      let range = count == 0 ? "there are no items" : "the items are 0...\(count - 1)"
      return "\(call): there is no item \(index) (\(range)); nothing was changed."
    case .duplicateItemIndex(let index, let call):
      return "\(call): the item \(index) is given twice; nothing was changed."
    }
  }
}
