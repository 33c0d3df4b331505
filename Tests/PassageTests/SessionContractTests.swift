import Passage
import PassageTestSupport
import Testing

/// Points of UIKit's transition contract (UIViewControllerTransitioning.h), pinned through the
/// pure-Swift session.
@MainActor @Suite struct SessionContractTests {
  @Test func anUnanimatedPresentationCompletesAtOnceWithOnlyTheRestingScene() {
    let host = RecordingHost()
    var session = TransitionSession(.recede, context: TransitionContext(), in: .presentation)
    session.start(at: 3, animated: false, host: host)
    #expect(session.isComplete)
    expectEqual(
      host.lifecycle,
      [
        "presenting.beginAppearance(false)", "finish", "presenting.endAppearance", "complete(true)",
      ])
    #expect(host.runs.isEmpty)
    #expect(host.scenes.last?.layers.allSatisfy(\.isAtRest) == true)
    #expect(host.scenes.last?.layers.map(\.role) == [.presented])
  }

  @Test func anUnanimatedDismissalRemovesThePresentedScreenAtOnce() {
    let host = RecordingHost()
    var session = TransitionSession(
      .push, context: TransitionContext(direction: .dismiss), in: .presentation)
    session.start(at: 0, animated: false, host: host)
    expectEqual(
      host.lifecycle,
      [
        "presenting.beginAppearance(true)", "finish", "presenting.endAppearance", "complete(true)",
      ])
    #expect(host.runs.isEmpty)
    #expect(host.scenes.last?.layers.isEmpty == true)
  }

  @Test func aFlickThatEndsBeforeTheTransitionStartsStillCompletes() {
    let host = RecordingHost()
    var session = TransitionSession(
      .push, context: TransitionContext(direction: .dismiss), in: .presentation)
    var early = EarlyGesture(began: 1.0)
    early.translation = (dx: 120, dy: 4)
    early.ending = .ended(vx: 900, vy: 0)
    session.replay(early, now: 1.02, host: host)
    expectEqual(session.runner.phase.name, .finishing)
    session.landRun(host: host)
    expectEqual(
      host.lifecycle,
      [
        "presenting.beginAppearance(true)", "finish", "presenting.endAppearance", "complete(true)",
      ])
  }

  @Test func aGestureCancelledBeforeTheTransitionStartsCancelsIt() {
    let host = RecordingHost()
    var session = TransitionSession(
      .push, context: TransitionContext(direction: .dismiss), in: .presentation)
    var early = EarlyGesture(began: 0)
    early.ending = .cancelled
    session.replay(early, now: 0.01, host: host)
    session.landRun(host: host)
    expectEqual(host.lifecycle.suffix(2), ["presenting.endAppearance", "complete(false)"])
    #expect(host.lifecycle.contains("cancel") && !host.lifecycle.contains("pause"))
  }

  @Test func aReleaseSendsNoDecisionUntilTheCompletionLands() {
    let host = RecordingHost()
    var session = TransitionSession(
      .push, context: TransitionContext(direction: .dismiss), in: .presentation)
    session.gestureBegan(at: 0, host: host)
    session.gestureChanged(at: 0.1, dx: 250, dy: 0, host: host)
    session.gestureEnded(at: 0.1, vx: 300, vy: 0, host: host)
    #expect(!host.calls.contains("finish") && !host.calls.contains("cancel"))
    session.landRun(host: host)
    expectEqual(host.lifecycle.suffix(3), ["finish", "presenting.endAppearance", "complete(true)"])
  }
}
