/// The translation a dismissal gesture reports to the engine: the finger's travel from the point
/// where it touched down.
///
/// A UIKit pan recogniser begins only once the finger has moved past its hysteresis, and
/// UIGestureRecognizer.h and UIPanGestureRecognizer.h do not say whether `translation(in:)`
/// counts from the touch or from the recognition. The engine's dead zones are measured from the
/// touch (iOS's back swipe: the page stays put for the first 12 pt of the finger's travel), so
/// the glue records each recogniser's touch-down location (`gestureRecognizer(_:shouldReceive:)`,
/// called before the recogniser sees the touch) and reads the translation as the recogniser's
/// location less that point; without one it uses the recogniser's own translation.
package struct TouchDownTranslation: Sendable, Hashable {
  /// Where the finger touched down, in window points; `nil` until a touch is seen.
  package private(set) var touchDown: Point?

  /// A translation that knows no touch-down yet.
  package init() {}

  /// A touch went down at `point` (window points) while the recogniser was not tracking: it
  /// starts the next gesture, replacing any touch that never became one.
  package mutating func touched(at point: Point) {
    touchDown = point.x.isFinite && point.y.isFinite ? point : nil
  }

  /// The gesture ended: the next one waits for its own touch.
  package mutating func reset() { touchDown = nil }

  /// The finger's translation (points, y down): `location` less the touch-down point, or
  /// `reported` when no touch-down is known.
  package func translation(at location: Point, reported: Point) -> Point {
    guard let touchDown, location.x.isFinite, location.y.isFinite else { return reported }
    return Point(x: location.x - touchDown.x, y: location.y - touchDown.y)
  }
}
