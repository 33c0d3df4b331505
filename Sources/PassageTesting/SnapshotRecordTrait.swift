import Testing

/// A Swift Testing trait that sets the ``SnapshotRecordMode`` of every snapshot check in a test,
/// or in every test of a suite and of the suites inside it. It comes before `PASSAGE_RECORD`; an
/// assertion's own `record:` argument comes before it.
///
/// ```swift
/// @Suite(.snapshots(record: .never)) struct TransitionSnapshots {
///   @Test func recedePresents() {
///     assertTransitionSnapshot(of: Recede(), as: .sceneDump)   // never writes a reference
///   }
/// }
/// ```
public struct SnapshotRecordTrait: SuiteTrait, TestTrait, TestScoping {
  /// The mode the trait's tests record in.
  public let mode: SnapshotRecordMode

  /// Applies to the tests of the suites inside a suite too.
  public var isRecursive: Bool { true }

  /// Runs the test with ``SnapshotRecordMode/scoped`` set to ``mode``.
  public func provideScope(
    for test: Test, testCase: Test.Case?, performing function: @Sendable () async throws -> Void
  ) async throws {
    try await SnapshotRecordMode.$scoped.withValue(mode) { try await function() }
  }
}

extension Trait where Self == SnapshotRecordTrait {
  /// Snapshot checks in this test or suite record in `mode`, whatever `PASSAGE_RECORD` says.
  public static func snapshots(record mode: SnapshotRecordMode) -> Self {
    SnapshotRecordTrait(mode: mode)
  }
}
