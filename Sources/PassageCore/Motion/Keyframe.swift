/// One keyframe of `UIView.addKeyframe(withRelativeStartTime:relativeDuration:animations:)`: the
/// property reaches `value` over `[relativeStart, relativeStart + relativeDuration]` of the
/// animation's (curved) progress.
public struct Keyframe<Value: Interpolatable>: Sendable {
  /// The start, as a fraction of the whole animation, in [0, 1].
  public var relativeStart: Double
  /// The length, as a fraction of the whole animation, in [0, 1 − relativeStart].
  public var relativeDuration: Double
  /// The value reached at the keyframe's end and held after it.
  public var value: Value

  /// Creates a keyframe; start and duration are clamped into [0, 1] (NaN becomes 0).
  public init(start relativeStart: Double = 0, duration relativeDuration: Double = 1, value: Value) {
    self.relativeStart = relativeStart.clampedToUnit
    self.relativeDuration = min(relativeDuration.clampedToUnit, 1 - self.relativeStart)
    self.value = value
  }

  /// The relative end, `relativeStart + relativeDuration`.
  public var relativeEnd: Double { relativeStart + relativeDuration }
}
