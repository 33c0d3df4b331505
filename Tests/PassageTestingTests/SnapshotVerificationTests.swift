import Foundation
import Passage
import PassageTestSupport
import PassageTesting
import Testing

@Suite struct SnapshotVerificationTests {
  /// A fresh folder standing in for a test file's folder, and a fake test file path inside it.
  private func sandbox() throws -> (folder: URL, file: String) {
    let folder = URL(fileURLWithPath: NSTemporaryDirectory()).appendingPathComponent(
      "passage-snapshot-\(UUID())")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    return (folder, folder.appendingPathComponent("FakeTests.swift").path)
  }

  private let recording = TransitionRecording(Push(), context: TransitionContext(), times: [0.1, 0.2])

  @Test func missingModeRecordsTheReferenceAndReportsIt() throws {
    let (folder, file) = try sandbox()
    let env = ["PASSAGE_ARTIFACTS": folder.appendingPathComponent("artifacts").path]
    let failure = verifySnapshot(
      of: recording, as: .sceneDump, named: "scenes", record: .missing, environment: env, filePath: file,
      testName: "pushes()")
    let reference = folder.appendingPathComponent("__Snapshots__/FakeTests/pushes.scenes.txt").path
    #expect(failure?.contains("recorded one at \(reference)") == true)
    try expectEqual(String(contentsOfFile: reference, encoding: .utf8), recording.text(significantDigits: 9))
    #expect(
      verifySnapshot(
        of: recording, as: .sceneDump, named: "scenes", record: .missing, environment: env, filePath: file,
        testName: "pushes()") == nil)
  }

  @Test func neverModeWithoutAReferenceFails() throws {
    let (_, file) = try sandbox()
    let failure = verifySnapshot(
      of: recording, as: .sceneDump, environment: ["CI": "true"], filePath: file, testName: "pushes()")
    #expect(failure?.hasPrefix("no reference at ") == true)
    #expect(failure?.contains("PASSAGE_RECORD=never, CI is set") == true)
  }

  @Test func aChangedTransitionFailsNamingTheFirstDifferingNumber() throws {
    let (folder, file) = try sandbox()
    let env = ["PASSAGE_ARTIFACTS": folder.appendingPathComponent("artifacts").path]
    _ = verifySnapshot(
      of: recording, as: .sceneDump, record: .all, environment: env, filePath: file, testName: "t")
    let changed = TransitionRecording(Push(parallax: 0.25), context: TransitionContext(), times: [0.1, 0.2])
    let failure = try #require(
      verifySnapshot(
        of: changed, as: .sceneDump, record: .never, environment: env, filePath: file, testName: "t"))
    #expect(failure.contains("the text differs at line 6: expected '"))
    let artifacts = folder.appendingPathComponent("artifacts/FakeTests")
    #expect(failure.contains("new output: \(artifacts.appendingPathComponent("t.txt").path)"))
    let diff = try String(
      contentsOfFile: artifacts.appendingPathComponent("t.txt.diff.diff").path, encoding: .utf8)
    #expect(diff.contains("\n- ") && diff.contains("\n+ "))
  }

  @Test func recordAllOverwritesAndReports() throws {
    let (_, file) = try sandbox()
    _ = verifySnapshot(
      of: recording, as: .json, record: .all, environment: [:], filePath: file, testName: "t")
    let failure = verifySnapshot(
      of: recording, as: .json, record: .all, environment: [:], filePath: file, testName: "t")
    #expect(failure?.hasPrefix("recorded a new reference (PASSAGE_RECORD=all)") == true)
  }

  @Test func recordModeComesFromTheEnvironment() {
    expectEqual(SnapshotRecordMode.fromEnvironment([:]), .missing)
    expectEqual(SnapshotRecordMode.fromEnvironment(["CI": "true"]), .never)
    expectEqual(SnapshotRecordMode.fromEnvironment(["CI": "true", "PASSAGE_RECORD": "all"]), .all)
    expectEqual(SnapshotRecordMode.fromEnvironment(["PASSAGE_RECORD": "bogus"]), .never)
  }

  @Test func pullbackSnapshotsAnotherValueType() throws {
    let (_, file) = try sandbox()
    let byName = SnapshotStrategy<TransitionRecording, String>.sceneDump.pullback { (name: String) in
      TransitionRecording(Catalog.transition(named: name) ?? Fade(), context: TransitionContext(), times: [0])
    }
    _ = verifySnapshot(of: "fade", as: byName, record: .all, environment: [:], filePath: file, testName: "t")
    #expect(
      verifySnapshot(of: "fade", as: byName, record: .never, environment: [:], filePath: file, testName: "t")
        == nil)
    #expect(
      verifySnapshot(of: "push", as: byName, record: .never, environment: [:], filePath: file, testName: "t")
        != nil)
  }
}
