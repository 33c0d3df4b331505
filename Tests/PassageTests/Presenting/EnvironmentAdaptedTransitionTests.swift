import Passage
import PassageTestSupport
import Testing

/// SwiftUI's environment (Reduce Motion, layout direction) reaches the transition's motion and
/// gesture.
@Suite struct EnvironmentAdaptedTransitionTests {
  private let context = TransitionContext(direction: .present)

  @Test func reduceMotionFromTheEnvironmentPlaysAFade() {
    let adapted = EnvironmentAdaptedTransition(Push(), reduceMotion: true, layoutDirection: nil)
    let fade = Fade().timeline(in: TransitionContext(direction: .present, reduceMotion: true))
    expectEqual(adapted.timeline(in: context).scene(atProgress: 0.5), fade.scene(atProgress: 0.5))
    expectEqual(adapted.name, "push")
  }

  @Test func reduceMotionKeepsTheTransitionsGestureAndCompletion() {
    let adapted = EnvironmentAdaptedTransition(Recede(), reduceMotion: true, layoutDirection: nil)
    let dismissal = context.with(direction: .dismiss)
    expectEqual(adapted.interactiveGesture(in: dismissal), Recede().interactiveGesture(in: dismissal))
    expectEqual(adapted.completion, Recede().completion)
  }

  @Test func theSystemsReduceMotionStaysOnWhenTheEnvironmentSaysOff() {
    let adapted = EnvironmentAdaptedTransition(Push(), reduceMotion: false, layoutDirection: nil)
    #expect(adapted.adapted(TransitionContext(reduceMotion: true)).reduceMotion)
  }

  @Test func aRightToLeftEnvironmentMirrorsPushAndMovesItsGestureToTheRightEdge() {
    let adapted = EnvironmentAdaptedTransition(Push(), reduceMotion: false, layoutDirection: .rightToLeft)
    let rtl = TransitionContext(direction: .present, layoutDirection: .rightToLeft)
    expectEqual(
      adapted.timeline(in: context).scene(atProgress: 0.5), Push().timeline(in: rtl).scene(atProgress: 0.5))
    #expect(adapted.interactiveGesture(in: context.with(direction: .dismiss))?.kind == .edgePan(.right))
  }

  @Test func withoutALayoutDirectionTheContainersIsKept() {
    let adapted = EnvironmentAdaptedTransition(Push(), reduceMotion: false, layoutDirection: nil)
    let rtl = TransitionContext(direction: .dismiss, layoutDirection: .rightToLeft)
    #expect(adapted.interactiveGesture(in: rtl)?.kind == .edgePan(.right))
    expectEqual(
      adapted.timeline(in: context).scene(atProgress: 0.3),
      Push().timeline(in: context).scene(atProgress: 0.3))
  }
}
