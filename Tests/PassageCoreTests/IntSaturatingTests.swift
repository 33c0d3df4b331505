import PassageCore
import PassageTestSupport
import Testing

/// Every conversion from `Double` to `Int` in the engine and the renderer is total (see
/// docs/HARDENING.md, “Numbers are checked where they enter”).
@Suite struct IntSaturatingTests {
  @Test func finiteValuesInRangeTruncateTowardZeroLikeTheStandardConversion() {
    for x in [0.0, -0.0, 2.7, -2.7, 1e15, -1e15, 9.2e18, -9.2e18] { expectEqual(Int(saturating: x), Int(x)) }
  }

  @Test func hugeInfiniteAndNaNValuesSaturateOrGiveZero() {
    expectEqual(Int(saturating: 1e20), .max)
    expectEqual(Int(saturating: 9_223_372_036_854_775_807.0), .max)
    expectEqual(Int(saturating: -1e300), .min)
    expectEqual(Int(saturating: .infinity), .max)
    expectEqual(Int(saturating: -.infinity), .min)
    expectEqual(Int(saturating: .nan), 0)
    expectEqual(Int(saturating: -.nan), 0)
  }
}
