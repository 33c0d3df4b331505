import Passage
import PassageLibC
import PassageTestSupport
import Testing

@Suite struct PushTests {
  let size = Size(width: 390, height: 844)

  private func scene(
    _ direction: TransitionDirection, _ layout: TransitionContext.LayoutDirection = .leftToRight,
    progress: Double,
    push: Push = Push()
  ) -> TransitionScene {
    push.timeline(in: TransitionContext(containerSize: size, direction: direction, layoutDirection: layout))
      .scene(atProgress: progress)
  }

  @Test func pushSlidesThePageInFromTheTrailingEdge() throws {
    try expectEqual(#require(scene(.present, progress: 0).layer(.presented)).untransformedFrame.origin.x, 390)
    try expectEqual(#require(scene(.present, progress: 1).layer(.presented)).untransformedFrame.origin.x, 0)
  }

  @Test func pushMovesThePresentingScreenThirtyPercentTheOtherWay() throws {
    let end = try #require(scene(.present, progress: 1).layer(.presenting))
    expectClose(end.untransformedFrame.origin.x, -0.3 * 390, tolerance: 1e-9)
    let mid = try #require(scene(.present, progress: 0.5).layer(.presenting))
    expectClose(mid.untransformedFrame.origin.x, -0.15 * 390, tolerance: 1e-9)
  }

  @Test func pushDimsAndShadowsAsItGoes() throws {
    let start = scene(.present, progress: 0)
    let end = scene(.present, progress: 1)
    try expectEqual(#require(start.layer(.dimming)).opacity, 0)
    expectClose(try #require(end.layer(.dimming)).opacity, 0.1)
    let shadow = try #require(end.layer(.presented)).shadow
    #expect(isClose(shadow.opacity, 0.053) && shadow.radius == 13 && shadow.color == .black)
    // Out from under the page onto the covered screen, which lies to the left here.
    expectEqual(shadow.offset, Size(width: -9, height: 0))
    expectEqual(start.layers.map(\.role), [.presenting, .dimming, .presented])
  }

  @Test func popIsTheExactMirrorOfPush() throws {
    for p in stride(from: 0.0, through: 1.0, by: 0.125) {
      let push = scene(.present, progress: 1 - p)
      let pop = scene(.dismiss, progress: p)
      for role in [LayerRole.presenting, .dimming, .presented] {
        let a = try #require(push.layer(role))
        let b = try #require(pop.layer(role))
        expectClose(a.position, b.position, tolerance: 1e-9)
        expectClose(a.opacity, b.opacity, tolerance: 1e-12)
        expectClose(a.shadow.opacity, b.shadow.opacity, tolerance: 1e-12)
      }
    }
  }

  @Test func rightToLeftMirrorsHorizontally() throws {
    for p in [0.0, 0.3, 1.0] {
      for direction in TransitionDirection.allCases {
        let ltr = scene(direction, .leftToRight, progress: p)
        let rtl = scene(direction, .rightToLeft, progress: p)
        for role in [LayerRole.presenting, .dimming, .presented] {
          let a = try #require(ltr.layer(role)).position
          let b = try #require(rtl.layer(role)).position
          #expect(isClose(b.x, 390 - a.x, tolerance: 1e-9) && b.y == a.y)
        }
      }
    }
    try expectEqual(
      #require(scene(.present, .rightToLeft, progress: 0).layer(.presented)).untransformedFrame.origin.x, -390
    )
  }

  @Test func defaultTimingDecaysExponentiallyWithATimeConstantOf60Milliseconds() throws {
    guard case .spring(let spring) = Push().curve else {
      Issue.record("not a spring")
      return
    }
    for t in [0.0, 0.01, 0.042, 0.138, 0.3] {
      expectClose(spring.value(at: t), 1 - exp(-t / 0.06), tolerance: 1e-12, "at \(t) s")
    }
    expectClose(spring.settlingDuration, 0.06 * log(1000), tolerance: 1e-6)
  }

  @Test func referenceVariantUsesTheSamplesUIKitSpring() throws {
    guard case .spring(let spring) = Push.reference.curve else {
      Issue.record("not a spring")
      return
    }
    expectClose(spring.settlingDuration, 0.75, tolerance: 1e-6)
    #expect(isClose(spring.dampingRatio, 0.9) && spring.initialVelocity == 1)
  }

  @Test func interactiveEdgeIsTheLeadingEdge() throws {
    let ltr = try #require(Push().interactiveGesture(in: TransitionContext(direction: .dismiss)))
    let rtl = try #require(
      Push().interactiveGesture(in: TransitionContext(direction: .dismiss, layoutDirection: .rightToLeft)))
    #expect(ltr.kind == .edgePan(.left) && rtl.kind == .edgePan(.right))
    #expect(ltr.travel(dx: 10, dy: 3) == 10 && rtl.travel(dx: -10, dy: 3) == 10)
  }
}
