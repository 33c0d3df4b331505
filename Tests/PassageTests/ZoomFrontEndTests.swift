import Passage
import PassageRecording
import PassageTestSupport
import Testing

/// What the front end does for a zoom, decided in pure Swift: the source is hidden exactly while
/// the page stands for it, a drag that begins a dismissal ends the page's editing, and the scroll view
/// under a downward drag from its top is held there.
@MainActor @Suite struct ZoomFrontEndTests {
  private let card = TransitionSource(frame: Rect(x: 40, y: 300, width: 310, height: 180), cornerRadius: 16)

  private func context(_ direction: TransitionDirection, source: TransitionSource?) -> TransitionContext {
    var context = TransitionContext(direction: direction)
    context.source = source
    return context
  }

  @Test func theSourceIsHiddenFromTheStartUntilTheTransitionCompletes() throws {
    let host = RecordingHost()
    var session = TransitionSession(Zoom(), context: context(.present, source: card), in: .presentation)
    session.start(at: 0, host: host)
    #expect(host.calls.contains("hideSource(true)"))
    #expect(!host.calls.contains("hideSource(false)"))
    session.landRun(host: host)
    let shown = try #require(host.calls.firstIndex(of: "hideSource(false)"))
    #expect(shown < (host.calls.firstIndex(of: "complete(true)") ?? -1))
  }

  @Test func aZoomWithItsSourceGoneAndOtherTransitionsNeverHideOne() {
    for (transition, source) in [(Zoom() as any PassageTransition, nil), (Push(), card), (Recede(), card)] {
      let host = RecordingHost()
      var session = TransitionSession(
        transition, context: context(.present, source: source), in: .presentation)
      session.start(at: 0, host: host)
      session.landRun(host: host)
      #expect(!host.calls.contains { $0.hasPrefix("hideSource") })
    }
  }

  @Test func aFingerThatStartsOrTakesOverADismissalEndsEditingAndOtherwiseNot() {
    #expect(DismissalPan.endsEditing(.startDismissal))
    #expect(DismissalPan.endsEditing(.catchRun))
    #expect(!DismissalPan.endsEditing(.resist))
    #expect(!DismissalPan.endsEditing(.driveNothing))
    var tracker = DismissalTracker()
    let vetoed = DismissalPan.start(reason: .drag, catching: false, allowed: false, tracker: &tracker)
    #expect(!DismissalPan.endsEditing(vetoed.start))
    let started = DismissalPan.start(reason: .drag, catching: false, allowed: true, tracker: &tracker)
    #expect(DismissalPan.endsEditing(started.start) && started.events == [.willBegin(.drag)])
  }

  @Test func aDownwardDragFromAScrollViewsTopHoldsItThereAndASidewaysOneDoesNot() {
    let top = GestureSituation.Scroll(scrollsVertically: true, isAtTop: true)
    #expect(
      GestureArbitration.holdsScrollViewAtTop(
        GestureSituation(kind: .drag, forward: 50, down: 400, scroll: top)))
    #expect(
      !GestureArbitration.holdsScrollViewAtTop(
        GestureSituation(kind: .drag, forward: 400, down: 50, scroll: top)))
    #expect(!GestureArbitration.holdsScrollViewAtTop(GestureSituation(kind: .drag, down: -400, scroll: top)))
  }
}

/// The page's corner radius at rest is the one the app set (`Zoom.pageCornerRadius`), whatever
/// the flight's line ran to (`Zoom.displayCornerRadius`, which on the device lies under the
/// screen's own rounded corners): it does not snap square when the page lands.
@MainActor @Suite struct RestingCornerRadiusTests {
  let card = poster

