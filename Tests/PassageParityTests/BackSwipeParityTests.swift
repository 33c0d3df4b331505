import Passage
import PassageRecording
import PassageTestSupport
import Testing

/// Passage's interactive pop against iOS's measured back swipe (``NativeMotion/BackSwipe``),
/// driven by the gesture scripts `passage inspect push --gesture` takes.
@Suite struct BackSwipeParityTests {
  let context = TransitionContext(containerSize: NativeMotion.container, direction: .dismiss)
  var width: Double { NativeMotion.container.width }

  /// The page's left edge at `time` in the run `script` drives.
  func pageEdge(_ script: String, at times: [Double]) throws -> [Double] {
    try TransitionRecording(Push(), context: context, gesture: GestureScript(parsing: script), times: times)
      .samples.map { $0.scene.layer(.presented)?.untransformedFrame.origin.x ?? .nan }
  }

  @Test func thePageStaysForTheFirst12PointsThenSits12PointsBehindTheFinger() throws {
    let fingers = [0.0, 6, 12, 20, 60, 150, 300, 12, 3]
    let script =
      "begin 0; "
      + fingers.enumerated().map { "move \(Double($0.offset + 1) / 10) \($0.element)" }
      .joined(separator: "; ")
    let edges = try pageEdge(script, at: fingers.indices.map { Double($0 + 1) / 10 })
    for (finger, edge) in zip(fingers, edges) {
      expectEqual(
        edge, max(finger - NativeMotion.BackSwipe.deadZone, 0), "finger \(finger) pt, page \(edge) pt")
    }
  }

  @Test func everyReleaseLandsOnTheMeasuredSpring() throws {
    let spring = Push().completion.spring
    expectClose(spring.naturalFrequency, NativeMotion.BackSwipe.naturalFrequency, tolerance: 1e-12)
    expectClose(spring.dampingRatio, NativeMotion.BackSwipe.dampingRatio, tolerance: 1e-12)
  }

  /// From rest, from 16–76 % of the width, popping and springing back alike: 98 % of the rest of
  /// the way in about 200 ms, whatever the distance.
  @Test(arguments: [0.16, 0.41, 0.51, 0.56, 0.76])
  func ninetyEightPercentOfTheRemainingWayTakesAbout200MillisecondsFromAnyPosition(position: Double) throws {
    let finger = position * width
    let script = "begin 0; move 0.2 \(finger); end 0.2 0"
    let times = (0...400).map { 0.2 + Double($0) / 1000 }
    let edges = try pageEdge(script, at: times)
    let start = finger - NativeMotion.BackSwipe.deadZone
    let target = edges.last ?? 0
    let remaining = abs(target - start)
    let within = edges.lastIndex { abs($0 - target) > 0.02 * remaining }.map { Double($0 + 1) / 1000 } ?? 0
    let native = NativeMotion.BackSwipe.ninetyEightPercent
    #expect(
      within >= native.lowerBound - NativeMotion.frame && within <= native.upperBound + NativeMotion.frame,
      "98 % after \(within) s from \(position)")
  }

  @Test func theCommitRuleIsTheMeasuredProjectionWindowAndBoundary() {
    guard case .window(let seconds) = Push().completion.projection else {
      Issue.record("the back swipe projects by a time window")
      return
    }
    #expect(NativeMotion.BackSwipe.projectionWindow.contains(seconds))
    #expect(NativeMotion.BackSwipe.boundaryAtRest.contains(Push().completion.boundary))
  }

  /// Every release iOS was measured making, as a script: the page at its position — the
  /// measurement's analyser (`analyze_swipe.py`) reports the page's edge at the lift, not the
  /// finger — so the finger 12 pt ahead of it, released with its velocity.
  @Test(arguments: NativeMotion.BackSwipe.outcomes.indices)
  func eachMeasuredReleaseEndsAsiOSsDid(case index: Int) throws {
    let (position, velocity, pops) = NativeMotion.BackSwipe.outcomes[index]
    let finger = position * width + NativeMotion.BackSwipe.deadZone
    let script = "begin 0; move 0.2 \(finger); end 0.2 \(velocity)"
    let recording = TransitionRecording(Push(), context: context, gesture: try GestureScript(parsing: script))
    let finished = recording.events.compactMap {
      if case .completeTransition(let finished) = $0.effect { finished } else { nil }
    }
    expectEqual(finished, [pops], "\(script): \(pops ? "iOS pops" : "iOS springs back")")
  }

  /// The cancelled flick's carry, a reasoned choice: the spring that fits every measured release
  /// curve, launched from the page with the finger's velocity, carries a flick let go at 29 % at
  /// 400 pt/s 1.2 pt on before it turns; iOS's 5.4 pt would need the page to leave at more than
  /// twice the finger's speed, which nothing measured supports, so the spring stays.
  @Test func aCancelledFlickCarriesOnAsTheReleaseSpringDoesFromTheFinger() throws {
    let finger = 128.58
    let lift = 0.2
    let times = (0...100).map { lift + Double($0) * 0.001 }
    let edges = try pageEdge("begin 0; move 0.2 \(finger); end 0.2 400", at: times)
    let released = finger - NativeMotion.BackSwipe.deadZone
    let carry = (edges.max() ?? .nan) - released
    expectClose(carry, 1.2, tolerance: 0.05)
    // The same spring from the same place needs 930 pt/s to carry iOS's 5.4 pt.
    let spring = Push().completion.spring
    func carried(_ speed: Double) -> Double {
      (0...2000).map { i -> Double in
        spring.motion(fromDisplacement: released, velocity: speed, after: Double(i) * 1e-4).displacement
      }.max()! - released
    }
    expectClose(carried(400), carry, tolerance: 0.05)
    #expect(carried(2 * 400) < NativeMotion.BackSwipe.cancelledFlickCarry)
    #expect(carried(930) > NativeMotion.BackSwipe.cancelledFlickCarry - 0.1)
  }
}
