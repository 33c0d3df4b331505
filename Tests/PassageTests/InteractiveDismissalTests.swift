import Passage
import PassageTestSupport
import Testing

@Suite struct InteractiveDismissalTests {
  let context = TransitionContext(containerSize: Size(width: 390, height: 844), direction: .dismiss)

  private func pageX(_ runner: TransitionRunner, at t: Double) throws -> Double {
    try #require(runner.scene(at: t).layer(.presented)).untransformedFrame.origin.x
  }

  @Test func withoutADeadZoneThePageFollowsTheFingerExactly() throws {
    var runner = TransitionRunner(Push(deadZone: 0), context: context)
    _ = runner.handle(.begin(at: 0))
    for (i, d) in [0.0, 13, 60, 117, 250, 389.5].enumerated() {
      let t = Double(i) * 0.016
      let effects = runner.handle(.move(at: t, translation: d))
      expectEqual(effects, [.updateInteractiveTransition(d / 390)])
      expectClose(try pageX(runner, at: t), d, tolerance: 1e-9)
    }
  }

  @Test func thePushedPageStaysForTwelvePointsThenTrailsTheFingerByTwelve() throws {
    var runner = TransitionRunner(Push(), context: context)
    _ = runner.handle(.begin(at: 0))
    for (i, (finger, page)) in [(0.0, 0.0), (5, 0), (12, 0), (13, 1), (60, 48), (250, 238), (20, 8)]
      .enumerated()
    {
      let t = Double(i) * 0.016
      _ = runner.handle(.move(at: t, translation: finger))
      expectClose(try pageX(runner, at: t), page, tolerance: 1e-9, "finger \(finger)")
    }
  }

  @Test func thePulledDownPageFollowsTheFingerDespiteCubicKeyframes() throws {
    var runner = TransitionRunner(Recede(), context: context)
    _ = runner.handle(.begin(at: 0))
    for d in [10.0, 100, 300, 600, 800] {
      _ = runner.handle(.move(at: d / 1000, translation: d))
      let y = try #require(runner.scene(at: d / 1000).layer(.presented)).untransformedFrame.origin.y
      expectClose(y, d, tolerance: 0.05, "finger \(d), page \(y)")
    }
  }

  @Test func releasedAt30PercentWithPositiveVelocityFinishes() {
    // docs/TRANSITIONS.md, “Interactive dismissal”: 117 pt of 390 + 500 pt/s → projected +249.5 pt → finishes.
    var runner = TransitionRunner(Push(completion: .standard, deadZone: 0), context: context)
    _ = runner.handle(.begin(at: 0))
    _ = runner.handle(.move(at: 0.1, translation: 60))
    _ = runner.handle(.move(at: 0.2, translation: 117))
    expectClose(runner.driver.configuration.completion.projection(ofVelocity: 500), 249.5, tolerance: 1e-9)
    // The decision shows in the phase; finish is sent to the context only when the spring lands.
    expectEqual(runner.handle(.end(at: 0.2, velocity: 500)), [])
    expectEqual(runner.phase.name, .finishing)
  }

  @Test func releasedAt60PercentMovingBackCancels() {
    // docs/TRANSITIONS.md, “Interactive dismissal”: 234 pt of 390 − 300 pt/s → projected −149.7 pt → 21.6 % → cancels.
    var runner = TransitionRunner(Push(completion: .standard, deadZone: 0), context: context)
    _ = runner.handle(.begin(at: 0))
    _ = runner.handle(.move(at: 0.2, translation: 234))
    expectClose(runner.driver.configuration.completion.projection(ofVelocity: -300), -149.7, tolerance: 1e-9)
    expectEqual(runner.handle(.end(at: 0.3, velocity: -300)), [])
    expectEqual(runner.phase.name, .cancelling)
  }

  @Test func aDragWithinTheDeadZoneReleasedAtRestCancelsAtOnce() {
    var runner = TransitionRunner(Push(), context: context)
    _ = runner.handle(.begin(at: 0))
    _ = runner.handle(.move(at: 0.1, translation: 11))
    // Nothing moved, so nothing springs back: the context hears the cancel with the release.
    expectEqual(runner.handle(.end(at: 0.2, velocity: 0)).last, .completeTransition(finished: false))
  }

  @Test func aOnePointDragReleasedAtRestCancels() {
    var runner = TransitionRunner(Push(deadZone: 0), context: context)
    _ = runner.handle(.begin(at: 0))
    _ = runner.handle(.move(at: 0.1, translation: 1))
    expectEqual(runner.handle(.end(at: 0.2, velocity: 0)), [])
    expectEqual(runner.phase.name, .cancelling)
    var effects: [InteractionEffect] = []
    for i in 1...100 { effects += runner.handle(.tick(at: 0.2 + Double(i) / 60)) }
    expectEqual(effects.last, .completeTransition(finished: false))
  }

  @Test(arguments: [(117.0, 500.0), (234.0, -300.0), (200.0, 0.0), (50.0, 2000.0), (380.0, -50.0)])
  func positionAndVelocityAreContinuousAtRelease(translation: Double, velocity: Double) throws {
    var runner = TransitionRunner(Push(), context: context)
    _ = runner.handle(.begin(at: 0))
    _ = runner.handle(.move(at: 0.2, translation: translation))
    let before = try pageX(runner, at: 0.2)
    _ = runner.handle(.end(at: 0.2, velocity: velocity))
    let after = try pageX(runner, at: 0.2)
    expectClose(before, after, tolerance: 1e-9)
    let h = 1e-5
    let speed = (try pageX(runner, at: 0.2 + h) - after) / h
    expectClose(speed, velocity, tolerance: 0.5, "page speed \(speed) vs finger \(velocity)")
  }

