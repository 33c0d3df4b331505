import Passage
import PassageTestSupport
import Testing

@MainActor @Suite struct TransitionSessionTests {
  @Test func presentationForwardsOnlyThePresentingControllersCallbacks() {
    let host = RecordingHost()
    var session = TransitionSession(
      .recede, context: TransitionContext(direction: .present), in: .presentation)
    session.start(at: 0, host: host)
    session.landRun(host: host)
    expectEqual(
      host.lifecycle,
      [
        "presenting.beginAppearance(false)", "finish", "presenting.endAppearance", "complete(true)",
      ])
    // One Core Animation run plays the whole presentation; the container then holds only the page.
    expectEqual(host.runs.map(\.run.reason), [.present])
    expectEqual(host.scenes.count, 1)
    #expect(host.scenes.last?.layers.map(\.role) == [.presented])
    #expect(host.scenes.last?.layers.allSatisfy(\.isAtRest) == true)
  }

  @Test func dismissalForwardsThePresentingControllersAppearance() {
    let host = RecordingHost()
    var session = TransitionSession(
      .push, context: TransitionContext(direction: .dismiss), in: .presentation)
    session.start(at: 0, host: host)
    session.landRun(host: host)
    expectEqual(
      host.lifecycle,
      [
        "presenting.beginAppearance(true)", "finish", "presenting.endAppearance", "complete(true)",
      ])
    // The presenting screen's real view is outside the container: nothing of it stays there.
    #expect(host.scenes.last?.layers.isEmpty == true)
  }

  @Test func navigationControllerTransitionsForwardNoCallbacks() {
    let host = RecordingHost()
    var session = TransitionSession(
      .push, context: TransitionContext(direction: .present), in: .navigation)
    session.start(at: 0, host: host)
    session.landRun(host: host)
    expectEqual(host.lifecycle, ["finish", "complete(true)"])
  }

  @Test func interactivePopThatFinishes() {
    let host = RecordingHost()
    var session = TransitionSession(
      .push, context: TransitionContext(direction: .dismiss), in: .presentation)
    session.gestureBegan(at: 0, host: host)
    session.gestureChanged(at: 0.1, dx: 100, dy: 4, host: host)
    session.gestureEnded(at: 0.15, vx: 1200, vy: 0, host: host)
    session.landRun(host: host)
    expectEqual(
      host.lifecycle,
      [
        "presenting.beginAppearance(true)", "finish", "presenting.endAppearance", "complete(true)",
      ])
    expectEqual(host.calls.filter { $0 == "update" }.count, 1)
    expectEqual(host.runs.map(\.run.reason), [.finish])
  }

  @Test func interactivePopThatCancelsReversesTheAppearance() {
    let host = RecordingHost()
    var session = TransitionSession(
      .push, context: TransitionContext(direction: .dismiss), in: .presentation)
    session.gestureBegan(at: 0, host: host)
    session.gestureChanged(at: 0.1, dx: 30, dy: 0, host: host)
    session.gestureEnded(at: 0.2, vx: -50, vy: 0, host: host)
    session.landRun(host: host)
    expectEqual(
      host.lifecycle,
      [
        "presenting.beginAppearance(true)", "cancel", "presenting.beginAppearance(false)",
        "presenting.endAppearance",
        "complete(false)",
      ])
    // The presented screen stays, at rest.
    #expect(host.scenes.last?.layers.map(\.role) == [.presented])
    #expect(host.scenes.last?.layers.allSatisfy(\.isAtRest) == true)
  }

  @Test func reGrabDuringCompletionFollowsAgainAndDecidesOnlyWhenTheLastCompletionLands() throws {
    let host = RecordingHost()
    var session = TransitionSession(
      .push, context: TransitionContext(direction: .dismiss), in: .presentation)
    session.gestureBegan(at: 0, host: host)
    session.gestureChanged(at: 0.1, dx: 200, dy: 0, host: host)
    // Released moving back: the page springs back to rest, where UIKit can deliver touches.
    session.gestureEnded(at: 0.1, vx: -300, vy: 0, host: host)
    #expect(host.runs.last?.run.reason == .cancel && session.acceptsTouches)
    // What Core Animation shows at 0.12 s, when a finger catches the completion.
    let before = try #require(host.runs.last?.run.layer(.presented, at: 0.12)).leftEdge
    session.gestureBegan(at: 0.12, host: host)
    let caught = try #require(host.scenes.last?.layer(.presented)).leftEdge
    expectClose(caught, before, tolerance: CoreAnimationRun.cornerTolerance)
    session.gestureChanged(at: 0.2, dx: -100, dy: 0, host: host)
    let after = try #require(host.scenes.last?.layer(.presented)).leftEdge
    // The new touch waits out the push's 12 pt dead zone, then trails the finger by it.
    expectClose(after, caught - 88, tolerance: 1e-9)
    let removed = try #require(host.calls.firstIndex(of: "removeAnimations"))
    #expect(removed < (host.calls.lastIndex(of: "apply") ?? 0))
    session.gestureEnded(at: 0.25, vx: -800, vy: 0, host: host)
    session.landRun(host: host)
    expectEqual(
      host.lifecycle,
      [
        "presenting.beginAppearance(true)", "cancel", "presenting.beginAppearance(false)",
        "presenting.endAppearance", "complete(false)",
      ])
  }