  @Test func aLandedZoomKeepsThePageCornerRadiusAndADismissalFliesFromTheDisplays() throws {
    let zoom = Zoom(pageCornerRadius: 20)
    let host = RecordingHost()
    var present = TransitionSession(
      zoom, context: TransitionContext(direction: .present, source: card), in: .presentation)
    present.start(at: 0, animated: true, interactiveContext: true, host: host)
    present.landRun(host: host)
    let landed = try #require(host.scenes.last?.layer(.presented))
    expectEqual(landed.cornerRadius, 20)
    let dismissal = Zoom(pageCornerRadius: 20).timeline(
      in: TransitionContext(direction: .dismiss, source: card))
    try expectEqual(#require(dismissal.scene(atProgress: 0).layer(.presented)).cornerRadius, 55)
  }

  @Test func aCancelledDismissalAndReduceMotionRestAtThePageCornerRadiusToo() throws {
    var runner = TransitionRunner(
      Zoom(pageCornerRadius: 20), context: TransitionContext(direction: .dismiss, source: card))
    #expect(runner.restingScene(finished: false).layer(.presented)?.cornerRadius == 20)
    _ = runner.handle(.start(at: 0))
    let faded = TransitionRunner(
      Zoom(pageCornerRadius: 20),
      context: TransitionContext(direction: .present, reduceMotion: true, source: card))
    #expect(faded.restingScene(finished: true).layer(.presented)?.cornerRadius == 20)
    #expect(
      TransitionRunner(Push(), context: TransitionContext()).restingScene(finished: true).layer(.presented)?
        .cornerRadius == 0)
  }
}

/// A zoom dismissing into a visible card ends with its page on screen and opaque, at the card;
/// it is still leaving: a touch on the card during the landing reaches the screen below, as on
/// iOS, and never brings the page back.
@MainActor @Suite struct LandingIntoTheSourceTests {
  let card = poster

  @Test func aTimedDismissalIntoTheCardRefusesFingers() {
    let host = RecordingHost()
    var session = zoomSession(.dismiss)
    session.start(at: 0, animated: true, interactiveContext: true, host: host)
    #expect(!session.acceptsTouches && session.refusesFingers)
  }

  @Test func aFlungDragIntoTheCardRefusesFingersAndASpringBackAcceptsThem() {
    let host = RecordingHost()
    var landing = zoomSession(.dismiss)
    landing.gestureBegan(at: 0, host: host)
    landing.gestureChanged(at: 0.1, dx: 0, dy: 300, host: host)
    landing.gestureEnded(at: 0.1, vx: 0, vy: 1500, host: host)
    #expect(host.runs.last?.run.reason == .finish)
    #expect(!landing.acceptsTouches)
    var back = zoomSession(.dismiss)
    back.gestureBegan(at: 0, host: host)
    back.gestureChanged(at: 0.1, dx: 0, dy: 60, host: host)
    back.gestureEnded(at: 0.1, vx: 0, vy: -600, host: host)
    #expect(host.runs.last?.run.reason == .cancel)
    #expect(back.acceptsTouches)
  }

  @Test func aScriptedTouchDuringTheLandingReachesTheScreenBelow() throws {
    let script = try GestureScript(
      parsing: "begin 0; move 0.1 0 300; end 0.1 0 1500; begin 0.15; move 0.2 0 -200; end 0.25 0 -900")
    let recording = TransitionRecording(
      Zoom(), context: TransitionContext(direction: .dismiss, source: card), gesture: script)
    #expect(recording.events.last?.effect == .completeTransition(finished: true))
    #expect(
      recording.events.contains {
        if case .diagnostic(let m) = $0.effect { m.contains("on its way out") } else { false }
      })
  }
}

/// The zoom's source is hidden before the host shows any scene or run, whether the run is timed
/// or starts under a finger, so the screen behind never shows the card while the page stands for
/// it.
@MainActor @Suite struct SourceHiddenBeforeTheFirstSceneTests {
  let card = poster

  private func hiddenFirst(_ host: RecordingHost) -> Bool {
    guard let hidden = host.calls.firstIndex(of: "hideSource(true)") else { return false }
    let firstView = host.calls.firstIndex { $0 == "apply" || $0.hasPrefix("play(") } ?? host.calls.count
    return hidden < firstView
  }

  @Test func aTimedZoomHidesItsSourceBeforeItsFirstViews() {
    for direction in [TransitionDirection.present, .dismiss] {
      let host = RecordingHost()
      var session = zoomSession(direction)
      session.start(at: 0, animated: true, interactiveContext: true, host: host)
      #expect(hiddenFirst(host), "\(direction): \(host.calls)")
    }
  }

