/// A timestamped input to the `InteractionDriver`. Times are seconds on any monotonic clock the
/// host chooses (the driver never reads a clock); each event's time must not be earlier than the
/// previous event's.
package enum InteractionEvent: Sendable, Hashable {
  /// Starts a timed run that plays by itself. The transition context stays interactive until it
  /// lands, so a finger can catch it (``begin(at:)``), and `finishInteractiveTransition` comes
  /// just before `completeTransition(true)`; a host whose context is not interactive drops that
  /// call and offers no catch.
  case start(at: Double)
  /// A finger went down: starts an interactive transition, or catches a running one where it is.
  case begin(at: Double)
  /// The finger moved: `translation` is in points along the transition's direction of travel
  /// since the gesture began (negative values move back towards the start).
  case move(at: Double, translation: Double)
  /// The finger lifted with `velocity` points/second along the direction of travel.
  case end(at: Double, velocity: Double)
  /// The finger moved: (`dx`, `dy`) is its translation in container points (y down) since the
  /// gesture began. The driver's ``FingerMapping`` turns it into travel; a mapping that carries
  /// the tracked layer also moves that layer by it.
  case drag(at: Double, dx: Double, dy: Double)
  /// The finger lifted with velocity (`vx`, `vy`) in container points per second.
  case release(at: Double, vx: Double, vy: Double)
  /// Two fingers moved: `scale` is their distance as a fraction of where it was when they went
  /// down (1 = unchanged), `rotation` their turn since then, in radians (positive clockwise on
  /// screen), `focal` how far the point between them has moved since then, in container points.
  /// Only a gesture started by a pinch reads it.
  case pinch(at: Double, scale: Double, rotation: Double, focal: Point = .zero)
  /// The system cancelled the gesture (e.g. an incoming call): the transition goes back.
  case cancel(at: Double)
  /// A display frame: lets the driver notice that its completion animation has settled.
  case tick(at: Double)

  /// The event's time, in seconds.
  package var time: Double {
    switch self {
    case .start(let t), .begin(let t), .move(let t, _), .end(let t, _), .cancel(let t), .tick(let t),
      .drag(let t, _, _), .release(let t, _, _), .pinch(let t, _, _, _):
      return t
    }
  }

  /// A short name for messages: `start`, `begin`, `move`, `pinch`, `end`, `cancel` or `tick` (a
  /// drag is a `move` and a release an `end`, in two dimensions).
  package var name: String {
    switch self {
    case .start: return "start"
    case .begin: return "begin"
    case .move, .drag: return "move"
    case .end, .release: return "end"
    case .pinch: return "pinch"
    case .cancel: return "cancel"
    case .tick: return "tick"
    }
  }
}
