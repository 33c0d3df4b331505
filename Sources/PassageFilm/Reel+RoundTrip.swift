import Passage
import PassageRecording

extension Reel {
  /// A round trip: `transition` presents, the presented screen stays `hold` seconds, it
  /// dismisses — by itself or driven by `gesture` — and the screen it ends on stays `hold`
  /// seconds, so that a looping GIF rests before it starts again.
  ///
  /// ```swift
  /// let reel = Reel.roundTrip(Recede(), context: TransitionContext(), hold: 0.5, fps: 30)
  /// ```
  ///
  /// - Parameters:
  ///   - transition: the transition that presents and dismisses.
  ///   - context: where it runs; its direction is set for each half.
  ///   - gesture: the scripted finger of the dismissal, or `nil` for a timed one.
  ///   - vetoed: whether the app's "should begin" answers no to the `gesture` (as in
  ///     ``init(_:context:gesture:vetoed:fps:)``).
  ///   - hold: the seconds each end stays on screen (see ``hold(seconds:)``).
  ///   - fps: frames per second, clamped to 1…100.
  public static func roundTrip(
    _ transition: any PassageTransition, context: TransitionContext,
    dismissedBy gesture: GestureScript? = nil,
    vetoed: Bool = false, hold: Double, fps: Int
  ) -> Reel {
    var reel = Reel(transition, context: context.with(direction: .present), fps: fps)
    reel.hold(seconds: hold)
    reel.append(
      Reel(transition, context: context.with(direction: .dismiss), gesture: gesture, vetoed: vetoed, fps: fps)
    )
    reel.hold(seconds: hold)
    return reel
  }
}
