/// How a finger's translation in the container becomes travel along a transition's direction,
/// and whether the finger also carries the tracked layer in two dimensions.
///
/// Translations and velocities are in container points (per second), y down.
package enum FingerMapping: Sendable, Hashable {
  /// Travel is the component along the direction (`x`, `y`): `dx · x + dy · y`. The tracked layer
  /// moves along its own track. `(1, 0)` is a left-edge pan, `(0, 1)` a pull-down.
  case along(x: Double, y: Double)
  /// Travel is the distance dragged in any direction, times `sign` (+1 forwards, −1 when the
  /// finger moves the transition backwards); when `carriesLayer`, the tracked layer follows the
  /// finger 1:1 in both dimensions (``CarriedOffset``).
  case distance(sign: Double, carriesLayer: Bool = true)

  /// A left-edge pan.
  package static let horizontal = FingerMapping.along(x: 1, y: 0)

  /// Whether the finger carries the tracked layer in two dimensions.
  package var carriesLayer: Bool {
    if case .distance(_, let carries) = self { return carries }
    return false
  }

  /// The travel, in points, of a finger translated by (`dx`, `dy`) points (non-finite when a
  /// component it uses is).
  package func travel(dx: Double, dy: Double) -> Double {
    switch self {
    case .along(let x, let y):
      // A component the direction does not use is left out, so a non-finite value there is ignored.
      return (x == 0 ? 0 : dx * x) + (y == 0 ? 0 : dy * y)
    case .distance(let sign, _): return sign * (dx * dx + dy * dy).squareRoot()
    }
  }

  /// The travel velocity, in points per second, of a finger moving at (`vx`, `vy`) points per
  /// second when it has been translated by `translation`: along the direction, or for a distance
  /// the rate at which the distance grows (the velocity's component away from where the finger
  /// went down; its speed when it has not moved).
  package func velocity(vx: Double, vy: Double, translation: Point) -> Double {
    switch self {
    case .along: return travel(dx: vx, dy: vy)
    case .distance(let sign, _):
      let d = (translation.x * translation.x + translation.y * translation.y).squareRoot()
      guard d > 0 else { return sign * (vx * vx + vy * vy).squareRoot() }
      return sign * (translation.x * vx + translation.y * vy) / d
    }
  }

  /// The finger translation, in points, of a one-dimensional travel `travel`: along the
  /// direction, or for a distance straight down.
  package func finger(forTravel travel: Double) -> Point {
    switch self {
    case .along(let x, let y): return Point(x: travel * x, y: travel * y)
    case .distance(let sign, _): return Point(x: 0, y: travel * sign)
    }
  }
}
