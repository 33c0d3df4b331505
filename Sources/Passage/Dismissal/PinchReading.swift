import PassageLibC

/// What a pinch's fingers say beyond its scale: how far their centroid has moved and how much
/// the line between them has turned since the pinch began, both read in one space that the
/// transition never transforms (the container).
///
/// UIKit's pinch reports only a scale (UIPinchGestureRecognizer.h); the turn is the angle of the
/// line through the two touches (`locationOfTouch:inView:`) less its angle at the beginning,
/// kept at its last value while only one finger is down, and wrapped into (−π, π].
package struct PinchReading: Sendable, Hashable {
  private var startCentroid: Point?
  private var startAngle: Double?
  /// The centroid's travel since the pinch began (points).
  package private(set) var focal = Point(x: 0, y: 0)
  /// The fingers' turn since the pinch began (radians, clockwise on screen positive).
  package private(set) var turn = 0.0

  /// No pinch yet.
  package init() {}

  /// The pinch began with its centroid at `centroid` and its touches at `fingers`.
  package mutating func begin(centroid: Point, fingers: [Point]) {
    self = PinchReading()
    guard centroid.x.isFinite, centroid.y.isFinite else { return }
    startCentroid = centroid
    startAngle = Self.angle(fingers)
  }

  /// The fingers are now at `fingers`, their centroid at `centroid`.
  package mutating func read(centroid: Point, fingers: [Point]) {
    if let start = startCentroid, centroid.x.isFinite, centroid.y.isFinite {
      focal = Point(x: centroid.x - start.x, y: centroid.y - start.y)
    }
    if let start = startAngle, let angle = Self.angle(fingers) {
      var delta = angle - start
      delta = delta - 2 * Double.pi * (delta / (2 * Double.pi)).rounded()
      turn = delta
    }
  }

  private static func angle(_ fingers: [Point]) -> Double? {
    guard fingers.count >= 2 else { return nil }
    let (a, b) = (fingers[0], fingers[1])
    let angle = atan2(b.y - a.y, b.x - a.x)
    return angle.isFinite && (a.x != b.x || a.y != b.y) ? angle : nil
  }
}
