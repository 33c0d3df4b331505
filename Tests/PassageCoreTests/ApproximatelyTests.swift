import PassageCore
import PassageTestSupport
import Testing

/// The tests' one closeness check: absolute and relative tolerance, equal values always close.
@Suite struct ApproximatelyTests {
  @Test func equalValuesAreCloseInfinitiesIncluded() {
    expectClose(.infinity, .infinity, tolerance: 0)
    expectClose(-.infinity, -.infinity)
    #expect(!isClose(.infinity, -.infinity))
    #expect(!isClose(.infinity, .greatestFiniteMagnitude, relativeTolerance: 1))
    #expect(!isClose(.nan, .nan))
    expectClose(Point(x: .infinity, y: 1), Point(x: .infinity, y: 1))
  }

  @Test func theLargerOfTheTwoTolerancesDecides() {
    expectClose(1, 1 + 1e-10)
    #expect(!isClose(1e6, 1e6 + 1e-3))
    expectClose(1e6, 1e6 + 1e-3, relativeTolerance: 1e-8)
    expectClose(1e6, 1e6 + 1e-3, tolerance: 1e-2)
    #expect(!isClose(1e-12, 2e-12, tolerance: 0, relativeTolerance: 0.4))
    expectClose(1e-12, 2e-12, tolerance: 0, relativeTolerance: 0.5)
  }
}
