/// What a change did to the layout's side of the state, logged before it did it: the old
/// value, put back by ``Window/rollBack(to:)`` when the transaction throws.
enum _LayoutUndo {
  /// A constraint's solver form and activation serial (`nil`: it was not in the solver).
  case activation(LayoutConstraint, Constraint?, serial: Int?)
  /// Constraints' constants and solver forms, one entry per batch (a rotation moves hundreds
  /// of cells): the arrays the change made anyway, shared, and the old constants.
  case constants([(LayoutConstraint, Double)], [(old: Constraint, new: Constraint)], [Double])
  /// A constraint's priority.
  case priority(LayoutConstraint, Priority)
  /// A set's state in its window.
  case set(ConstraintSet, isActive: Bool, window: Window?)
  /// The window's list of sets.
  case sets([ConstraintSet])
  /// An item's own constraints.
  case systemConstraints(LayoutItem, [_SystemConstraint])
  /// A view's layout margins.
  case layoutMargins(View, _Margins, insetsFromSafeArea: Bool, preservesSuperview: Bool)
  /// A view's intrinsic size and its content priorities.
  case intrinsicSize(View, IntrinsicSize, _ViewContentPriorities)
  /// The window's size, traits and safe-area insets.
  case window(Size, Traits, EdgeInsets)
  /// A container's own state (a stack view's arrangement), put back by the closure.
  case restore(() -> Void)
}

extension Window {
  // MARK: - One change, one transaction

  /// Runs a change of the layout as one transaction: one solver transaction, and the
  /// layout's own changes logged in the same scope.
  ///
  /// When the body returns, the solver re-optimises and, before the transaction is kept, the
  /// result is checked: the root view must have the window's size and the safe area its
  /// insets (edit variables, which required constraints could outweigh in silence). If they
  /// moved, the size and insets are made required inside the failing transaction, so that the
  /// solver names the constraints that push the window away, and the transaction throws. A
  /// throw, from the body or the check, undoes everything through the logs: the solver's and
  /// the layout's (``_LayoutUndo``).
  ///
  /// Transactions nest: an inner one is a plain solver transaction (re-optimised and checked
  /// with the outermost), and undoes only its own changes if it throws.
  /// - Complexity: The body's operations, one re-optimisation, and a check of six values.
  @discardableResult
  func transaction<R>(_ body: () throws(LayoutError) -> R) throws(LayoutError) -> R {
    let mark = engine.undoLog.count
    engine.transactionDepth += 1
    let solver = engine.solver
    let result: R
    do {
      if engine.transactionDepth > 1 {
        result = try solver.transaction { (_: Solver) throws(LayoutError) in try body() }
      } else {
        result = try solver.transaction { (_: Solver) throws(LayoutError) in
          try body()
        } validate: { (s: Solver) throws(LayoutError) in
          try requireWindowSize(s)
        }
      }
    } catch {
      rollBack(to: mark)
      engine.transactionDepth -= 1
      throw error
    }
    engine.transactionDepth -= 1
    if engine.transactionDepth == 0 {
      engine.undoLog.removeAll(keepingCapacity: true)
      transactionSerial &+= 1
    }
    return result
  }

  /// A change that cannot fail (removals, an item's own constraints, which relate only its
  /// own variables): run as a transaction, and a failure is a bug of the layout.
  func transactionThatCannotFail(_ what: String, _ body: () throws(LayoutError) -> Void) {
    do {
      try transaction(body)
    } catch {
      preconditionFailure("Reflow internal error \(what): \(error)")
    }
  }

  /// A change that cannot fail and has nothing to undo (a removal): outside a transaction,
  /// made without one, so that the solver keeps no undo log of it (the logs of removing a
  /// column of 10,000 rows, kept until the end of its transaction, were the peak of the
  /// process's memory, more than the column itself); the window's size and insets are
  /// checked all the same. Inside a transaction, a part of it (logged, undone with it).
  func changeThatCannotFail(_ what: String, _ body: () throws(LayoutError) -> Void) {
    guard engine.transactionDepth == 0 else { return transactionThatCannotFail(what, body) }
    do {
      try body()
    } catch {
      preconditionFailure("Reflow internal error \(what): \(error)")
    }
    if let moved = windowSizeMismatch(engine.solver) {
      preconditionFailure("Reflow internal error \(what): \(moved)")
    }
    transactionSerial &+= 1
  }

