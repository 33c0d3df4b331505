import Passage
import PassageRecording
import PassageTestSupport
import Testing

@Suite struct ZoomTests {
  let size = Size(width: 390, height: 844)
  let card = TransitionSource(frame: Rect(x: 40, y: 300, width: 310, height: 180), cornerRadius: 16)

  private func context(_ direction: TransitionDirection, source: TransitionSource?) -> TransitionContext {
    TransitionContext(containerSize: size, direction: direction, source: source)
  }

  private func page(_ scene: TransitionScene) throws -> LayerState { try #require(scene.layer(.presented)) }

  @Test func presentationStartsAtTheSourcesFrameAndRadiusWithTheContentAspectFilled() throws {
    let start = try page(Zoom().timeline(in: context(.present, source: card)).scene(atProgress: 0))
    expectEqual(start.untransformedFrame, card.frame)
    #expect(start.cornerRadius == 16 && start.opacity == 1 && start.transform.isIdentity)
    expectEqual(start.contentSize, size)
  }

  @Test func presentationEndsFillingTheContainerWithTheDisplaysCornersAndRestsSquareCornered() throws {
    let scene = Zoom().timeline(in: context(.present, source: card)).scene(atProgress: 1)
    let end = try page(scene)
    expectEqual(end.untransformedFrame, Rect(x: 0, y: 0, width: 390, height: 844))
    expectEqual(end.cornerRadius, 55)
    let rest = TransitionRunner(Zoom(), context: context(.present, source: card)).restingScene(finished: true)
    try expectEqual(page(rest).cornerRadius, 0)
    expectClose(try #require(scene.layer(.dimming)).opacity, 0.15)
    let behind = try #require(scene.layer(.presenting)).transform
    #expect(isClose(behind.m11, 0.914) && isClose(behind.m22, 0.914))
    expectEqual(scene.layers.map(\.role), [.presenting, .dimming, .presented, .sourceCopy])
  }

  @Test func theSourceIsHiddenWhileThePageStandsForItAndShownWhenTheRunLands() throws {
    var runner = TransitionRunner(Zoom(), context: context(.present, source: card))
    _ = runner.handle(.start(at: 0))
    #expect(runner.scene(at: 0.1).hidesSource)
    let end = try #require(runner.driver.completionTime)
    _ = runner.handle(.tick(at: end))
    #expect(!runner.scene(at: end).hidesSource)
    let gone = TransitionRunner(Zoom(), context: context(.present, source: nil))
    #expect(!gone.timeline.scene(atProgress: 0.5).hidesSource)
  }

  @Test func dismissalEndsAtWhereTheSourceIsNow() throws {
    let moved = TransitionSource(frame: Rect(x: 20, y: 120, width: 100, height: 100), cornerRadius: 8)
    let end = try page(Zoom().timeline(in: context(.dismiss, source: moved)).scene(atProgress: 1))
    #expect(end.untransformedFrame == moved.frame && end.cornerRadius == 8)
  }

  @Test func withTheSourceGoneThePageShrinksAndFadesTowardTheCentre() throws {
    let end = try page(Zoom().timeline(in: context(.dismiss, source: nil)).scene(atProgress: 1))
    expectEqual(end.untransformedFrame, Rect(x: 97.5, y: 211, width: 195, height: 422))
    expectEqual(end.opacity, 0)
    let unusable = TransitionSource(frame: Rect(x: 0, y: 0, width: 0, height: 40))
    let same = try page(Zoom().timeline(in: context(.dismiss, source: unusable)).scene(atProgress: 1))
    expectEqual(same, end)
  }

  @Test func aHeldCardLeavesTheScreenBehindWhereItIsAsiOSsDoes() throws {
    var runner = TransitionRunner(Zoom(), context: context(.dismiss, source: card))
    _ = runner.begin(at: 0, by: .pan, at: Point(x: 195, y: 200))
    let before = runner.scene(at: 0)
    for (t, dx, dy) in [(0.05, -80.0, 30.0), (0.1, 0.0, 120.0), (0.2, 60.0, 260.0), (0.3, -150.0, -40.0)] {
      _ = runner.handle(.drag(at: t, dx: dx, dy: dy))
      let scene = runner.scene(at: t)
      expectEqual(runner.progress(at: t), 0)
      #expect(
        scene.layer(.presenting) == before.layer(.presenting)
          && scene.layer(.dimming) == before.layer(.dimming))
    }
    // Dragged down, the card has shrunk about the touch point; UIKit and the app hear how far it
    // has shrunk towards the source's size (along its height, which changes the more).
    let effects = runner.handle(.drag(at: 0.4, dx: 0, dy: 300))
    let height = try page(runner.scene(at: 0.4)).size.height
    #expect(height < 844)
    expectEqual(effects, [.updateInteractiveTransition((844 - height) / (844 - 180))])
  }

  @Test func theCardsCornersFollowAStraightLineFromTheSourcesToTheDisplays() throws {
    let timeline = Zoom().timeline(in: context(.present, source: card))
    for u in stride(from: 0.0, through: 1, by: 0.125) {
      expectClose(try page(timeline.scene(atProgress: u)).cornerRadius, 16 + (55 - 16) * u, tolerance: 1e-9)
    }
  }

  private func recording(_ script: String, source: TransitionSource?) throws -> TransitionRecording {
    TransitionRecording(
      Zoom(), context: context(.dismiss, source: source), gesture: try GestureScript(parsing: script),
      sampleCount: 41)
  }

  private func completions(_ r: TransitionRecording) -> [InteractionEffect] {
    r.events.map(\.effect).filter { if case .completeTransition = $0 { true } else { false } }
  }

  @Test func aFastReleaseFinishesIntoTheSourceWithOneCompleteTransition() throws {
    let r = try recording("begin 0; move 0.1 0 120; move 0.2 60 260; end 0.25 300 900", source: card)
    expectEqual(completions(r), [.completeTransition(finished: true)])
    let finishing = r.samples.filter { $0.phase == .finishing }
    let last = try page(try #require(finishing.last).scene)
    expectClose(last.position, card.frame.center, tolerance: 1)
    #expect(isClose(last.size.width, 310, tolerance: 1) && isClose(last.size.height, 180, tolerance: 1))
  }

  @Test func aSlowReleaseSpringsBack() throws {
    let r = try recording("begin 0; move 0.1 0 60; move 0.2 20 110; end 0.25 0 0", source: card)
    expectEqual(completions(r), [.completeTransition(finished: false)])
    let back = try page(try #require(r.samples.last { $0.phase == .cancelling }).scene)
    expectClose(back.position, Point(x: 195, y: 422), tolerance: 1)
  }

  @Test func aReleasedCardFliesFromWhereTheFingerLeftIt() throws {
    for (vy, phase) in [(900.0, DriverPhase.finishing), (-400, .cancelling)] {
      var runner = TransitionRunner(Zoom(), context: context(.dismiss, source: card))
      _ = runner.begin(at: 0, by: .pan, at: Point(x: 195, y: 300))
      _ = runner.handle(.drag(at: 0.1, dx: 0, dy: 120))
      _ = runner.handle(.drag(at: 0.2, dx: 60, dy: 160))
      let held = try page(runner.scene(at: 0.25))
      _ = runner.handle(.release(at: 0.25, vx: 0, vy: vy))
      expectEqual(runner.phase.name, phase)
      let released = try page(runner.scene(at: 0.25))
      expectClose(released.position, held.position, tolerance: 1e-9)
      expectClose(released.size.width, held.size.width, tolerance: 1e-9)
    }
  }

  @Test func aFingerCatchesACardSpringingBackWhereItIsAndHoldsItFromThere() throws {
    var runner = TransitionRunner(Zoom(), context: context(.dismiss, source: card))
    _ = runner.begin(at: 0, by: .pan, at: Point(x: 195, y: 300))
    _ = runner.handle(.drag(at: 0.1, dx: 80, dy: 100))
    _ = runner.handle(.release(at: 0.15, vx: 0, vy: -2000))
    expectEqual(runner.phase.name, .cancelling)
    let caught = try page(runner.scene(at: 0.2))
    _ = runner.begin(at: 0.2, by: .pan, at: caught.position)
    expectEqual(runner.phase.name, .interacting)
    let held = try page(runner.scene(at: 0.2))
    expectClose(held.position, caught.position, tolerance: 1e-9)
    expectClose(held.size.width, caught.size.width, tolerance: 1e-9)
    // A move inside the dead zone leaves it there.
    _ = runner.handle(.drag(at: 0.25, dx: -10, dy: 5))
    expectClose(try page(runner.scene(at: 0.25)).position, caught.position, tolerance: 1e-9)
  }

  @Test func aFingerCatchesThePresentationAndTheFlightGoesOnUnderIt() throws {
    var runner = TransitionRunner(Zoom(), context: context(.present, source: card))
    _ = runner.handle(.start(at: 0))
    let run = try #require(runner.coreAnimationRun())
    #expect(runner.acceptsTouches(during: run))
    let flying = try page(runner.scene(at: 0.05)).size.width
    _ = runner.begin(at: 0.05, by: .pan, at: Point(x: 195, y: 400))
    expectEqual(runner.phase.name, .interacting)
    // Held inside the dead zone, the card goes on growing as the flight would have.
    let alone = TransitionRunner(Zoom(), context: context(.present, source: card))
    var timed = alone
    _ = timed.handle(.start(at: 0))
    try expectClose(page(runner.scene(at: 0.05)).size.width, flying, tolerance: 1e-9)
    try expectClose(
      page(runner.scene(at: 0.15)).size.width, page(timed.scene(at: 0.15)).size.width, tolerance: 1e-9)
    #expect(runner.heldCardSettledTime.map { abs($0 - timed.timeline.duration) < 1e-9 } == true)
    // A drag past it shrinks the flying card by the pan's law on the open page.
    _ = runner.handle(.drag(at: 0.2, dx: 0, dy: 18 + 200))
    let held = try page(runner.scene(at: 1)).size.width / 390
    expectClose(held, 1 - 0.67 * 200 / 844, tolerance: 1e-9)
    // UIKit hears the presentation's progress fall as the card shrinks from the open page.
    let heard = runner.handle(.drag(at: 1, dx: 0, dy: 18 + 200)).compactMap { effect -> Double? in
      if case .updateInteractiveTransition(let p) = effect { p } else { nil }
    }
    // (Read along the height, the side that changes the more.)
    let open = (held * 844 - card.frame.size.height) / (844 - card.frame.size.height)
    #expect(heard.count == 1 && heard.allSatisfy { abs($0 - open) < 1e-9 }, "\(heard)")
    // Let go at rest there, it lands in the source: the presentation is cancelled.
    _ = runner.handle(.release(at: 1, vx: 0, vy: 0))
    expectEqual(runner.phase.name, .cancelling)
    let end = try #require(runner.driver.completionTime)
    let effects = runner.handle(.tick(at: end))
    #expect(effects.contains(.completeTransition(finished: false)))
  }

  @Test func aPresentationCaughtAndLetGoOnTheOpenPageArrives() throws {
    var runner = TransitionRunner(Zoom(), context: context(.present, source: card))
    _ = runner.handle(.start(at: 0))
    _ = runner.begin(at: 0.05, by: .pan, at: Point(x: 195, y: 400))
    _ = runner.handle(.drag(at: 0.1, dx: 0, dy: 40))
    _ = runner.handle(.release(at: 0.12, vx: 0, vy: 0))
    expectEqual(runner.phase.name, .finishing)
    let end = try #require(runner.driver.completionTime)
    try expectClose(page(runner.scene(at: end.nextDown)).size.width, 390, tolerance: 0.4)
    #expect(runner.handle(.tick(at: end)).contains(.completeTransition(finished: true)))
  }

  @Test func aTimedDismissalPlaysFromThePageToTheSourceAheadByTheHeadStart() throws {
    var runner = TransitionRunner(Zoom(), context: context(.dismiss, source: card))
    try expectEqual(page(runner.scene(at: 0)).untransformedFrame, Rect(x: 0, y: 0, width: 390, height: 844))
    _ = runner.handle(.start(at: 0))
    // Its first frame is where the push's spring is after the head start.
    let lead = Zoom.flight.value(at: Zoom.popHeadStart)
    #expect(lead > 0.05 && lead < 0.06)
    expectClose(runner.progress(at: 0), lead, tolerance: 1e-12)
    let first = try page(runner.scene(at: 0)).untransformedFrame
    expectClose(first.size.width, 390 - (390 - card.frame.size.width) * lead, tolerance: 1e-9)
    let end = try #require(runner.driver.completionTime)
    let landing = try page(runner.scene(at: end.nextDown))
    expectClose(landing.position, card.frame.center, tolerance: 0.5)
  }

  @Test func aLeadingEdgeSwipeInARightToLeftLayoutShrinksTheCardLeftwards() throws {
    var rtl = context(.dismiss, source: card)
    rtl.layoutDirection = .rightToLeft
    let r = TransitionRecording(
      Zoom(), context: rtl,
      gesture: try GestureScript(parsing: "begin 0 edge; move 0.1 -120 0; end 0.2 -1500 0"),
      times: [0.1], dismissalReason: .leadingEdgeSwipe)
    // Past the 12 pt dead zone, scaled by 1 − 0.67 × 108 / 390 about the grab point on the right edge.
    let scale = 1 - 0.67 * 108 / 390
    let held = try page(r.samples[0].scene)
    expectClose(held.size.width, 390 * scale, tolerance: 1e-9)
    expectClose(held.position, Point(x: 390 - 108 - scale * 195, y: 422), tolerance: 1e-9)
    expectEqual(completions(r), [.completeTransition(finished: true)])
    #expect(r.dismissalEvents.first?.event.reason == .leadingEdgeSwipe)
  }

  @Test func underReduceMotionADragCrossFadesWithoutMovingThePage() throws {
    var reduced = context(.dismiss, source: card)
    reduced.reduceMotion = true
    var runner = TransitionRunner(Zoom(), context: reduced)
    _ = runner.handle(.begin(at: 0))
    _ = runner.handle(.drag(at: 0.1, dx: 100, dy: 200))
    let layer = try page(runner.scene(at: 0.1))
    #expect(layer.position == Point(x: 195, y: 422) && layer.size == size)
    #expect(layer.opacity < 1)
  }
}
