import Passage
import PassageTestSupport
import Testing

extension TransitionSession {
  /// Display frames at 60 Hz from `start` until the transition completes (at most 5 s).
  @MainActor mutating func runFrames(from start: Double, host: RecordingHost) {
    var t = start
    while frame(at: t, host: host), t < start + 5 { t += 1.0 / 60 }
  }
}

/// A host that records what the UIKit glue would call, in order.
@MainActor final class RecordingHost: TransitionHost {
  var calls: [String] = []
  var scenes: [TransitionScene] = []

  func apply(_ scene: TransitionScene) { scenes.append(scene) }
  func beginAppearanceTransition(of role: LayerRole, isAppearing: Bool) {
    calls.append("\(role.rawValue).beginAppearance(\(isAppearing))")
  }
  func endAppearanceTransition(of role: LayerRole) { calls.append("\(role.rawValue).endAppearance") }
  func updateInteractiveTransition(_ progress: Double) { calls.append("update") }
  func pauseInteractiveTransition() { calls.append("pause") }
  func finishInteractiveTransition() { calls.append("finish") }
  func cancelInteractiveTransition() { calls.append("cancel") }
  func completeTransition(_ didComplete: Bool) { calls.append("complete(\(didComplete))") }
  func report(_ diagnostic: String) { calls.append("diagnostic: \(diagnostic)") }

  /// The calls without the per-frame `update`s.
  var lifecycle: [String] { calls.filter { $0 != "update" } }
}

@MainActor @Suite struct TransitionSessionTests {
  let modal: Set<LayerRole> = [.presenting]

  private func runFrames(_ session: inout TransitionSession, from start: Double, host: RecordingHost) {
    session.runFrames(from: start, host: host)
  }

