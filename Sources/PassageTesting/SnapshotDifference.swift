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
