import PassageCore
import PassageTestSupport
import Synchronization
import Testing

/// The plain-function checks record an issue exactly when their condition fails, and the issue
/// shows the values.
@Suite struct ExpectationsTests {
  /// The texts of the issues `body` records, held across the matcher's isolation.
  private final class Recorded: Sendable {
    let texts = Mutex<[String]>([])
  }

  /// The text of the issue `body` records, or `nil` when it records none.
  private func recordedText(_ body: () -> Void) -> String? {
    let recorded = Recorded()
    withKnownIssue(isIntermittent: true) {
      body()
    } matching: { issue in
      recorded.texts.withLock { $0.append(issue.comments.map(\.rawValue).joined(separator: "\n")) }
      return true
    }
    return recorded.texts.withLock { $0.first }
  }

  @Test func equalValuesRecordNothingAndUnequalOnesShowBoth() {
    #expect(recordedText { expectEqual(3, 3) } == nil)
    #expect(recordedText { expectEqual("page", "card") } == #""page" is not "card""#)
    #expect(recordedText { expectEqual(1, 2, "one page") } == "1 is not 2: one page")
  }

  @Test func unequalArraysAndTextsShowWhereTheyFirstDifferAndLongValuesAreCut() {
    #expect(recordedText { expectEqual([1, 2, 3], [1, 2, 3]) } == nil)
    #expect(
      recordedText { expectEqual([1, 2, 3], [1, 5, 3]) }
        == "3 elements are not the 3 expected: at index 1, 2 is not 5")
    #expect(
      recordedText { expectEqual([1, 2], [1, 2, 3]) }
        == "2 elements are not the 3 expected: at index 2, nothing is not 3")
    #expect(
      recordedText { expectEqual("usage:\n  --dismiss\n  --size", "usage:\n  --dismiss\n  --sizes") }
        == #"3 lines are not the 3 expected: line 3, "  --size" is not "  --sizes""#)
    let text = recordedText { expectEqual(Set(0..<300), Set(1..<300)) } ?? ""
    #expect(text.contains(" characters) is not Set(["))
    #expect(text.count < 1100)
  }

  @Test func closeNumbersRecordNothingAndOthersShowTheirDistance() {
    #expect(recordedText { expectClose(1, 1 + 1e-10) } == nil)
    #expect(recordedText { expectClose(1, 1.5, tolerance: 0.5) } == nil)
    #expect(
      recordedText { expectClose(1, 1.25, tolerance: 0.1) } == "1.0 is not within 0.1 of 1.25 (off by 0.25)")
    #expect(recordedText { expectClose(100, 101, relativeTolerance: 0.02) } == nil)
    #expect(recordedText { expectClose(.nan, .nan) } != nil)
  }

  @Test func pointsAndTransformsAreComparedPartByPart() {
    #expect(recordedText { expectClose(Point(x: 1, y: 2), Point(x: 1, y: 2.05), tolerance: 0.1) } == nil)
    #expect(recordedText { expectClose(Point(x: 1, y: 2), Point(x: 1.2, y: 2), tolerance: 0.1) } != nil)
    let moved = Transform3D.translation(x: 0, y: 3, z: 0)
    #expect(recordedText { expectClose(moved, moved) } == nil)
    let text = recordedText { expectClose(moved, .identity, tolerance: 0.5) }
    #expect(text?.hasSuffix("(off by up to 3.0)") == true)
  }
}
