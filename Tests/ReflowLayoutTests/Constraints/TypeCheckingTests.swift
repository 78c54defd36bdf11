import ReflowLayout
import ReflowTesting
import Testing

// 200 constraints in the DSL's forms, in arrays of 20 as `activate([...])` calls hold them:
// this file is what the type-checking measurement compiles (Docs/layout.md, "Type-checking
// time": no expression over 100 ms), and the test below proves the constraints are well
// formed and satisfiable together, at their own priorities, with the sizes they fix.

/// Forty views under the root of a phone window.
func typeCheckingViews(_ window: Window) -> [View] {
  let views = (0..<40).map { View(name: "v\($0)") }
  for v in views { window.rootView.addSubview(v) }
  return views
}

/// The constraints (200, and one that ties the last view in).
func typeCheckingConstraints(_ root: View, _ views: [View]) -> [LayoutConstraint] {
  let v0 = views[0]
  let v1 = views[1]
  let v2 = views[2]
  let v3 = views[3]
  let v4 = views[4]
  let v5 = views[5]
  let v6 = views[6]
  let v7 = views[7]
  let v8 = views[8]
  let v9 = views[9]
  let v10 = views[10]
  let v11 = views[11]
  let v12 = views[12]
  let v13 = views[13]
  let v14 = views[14]
  let v15 = views[15]
  let v16 = views[16]
  let v17 = views[17]
  let v18 = views[18]
  let v19 = views[19]
  let v20 = views[20]
  let v21 = views[21]
  let v22 = views[22]
  let v23 = views[23]
  let v24 = views[24]
  let v25 = views[25]
  let v26 = views[26]
  let v27 = views[27]
  let v28 = views[28]
  let v29 = views[29]
  let v30 = views[30]
  let v31 = views[31]
  let v32 = views[32]
  let v33 = views[33]
  let v34 = views[34]
  let v35 = views[35]
  let v36 = views[36]
  let v37 = views[37]
  let v38 = views[38]
  let v39 = views[39]
  var c: [LayoutConstraint] = []
  c += [
    v21.leadingAnchor == v4.layoutMarginsGuide.leadingAnchor + 26,
    v4.trailingAnchor <= root.trailingAnchor - 35,
    v24.widthAnchor == root.widthAnchor * 0.74 ~ .high,
    v14.heightAnchor >= 6,
    v27.heightAnchor == v27.widthAnchor,
    v36.topAnchor == v27.bottomAnchor + 4,
    v8.centerXAnchor == v3.centerXAnchor,
    v37.heightAnchor == root.heightAnchor / 3 - 4 ~ .low,
    v3.centerYAnchor >= root.safeAreaLayoutGuide.centerYAnchor - 9 ~ Priority(300),
    v27.widthAnchor <= v4.widthAnchor * 2 + 35,
    v37.leadingAnchor == v19.layoutMarginsGuide.leadingAnchor + 36,
    v12.trailingAnchor <= root.trailingAnchor - 38,
    v13.widthAnchor == root.widthAnchor * 0.80 ~ .high,
    v5.heightAnchor >= 4,
    v14.heightAnchor == v14.widthAnchor,
    v21.topAnchor == v14.bottomAnchor + 38,
    v24.centerXAnchor == v9.centerXAnchor,
    v16.heightAnchor == root.heightAnchor / 3 - 37 ~ .low,
    v34.centerYAnchor >= root.safeAreaLayoutGuide.centerYAnchor - 22 ~ Priority(300),
    v19.widthAnchor <= v2.widthAnchor * 2 + 8,
  ]
  c += [
    v27.leadingAnchor == v5.layoutMarginsGuide.leadingAnchor + 22,
    v32.trailingAnchor <= root.trailingAnchor - 3,
    v5.widthAnchor == root.widthAnchor * 0.50 ~ .high,
    v22.heightAnchor >= 39,
    v38.heightAnchor == v38.widthAnchor,
    v18.topAnchor == v15.bottomAnchor + 5,
    v20.centerXAnchor == v18.centerXAnchor,
    v25.heightAnchor == root.heightAnchor / 3 - 23 ~ .low,
    v30.centerYAnchor >= root.safeAreaLayoutGuide.centerYAnchor - 11 ~ Priority(300),
    v8.widthAnchor <= v7.widthAnchor * 2 + 4,
    v19.leadingAnchor == v4.layoutMarginsGuide.leadingAnchor + 16,
    v26.trailingAnchor <= root.trailingAnchor - 6,
    v29.widthAnchor == root.widthAnchor * 0.45 ~ .high,
    v9.heightAnchor >= 36,
    v27.heightAnchor == v27.widthAnchor,
    v10.topAnchor == v1.bottomAnchor + 12,
    v15.centerXAnchor == v10.centerXAnchor,
    v32.heightAnchor == root.heightAnchor / 3 - 17 ~ .low,
    v1.centerYAnchor >= root.safeAreaLayoutGuide.centerYAnchor - 27 ~ Priority(300),
    v24.widthAnchor <= v19.widthAnchor * 2 + 37,
  ]
  c += [
    v9.leadingAnchor == v8.layoutMarginsGuide.leadingAnchor + 4,
    v36.trailingAnchor <= root.trailingAnchor - 26,
    v26.widthAnchor == root.widthAnchor * 0.91 ~ .high,
    v26.heightAnchor >= 13,
    v14.heightAnchor == v14.widthAnchor,
    v22.topAnchor == v19.bottomAnchor + 4,
    v1.centerXAnchor == v0.centerXAnchor,
    v24.heightAnchor == root.heightAnchor / 3 - 2 ~ .low,
    v14.centerYAnchor >= root.safeAreaLayoutGuide.centerYAnchor - 25 ~ Priority(300),
    v17.widthAnchor <= v11.widthAnchor * 2 + 39,
    v31.leadingAnchor == v3.layoutMarginsGuide.leadingAnchor + 8,
    v30.trailingAnchor <= root.trailingAnchor - 31,
    v6.widthAnchor == root.widthAnchor * 0.53 ~ .high,
    v17.heightAnchor >= 11,
    v2.heightAnchor == v2.widthAnchor,
    v10.topAnchor == v8.bottomAnchor + 2,
    v20.centerXAnchor == v2.centerXAnchor,
    v24.heightAnchor == root.heightAnchor / 3 - 23 ~ .low,
    v35.centerYAnchor >= root.safeAreaLayoutGuide.centerYAnchor - 33 ~ Priority(300),
    v15.widthAnchor <= v9.widthAnchor * 2 + 13,
  ]
  c += [
    v26.leadingAnchor == v23.layoutMarginsGuide.leadingAnchor + 15,
    v34.trailingAnchor <= root.trailingAnchor - 23,
    v2.widthAnchor == root.widthAnchor * 0.43 ~ .high,
    v13.heightAnchor >= 39,
    v29.heightAnchor == v29.widthAnchor,
    v6.topAnchor == v1.bottomAnchor + 7,
    v31.centerXAnchor == v6.centerXAnchor,
    v31.heightAnchor == root.heightAnchor / 3 - 1 ~ .low,
    v23.centerYAnchor >= root.safeAreaLayoutGuide.centerYAnchor - 6 ~ Priority(300),
    v8.widthAnchor <= v6.widthAnchor * 2 + 13,
    v12.leadingAnchor == v6.layoutMarginsGuide.leadingAnchor + 22,
    v26.trailingAnchor <= root.trailingAnchor - 26,
    v11.widthAnchor == root.widthAnchor * 0.13 ~ .high,
    v10.heightAnchor >= 30,
    v10.heightAnchor == v10.widthAnchor,
    v23.topAnchor == v4.bottomAnchor + 36,
    v9.centerXAnchor == v0.centerXAnchor,
    v7.heightAnchor == root.heightAnchor / 3 - 9 ~ .low,
    v13.centerYAnchor >= root.safeAreaLayoutGuide.centerYAnchor - 2 ~ Priority(300),
    v14.widthAnchor <= v4.widthAnchor * 2 + 33,
  ]
  c += [
    v38.leadingAnchor == v20.layoutMarginsGuide.leadingAnchor + 17,
    v27.trailingAnchor <= root.trailingAnchor - 9,
    v23.widthAnchor == root.widthAnchor * 0.76 ~ .high,
    v27.heightAnchor >= 33,
    v35.heightAnchor == v35.widthAnchor,
    v2.topAnchor == v1.bottomAnchor + 12,
    v1.centerXAnchor == v0.centerXAnchor,
    v31.heightAnchor == root.heightAnchor / 3 - 8 ~ .low,
    v4.centerYAnchor >= root.safeAreaLayoutGuide.centerYAnchor - 34 ~ Priority(300),
    v36.widthAnchor <= v30.widthAnchor * 2 + 7,
    v4.leadingAnchor == v1.layoutMarginsGuide.leadingAnchor + 13,
    v3.trailingAnchor <= root.trailingAnchor - 33,
    v36.widthAnchor == root.widthAnchor * 0.66 ~ .high,
    v21.heightAnchor >= 33,
    v33.heightAnchor == v33.widthAnchor,
    v33.topAnchor == v30.bottomAnchor + 33,
    v34.centerXAnchor == v16.centerXAnchor,
    v29.heightAnchor == root.heightAnchor / 3 - 27 ~ .low,
    v26.centerYAnchor >= root.safeAreaLayoutGuide.centerYAnchor - 21 ~ Priority(300),
    v16.widthAnchor <= v13.widthAnchor * 2 + 5,
  ]
  c += [
    v20.leadingAnchor == v3.layoutMarginsGuide.leadingAnchor + 10,
    v24.trailingAnchor <= root.trailingAnchor - 17,
    v30.widthAnchor == root.widthAnchor * 0.60 ~ .high,
    v32.heightAnchor >= 15,
    v28.heightAnchor == v28.widthAnchor,
    v27.topAnchor == v6.bottomAnchor + 23,
    v6.centerXAnchor == v5.centerXAnchor,
    v22.heightAnchor == root.heightAnchor / 3 - 30 ~ .low,
    v2.centerYAnchor >= root.safeAreaLayoutGuide.centerYAnchor - 22 ~ Priority(300),
    v19.widthAnchor <= v16.widthAnchor * 2 + 5,
    v15.leadingAnchor == v14.layoutMarginsGuide.leadingAnchor + 7,
    v17.trailingAnchor <= root.trailingAnchor - 3,
    v18.widthAnchor == root.widthAnchor * 0.96 ~ .high,
    v17.heightAnchor >= 10,
    v33.heightAnchor == v33.widthAnchor,
    v18.topAnchor == v1.bottomAnchor + 12,
    v5.centerXAnchor == v2.centerXAnchor,
    v6.heightAnchor == root.heightAnchor / 3 - 6 ~ .low,
    v15.centerYAnchor >= root.safeAreaLayoutGuide.centerYAnchor - 17 ~ Priority(300),
    v30.widthAnchor <= v0.widthAnchor * 2 + 22,
  ]
  c += [
    v27.leadingAnchor == v8.layoutMarginsGuide.leadingAnchor + 9,
    v34.trailingAnchor <= root.trailingAnchor - 8,
    v17.widthAnchor == root.widthAnchor * 0.35 ~ .high,
    v20.heightAnchor >= 34,
    v19.heightAnchor == v19.widthAnchor,
    v12.topAnchor == v4.bottomAnchor + 23,
    v17.centerXAnchor == v1.centerXAnchor,
    v33.heightAnchor == root.heightAnchor / 3 - 33 ~ .low,
    v16.centerYAnchor >= root.safeAreaLayoutGuide.centerYAnchor - 7 ~ Priority(300),
    v28.widthAnchor <= v21.widthAnchor * 2 + 32,
    v26.leadingAnchor == v16.layoutMarginsGuide.leadingAnchor + 20,
    v14.trailingAnchor <= root.trailingAnchor - 22,
    v9.widthAnchor == root.widthAnchor * 0.16 ~ .high,
    v9.heightAnchor >= 5,
    v17.heightAnchor == v17.widthAnchor,
    v6.topAnchor == v5.bottomAnchor + 25,
    v19.centerXAnchor == v7.centerXAnchor,
    v30.heightAnchor == root.heightAnchor / 3 - 11 ~ .low,
    v29.centerYAnchor >= root.safeAreaLayoutGuide.centerYAnchor - 17 ~ Priority(300),
    v22.widthAnchor <= v17.widthAnchor * 2 + 21,
  ]
  c += [
    v3.leadingAnchor == v1.layoutMarginsGuide.leadingAnchor + 14,
    v12.trailingAnchor <= root.trailingAnchor - 22,
    v6.widthAnchor == root.widthAnchor * 0.74 ~ .high,
    v13.heightAnchor >= 33,
    v6.heightAnchor == v6.widthAnchor,
    v26.topAnchor == v18.bottomAnchor + 3,
    v2.centerXAnchor == v1.centerXAnchor,
    v15.heightAnchor == root.heightAnchor / 3 - 38 ~ .low,
    v10.centerYAnchor >= root.safeAreaLayoutGuide.centerYAnchor - 25 ~ Priority(300),
    v32.widthAnchor <= v9.widthAnchor * 2 + 19,
    v10.leadingAnchor == v0.layoutMarginsGuide.leadingAnchor + 33,
    v28.trailingAnchor <= root.trailingAnchor - 33,
    v34.widthAnchor == root.widthAnchor * 0.12 ~ .high,
    v38.heightAnchor >= 6,
    v3.heightAnchor == v3.widthAnchor,
    v25.topAnchor == v14.bottomAnchor + 36,
    v2.centerXAnchor == v0.centerXAnchor,
    v1.heightAnchor == root.heightAnchor / 3 - 5 ~ .low,
    v35.centerYAnchor >= root.safeAreaLayoutGuide.centerYAnchor - 34 ~ Priority(300),
    v31.widthAnchor <= v8.widthAnchor * 2 + 5,
  ]
  c += [
    v16.leadingAnchor == v6.layoutMarginsGuide.leadingAnchor + 15,
    v30.trailingAnchor <= root.trailingAnchor - 25,
    v31.widthAnchor == root.widthAnchor * 0.15 ~ .high,
    v13.heightAnchor >= 39,
    v22.heightAnchor == v22.widthAnchor,
    v37.topAnchor == v8.bottomAnchor + 1,
    v4.centerXAnchor == v3.centerXAnchor,
    v7.heightAnchor == root.heightAnchor / 3 - 14 ~ .low,
    v32.centerYAnchor >= root.safeAreaLayoutGuide.centerYAnchor - 34 ~ Priority(300),
    v30.widthAnchor <= v14.widthAnchor * 2 + 30,
    v36.leadingAnchor == v12.layoutMarginsGuide.leadingAnchor + 20,
    v31.trailingAnchor <= root.trailingAnchor - 19,
    v5.widthAnchor == root.widthAnchor * 0.44 ~ .high,
    v25.heightAnchor >= 14,
    v38.heightAnchor == v38.widthAnchor,
    v17.topAnchor == v11.bottomAnchor + 9,
    v33.centerXAnchor == v17.centerXAnchor,
    v15.heightAnchor == root.heightAnchor / 3 - 32 ~ .low,
    v2.centerYAnchor >= root.safeAreaLayoutGuide.centerYAnchor - 1 ~ Priority(300),
    v29.widthAnchor <= v12.widthAnchor * 2 + 20,
  ]
  c += [
    v27.leadingAnchor == v11.layoutMarginsGuide.leadingAnchor + 25,
    v8.trailingAnchor <= root.trailingAnchor - 1,
    v22.widthAnchor == root.widthAnchor * 0.35 ~ .high,
    v1.heightAnchor >= 17,
    v5.heightAnchor == v5.widthAnchor,
    v5.topAnchor == v2.bottomAnchor + 28,
    v4.centerXAnchor == v2.centerXAnchor,
    v19.heightAnchor == root.heightAnchor / 3 - 16 ~ .low,
    v28.centerYAnchor >= root.safeAreaLayoutGuide.centerYAnchor - 21 ~ Priority(300),
    v24.widthAnchor <= v13.widthAnchor * 2 + 2,
    v26.leadingAnchor == v17.layoutMarginsGuide.leadingAnchor + 36,
    v6.trailingAnchor <= root.trailingAnchor - 27,
    v9.widthAnchor == root.widthAnchor * 0.16 ~ .high,
    v36.heightAnchor >= 11,
    v27.heightAnchor == v27.widthAnchor,
    v17.topAnchor == v8.bottomAnchor + 26,
    v16.centerXAnchor == v9.centerXAnchor,
    v26.heightAnchor == root.heightAnchor / 3 - 11 ~ .low,
    v11.centerYAnchor >= root.safeAreaLayoutGuide.centerYAnchor - 14 ~ Priority(300),
    v32.widthAnchor <= v14.widthAnchor * 2 + 29,
  ]
  c += [
    v39.widthAnchor == v38.widthAnchor ~ .low,
  ]
  return c
}

