/// The animation of one property: key values at key times, as the `CAKeyframeAnimation` that UIKit
/// builds for a property animated in `UIView.animateKeyframes`.
///
/// Build one from an initial value and UIKit-style keyframes (``init(from:keyframes:mode:shape:)``):
/// the property holds its previous value until a keyframe starts and holds the keyframe's value
/// after it ends, so keyframes `[0.2, 1.0] → v` on a property starting at `u` give key values
/// `u, u, v` at key times `0, 0.2, 1`. Evaluate it with ``value(at:)`` at the animation's progress,
/// *after* the whole animation's timing curve (UIKit applies that curve first).
///
/// ```swift
/// let y = KeyframeSeries(from: 844.0, keyframes: [Keyframe(value: 0.0)], mode: .cubic)
/// y.value(at: 0.5)  // 422
/// ```
public struct KeyframeSeries<Value: Interpolatable>: Sendable {
  /// The key values, in order.
  public let values: [Value]
  /// The key times, non-decreasing, in [0, 1], one per value (`keyTimes`).
  public let keyTimes: [Double]
  /// How values between keys are computed.
  public let mode: CalculationMode
  /// The spline shape used by the cubic modes.
  public let shape: SplineShape

  private let interpolants: [Value.Interpolant]
  /// The key times actually used (recomputed for the paced modes).
  private let effectiveTimes: [Double]

  /// A track from key values and key times (as `CAKeyframeAnimation.values` / `keyTimes`), or
  /// `nil` when `values` is empty (a track needs a value to show; a single value is held).
  ///
  /// Key times are clamped to [0, 1] and made non-decreasing; when their count differs from the
  /// values' or they are empty, the values are spread evenly.
  public init?(
    values: [Value], keyTimes: [Double] = [], mode: CalculationMode = .linear,
    shape: SplineShape = .catmullRom
  ) {
    guard !values.isEmpty else { return nil }
    self.init(nonEmpty: values, keyTimes: keyTimes, mode: mode, shape: shape)
  }

  private init(nonEmpty values: [Value], keyTimes: [Double], mode: CalculationMode, shape: SplineShape) {
    self.values = values
    self.mode = mode
    self.shape = shape
    var times: [Double]
    if keyTimes.count == values.count {
      times = []
      var last = 0.0
      for t in keyTimes {
        let clean = t.isNaN ? last : min(max(t, last), 1)
        times.append(clean)
        last = clean
      }
    } else {
      let n = values.count
      times = (0..<n).map { n == 1 ? 0 : Double($0) / Double(n - 1) }
    }
    self.keyTimes = times
    let interpolants = values.map(\.interpolant)
    self.interpolants = interpolants
    switch mode {
    case .paced, .cubicPaced:
      var cumulative = [0.0]
      for i in 1..<max(interpolants.count, 1) {
        cumulative.append((cumulative.last ?? 0) + interpolants[i - 1].distance(to: interpolants[i]))
      }
      let total = cumulative.last ?? 0
      effectiveTimes = total > 0 ? cumulative.map { $0 / total } : times
    default:
      effectiveTimes = times
    }
  }

  /// A track from a starting value and UIKit keyframes (see the type's description). Keyframes are
  /// applied in order of their start.
  public init(
    from initial: Value, keyframes: [Keyframe<Value>], mode: CalculationMode = .cubic,
    shape: SplineShape = .catmullRom
  ) {
    var values = [initial]
    var times = [0.0]
    for keyframe in keyframes.sorted(by: { $0.relativeStart < $1.relativeStart }) {
      let previous = values[values.count - 1]
      if keyframe.relativeStart > (times.last ?? 0) {
        values.append(previous)
        times.append(keyframe.relativeStart)
      }
      if keyframe.relativeEnd > (times.last ?? 0) || keyframe.relativeDuration == 0 {
        values.append(keyframe.value)
        times.append(keyframe.relativeEnd)
      } else {
        values[values.count - 1] = keyframe.value
      }
    }
    if (times.last ?? 1) < 1 {
      values.append(values[values.count - 1])
      times.append(1)
    }
    self.init(nonEmpty: values, keyTimes: times, mode: mode, shape: shape)
  }

  /// The value at animation progress `u` (0 = start, 1 = end, already through the overall timing
  /// curve). Before the first key time the first value holds, after the last the last value holds.
  /// At a key time the key value is returned exactly. NaN gives the first value.
  public func value(at u: Double) -> Value {
    let times = effectiveTimes
    let n = values.count
    guard n > 1, !u.isNaN else { return values[0] }
    if u <= times[0] { return values[0] }
    if u >= times[n - 1] { return values[n - 1] }
    // The segment i with times[i] <= u < times[i + 1].
    var i = 0
    while i + 1 < n && times[i + 1] <= u { i += 1 }
    if u == times[i] { return values[i] }
    let span = times[i + 1] - times[i]
    let s = span > 0 ? (u - times[i]) / span : 1
    switch mode {
    case .discrete:
      return values[i]
    case .linear, .paced:
      return Value(interpolant: .interpolate(interpolants[i], interpolants[i + 1], fraction: s))
    case .cubic, .cubicPaced:
      let p0 = interpolants[max(i - 1, 0)]
      let p1 = interpolants[i]
      let p2 = interpolants[i + 1]
      let p3 = interpolants[min(i + 2, n - 1)]
      let w = shape.weights(at: s)
      return Value(interpolant: .combine(p0, w.0, p1, w.1, p2, w.2, p3, w.3))
    }
  }
}