  /// Puts back what the log recorded since `mark`, newest first.
  private func rollBack(to mark: Int) {
    while engine.undoLog.count > mark {
      switch engine.undoLog.removeLast() {
      case .activation(let c, let sc, let serial):
        engine.restoreActivation(c, sc, serial: serial, in: self)
      case .constants(let changes, let forms, let constants):
        for i in changes.indices.reversed() {
          changes[i].0.storedConstant = constants[i]
          changes[i].0.solverConstraint = forms[i].old
        }
      case .priority(let c, let p):
        c.storedPriority = p
      case .set(let set, let isActive, let window):
        set.isActive = isActive
        set.window = window
      case .sets(let list):
        constraintSets = list
      case .systemConstraints(let item, let list):
        item.systemConstraints = list
        (item as? View)?.spareIntrinsicConstraints = nil
      case .layoutMargins(let view, let margins, let fromSafeArea, let preserves):
        view.storedMargins = margins
        view.storedInsetsFromSafeArea = fromSafeArea
        view.storedPreservesSuperviewMargins = preserves
      case .intrinsicSize(let view, let size, let priorities):
        view.intrinsicContentSize = size
        view.contentPriorities = priorities
      case .window(let size, let traits, let insets):
        self.size = size
        self.traits = traits
        self.safeAreaInsets = insets
      case .restore(let undo):
        undo()
      }
    }
  }

  // MARK: - The window's size

  /// Checks that the solved root view has the window's size and the safe area its insets;
  /// if not, makes them required (in the transaction being checked, which the throw rolls
  /// back) and throws the solver's explanation, which names the constraints responsible.
  private func requireWindowSize(_ s: Solver) throws(LayoutError) {
    guard let moved = windowSizeMismatch(s) else { return }
    let root = rootView
    let i = safeInsetVariables
    let insets = safeAreaInsets
    let (sizePurpose, insetPurpose) = ("the window's size", "the window's safe area")
    let pins = [
      _SystemConstraint(root.width == size.width, sizePurpose),
      _SystemConstraint(root.height == size.height, sizePurpose),
      _SystemConstraint(i.top == insets.top, insetPurpose),
      _SystemConstraint(i.left == insets.left, insetPurpose),
      _SystemConstraint(i.bottom == insets.bottom, insetPurpose),
      _SystemConstraint(i.right == insets.right, insetPurpose),
    ]
    do {
      for pin in pins { try s.add(pin.constraint) }
    } catch {
      throw engine.translate(error, in: self, extra: pins)
    }
    // The solver found no required constraint against the size (rounding beyond the
    // tolerance): say what moved.
    throw moved
  }

  /// What the check of ``transaction(_:)`` finds wrong with the solved root view's size and
  /// safe area (`nil`: they are the window's size and insets).
  private func windowSizeMismatch(_ s: Solver) -> LayoutError? {
    let root = rootView
    let i = safeInsetVariables
    let laidOut = Size(width: s.value(of: root.width), height: s.value(of: root.height))
    let solved = EdgeInsets(
      top: s.value(of: i.top), left: s.value(of: i.left), bottom: s.value(of: i.bottom),
      right: s.value(of: i.right))
    let tolerance = 1e-7 * max(1, size.width, size.height)
    let sizeHolds =
      abs(laidOut.width - size.width) <= tolerance && abs(laidOut.height - size.height) <= tolerance
    let insets = safeAreaInsets
    let insetsHold =
      abs(solved.top - insets.top) <= tolerance && abs(solved.left - insets.left) <= tolerance
      && abs(solved.bottom - insets.bottom) <= tolerance
      && abs(solved.right - insets.right) <= tolerance
    if !sizeHolds { return .windowSizeNotSatisfied(requested: size, laidOut: laidOut) }
    if !insetsHold { return .safeAreaNotSatisfied(requested: insets, laidOut: solved) }
    return nil
  }
}
