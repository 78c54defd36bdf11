extension Generators {
  /// Priorities standing for kiwi's strengths in the enaml-like workload (see README.md).
  /// kiwi's `strong`, `medium`, `weak` are our 750, 500, 250; its two custom strengths of that
  /// benchmark, `create(0, 1, 0, 1.25)` (= 1250) and `create(0, 100, 0)` (= 100,000), are the
  /// priorities that compare.py's geometric mapping (`1000^((p - 250) / 250)`) sends nearest
  /// to those weights: 508 (-> 1,247) and 667 (-> 100,925). The order of all strengths is kept.
  public enum EnamlStrength {
    public static let strong: Double = 750
    public static let medium: Double = 500
    public static let weak: Double = 250
    /// kiwi's `strength::create(0.0, 1.0, 0.0, 1.25)`.
    public static let mediumPlus: Double = 508
    /// kiwi's `strength::create(0.0, 100, 0.0)`.
    public static let mediumStrong: Double = 667
  }

  /// The enaml-like workload, re-created from kiwi's own benchmark
  /// (nucleic/kiwi, `benchmarks/enaml_like_benchmark.cpp`): a small form (three labels, three
  /// fields, a contents box) of 111 constraints over 37 variables, with edit variables `width`
  /// and `height` (strong).
  ///
  /// Phases: `build` (the two edit variables, then the 111 constraints in kiwi's order, in one
  /// transaction); untimed: suggest 600x400 and read; `resolve` (`rounds` rounds, alternating
  /// 400x600 and 600x400: suggest width, suggest height, read all 37 values).
  public static func enaml(rounds: Int = 1000) -> Workload {
    precondition(rounds >= 1)
    var b = WorkloadBuilder(name: "enaml")
    let req = Workload.required
    let strong = EnamlStrength.strong, medium = EnamlStrength.medium, weak = EnamlStrength.weak
    let mmedium = EnamlStrength.mediumPlus, smedium = EnamlStrength.mediumStrong
    let eq = WorkloadRelation.equal, le = WorkloadRelation.lessThanOrEqual
    let ge = WorkloadRelation.greaterThanOrEqual

    let width = b.variable("width"), height = b.variable("height")
    let left = b.variable("left"), top = b.variable("top")
    let contentsTop = b.variable("contents_top"), contentsBottom = b.variable("contents_bottom")
    let contentsLeft = b.variable("contents_left"), contentsRight = b.variable("contents_right")
    let midline = b.variable("midline")
    let ctLeft = b.variable("ctleft"), ctHeight = b.variable("ctheight")
    let ctTop = b.variable("cttop"), ctWidth = b.variable("ctwidth")
    // Labels and fields: left, height, top, width each (kiwi's declaration order).
    var lb: [(l: Lin, h: Lin, t: Lin, w: Lin)] = []
    for i in 1...3 {
      lb.append(
        (b.variable("lb\(i)left"), b.variable("lb\(i)height"), b.variable("lb\(i)top"),
         b.variable("lb\(i)width")))
    }
    var fl: [(l: Lin, h: Lin, t: Lin, w: Lin)] = []
    for i in 1...3 {
      fl.append(
        (b.variable("fl\(i)left"), b.variable("fl\(i)height"), b.variable("fl\(i)top"),
         b.variable("fl\(i)width")))
    }
    let (lb1, lb2, lb3) = (lb[0], lb[1], lb[2])
    let (fl1, fl2, fl3) = (fl[0], fl[1], fl[2])

    b.phase("build")
    b.edit(width, strong)
    b.edit(height, strong)
    b.begin()
    // `e rel 0 @ priority`, in the order of kiwi's list.
    func c(_ e: Lin, _ r: WorkloadRelation, _ p: Double) { b.add(e, r, 0, p) }
    c(left, ge, req)
    c(height, eq, medium)
    c(top, ge, req)
    c(width, ge, req)
    c(height, ge, req)
    c(-top + contentsTop - 10, eq, req)
    c(lb3.h - 16, eq, strong)
    c(lb3.h - 16, ge, strong)
    c(ctLeft, ge, req)
    c(ctTop, ge, req)
    c(ctWidth, ge, req)
    c(ctHeight, ge, req)
    c(fl3.l, ge, req)
    c(ctHeight - 24, ge, smedium)
    c(ctWidth - 1.67772e+07, le, smedium)
    c(ctHeight - 24, le, smedium)
    c(fl3.t, ge, req)
    c(fl3.w, ge, req)
    c(fl3.h, ge, req)
    c(lb1.w - 67, eq, weak)
    c(lb2.w, ge, req)
    c(lb2.h, ge, req)
    c(fl2.h, ge, req)
    c(lb3.l, ge, req)
    c(fl2.w - 125, ge, strong)
    c(fl2.h - 21, eq, strong)
    c(fl2.h - 21, ge, strong)
    c(lb3.t, ge, req)
    c(lb3.w, ge, req)
    c(fl1.l, ge, req)
    c(fl1.w, ge, req)
    c(lb1.w - 67, ge, strong)
    c(fl2.l, ge, req)
    c(lb2.w - 66, eq, weak)
    c(lb2.w - 66, ge, strong)
    c(lb2.h - 16, eq, strong)
    c(fl1.h, ge, req)
    c(fl1.t, ge, req)
    c(lb2.t, ge, req)
    c(-lb2.t + lb3.t - lb2.h - 10, eq, mmedium)
    c(-lb3.t - lb3.h + fl3.t - 10, ge, req)
    c(-lb3.t - lb3.h + fl3.t - 10, eq, mmedium)
    c(contentsBottom - fl3.h - fl3.t, eq, mmedium)
    c(fl1.t - contentsTop, ge, req)
    c(fl1.t - contentsTop, eq, mmedium)
    c(contentsBottom - fl3.h - fl3.t, ge, req)
    c(-left - width + contentsRight + 10, eq, req)
    c(-top - height + contentsBottom + 10, eq, req)
    c(-left + contentsLeft - 10, eq, req)
    c(lb3.l - contentsLeft, eq, mmedium)
    c(fl1.l - midline, eq, strong)
    c(fl2.l - midline, eq, strong)
    c(ctLeft - midline, eq, strong)
    c(fl1.t + 0.5 * fl1.h - lb1.t - 0.5 * lb1.h, eq, strong)
    c(lb1.l - contentsLeft, ge, req)
    c(lb1.l - contentsLeft, eq, mmedium)
    c(-lb1.l + fl1.l - lb1.w - 10, ge, req)
    c(-lb1.l + fl1.l - lb1.w - 10, eq, mmedium)
    c(-fl1.l + contentsRight - fl1.w, ge, req)
    c(width, eq, medium)
    c(-fl1.t + fl2.t - fl1.h - 10, ge, req)
    c(-fl1.t + fl2.t - fl1.h - 10, eq, mmedium)
    c(ctTop - fl2.t - fl2.h - 10, ge, req)
    c(-ctHeight - ctTop + fl3.t - 10, ge, req)
    c(contentsBottom - fl3.h - fl3.t, ge, req)
    c(ctTop - fl2.t - fl2.h - 10, eq, mmedium)
    c(-fl1.l + contentsRight - fl1.w, eq, mmedium)
    c(-lb2.t - 0.5 * lb2.h + fl2.t + 0.5 * fl2.h, eq, strong)
    c(-contentsLeft + lb2.l, ge, req)
    c(-contentsLeft + lb2.l, eq, mmedium)
    c(fl2.l - lb2.w - lb2.l - 10, ge, req)
    c(-ctHeight - ctTop + fl3.t - 10, eq, mmedium)
    c(contentsBottom - fl3.h - fl3.t, eq, mmedium)
    c(lb1.t, ge, req)
    c(lb1.w, ge, req)
    c(lb1.h, ge, req)
    c(fl2.l - lb2.w - lb2.l - 10, eq, mmedium)
    c(-fl2.l - fl2.w + contentsRight, eq, mmedium)
    c(-fl2.l - fl2.w + contentsRight, ge, req)
    c(lb3.l - contentsLeft, ge, req)
    c(lb1.l, ge, req)
    c(0.5 * ctHeight + ctTop - lb3.t - 0.5 * lb3.h, eq, strong)
    c(ctLeft - lb3.l - lb3.w - 10, ge, req)
    c(-ctWidth - ctLeft + contentsRight, ge, req)
    c(ctLeft - lb3.l - lb3.w - 10, eq, mmedium)
    c(fl3.l - contentsLeft, ge, req)
    c(fl3.l - contentsLeft, eq, mmedium)
    c(-ctWidth - ctLeft + contentsRight, eq, mmedium)
    c(-fl3.l + contentsRight - fl3.w, eq, mmedium)
    c(-contentsTop + lb1.t, ge, req)
    c(-contentsTop + lb1.t, eq, mmedium)
    c(-fl3.l + contentsRight - fl3.w, ge, req)
    c(lb2.t - lb1.t - lb1.h - 10, ge, req)
    c(-lb2.t + lb3.t - lb2.h - 10, ge, req)
    c(lb2.t - lb1.t - lb1.h - 10, eq, mmedium)
    c(fl1.h - 21, eq, strong)
    c(fl1.h - 21, ge, strong)
    c(lb2.l, ge, req)
    c(lb2.h - 16, ge, strong)
    c(fl2.t, ge, req)
    c(fl2.w, ge, req)
    c(lb1.h - 16, ge, strong)
    c(lb1.h - 16, eq, strong)
    c(fl3.w - 125, ge, strong)
    c(fl3.h - 21, eq, strong)
    c(fl3.h - 21, ge, strong)
    c(lb3.h, ge, req)
    c(ctWidth - 119, ge, smedium)
    c(lb3.w - 24, eq, weak)
    c(lb3.w - 24, ge, strong)
    c(fl1.w - 125, ge, strong)
    b.commit()

    b.untimed()
    b.suggest(width, 600)
    b.suggest(height, 400)
    b.read()

    b.phase("resolve", rounds: rounds)
    for i in 0..<rounds {
      let (w, h): (Double, Double) = i % 2 == 0 ? (400, 600) : (600, 400)
      b.suggest(width, w)
      b.suggest(height, h)
      b.read()
    }
    return b.workload
  }
}