  @Test func presentationForwardsOnlyThePresentingControllersCallbacks() {
    let host = RecordingHost()
    var session = TransitionSession(
      .recede, context: TransitionContext(direction: .present), forwardedAppearanceRoles: modal)
    session.start(at: 0, host: host)
    runFrames(&session, from: 0, host: host)
    #expect(
      host.lifecycle == ["presenting.beginAppearance(false)", "presenting.endAppearance", "complete(true)"])
    #expect(host.scenes.count > 25)
    #expect(host.scenes.last?.layers.allSatisfy(\.isAtRest) == true)
  }

  @Test func dismissalForwardsThePresentingControllersAppearance() {
    let host = RecordingHost()
    var session = TransitionSession(
      .push, context: TransitionContext(direction: .dismiss), forwardedAppearanceRoles: modal)
    session.start(at: 0, host: host)
    runFrames(&session, from: 0, host: host)
    #expect(
      host.lifecycle == ["presenting.beginAppearance(true)", "presenting.endAppearance", "complete(true)"])
    #expect(host.scenes.last?.layers.map(\.role) == [.presenting])
  }

  @Test func navigationControllerTransitionsForwardNoCallbacks() {
    let host = RecordingHost()
    var session = TransitionSession(
      .push, context: TransitionContext(direction: .present), forwardedAppearanceRoles: [])
    session.start(at: 0, host: host)
    runFrames(&session, from: 0, host: host)
    #expect(host.lifecycle == ["complete(true)"])
  }

  @Test func interactivePopThatFinishes() {
    let host = RecordingHost()
    var session = TransitionSession(
      .push, context: TransitionContext(direction: .dismiss), forwardedAppearanceRoles: modal)
    session.gestureBegan(at: 0, host: host)
    session.gestureChanged(at: 0.1, dx: 100, dy: 4, host: host)
    session.gestureEnded(at: 0.15, vx: 900, vy: 0, host: host)
    runFrames(&session, from: 0.15, host: host)
    #expect(
      host.lifecycle == [
        "presenting.beginAppearance(true)", "finish", "presenting.endAppearance", "complete(true)",
      ])
    #expect(host.calls.filter { $0 == "update" }.count == 1)
  }

  @Test func interactivePopThatCancelsReversesTheAppearance() {
    let host = RecordingHost()
    var session = TransitionSession(
      .push, context: TransitionContext(direction: .dismiss), forwardedAppearanceRoles: modal)
    session.gestureBegan(at: 0, host: host)
    session.gestureChanged(at: 0.1, dx: 30, dy: 0, host: host)
    session.gestureEnded(at: 0.2, vx: -50, vy: 0, host: host)
    runFrames(&session, from: 0.2, host: host)
    #expect(
      host.lifecycle == [
        "presenting.beginAppearance(true)", "cancel", "presenting.beginAppearance(false)",
        "presenting.endAppearance",
        "complete(false)",
      ])
    // The presented screen stays, at rest.
    #expect(host.scenes.last?.layers.map(\.role) == [.presenting, .presented])
    #expect(host.scenes.last?.layers.allSatisfy(\.isAtRest) == true)
  }

  @Test func reGrabDuringCompletionFollowsAgainAndDecidesOnlyWhenTheLastCompletionLands() throws {
    let host = RecordingHost()
    var session = TransitionSession(
      .push, context: TransitionContext(direction: .dismiss), forwardedAppearanceRoles: modal)
    session.gestureBegan(at: 0, host: host)
    session.gestureChanged(at: 0.1, dx: 200, dy: 0, host: host)
    session.gestureEnded(at: 0.1, vx: 600, vy: 0, host: host)
    session.frame(at: 0.12, host: host)
    let before = try #require(host.scenes.last?.layer(.presented)).untransformedFrame.origin.x
    session.gestureBegan(at: 0.12, host: host)
    session.gestureChanged(at: 0.2, dx: -100, dy: 0, host: host)
    let after = try #require(host.scenes.last?.layer(.presented)).untransformedFrame.origin.x
    #expect(isClose(after, before - 100, tolerance: 1e-9))
    session.gestureEnded(at: 0.25, vx: -800, vy: 0, host: host)
    runFrames(&session, from: 0.25, host: host)
    #expect(
      host.lifecycle == [
        "presenting.beginAppearance(true)", "cancel", "presenting.beginAppearance(false)",
        "presenting.endAppearance", "complete(false)",
      ])
  }

  @Test func rightToLeftPopIsDrivenByALeftwardSwipe() throws {
    let host = RecordingHost()
    let context = TransitionContext(direction: .dismiss, layoutDirection: .rightToLeft)
    var session = TransitionSession(.push, context: context, forwardedAppearanceRoles: modal)
    session.gestureBegan(at: 0, host: host)
    session.gestureChanged(at: 0.1, dx: -120, dy: 0, host: host)
    let page = try #require(host.scenes.last?.layer(.presented))
    #expect(isClose(page.untransformedFrame.origin.x, -120, tolerance: 1e-9))
    session.gestureChanged(at: 0.2, dx: 120, dy: 0, host: host)
    #expect(try #require(host.scenes.last?.layer(.presented)).untransformedFrame.origin.x == 0)
  }

  @Test func recedePullDownFollowsTheFingerDownwards() throws {
    let host = RecordingHost()
    var session = TransitionSession(
      .recede, context: TransitionContext(direction: .dismiss), forwardedAppearanceRoles: modal)
    session.gestureBegan(at: 0, host: host)
    session.gestureChanged(at: 0.1, dx: 30, dy: 200, host: host)
    let page = try #require(host.scenes.last?.layer(.presented))
    #expect(isClose(page.untransformedFrame.origin.y, 200, tolerance: 0.05))
    session.gestureEnded(at: 0.15, vx: 0, vy: 1500, host: host)
    runFrames(&session, from: 0.15, host: host)
    #expect(host.lifecycle.last == "complete(true)")
  }

  @Test func reduceMotionCrossFadesWithTheSameLifecycleAndGesture() throws {
    let host = RecordingHost()
    let context = TransitionContext(direction: .dismiss, reduceMotion: true)
    var session = TransitionSession(.push, context: context, forwardedAppearanceRoles: modal)
    session.gestureBegan(at: 0, host: host)
    session.gestureChanged(at: 0.1, dx: 195, dy: 0, host: host)
    let page = try #require(host.scenes.last?.layer(.presented))
    #expect(page.position == Point(x: 195, y: 422))
    #expect(isClose(page.opacity, 0.5, tolerance: 1e-9))
    session.gestureEnded(at: 0.1, vx: 400, vy: 0, host: host)
    runFrames(&session, from: 0.1, host: host)
    #expect(
      host.lifecycle == [
        "presenting.beginAppearance(true)", "finish", "presenting.endAppearance", "complete(true)",
      ])
  }

  @Test func eventsAfterCompletionAreReportedAndNeverCompleteTwice() {
    let host = RecordingHost()
    var session = TransitionSession(
      .fade, context: TransitionContext(direction: .present), forwardedAppearanceRoles: modal)
    session.start(at: 0, host: host)
    runFrames(&session, from: 0, host: host)
    session.gestureBegan(at: 10, host: host)
    session.gestureEnded(at: 11, vx: 0, vy: 0, host: host)
    #expect(host.calls.filter { $0.hasPrefix("complete") }.count == 1)
    #expect(host.calls.last == "diagnostic: end after the transition completed; ignored")
  }
}
