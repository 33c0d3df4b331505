import PassageCore
import Testing

/// Every conversion from `Double` to `Int` in the engine and the renderer is total (see
/// docs/HARDENING.md, “Numbers are checked where they enter”).
@Suite struct IntSaturatingTests {
  @Test func finiteValuesInRangeTruncateTowardZeroLikeTheStandardConversion() {
    for x in [0.0, -0.0, 2.7, -2.7, 1e15, -1e15, 9.2e18, -9.2e18] { #expect(Int(saturating: x) == Int(x)) }
  }

  @Test func hugeInfiniteAndNaNValuesSaturateOrGiveZero() {
    #expect(Int(saturating: 1e20) == .max)
    #expect(Int(saturating: 9_223_372_036_854_775_807.0) == .max)
    #expect(Int(saturating: -1e300) == .min)
    #expect(Int(saturating: .infinity) == .max)
    #expect(Int(saturating: -.infinity) == .min)
    #expect(Int(saturating: .nan) == 0)
    #expect(Int(saturating: -.nan) == 0)
  }
}