  @Test func aDragStartedZoomHidesItsSourceBeforeItsFirstViews() {
    let host = RecordingHost()
    var session = zoomSession(.dismiss)
    session.gestureBegan(at: 0, host: host)
    session.gestureChanged(at: 0.1, dx: 0, dy: 40, host: host)
    #expect(hiddenFirst(host), "\(host.calls)")
  }
}

/// A 120 × 180 pt poster with 12 pt corners, as iOS's zoom was measured with.
let poster = TransitionSource(frame: Rect(x: 16, y: 300, width: 120, height: 180), cornerRadius: 12)

/// A zoom out of (or into) ``poster``, presented modally.
@MainActor func zoomSession(_ direction: TransitionDirection) -> TransitionSession {
  TransitionSession(
    .zoom, context: TransitionContext(direction: direction, source: poster), in: .presentation)
}

/// A zoom's dismissal through the session, as the UIKit glue drives it: the touch's recogniser
/// and point reach the card's laws, and a pinch that began before UIKit started the transition
/// is replayed whole.
@MainActor @Suite struct ZoomSessionGestureTests {
  let context = TransitionContext(
    containerSize: Size(width: 402, height: 874), direction: .dismiss, source: poster)

  @Test func aPanTakenAtItsTouchPointShrinksTheCardAboutThatPoint() throws {
    let host = RecordingHost()
    var session = TransitionSession(Zoom(), context: context, in: .presentation)
    let touch = GestureTouch(recognizer: .pan, point: Point(x: 100, y: 200))
    session.gestureBegan(at: 0, touch: touch, host: host)
    session.gestureChanged(at: 0.1, dx: 0, dy: 18 + 0.1 * 874, host: host)
    let card = try #require(host.scenes.last?.layer(.presented))
    let scale = 1 - 0.67 * 0.1
    // The touch point's place on the page stays under the finger (less the fall, 0.4 pt here).
    let left = try #require(card.projectedCorners[0]).x
    expectClose(card.size.width, 402 * scale, tolerance: 1e-9)
    expectClose(left + 100 * scale, 100, tolerance: 1e-9)
  }

  @Test func aPinchThatBeganBeforeTheTransitionIsReplayedAndLandsTheCard() throws {
    let host = RecordingHost()
    var early = EarlyGesture(began: 0)
    early.touch = GestureTouch(recognizer: .pinch, point: Point(x: 201, y: 437))
    early.pinch = (0.45, 0, .zero)
    early.ending = .ended(vx: 0, vy: 0)
    var session = TransitionSession(Zoom(), context: context, in: .presentation)
    session.replay(early, now: 0.02, host: host)
    expectEqual(session.runner.phase.name, .finishing)
    session.landRun(host: host)
    expectEqual(host.calls.filter { $0 == "complete(true)" }.count, 1)
  }
}

/// A recording's touch routing reads whether the run playing now can be caught from where it
/// ends, without compiling its Core Animation plan: the same answer as the plan's.
@Suite struct TouchesNowTests {
  @Test func theRunsEndGivesTheSameAnswerAsItsPlanForEveryTransitionAndRelease() throws {
    var rng = SeededRandom(seed: 11)
    for transition in Catalog.all {
      for direction in TransitionDirection.allCases {
        for trial in 0..<5 {
          var context = TransitionContext(containerSize: Size(width: 402, height: 874), direction: direction)
          context.source = poster
          var runner = TransitionRunner(transition, context: context)
          if trial == 0 {
            _ = runner.handle(.start(at: 0))
          } else {
            _ = runner.begin(at: 0, by: runner.gesture?.recognizers.first, at: Point(x: 201, y: 300))
            _ = runner.handle(
              .drag(
                at: 0.1, dx: .random(in: -300...300, using: &rng), dy: .random(in: -200...600, using: &rng)))
            _ = runner.handle(
              .release(
                at: 0.2, vx: .random(in: -2000...2000, using: &rng),
                vy: .random(in: -2000...2000, using: &rng)))
          }
          guard let run = runner.coreAnimationRun() else { continue }
          expectEqual(
            runner.acceptsTouchesNow, runner.acceptsTouches(during: run),
            "\(transition.name) \(direction) \(trial)")
        }
      }
    }
  }
}
