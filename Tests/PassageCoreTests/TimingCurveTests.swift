import PassageCore
import PassageTestSupport
import Testing

@Suite struct TimingCurveTests {
  private func value(_ curve: TimingCurve, _ x: Double) -> Double {
    curve.progress(afterSeconds: x, of: 1)
  }

  @Test func namedCurvesMatchCoreAnimationReferenceValues() {
    // docs/TRANSITIONS.md, “Timing curves”, tolerance 1e-5.
    expectClose(value(.easeInEaseOut, 0.25), 0.129162, tolerance: 1e-5)
    expectClose(value(.easeInEaseOut, 0.67), 0.772850, tolerance: 1e-5)
    expectClose(value(.default, 0.5), 0.802403, tolerance: 1e-5)
    expectClose(value(.easeIn, 0.67), 0.515911, tolerance: 1e-5)
    expectClose(value(.easeOut, 0.67), 0.846581, tolerance: 1e-5)
    expectClose(value(.linear, 0.3), 0.3, tolerance: 1e-7)
  }

  @Test func everyBezierStartsAtZeroAndEndsAtOne() {
    var rng = SeededRandom(seed: 3)
    for _ in 0..<1000 {
      let c = CubicBezier(
        x1: .random(in: 0...1, using: &rng), y1: .random(in: -1...2, using: &rng),
        x2: .random(in: 0...1, using: &rng), y2: .random(in: -1...2, using: &rng))
      expectClose(c.value(at: 0), 0, tolerance: 1e-6)
      expectClose(c.value(at: 1), 1, tolerance: 1e-6)
    }
  }

  @Test func beziersWithMonotonicYAreMonotonicInTheInput() {
    // With x control points in [0, 1] the curve is a function of x; with y control points in
    // [0, 1] too its output never decreases.
    var rng = SeededRandom(seed: 4)
    for _ in 0..<300 {
      let c = CubicBezier(
        x1: .random(in: 0...1, using: &rng), y1: .random(in: 0...1, using: &rng),
        x2: .random(in: 0...1, using: &rng), y2: .random(in: 0...1, using: &rng))
      var previous = c.value(at: 0)
      for i in 1...200 {
        let v = c.value(at: Double(i) / 200)
        #expect(v >= previous - 1e-6, "\(c) at \(Double(i) / 200)")
        previous = v
      }
    }
  }

  @Test func beziersWithXControlPointsInTheUnitIntervalAreMonotonicInX() {
    var rng = SeededRandom(seed: 8)
    for _ in 0..<500 {
      let c = CubicBezier(
        x1: .random(in: 0...1, using: &rng), y1: .random(in: -2...3, using: &rng),
        x2: .random(in: 0...1, using: &rng), y2: .random(in: -2...3, using: &rng))
      var previous = c.point(atParameter: 0).x
      for i in 1...400 {
        let x = c.point(atParameter: Double(i) / 400).x
        #expect(x >= previous - 1e-12, "\(c)")
        previous = x
      }
      // And the solver inverts x: value(at: x(t)) == y(t).
      for t in stride(from: 0.05, to: 1, by: 0.1) {
        let p = c.point(atParameter: t)
        let slope = abs(c.slope(at: p.x))
        expectClose(c.value(at: p.x), p.y, tolerance: 1e-6 * max(1, slope), "\(c) at t = \(t)")
      }
    }
  }

  @Test func inputsOutsideTheUnitIntervalExtrapolateAlongTheEndTangents() {
    let c = CubicBezier(x1: 0.42, y1: 0, x2: 0.58, y2: 1)
    expectEqual(c.value(at: -0.5), 0)
    expectEqual(c.value(at: 1.5), 1)
    let linearish = CubicBezier(x1: 0.25, y1: 0.5, x2: 0.75, y2: 0.5)
    expectClose(linearish.value(at: -1), -2)
    expectClose(linearish.value(at: 2), 3)
  }

  @Test func nonFiniteBezierInputsAreDefined() {
    let c = CubicBezier(x1: 0.42, y1: 0, x2: 0.58, y2: 1)
    #expect(c.value(at: .nan).isNaN)
    expectEqual(c.value(at: .infinity), 1)
    expectEqual(c.value(at: -.infinity), 0)
    let cleaned = CubicBezier(x1: .nan, y1: .infinity, x2: 2, y2: 1)
    #expect(cleaned.x1 == 0 && cleaned.y1 == 0 && cleaned.x2 == 1)
    #expect(TimingCurve.easeIn.progress(afterSeconds: .nan, of: 1).isNaN)
    expectEqual(TimingCurve.easeIn.progress(afterSeconds: 5, of: 1), 1)
    expectEqual(TimingCurve.easeIn.progress(afterSeconds: -5, of: 1), 0)
    expectEqual(TimingCurve.easeIn.progress(afterSeconds: 0.5, of: 0), 1)
  }
}
