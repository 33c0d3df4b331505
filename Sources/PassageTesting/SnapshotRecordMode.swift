/// When snapshot references are written.
///
/// A snapshot check takes the first mode it finds: the `record:` argument of the assertion, the
/// ``SnapshotRecordTrait`` of its test or suite (`@Suite(.snapshots(record: .all))`), then the
/// `PASSAGE_RECORD` environment variable (``fromEnvironment(_:)``).
public enum SnapshotRecordMode: String, Sendable, Hashable, CaseIterable {
  /// Write a reference only where none exists (the default locally). Writing one is still
  /// reported as a failure, so a new reference is always looked at before it is committed.
  case missing
  /// Overwrite every reference (after an intended change), reporting each as a failure.
  case all
  /// Never write; a missing reference is a failure (the default when `CI` is set).
  case never

  /// The mode from the environment: `PASSAGE_RECORD` if set to a valid mode, else `never` when
  /// `CI` is set and `missing` otherwise. An invalid `PASSAGE_RECORD` value means `never`.
  public static func fromEnvironment(_ environment: [String: String]) -> SnapshotRecordMode {
    if let value = environment["PASSAGE_RECORD"] {
      return SnapshotRecordMode(rawValue: value.lowercased()) ?? .never
    }
    if let ci = environment["CI"], !ci.isEmpty, ci != "0", ci.lowercased() != "false" { return .never }
    return .missing
  }

  /// The mode a ``SnapshotRecordTrait`` sets for the test running in this task, if any.
  @TaskLocal public static var scoped: SnapshotRecordMode?
}
