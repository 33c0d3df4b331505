/// One transition's session and the host that applies it, for as long as the transition runs:
/// what the UIKit animator does with UIKit's calls and the finger, without UIKit, so that its
/// bookkeeping is tested on Linux.
///
/// The host holds the transition context and the views (UIKit retains the context only until
/// `completeTransition(_:)`); the player lets go of it the moment the transition completes, so
/// neither the context, nor the controllers, nor the animator that UIKit's context points back to
/// outlive the transition (no animator → host → context → animator cycle).
@MainActor
package final class TransitionPlayer<Host: TransitionHost> {
  /// Every decision.
  package private(set) var session: TransitionSession
  /// The host, until the transition completes.
  package private(set) var host: Host?
  /// Receives the lifecycle effects of every call, in order (the dismissal events' tracker).
  package var onEffects: (([InteractionEffect]) -> Void)?
  private let clock: () -> Double
  /// Whether a call into the session is under way: UIKit and Core Animation may call back
  /// synchronously from inside the host's calls (a transaction with no animations runs its
  /// completion block at once, CATransaction.h; `completeTransition(_:)` runs the appearance
  /// callbacks, the presentation controller's did-end and `animationEnded(_:)` before it
  /// returns, UIViewControllerTransitioning.h), and the session must not be entered twice.
  private var isPerforming = false
  /// The calls that arrived meanwhile, run in order as soon as the one under way returns.
  private var deferred: [(inout TransitionSession, Host, Double) -> Void] = []

  /// A player for `session` on `host`; `clock` gives the current time in seconds (the media
  /// time Core Animation's `beginTime` uses), never going backwards.
  package init(_ session: TransitionSession, host: Host, clock: @escaping () -> Double) {
    self.session = session
    self.host = host
    self.clock = clock
  }

  /// Whether a finger can take over now (``TransitionSession/acceptsTouches``).
  package var acceptsTouches: Bool { host != nil && session.acceptsTouches }
  /// Whether a run plays that no finger can catch (``TransitionSession/refusesFingers``).
  package var refusesFingers: Bool { host != nil && session.refusesFingers }
  /// Whether display frames are wanted now (``TransitionSession/wantsFrames(at:)``).
  package var wantsFrames: Bool { host != nil && session.wantsFrames(at: clock()) }

  /// Starts a timed run, or replays a gesture that began before the transition did.
  package func start(animated: Bool, interactiveContext: Bool, replaying early: EarlyGesture?) {
    perform { session, host, now in
      if let early {
        session.replay(early, now: now, host: host)
      } else {
        session.start(at: now, animated: animated, interactiveContext: interactiveContext, host: host)
      }
    }
  }

  /// A finger went down (it starts or catches the transition).
  package func gestureBegan(_ touch: GestureTouch = GestureTouch()) {
    perform { $0.gestureBegan(at: $2, touch: touch, host: $1) }
  }
  /// Two fingers' distance is `scale` of where it was, their turn `rotation` radians, their
  /// focal point moved by `focal` points.
  package func gesturePinched(scale: Double, rotation: Double, focal: Point) {
    perform { $0.gesturePinched(at: $2, scale: scale, rotation: rotation, focal: focal, host: $1) }
  }
  /// The finger moved by (`dx`, `dy`) container points since it went down.
  package func gestureChanged(dx: Double, dy: Double) {
    perform { $0.gestureChanged(at: $2, dx: dx, dy: dy, host: $1) }
  }
  /// The finger lifted with velocity (`vx`, `vy`) points per second.
  package func gestureEnded(vx: Double, vy: Double) {
    perform { $0.gestureEnded(at: $2, vx: vx, vy: vy, host: $1) }
  }
  /// The system cancelled the gesture.
  package func gestureCancelled() { perform { $0.gestureCancelled(at: $2, host: $1) } }
  /// A layout pass gave the container a new `size`, in points (``TransitionSession/containerResized(to:)``).
  package func containerResized(to size: Size) {
    perform { session, _, _ in session.containerResized(to: size) }
  }
  /// Core Animation finished (or removed) the animations of run `number`.
  package func runLanded(_ number: Int) { perform { $0.runLanded(number, at: $2, host: $1) } }

  /// A display frame at `time` (its `targetTimestamp`); returns whether more are wanted.
  package func frame(at time: Double) -> Bool {
    guard let host, !isPerforming else { return host != nil }
    let more = session.runProgressed(at: time, host: host)
    forwardEffects()
    return more
  }

  /// Runs `call` on the session, or, when it arrives from inside another call, right after that
  /// one: every call sees the session as the previous one left it, and the effects reach
  /// ``onEffects`` in the order they were performed. Calls after completion do nothing.
  private func perform(_ call: @escaping (inout TransitionSession, Host, Double) -> Void) {
    guard !isPerforming else { return deferred.append(call) }
    isPerforming = true
    defer { isPerforming = false }
    var next: ((inout TransitionSession, Host, Double) -> Void)? = call
    while let call = next {
      guard let host else { break }
      call(&session, host, clock())
      forwardEffects()
      if session.isComplete { self.host = nil }
      next = deferred.isEmpty ? nil : deferred.removeFirst()
    }
    deferred = []
  }

  private func forwardEffects() {
    let effects = session.takePerformedEffects()
    if !effects.isEmpty { onEffects?(effects) }
  }
}
