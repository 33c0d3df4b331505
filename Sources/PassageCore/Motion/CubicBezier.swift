/// A cubic Bézier timing function from (0, 0) to (1, 1) through two control points, as
/// `CAMediaTimingFunction(controlPoints:)` and CSS `cubic-bezier()` define it.
///
/// `value(at:)` solves the curve's x for the input fraction and returns its y, using WebKit's
/// `UnitBezier` method: up to eight Newton–Raphson steps, then bisection, to `ε = 1e-7`.
///
/// Edge cases: inputs outside [0, 1] extrapolate along the curve's tangent at the nearer end (as
/// browsers do); NaN gives NaN; ±∞ gives the limit of that extrapolation (an end value when the
/// tangent is flat).
public struct CubicBezier: Sendable, Hashable, Codable {
  /// The first control point's x, in [0, 1] for a curve that is a function of time.
  public let x1: Double
  /// The first control point's y (any finite value; outside [0, 1] overshoots).
  public let y1: Double
  /// The second control point's x, in [0, 1] for a curve that is a function of time.
  public let x2: Double
  /// The second control point's y.
  public let y2: Double

  private let ax, bx, cx, ay, by, cy: Double

  /// Creates a curve through the control points `(x1, y1)` and `(x2, y2)`.
  ///
  /// x values are clamped to [0, 1] so that the curve stays a function of time (as
  /// `CAMediaTimingFunction` and CSS require); non-finite values are replaced by 0.
  public init(x1: Double, y1: Double, x2: Double, y2: Double) {
    func clean(_ v: Double) -> Double { v.isFinite ? v : 0 }
    self.x1 = clean(x1).clampedToUnit
    self.x2 = clean(x2).clampedToUnit
    self.y1 = clean(y1)
    self.y2 = clean(y2)
    cx = 3 * self.x1
    bx = 3 * (self.x2 - self.x1) - cx
    ax = 1 - cx - bx
    cy = 3 * self.y1
    by = 3 * (self.y2 - self.y1) - cy
    ay = 1 - cy - by
  }

  /// The curve's output for an input fraction `x` (0 → 0, 1 → 1).
  public func value(at x: Double) -> Double {
    if x.isNaN { return x }
    if x < 0 { return extrapolate(slope: startSlope, from: 0, by: x) }
    if x > 1 { return extrapolate(slope: endSlope, from: 1, by: x - 1) }
    if x1 == y1 && x2 == y2 { return x }  // a straight line: exact, no solve
    return sampleY(solveT(forX: x))
  }

  /// The slope dy/dx at input fraction `x` in [0, 1] (clamped).
  public func slope(at x: Double) -> Double {
    let t = solveT(forX: x.clampedToUnit)
    let dx = (3 * ax * t + 2 * bx) * t + cx
    let dy = (3 * ay * t + 2 * by) * t + cy
    if abs(dx) < 1e-12 { return dy == 0 ? 0 : (dy > 0 ? .infinity : -.infinity) }
    return dy / dx
  }

  /// The curve's point at parameter `t` in [0, 1] (not the input fraction): `(x(t), y(t))`.
  public func point(atParameter t: Double) -> Point {
    Point(x: sampleX(t), y: sampleY(t))
  }

  private func extrapolate(slope: Double, from base: Double, by delta: Double) -> Double {
    if slope == 0 { return base }
    return base + slope * delta
  }

  private var startSlope: Double {
    if x1 > 0 { return y1 / x1 }
    if y1 == 0 && x2 > 0 { return y2 / x2 }
    return 0
  }

  private var endSlope: Double {
    if x2 < 1 { return (y2 - 1) / (x2 - 1) }
    if x2 == 1 && x1 < 1 { return (y1 - 1) / (x1 - 1) }
    return 0
  }

  private func sampleX(_ t: Double) -> Double { ((ax * t + bx) * t + cx) * t }
  private func sampleY(_ t: Double) -> Double { ((ay * t + by) * t + cy) * t }

  private func solveT(forX x: Double) -> Double {
    let epsilon = 1e-7
    var t = x
    for _ in 0..<8 {
      let error = sampleX(t) - x
      if abs(error) < epsilon { return t }
      let derivative = (3 * ax * t + 2 * bx) * t + cx
      if abs(derivative) < 1e-6 { break }
      t -= error / derivative
    }
    var low = 0.0
    var high = 1.0
    t = x
    for _ in 0..<64 {
      let value = sampleX(t)
      if abs(value - x) < epsilon { return t }
      if x > value { low = t } else { high = t }
      t = (high - low) / 2 + low
    }
    return t
  }
}
