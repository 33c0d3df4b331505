/// A width and a height, in points.
public struct Size: Sendable, Hashable, Codable {
  /// The horizontal extent, in points. Negative values are allowed but rarely meaningful.
  public var width: Double
  /// The vertical extent, in points.
  public var height: Double

  /// Creates a size from its extents, in points.
  public init(width: Double, height: Double) {
    self.width = width
    self.height = height
  }

  /// A size of zero by zero.
  public static let zero = Size(width: 0, height: 0)

  /// Whether both extents are finite and strictly positive, i.e. the size can hold content.
  public var isUsable: Bool { width.isFinite && height.isFinite && width > 0 && height > 0 }
}
