/// A stack of screens, like a navigation controller's: the top one is shown, the ones below
/// are hidden but stay in the tree, pinned to the stack's edges, so they are laid out with
/// every change of size and never come back with an old size (seed 001).
open class NavigationStack: View {
  /// The screens, bottom first.
  public private(set) var screens: [View] = []

  /// The screen shown.
  public var topScreen: View? { screens.last }

  /// Shows `screen` on top, hiding the one below. The stack may be out of a window: the
  /// screen's pins to it then take effect when the stack joins one.
  /// - Throws: The errors of activating the screen's four edge constraints.
  public func push(_ screen: View) throws(LayoutError) {
    addSubview(screen)
    // The pins are not kept: a screen's removal deactivates them (they are held by the
    // stack, above the screen).
    do {
      try activate(screen.edges == self.edges)
    } catch {
      screen.removeFromSuperview()
      throw error
    }
    topScreen?.isHidden = true
    screens.append(screen)
  }

  /// Takes the top screen out (with its constraints) and shows the one below; the bottom
  /// screen stays.
  @discardableResult
  public func pop() -> View? {
    guard screens.count > 1 else { return nil }
    let top = screens.removeLast()
    top.removeFromSuperview()
    topScreen?.isHidden = false
    return top
  }
}

/// Tabs, like a tab bar controller's content: every tab is in the tree, pinned to the
/// container's edges; only the selected one is shown, and all are laid out with every change
/// of size (seed 001: a tab rotated while hidden has the new size when it is selected).
open class TabContainer: View {
  /// The tabs, in order.
  public private(set) var tabs: [View] = []
  /// The index of the tab shown.
  public private(set) var selectedIndex = 0

  /// Adds a tab (hidden unless it is the first). The container may be out of a window: the
  /// tab's pins then take effect when it joins one.
  /// - Throws: The errors of activating the tab's four edge constraints.
  public func addTab(_ tab: View) throws(LayoutError) {
    addSubview(tab)
    do {
      try activate(tab.edges == self.edges)
    } catch {
      tab.removeFromSuperview()
      throw error
    }
    tab.isHidden = !tabs.isEmpty
    tabs.append(tab)
  }

  /// Shows tab `index` (clamped to the tabs there are) and hides the others.
  public func select(_ index: Int) {
    guard !tabs.isEmpty else { return }
    selectedIndex = max(0, min(index, tabs.count - 1))
    for (i, tab) in tabs.enumerated() { tab.isHidden = i != selectedIndex }
  }
}
