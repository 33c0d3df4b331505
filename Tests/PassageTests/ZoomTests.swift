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
    #expect(start.untransformedFrame == card.frame)
    #expect(start.cornerRadius == 16 && start.opacity == 1 && start.transform.isIdentity)
    #expect(start.contentSize == size)
  }

  @Test func presentationEndsFillingTheContainerWithTheDisplaysCornersAndRestsSquareCornered() throws {
    let scene = Zoom().timeline(in: context(.present, source: card)).scene(atProgress: 1)
    let end = try page(scene)
    #expect(end.untransformedFrame == Rect(x: 0, y: 0, width: 390, height: 844))
    #expect(end.cornerRadius == 55)
    let rest = TransitionRunner(Zoom(), context: context(.present, source: card)).restingScene(finished: true)
    #expect(try page(rest).cornerRadius == 0)
    #expect(isClose(try #require(scene.layer(.dimming)).opacity, 0.15))
    let behind = try #require(scene.layer(.presenting)).transform
    #expect(isClose(behind.m11, 0.914) && isClose(behind.m22, 0.914))
    #expect(scene.layers.map(\.role) == [.presenting, .dimming, .presented])
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
    #expect(end.untransformedFrame == Rect(x: 97.5, y: 211, width: 195, height: 422))
    #expect(end.opacity == 0)
    let unusable = TransitionSource(frame: Rect(x: 0, y: 0, width: 0, height: 40))
    let same = try page(Zoom().timeline(in: context(.dismiss, source: unusable)).scene(atProgress: 1))
    #expect(same == end)
  }

  @Test func aDragCarriesThePageWithTheFingerOneToOneInBothDirections() throws {
    var runner = TransitionRunner(Zoom(), context: context(.dismiss, source: card))
    _ = runner.handle(.begin(at: 0))
    for (t, dx, dy) in [(0.05, -80.0, 30.0), (0.1, 0.0, 120.0), (0.2, 60.0, 260.0), (0.3, -150.0, -40.0)] {
      _ = runner.handle(.drag(at: t, dx: dx, dy: dy))
      let layer = try page(runner.scene(at: t))
      #expect(isClose(layer.position, Point(x: 195 + dx, y: 422 + dy), tolerance: 1e-9))
      // It shrinks with the distance dragged, whatever the direction.
      let distance = (dx * dx + dy * dy).squareRoot()
      #expect(isClose(runner.progress(at: t), distance / 844, tolerance: 1e-12))
      #expect(layer.size.width < 390 && layer.size.height < 844)
    }
  }

  @Test func theCardsCornersFollowAStraightLineFromTheSourcesToTheDisplays() throws {
    let timeline = Zoom().timeline(in: context(.present, source: card))
    for u in stride(from: 0.0, through: 1, by: 0.125) {
      #expect(
        isClose(try page(timeline.scene(atProgress: u)).cornerRadius, 16 + (55 - 16) * u, tolerance: 1e-9))
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
    #expect(completions(r) == [.completeTransition(finished: true)])
    let finishing = r.samples.filter { $0.phase == .finishing }
    let last = try page(try #require(finishing.last).scene)
    #expect(isClose(last.position, card.frame.center, tolerance: 1))
    #expect(isClose(last.size.width, 310, tolerance: 1) && isClose(last.size.height, 180, tolerance: 1))
  }

  @Test func aSlowReleaseSpringsBack() throws {
    let r = try recording("begin 0; move 0.1 0 120; move 0.2 60 260; end 0.25 0 0", source: card)
    #expect(completions(r) == [.completeTransition(finished: false)])
    let back = try page(try #require(r.samples.last { $0.phase == .cancelling }).scene)
    #expect(isClose(back.position, Point(x: 195, y: 422), tolerance: 1))
  }

  @Test func theFlightStartsAtTheFingersVelocity() throws {
    var runner = TransitionRunner(Zoom(), context: context(.dismiss, source: card))
    _ = runner.handle(.begin(at: 0))
    _ = runner.handle(.drag(at: 0.1, dx: 0, dy: 120))
    _ = runner.handle(.drag(at: 0.2, dx: 60, dy: 260))
    _ = runner.handle(.release(at: 0.25, vx: 300, vy: 900))
    let dt = 1e-6
    let a = try page(runner.scene(at: 0.25)).position
    let b = try page(runner.scene(at: 0.25 + dt)).position
    #expect(isClose(a, Point(x: 255, y: 682), tolerance: 1e-9))
    #expect(isClose((b.x - a.x) / dt, 300, tolerance: 0.5) && isClose((b.y - a.y) / dt, 900, tolerance: 0.5))
  }

  @Test func aFingerCatchesTheFlightWhereThePageIs() throws {
    var runner = TransitionRunner(Zoom(), context: context(.dismiss, source: card))
    _ = runner.handle(.begin(at: 0))
    _ = runner.handle(.drag(at: 0.1, dx: 80, dy: 200))
    _ = runner.handle(.release(at: 0.15, vx: 0, vy: 2000))
    let caught = try page(runner.scene(at: 0.3))
    _ = runner.handle(.begin(at: 0.3))
    #expect(isClose(try page(runner.scene(at: 0.3)).position, caught.position, tolerance: 1e-9))
    _ = runner.handle(.drag(at: 0.35, dx: -10, dy: 5))
    let moved = try page(runner.scene(at: 0.35)).position
    #expect(isClose(moved, Point(x: caught.position.x - 10, y: caught.position.y + 5), tolerance: 1e-9))
  }

  @Test func aTimedDismissalPlaysFromThePageToTheSource() throws {
    var runner = TransitionRunner(Zoom(), context: context(.dismiss, source: card))
    _ = runner.handle(.start(at: 0))
    #expect(try page(runner.scene(at: 0)).untransformedFrame == Rect(x: 0, y: 0, width: 390, height: 844))
    let end = try #require(runner.driver.completionTime)
    let landing = try page(runner.scene(at: end.nextDown))
    #expect(isClose(landing.position, card.frame.center, tolerance: 0.5))
  }

  @Test func aLeadingEdgeSwipeInARightToLeftLayoutCarriesThePageLeftwards() throws {
    var rtl = context(.dismiss, source: card)
    rtl.layoutDirection = .rightToLeft
    let r = TransitionRecording(
      Zoom(), context: rtl, gesture: try GestureScript(parsing: "begin 0; move 0.1 -120 0; end 0.2 -1500 0"),
      times: [0.1], dismissalReason: .leadingEdgeSwipe)
    #expect(isClose(try page(r.samples[0].scene).position, Point(x: 75, y: 422), tolerance: 1e-9))
    #expect(completions(r) == [.completeTransition(finished: true)])
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
