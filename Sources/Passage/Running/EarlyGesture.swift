/// A dismissal gesture seen before its transition started: UIKit may start an interactive
/// dismissal a run-loop turn after `dismiss(animated:)`, and the finger can move or even lift in
/// between. The glue keeps what it saw here and hands it to ``TransitionSession/replay(_:now:host:)``.
package struct EarlyGesture: Sendable, Hashable {
  /// How the gesture ended before the transition started, if it did.
  package enum Ending: Sendable, Hashable {
    /// Lifted with this velocity, in container points per second.
    case ended(vx: Double, vy: Double)
    /// Cancelled by the system.
    case cancelled
  }

  /// When the finger went down, in seconds.
  package var began: Double
  /// The latest translation since it went down, in container points.
  package var translation: (dx: Double, dy: Double)?
  /// How it ended, if it did.
  package var ending: Ending?
  /// Which recogniser took the touch and where it went down (``TransitionRunner/begin(at:by:at:spread:)``).
  package var touch = GestureTouch()
  /// Two fingers' latest scale, turn and focal point's translation, for a pinch
  /// (``InteractionEvent/pinch(at:scale:rotation:focal:)``).
  package var pinch: (scale: Double, rotation: Double, focal: Point)?

  /// A gesture that began at `began` and has not moved.
  package init(began: Double) { self.began = began }

  package static func == (a: EarlyGesture, b: EarlyGesture) -> Bool {
    a.began == b.began && a.translation?.dx == b.translation?.dx && a.translation?.dy == b.translation?.dy
      && a.ending == b.ending && a.touch == b.touch && a.pinch?.scale == b.pinch?.scale
      && a.pinch?.rotation == b.pinch?.rotation && a.pinch?.focal == b.pinch?.focal
  }

  package func hash(into hasher: inout Hasher) { hasher.combine(began) }
}

/// Which recogniser took a touch, where it went down and how far apart a pinch's fingers were,
/// when the front end knows: what a held card's laws and pivot need
/// (``TransitionRunner/begin(at:by:at:spread:)``).
package struct GestureTouch: Sendable, Hashable {
  /// The recogniser, or `nil` for the gesture's natural one.
  package var recognizer: InteractiveGesture.Recognizer?
  /// Where the touch went down (two fingers' focal point), in container points.
  package var point: Point?
  /// A pinch's fingers' distance when it went down, in points: what turns the rate its scale
  /// changes at into each finger's speed.
  package var spread: Double?

  /// A touch with what the front end knows of it.
  package init(recognizer: InteractiveGesture.Recognizer? = nil, point: Point? = nil, spread: Double? = nil) {
    self.recognizer = recognizer
    self.point = point
    self.spread = spread
  }
}
