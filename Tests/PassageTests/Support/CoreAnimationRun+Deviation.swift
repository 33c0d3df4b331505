import Passage

extension CoreAnimationRun {
  /// The worst deviation of this plan from the scenes `runner` computes (its carried drag
  /// included), over 101 times of the run and just after it, and at `extraTimes`: corners in
  /// points, opacity as a fraction; infinite when the plan lacks a layer the engine draws.
  func worstDeviation(
    from runner: TransitionRunner, extraTimes: [Double] = []
  ) -> (corners: Double, opacity: Double) {
    var worst = (corners: 0.0, opacity: 0.0)
    let times =
      (0...100).map { start + duration * Double($0) / 100 } + [start + duration + 0.01] + extraTimes
    for t in times {
      for layer in runner.runningScene(at: t).layers {
        for decomposed in [true, false] {
          guard let planned = self.layer(layer.role, at: t, decomposingTransforms: decomposed) else {
            return (.infinity, .infinity)
          }
          let d = planned.deviation(from: layer)
          worst = (max(worst.corners, d.corners), max(worst.opacity, d.opacity))
        }
      }
    }
    return worst
  }
}
