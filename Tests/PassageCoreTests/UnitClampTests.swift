import PassageCore
import PassageTestSupport
import Testing

/// The one clamp of fractions to 0…1, total: NaN gives 0.
@Suite struct UnitClampTests {
  @Test func valuesOutsideTheUnitIntervalClampAndNaNGivesZero() {
    for (value, clamped) in [(0.25, 0.25), (1.7, 1), (-0.2, 0), (.infinity, 1), (-.infinity, 0), (-0.0, 0)] {
      expectEqual(value.clampedToUnit, clamped, "\(value)")
    }
    expectEqual(Double.nan.clampedToUnit, 0)
    expectEqual((-Double.nan).clampedToUnit, 0)
  }
}
