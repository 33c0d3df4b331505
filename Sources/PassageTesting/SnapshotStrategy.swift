/// How to turn a value into a snapshot and compare it with a reference: a strategy, as a value.
///
/// Strategies compose: ``pullback(_:)`` builds a strategy for another value type from an existing
/// one, so a strategy for `TransitionRecording` serves any type that can produce a recording.
///
/// ```swift
/// let layerCount = SnapshotStrategy<TransitionRecording, String>.sceneDump.pullback { (r: TransitionRecording) in r }
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

/// How snapshots of one format are stored and compared.
public struct SnapshotFormat<Format>: Sendable {
  /// The bytes written to a reference file.
  public var toBytes: @Sendable (Format) throws -> [UInt8]
  /// The snapshot read back from a reference file's bytes.
  public var fromBytes: @Sendable ([UInt8]) throws -> Format
  /// Compares a reference with a new snapshot: `nil` when they match, otherwise what differs.
  public var compare: @Sendable (_ reference: Format, _ actual: Format) -> SnapshotDifference?

  /// Creates a diffing.
  public init(
    toBytes: @escaping @Sendable (Format) throws -> [UInt8],
    fromBytes: @escaping @Sendable ([UInt8]) throws -> Format,
    compare: @escaping @Sendable (_ reference: Format, _ actual: Format) -> SnapshotDifference?
  ) {
    self.toBytes = toBytes
    self.fromBytes = fromBytes
    self.compare = compare
  }
}

/// What differs between a reference and a new snapshot.
public struct SnapshotDifference: Sendable, Hashable {
  /// A readable description, naming the first differing number, line or pixel region.
  public var message: String
  /// An optional artifact that shows the difference (a diff image or a unified diff), written next
  /// to the new output, with its file extension.
  public var artifact: Artifact?

  /// A file that helps to see a difference.
  public struct Artifact: Sendable, Hashable {
    /// The file's bytes.
    public var bytes: [UInt8]
    /// The extension, without the dot.
    public var pathExtension: String

    /// Creates an artifact.
    public init(bytes: [UInt8], pathExtension: String) {
      self.bytes = bytes
      self.pathExtension = pathExtension
    }
  }

  /// Creates a difference.
  public init(message: String, artifact: Artifact? = nil) {
    self.message = message
    self.artifact = artifact
  }
}
