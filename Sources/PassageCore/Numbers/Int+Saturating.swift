extension Int {
  /// `value` rounded toward zero and clamped to `Int.min…Int.max`; NaN gives 0.
  ///
  /// The total form of `Int(_: Double)`, which traps on NaN, infinities and magnitudes of 2⁶³ or
  /// more. Every conversion from `Double` to `Int` in the engine and the renderer goes through it,
  /// so no number, however it was computed, can stop the process. Inlinable: the compositor
  /// converts two texel coordinates per pixel.
  ///
  /// ```swift
  /// Int(saturating: 1e20)     // Int.max
  /// Int(saturating: -.infinity) // Int.min
  /// Int(saturating: .nan)     // 0
  /// Int(saturating: -2.7)     // -2
  /// ```
  @inlinable package init(saturating value: Double) {
    if value.isNaN {
      self = 0
    } else if value >= 9_223_372_036_854_775_807.0 {
      self = .max
    } else if value <= -9_223_372_036_854_775_808.0 {
      self = .min
    } else {
      self = Int(value)
    }
  }
}
