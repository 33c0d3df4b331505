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
}
