import Passage
import PassageTestSupport
import Testing

/// The player holds the host — and through it UIKit's transition context and both controllers —
/// only while the transition runs: after `completeTransition` nothing of the transition is kept
/// alive by the animator UIKit made.
@MainActor @Suite struct TransitionPlayerTests {
  private func player(
    _ transition: some PassageTransition, direction: TransitionDirection, host: RecordingHost
  ) -> TransitionPlayer<RecordingHost> {
    let session = TransitionSession(
      transition, context: TransitionContext(direction: direction), in: .presentation)
    var time = 0.0
    return TransitionPlayer(session, host: host) {
      time += 0.05
      return time
    }
  }

  @Test func theHostAndItsContextAreReleasedWhenATimedTransitionCompletes() throws {
    weak var weakHost: RecordingHost?
    weak var weakContext: RecordingHost.Context?
    var host: RecordingHost? = RecordingHost()
    weakHost = host
    weakContext = host?.context
    let player = player(Push(), direction: .present, host: try #require(host))
    host = nil
    player.start(animated: true, interactiveContext: true, replaying: nil)
    #expect(weakHost != nil && player.wantsFrames)
    player.runLanded(try #require(player.session.playing))
    #expect(player.session.isComplete)
    #expect(player.host == nil)
    #expect(weakHost == nil && weakContext == nil)
    #expect(!player.acceptsTouches && !player.wantsFrames)
  }

  @Test func theHostIsReleasedWhenAGestureDrivenDismissalCompletesAndLaterCallsChangeNothing() throws {
    weak var weakHost: RecordingHost?
    var host: RecordingHost? = RecordingHost()
    weakHost = host
    var effects: [InteractionEffect] = []
    let player = player(Recede(), direction: .dismiss, host: try #require(host))
    host = nil
    player.onEffects = { effects += $0 }
    player.start(animated: true, interactiveContext: true, replaying: EarlyGesture(began: 0))
    player.gestureChanged(dx: 0, dy: 500)
    player.gestureEnded(vx: 0, vy: 2000)
    player.runLanded(try #require(player.session.playing))
    #expect(weakHost == nil)
    expectEqual(effects.filter { if case .completeTransition = $0 { true } else { false } }.count, 1)
    player.gestureBegan()
    player.gestureEnded(vx: 0, vy: 0)
    #expect(!player.frame(at: 10))
  }

  @Test func aRunThatRefusesFingersIsReportedAsSuch() {
    let host = RecordingHost()
    let player = player(Push(), direction: .dismiss, host: host)
    player.start(animated: true, interactiveContext: true, replaying: nil)
    #expect(player.refusesFingers && !player.acceptsTouches)
  }
}
