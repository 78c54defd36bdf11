import ReflowLayout

/// A view added to `parent`.
@discardableResult
func addView(_ name: String, to parent: View) -> View {
  let v = View(name: name)
  parent.addSubview(v)
  return v
}
