import Passage
import PassageFilm
import PassageRecording
import PassageTestSupport
import Testing

/// `Reel.roundTrip`: present, hold, dismiss, hold, as the render, the demo and the benchmark play it.
@Suite struct ReelRoundTripTests {
  @Test func aRoundTripIsThePresentationAndTheDismissalEachFollowedByTheHold() throws {
    let gesture = try GestureScript(parsing: "begin 0; move 0.1 60; end 0.2 1500")
    let reel = Reel.roundTrip(
      Push(), context: TransitionContext(direction: .dismiss), dismissedBy: gesture, hold: 0.5, fps: 30)
    let present = Reel(Push(), context: TransitionContext(direction: .present), fps: 30)
    let dismiss = Reel(Push(), context: TransitionContext(direction: .dismiss), gesture: gesture, fps: 30)
    #expect(reel.scenes == present.scenes + dismiss.scenes)
    var delays = present.delays + dismiss.delays
    delays[present.delays.count - 1] += 50
    delays[delays.count - 1] += 50
    expectEqual(reel.delays, delays)
  }
}
