extension Double {
  /// This number clamped to the unit interval 0…1; NaN gives 0.
  ///
  /// The one clamp of a fraction (a progress, an opacity, a colour component, a coverage): total,
  /// so that a NaN computed anywhere upstream becomes "nothing" rather than reaching a
  /// conversion that traps or a comparison that is always false. Inlinable: the compositor
  /// clamps a coverage per pixel.
  ///
  /// ```swift
  /// 1.7.clampedToUnit      // 1
  /// (-0.2).clampedToUnit   // 0
  /// Double.nan.clampedToUnit // 0
  /// ```
  @inlinable package var clampedToUnit: Double {
    isNaN ? 0 : Swift.min(Swift.max(self, 0), 1)
  }
}