@Suite("Type-checking a file of 200 constraints")
struct TypeCheckingTests {
  @Test("The 201 constraints of the type-checking file hold together, at their own priorities")
  func twoHundred() throws {
    let window = Device.iPhone16.window()
    let views = typeCheckingViews(window)
    let constraints = typeCheckingConstraints(window.rootView, views)
    #expect(constraints.count == 201)
    try activate(constraints)
    window.layoutIfNeeded()
    try assertRequiredConstraintsHold(window)
    func frame(_ i: Int) -> Rect { views[i].frame }

    // Sizes worked out by hand (root 393 x 852; every view's position is left free, so only
    // these are unique). A `~ .high` width holds wherever no required constraint bounds it
    // from the other side: v13's only other width constraints bound v16 and v24, v36's is
    // `v36.width <= v30.width * 2 + 7` (478.6), and v29's and v30's upper bounds come from
    // views whose widths are free.
    #expect(isClose(frame(13).width, 393 * 0.80, tolerance: 1e-9))
    #expect(isClose(frame(36).width, 393 * 0.66, tolerance: 1e-9))
    #expect(isClose(frame(30).width, 393 * 0.60, tolerance: 1e-9))
    // v26's high 0.91 x 393 loses to a chain of margins: its leading edge is 20 past v16's
    // margins guide (8 inside v16), and v16's 15 past v6's (8 inside v6). Margins are
    // measured from a view's safe area, which keeps each view inside the window's safe area
    // at priority 999 (above high): v6.left >= 0, so v16.left >= 23, v26.left >= 51, and with
    // v26.trailing <= 393 - 26 its width is 393 - 26 - 51 = 316.
    #expect(isClose(frame(26).width, 316, tolerance: 1e-9))
    // v29 is square (required): its high width (176.85) beats its low height (852 / 3 - 27).
    #expect(isClose(frame(29).width, 393 * 0.45, tolerance: 1e-9)
        && isClose(frame(29).height, 393 * 0.45, tolerance: 1e-9))
    // Heights with only a low `root.height / 3 - k` and lower bounds it clears.
    #expect(isClose(frame(37).height, 852.0 / 3 - 4, tolerance: 1e-9))
    #expect(isClose(frame(1).height, 852.0 / 3 - 5, tolerance: 1e-9))
    #expect(isClose(frame(30).height, 852.0 / 3 - 11, tolerance: 1e-9)
        && isClose(frame(26).height, 852.0 / 3 - 11, tolerance: 1e-9))

    // One required constraint of each form, read on the frames (the margins are 8).
    // leading == margins.leading + 26
    #expect(isClose(frame(21).minX, frame(4).minX + 8 + 26, tolerance: 1e-9))
    #expect(frame(4).maxX <= 393 - 35 + 1e-9)   // trailing <= root.trailing - 35
    #expect(frame(14).height >= 6)
    #expect(isClose(frame(27).height, frame(27).width, tolerance: 1e-9))
    #expect(isClose(frame(36).minY, frame(27).maxY + 4, tolerance: 1e-9))   // top == bottom + 4
    #expect(isClose(
      frame(8).minX + frame(8).width / 2, frame(3).minX + frame(3).width / 2, tolerance: 1e-9))
    #expect(frame(27).width <= frame(4).width * 2 + 35 + 1e-9)
  }
}
