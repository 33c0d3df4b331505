import Passage
import PassageTestSupport
import Testing

@Suite struct FadeTests {
  @Test func fadeCrossFadesInAQuarterSecond() throws {
    let t = Fade().timeline(in: TransitionContext())
    #expect(t.duration == 0.25 && t.curve == .easeInEaseOut)
    try expectEqual(#require(t.scene(atTime: 0).layer(.presented)).opacity, 0)
    try expectEqual(#require(t.scene(atTime: 0.125).layer(.presented)).opacity, 0.5)
    try expectEqual(#require(t.scene(atTime: 0.25).layer(.presented)).opacity, 1)
  }

  @Test(arguments: ["recede", "push"])
  func reduceMotionTurnsEveryTransitionIntoAFadeKeepingItsGesture(name: String) throws {
    let transition = try #require(Catalog.transition(named: name))
    let context = TransitionContext(direction: .dismiss, reduceMotion: true)
    let runner = TransitionRunner(transition, context: context)
    expectEqual(runner.timeline.duration, 0.25)
    expectEqual(runner.gesture, transition.interactiveGesture(in: context))
    for layer in runner.timeline.scene(atProgress: 0.5).layers {
      expectEqual(layer.transform, .identity)
      expectEqual(layer.position, Point(x: 195, y: 422))
    }
  }
}
