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
