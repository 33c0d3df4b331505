/// How a transition's progress depends on time: a cubic Bézier over a fixed duration, or a spring.
///
/// Named curves use Core Animation's control points (`CAMediaTimingFunction`; reference values in
/// docs/TRANSITIONS.md, “Timing curves”):
/// `linear` (0, 0, 1, 1), `easeIn` (0.42, 0, 1, 1), `easeOut` (0, 0, 0.58, 1),
/// `easeInEaseOut` (0.42, 0, 0.58, 1) and `default` (0.25, 0.1, 0.25, 1).
public enum TimingCurve: Sendable, Hashable {
  /// A cubic Bézier: the input is the fraction of the duration elapsed, in [0, 1].
  case bezier(CubicBezier)
  /// A spring: the input is seconds since the start; it lasts its settling duration.
  case spring(DampedSpring)

  /// Constant speed.
  public static let linear = TimingCurve.bezier(CubicBezier(x1: 0, y1: 0, x2: 1, y2: 1))
  /// Slow start (`kCAMediaTimingFunctionEaseIn`).
  public static let easeIn = TimingCurve.bezier(CubicBezier(x1: 0.42, y1: 0, x2: 1, y2: 1))
  /// Slow end (`kCAMediaTimingFunctionEaseOut`).
  public static let easeOut = TimingCurve.bezier(CubicBezier(x1: 0, y1: 0, x2: 0.58, y2: 1))
  /// Slow start and end (`kCAMediaTimingFunctionEaseInEaseOut`); UIKit's default for keyframes.
  public static let easeInEaseOut = TimingCurve.bezier(CubicBezier(x1: 0.42, y1: 0, x2: 0.58, y2: 1))
  /// Core Animation's default curve (`kCAMediaTimingFunctionDefault`).
  public static let `default` = TimingCurve.bezier(CubicBezier(x1: 0.25, y1: 0.1, x2: 0.25, y2: 1))

  /// A cubic Bézier through `(x1, y1)` and `(x2, y2)`.
  public static func cubicBezier(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double) -> TimingCurve {
    .bezier(CubicBezier(x1: x1, y1: y1, x2: x2, y2: y2))
  }

  /// The progress (0 at the start, or a partway spring's ``DampedSpring/initialPosition``; 1 at
  /// the end; may overshoot) after `elapsed` seconds of an animation lasting `duration` seconds
  /// (ignored by springs, which set their own duration).
  ///
  /// Elapsed times before 0 give 0's value and after the end the end value (fill mode both);
  /// NaN gives NaN.
  public func progress(afterSeconds elapsed: Double, of duration: Double) -> Double {
    if elapsed.isNaN { return elapsed }
    switch self {
    case .bezier(let curve):
      guard duration > 0, duration.isFinite else { return elapsed >= 0 ? 1 : 0 }
      return curve.value(at: (elapsed / duration).clampedToUnit)
    case .spring(let spring):
      return elapsed >= spring.settlingDuration ? 1 : spring.value(at: max(elapsed, 0))
    }
  }

  /// The seconds the curve takes: `nominal` for a Bézier, the settling duration for a spring.
  public func duration(nominal: Double) -> Double {
    switch self {
    case .bezier: return nominal
    case .spring(let spring): return spring.settlingDuration
    }
  }
}
