/// How to turn a value into a snapshot and compare it with a reference: a strategy, as a value.
///
/// Strategies compose: ``pullback(_:)`` builds a strategy for another value type from an existing
/// one, so a strategy for `TransitionRecording` serves any type that can produce a recording.
///
/// ```swift
/// // The scenes of a catalog transition, given its name: the name becomes a recording first.
/// let scenesByName = SnapshotStrategy<TransitionRecording, String>.sceneDump.pullback { (name: String) in
///   TransitionRecording(Catalog.transition(named: name) ?? Fade(), context: TransitionContext())
/// }
/// assertSnapshot(of: "recede", as: scenesByName)
/// ```
public struct SnapshotStrategy<Value, Format>: Sendable {
  /// The reference file's extension, without the dot (`txt`, `png`).
  public var pathExtension: String
  /// Produces the snapshot of a value.
  public var snapshot: @Sendable (Value) throws -> Format
  /// Encodes, decodes and compares snapshots.
  public var diffing: SnapshotFormat<Format>

  /// Creates a strategy.
  public init(
    pathExtension: String, diffing: SnapshotFormat<Format>,
    snapshot: @escaping @Sendable (Value) throws -> Format
  ) {
    self.pathExtension = pathExtension
    self.diffing = diffing
    self.snapshot = snapshot
  }

  /// A strategy for `NewValue`: transform it to `Value`, then snapshot as this strategy does.
  public func pullback<NewValue>(_ transform: @escaping @Sendable (NewValue) throws -> Value)
    -> SnapshotStrategy<
      NewValue, Format
    >
  {
    let snapshot = self.snapshot
    return SnapshotStrategy<NewValue, Format>(pathExtension: pathExtension, diffing: diffing) { value in
      try snapshot(try transform(value))
    }
  }
}
