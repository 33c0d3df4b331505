/// How a keyframe track computes values between its keyframes (`CAAnimationCalculationMode`).
public enum CalculationMode: String, Sendable, Hashable, CaseIterable, Codable {
  /// Straight lines between consecutive key values, at the key times.
  case linear
  /// Each key value held until the next key time; no interpolation.
  case discrete
  /// Straight lines, with key times recomputed so that the value moves at constant speed
  /// (by ``InterpolationSpace/distance(to:)``); the given key times are ignored.
  case paced
  /// A Kochanek–Bartels spline through the key values (Catmull-Rom with the default tension,
  /// continuity and bias of 0), end values duplicated, one segment per pair of key times.
  case cubic
  /// The cubic spline with key times recomputed for constant speed, measured along the chords.
  case cubicPaced
}

/// The Kochanek–Bartels shape parameters of cubic keyframes, each in [−1, 1]; all 0 is Catmull-Rom.
///
/// Public because a ``KeyframeSeries`` takes one: Core Animation's cubic keyframes have the same
/// three parameters (`CAKeyframeAnimation`'s `tensionValues`, `continuityValues` and
/// `biasValues`), and a series written for a device states them here, one shape for every key.
public struct SplineShape: Sendable, Hashable, Codable {
  /// Tension: 1 tightens the curve (zero tangents), −1 loosens it.
  public var tension: Double
  /// Continuity: 0 is smooth; ±1 makes corners at the keys.
  public var continuity: Double
  /// Bias: positive values overshoot after a key, negative before.
  public var bias: Double

  /// Creates a shape; the default is Catmull-Rom.
  public init(tension: Double = 0, continuity: Double = 0, bias: Double = 0) {
    self.tension = tension
    self.continuity = continuity
    self.bias = bias
  }

  /// Catmull-Rom: tension, continuity and bias all 0 (Core Animation's cubic mode).
  public static let catmullRom = SplineShape()

  /// The weights of the four control values `P(i−1), P(i), P(i+1), P(i+2)` at local parameter `s`
  /// in [0, 1] of the segment from `P(i)` to `P(i+1)` (Hermite form with KB tangents).
  func weights(at s: Double) -> (Double, Double, Double, Double) {
    let (t, c, b) = (tension, continuity, bias)
    // Outgoing tangent at P(i) = a·(Pi − Pi−1) + bb·(Pi+1 − Pi);
    // incoming tangent at P(i+1) = cc·(Pi+1 − Pi) + d·(Pi+2 − Pi+1).
    let a = (1 - t) * (1 + b) * (1 + c) / 2
    let bb = (1 - t) * (1 - b) * (1 - c) / 2
    let cc = (1 - t) * (1 + b) * (1 - c) / 2
    let d = (1 - t) * (1 - b) * (1 + c) / 2
    let s2 = s * s
    let s3 = s2 * s
    let h00 = 2 * s3 - 3 * s2 + 1
    let h10 = s3 - 2 * s2 + s
    let h01 = -2 * s3 + 3 * s2
    let h11 = s3 - s2
    return (-a * h10, h00 + h10 * (a - bb) - cc * h11, h01 + h10 * bb + h11 * (cc - d), h11 * d)
  }
}