  @Test func aNewTouchDuringCompletionCatchesThePageWhereItIs() throws {
    var runner = TransitionRunner(Push(), context: context)
    _ = runner.handle(.begin(at: 0))
    _ = runner.handle(.move(at: 0.1, translation: 200))
    _ = runner.handle(.end(at: 0.1, velocity: 800))
    let caught = try pageX(runner, at: 0.15)
    // Released with the page 12 pt behind the finger, at 188 of 390: finishing, the back swipe's
    // spring carries it over the remaining 202 pt, starting at the finger's 800 pt/s.
    let spring = CompletionPolicy.backSwipe.spring.withInitialVelocity(800 / 202)
    expectClose(caught, 188 + 202 * spring.value(at: 0.05), tolerance: 1e-9)
    let effects = runner.handle(.begin(at: 0.15))
    // Still interactive for UIKit (nothing was finished or cancelled), so no pause: it just follows.
    expectEqual(effects.first, .updateInteractiveTransition(runner.progress(at: 0.15)))
    #expect(!effects.contains(.finishInteractiveTransition))
    expectEqual(runner.phase.name, .interacting)
    expectClose(try pageX(runner, at: 0.2), caught, tolerance: 1e-9)
    // The new touch waits out the dead zone again, then trails the finger by it.
    _ = runner.handle(.move(at: 0.2, translation: -50))
    expectClose(try pageX(runner, at: 0.2), caught - 38, tolerance: 1e-9)
  }

  @Test func finishingSendsBalancedCallbacksAndCompletesOnce() {
    var runner = TransitionRunner(Push(), context: context)
    var effects = runner.handle(.begin(at: 0))
    effects += runner.handle(.move(at: 0.1, translation: 300))
    effects += runner.handle(.end(at: 0.1, velocity: 100))
    for i in 1...120 { effects += runner.handle(.tick(at: 0.1 + Double(i) / 60)) }
    let lifecycle = effects.filter {
      if case .updateInteractiveTransition = $0 { return false }
      return true
    }
    expectEqual(
      lifecycle,
      [
        .appearance(.presenting, .willAppear), .appearance(.presented, .willDisappear),
        .finishInteractiveTransition,
        .appearance(.presenting, .didAppear), .appearance(.presented, .didDisappear),
        .completeTransition(finished: true),
      ])
  }

  @Test func cancellingSendsTheReverseCallbacks() {
    var runner = TransitionRunner(Push(), context: context)
    var effects = runner.handle(.begin(at: 0))
    effects += runner.handle(.move(at: 0.1, translation: 30))
    effects += runner.handle(.cancel(at: 0.2))
    for i in 1...120 { effects += runner.handle(.tick(at: 0.2 + Double(i) / 60)) }
    expectEqual(
      effects.filter { if case .updateInteractiveTransition = $0 { return false } else { return true } },
      [
        .appearance(.presenting, .willAppear), .appearance(.presented, .willDisappear),
        .cancelInteractiveTransition,
        .appearance(.presented, .willAppear), .appearance(.presented, .didAppear),
        .appearance(.presenting, .willDisappear), .appearance(.presenting, .didDisappear),
        .completeTransition(finished: false),
      ])
  }

  @Test func invalidEventsAreReportedNotObeyed() {
    var runner = TransitionRunner(Push(), context: context)
    expectEqual(runner.handle(.move(at: 0, translation: 5)), [.diagnostic("move while idle; ignored")])
    _ = runner.handle(.begin(at: 1))
    expectEqual(
      runner.handle(.move(at: 0.5, translation: 5)),
      [
        .diagnostic("move at 0.5 s is earlier than the previous event at 1.0 s; ignored")
      ])
    expectEqual(
      runner.handle(.move(at: 2, translation: .nan)),
      [
        .diagnostic("move with a non-finite translation ignored")
      ])
    expectEqual(
      runner.handle(.end(at: 2, velocity: .infinity)),
      [
        .diagnostic("end with a non-finite velocity ignored")
      ])
    expectEqual(runner.handle(.begin(at: .nan)), [.diagnostic("begin at a non-finite time ignored")])
    expectEqual(runner.handle(.begin(at: 3)), [.diagnostic("begin while interacting; ignored")])
  }

  @Test func nothingIsLeftTransformedAfterCompletion() {
    for finished in [true, false] {
      var runner = TransitionRunner(Recede(), context: context)
      _ = runner.handle(.begin(at: 0))
      _ = runner.handle(.move(at: 0.1, translation: finished ? 500 : 10))
      _ = runner.handle(.end(at: 0.1, velocity: 0))
      _ = runner.handle(.tick(at: 10))
      #expect(runner.driver.isComplete)
      let rest = runner.scene(at: 10).layers.allSatisfy { $0.isAtRest }
      #expect(rest)
      expectEqual(runner.scene(at: 10).layers.count, finished ? 1 : 2)
    }
  }

  @Test func aTimedPresentationCompletesAfterItsDuration() {
    var runner = TransitionRunner(Recede(), context: TransitionContext(direction: .present))
    expectEqual(
      runner.handle(.start(at: 0)),
      [
        .appearance(.presented, .willAppear), .appearance(.presenting, .willDisappear),
      ])
    expectEqual(runner.handle(.tick(at: 0.49)), [])
    expectEqual(
      runner.handle(.tick(at: 0.5)),
      [
        .finishInteractiveTransition, .appearance(.presented, .didAppear),
        .appearance(.presenting, .didDisappear),
        .completeTransition(finished: true),
      ])
    expectEqual(runner.handle(.tick(at: 0.6)), [])
    expectEqual(
      runner.handle(.begin(at: 0.7)), [.diagnostic("begin after the transition completed; ignored")])
  }
}
