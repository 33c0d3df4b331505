/// The resistance of a vetoed dismissal: the page follows the finger less and less, like a
/// scroll view pulled past its end, and springs back on release.
package enum RubberBand {
  /// The offset, in points, for a finger `translation` along the dismissal's direction:
  /// `(1 − 1 / (x·c/d + 1)) · d` — the formula commonly used to reproduce UIScrollView's
  /// resistance, with `c` = 0.55 and `d` the container's extent along the pan.
  ///
  /// - Postconditions: 0 for translations ≤ 0 (the page never moves the other way) or a
  ///   non-finite input; increasing; slope `c` at 0; always below `d`.
  package static func offset(forTranslation translation: Double, extent: Double, coefficient: Double = 0.55)
    -> Double
  {
    guard translation.isFinite, extent.isFinite, extent > 0, translation > 0 else { return 0 }
    return (1 - 1 / (translation * coefficient / extent + 1)) * extent
  }

  /// How a vetoed page returns when the finger lifts: UIKit's spring animation
  /// (`animateWithDuration:delay:usingSpringWithDamping:initialSpringVelocity:options:animations:completion:`,
  /// UIView.h) over `duration` seconds with damping ratio `damping` (1: no overshoot), from rest.
  package static let springBack: (duration: Double, damping: Double) = (0.4, 1)

  /// Where a vetoed pan of `kind` moves the page (points, y down): `translation` is the finger's
  /// since it went down, `bounds` the view the gestures are on. A pull-down resists downwards
  /// against the height, an edge or full-width swipe away from the leading `edge` against the
  /// width, and a zoom's drag along its own direction by the distance dragged, against the height;
  /// a vetoed pinch does not move it.
  package static func resisted(
    _ kind: GestureSituation.Kind, translation: Point, edge: InteractiveGesture.ScreenEdge, bounds: Size
  ) -> Point {
    switch kind {
    case .pullDown:
      return Point(x: 0, y: offset(forTranslation: translation.y, extent: bounds.height))
    case .drag:
      let distance = (translation.x * translation.x + translation.y * translation.y).squareRoot()
      guard distance > 0, distance.isFinite else { return Point(x: 0, y: 0) }
      let k = offset(forTranslation: distance, extent: bounds.height) / distance
      return Point(x: translation.x * k, y: translation.y * k)
    case .leadingEdge, .fullWidth:
      let forward = edge == .left ? translation.x : -translation.x
      let moved = offset(forTranslation: forward, extent: bounds.width)
      return Point(x: edge == .left ? moved : -moved, y: 0)
    case .pinch:
      return Point(x: 0, y: 0)  // a vetoed pinch leaves the page where it is
    }
  }
}