  @Test func rightToLeftPopIsDrivenByALeftwardSwipe() throws {
    let host = RecordingHost()
    let context = TransitionContext(direction: .dismiss, layoutDirection: .rightToLeft)
    var session = TransitionSession(.push, context: context, in: .presentation)
    session.gestureBegan(at: 0, host: host)
    session.gestureChanged(at: 0.1, dx: -132, dy: 0, host: host)
    let page = try #require(host.scenes.last?.layer(.presented))
    // 12 pt behind the finger: the push's dead zone.
    expectClose(page.leftEdge, -120, tolerance: 1e-9)
    session.gestureChanged(at: 0.2, dx: 120, dy: 0, host: host)
    try expectEqual(#require(host.scenes.last?.layer(.presented)).leftEdge, 0)
  }

  @Test func recedePullDownFollowsTheFingerDownwards() throws {
    let host = RecordingHost()
    var session = TransitionSession(
      .recede, context: TransitionContext(direction: .dismiss), in: .presentation)
    session.gestureBegan(at: 0, host: host)
    session.gestureChanged(at: 0.1, dx: 30, dy: 200, host: host)
    let page = try #require(host.scenes.last?.layer(.presented))
    expectClose(page.topEdge, 200, tolerance: 0.05)
    session.gestureEnded(at: 0.15, vx: 0, vy: 1500, host: host)
    session.landRun(host: host)
    expectEqual(host.lifecycle.last, "complete(true)")
  }

  @Test func reduceMotionCrossFadesWithTheSameLifecycleAndGesture() throws {
    let host = RecordingHost()
    let context = TransitionContext(direction: .dismiss, reduceMotion: true)
    var session = TransitionSession(.push, context: context, in: .presentation)
    session.gestureBegan(at: 0, host: host)
    // Half-way once the finger is past the push's 12 pt dead zone.
    session.gestureChanged(at: 0.1, dx: 207, dy: 0, host: host)
    let page = try #require(host.scenes.last?.layer(.presented))
    #expect(page.position == Point(x: 195, y: 422) && page.transform.isIdentity)
    expectClose(page.opacity, 0.5, tolerance: 1e-9)
    session.gestureEnded(at: 0.1, vx: 400, vy: 0, host: host)
    session.landRun(host: host)
    expectEqual(
      host.lifecycle,
      [
        "presenting.beginAppearance(true)", "finish", "presenting.endAppearance", "complete(true)",
      ])
  }

  @Test func eventsAfterCompletionAreReportedAndNeverCompleteTwice() {
    let host = RecordingHost()
    var session = TransitionSession(
      .fade, context: TransitionContext(direction: .present), in: .presentation)
    session.start(at: 0, host: host)
    session.landRun(host: host)
    session.gestureBegan(at: 10, host: host)
    session.gestureEnded(at: 11, vx: 0, vy: 0, host: host)
    expectEqual(host.calls.filter { $0.hasPrefix("complete") }.count, 1)
    expectEqual(host.calls.last, "diagnostic: end after the transition completed; ignored")
  }
}

/// A container resized while a transition runs (Split View, Stage Manager, a rotation UIKit does
/// not defer): the layout pass has already recorded the new size, so the screen the transition
/// leaves must rest at the new bounds when it completes, not at the size it started in.
@MainActor @Suite struct ContainerResizeTests {
  @Test func aDismissalCancelledAfterAResizeLeavesThePageAtTheNewSize() throws {
    let host = RecordingHost()
    var session = TransitionSession(.push, context: TransitionContext(direction: .dismiss), in: .presentation)
    session.gestureBegan(at: 0, host: host)
    session.gestureChanged(at: 0.1, dx: 100, dy: 0, host: host)
    session.containerResized(to: Size(width: 600, height: 844))
    session.gestureEnded(at: 0.2, vx: -300, vy: 0, host: host)
    session.landRun(host: host)
    expectEqual(host.lifecycle.last, "complete(false)")
    let page = try #require(host.scenes.last?.layer(.presented))
    #expect(page.size == Size(width: 600, height: 844) && page.position == Point(x: 300, y: 422))
    #expect(page.transform.isIdentity)
  }

  @Test func aPresentationFinishedAfterAResizeRestsAtTheNewSize() throws {
    let host = RecordingHost()
    var session = TransitionSession(
      .recede, context: TransitionContext(direction: .present), in: .presentation)
    session.start(at: 0, animated: true, interactiveContext: true, host: host)
    session.containerResized(to: Size(width: 844, height: 390))
    session.landRun(host: host)
    let page = try #require(host.scenes.last?.layer(.presented))
    #expect(page.size == Size(width: 844, height: 390) && page.position == Point(x: 422, y: 195))
  }

  @Test func aResizeBackToTheStartingSizeRestsThere() throws {
    let host = RecordingHost()
    var session = TransitionSession(.fade, context: TransitionContext(direction: .present), in: .presentation)
    session.start(at: 0, animated: true, interactiveContext: true, host: host)
    session.containerResized(to: Size(width: 500, height: 500))
    session.containerResized(to: TransitionContext().containerSize)
    session.landRun(host: host)
    try expectEqual(#require(host.scenes.last?.layer(.presented)).size, TransitionContext().containerSize)
  }
}
