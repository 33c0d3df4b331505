import Passage
import PassageTestSupport
import Testing

/// A pan during a run in flight is decided as UIKit would decide it for a resting screen: the
/// scroll view's pan waits for Passage's to fail (`shouldBeRequiredToFailByGestureRecognizer:`),
/// so UIKit asks Passage's `gestureRecognizerShouldBegin:` first; NO fails Passage's recogniser
/// and the scroll view, carousel or control proceeds while the run plays on untouched. YES
/// begins it, and only then does the app's veto get asked.
@MainActor @Suite struct CatchArbitrationTests {
  /// UIKit's order for one touch: Passage's recogniser asks first; if it fails, the waiting
  /// scroll view's recogniser gets the touch. Returns who got it.
  private func deliver(_ situation: GestureSituation, leadingSide: Bool? = nil) -> String {
    DismissalPan.shouldBegin(situation, startedOnLeadingSide: leadingSide) ? "passage" : "other"
  }

  private func presenting(_ transition: some PassageTransition) -> (TransitionSession, RecordingHost) {
    let host = RecordingHost()
    var session = TransitionSession(transition, context: TransitionContext(), in: .presentation)
    session.start(at: 0, host: host)
    return (session, host)
  }

  @Test func anUpwardScrollDuringAPresentationScrollsAndThePresentationLands() {
    var (session, host) = presenting(Recede())
    #expect(session.acceptsTouches)
    let upward = GestureSituation(
      kind: .pullDown, down: -600,
      scroll: .init(scrollsVertically: true, isAtTop: true),
      timedTransitionRunning: session.refusesFingers)
    expectEqual(deliver(upward), "other")
    let scrolledDown = GestureSituation(
      kind: .pullDown, down: 600, scroll: .init(scrollsVertically: true, isAtTop: false))
    expectEqual(deliver(scrolledDown), "other")
    session.landRun(host: host)
    #expect(!host.calls.contains("removeAnimations"))
    expectEqual(host.lifecycle.last, "complete(true)")
  }

  @Test func aCarouselSwipeOrATrailingEdgeDuringAPushPresentationNeverCatchesIt() {
    let (session, host) = presenting(Push())
    let carousel = GestureSituation(
      kind: .fullWidth, forward: 800, scroll: .init(canScrollTowardLeading: true),
      timedTransitionRunning: session.refusesFingers)
    expectEqual(deliver(carousel), "other")
    let fromTheTrailingEdge = GestureSituation(kind: .leadingEdge, forward: 800)
    expectEqual(deliver(fromTheTrailingEdge, leadingSide: false), "other")
    #expect(!host.calls.contains("removeAnimations"))
  }

  @Test func aCatchTheAppVetoesDrivesNothingAndThePresentationLands() {
    var (session, host) = presenting(Recede())
    var tracker = DismissalTracker()
    let pull = GestureSituation(kind: .pullDown, down: 600)
    expectEqual(deliver(pull), "passage")
    let (start, events) = DismissalPan.start(
      reason: .pullDown, catching: session.acceptsTouches, allowed: false, tracker: &tracker)
    #expect(start == .driveNothing && events == [.vetoed(.pullDown)])
    session.landRun(host: host)
    expectEqual(host.lifecycle.last, "complete(true)")
  }

  @Test func aPullDownThatWinsCatchesThePresentationAndSendingItBackFinishesTheDismissal() {
    var (session, host) = presenting(Recede())
    var tracker = DismissalTracker()
    expectEqual(deliver(GestureSituation(kind: .pullDown, down: 600)), "passage")
    let (start, events) = DismissalPan.start(
      reason: .pullDown, catching: session.acceptsTouches, allowed: true, tracker: &tracker)
    #expect(start == .catchRun && events == [.willBegin(.pullDown)])
    var reported = tracker.recordCaughtPresentation(session.takePerformedEffects())
    session.gestureBegan(at: 0.2, host: host)
    session.gestureChanged(at: 0.25, dx: 0, dy: 90, host: host)
    session.gestureEnded(at: 0.3, vx: 0, vy: 1500, host: host)
    session.landRun(host: host)
    reported += tracker.recordCaughtPresentation(session.takePerformedEffects())
    expectEqual(host.lifecycle.last, "complete(false)")
    expectEqual(reported.last, .finished(.pullDown))
    expectEqual(reported.filter { $0.name == "finished" || $0.name == "cancelled" }.count, 1)
    let progress = reported.compactMap { if case .progress(let p, _) = $0 { p } else { nil } }
    #expect(!progress.isEmpty && progress.allSatisfy { (0...1).contains($0) })
  }

  @Test func aCaughtPresentationThatFinishesCancelsTheDismissal() {
    var tracker = DismissalTracker()
    _ = tracker.request(.pullDown, allowed: true)
    expectEqual(
      tracker.recordCaughtPresentation([.completeTransition(finished: true)]), [.cancelled(.pullDown)])
    #expect(tracker.recordCaughtPresentation([.completeTransition(finished: false)]).isEmpty)
  }

  @Test func aRunThatRefusesFingersGivesEveryTouchToNobody() {
    let host = RecordingHost()
    var session = TransitionSession(.push, context: TransitionContext(direction: .dismiss), in: .presentation)
    session.start(at: 0, host: host)
    #expect(session.refusesFingers)
    let edge = GestureSituation(
      kind: .leadingEdge, forward: 800, timedTransitionRunning: session.refusesFingers)
    expectEqual(GestureArbitration.winner(edge), .nobody)
    expectEqual(deliver(edge, leadingSide: true), "other")
  }
}
