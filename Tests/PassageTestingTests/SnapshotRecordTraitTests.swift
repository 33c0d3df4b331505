import Foundation
import Passage
import PassageTestSupport
import PassageTesting
import Testing

/// `.snapshots(record:)` sets the mode of every snapshot check in its suite and the suites inside
/// it, before `PASSAGE_RECORD`; an assertion's `record:` argument comes before the trait.
@Suite(.snapshots(record: .never)) struct SnapshotRecordTraitTests {
  private let recording = TransitionRecording(Fade(), context: TransitionContext(), times: [0.1])

  /// A fake test file in a fresh folder, with no reference beside it.
  private func freshFile() throws -> String {
    let folder = URL(fileURLWithPath: NSTemporaryDirectory()).appendingPathComponent(
      "passage-record-trait-\(UUID())")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    return folder.appendingPathComponent("FakeTests.swift").path
  }

  @Test func theSuitesModeComesBeforeTheEnvironment() throws {
    expectEqual(SnapshotRecordMode.scoped, .never)
    let failure = verifySnapshot(
      of: recording, as: .sceneDump, environment: ["PASSAGE_RECORD": "all"], filePath: try freshFile(),
      testName: "fades()")
    #expect(failure?.hasPrefix("no reference at ") == true)
  }

  @Test func anAssertionsOwnModeComesBeforeTheSuites() throws {
    let failure = verifySnapshot(
      of: recording, as: .sceneDump, record: .missing, environment: [:], filePath: try freshFile(),
      testName: "fades()")
    #expect(failure?.contains("recorded one at") == true)
  }

  @Test(.snapshots(record: .missing)) func aTestsModeComesBeforeItsSuites() {
    expectEqual(SnapshotRecordMode.scoped, .missing)
  }

  @Suite struct Inner {
    @Test func anInnerSuiteTakesTheOuterSuitesMode() {
      expectEqual(SnapshotRecordMode.scoped, .never)
    }
  }
}

/// Without the trait, the environment decides.
@Suite struct SnapshotRecordFallbackTests {
  @Test func withoutTheTraitTheEnvironmentDecides() throws {
    #expect(SnapshotRecordMode.scoped == nil)
    let folder = URL(fileURLWithPath: NSTemporaryDirectory()).appendingPathComponent(
      "passage-record-fallback-\(UUID())")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let recording = TransitionRecording(Fade(), context: TransitionContext(), times: [0.1])
    let failure = verifySnapshot(
      of: recording, as: .sceneDump, environment: ["PASSAGE_RECORD": "never"],
      filePath: folder.appendingPathComponent("FakeTests.swift").path, testName: "fades()")
    #expect(failure?.hasPrefix("no reference at ") == true)
  }
}
