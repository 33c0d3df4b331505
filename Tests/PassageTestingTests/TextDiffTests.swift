import PassageTestSupport
import Testing

@testable import PassageTesting

/// The text diff is bounded before it allocates, and its output is a valid
/// unified diff (`@@ -a,b +c,d @@` hunks with line counts).
@Suite struct TextDiffTests {
  private func lines(_ text: String) -> [String] {
    text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
  }

  @Test func aChangedLineGetsAHunkHeaderWithBothLineCounts() {
    let a = lines("1\n2\n3\n4\n5\n6\n7\n8")
    let b = lines("1\n2\n3\n4\nfive\n6\n7\n8")
    expectEqual(
      TextDiff.unified(a, b),
      "--- reference\n+++ actual\n@@ -2,7 +2,7 @@\n 2\n 3\n 4\n-5\n+five\n 6\n 7\n 8\n")
  }

  @Test func insertedLinesCountOnlyOnTheNewSide() {
    expectEqual(
      TextDiff.unified(["a", "b"], ["a", "x", "y", "b"]),
      "--- reference\n+++ actual\n@@ -1,2 +1,4 @@\n a\n+x\n+y\n b\n")
  }

  @Test func anEmptyReferenceIsTheRangeZeroZero() {
    expectEqual(TextDiff.unified([], ["new"]), "--- reference\n+++ actual\n@@ -0,0 +1,1 @@\n+new\n")
  }

  @Test func theHeadersCountsMatchTheHunksLinesForRandomEdits() {
    var generator = SystemRandomNumberGenerator()
    for _ in 0..<200 {
      let a = (0..<Int.random(in: 0...12, using: &generator)).map { _ in
        String(Int.random(in: 0...4, using: &generator))
      }
      var b = a
      for _ in 0..<Int.random(in: 1...4, using: &generator) {
        if !b.isEmpty, Bool.random(using: &generator) {
          b.remove(at: Int.random(in: 0..<b.count, using: &generator))
        } else {
          b.insert("n", at: Int.random(in: 0...b.count, using: &generator))
        }
      }
      guard a != b else { continue }
      let diff = lines(TextDiff.unified(a, b)).dropLast()
      let header = diff[2].split(separator: " ")
      let old = header[1].dropFirst().split(separator: ",").compactMap { Int($0) }
      let new = header[2].dropFirst().split(separator: ",").compactMap { Int($0) }
      let body = diff.dropFirst(3)
      expectEqual(old[1], body.filter { !$0.hasPrefix("+") }.count, "\(a) → \(b)")
      expectEqual(new[1], body.filter { !$0.hasPrefix("-") }.count, "\(a) → \(b)")
      // Applying the hunk to the reference gives the new text.
      let start = old[1] == 0 ? old[0] : old[0] - 1
      let patched =
        Array(a[..<start]) + body.filter { !$0.hasPrefix("-") }.map { String($0.dropFirst()) }
        + Array(a[(start + old[1])...])
      expectEqual(patched, b, "\(a) → \(b)")
    }
  }

  @Test func hugeDifferencesAreDiffedWithoutTheQuadraticTable() {
    let a = (0..<5_000).map { "a\($0)" }
    let b = (0..<5_000).map { "b\($0)" }
    let clock = ContinuousClock()
    var diff = ""
    let elapsed = clock.measure { diff = TextDiff.unified(a, b) }
    #expect(diff.hasPrefix("--- reference\n+++ actual\n@@ -1,5000 +1,5000 @@\n-a0\n"))
    #expect(elapsed < .seconds(5))
  }
}
