/// An axis-aligned rectangle: an origin (its top-left corner) and a size, in points.
public struct Rect: Sendable, Hashable, Codable {
  /// The top-left corner, in points.
  public var origin: Point
  /// The extents, in points.
  public var size: Size

  /// Creates a rectangle from its top-left corner and size.
  public init(origin: Point, size: Size) {
    self.origin = origin
    self.size = size
  }

  /// Creates a rectangle from its top-left corner coordinates and its extents, in points.
  public init(x: Double, y: Double, width: Double, height: Double) {
    self.init(origin: Point(x: x, y: y), size: Size(width: width, height: height))
  }

  /// The empty rectangle at the origin.
  public static let zero = Rect(origin: .zero, size: .zero)

  /// The smallest x coordinate, in points.
  public var minX: Double { min(origin.x, origin.x + size.width) }
  /// The largest x coordinate, in points.
  public var maxX: Double { max(origin.x, origin.x + size.width) }
  /// The smallest y coordinate, in points.
  public var minY: Double { min(origin.y, origin.y + size.height) }
  /// The largest y coordinate, in points.
  public var maxY: Double { max(origin.y, origin.y + size.height) }
  /// The horizontal centre, in points.
  public var midX: Double { origin.x + size.width / 2 }
  /// The vertical centre, in points.
  public var midY: Double { origin.y + size.height / 2 }
  /// The centre point.
  public var center: Point { Point(x: midX, y: midY) }

  /// The rectangle shrunk by `insets` on each side (grown where an inset is negative).
  public func inset(by insets: Insets) -> Rect {
    Rect(
      x: origin.x + insets.left, y: origin.y + insets.top,
      width: size.width - insets.left - insets.right,
      height: size.height - insets.top - insets.bottom)
  }

  /// Whether `point` lies inside the rectangle (edges at the minimum included, at the maximum excluded).
  public func contains(_ point: Point) -> Bool {
    point.x >= minX && point.x < maxX && point.y >= minY && point.y < maxY
  }
}
