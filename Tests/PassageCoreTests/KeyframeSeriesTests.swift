import PassageCore
import PassageTestSupport
import Testing

@Suite struct KeyframeSeriesTests {
  @Test func cubicModeDuplicatesEndpointsAsCoreAnimationDoes() throws {
    // docs/TRANSITIONS.md, “Keyframes”: values 0, 1, 0 evenly over 4 s, linear overall curve, sampled at 1 s → 0.5625.
    let track = try #require(KeyframeSeries(values: [0.0, 1.0, 0.0], mode: .cubic))
    let u = TimingCurve.linear.progress(afterSeconds: 1, of: 4)
    expectClose(track.value(at: u), 0.5625, tolerance: 1e-12)
  }

  @Test func uikitKeyframesHoldThePreviousValueUntilTheirStart() throws {
    let track = KeyframeSeries(
      from: 5.0, keyframes: [Keyframe(start: 0.2, duration: 0.8, value: 1.0)], mode: .linear)
    expectEqual(track.values, [5, 5, 1])
    expectEqual(track.keyTimes, [0, 0.2, 1])
    expectEqual(track.value(at: 0.1), 5)
    expectClose(track.value(at: 0.6), 3)
  }

  @Test func keyframesEndingEarlyHoldTheirValueAfterwards() throws {
    let track = KeyframeSeries(
      from: 0.0, keyframes: [Keyframe(start: 0, duration: 0.5, value: 10.0)], mode: .linear)
    expectEqual(track.value(at: 0.75), 10)
    expectEqual(track.keyTimes, [0, 0.5, 1])
  }

  @Test func everyModeReturnsKeyValuesExactlyAtKeyTimes() throws {
    var rng = SeededRandom(seed: 5)
    for mode in CalculationMode.allCases {
      for _ in 0..<50 {
        let n = Int.random(in: 2...6, using: &rng)
        let values = (0..<n).map { _ in Double.random(in: -100...100, using: &rng) }
        var times = (0..<n).map { _ in Double.random(in: 0...1, using: &rng) }.sorted()
        times[0] = 0
        times[n - 1] = 1
        let track = try #require(KeyframeSeries(values: values, keyTimes: times, mode: mode))
        if mode == .paced || mode == .cubicPaced {
          expectEqual(track.value(at: 0), values[0])
          expectEqual(track.value(at: 1), values[n - 1])
        } else {
          for (t, v) in zip(times, values) where times.filter({ $0 == t }).count == 1 {
            expectEqual(track.value(at: t), v, "\(mode) at \(t)")
          }
        }
      }
    }
  }

  @Test func discreteModeHoldsEachValueUntilTheNextKeyTime() throws {
    let track = try #require(KeyframeSeries(values: [1.0, 2.0, 3.0], mode: .discrete))
    expectEqual(track.value(at: 0.49), 1)
    expectEqual(track.value(at: 0.5), 2)
    expectEqual(track.value(at: 0.99), 2)
    expectEqual(track.value(at: 1), 3)
  }

  @Test func pacedModeMovesAtConstantSpeed() throws {
    let track = try #require(KeyframeSeries(values: [0.0, 1.0, 4.0], keyTimes: [0, 0.5, 1], mode: .paced))
    expectClose(track.value(at: 0.25), 1)
    expectClose(track.value(at: 0.5), 2)
  }

  @Test func tensionOneFlattensTangents() throws {
    let loose = try #require(KeyframeSeries(values: [0.0, 1.0, 0.0], mode: .cubic))
    let tight = try #require(
      KeyframeSeries(values: [0.0, 1.0, 0.0], mode: .cubic, shape: SplineShape(tension: 1)))
    // Zero tangents: a smoothstep from 0 to 1 over the first half.
    expectClose(tight.value(at: 0.25), 0.5)
    #expect(loose.value(at: 0.25) != tight.value(at: 0.25))
  }

  @Test func transformTracksInterpolateByDecomposition() throws {
    let receded = Transform3D.perspective(distance: 1000).translated(x: 0, y: 0, z: -100)
    let track = try #require(KeyframeSeries(values: [Transform3D.identity, receded], mode: .linear))
    expectEqual(track.value(at: 0), .identity)
    expectEqual(track.value(at: 1), receded)
    expectClose(track.value(at: 0.5), Transform3D.identity.interpolated(to: receded, fraction: 0.5))
  }

  @Test func colorsInterpolateInPremultipliedSpace() throws {
    let c = LayerColor.clear.interpolated(to: LayerColor(red: 1, green: 0, blue: 0), fraction: 0.5)
    #expect(isClose(c.red, 1) && isClose(c.alpha, 0.5))
  }

  @Test func emptyValuesMakeNoTrack() {
    #expect(KeyframeSeries<Double>(values: []) == nil)
  }

  @Test func nanProgressGivesTheFirstValue() throws {
    let track = try #require(KeyframeSeries(values: [3.0, 4.0]))
    expectEqual(track.value(at: .nan), 3)
  }
}
