/// What a gesture drives: a transition's animator, which may not have started yet.
@MainActor
package protocol GestureTarget: AnyObject {
  /// A gesture seen before the transition started; replayed when it starts.
  var pendingGesture: EarlyGesture? { get set }
  /// The finger moved; `dx`, `dy` since it went down, in container points.
  func gestureChanged(dx: Double, dy: Double)
  /// Two fingers' distance is `scale` of where it was, their turn `rotation` radians, their
  /// focal point moved by `focal` points.
  func gesturePinched(scale: Double, rotation: Double, focal: Point)
  /// The finger lifted with velocity (`vx`, `vy`) points/second.
  func gestureEnded(vx: Double, vy: Double)
  /// The system cancelled the gesture.
  func gestureCancelled()
}

/// The way from one dismissal gesture to the animator of the transition it asked for.
///
/// UIKit makes that animator during `dismiss(animated:)`/`popViewController(animated:)` or a
/// run-loop turn later, and the finger may move or lift in between. So the route forgets the
/// previous transition's animator when a gesture asks for a new one (that animator must never get
/// it), keeps the gesture while there is no animator, and hands it, whole, to the next one.
///
/// The finger's moves return the animator to tell instead of telling it: the caller tells it
/// once the route is no longer being changed (`route.ended(vx:vy:)?.gestureEnded(vx:vy:)`). A
/// release past the end completes the transition inside the animator's call, and UIKit's
/// callbacks from inside `completeTransition:` (a navigation controller's `didShow`, the app's
/// handler of the finished event) may ask for the next transition, whose animator attaches to
/// this same route: with the route still being changed, that would be an exclusivity violation.
@MainActor
package struct GestureRoute<Target: GestureTarget> {
  /// The animator the gesture drives, if UIKit has made it.
  package private(set) weak var target: Target?
  /// The gesture while no animator has taken it.
  package private(set) var pending: EarlyGesture?

  /// An empty route.
  package init() {}

  /// A gesture that began at `time` with `translation` asks for a new transition.
  package mutating func request(
    at time: Double, translation: (dx: Double, dy: Double), touch: GestureTouch = GestureTouch()
  ) {
    var early = EarlyGesture(began: time)
    early.translation = translation
    early.touch = touch
    target = nil
    pending = early
  }

  /// UIKit made the animator of the transition (or another one, e.g. of a presentation that a
  /// finger may catch): it takes the pending gesture, if any.
  package mutating func attach(_ animator: Target) {
    target = animator
    guard let pending else { return }
    animator.pendingGesture = pending
    self.pending = nil
  }

  /// The finger moved by (`dx`, `dy`) points since it went down: returns the animator that must
  /// hear it, or keeps the move for the next one and returns `nil`.
  package mutating func changed(dx: Double, dy: Double) -> Target? {
    if target == nil { pending?.translation = (dx, dy) }
    return target
  }

  /// Two fingers moved: returns the animator that must hear it, or keeps their scale, turn and
  /// focal point for the next one and returns `nil`.
  package mutating func pinched(scale: Double, rotation: Double, focal: Point = .zero) -> Target? {
    if target == nil { pending?.pinch = (scale, rotation, focal) }
    return target
  }

  /// The finger lifted with velocity (`vx`, `vy`) points per second: returns the animator that
  /// must hear it, or keeps the ending for the next one and returns `nil`.
  package mutating func ended(vx: Double, vy: Double) -> Target? {
    if target == nil { pending?.ending = .ended(vx: vx, vy: vy) }
    return target
  }

  /// The system cancelled the gesture: returns the animator that must hear it, or keeps the
  /// ending for the next one and returns `nil`.
  package mutating func cancelled() -> Target? {
    if target == nil { pending?.ending = .cancelled }
    return target
  }
}
