import Passage
import PassageRecording
import PassageRender
import PassageTestSupport
import Testing

@testable import PassageFilm

/// GIF delays are at least 2 cs, their sum is exact, and frame counts are known (and total) before
/// any scene exists (docs/HARDENING.md, “Limits come before the work”).
@Suite struct ReelScheduleTests {
  @Test(arguments: [30, 50, 51, 55, 60, 100])
  func everyGIFFrameShowsForAtLeastTwoCentisecondsAndTheTotalStaysExact(fps: Int) {
    for (transition, context) in [
      (Push() as any PassageTransition, TransitionContext(direction: .present)),
      (Recede(), TransitionContext(direction: .dismiss)),
    ] {
      let reel = Reel(transition, context: context, fps: fps)
      let end = TransitionRecording(transition, context: context, times: []).endTime
      let lastTime = Double(Reel.frameCount(duration: end, fps: fps) - 1) / Double(fps)
      let expected = Int((min(lastTime, end) * 100 + 100 / Double(fps)).rounded())
      #expect(reel.delays.allSatisfy { $0 >= 2 }, "\(fps) fps: \(reel.delays)")
      expectEqual(reel.delays.reduce(0, +), expected, "\(fps) fps")
      expectEqual(
        reel.scenes.last, TransitionRecording(transition, context: context, times: [end]).samples[0].scene)
    }
  }

  @Test func roundingIsCarriedFromFrameToFrame() {
    // Frames every 1/60 s: starts at 0, 1.67, 3.33, 5, 6.67 cs round to 0, 2, 3, 5, 7.
    let times = (0..<5).map { Double($0) / 60 }
    let schedule = Reel.schedule(times: times, end: 5.0 / 60, minimumDelay: 2)
    expectEqual(schedule.map(\.index), [0, 1, 4])
    expectEqual(schedule.map(\.delay), [2, 3, 3])
  }

  @Test func aTooShortLastFrameTakesThePlaceOfTheOneBefore() {
    let schedule = Reel.schedule(times: [0, 0.05, 0.1], end: 0.11, minimumDelay: 2)
    expectEqual(schedule.map(\.index), [0, 2])
    expectEqual(schedule.map(\.delay), [5, 6])
  }

  @Test func aMinimumOfZeroKeepsEverySample() {
    let schedule = Reel.schedule(times: [0, 0.001, 0.002], end: 0.01, minimumDelay: 0)
    expectEqual(schedule.map(\.index), [0, 1, 2])
    expectEqual(schedule.map(\.delay).reduce(0, +), 1)
  }

  @Test func frameCountsAreTotalForAnyDuration() {
    expectEqual(Reel.frameCount(duration: 1, fps: 30), 31)
    expectEqual(Reel.frameCount(duration: 0, fps: 30), 1)
    expectEqual(Reel.frameCount(duration: -5, fps: 30), 1)
    expectEqual(Reel.frameCount(duration: 1e20, fps: 60), .max)
    expectEqual(Reel.frameCount(duration: .infinity, fps: 60), .max)
    expectEqual(Reel.frameCount(duration: .nan, fps: 60), 1)
  }

  @Test func holdingForAnAbsurdTimeDoesNotTrap() {
    var reel = Reel(Fade(), context: TransitionContext(), fps: 10)
    let before = reel.delays.reduce(0, +)
    reel.hold(seconds: 1e300)
    #expect(reel.delays.reduce(0, +) == before + 86_400_000)
    reel.hold(seconds: .nan)
    #expect(reel.delays.reduce(0, +) == before + 86_400_000)
  }
}
