/// A point in a two-dimensional coordinate space, in points (UIKit's unit), y growing downwards.
public struct Point: Sendable, Hashable, Codable {
  /// The horizontal coordinate, in points.
  public var x: Double
  /// The vertical coordinate, in points; larger values are lower on screen.
  public var y: Double

  /// Creates a point from its coordinates, in points.
  public init(x: Double, y: Double) {
    self.x = x
    self.y = y
  }

  /// The origin, (0, 0).
  public static let zero = Point(x: 0, y: 0)

  /// The distance to another point, in points.
  public func distance(to other: Point) -> Double {
    let dx = other.x - x
    let dy = other.y - y
    return (dx * dx + dy * dy).squareRoot()
  }

  /// Whether both coordinates are finite (neither NaN nor infinite).
  public var isFinite: Bool { x.isFinite && y.isFinite }
}
