import Foundation
import Passage
import PassageRecording
import Testing
import XCTest

/// Asserts that a transition's snapshot matches its reference beside the test file.
///
/// The transition is played in `context` — by itself, or driven by `gesture` — and sampled at
/// `times` (or `sampleCount` evenly spread samples); `strategy` turns the recording into text or
/// pictures. A `gesture` whose `begin` names a recogniser the transition does not offer fails the
/// test (``GestureScript/check(against:in:)``). Works in Swift Testing and XCTest tests, on Linux
/// and Apple platforms.
///
/// ```swift
/// @Test func recedePresents() {
///   assertTransitionSnapshot(of: Recede(), as: .sceneDump, named: "scenes")
/// }
/// ```
public func assertTransitionSnapshot<Format>(
  of transition: any PassageTransition, in context: TransitionContext = TransitionContext(),
  times: [Double]? = nil, sampleCount: Int = TransitionRecording.defaultSampleCount,
  gesture: GestureScript? = nil,
  as strategy: SnapshotStrategy<TransitionRecording, Format>, named name: String? = nil,
  record: SnapshotRecordMode? = nil, fileID: StaticString = #fileID, filePath: StaticString = #filePath,
  function: String = #function, line: UInt = #line, column: UInt = #column
) {
  do {
    try gesture?.check(against: transition, in: context)
  } catch {
    report(error.description, fileID: fileID, filePath: filePath, line: line, column: column)
    return
  }
  let recording = TransitionRecording(
    transition, context: context, gesture: gesture, times: times, sampleCount: sampleCount)
  assertSnapshot(
    of: recording, as: strategy, named: name, record: record, fileID: fileID, filePath: filePath,
    function: function, line: line, column: column)
}

/// Asserts that any value's snapshot matches its reference beside the test file.
public func assertSnapshot<Value, Format>(
  of value: Value, as strategy: SnapshotStrategy<Value, Format>, named name: String? = nil,
  record: SnapshotRecordMode? = nil, fileID: StaticString = #fileID, filePath: StaticString = #filePath,
  function: String = #function, line: UInt = #line, column: UInt = #column
) {
  guard
    let failure = verifySnapshot(
      of: value, as: strategy, named: name, record: record, filePath: "\(filePath)", testName: function)
  else { return }
  report(failure, fileID: fileID, filePath: filePath, line: line, column: column)
}

/// Records `failure` in the running Swift Testing test, or as an XCTest failure.
private func report(
  _ failure: String, fileID: StaticString, filePath: StaticString, line: UInt, column: UInt
) {
  if Test.current != nil {
    Issue.record(
      Comment(rawValue: failure),
      sourceLocation: SourceLocation(
        fileID: "\(fileID)", filePath: "\(filePath)", line: Int(line), column: Int(column)))
  } else {
    XCTFail(failure, file: filePath, line: line)
  }
}
