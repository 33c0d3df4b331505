import Passage
import PassageTesting
import XCTest

/// `assertTransitionSnapshot` from an XCTest test case (it reports through `XCTFail` there).
final class XCTestSupportTests: XCTestCase {
  func testSceneDumpMatchesItsReferenceFromXCTest() {
    assertTransitionSnapshot(
      of: Fade(), in: TransitionContext(direction: .present), sampleCount: 3, as: .sceneDump, named: "fade")
  }
}
